// Repair Damaged System (SRD "Significant Actions", Damage Repair table): the engineer's Mechanics check on one
// damaged location.
import { autoRepairCheck, type RepairTarget, repairableLocations } from "../../repair";
import { REPAIR_CHECK } from "../../tables/repair";
import { rollCheck } from "../../checks";
import { type RepairDamagedSystemCommand, type Command } from "../commands";
import { check } from "../crew-checks";
import { combatIn, type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { repairOptionsOf } from "../memory";
import { type EngagementState } from "../state";
import { OK, refuse, type Verdict } from "../refusals";
import { repairable } from "../actions/common-gates";
import { type CommandOf, type StationAction } from "./station-action";
import { applyRepair, seatSpec } from "./resolve-kit";

export const repairDamagedSystemAction: StationAction<"repairDamagedSystem"> = {
  type: "repairDamagedSystem",
  noCandidate: "nothingToRepair",
  gate,
  validate,
  resolve: repairDamagedSystem,
  candidates,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return repairableLocations(slot.ship, repairOptionsOf(ctx.m)).length ? OK : refuse("nothingToRepair");
}

function validate(ctx: Ctx, c: CommandOf<"repairDamagedSystem">, slot: ShipSlot): Verdict {
  return repairable(slot.ship, c.target, ctx.m) ? OK : refuse("nothingToRepair");
}

function repairDamagedSystem(ctx: Ctx, cmd: RepairDamagedSystemCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "repairDamagedSystem", "significant");
  const r = check(
    ctx,
    seatSpec(cmd, "repairDamagedSystem", "mechanics", {
      characteristic: REPAIR_CHECK.characteristic,
      difficulty: REPAIR_CHECK.difficulty,
    }),
  );
  applyRepair(ctx, cmd.shipId, cmd.target, r.effect, false);
}

function* candidates(state: EngagementState, shipId: string, seat: number): Generator<Command> {
  const ship = state.ships[shipId];
  if (ship)
    for (const target of repairableLocations(ship, repairOptionsOf(state.memory)))
      yield { type: "repairDamagedSystem", shipId, seat, target };
}

/** The ship's own Auto-Repair software (a flow command, not a seat's action): one attempt on one location. */
export function autoRepair(ctx: Ctx, shipId: string, target: RepairTarget): void {
  const st = combatIn(ctx, shipId);
  st.autoRepairsUsed = (st.autoRepairsUsed ?? 0) + 1;
  const r = rollCheck(ctx.dice, autoRepairCheck(), "autoRepair");
  ctx.ev?.push({ type: "checkRolled", shipId, action: "autoRepair", check: r });
  applyRepair(ctx, shipId, target, r.effect, true);
}
