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
import { serialised } from "./queue";
import { shipActorFor } from "./ships";
import { loadCommandPath } from "./load-command-path";
import { answerRequest, askGM, isDocumentId, RequestRefused, type RequestSpec } from "../net/requests";
import { CardData } from "../data/chat/card";
import { postedByGM as postedBy } from "../chat/posted";
import { CARD_ACTIONS, presserOf, type CardAction } from "../chat/kinds";

export { POSTED_CARDS } from "../chat/posted";

export { CARD_ACTIONS, type CardAction };

export interface CardRequest {
  messageId: string;
  action: CardAction;
}

/** Why a card action is refused, beside the request channel's refusals (localised as CEPHEUS.Reason.<code>). */
export const CARD_REASONS = [
  "cardMissing",
  "notPostedByGM",
  "notPermitted",
  "badCommand",
  "withdrawn",
  "alreadyApplied",
  "notApplied",
  "nothingToApply",
  "targetMissing",
  "writeFailed",
] as const;

export interface CardActionResult {
  ok: boolean;
  /** CEPHEUS.Reason.<code> when not ok: one of CARD_REASONS or the channel's */
  reason?: string;
}

declare module "../net/requests" {
  interface Requests {
    card: [CardRequest, CardActionResult];
  }
}

export type Msg = ChatMessage.Implementation;
export type AnyUser = User.Implementation;

// ----- who may ----------------------------------------------------------------------------------------------------

export function cardData(msg: Msg): CardData | null {
  return msg.system instanceof CardData ? msg.system : null;
}

/** Whether a GM posted the card, when it was posted (src/chat/posted.ts): the only cards whose buttons are honoured. */
export const postedByGM = (msg: Msg): boolean => postedBy(msg);

/** The ship actor a card is about (null when it is gone). */
export function cardShip(msg: Msg): Actor.Implementation | null {
  const sys = cardData(msg);
  if (!sys?.shipUuid) return null;
  return shipActorFor(null, sys.shipUuid);
}

/**
 * Who the card's kind lets press the button (src/chat/kinds.ts): Apply and Decline the GM or the owners of the ship
 * the card is about; Undo the GM only (a player cannot take back damage their ship took). Never on a card a GM did
 * not post.
 */
export function mayUseCard(user: AnyUser | null | undefined, msg: Msg, action: CardAction): boolean {
  if (!user) return false;
  const sys = cardData(msg);
  if (!sys || !postedByGM(msg)) return false;
  const presser = presserOf(sys.kind, action);
  if (!presser) return false;
  if (user.isGM) return true;
  if (presser !== "owners") return false;
  const ship = cardShip(msg);
  return !!ship && ship.testUserPermission(user, "OWNER");
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
  recheck(user, { messageId, action }) {
    const msg = game.messages?.get(messageId) as Msg | undefined;
    if (!msg || !cardData(msg)) return { ok: false, reason: "cardMissing" };
    if (!mayUseCard(user, msg, action))
      return { ok: false, reason: postedByGM(msg) ? "notPermitted" : "notPostedByGM" };
    return null;
  },
  // the writes are the GM's command path, loaded on first use
  run: async ({ messageId, action }, user) => {
    const path = await loadCommandPath();
    if (!path) return { ok: false, reason: "failed" };
    const { applyCard, undoCard, declineCard } = path;
    return serialised(`card:${messageId}`, async () => {
      // checked again when its turn comes: the card may have gone while the action waited
      const refused = CARD_REQUEST.recheck(user, { messageId, action });
      if (refused) return refused;
      const msg = game.messages!.get(messageId) as Msg;
      if (action === "apply") return applyCard(msg, user);
      if (action === "undo") return undoCard(msg, user);
      return declineCard(msg, user);
    });
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
