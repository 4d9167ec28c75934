// Where a pending request stands in its asker's User document, and what that entry shows. The entry is public (every
// client holds every User document), so it carries only the request's name, a digest and an expiry: the data travels
// in the query alone, which core's server hands only to the GM. The digest binds the two: SHA-256 of the request id,
// its name, a secret the asking client made for this request only and the data as JSON. Nobody else knows the secret,
// so nobody else can present data the GM will accept for the entry, and the digest tells another player nothing.
import { SYSTEM_ID } from "../base/system-id";
import { sha256Hex } from "./digest";

/** A pending request as its asker's User flags hold it, under its request id: `flags.<system>.requests.<rid>`. */
export interface Slot {
  name: string;
  digest: string;
  /** Server time (ms) after which the GM refuses it. */
  expires: number;
}

/** The secret an asking client makes for one request: 32 letters and digits. */
export const SECRET_PATTERN = /^[A-Za-z0-9]{32}$/;

/** The time on core's server as this client knows it (ms); both sides of a request measure expiry by it. */
export function serverNow(): number {
  const t = (game.time as { serverTime?: unknown } | undefined)?.serverTime;
  return typeof t === "number" && Number.isFinite(t) ? t : Date.now();
}

/** The digest that binds a request's data to its public entry. */
export function requestDigest(rid: string, name: string, secret: string, json: string): string {
  return sha256Hex(`${rid}\n${name}\n${secret}\n${json}`);
}

/** Every entry under a user's requests, as stored (untrusted: the user writes them). */
export function entriesOf(user: User.Implementation): Record<string, unknown> {
  const flags = (user as unknown as { flags?: Record<string, unknown> }).flags?.[SYSTEM_ID] as
    { requests?: unknown } | undefined;
  const requests = flags?.requests;
  return requests && typeof requests === "object" ? (requests as Record<string, unknown>) : {};
}

export function isSlot(v: unknown): v is Slot {
  if (!v || typeof v !== "object") return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.name === "string" &&
    typeof s.digest === "string" &&
    /^[0-9a-f]{64}$/.test(s.digest) &&
    typeof s.expires === "number" &&
    Number.isFinite(s.expires)
  );
}

/** The request `rid` of `user`, if their document holds it (`rid` must already be checked as a document id). */
export function slotOf(user: User.Implementation, rid: string): Slot | null {
  const entries = entriesOf(user);
  const slot = Object.hasOwn(entries, rid) ? entries[rid] : undefined;
  return isSlot(slot) ? slot : null;
}

/** A user's requests still in flight (well-formed and not expired), by id. */
export function liveRequests(user: User.Implementation, now = serverNow()): string[] {
  return Object.entries(entriesOf(user))
    .filter(([, v]) => isSlot(v) && v.expires >= now)
    .map(([k]) => k);
}

/** The keys of a user's entries that can never run again (expired, emptied or malformed): safe to delete. */
export function staleRequests(user: User.Implementation, now = serverNow()): string[] {
  return Object.entries(entriesOf(user))
    .filter(([, v]) => !isSlot(v) || v.expires < now)
    .map(([k]) => k);
}
