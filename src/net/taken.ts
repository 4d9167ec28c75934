// The record of taken requests that every GM client shares. Two GM clients can both be asked for one request: a GM
// with two tabs or devices (core sends a query to every socket of the user it targets), or the active GM changing
// while a request is in flight. A memory in one client cannot stop the other, so the record lives in a document:
// the flags of one GM's User document (the keeper, which every GM client names alike), written only by GMs, since
// a player may update no User but their own.
//
// Taking a request: a client writes its claim, `taken.<user id + request id>.by.<client id>`, and the request is its
// own only if its claim was the first for that request. Core's server applies the writes to one document one after
// another and sends each to every client in that order, and the writer's own `updateUser` hook runs before its
// update resolves; so every client sees the claims in the same order, and each claimer knows, when its write
// resolves, whether another claim came first. A client that sees a claim already stored does not claim at all.
// The winner marks the entry done once it answered (whether it ran the request), which tells another GM client and
// a player whose query timed out what happened.
//
// The record is the GM's and bounded: an entry lives until the expiry the GM gave it (at most
// MAX_REQUEST_LIFETIME_MS from when the GM first held the request), every write of the record deletes the entries
// that have expired and, beyond TAKEN_KEPT, the oldest done ones, and a claim that would take the record past
// TAKEN_MAX entries is not made (the request is refused as busy). Each entry is small and of a fixed shape (a
// request key, an expiry, one claim per GM client, two flags), so the bound in entries is a bound in bytes.
import { deletionEntry } from "../foundry-compat";
import { SYSTEM_ID } from "../base/system-id";
import { serverNow } from "./slots";

/** A taken request in the record. */
export interface TakenEntry {
  /** When its request expires (server ms): the entry is kept until then. */
  until: number;
  by: Record<string, true>;
  done?: boolean;
  ran?: boolean;
}

/** Done entries kept for late askers and other GM clients; beyond this the oldest done go first. */
export const TAKEN_KEPT = 64;
/** The most entries the record holds: done ones kept, and every user's requests in flight. */
export const TAKEN_MAX = 256;

let thisClient: string | null = null;
/** This client's id (one per page load: each tab of a user is a client of its own). */
export function clientId(): string {
  return (thisClient ??= foundry.utils.randomID(16));
}

/** The GM whose User document keeps the record: the lowest role first (an Assistant's document is one a full GM and
 * every Assistant may write), then the lowest id. Every client computes the same from the users it holds. */
export function keeper(): User.Implementation | null {
  const gms = [...(game.users ?? [])].filter((u) => u.isGM) as User.Implementation[];
  gms.sort((a, b) => a.role - b.role || (a.id! < b.id! ? -1 : a.id! > b.id! ? 1 : 0));
  return gms[0] ?? null;
}

function recordOf(user: User.Implementation | null | undefined): Record<string, unknown> {
  const flags = (user as unknown as { flags?: Record<string, unknown> } | null | undefined)?.flags?.[SYSTEM_ID] as
    { taken?: unknown } | undefined;
  const taken = flags?.taken;
  return taken && typeof taken === "object" ? (taken as Record<string, unknown>) : {};
}

/** The record's entry for a request (`key` = user id + request id), if any. */
export function takenEntry(key: string): TakenEntry | null {
  const record = recordOf(keeper());
  const e = Object.hasOwn(record, key) ? record[key] : undefined;
  if (!e || typeof e !== "object") return null;
  const entry = e as Partial<TakenEntry>;
  return entry.by && typeof entry.by === "object" ? (entry as TakenEntry) : null;
}

/** The first claim this client saw for each request, in the order core's server applied them. */
const firstClaims = new Map<string, string>();
const FIRST_KEPT = 1000;
const doneWaiters = new Map<string, Set<() => void>>();

