// The crew's reactions to an attack on its ship, by its policy: screens, sand or point defense, then a dodge.
import type { ReactionCommand } from "../commands";
import { effectsIn, slotOf } from "../context";
import type { PendingAttack } from "../memory";
import type { ReactionType } from "../events";
import { firstReactionSeat, firstScreensSeat, sandApplies, screenFor } from "../reaction-gates";
import { reactionOpen } from "../validation";
import type { Crew } from "./crew";
import { order, policyFor, run } from "./orders";
import type { ReasonCode } from "./reasons";

/**
 * The target's reactions to one attack: screens, sand or point defense, then a dodge (an aggressive crew does not
 * dodge), while reactions last. Like a crew reading the card, it does not ask for a reaction it has none left for,
 * nor one the attack rules out (screens that do not answer this weapon, sand against a meson gun). Planning, it
 * writes down the first reaction it would take and stops, passing over the kinds already taken against the attack:
 * asked again once that one is taken, it goes on as a crew playing goes on (one of each kind, in this order).
 */
export function react(f: Crew, a: PendingAttack): void {
  const t = a.targetId;
  const slot = slotOf(f.ctx, t)!;
  const st = slot.st;
  if (!reactionOpen(st, a)) return;
  const policy = policyFor(f, t);
  if (!policy.react) return;
  const ship = slot.ship;
  if (effectsIn(f.ctx, t).disabled) return;
  const attackId = a.id;
  const once = f.plan !== undefined;
  // whether a reaction was taken: until one is, nothing has changed and reactionOpen still holds
  let reacted = false;
  const taken = once ? a.reactions : NONE;
  const screen = screenFor(a);
  if (screen !== null && ship.screens[screen] > 0 && !taken.includes("triggerScreens")) {
    const seat = firstScreensSeat(ship, 0);
    if (seat >= 0) reacted = reaction(f, "triggerScreens", t, seat, attackId, "screens");
  }
  if (once && reacted) return;
  // sand against beams it can stop (a crew with no canisters left looks for no sandcaster), point defense against
  // missiles; the crew takes the first seat able to
  if (a.kind === "beam") {
    // (screens may have replaced the snapshot: its canisters are read anew)
    const now = slot.ship;
    if (now.ammo.sand > 0 && sandApplies(a) && !taken.includes("fireSand") && (!reacted || reactionOpen(st, a))) {
      const seat = firstReactionSeat(f.ctx, now, t, "fireSand", 0);
      if (seat >= 0) reacted = reaction(f, "fireSand", t, seat, attackId, "sand") || reacted;
    }
  } else if (!taken.includes("pointDefense") && (!reacted || reactionOpen(st, a))) {
    const seat = firstReactionSeat(f.ctx, slot.ship, t, "pointDefense", 0);
    if (seat >= 0) reacted = reaction(f, "pointDefense", t, seat, attackId, "pointDefense") || reacted;
  }
  if (once && reacted) return;
  if (policy.stance !== "aggressive" && (!reacted || reactionOpen(st, a)))
    reaction(f, "dodge", t, undefined, attackId, "dodge");
}

const NONE: readonly ReactionType[] = [];

/**
 * React to attack `attackId` from ship `shipId`'s seat `seat` (the dodge: none, the ship's pilot): whether the
 * reaction was taken.
 */
function reaction(
  f: Crew,
  type: ReactionCommand["type"],
  shipId: string,
  seat: number | undefined,
  attackId: string,
  reason: ReasonCode,
): boolean {
  const c = order(f, type, shipId, seat);
  c.attackId = attackId;
  return run(f, c, reason);
}

/** Every pending attack's target reacts (the missile window). */
export function reactToAll(f: Crew): void {
  const pending = f.ctx.m.pendingAttacks;
  if (pending !== undefined) for (const a of pending.slice()) react(f, a);
}
