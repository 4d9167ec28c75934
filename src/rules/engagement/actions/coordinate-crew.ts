// Coordinate Crew (SRD "Significant Actions"): the captain's Leadership check fills the crew's pool of DMs.
import { ACTION_FIGURES } from "../../tables/actions";
import { type SeatCommand } from "../commands";
import { check } from "../crew-checks";
import { combatIn, type Ctx } from "../context";
import { spend } from "../economy";
import { type StationAction } from "./station-action";
import { AVERAGE, seatSpec } from "./resolve-kit";

export const coordinateCrewAction: StationAction<"coordinateCrew"> = {
  type: "coordinateCrew",
  resolve: coordinateCrew,
};

function coordinateCrew(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "coordinateCrew", "significant");
  const r = check(ctx, seatSpec(cmd, "coordinateCrew", "leadership", AVERAGE));
  // ruling R69: the pool is the Effect, at least 1 even on a failed check (as the SRD words it)
  const points = Math.max(ACTION_FIGURES.coordinateMinimumPool, r.effect);
  const st = combatIn(ctx, cmd.shipId);
  st.coordinationPool = (st.coordinationPool ?? 0) + points;
  ctx.ev?.push({ type: "poolGranted", shipId: cmd.shipId, points });
}
