// Increase Initiative (SRD "Significant Actions"): the captain's Tactics check raises the ship's initiative.
import { type SeatCommand } from "../commands";
import { check } from "../crew-checks";
import { combatIn, type Ctx } from "../context";
import { spend } from "../economy";
import { type StationAction } from "./station-action";
import { AVERAGE, seatSpec } from "./resolve-kit";

export const increaseInitiativeAction: StationAction<"increaseInitiative"> = {
  type: "increaseInitiative",
  resolve: increaseInitiative,
};

function increaseInitiative(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "increaseInitiative", "significant");
  const r = check(ctx, seatSpec(cmd, "increaseInitiative", "leadership", AVERAGE));
  // ruling R63: only a positive Effect raises the initiative, for the following round only
  if (r.effect > 0) combatIn(ctx, cmd.shipId).initiativeBonusNext += r.effect;
}
