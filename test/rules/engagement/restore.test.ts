// A damage card applied or undone: the memory's destroyed / disabled statuses follow the ships the card hit.
import { describe, expect, test } from "vitest";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { syncStatuses } from "../../../src/rules/engagement/restore";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { frontierTrader, raider } from "./fixtures";

/** Round 1, the raider's turn over, the trader destroyed by it: the engagement over. */
function afterKillingBlow(): EngagementState {
  const s = createEngagement({
    ships: [raider(), frontierTrader()],
    sides: { raider: "A", trader: "B" },
    range: "short",
  });
  const m = s.memory;
  m.round = 1;
  m.order = ["raider", "trader"];
  m.turn = 0;
  m.ships.raider.acted = true;
  m.ships.trader.status = "destroyed";
  m.ended = { round: 1, reason: "destroyed", winnerSide: "A" };
  return s;
}
const wrecked = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, structure: { ...ship.structure, value: 0 } });
const unpowered = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, systems: { ...ship.systems, powerPlant: 3 } });

describe("syncStatuses", () => {
  test("the killing blow undone: the ship is back, the engagement goes on with the next ship due to act", () => {
    const s = afterKillingBlow();
    expect(syncStatuses(s, ["trader"])).toEqual([{ shipId: "trader", from: "destroyed", to: "active" }]);
    expect(s.memory.ships.trader.status).toBe("active");
    expect(s.memory.ended).toBeUndefined();
    expect(currentShipId(s)).toBe("trader");
  });

  test("with nobody left to act this round, the GM ends the round", () => {
    const s = afterKillingBlow();
    s.memory.ships.trader.acted = true;
    syncStatuses(s, ["trader"]);
    expect(s.memory.turn).toBe(s.memory.order.length);
    expect(currentShipId(s)).toBeUndefined();
  });

  test("applied again: the ship is destroyed again and the engagement over again", () => {
    const s = afterKillingBlow();
    syncStatuses(s, ["trader"]);
    s.ships.trader = wrecked(s.ships.trader);
    s.memory.salvos.push({
      id: "s1",
      attackerId: "raider",
      targetId: "trader",
      mountId: "b1",
      missileType: "standard",
      count: 1,
      launchedRound: 1,
      impactRound: 3,
      toHit: 8,
      fuelEndsRound: 5,
      launchEffect: 0,
    });
    expect(syncStatuses(s, ["trader"])).toEqual([{ shipId: "trader", from: "active", to: "destroyed" }]);
    expect(s.memory.ended).toEqual({ round: 1, reason: "destroyed", winnerSide: "A" });
    expect(s.memory.salvos).toEqual([]);
  });

  test("a kill in the missile window undone: the first ship due this round acts, not the stale turn index", () => {
    const s = afterKillingBlow();
    const m = s.memory;
    m.round = 2;
    m.turn = 1; // last round's index: resolveMissiles ended the fight before any turn began
    m.ships.raider.acted = false;
    m.ended = { round: 2, reason: "destroyed", winnerSide: "A" };
    syncStatuses(s, ["trader"]);
    expect(currentShipId(s)).toBe("raider");
  });

  test("applied again while it was the ship's turn: its turn is over and the next ship due acts", () => {
    const s = createEngagement({
      ships: [raider(), frontierTrader(), frontierTrader("trader2")],
      sides: { raider: "A", trader: "B", trader2: "B" },
      range: "short",
    });
    const m = s.memory;
    m.round = 1;
    m.order = ["raider", "trader", "trader2"];
    m.ships.raider.acted = true;
    m.turn = 1;
    s.ships.trader = wrecked(s.ships.trader);
    expect(syncStatuses(s, ["trader"])).toEqual([{ shipId: "trader", from: "active", to: "destroyed" }]);
    expect(m.ended).toBeUndefined();
    expect(m.ships.trader.acted).toBe(true);
    expect(currentShipId(s)).toBe("trader2");
  });

  test("a kill undone after both ships were destroyed: the ship left alone wins (R80)", () => {
    // both destroyed as the raider's slot's damage landed; the raider's killing card is undone (its sheet whole again)
    const s = afterKillingBlow();
    const m = s.memory;
    m.turn = 1;
    m.ships.trader.acted = true;
    m.ships.raider.status = "destroyed";
    s.ships.trader = wrecked(s.ships.trader);
    m.ended = { round: 1, reason: "destroyed" };
    expect(syncStatuses(s, ["raider"])).toEqual([{ shipId: "raider", from: "destroyed", to: "active" }]);
    expect(m.ended).toEqual({ round: 1, reason: "destroyed", winnerSide: "A" });
  });

  test("only the ships named are looked at: another ship whose damage is still on an unapplied card stays out", () => {
    const s = afterKillingBlow();
    // the trader's actor is still whole (its killing card not applied), but this card hit the raider
    expect(syncStatuses(s, ["raider"])).toEqual([]);
    expect(s.memory.ships.trader.status).toBe("destroyed");
    expect(s.memory.ended).toBeDefined();
  });

  test("without power a ship comes back only as far as disabled; boarders keep a captured ship; an escaped ship stays gone", () => {
    const s = afterKillingBlow();
    s.ships.trader = unpowered(s.ships.trader);
    expect(syncStatuses(s, ["trader"])).toEqual([{ shipId: "trader", from: "destroyed", to: "disabled" }]);
    expect(s.memory.ended).toBeDefined(); // one side still active
    const b = afterKillingBlow();
    b.memory.ships.trader.status = "disabled";
    b.memory.boardings = [{ id: "b1", attackerId: "raider", defenderId: "trader", rounds: 1, status: "controlled" }];
    expect(syncStatuses(b, ["trader"])).toEqual([]);
    const e = afterKillingBlow();
    e.memory.ships.trader.status = "escaped";
    e.memory.ended = { round: 1, reason: "escaped", winnerSide: "A" };
    expect(syncStatuses(e, ["trader"])).toEqual([]);
    expect(e.memory.ended).toEqual({ round: 1, reason: "escaped", winnerSide: "A" });
  });
});
