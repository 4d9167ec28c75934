// The GM side of the request channel: the handler of the one query. Only the active GM answers; the request must be
// in the asking user's own User document, unexpired, with data that matches its digest (src/net/slots.ts); and it
// runs only on the GM client whose claim in the shared record came first (src/net/taken.ts).
import { claim, markDone, takenEntry, waitDone } from "./taken";
import { requestDigest, SECRET_PATTERN, serverNow, slotOf, type Slot } from "./slots";
import {
  isDocumentId,
  MAX_REQUEST_LENGTH,
  MAX_REQUEST_LIFETIME_MS,
  REQUEST_SLOTS,
  REQUEST_WAIT_MS,
  RequestRefused,
  type ChannelRefusal,
  type Envelope,
  type RequestHandler,
} from "./channel";

const handlers = new Map<string, RequestHandler<unknown>>();

/** Set the GM side of every request (the channel's registration). */
export function setHandlers(table: Iterable<[string, RequestHandler<unknown>]>): void {
  handlers.clear();
  for (const [name, handler] of table) handlers.set(name, handler);
}

export function handlerOf(name: string): RequestHandler<unknown> | undefined {
  return handlers.get(name);
}

const refuse = (reason: ChannelRefusal): Envelope => ({ ok: false, reason });

/** What this client answered for a request it took, by user id + request id, with the digest it checked. */
const recent = new Map<string, { digest: string; name: string; answer: Promise<Envelope> }>();
const RECENT_KEPT = 200;

/** The request, once this client holds it (waits for the asker's User update up to REQUEST_WAIT_MS). */
async function awaitSlot(user: User.Implementation, rid: string): Promise<Slot | null> {
  const found = slotOf(user, rid);
  if (found) return found;
  return new Promise((resolve) => {
    let hook = 0;
    const done = (value: Slot | null) => {
      Hooks.off("updateUser", hook);
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), REQUEST_WAIT_MS);
    hook = Hooks.on("updateUser", (doc: unknown) => {
      if (doc !== user) return;
      const slot = slotOf(user, rid);
      if (slot) done(slot);
    });
  });
}

async function run(name: string, json: string, user: User.Implementation): Promise<Envelope> {
  const handler = handlers.get(name);
  if (!handler) return refuse("badRequest");
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return refuse("badRequest");
  }
  try {
    return { ok: true, result: await handler(data, user) };
  } catch (err) {
    if (err instanceof RequestRefused) return refuse(err.reason);
    console.error(err);
    return refuse("failed");
  }
}

/**
 * Requests this client is claiming, running or waiting on, by asking user id: the GM's own count of a user's requests
 * in flight, held to REQUEST_SLOTS whatever the asking client counted. Every GM client receives every query, so each
 * counts a request from its arrival until it is over: the client that runs it until its answer leaves, the others
 * until they see it marked done or its asker take it back (which the asker does once answered, before it sends its
 * next query). So every GM client counts the same requests, and none runs a request another answered as busy.
 */
const running = new Map<string, number>();

function count(userId: string, by: 1 | -1): void {
  const n = (running.get(userId) ?? 0) + by;
  if (n > 0) running.set(userId, n);
  else running.delete(userId);
}

/**
 * Take the request in the shared record and run it, or wait for the client that took it. The caller has checked
 * that the user has a slot left; the request is counted from here, synchronously with that check.
 */
async function takeAndRun(
  key: string,
  user: User.Implementation,
  rid: string,
  slot: Slot,
  json: string,
  until: number,
  wait: number,
): Promise<Envelope> {
  const userId = user.id!;
  count(userId, 1);
  let counted = true;
  const release = () => {
    if (counted) count(userId, -1);
    counted = false;
  };
  try {
    const outcome = await claim(key, until);
    if (outcome === "failed") return refuse("failed");
    if (outcome === "full") return refuse("busy");
    if (outcome === "lost") {
      // another GM client took it: answer once it is done (the asker gets the first answer that reaches it)
      const stop = onTakenBack(user, rid, slot.digest, release);
      try {
        const entry = await waitDone(key, wait);
        return refuse(entry && !entry.ran ? "notRequested" : "ranElsewhere");
      } finally {
        stop();
      }
    }
    // the asker may have taken the request back before this claim (it gave up waiting): then it does not run
    const still = slotOf(user, rid);
    const ran = still !== null && still.digest === slot.digest;
    const answer = ran ? await run(slot.name, json, user) : refuse("notRequested");
    // marked done after this answer is on its way, so that it reaches the asker before another client's
    setTimeout(() => void markDone(key, ran), 0);
    return answer;
  } finally {
    release();
  }
}

/** Call `then` when a write of the asker's User document takes its entry of this request back; returns the stop. */
function onTakenBack(user: User.Implementation, rid: string, digest: string, then: () => void): () => void {
  const hook = Hooks.on("updateUser", (doc: unknown) => {
    if (doc === user && slotOf(user, rid)?.digest !== digest) then();
  });
  return () => Hooks.off("updateUser", hook);
}

/** The GM side of REQUEST_QUERY: check the request against its asker's own entry, take it, run it once. */
export async function receiveRequest(query: unknown, options: { timeout?: number } = {}): Promise<Envelope> {
  const me = game.user as User.Implementation | null;
  if (!me?.isGM) return refuse("failed");
  if (game.users?.activeGM?.id !== me.id) return refuse("notActiveGM");
  const q = query && typeof query === "object" ? (query as Record<string, unknown>) : {};
  const { userId, rid, secret, json } = q;
  if (!isDocumentId(userId) || !isDocumentId(rid)) return refuse("badRequest");
  if (typeof secret !== "string" || !SECRET_PATTERN.test(secret)) return refuse("badRequest");
  if (typeof json !== "string" || json.length > MAX_REQUEST_LENGTH) return refuse("badRequest");
  const user = game.users?.get(userId) as User.Implementation | undefined;
  // a banned user, or one with no client connected, has nobody who could be asking
  if (!user || user.role === CONST.USER_ROLES.NONE || !user.active) return refuse("notRequested");
  const key = `${userId}${rid}`;
  const cached = recent.get(key);
  if (cached)
    return cached.digest === requestDigest(rid, cached.name, secret, json) ? cached.answer : refuse("notRequested");
  const slot = await awaitSlot(user, rid);
  if (!slot || slot.digest !== requestDigest(rid, slot.name, secret, json)) return refuse("notRequested");
  const now = serverNow();
  if (slot.expires < now) return refuse("expired");
  // another query for the same request may have reached this client while this one waited
  const meanwhile = recent.get(key);
  if (meanwhile) return meanwhile.answer;
  // the GM's limit on requests in flight, and the GM's clock for how long this one lives, whatever its asker wrote
  if ((running.get(userId) ?? 0) >= REQUEST_SLOTS) return refuse("busy");
  const until = Math.min(slot.expires, now + MAX_REQUEST_LIFETIME_MS);
  const answer = takeAndRun(key, user, rid, slot, json, until, Math.min(options.timeout ?? Infinity, until - now));
  recent.set(key, { digest: slot.digest, name: slot.name, answer });
  if (recent.size > RECENT_KEPT) recent.delete(recent.keys().next().value!);
  return answer;
}

/** Whether the shared record shows a request as taken, and if it was run (for an asker whose query went silent). */
export async function fateOf(key: string, wait: number): Promise<"ran" | "notRun"> {
  if (!takenEntry(key)) return "notRun";
  const entry = await waitDone(key, wait);
  return entry && !entry.ran ? "notRun" : "ran";
}
