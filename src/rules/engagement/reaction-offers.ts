// Which reactions the target of an attack could take now, asked of each reaction's module (catalogue.ts,
// reactionAction): what the reaction card offers, and what the attack tells its target (attack.ts, offerReactions).
import { REACTIONS, reactionAction } from "./catalogue";
import { type Ctx, slotOf } from "./context";
import type { ReactionType } from "./events";
import type { PendingAttack } from "./memory";
import { reactionOpen } from "./reaction-gates";

/** Reactions the target could take against an attack right now, in the order of REACTIONS. */
export function reactionOptions(ctx: Ctx, a: PendingAttack): ReactionType[] {
  const slot = slotOf(ctx, a.targetId);
  if (slot === undefined || slot.st.status !== "active" || !reactionOpen(slot.st, a)) return [];
  const out: ReactionType[] = [];
  for (const type of REACTIONS) if (reactionAction(type).firstSeat(ctx, slot, a, 0) >= 0) out.push(type);
  return out;
}
