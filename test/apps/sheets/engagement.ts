// An engagement between the Patrol Frigate and a corsair, in round 1 with the frigate acting, built through the
// rules engine itself (scripted initiative dice).
import { applyCommand } from "../../../src/rules/engagement/engine";
import type { EngagementOptions } from "../../../src/rules/engagement/memory";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import type { RangeBand, ShipSnapshot } from "../../../src/rules/types";
import { corsairSnapshot, frigateSnapshot } from "../../fixtures/fixtures";

export function engage(
  options: {
    range?: RangeBand;
    frigate?: ShipSnapshot;
    corsair?: ShipSnapshot;
    frigateFirst?: boolean;
    engine?: EngagementOptions;
  } = {},
): EngagementState {
  const frigate = options.frigate ?? frigateSnapshot();
  const corsair = options.corsair ?? corsairSnapshot();
  const start = createEngagement({
    ships: [frigate, corsair],
    range: options.range ?? "medium",
    options: options.engine,
  });
  // dice in request order: frigate initiative, frigate captain's Tactics check, corsair initiative
  const first = options.frigateFirst ?? true;
  const dice = first ? [10, 8, 5] : [3, 7, 11];
  const { state, events } = runSync(applyCommand(start, { type: "rollInitiative" }), scriptedSource(dice));
  if (events.some((e) => e.type === "refused")) throw new Error("initiative refused");
  return state;
}
