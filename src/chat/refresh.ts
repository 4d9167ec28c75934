// Reaction cards follow the attack: after every command in an engagement the GM re-renders the open reaction
// cards of that combat (reactions left, choices still possible), and closes those whose attack has landed. A reaction
// taken with a card's own button is written on that card in the same update (its lines, and its rolls beside the
// card's), instead of a card of its own (src/play/run-command.ts decides when it may be).
import { ANSWER_WRITE, CardData, type CardAnswer } from "../data/chat/card";
import { recordedCards } from "./posted";
import { cardKind } from "./kinds";
import { boardingReactionView, reactionView, withAnswers } from "./reaction-cards";
import { boardersCrossing } from "../rules/engagement/reaction-gates";
import { renderCard } from "./render";
import { sameJson } from "./source";
import type { ViewContext } from "./view";

/** A reaction to write on the open reaction card it was taken from. */
export interface CardAnswerWrite {
  messageId: string;
  answer: CardAnswer;
  /** the reaction's Rolls (JSON), added to the card's own */
  rolls: unknown[];
}

/** The open reaction cards of a combat: every one the GM recorded, however far back in the chat log. */
export function openReactionCards(combatUuid: string): ChatMessage.Implementation[] {
  return recordedCards().filter((msg) => {
    const sys = msg.system;
    return (
      sys instanceof CardData && !!cardKind(sys.kind)?.offersReactions && !sys.applied && sys.combatUuid === combatUuid
    );
  });
}

/**
 * Re-render the open reaction cards of a combat from `ctx.after`; with `answered`, write that reaction on its card.
 * Resolves with whether the reaction was written (false when its card was no longer open: its caller posts the
 * reaction's own card instead).
 */
export async function refreshReactionCards(
  combatUuid: string,
  ctx: ViewContext,
  answered?: CardAnswerWrite,
): Promise<boolean> {
  let written = false;
  if (!combatUuid || !game.messages) return written;
  for (const msg of openReactionCards(combatUuid)) {
    const sys = msg.system as CardData;
    const { attackId, boardingId } = sys.reaction;
    let closed: boolean;
    let view;
    if (boardingId) {
      closed = !(ctx.after.memory.boardings ?? []).some((b) => b.id === boardingId && boardersCrossing(b));
      view = boardingReactionView(ctx.after, ctx, boardingId, null);
    } else if (attackId) {
      closed = !(ctx.after.memory.pendingAttacks ?? []).some((a) => a.id === attackId);
      view = reactionView(ctx.after, ctx, attackId, null);
    } else continue;
    const answering = !!answered && answered.messageId === msg.id;
    const had = (msg._source as { rolls?: unknown[] }).rolls ?? [];
    // (when it was written and what the card held before it: a step back to before it takes it off, src/chat/fold.ts)
    const before = { at: Date.now(), sections: sys.view.sections.length, rolls: had.length, cut: false };
    const answers = answering ? [...sys.answers, { ...answered.answer, written: before }] : sys.answers;
    view = withAnswers(view, answers);
    if (!answering && !closed && sameJson(view, sys.view)) continue;
    const content = await renderCard(view, { kind: "reaction", applied: closed, appliedBy: "", applicable: false });
    if (!answering) {
      await msg.update({ content, system: { view, applied: closed } } as never);
      continue;
    }
    const rolls = [...had, ...answered.rolls];
    // (the option tells every client that this write adds an answer: src/hooks/register.ts announces it)
    await msg.update(
      { content, rolls, system: { view, applied: closed, answers } } as never,
      {
        [ANSWER_WRITE]: true,
      } as never,
    );
    written = true;
  }
  return written;
}
