// The request channel's shared words, read by both of its sides (the asking client, ./requests.ts, and the GM's
// answer, ./answer.ts): its limits, why it refuses, the envelope the GM answers with, the shape of a request's GM side.

/** The GM side of a request: `data` is untrusted, `user` is who asked (authenticated as above). */
export type RequestHandler<R> = (data: unknown, user: User.Implementation) => Promise<R>;

/** A request's data as JSON may be at most this long. */
export const MAX_REQUEST_LENGTH = 65_536;
/** How long the GM waits for a request's User update to arrive after its query. */
export const REQUEST_WAIT_MS = 3_000;
/** The longest a client waits for the GM's answer to one request. */
export const MAX_QUERY_TIMEOUT_MS = 60_000;
/**
 * The longest a request lives from the moment the GM first holds it, whatever expiry its asker wrote: the longest
 * wait for an answer and the wait for the User update. The GM keeps its record of a request no longer than this.
 */
export const MAX_REQUEST_LIFETIME_MS = MAX_QUERY_TIMEOUT_MS + REQUEST_WAIT_MS;
/**
 * How many requests one user may have in flight at once; one more is refused (`busy`). The asking client keeps to
 * it, and the GM enforces it whatever a client does.
 */
export const REQUEST_SLOTS = 8;

/** Why the channel refused (localised as CEPHEUS.Reason.<code>). */
export const CHANNEL_REFUSALS = [
  "noGM",
  "notRequested",
  "badRequest",
  "failed",
  "busy",
  "expired",
  "notActiveGM",
  "ranElsewhere",
  "ranNoAnswer",
  "notRun",
  "noQueryPermission",
] as const;
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

/** Whether an untrusted value has the form of a document id as core makes them (16 letters and digits). */
export function isDocumentId(v: unknown): v is string {
  return typeof v === "string" && /^[A-Za-z0-9]{16}$/.test(v);
}
