// Reaction cards follow the attack: after every command in an engagement the GM re-renders the open reaction
// cards of that combat (reactions left, choices still possible), and closes those whose attack has landed.
import { CardData } from "../data/chat/card";
import { recordedCards } from "./posted";
import { cardKind } from "./kinds";
import { boardingReactionView, reactionView } from "./reaction-cards";
import { renderCard } from "./render";
import { sameJson } from "./source";
import type { ViewContext } from "./view";

export async function refreshReactionCards(combatUuid: string, ctx: ViewContext): Promise<void> {
  if (!combatUuid || !game.messages) return;
  // every reaction card the GM recorded, however far back in the chat log
  for (const msg of recordedCards()) {
    const sys = msg.system;
    if (!(sys instanceof CardData) || !cardKind(sys.kind)?.offersReactions) continue;
    if (sys.applied || sys.combatUuid !== combatUuid) continue;
    const { attackId, boardingId } = sys.reaction;
    let closed: boolean;
    let view;
    if (boardingId) {
      closed = !(ctx.after.memory.boardings ?? []).some((b) => b.id === boardingId && b.status === "fighting");
      view = boardingReactionView(ctx.after, ctx, boardingId, null);
    } else if (attackId) {
      closed = !(ctx.after.memory.pendingAttacks ?? []).some((a) => a.id === attackId);
      view = reactionView(ctx.after, ctx, attackId, null);
    } else continue;
    if (!closed && sameJson(view, sys.view)) continue;
    const content = await renderCard(view, { kind: "reaction", applied: closed, appliedBy: "", applicable: false });
    await msg.update({ content, system: { view, applied: closed } } as never);
  }
}
