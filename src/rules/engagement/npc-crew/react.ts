// The crew's reactions to an attack on its ship, by its policy: screens, sand or point defense, then a dodge. Each
// reaction's module says from which seat it could be taken now (the same answer the reaction card offers).
import { TARGET } from "../../checks";
import { hitLands } from "../../hit-lands";
import { ACTION_FIGURES } from "../../tables/actions";
import type { ShipSnapshot } from "../../types";
import { slotEffects, slotOf, type ShipSlot } from "../context";
import { canStillHit } from "../shots";
import type { PendingAttack } from "../memory";
import type { ReactionType } from "../events";
import { reactionOpen } from "../reaction-gates";
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
  if (!worthReacting(a, slot.ship, false)) return;
  const once = f.plan !== undefined;
  // whether a reaction was taken: until one is, nothing has changed and reactionOpen still holds
  let reacted = false;
  const taken = once ? a.reactions : NONE;
  // each module asked at a call site of its own
  if (!taken.includes("triggerScreens"))
    reacted = take(f, slot, a, "triggerScreens", triggerScreensReaction.firstSeat(f.ctx, slot, a, 0), "screens");
  if (once && reacted) return;
  // sand against beams, point defense against missiles, from the first seat able to
  if (a.kind === "beam") {
    if (!taken.includes("fireSand") && (!reacted || reactionOpen(st, a)))
      reacted = take(f, slot, a, "fireSand", fireSandReaction.firstSeat(f.ctx, slot, a, 0), "sand") || reacted;
  } else if (!taken.includes("pointDefense") && (!reacted || reactionOpen(st, a)))
    reacted =
      take(f, slot, a, "pointDefense", pointDefenseReaction.firstSeat(f.ctx, slot, a, 0), "pointDefense") || reacted;
  if (once && reacted) return;
  // (a dodge is the ship's pilot's: its command names no seat)
  if (policy.stance !== "aggressive" && (!reacted || reactionOpen(st, a)) && worthReacting(a, slot.ship, true))
    take(f, slot, a, "dodge", dodgeReaction.firstSeat(f.ctx, slot, a, 0) >= 0 ? undefined : -1, "dodge");
}

const NONE: readonly ReactionType[] = [];

/**
 * Whether a reaction could still change what attack `a` does to `ship`: some shot that can still hit is not rolled
 * yet, or would land something (hitLands: past the armor, or a radiation hit); for a dodge (`dodge`), such a shot its
 * DM could also turn into a miss. Reactions are declared with the rolls in view (R20): the crew spends none on hits
 * that change nothing, and keeps them for the next attack.
 */
function worthReacting(a: PendingAttack, ship: ShipSnapshot, dodge: boolean): boolean {
  const needed = a.kind === "missile" ? a.toHit! : TARGET;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++) {
    const s = shots[i];
    if (!canStillHit(s)) continue;
    if (s.dice === undefined) return true;
    if (s.damage !== undefined && !hitLands(ship, s.weapon, a.missileType, s.damage - (s.reduction ?? 0))) continue;
    if (!dodge || s.dice + (s.dm ?? 0) + ACTION_FIGURES.dodgeDM < needed) return true;
  }
  return false;
}

/**
 * Take reaction `type` against attack `a` from seat `seat`, the first its module offers (-1: none, and nothing is
 * asked): whether it was taken.
 */
function take(
  f: Crew,
  slot: ShipSlot,
  a: PendingAttack,
  type: ReactionType,
  seat: number | undefined,
  reason: ReasonCode,
): boolean {
  if (seat === -1) return false;
  const c = order(f, type, slot.id, seat);
  c.attackId = a.id;
  return run(f, c, reason);
}

/** Every pending attack's target reacts (the missile window). */
export function reactToAll(f: Crew): void {
  const pending = f.ctx.m.pendingAttacks;
  if (pending !== undefined) for (const a of pending.slice()) react(f, a);
}
