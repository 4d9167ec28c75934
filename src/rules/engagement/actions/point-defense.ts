// Point Defense (SRD Chapter 10 "Reactions"; rulings R94, R98): a turret gunner fires a laser at incoming missiles,
// Average Turret Weapons checks until one misses, each at a cumulative DM−1, each success destroying one missile; or,
// against a boarding, striking boarders (boarders.ts, through the engine's Executor).
import { shotsFor } from "../context";
import type { PendingShot } from "../memory";
import { firstReactionSeat, reactionWeapon, turretReactionGate } from "../reaction-gates";
import { refuse } from "../refusals";
import { canStillHit } from "../shots";
import type { ReactionAction } from "./reaction-action";
import { attackOf, boardingOf, gunneryDMs, reactionFires, spendReaction, untilAMiss } from "./reaction-kit";

export const pointDefenseReaction: ReactionAction<"pointDefense"> = {
  type: "pointDefense",
  boardings: true,
  firstSeat: (ctx, slot, a, from) => (a.kind === "missile" ? firstReactionSeat(ctx, slot, "pointDefense", from) : -1),
  validate(ctx, c, slot, a) {
    if (c.maxShots !== undefined && (!Number.isInteger(c.maxShots) || c.maxShots < 1))
      return refuse("invalidValue", "maxShots");
    if (a !== undefined && a.kind !== "missile") return refuse("wrongAttackKind");
    return turretReactionGate(ctx, slot, c.seat, c.mountId, "pointDefense");
  },
  resolve(ctx, cmd, plan, x) {
    const mount = plan.mount!;
    const laser = reactionWeapon(ctx, cmd.shipId, mount, "pointDefense")!;
    const a = attackOf(ctx, cmd);
    if (a === undefined) {
      reactionFires(ctx, cmd.shipId, mount.id);
      const boarding = boardingOf(ctx, cmd)!;
      const any = x.laserBoarders(ctx, cmd, boarding, mount, laser);
      spendReaction(ctx, cmd.shipId, "pointDefense", cmd.seat, any, undefined, boarding.id);
      return;
    }
    const gunnery = gunneryDMs(ctx, cmd.shipId, mount);
    reactionFires(ctx, cmd.shipId, mount.id);
    const shots = a.shots;
    let destroyed = 0;
    // each success destroys the first missile still able to hit
    const any = untilAMiss(
      ctx,
      cmd,
      gunnery,
      a.attackerId,
      () => shots.some(canStillHit),
      () => {
        (shots.find(canStillHit) as PendingShot).destroyed = true;
        destroyed++;
      },
    );
    spendReaction(ctx, cmd.shipId, "pointDefense", cmd.seat, any, a.id);
    a.reactions.push("pointDefense");
    if (destroyed) {
      const salvo = ctx.m.salvos.find((s) => s.id === a.salvoId);
      if (salvo) salvo.count = Math.max(0, salvo.count - destroyed);
      ctx.ev?.push({ type: "missileDestroyed", salvoId: a.salvoId!, count: destroyed, by: "pointDefense" });
      ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "pointDefense" });
    }
  },
};
