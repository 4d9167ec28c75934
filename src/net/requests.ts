// Player → GM requests: the one channel by which a player asks the active GM to do what only a GM may write
// (engagement commands, card buttons, seats on a ship the player does not own).
//
// Who asked must be known on the GM side, and a query cannot tell it: core hands a `CONFIG.queries` handler only
// the data and `{ timeout }`, never the sender (foundryvtt/foundryvtt#13418, open), and any `userId` in the data is
// whatever the sending client wrote. So the request itself travels in a document whose writer core's server
// checks: the asking user's own User document. A player may update only their own User (core's BaseUser update
// rule: "Players may only modify themselves"; GMs may update anyone), so a request found in user U's flags was
// written by U or by a GM. The query that follows carries only `{ userId, rid }`: it wakes the GM up and names the
// slot to read. A forged query can at worst name another user's genuine request, which then runs once, as that
// user, exactly as they asked (and its result is what the real query gets too). The GM empties the slot before
// running it, so a request never runs twice, not even after a reload; a request the GM never answers is taken back
// by its own client.
//
// Ordering: the asking client awaits its User update before it sends the query, and the server sends the update
// to every client (the GM's included) before it answers the writer, so the GM normally holds the request when
// the query arrives; it still waits up to REQUEST_WAIT_MS for the update before refusing.
//
// Adding a request: declare it in `Requests` (module augmentation), write its GM side as a `RequestSpec` beside the
// logic it runs (read the untrusted data, re-check the asking user's permission, run), list it in the one table
// of requests (src/request-table.ts, registered once from the entry), and call `askGM(name, data)` on the client.
// The spec's `read` receives the data as `unknown` and checks every field itself; `recheck` is given the asking
// User as the GM knows it.
import { SYSTEM_ID } from "../system-id";

/** Request name → [data the client sends, result the GM answers]. Each feature adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Requests {}
export type RequestName = keyof Requests & string;

type DataOf<K extends RequestName> = Requests[K] extends [infer D, unknown] ? D : never;
type ResultOf<K extends RequestName> = Requests[K] extends [unknown, infer R] ? R : never;

/** The GM side of a request: `data` is untrusted, `user` is who asked (authenticated as above). */
export type RequestHandler<R> = (data: unknown, user: User.Implementation) => Promise<R>;

/** What `read` makes of a request's data: what it names, as the GM has it, or the answer that refuses it. */
export type ReadRequest<P, R> = { value: P } | { refused: R };

/**
 * The GM side of one request, in the three steps `answerRequest` runs in order: read the untrusted data (every field
 * checked, documents looked up in the GM's own world), re-check the asking user's permission on what it names (the
 * answer that refuses, or null), then run it.
 */
export interface RequestSpec<P, R> {
  read(data: unknown): ReadRequest<P, R>;
  recheck(user: User.Implementation, value: P): R | null;
  run(value: P, user: User.Implementation): Promise<R>;
}

/** Answer a request on the GM's side: read its data, re-check the asking user's permission, run it. */
export async function answerRequest<P, R>(
  spec: RequestSpec<P, R>,
  data: unknown,
  user: User.Implementation,
): Promise<R> {
  const read = spec.read(data);
  if ("refused" in read) return read.refused;
  const refused = spec.recheck(user, read.value);
  if (refused !== null) return refused;
  return spec.run(read.value, user);
}

/** Every request's GM side, by name (src/request-table.ts). */
export type RequestTable = { [K in RequestName]: RequestSpec<any, ResultOf<K>> };

/** The query that wakes the GM. */
export const REQUEST_QUERY = `${SYSTEM_ID}.request`;

/** How many requests one user may have in flight at once (slots in their User flags, reused in turn). */
export const REQUEST_SLOTS = 8;
/** A request's data as JSON may be at most this long. */
export const MAX_REQUEST_LENGTH = 65_536;
/** How long the GM waits for a request's User update to arrive after its query. */
export const REQUEST_WAIT_MS = 3_000;

/** Why the channel refused (localised as CEPHEUS.Reason.<code>). */
export const CHANNEL_REFUSALS = ["noGM", "notRequested", "badRequest", "failed"] as const;
export type ChannelRefusal = (typeof CHANNEL_REFUSALS)[number];

/** A request refused by the channel, before or instead of its handler. */
export class RequestRefused extends Error {
  constructor(readonly reason: ChannelRefusal) {
    super(reason);
    this.name = "RequestRefused";
  }
}

/** What the GM answers the query: the handler's result, or the channel's refusal. */
export type Envelope<R = unknown> = { ok: true; result: R } | { ok: false; reason: ChannelRefusal };

/** A stored request in a user's flags. */
interface Slot {
  rid: string;
  name: string;
  json: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares CONFIG.Queries in a namespace
  namespace CONFIG {
    interface Queries {
      "cepheus-space-combat.request": (data: { userId: string; rid: string }) => Promise<Envelope>;
    }
  }
}

const handlers = new Map<string, RequestHandler<unknown>>();

/** Register the GM side of every request and the query that wakes the GM (once, from the init hook). */
export function registerRequests(table: RequestTable): void {
  handlers.clear();
  for (const [name, spec] of Object.entries(table) as [RequestName, RequestSpec<unknown, unknown>][])
    handlers.set(name, (data, user) => answerRequest(spec, data, user));
  CONFIG.queries[REQUEST_QUERY as "cepheus-space-combat.request"] = (data) => receiveRequest(data);
}

/** Whether an untrusted value has the form of a document id as core makes them (16 letters and digits). */
export function isDocumentId(v: unknown): v is string {
  return typeof v === "string" && /^[A-Za-z0-9]{16}$/.test(v);
}

// ----- client ---------------------------------------------------------------------------------------------------

let nextSlot = 0;

