// Damage taken back (a card's Undo): the memory's destroyed / disabled statuses follow the ships again.
import { describe, expect, test } from "vitest";
import { restoreStatuses } from "../../../src/rules/engagement/restore";
import { createEngagement } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { frontierTrader, raider } from "./fixtures";

function fight() {
  const s = createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "A", trader: "B" }, range: "short" });
  return s;
}
const wrecked = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, structure: { ...ship.structure, value: 0 } });
const unpowered = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, systems: { ...ship.systems, powerPlant: 3 } });

describe("restoreStatuses", () => {
  test("a ship marked destroyed whose Structure is back returns, and the engagement it ended goes on", () => {
    const s = fight();
    s.memory.ships.trader.status = "destroyed";
    s.memory.ended = { round: 2, reason: "destroyed", winnerSide: "A" };
    expect(restoreStatuses(s.memory, s.ships)).toEqual([{ shipId: "trader", from: "destroyed", to: "active" }]);
    expect(s.memory.ships.trader.status).toBe("active");
    expect(s.memory.ended).toBeUndefined();
  });

  test("a ship still broken up stays destroyed; nothing changes", () => {
    const s = fight();
    s.ships.trader = wrecked(s.ships.trader);
    s.memory.ships.trader.status = "destroyed";
    s.memory.ended = { round: 2, reason: "destroyed", winnerSide: "A" };
    expect(restoreStatuses(s.memory, s.ships)).toEqual([]);
    expect(s.memory.ended).toEqual({ round: 2, reason: "destroyed", winnerSide: "A" });
  });

  test("without power a ship comes back only as far as disabled; with power a disabled ship is active again", () => {
    const s = fight();
    s.ships.trader = unpowered(s.ships.trader);
    s.memory.ships.trader.status = "destroyed";
    expect(restoreStatuses(s.memory, s.ships)).toEqual([{ shipId: "trader", from: "destroyed", to: "disabled" }]);
    s.ships.trader = frontierTrader();
    expect(restoreStatuses(s.memory, s.ships)).toEqual([{ shipId: "trader", from: "disabled", to: "active" }]);
  });

  test("a ship held by boarders stays disabled; an escaped ship stays gone; an escape-ended fight stays over", () => {
    const s = fight();
    s.memory.ships.trader.status = "disabled";
    s.memory.boardings = [{ id: "b1", attackerId: "raider", defenderId: "trader", status: "controlled", rounds: 1 }];
    s.memory.ships.raider.status = "escaped";
    s.memory.ended = { round: 3, reason: "escaped" };
    expect(restoreStatuses(s.memory, s.ships)).toEqual([]);
    expect(s.memory.ships.raider.status).toBe("escaped");
    expect(s.memory.ended).toEqual({ round: 3, reason: "escaped" });
  });

  test("one side left active after the restore: the engagement stays over", () => {
    const s = fight();
    s.memory.ships.raider.status = "escaped";
    s.memory.ships.trader.status = "destroyed";
    s.memory.ended = { round: 4, reason: "destroyed" };
    expect(restoreStatuses(s.memory, s.ships)).toHaveLength(1);
    expect(s.memory.ended).toEqual({ round: 4, reason: "destroyed" });
  });
});
