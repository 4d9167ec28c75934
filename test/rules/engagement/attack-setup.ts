// The duel the attack and reaction tests start from: the Raider, initiative rolled, against the Frontier Trader.
import type { EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok } from "./helpers";

/** Raider (acting first) against Frontier Trader at `range`. */
export function fight(
  range: EngagementState["memory"]["ranges"][string] = "short",
  opts: Parameters<typeof duel>[2] = {},
  a: ShipSnapshot = raider(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, ...opts }), { type: "rollInitiative" }, [7, 9, 8]).state;
}
