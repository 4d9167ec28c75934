// Sensor Targeting (SRD "Significant Actions"): the sensor operator locks on an enemy for the gunners' DM.
import { sensorTargetingModifiers } from "../../sensors";
import { ACTION_FIGURES } from "../../tables/actions";
import { type SeatCommand } from "../commands";
import { check } from "../crew-checks";
import { type Ctx, shipIn, type ShipSlot, slotEffects } from "../context";
import { spend } from "../economy";
import { OK, refuse, type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { addModifier, seatSpec } from "./resolve-kit";
import { enemyTarget } from "./common-gates";

export const sensorTargetingAction: StationAction<"sensorTargeting"> = {
  type: "sensorTargeting",
  targets: "enemies",
  gate,
  validate,
  resolve: sensorTargeting,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return slotEffects(ctx, slot).sensors.usable ? OK : refuse("sensorsDisabled");
}

function validate(ctx: Ctx, c: CommandOf<"sensorTargeting">, slot: ShipSlot): Verdict {
  if (!slotEffects(ctx, slot).sensors.usable) return refuse("sensorsDisabled");
  return enemyTarget(ctx, c.shipId, c.targetId);
}

function sensorTargeting(ctx: Ctx, cmd: SeatCommand & { targetId: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "sensorTargeting", "significant");
  const mods = sensorTargetingModifiers(shipIn(ctx, cmd.shipId), shipIn(ctx, cmd.targetId));
  const r = check(
    ctx,
    seatSpec(cmd, "sensorTargeting", "comms", {
      characteristic: "edu",
      difficulty: "average",
      modifiers: mods,
      against: cmd.targetId,
    }),
  );
  if (!r.success) return;
  const value =
    r.degree === "exceptionalSuccess"
      ? ACTION_FIGURES.sensorTargetingDM.exceptionalSuccess
      : ACTION_FIGURES.sensorTargetingDM.success;
  addModifier(ctx, {
    shipId: cmd.shipId,
    key: "sensorTargeting",
    value,
    targetId: cmd.targetId,
    expiresRound: ctx.m.round,
  });
}
