// NPC crew speed: planning one whole turn (every seat's action, each checked by validation, each with its reason)
// for a 5,000-ton ship with 20 triple turrets against a corsair. `npcTurnPlansPerSecond` and `npcTurnPlanMs` (the
// mean time of one plan in milliseconds, goal < 5 ms) land in build/bench.json.
import { runSync, seededSource } from "../src/rules/dice";
import { applyCommand } from "../src/rules/engagement/engine";
import { planTurn } from "../src/rules/engagement/npc-crew/plan";
import { currentShipId } from "../src/rules/engagement/validation";
import { createEngagement, type EngagementState } from "../src/rules/engagement/state";
import { corsairSnapshot } from "../test/fixtures/fixtures";
import type { SelfTimedBench } from "./harness";
import { bigShip } from "./ship-sheet";

/** The big ship's own turn against a corsair at Long range (its navigator, gunners and pilot all have choices). */
function engagement(): EngagementState {
  const { ship } = bigShip();
  for (let seed = 1; seed < 200; seed++) {
    const start = createEngagement({ ships: [ship, corsairSnapshot()], range: "long" });
    const { state } = runSync(applyCommand(start, { type: "rollInitiative" }), seededSource(seed));
    if (currentShipId(state) === ship.id) return state;
  }
  throw new Error("NPC crew bench: no seed gives the big ship the first turn");
}

let meanMs = 0;

function npcTurnPlan(): SelfTimedBench {
  const state = engagement();
  return {
    key: "npcTurnPlansPerSecond",
    name: "NPC crew: one turn planned (5,000 t, 20 turrets; npcTurnPlanMs goal < 5)",
    unit: "plan",
    goal: 200,
    async perSecond() {
      let actions = 0;
      // warm up, then time plans for a second and a half
      for (const until = performance.now() + 300; performance.now() < until;) actions += planTurn(state, "big").length;
      let n = 0;
      const start = performance.now();
      let now = start;
      while (now - start < 1500) {
        actions += planTurn(state, "big").length;
        n++;
        now = performance.now();
      }
      if (!actions) throw new Error("NPC crew bench: the plan is empty");
      meanMs = (now - start) / n;
      return 1000 / meanMs;
    },
    figures: () => ({ npcTurnPlanMs: Math.round(meanMs * 1000) / 1000 }),
  };
}

export const benches: SelfTimedBench[] = [npcTurnPlan()];
