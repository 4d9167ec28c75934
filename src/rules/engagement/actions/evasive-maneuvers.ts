// Evasive Maneuvers (SRD "Significant Actions"): the pilot's check; success makes the ship harder to hit
// until its next turn.
import { ACTION_FIGURES } from "../../tables/actions";
import { type SeatCommand } from "../commands";
import { check } from "../crew-checks";
import { type Ctx } from "../context";
import { spend } from "../economy";
import { type StationAction } from "./station-action";
import { addModifier, AVERAGE, seatSpec } from "./resolve-kit";

export const evasiveManeuversAction: StationAction<"evasiveManeuvers"> = {
  type: "evasiveManeuvers",
  resolve: evasiveManeuvers,
};

function evasiveManeuvers(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "evasiveManeuvers", "significant");
  const r = check(ctx, seatSpec(cmd, "evasiveManeuvers", "piloting", AVERAGE));
  if (!r.success) return;
  const value =
    r.degree === "exceptionalSuccess" ? ACTION_FIGURES.evasiveDM.exceptionalSuccess : ACTION_FIGURES.evasiveDM.success;
  addModifier(ctx, {
    shipId: cmd.shipId,
    key: "evasive",
    value,
    expiresRound: ctx.m.round + 1,
    lapsesAtTurnOf: cmd.shipId,
  });
}
