// Orbital Insertion (SRD "Planetary Maneuvers"; rulings R100, R108): into orbit of the world near the
// fight; a failure starts a decaying orbit.
import { ACTIONS } from "../../tables/actions";
import { type OrbitalInsertionCommand } from "../commands";
import { check } from "../crew-checks";
import { combatIn, type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { seatSpec } from "./resolve-kit";
import { planetaryCommand, planetaryGate } from "./common-gates";

export const orbitalInsertionAction: StationAction<"orbitalInsertion"> = {
  type: "orbitalInsertion",
  gate,
  validate,
  resolve: orbitalInsertion,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return planetaryGate(ctx.m, slot.st, "orbitalInsertion");
}

function validate(ctx: Ctx, c: CommandOf<"orbitalInsertion">, slot: ShipSlot): Verdict {
  return planetaryCommand(ctx.m, slot.st, c);
}

function orbitalInsertion(ctx: Ctx, cmd: OrbitalInsertionCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "orbitalInsertion", "significant");
  const r = check(
    ctx,
    seatSpec(cmd, "orbitalInsertion", "piloting", { difficulty: ACTIONS.orbitalInsertion.difficulty as "routine" }),
  );
  const st = combatIn(ctx, cmd.shipId);
  // the world near the fight (R108): a decaying orbit's re-entry reads its digits, even if the GM names another later
  const world = ctx.m.world!;
  st.orbitWorldSize = world.size;
  st.orbitWorldAtmosphere = world.atmosphere;
  // ruling R100: a failed insertion starts a decaying orbit (a second failure does not restart it); the ship falls
  // into the atmosphere at the end of the next round unless an insertion succeeds first
  if (r.success) st.reentryRound = undefined;
  else if (st.planetary !== "decayingOrbit" || st.reentryRound === undefined) st.reentryRound = ctx.m.round + 1;
  st.planetary = r.success ? "orbit" : "decayingOrbit";
  ctx.ev?.push({
    type: "planetaryManeuver",
    shipId: cmd.shipId,
    maneuver: "orbitalInsertion",
    success: r.success,
    result: st.planetary,
  });
}
