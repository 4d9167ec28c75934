// A delaying ship that steps in (Act Now, R64) in the middle of another ship's turn: that turn resumes afterwards.
import { describe, expect, test } from "vitest";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { forgetShip } from "../../../src/rules/engagement/forget";
import { syncStatuses } from "../../../src/rules/engagement/restore";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, ofType, one } from "./helpers";
import { rt } from "./actions-setup";

describe("Act Now in another ship's turn", () => {
  test("evasive maneuvers taken before a delayer steps in still hold until the pilot's next turn (R68)", () => {
    // rt: the raider (10) acts before the trader (8); the raider delays, the trader's turn starts
    let s = ok(rt("short"), { type: "delay", shipId: "raider" }).state;
    expect(currentShipId(s)).toBe("trader");
    // the trader's pilot: Average Piloting, 10 + 1 = 11 succeeds
    s = ok(s, { type: "evasiveManeuvers", shipId: "trader", seat: 0 }, [10]).state;
    expect(s.memory.modifiers.some((x) => x.key === "evasive" && x.shipId === "trader")).toBe(true);
    // the raider steps in before the trader resumes, and ends its turn at once
    s = ok(s, { type: "actNow", shipId: "raider" }).state;
    expect(currentShipId(s)).toBe("raider");
    const r = ok(s, { type: "endTurn", shipId: "raider" });
    expect(currentShipId(r.state)).toBe("trader");
    // the trader's turn resumes; it does not start again, and its evasion lasts until its next turn (round 2)
    expect(ofType(r.events, "modifierRemoved")).toEqual([]);
    expect(ofType(r.events, "turnStarted")).toEqual([]);
    expect(r.state.memory.modifiers.some((x) => x.key === "evasive" && x.shipId === "trader")).toBe(true);
    expect(r.state.memory.ships.trader.interrupted).toBe(false);
    // the trader's next turn, in round 2, starts: the evasion lapses then
    let next = ok(r.state, { type: "endTurn", shipId: "trader" });
    while (currentShipId(next.state) !== "trader") {
      expect(ofType(next.events, "modifierRemoved")).toEqual([]);
      next = ok(next.state, { type: "endTurn", shipId: currentShipId(next.state)! });
    }
    expect(next.state.memory.round).toBe(2);
    expect(one(next.events, "turnStarted").shipId).toBe("trader");
    expect(ofType(next.events, "modifierRemoved").map((e) => e.key)).toEqual(["evasive"]);
  });

  test("a ship boarded in a turn that a delayer interrupts is taken at the attackers' next turn, not as it resumes (R73)", () => {
    // initiative: raider 2 + Tactics (7 + 1 − 8: Effect 0) + Thrust 1 = 3; trader 12: the trader acts first
    let s = ok(
      duel(raider(), frontierTrader(), { range: "adjacent", docked: [["raider", "trader"]] }),
      { type: "rollInitiative" },
      [2, 7, 12],
    ).state;
    expect(currentShipId(s)).toBe("trader");
    s = ok(s, { type: "delay", shipId: "trader" }).state;
    expect(currentShipId(s)).toBe("raider");
    // an exceptional attacker win (as actions-boarding.test.ts): boarded, 2D6 = 5 internal damage
    s.memory.ships.raider.boardingDM = 2;
    s = ok(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }, [12, 2, 5, 8, 8]).state;
    expect(s.memory.boardings![0].status).toBe("boarded");
    // the trader steps in in the raider's turn, and ends its turn
    s = ok(s, { type: "actNow", shipId: "trader" }).state;
    const r = ok(s, { type: "endTurn", shipId: "trader" });
    // the raider resumes its own turn (round 1): the boarders have not yet had their turn to take control
    expect(ofType(r.events, "shipCaptured")).toEqual([]);
    expect(r.state.memory.ships.trader.status).toBe("active");
    expect(r.state.memory.ended).toBeUndefined();
  });

  test("a second delayer may step into the first one's turn: each interrupted turn resumes in its turn, none restarts", () => {
    // order frigate (8), trader (6), raider (4); the frigate and the trader delay, the raider's turn starts
    let r = ok(threeShips(), { type: "delay", shipId: "frigate" });
    r = ok(r.state, { type: "delay", shipId: "trader" });
    expect(currentShipId(r.state)).toBe("raider");
    r = ok(r.state, { type: "actNow", shipId: "trader" });
    expect(r.state.memory.ships.raider.interrupted).toBe(true);
    r = ok(r.state, { type: "actNow", shipId: "frigate" });
    expect(r.state.memory.ships.trader.interrupted).toBe(true);
    expect(r.state.memory.order).toEqual(["frigate", "trader", "raider"]);
    expect(currentShipId(r.state)).toBe("frigate");
    r = ok(r.state, { type: "endTurn", shipId: "frigate" });
    expect(currentShipId(r.state)).toBe("trader");
    expect(ofType(r.events, "turnStarted")).toEqual([]);
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(currentShipId(r.state)).toBe("raider");
    expect(ofType(r.events, "turnStarted")).toEqual([]);
    expect(Object.values(r.state.memory.ships).filter((st) => st.interrupted)).toEqual([]);
    // the round ends with the raider's turn, and the next round's turns start as ever
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    expect(r.state.memory.round).toBe(2);
    expect(ofType(r.events, "turnStarted")).toHaveLength(1);
  });

  test("an interrupted ship put out of the fight while the delayer acts is skipped, not resumed", () => {
    let s = ok(threeShips(), { type: "delay", shipId: "frigate" }).state;
    expect(currentShipId(s)).toBe("trader");
    s = ok(s, { type: "actNow", shipId: "frigate" }).state;
    // a damage card wrecks the trader in the frigate's turn (as the tracker applies one)
    s.ships.trader = wrecked(s.ships.trader);
    syncStatuses(s, ["trader"]);
    expect(currentShipId(s)).toBe("frigate");
    const r = ok(s, { type: "endTurn", shipId: "frigate" });
    expect(one(r.events, "turnSkipped")).toMatchObject({ shipId: "trader", reason: "destroyed" });
    expect(one(r.events, "turnStarted").shipId).toBe("raider");
    expect(r.state.memory.ships.trader.interrupted).toBe(false);
  });

  test("a delayer put out of the fight in the turn it stepped into: the interrupted turn resumes (R68 evasion kept)", () => {
    let s = ok(threeShips(), { type: "delay", shipId: "frigate" }).state;
    s = ok(s, { type: "evasiveManeuvers", shipId: "trader", seat: 0 }, [10]).state;
    s = ok(s, { type: "actNow", shipId: "frigate" }).state;
    s.ships.frigate = wrecked(s.ships.frigate);
    syncStatuses(s, ["frigate"]);
    expect(currentShipId(s)).toBe("trader");
    expect(s.memory.modifiers.some((x) => x.key === "evasive" && x.shipId === "trader")).toBe(true);
    expect(s.memory.ships.trader.interrupted).toBe(false);
  });

  test("a delayer deleted in the turn it stepped into: the interrupted ship goes on, and its next round's turn starts", () => {
    let s = ok(threeShips(), { type: "delay", shipId: "frigate" }).state;
    s = ok(s, { type: "actNow", shipId: "frigate" }).state;
    // the frigate's combatant is deleted (the tracker forgets the ship): the turn pointer falls on the trader
    const { frigate: _gone, ...ships } = s.ships;
    s = { memory: forgetShip(s.memory, "frigate").memory, ships };
    expect(currentShipId(s)).toBe("trader");
    let r = ok(s, { type: "endTurn", shipId: "trader" });
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    expect(r.state.memory.round).toBe(2);
    // round 2: the trader (6) acts before the raider (4), and its turn starts as ever
    expect(ofType(r.events, "turnStarted").map((e) => e.shipId)).toEqual(["trader"]);
    expect(r.state.memory.ships.trader.interrupted).toBe(false);
  });
});

