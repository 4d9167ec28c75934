// The crew's reactions to an attack on its ship, by its policy: screens, sand or point defense, then a dodge. Each
// reaction's module says from which seat it could be taken now (the same answer the reaction card offers).
import { slotEffects, slotOf, type ShipSlot } from "../context";
import type { PendingAttack } from "../memory";
import type { ReactionType } from "../events";
import { reactionOpen } from "../reaction-gates";
import type { ReactionAction } from "../actions/reaction-action";
import { dodgeReaction } from "../actions/dodge";
import { fireSandReaction } from "../actions/fire-sand";
import { pointDefenseReaction } from "../actions/point-defense";
import { triggerScreensReaction } from "../actions/trigger-screens";
import type { Crew } from "./crew";
import { order, policyFor, run } from "./orders";
import type { ReasonCode } from "./reasons";

/**
 * The target's reactions to one attack: screens, sand or point defense, then a dodge (an aggressive crew does not
 * dodge), while reactions last. Like a crew reading the card, it asks only for a reaction the card would offer.
 * Planning, it writes down the first reaction it would take and stops, passing over the kinds already taken against
 * the attack: asked again once that one is taken, it goes on as a crew playing goes on (one of each kind, in this
 * order).
 */
export function react(f: Crew, a: PendingAttack): void {
  const t = a.targetId;
  const slot = slotOf(f.ctx, t)!;
  const st = slot.st;
  if (!reactionOpen(st, a)) return;
  const policy = policyFor(f, t);
  if (!policy.react) return;
  if (slotEffects(f.ctx, slot).disabled) return;
  const once = f.plan !== undefined;
  // whether a reaction was taken: until one is, nothing has changed and reactionOpen still holds
  let reacted = false;
  const taken = once ? a.reactions : NONE;
  if (!taken.includes("triggerScreens")) reacted = take(f, slot, a, triggerScreensReaction, "screens");
  if (once && reacted) return;
  // sand against beams, point defense against missiles, from the first seat able to
  const shield: Offered = a.kind === "beam" ? fireSandReaction : pointDefenseReaction;
  if (!taken.includes(shield.type) && (!reacted || reactionOpen(st, a)))
    reacted = take(f, slot, a, shield, a.kind === "beam" ? "sand" : "pointDefense") || reacted;
  if (once && reacted) return;
  if (policy.stance !== "aggressive" && (!reacted || reactionOpen(st, a))) take(f, slot, a, dodgeReaction, "dodge");
}

const NONE: readonly ReactionType[] = [];

/** What the crew asks of a reaction's module. */
type Offered = Pick<ReactionAction, "type" | "firstSeat">;

/**
 * Take reaction `r` against attack `a` from the first seat its module offers (a dodge: the ship's pilot, named by no
 * seat): whether it was taken.
 */
function take(f: Crew, slot: ShipSlot, a: PendingAttack, r: Offered, reason: ReasonCode): boolean {
  const seat = r.firstSeat(f.ctx, slot, a, 0);
  if (seat < 0) return false;
  const c = order(f, r.type, slot.id, r.type === "dodge" ? undefined : seat);
  c.attackId = a.id;
  return run(f, c, reason);
}

/** Every pending attack's target reacts (the missile window). */
export function reactToAll(f: Crew): void {
  const pending = f.ctx.m.pendingAttacks;
  if (pending !== undefined) for (const a of pending.slice()) react(f, a);
}
