// Electronic Warfare (SRD "Significant Actions"): jam an enemy's communications, break its sensor locks,
// or turn smart missiles aside.
import { ACTION_FIGURES } from "../../tables/actions";
import { type ElectronicWarfareCommand, type Command } from "../commands";
import { check, opposed } from "../crew-checks";
import { combatIn, type Ctx, type ShipSlot, slotEffects } from "../context";
import { spend } from "../economy";
import { SENSORS_OPERATOR } from "../crew-figures";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { addModifier, opponent, seatSpec, sensorDM } from "./resolve-kit";
import { enemyTarget } from "./common-gates";

export const electronicWarfareAction: StationAction<"electronicWarfare"> = {
  type: "electronicWarfare",
  targets: "enemies",
  gate,
  validate,
  resolve: electronicWarfare,
  candidates,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return slotEffects(ctx, slot).sensors.usable ? OK : refuse("sensorsDisabled");
}

function validate(ctx: Ctx, c: CommandOf<"electronicWarfare">, slot: ShipSlot): Verdict {
  const m = ctx.m;
  if (!slotEffects(ctx, slot).sensors.usable) return refuse("sensorsDisabled");
  if (c.mode === "smartMissiles") {
    if (c.maxChecks !== undefined && (!Number.isInteger(c.maxChecks) || c.maxChecks < 1))
      return refuse("invalidValue", "maxChecks");
    if (c.salvoId !== undefined && !m.salvos.some((s) => s.id === c.salvoId)) return refuse("unknownSalvo");
    return m.salvos.some(
      (s) =>
        s.targetId === c.shipId &&
        s.missileType === "smart" &&
        s.count > 0 &&
        (c.salvoId === undefined || s.id === c.salvoId),
    )
      ? OK
      : refuse("noSmartMissiles");
  }
  if (c.mode !== "jam" && c.mode !== "breakLocks") return refuse("invalidValue", "mode");
  return enemyTarget(ctx, c.shipId, c.targetId);
}

function electronicWarfare(ctx: Ctx, cmd: ElectronicWarfareCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "electronicWarfare", "significant");
  if (cmd.mode === "smartMissiles") {
    const max = cmd.maxChecks ?? Infinity;
    for (let n = 0; n < max; n++) {
      const salvo = ctx.m.salvos.find(
        (s) =>
          s.targetId === cmd.shipId &&
          s.missileType === "smart" &&
          s.count > 0 &&
          (cmd.salvoId === undefined || s.id === cmd.salvoId),
      );
      if (!salvo) break;
      const mods = sensorDM(ctx, cmd.shipId);
      if (n) mods.push({ source: "repeat", value: n * ACTION_FIGURES.ewRepeatDM });
      const r = check(
        ctx,
        seatSpec(cmd, "electronicWarfare", "comms", {
          characteristic: "int",
          difficulty: ACTION_FIGURES.ewSmartMissileDifficulty,
          modifiers: mods,
          pool: n ? undefined : cmd.pool,
        }),
      );
      if (!r.success) break;
      salvo.count--;
      ctx.ev?.push({ type: "missileDestroyed", salvoId: salvo.id, count: 1, by: "electronicWarfare" });
      if (salvo.count <= 0) {
        ctx.m.salvos.splice(ctx.m.salvos.indexOf(salvo), 1);
        ctx.ev?.push({ type: "salvoExpired", salvoId: salvo.id, reason: "spent" });
      }
    }
    return;
  }
  const target = cmd.targetId;
  const o = opposed(
    ctx,
    "electronicWarfare",
    seatSpec(cmd, "electronicWarfare", "comms", {
      characteristic: "int",
      modifiers: sensorDM(ctx, cmd.shipId),
      against: target,
    }),
    opponent(ctx, target, SENSORS_OPERATOR, "electronicWarfare", {
      characteristic: "int",
      modifiers: sensorDM(ctx, target),
    }),
  );
  if (!o.won) return;
  // locks broken: the target's sensor targeting against this ship lapses (R78)
  const mods = ctx.m.modifiers;
  for (let i = mods.length - 1; i >= 0; i--) {
    const x = mods[i];
    if (x.shipId === target && x.key === "sensorTargeting" && x.targetId === cmd.shipId) {
      mods.splice(i, 1);
      ctx.ev?.push({ type: "modifierRemoved", modifierId: x.id, key: x.key, reason: "locksBroken" });
    }
  }
  ctx.ev?.push({ type: "locksBroken", shipId: target, byId: cmd.shipId });
  if (cmd.mode === "jam") {
    // jammed communications: the target's Maintain Communications becomes opposed by this ship until the end of next round
    addModifier(ctx, {
      shipId: target,
      key: "commsJammed",
      value: 0,
      targetId: cmd.shipId,
      expiresRound: ctx.m.round + 1,
    });
    combatIn(ctx, target).commsEstablished = false;
    ctx.ev?.push({ type: "commsJammed", shipId: target, byId: cmd.shipId });
  }
}

function* candidates(
  _state: EngagementState,
  shipId: string,
  seat: number,
  targets: readonly string[],
): Generator<Command> {
  for (const targetId of targets) yield { type: "electronicWarfare", shipId, seat, mode: "jam", targetId };
  yield { type: "electronicWarfare", shipId, seat, mode: "smartMissiles" };
}
