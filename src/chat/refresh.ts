// Reaction cards follow the attack: after every command in an engagement the GM re-renders the open reaction
// cards of that combat (reactions left, choices still possible), and closes those whose attack has landed.
import { CardData } from "./card-data";
import { reactionView } from "./cards";
import { renderCard } from "./render";
import { sameJson, type Json } from "./source";
import type { ViewContext } from "./view";

export async function refreshReactionCards(combatUuid: string, ctx: ViewContext): Promise<void> {
  if (!combatUuid || !game.messages) return;
  const recent = [...game.messages.values()].slice(-200) as ChatMessage.Implementation[];
  for (const msg of recent) {
    const sys = msg.system;
    if (!(sys instanceof CardData) || sys.kind !== "reaction" || sys.applied || sys.combatUuid !== combatUuid) continue;
    const attackId = (sys.reaction as { attackId?: string }).attackId;
    if (!attackId) continue;
    const closed = !(ctx.after.memory.pendingAttacks ?? []).some((a) => a.id === attackId);
    const view = reactionView(ctx.after, ctx, attackId, null);
    if (!closed && sameJson(view, sys.view)) continue;
    const content = await renderCard(view, { kind: "reaction", applied: closed, appliedBy: "", applicable: false });
    await msg.update({ content, system: { view: view as unknown as Json, applied: closed } } as never);
  }
}
