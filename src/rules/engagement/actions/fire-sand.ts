// Fire Sand (SRD Chapter 10 "Reactions"; rulings R71, R94): a turret gunner's Average Turret Weapons check with a
// sandcaster; on a success each beam shot's damage is reduced by the sandcaster's dice (meson guns pass through), or,
// against a boarding, each boarder takes the sandcaster's damage (boarders.ts, through the engine's Executor).
import { rollDice } from "../../dice";
import { FIRE_SAND_DIFFICULTY } from "../../tables/attack";
import { SANDCASTER } from "../../tables/weapons";
import type { MissileType } from "../../types";
import { check } from "../crew-checks";
import { setShip, shipIn, shotsFor } from "../context";
import { firstReactionSeat, reactionWeapon, sandApplies, turretReactionGate } from "../reaction-gates";
import { refuse } from "../refusals";
import { markSpent, withAmmo } from "../weapons";
import type { ReactionAction } from "./reaction-action";
import { attackOf, boardingOf, gunneryDMs, reactionFires, reactionSpec, spendReaction } from "./reaction-kit";

export const fireSandReaction: ReactionAction<"fireSand"> = {
  type: "fireSand",
  boardings: true,
  firstSeat: (ctx, slot, a, from) => (sandApplies(a) ? firstReactionSeat(ctx, slot, "fireSand", from) : -1),
  validate(ctx, c, slot, a) {
    if (a !== undefined && !sandApplies(a)) return refuse("wrongAttackKind");
    return turretReactionGate(ctx, slot, c.seat, c.mountId, "fireSand");
  },
  resolve(ctx, cmd, plan, x) {
    const ship = shipIn(ctx, cmd.shipId);
    const mount = plan.mount!;
    const w = reactionWeapon(ctx, cmd.shipId, mount, "fireSand")!;
    setShip(ctx, cmd.shipId, withAmmo(ship, NO_MISSILES, 1));
    markSpent(ctx, cmd.shipId, w.id);
    reactionFires(ctx, cmd.shipId, mount.id);
    const a = attackOf(ctx, cmd);
    const boarding = a === undefined ? boardingOf(ctx, cmd)! : undefined;
    const r = check(
      ctx,
      reactionSpec(
        cmd.shipId,
        cmd.seat,
        "fireSand",
        "turretWeapons",
        FIRE_SAND_DIFFICULTY,
        gunneryDMs(ctx, cmd.shipId, mount),
        a !== undefined ? a.attackerId : boarding!.attackerId,
        cmd.pool,
      ),
    );
    spendReaction(ctx, cmd.shipId, "fireSand", cmd.seat, r.success, a?.id, boarding?.id);
    if (a) {
      a.reactions.push("fireSand");
      if (!r.success) return;
      for (const s of a.shots) {
        if ((s.dice !== undefined && !s.hit) || s.weapon === "mesonGun") continue;
        // (the label is chat flavour: none is built when no events are kept)
        const label = ctx.ev ? `sand: ${s.weaponId}` : undefined;
        s.reduction = (s.reduction ?? 0) + rollDice(ctx.dice, SANDCASTER.beamReductionDice, "sand", label);
      }
      ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "fireSand" });
    } else if (r.success) x.sandBoarders(ctx, cmd.shipId, boarding!);
  },
};

const NO_MISSILES: Partial<Record<MissileType, number>> = Object.freeze({});
