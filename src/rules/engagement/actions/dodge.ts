// Dodge (SRD Chapter 10 "Reactions"): the pilot's Average Piloting check; on a success each shot of the attack takes
// the dodge's DM. Once against an attack.
import { ACTION_FIGURES, ACTIONS } from "../../tables/actions";
import type { Difficulty } from "../../types";
import { check } from "../crew-checks";
import { type Ctx, shipIn, shotsFor, slotEffects, type ShipSlot } from "../context";
import { PILOT, roleSeat } from "../crew-figures";
import type { PendingAttack } from "../memory";
import { findAttack } from "../reaction-gates";
import { refuse } from "../refusals";
import { modifyShots } from "../shots";
import type { ReactionAction } from "./reaction-action";
import { NO_MOUNT, reactionSpec, spendReaction } from "./reaction-kit";

const DODGE_DIFFICULTY = ACTIONS.dodge.difficulty as Difficulty;

export const dodgeReaction: ReactionAction<"dodge"> = {
  type: "dodge",
  boardings: false,
  firstSeat(ctx: Ctx, slot: ShipSlot, a: PendingAttack, from: number): number {
    if (a.reactions.includes("dodge") || !slotEffects(ctx, slot).bridge.pilotActions) return -1;
    const seat = roleSeat(slot.ship, PILOT);
    return seat >= from ? seat : -1;
  },
  validate(ctx, c, slot, a) {
    if (a!.reactions.includes("dodge")) return refuse("alreadyReacted");
    const ship = slot.ship;
    const seat = c.seat ?? roleSeat(ship, PILOT);
    if (!Number.isInteger(seat) || !ship.seats[seat])
      return c.seat === undefined ? refuse("wrongPosition") : refuse("unknownSeat");
    if (ship.seats[seat].position !== "pilot") return refuse("wrongPosition");
    return slotEffects(ctx, slot).bridge.pilotActions ? NO_MOUNT : refuse("bridgeDisabled");
  },
  resolve(ctx, cmd) {
    const a = findAttack(ctx, cmd.attackId)!;
    const seat = cmd.seat ?? roleSeat(shipIn(ctx, cmd.shipId), PILOT);
    const r = check(
      ctx,
      reactionSpec(cmd.shipId, seat, "dodge", "piloting", DODGE_DIFFICULTY, undefined, a.attackerId, cmd.pool),
    );
    a.reactions.push("dodge");
    spendReaction(ctx, cmd.shipId, "dodge", seat, r.success, a.id);
    if (r.success) {
      modifyShots(a, "dodge", ACTION_FIGURES.dodgeDM);
      ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "dodge" });
    }
  },
};
