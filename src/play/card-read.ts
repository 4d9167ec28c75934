// What a card is and who may press its buttons: read by the request's checks (./apply.ts, in the main module) and
// by the writes (./card-writes.ts, in the GM's command path), so that neither side imports the other.
import { shipActorFor } from "./ships";
import { CardData } from "../data/chat/card";
import { postedByGM as postedBy } from "../chat/posted";
import { presserOf, type CardAction } from "../chat/kinds";

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
  "notLastStep",
] as const;

export interface CardActionResult {
  ok: boolean;
  /** CEPHEUS.Reason.<code> when not ok: one of CARD_REASONS or the channel's */
  reason?: string;
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
 * the card is about; Undo and Undo launch the GM only (a player cannot take back damage their ship took). Never on a
 * card a GM did not post.
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

/** The request's permission re-check: the card is there, a GM posted it, and `user` may press `action` on it. */
export function recheckCardAction(
  user: AnyUser,
  { messageId, action }: { messageId: string; action: CardAction },
): CardActionResult | null {
  const msg = game.messages?.get(messageId) as Msg | undefined;
  if (!msg || !cardData(msg)) return { ok: false, reason: "cardMissing" };
  if (!mayUseCard(user, msg, action)) return { ok: false, reason: postedByGM(msg) ? "notPermitted" : "notPostedByGM" };
  return null;
}
