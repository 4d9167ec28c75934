// Player → GM requests: the one channel by which a player asks the active GM to do what only a GM may write
// (engagement commands, card buttons, seats on a ship the player does not own).
//
// Who asked must be known on the GM side, and a query cannot tell it: core hands a `CONFIG.queries` handler only
// the data and `{ timeout }`, never the sender (foundryvtt/foundryvtt#13418, open), and any `userId` in the data is
// whatever the sending client wrote. So each request also stands in a document whose writer core's server checks:
// the asking user's own User document. A player may update only their own User (core's BaseUser update rule:
// "Players may only modify themselves"; GMs may update anyone), so a request found in user U's flags was written by
// U or by a GM. That entry is public, so it shows only the request's name, a digest and an expiry
// (src/net/slots.ts); the data goes in the query, with a secret the asking client made for this request alone, and
// the GM runs it only if the digest of id, name, secret and data matches the entry. Another client can read the
// entry but cannot present data for it, nor receive its answer.
//
// Once only: only the active GM answers, and a request runs only on the GM client whose claim in a record every GM
// client shares came first (src/net/taken.ts) — a GM with two tabs receives every query in each of them. The asker
// takes its entry back once answered (the GM never writes it). A request expires (server time); one whose query
// went unanswered is taken back, and the shared record tells its asker whether the GM ran it.
//
// Ordering: the asking client awaits its User update before it sends the query. Core's server acknowledges an update
// to its writer and sends it to the other clients (the GM's included); the query, sent only once the
// acknowledgement arrived, reaches the server after that and the GM after the update, so the GM normally holds the
// request when the query arrives. It still waits up to REQUEST_WAIT_MS for the update before refusing.
//
// Adding a request: declare it in `Requests` (module augmentation), write its GM side as a `RequestSpec` beside the
// logic it runs (read the untrusted data, re-check the asking user's permission, run), list it in the one table
// of requests (src/registration/request-table.ts, registered once from the entry), and call `askGM(name, data)` on the client.
// The spec's `read` receives the data as `unknown` and checks every field itself; `recheck` is given the asking
// User as the GM knows it.
import { deletionEntry } from "../foundry-compat";
import { SYSTEM_ID } from "../base/system-id";
import { fateOf, handlerOf, receiveRequest, setHandlers } from "./answer";
import { liveRequests, requestDigest, serverNow, staleRequests } from "./slots";
import { observeTaken } from "./taken";
import {
  CHANNEL_REFUSALS,
  isDocumentId,
  MAX_QUERY_TIMEOUT_MS,
  MAX_REQUEST_LENGTH,
  REQUEST_SLOTS,
  REQUEST_WAIT_MS,
  RequestRefused,
  type ChannelRefusal,
  type Envelope,
  type RequestHandler,
} from "./channel";

export { CHANNEL_REFUSALS, isDocumentId, MAX_REQUEST_LENGTH, REQUEST_SLOTS, REQUEST_WAIT_MS, RequestRefused };
export type { ChannelRefusal, Envelope, RequestHandler };

/** Request name → [data the client sends, result the GM answers]. Each feature adds its own entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface Requests {}
export type RequestName = keyof Requests & string;

type DataOf<K extends RequestName> = Requests[K] extends [infer D, unknown] ? D : never;
type ResultOf<K extends RequestName> = Requests[K] extends [unknown, infer R] ? R : never;

/** What `read` makes of a request's data: what it names, as the GM has it, or the answer that refuses it. */
export type ReadRequest<P, R> = { value: P } | { refused: R };

/**
 * The GM side of one request, in the three steps `answerRequest` runs in order: read the untrusted data (every field
 * checked, documents looked up in the GM's own world), re-check the asking user's permission on what it names (the
 * answer that refuses, or null), then run it.
 */
export interface RequestSpec<P, R> {
  /** what the request asks, read from its data alone (a promise when reading needs code loaded on first use) */
  read(data: unknown): ReadRequest<P, R> | Promise<ReadRequest<P, R>>;
  recheck(user: User.Implementation, value: P): R | null;
  run(value: P, user: User.Implementation): Promise<R>;
}

/** Answer a request on the GM's side: read its data, re-check the asking user's permission, run it. */
export async function answerRequest<P, R>(
  spec: RequestSpec<P, R>,
  data: unknown,
  user: User.Implementation,
): Promise<R> {
  const read = await spec.read(data);
  if ("refused" in read) return read.refused;
  const refused = spec.recheck(user, read.value);
  if (refused !== null) return refused;
  return spec.run(read.value, user);
}

/** Every request's GM side, by name (src/registration/request-table.ts). */
export type RequestTable = { [K in RequestName]: RequestSpec<any, ResultOf<K>> };

