// Trigger Screens (SRD Chapter 10 "Reactions"; ruling R77): the captain or a gunner with the Screens skill raises the
// ship's nuclear damper or meson screen against an attack it answers; each shot's damage is reduced by the screen's
// dice, the seat's Screens level and the Coordinate Crew points spent. Once against an attack.
import { SCREENS } from "../../tables/weapons";
import { rollDice } from "../../dice";
import { combatIn, shipIn, shotsFor } from "../context";
import { findAttack, firstScreensSeat, SCREENS_POSITIONS, screenFor } from "../reaction-gates";
import { refuse } from "../refusals";
import { seatActsAsAny, seatSkill } from "../state";
import type { ReactionAction } from "./reaction-action";
import { NO_MOUNT, spendReaction } from "./reaction-kit";

export const triggerScreensReaction: ReactionAction<"triggerScreens"> = {
  type: "triggerScreens",
  boardings: false,
  firstSeat(_ctx, slot, a, from) {
    const screen = screenFor(a);
    if (screen === null || a.reactions.includes("triggerScreens") || !(slot.ship.screens[screen] > 0)) return -1;
    return firstScreensSeat(slot.ship, from);
  },
  validate(_ctx, c, slot, attack) {
    const a = attack!;
    const ship = slot.ship;
    const screen = screenFor(a);
    if (!screen) return refuse("wrongAttackKind");
    if (a.reactions.includes("triggerScreens")) return refuse("alreadyReacted");
    if (!(ship.screens[screen] > 0)) return refuse("noScreens");
    const seat = Number.isInteger(c.seat) ? ship.seats[c.seat] : undefined;
    if (!seat) return refuse("unknownSeat");
    if (!seatActsAsAny(ship, c.seat, SCREENS_POSITIONS)) return refuse("wrongPosition");
    return seatSkill(ship, c.seat, "screens") === null ? refuse("noScreensSkill") : NO_MOUNT;
  },
  resolve(ctx, cmd) {
    const a = findAttack(ctx, cmd.attackId)!;
    const st = combatIn(ctx, cmd.shipId);
    const ship = shipIn(ctx, cmd.shipId);
    const screen = screenFor(a)!;
    const skill = seatSkill(ship, cmd.seat, "screens") ?? 0;
    const bonus = cmd.pool ? Math.min(cmd.pool, st.coordinationPool ?? 0) : 0;
    if (bonus) {
      st.coordinationPool = (st.coordinationPool ?? 0) - bonus;
      ctx.ev?.push({
        type: "poolSpent",
        shipId: cmd.shipId,
        seat: cmd.seat,
        points: bonus,
        remaining: st.coordinationPool,
      });
    }
    a.reactions.push("triggerScreens");
    a.activeScreens = { ...a.activeScreens, [screen]: ship.screens[screen] };
    spendReaction(ctx, cmd.shipId, "triggerScreens", cmd.seat, true, a.id);
    for (const s of a.shots) {
      if (s.destroyed || (s.dice !== undefined && !s.hit)) continue;
      s.reduction =
        (s.reduction ?? 0) +
        rollDice(ctx.dice, SCREENS[screen].reductionDice, "screens", `screens: ${s.weaponId}`) +
        skill +
        bonus;
    }
    ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "triggerScreens" });
  },
};
