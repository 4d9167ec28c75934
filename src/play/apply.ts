// Card actions: Apply (write what a damage or crew card's events did), Undo (take back exactly what that Apply
// changed), Decline (no reaction). Who may press which button and the GM side's request are here; the writes are
// ./card-writes.ts, part of the GM's command path loaded on first use (./load-command-path.ts).
//
// The GM decides what is written. Only cards a GM posted are honoured: a player can neither post a message as
// someone else nor change a message they did not post (core's ChatMessage create and update rules), so the events
// on a GM's card are the GM's own record. Apply reads those events, works out the amounts (src/data/changes.ts),
// and lays them onto the card's own ship, the crew its events name and the ship's combatant as they are now,
// only on the fields damage may touch. Actions on one card run one after another, and writes to one document run
// one after another (src/play/write-changes.ts), so a card applies exactly once however many clicks arrive,
// two cards applied at once both count, and an Undo in any order takes back only what its own Apply changed.
import { loadCommandPath } from "./load-command-path";
import { answerRequest, askGM, isDocumentId, RequestRefused, type RequestSpec } from "../net/requests";
import { CARD_ACTIONS, type CardAction } from "../chat/kinds";
import { recheckCardAction, type AnyUser, type CardActionResult } from "./card-read";

export { CARD_REASONS, cardData, cardShip, mayUseCard, postedByGM } from "./card-read";
export type { AnyUser, CardActionResult, Msg } from "./card-read";

export { POSTED_CARDS } from "../chat/posted";

export { CARD_ACTIONS, type CardAction };

export interface CardRequest {
  messageId: string;
  action: CardAction;
}

declare module "../net/requests" {
  interface Requests {
    card: [CardRequest, CardActionResult];
  }
}

/**
 * The GM side of a card button, a request of the request table (src/registration/request-table.ts): check the request and who
 * asked, then run the action, one at a time per card.
 */
export const CARD_REQUEST: RequestSpec<{ messageId: string; action: CardAction }, CardActionResult> = {
  read(data) {
    const r = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const { messageId, action } = r;
    if (!isDocumentId(messageId)) return { refused: { ok: false, reason: "cardMissing" } };
    if (typeof action !== "string" || !(CARD_ACTIONS as readonly string[]).includes(action))
      return { refused: { ok: false, reason: "badCommand" } };
    return { value: { messageId, action: action as CardAction } };
  },
  recheck: (user, request) => recheckCardAction(user, request),
  // the writes are the GM's command path, loaded on first use
  run: async ({ messageId, action }, user) => {
    const path = await loadCommandPath();
    if (!path) return { ok: false, reason: "failed" };
    return path.runCardAction(messageId, action, user);
  },
};

/** CARD_REQUEST answered on this client (the GM's own clicks, automatic damage, and the channel's handler). */
export function cardActionAsGM(data: unknown, user: AnyUser): Promise<CardActionResult> {
  return answerRequest(CARD_REQUEST, data, user);
}

/** Client side: ask the active GM to run a card action (directly when this client is the active GM). */
export async function requestCardAction(request: CardRequest): Promise<CardActionResult> {
  try {
    return (await askGM("card", request)) ?? { ok: false, reason: "failed" };
  } catch (err) {
    if (err instanceof RequestRefused) return { ok: false, reason: err.reason };
    console.error(err);
    return { ok: false, reason: "failed" };
  }
}