function observe(doc: unknown, changed: unknown): void {
  if (doc !== keeper()) return;
  const taken = (changed as { flags?: Record<string, { taken?: Record<string, unknown> }> } | undefined)?.flags?.[
    SYSTEM_ID
  ]?.taken;
  if (!taken || typeof taken !== "object") return;
  for (const [key, change] of Object.entries(taken)) {
    if (!change || typeof change !== "object") continue;
    const by = (change as { by?: unknown }).by;
    const claimers = by && typeof by === "object" ? Object.keys(by) : [];
    if (claimers.length && !firstClaims.has(key)) {
      firstClaims.set(key, claimers[0]);
      if (firstClaims.size > FIRST_KEPT) firstClaims.delete(firstClaims.keys().next().value!);
    }
    if ((change as { done?: unknown }).done === true) for (const wake of doneWaiters.get(key) ?? []) wake();
  }
}

let observing = false;
/** Watch the record's writes (once per client, from registration). */
export function observeTaken(): void {
  if (observing) return;
  observing = true;
  Hooks.on("updateUser", observe);
}

/**
 * The deletions that keep the record within its bounds (none for `keep`): entries expired or malformed, then the
 * oldest done ones beyond TAKEN_KEPT; and how many entries are left.
 */
function pruning(record: Record<string, unknown>, now: number, keep: string): { deletions: object; left: number } {
  const gone: string[] = [];
  const done: [string, number][] = [];
  let left = 0;
  for (const [k, v] of Object.entries(record)) {
    const until = (v as { until?: unknown } | null)?.until;
    if (k !== keep && !(typeof until === "number" && until >= now)) {
      gone.push(k);
      continue;
    }
    left++;
    if (k !== keep && (v as { done?: unknown }).done === true) done.push([k, until as number]);
  }
  if (done.length > TAKEN_KEPT) {
    done.sort((a, b) => a[1] - b[1]);
    for (const [k] of done.slice(0, done.length - TAKEN_KEPT)) gone.push(k);
    left -= done.length - TAKEN_KEPT;
  }
  return { deletions: Object.fromEntries(gone.map(deletionEntry)), left };
}

/**
 * Claim a request for this client, until `until` (the GM's expiry for it): "won" when this client's claim was the
 * first, "lost" when another client's came first (or was stored already), "full" when the record holds TAKEN_MAX
 * entries still needed, "failed" when the record could not be written.
 */
export async function claim(key: string, until: number): Promise<"won" | "lost" | "failed" | "full"> {
  const record = keeper();
  if (!record) return "failed";
  if (takenEntry(key)) return "lost";
  const me = clientId();
  const { deletions, left } = pruning(recordOf(record), serverNow(), key);
  if (left >= TAKEN_MAX) return "full";
  try {
    const written = await record.update({
      flags: { [SYSTEM_ID]: { taken: { ...deletions, [key]: { until, by: { [me]: true } } } } },
    } as never);
    if (!written) return "failed";
  } catch {
    return "failed";
  }
  return firstClaims.get(key) === me ? "won" : "lost";
}

/** Mark a taken request done (whether it ran), keeping the record within its bounds. */
export async function markDone(key: string, ran: boolean): Promise<void> {
  const record = keeper();
  if (!record) return;
  const { deletions } = pruning(recordOf(record), serverNow(), key);
  await record
    .update({
      flags: { [SYSTEM_ID]: { taken: { [key]: { done: true, ran }, ...deletions } } },
    } as never)
    .catch((err: unknown) => console.error(err));
}

/** Wait up to `ms` for a taken request to be marked done: its entry then, or null when it was not. */
export async function waitDone(key: string, ms: number): Promise<TakenEntry | null> {
  const now = takenEntry(key);
  if (now?.done) return now;
  return new Promise((resolve) => {
    const waiters = doneWaiters.get(key) ?? new Set();
    doneWaiters.set(key, waiters);
    const finish = () => {
      clearTimeout(timer);
      waiters.delete(finish);
      if (!waiters.size) doneWaiters.delete(key);
      const entry = takenEntry(key);
      resolve(entry?.done ? entry : null);
    };
    const timer = setTimeout(finish, ms);
    waiters.add(finish);
  });
}
