// Line Up the Shot (SRD "Significant Actions"): the pilot's check; success gives the gunners a DM this round.
import { ACTION_FIGURES } from "../../tables/actions";
import { type SeatCommand } from "../commands";
import { check } from "../crew-checks";
import { type Ctx } from "../context";
import { spend } from "../economy";
import { type StationAction } from "./station-action";
import { addModifier, AVERAGE, seatSpec } from "./resolve-kit";

export const lineUpTheShotAction: StationAction<"lineUpTheShot"> = {
  type: "lineUpTheShot",
  resolve: lineUpTheShot,
};

function lineUpTheShot(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "lineUpTheShot", "significant");
  const r = check(ctx, seatSpec(cmd, "lineUpTheShot", "piloting", AVERAGE));
  if (!r.success) return;
  const value =
    r.degree === "exceptionalSuccess" ? ACTION_FIGURES.lineUpDM.exceptionalSuccess : ACTION_FIGURES.lineUpDM.success;
  addModifier(ctx, { shipId: cmd.shipId, key: "lineUpTheShot", value, expiresRound: ctx.m.round });
}