/** The query that wakes the GM. */
export const REQUEST_QUERY = `${SYSTEM_ID}.request`;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares CONFIG.Queries in a namespace
  namespace CONFIG {
    interface Queries {
      "cepheus-space-combat.request": (data: {
        userId: string;
        rid: string;
        secret: string;
        json: string;
      }) => Promise<Envelope>;
    }
  }
}

/** Register the GM side of every request and the query that wakes the GM (once, from the init hook). */
export function registerRequests(table: RequestTable): void {
  setHandlers(
    (Object.entries(table) as [RequestName, RequestSpec<unknown, unknown>][]).map(([name, spec]) => [
      name,
      (data: unknown, user: User.Implementation) => answerRequest(spec, data, user),
    ]),
  );
  observeTaken();
  CONFIG.queries[REQUEST_QUERY as "cepheus-space-combat.request"] = receiveRequest;
}

// ----- client ---------------------------------------------------------------------------------------------------

/** This client's requests between their writing and their answer. */
const inFlight = new Set<string>();

function requestsUpdate(entries: Record<string, unknown>): object {
  return { flags: { [SYSTEM_ID]: { requests: entries } } };
}

/** Take a request back from one's own User document (only its own entry: each request has a key of its own). */
async function withdraw(self: User.Implementation, rid: string): Promise<void> {
  const [key, value] = deletionEntry(rid);
  await self.update(requestsUpdate({ [key]: value }) as never).catch(() => undefined);
}

/**
 * Ask the active GM to run request `name` with `data`, as the current user. Runs the handler here when this user
 * is the active GM. Throws RequestRefused when no GM is connected or the channel refuses (a localised reason,
 * CEPHEUS.Reason.<code>); the handler's own refusals are in its result.
 */
export async function askGM<K extends RequestName>(
  name: K,
  data: DataOf<K>,
  { timeout: asked = 30_000 }: { timeout?: number } = {},
): Promise<ResultOf<K>> {
  // (the GM keeps a request no longer than MAX_REQUEST_LIFETIME_MS: a longer wait would outlive it)
  const timeout = Math.min(asked, MAX_QUERY_TIMEOUT_MS);
  const self = game.user as User.Implementation | null;
  const gm = game.users?.activeGM;
  if (!gm || !self?.id) throw new RequestRefused("noGM");
  const handler = handlerOf(name);
  if (!handler) throw new RequestRefused("badRequest");
  // the data crosses a socket either way: the handler sees JSON, here as on the GM's client
  const json = JSON.stringify(data ?? null);
  if (json.length > MAX_REQUEST_LENGTH) throw new RequestRefused("badRequest");
  if (gm.isSelf) return (await handler(JSON.parse(json), self)) as ResultOf<K>;
  // core's User#query needs the QUERY_USER permission, which a GM may take from a role
  if (!self.hasPermission("QUERY_USER")) throw new RequestRefused("noQueryPermission");
  if (new Set([...liveRequests(self), ...inFlight]).size >= REQUEST_SLOTS) throw new RequestRefused("busy");
  const rid = foundry.utils.randomID(16);
  const secret = foundry.utils.randomID(16) + foundry.utils.randomID(16);
  inFlight.add(rid);
  try {
    const entry = {
      name,
      digest: requestDigest(rid, name, secret, json),
      expires: serverNow() + timeout + REQUEST_WAIT_MS,
    };
    // requests that can never run again (expired, left by a closed tab) are cleared on the way
    const stale = Object.fromEntries(staleRequests(self).map(deletionEntry));
    const written = await self.update(requestsUpdate({ ...stale, [rid]: entry }) as never);
    if (!written) throw new RequestRefused("failed");
    let answer: Envelope<ResultOf<K>> | undefined;
    try {
      answer = (await gm.query(
        REQUEST_QUERY as "cepheus-space-combat.request",
        { userId: self.id, rid, secret, json },
        { timeout },
      )) as Envelope<ResultOf<K>> | undefined;
    } catch {
      // unanswered (the GM left, or the query timed out): take the request back so that it cannot run later, then
      // ask the shared record whether the GM ran it before this
      await withdraw(self, rid);
      throw new RequestRefused(
        (await fateOf(`${self.id}${rid}`, REQUEST_WAIT_MS)) === "ran" ? "ranNoAnswer" : "notRun",
      );
    }
    await withdraw(self, rid);
    if (!answer || typeof answer !== "object") throw new RequestRefused("failed");
    if (!answer.ok) throw new RequestRefused(answer.reason === "ranElsewhere" ? "ranNoAnswer" : answer.reason);
    return answer.result;
  } finally {
    inFlight.delete(rid);
  }
}
