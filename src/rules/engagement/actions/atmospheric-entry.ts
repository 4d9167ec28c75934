// Atmospheric Entry (SRD "Planetary Maneuvers"; ruling R108): out of orbit and into the atmosphere.
import { ACTIONS } from "../../tables/actions";
import { atmosphericEntryDM } from "../../planetary";
import { type Modifier } from "../../checks";
import { type AtmosphericEntryCommand, type Command } from "../commands";
import { check } from "../crew-checks";
import { combatIn, type Ctx, type ShipSlot } from "../context";
import { spend } from "../economy";
import { type EngagementState } from "../state";
import { type Verdict } from "../refusals";
import { type CommandOf, type StationAction } from "./station-action";
import { seatSpec } from "./resolve-kit";
import { planetaryCommand, planetaryGate } from "./common-gates";

export const atmosphericEntryAction: StationAction<"atmosphericEntry"> = {
  type: "atmosphericEntry",
  gate,
  validate,
  resolve: atmosphericEntry,
  candidates,
};

function gate(ctx: Ctx, slot: ShipSlot): Verdict {
  return planetaryGate(ctx.m, slot.st, "atmosphericEntry");
}

function validate(ctx: Ctx, c: CommandOf<"atmosphericEntry">, slot: ShipSlot): Verdict {
  return planetaryCommand(ctx.m, slot.st, c);
}

function atmosphericEntry(ctx: Ctx, cmd: AtmosphericEntryCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "atmosphericEntry", "significant");
  const near = ctx.m.world!;
  const world = atmosphericEntryDM(near.size, near.atmosphere);
  let success = true;
  if (!world.autoSuccess) {
    const mods: Modifier[] = world.dm ? [{ source: "world", value: world.dm }] : [];
    success = check(
      ctx,
      seatSpec(cmd, "atmosphericEntry", "piloting", {
        difficulty: ACTIONS.atmosphericEntry.difficulty as "average",
        modifiers: mods,
      }),
    ).success;
  }
  const st = combatIn(ctx, cmd.shipId);
  if (success) {
    st.planetary = "atmosphere";
    st.reentryRound = undefined;
  }
  ctx.ev?.push({
    type: "planetaryManeuver",
    shipId: cmd.shipId,
    maneuver: "atmosphericEntry",
    success,
    result: success ? "atmosphere" : "failed",
  });
}

function* candidates(_state: EngagementState, shipId: string, seat: number): Generator<Command> {
  yield { type: "atmosphericEntry", shipId, seat };
}
