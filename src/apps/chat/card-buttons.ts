// Card buttons in the chat log (renderChatMessageHTML; no jQuery). A button is shown only to someone who may use
// it — hiding is a courtesy: the GM side checks again.
import type { ReactionCommand } from "../../rules/engagement/commands";
import { mayPerform, perform } from "../../play/perform";
import { CardData, CARD_TYPE } from "../../data/chat/card";
import { mayUseCard, postedByGM, requestCardAction } from "../../play/apply";
import { reasonText } from "../../chat/i18n";
import { CARD_ACTIONS, presserOf, type CardAction } from "../../chat/kinds";

type Msg = ChatMessage.Implementation;

function combatOf(sys: CardData): Combat.Implementation | null {
  if (!sys.combatUuid) return null;
  try {
    const doc = fromUuidSync(sys.combatUuid) as unknown;
    return doc instanceof Combat ? (doc as Combat.Implementation) : null;
  } catch {
    return null;
  }
}

/** The reaction command a reaction button sends. */
export function reactionCommand(sys: CardData, button: HTMLElement): ReactionCommand | null {
  const reaction = button.dataset.reaction;
  const r = sys.reaction;
  if (!r.shipId || !reaction) return null;
  const seat =
    button.dataset.seat === undefined || button.dataset.seat === "" ? undefined : Number(button.dataset.seat);
  if (r.boardingId) {
    if (seat === undefined || !Number.isInteger(seat)) return null;
    if (reaction === "fireSand") return { type: "fireSand", shipId: r.shipId, seat, boardingId: r.boardingId };
    if (reaction === "pointDefense") return { type: "pointDefense", shipId: r.shipId, seat, boardingId: r.boardingId };
    return null;
  }
  if (!r.attackId) return null;
  if (reaction === "dodge")
    return seat === undefined
      ? { type: "dodge", shipId: r.shipId, attackId: r.attackId }
      : { type: "dodge", shipId: r.shipId, attackId: r.attackId, seat };
  if (seat === undefined || !Number.isInteger(seat)) return null;
  if (reaction === "fireSand") return { type: "fireSand", shipId: r.shipId, seat, attackId: r.attackId };
  if (reaction === "pointDefense") return { type: "pointDefense", shipId: r.shipId, seat, attackId: r.attackId };
  if (reaction === "triggerScreens") return { type: "triggerScreens", shipId: r.shipId, seat, attackId: r.attackId };
  return null;
}

function isCardAction(action: string | undefined): action is CardAction {
  return (CARD_ACTIONS as readonly (string | undefined)[]).includes(action);
}

/** Whether the current user may use a button of this card. */
export function mayUseButton(user: User.Implementation | null, msg: Msg, button: HTMLElement): boolean {
  const sys = msg.system;
  // only on a card a GM posted (src/chat/posted.ts): a player's message made to look like a card has no buttons
  if (!(sys instanceof CardData) || !user || !postedByGM(msg)) return false;
  const action = button.dataset.cardAction;
  if (action === "react") {
    // who may react is who may perform the reaction command (the kind says so)
    const cmd = presserOf(sys.kind, "react") === "performer" ? reactionCommand(sys, button) : null;
    return !!cmd && !sys.applied && mayPerform(user, combatOf(sys), cmd);
  }
  return isCardAction(action) && mayUseCard(user, msg, action);
}

/** A click on a card button. */
export async function onCardButton(msg: Msg, button: HTMLButtonElement): Promise<void> {
  const sys = msg.system;
  if (!(sys instanceof CardData)) return;
  const action = button.dataset.cardAction;
  const user = game.user as User.Implementation | null;
  if (!user) return;
  button.disabled = true;
  try {
    if (action === "react") {
      const cmd = reactionCommand(sys, button);
      const combat = combatOf(sys);
      if (!cmd || !combat) {
        ui.notifications?.warn(reasonText(combat ? "badCommand" : "combatMissing"));
        return;
      }
      // taken from this card: the GM writes its result here when it can (src/play/answer-card.ts)
      await perform(cmd, { combat, card: msg.id ?? undefined });
      return;
    }
    if (!isCardAction(action)) return;
    const result = await requestCardAction({ messageId: msg.id!, action });
    if (!result.ok && result.reason) ui.notifications?.warn(reasonText(result.reason));
  } finally {
    button.disabled = false;
  }
}

/** The renderChatMessageHTML hook: hide what the user may not use, wire the rest. */
export function onRenderChatMessageHTML(msg: Msg, html: HTMLElement): void {
  if (msg.type !== CARD_TYPE || !(msg.system instanceof CardData)) return;
  const user = game.user as User.Implementation | null;
  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-card-action]")) {
    if (!mayUseButton(user, msg, button)) {
      button.remove();
      continue;
    }
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void onCardButton(msg, button);
    });
  }
  const footer = html.querySelector(".card-buttons");
  if (footer && !footer.querySelector("button")) footer.remove();
}