/** Raider (side A) against the Patrol Frigate and the Frontier Trader (side B): frigate 8, trader 6, raider 4. */
function threeShips(): EngagementState {
  const s = createEngagement({
    ships: [raider(), patrolFrigate(), frontierTrader()],
    sides: { raider: "A", frigate: "B", trader: "B" },
    range: "short",
  });
  const r = ok(s, { type: "rollInitiative" }, [4, 7, 8, 5, 6]).state;
  expect(r.memory.order).toEqual(["frigate", "trader", "raider"]);
  return r;
}

const wrecked = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, structure: { ...ship.structure, value: 0 } });

describe("Act Now when every ship has had its turn", () => {
  test("the delayer takes the last count on which a ship acted, not that of a wreck whose turn was skipped", () => {
    // order frigate (8), trader (6), raider (4); the raider on the trader's side, so the fight goes on without it
    const s = createEngagement({
      ships: [raider(), patrolFrigate(), frontierTrader()],
      sides: { raider: "B", frigate: "A", trader: "B" },
      range: "short",
    });
    let r = ok(s, { type: "rollInitiative" }, [4, 7, 8, 5, 6]);
    expect(r.state.memory.order).toEqual(["frigate", "trader", "raider"]);
    r = ok(r.state, { type: "delay", shipId: "frigate" });
    expect(currentShipId(r.state)).toBe("trader");
    // the raider is wrecked before its turn comes (a card the GM applied)
    r.state.ships.raider = wrecked(r.state.ships.raider);
    syncStatuses(r.state, ["raider"]);
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(ofType(r.events, "turnSkipped").map((e) => e.shipId)).toEqual(["raider"]);
    expect(currentShipId(r.state)).toBeUndefined();
    r = ok(r.state, { type: "actNow", shipId: "frigate" });
    // "When he acts, his Initiative is set to the count on which he acted": the trader's 6, the last ship that acted
    expect(one(r.events, "actingNow").initiative).toBe(6);
    expect(r.state.memory.ships.frigate.initiative).toBe(6);
  });
});
