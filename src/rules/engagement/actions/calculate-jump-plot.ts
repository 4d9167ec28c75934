// Calculate Jump Plot (SRD "Significant Actions"): the navigator's hastened check; a navigator's action,
// so a disabled bridge does not stop it (ruling R89).
import { ACTION_FIGURES, ACTIONS } from "../../tables/actions";
import { type SeatCommand } from "../commands";
import { check, type CheckSpecMore } from "../crew-checks";
import { combatIn, type Ctx } from "../context";
import { spend } from "../economy";
import { type StationAction } from "./station-action";
import { seatSpec } from "./resolve-kit";

export const calculateJumpPlotAction: StationAction<"calculateJumpPlot"> = {
  type: "calculateJumpPlot",
  resolve: calculateJumpPlot,
};

function calculateJumpPlot(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "calculateJumpPlot", "significant");
  const r = check(ctx, seatSpec(cmd, "calculateJumpPlot", "navigation", JUMP_PLOT));
  if (!r.success) return;
  combatIn(ctx, cmd.shipId).jumpPlotted = true;
  ctx.ev?.push({ type: "jumpPlotted", shipId: cmd.shipId });
}

/** The Calculate Jump Plot check: hastened, in the middle of a fight (made once, not for each check). */
const JUMP_PLOT: CheckSpecMore = Object.freeze({
  characteristic: ACTIONS.calculateJumpPlot.characteristic,
  difficulty: ACTIONS.calculateJumpPlot.difficulty as "easy",
  modifiers: Object.freeze([
    Object.freeze({ source: "hastened", value: ACTIONS.calculateJumpPlot.dm ?? ACTION_FIGURES.jumpPlotHasteDM }),
  ]),
});
