// Leaving the fight in a ship's own turn (jump, range beyond Distant, destruction), and what ends with it.
import { describe, expect, test } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, one, ofType, refusal } from "./helpers";
import { ft, rt, traderTurn } from "./actions-setup";

describe("leaving the fight", () => {
  /** Raider (side A) against the Frontier Trader and the Patrol Frigate (side B); the order as the seeded dice give it. */
  function threeShips(): EngagementState {
    const s = createEngagement({
      ships: [raider(), frontierTrader(), patrolFrigate()],
      sides: { raider: "A", trader: "B", frigate: "B" },
      range: "short",
    });
    return runSync(applyCommand(s, { type: "rollInitiative" }), seededSource(3)).state;
  }

  test("a ship that jumps out in its own turn has had it: the next ship's turn starts and the fight goes on", () => {
    const s = threeShips();
    const id = currentShipId(s)!;
    s.memory.ships[id].jumpPlotted = true;
    const engineer = s.ships[id].seats.findIndex((x) => x.position === "driveEngineer");
    // Easy EDU Engineering: 2D6 = 12 succeeds
    const r = ok(s, { type: "jump", shipId: id, seat: engineer }, [12]);
    expect(one(r.events, "shipEscaped")).toMatchObject({ shipId: id, how: "jump" });
    expect(one(r.events, "turnEnded")).toMatchObject({ shipId: id });
    const next = currentShipId(r.state);
    expect(next).toBeDefined();
    expect(next).not.toBe(id);
    expect(one(r.events, "turnStarted")).toMatchObject({ shipId: next });
    expect(r.state.memory.ended).toBeUndefined();
    // the escaped ship takes no command again; the ship whose turn it is may end it
    expect(refusal(r.state, { type: "endTurn", shipId: id })).toBe("shipEscaped");
    expect(canPerform(r.state, { type: "endTurn", shipId: next! })).toEqual({ ok: true });
  });

  test("a ship that opens the range beyond Distant in its own turn leaves, and the next ship acts", () => {
    const s = threeShips();
    const id = currentShipId(s)!;
    for (const k in s.memory.ranges) s.memory.ranges[k] = "distant";
    const enemy = id === "raider" ? "trader" : "raider";
    const navigator = s.ships[id].seats.findIndex((x) => x.position === "navigator");
    // opposed Navigation: 12 against 2, the navigator wins and opens the range from every enemy at Distant (R75)
    const r = ok(s, { type: "rangeCheck", shipId: id, seat: navigator, targetId: enemy, choice: "farther" }, [12, 2]);
    expect(one(r.events, "shipEscaped")).toMatchObject({ shipId: id, how: "range" });
    expect(currentShipId(r.state)).not.toBe(id);
    expect(r.state.memory.ships[id].acted).toBe(true);
  });
  test("a destroyed ship's pursuits end and the salvos aimed at it are gone", () => {
    let s = ft("short");
    s = ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    s.memory.pursuits.push({ pursuerId: "frigate", targetId: "trader", turns: 2, maintainedRound: 1 });
    s.ships.trader = { ...s.ships.trader, hull: { value: 0, max: 6 }, structure: { value: 1, max: 6 } };
    // the frigate's beam turret: Difficult at Short for beam lasers; 12 hits, 6 damage − 2 armor: Internal row 8, Structure
    s = ok(s, { type: "attack", shipId: "frigate", seat: 6, targetId: "trader", weaponIds: ["b1-1"] }, [12, 6]).state;
    const r = ok(s, { type: "endTurn", shipId: "frigate" }, [8]);
    expect(one(r.events, "pursuitBroken")).toMatchObject({ reason: "shipGone" });
    expect(one(r.events, "salvoExpired")).toMatchObject({ salvoId: "s1", reason: "targetGone" });
    expect(r.state.memory.salvos).toEqual([]);
    expect(r.state.memory.ended).toMatchObject({ reason: "destroyed", winnerSide: "A" });
  });

  test("opening the range from Adjacent undocks", () => {
    const s = ft("adjacent", { docked: [["frigate", "trader"]] });
    const r = ok(s, { type: "rangeCheck", shipId: "frigate", seat: 2, targetId: "trader", choice: "farther" }, [11, 5]);
    expect(ofType(r.events, "undocked")).toEqual([{ type: "undocked", a: "frigate", b: "trader" }]);
    expect(r.state.memory.docked).toEqual([]);
  });

  test("pool points add to a screens reduction", () => {
    const f = patrolFrigate("gunboat");
    const gun: ShipSnapshot = {
      ...f,
      mounts: [...f.mounts, { id: "bay1", type: "bay", damage: 0, weapons: [{ id: "fg", kind: "fusionGun" }] }],
      seats: [...f.seats, { position: "bayGunner", crewId: "g3", mountId: "bay1" }],
    };
    const t = frontierTrader();
    const target: ShipSnapshot = {
      ...t,
      screens: { nuclearDamper: 1, mesonScreen: 0 },
      crew: t.crew.map((c) => (c.id === "g1" ? { ...c, skills: { ...c.skills, screens: 1 } } : c)),
    };
    let s = ok(duel(gun, target, { range: "medium" }), { type: "rollInitiative" }, [9, 8, 8]).state;
    s = ok(s, { type: "attack", shipId: "gunboat", seat: 10, targetId: "trader" }, [11, 20]).state;
    s.memory.ships.trader.coordinationPool = 2;
    const r = ok(s, { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1", pool: 2 }, [7]);
    expect(one(r.events, "attackModified").shots[0].reduction).toBe(7 + 1 + 2);
    expect(one(r.events, "poolSpent")).toMatchObject({ points: 2, remaining: 0 });
  });
});

describe("leaving a duel in its own turn", () => {
  /** The trader's turn against the raider, its first pulse laser fired: 12 hits, 10 damage (to land at its turn's end). */
  function traderFired(): EngagementState {
    const s = traderTurn(rt("short"));
    return ok(s, { type: "attack", shipId: "trader", seat: 3, targetId: "raider", weaponIds: ["p1-1"] }, [12, 10])
      .state;
  }

  test("a ship that fires and then jumps out: its shots land as its turn closes, then the fight ends", () => {
    const s = traderFired();
    s.memory.ships.trader.jumpPlotted = true;
    // the jump: 12 succeeds; the hit's location: 7, Armor (10 damage − 8 armor: one Single Hit)
    const r = ok(s, { type: "jump", shipId: "trader", seat: 2 }, [12, 7]);
    expect(r.events.map((e) => e.type).slice(-4)).toEqual([
      "shipEscaped",
      "turnEnded",
      "damageResolved",
      "engagementEnded",
    ]);
    expect(one(r.events, "damageResolved")).toMatchObject({ attackId: "a1", targetId: "raider", damage: 10 });
    expect(r.state.ships.raider.armor).toEqual({ value: 7, max: 8 });
    expect(r.state.memory.pendingAttacks ?? []).toEqual([]);
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "escaped", winnerSide: "A" });
  });

  test("shots that wreck the last enemy as the ship leaves: nobody is left to win", () => {
    const s = traderFired();
    s.ships.raider = { ...s.ships.raider, hull: { value: 0, max: 6 }, structure: { value: 1, max: 6 } };
    s.memory.ships.trader.jumpPlotted = true;
    // the hit's location on the Internal column: 8, Structure (1 → 0)
    const r = ok(s, { type: "jump", shipId: "trader", seat: 2 }, [12, 8]);
    expect(r.state.memory.ships.raider.status).toBe("destroyed");
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "destroyed" });
  });

  test("a ship wrecked by its own collision has had its turn, and a duel is over", () => {
    const s = traderTurn(rt("short"));
    s.ships.trader = { ...s.ships.trader, hull: { value: 0, max: 6 }, structure: { value: 1, max: 6 } };
    s.memory.ships.trader.speed = 6;
    // Formidable: 2 fails; the collision's 20 damage; its location on the Internal column: 8, Structure (1 → 0)
    const r = ok(s, { type: "avoidCollision", shipId: "trader", seat: 0, hazard: "asteroidsHeavy" }, [2, 20, 8]);
    expect(r.state.memory.ships.trader.status).toBe("destroyed");
    expect(one(r.events, "turnEnded")).toMatchObject({ shipId: "trader" });
    expect(ofType(r.events, "turnStarted")).toEqual([]);
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "destroyed", winnerSide: "A" });
    expect(currentShipId(r.state)).toBeUndefined();
  });

  test("a ship that fires and then wrecks itself ramming: its shots land before the duel is decided", () => {
    const s = traderTurn(rt("close"));
    const fired = ok(
      s,
      { type: "attack", shipId: "trader", seat: 3, targetId: "raider", weaponIds: ["p1-1"] },
      [12, 10],
    );
    const t = fired.state;
    t.ships.trader = { ...t.ships.trader, hull: { value: 0, max: 6 }, structure: { value: 1, max: 6 } };
    t.memory.ships.trader.speed = 6;
    // opposed Piloting 12 against 2; the raider's collision 6 (under its armor), the trader's 20, its location 8
    // (Structure 1 → 0); then the shot's location: 7, Armor
    const r = ok(t, { type: "ram", shipId: "trader", seat: 0, targetId: "raider" }, [12, 2, 6, 20, 8, 7]);
    expect(r.events.map((e) => e.type).slice(-3)).toEqual(["turnEnded", "damageResolved", "engagementEnded"]);
    expect(r.state.ships.raider.armor).toEqual({ value: 7, max: 8 });
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "destroyed", winnerSide: "A" });
  });
});