/**
 * Ask the active GM to run request `name` with `data`, as the current user. Runs the handler here when this user
 * is the active GM. Throws RequestRefused when no GM is connected or the channel refuses; the handler's own
 * refusals are in its result.
 */
export async function askGM<K extends RequestName>(
  name: K,
  data: DataOf<K>,
  { timeout = 30_000 }: { timeout?: number } = {},
): Promise<ResultOf<K>> {
  const self = game.user as User.Implementation | null;
  const gm = game.users?.activeGM;
  if (!gm || !self?.id) throw new RequestRefused("noGM");
  const handler = handlers.get(name);
  if (!handler) throw new RequestRefused("badRequest");
  // the data crosses a socket either way: the handler sees JSON, here as on the GM's client
  const json = JSON.stringify(data ?? null);
  if (json.length > MAX_REQUEST_LENGTH) throw new RequestRefused("badRequest");
  if (gm.isSelf) return (await handler(JSON.parse(json), self)) as ResultOf<K>;
  const rid = foundry.utils.randomID(16);
  const slot = String(nextSlot++ % REQUEST_SLOTS);
  const written = await self.update({ flags: { [SYSTEM_ID]: { requests: { [slot]: { rid, name, json } } } } } as never);
  if (!written) throw new RequestRefused("failed");
  let answer: Envelope<ResultOf<K>> | undefined;
  try {
    answer = (await gm.query(
      REQUEST_QUERY as "cepheus-space-combat.request",
      { userId: self.id, rid },
      { timeout },
    )) as Envelope<ResultOf<K>> | undefined;
  } catch (err) {
    // unanswered (the GM left, or timed out): take the request back, so that nobody can have it run later
    await self.update({ flags: { [SYSTEM_ID]: { requests: { [slot]: null } } } } as never).catch(() => undefined);
    throw err;
  }
  if (!answer || typeof answer !== "object") throw new RequestRefused("failed");
  if (!answer.ok) throw new RequestRefused(answer.reason);
  return answer.result;
}

// ----- GM side --------------------------------------------------------------------------------------------------

/** Recent requests by `${userId}.${rid}`: a second query for one request gets the first one's answer. */
const recent = new Map<string, Promise<Envelope>>();
const RECENT_KEPT = 200;

function slotsOf(user: User.Implementation): Record<string, unknown> {
  const flags = (user as unknown as { flags?: Record<string, unknown> }).flags?.[SYSTEM_ID] as
    { requests?: unknown } | undefined;
  const requests = flags?.requests;
  return requests && typeof requests === "object" ? (requests as Record<string, unknown>) : {};
}

function isSlot(v: unknown): v is Slot {
  if (!v || typeof v !== "object") return false;
  const s = v as Record<string, unknown>;
  return typeof s.rid === "string" && typeof s.name === "string" && typeof s.json === "string";
}

function findSlot(user: User.Implementation, rid: string): { key: string; slot: Slot } | null {
  const slots = slotsOf(user);
  for (let i = 0; i < REQUEST_SLOTS; i++) {
    const slot = slots[String(i)];
    if (isSlot(slot) && slot.rid === rid) return { key: String(i), slot };
  }
  return null;
}

/** The request, once the GM's client holds it (waits for the user's update up to REQUEST_WAIT_MS). */
async function awaitSlot(user: User.Implementation, rid: string): Promise<{ key: string; slot: Slot } | null> {
  const found = findSlot(user, rid);
  if (found) return found;
  return new Promise((resolve) => {
    let hook = 0;
    const done = (value: { key: string; slot: Slot } | null) => {
      Hooks.off("updateUser", hook);
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), REQUEST_WAIT_MS);
    hook = Hooks.on("updateUser", (doc: unknown) => {
      if (doc !== user) return;
      const slot = findSlot(user, rid);
      if (slot) done(slot);
    });
  });
}

async function run(user: User.Implementation, key: string, slot: Slot): Promise<Envelope> {
  // emptied before it runs: the same request is never run again, whoever names it later
  await user.update({ flags: { [SYSTEM_ID]: { requests: { [key]: null } } } } as never);
  const handler = handlers.get(slot.name);
  if (!handler || slot.json.length > MAX_REQUEST_LENGTH) return { ok: false, reason: "badRequest" };
  let data: unknown;
  try {
    data = JSON.parse(slot.json);
  } catch {
    return { ok: false, reason: "badRequest" };
  }
  try {
    return { ok: true, result: await handler(data, user) };
  } catch (err) {
    if (err instanceof RequestRefused) return { ok: false, reason: err.reason };
    console.error(err);
    return { ok: false, reason: "failed" };
  }
}

/** The GM side of REQUEST_QUERY: find the request in the asking user's own flags, run it once. */
export async function receiveRequest(query: unknown): Promise<Envelope> {
  if (!game.user?.isGM) return { ok: false, reason: "failed" };
  const q = query && typeof query === "object" ? (query as Record<string, unknown>) : {};
  const { userId, rid } = q;
  if (!isDocumentId(userId) || !isDocumentId(rid)) return { ok: false, reason: "badRequest" };
  const user = game.users?.get(userId) as User.Implementation | undefined;
  if (!user) return { ok: false, reason: "notRequested" };
  const id = `${userId}.${rid}`;
  const earlier = recent.get(id);
  if (earlier) return earlier;
  const found = await awaitSlot(user, rid);
  // another query for the same request may have found it while this one waited
  const meanwhile = recent.get(id);
  if (meanwhile) return meanwhile;
  if (!found) return { ok: false, reason: "notRequested" };
  const answer = run(user, found.key, found.slot);
  recent.set(id, answer);
  if (recent.size > RECENT_KEPT) recent.delete(recent.keys().next().value!);
  return answer;
}
