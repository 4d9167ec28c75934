// What the browser test of "odds of this fight" needs in the page (loaded with import() by entry.ts, so a chunk of
// the page's own): the pool, the rules' oddsOf to compare with, and a fight to estimate.
import { createEngagement, type EngagementState } from "../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../rules/engagement/fixtures";

export { estimateOddsDetailed, FIRST_BATTLES, releaseIdleWorkers, workerCount } from "../../src/odds/pool";
export { sixShipFight } from "../rules/engagement/fixtures";
export { oddsOf } from "../../src/rules/engagement/odds";
export { loadEngagement } from "../../src/play/load";

/** Two against one at Short range, before initiative (as in test/odds/fake-workers.ts). */
export function fight(): EngagementState {
  return createEngagement({
    ships: [patrolFrigate(), raider(), frontierTrader()],
    sides: { frigate: "navy", trader: "navy", raider: "pirates" },
    range: "short",
  });
}

/** The bench's fight (bench/engagement.ts): the Raider against the Frontier Trader at Short range. */
export function duel(): EngagementState {
  const a = raider();
  const b = frontierTrader();
  return createEngagement({ ships: [a, b], sides: { [a.id]: a.id, [b.id]: b.id }, range: "short" });
}
