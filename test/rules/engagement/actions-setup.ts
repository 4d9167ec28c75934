// The duels the action tests start from, initiative already rolled, and the step to the trader's turn.
import type { EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok } from "./helpers";

/** Raider (acts first) vs Frontier Trader. */
export function rt(
  range: EngagementState["memory"]["ranges"][string] = "short",
  setup: Parameters<typeof duel>[2] = {},
  a: ShipSnapshot = raider(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, ...setup }), { type: "rollInitiative" }, [7, 9, 8]).state;
}
/** Patrol Frigate (acts first) vs Frontier Trader. */
export function ft(
  range: EngagementState["memory"]["ranges"][string] = "short",
  setup: Parameters<typeof duel>[2] = {},
  a: ShipSnapshot = patrolFrigate(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, ...setup }), { type: "rollInitiative" }, [8, 5, 6]).state;
}
/** Skip to the trader's turn. */
export function traderTurn(s: EngagementState): EngagementState {
  const id = s.memory.order[s.memory.turn];
  return ok(s, { type: "endTurn", shipId: id }).state;
}
