// Abstract boarding: crossing to an adjacent ship, point defense against the boarders, the opposed Tactics roll
// and who makes it, and its outcomes.
import { describe, expect, test } from "vitest";
import type { ShipSnapshot } from "../../../src/rules/types";
import { frontierTrader, raider } from "./fixtures";
import { ok, one, ofType, refusal } from "./helpers";
import { rt } from "./actions-setup";

describe("boarding (abstract)", () => {
  const board = (docked: boolean) => rt("adjacent", docked ? { docked: [["raider", "trader"]] } : {});

  test("merely adjacent: the boarders cross this turn and may be met with sand", () => {
    expect(refusal(rt("close"), { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" })).toBe(
      "needsAdjacent",
    );
    expect(refusal(board(false), { type: "boardingAction", shipId: "raider", seat: 1, targetId: "trader" })).toBe(
      "wrongPosition",
    );
    let r = ok(board(false), { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" });
    expect(one(r.events, "boardingStarted")).toEqual({
      type: "boardingStarted",
      boardingId: "b1",
      attackerId: "raider",
      defenderId: "trader",
      crossing: true,
    });
    expect(refusal(r.state, { type: "fireSand", shipId: "trader", seat: 5, boardingId: "zz" })).toBe("unknownBoarding");
    expect(refusal(r.state, { type: "fireSand", shipId: "raider", seat: 4, boardingId: "b1" })).toBe("notTargeted");
    // Fire Sand: "If the sand attack is successful, each target in the boarding party takes 8D6 damage."
    r = ok(r.state, { type: "fireSand", shipId: "trader", seat: 5, boardingId: "b1" }, [9, 30]);
    expect(one(r.events, "boardersHit")).toEqual({
      type: "boardersHit",
      boardingId: "b1",
      shipId: "trader",
      by: "fireSand",
      damage: "8D6",
      partyShipId: "raider",
      injuries: [{ seat: 10, crewId: "mar", damage: 30, rads: null }],
    });
    expect(r.state.memory.ships.trader.boardingDM).toBe(1);
  });

  test("point defense aims at one boarder: DM−4, and the laser's Scaling Damage", () => {
    const crossing = () =>
      ok(board(false), { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }).state;
    // "Ship weapons suffer a DM -4 to hit a specific target on the personal combat scale." Gunner Turret Weapons-1:
    // 10 + 1 − 4 = 7 misses, where it would hit a missile
    const miss = ok(crossing(), { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1" }, [10]);
    expect(ofType(miss.events, "boardersHit")).toEqual([]);
    expect(one(miss.events, "checkRolled").check.modifiers).toContainEqual({ source: "personalScale", value: -4 });
    // Scaling Damage table: "Pulse Laser | 2D6x50"
    // (the next check, at −1 more, misses: 2 + 1 − 4 − 1)
    const pd = ok(crossing(), { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1" }, [11, 7, 2]);
    expect(one(pd.events, "boardersHit")).toMatchObject({
      damage: "2D6x50",
      partyShipId: "raider",
      injuries: [{ seat: 10, crewId: "mar", damage: 350, rads: null }],
    });
  });

  test("point defense keeps firing at the boarders until it misses, each check at a cumulative −1", () => {
    const crossing = () =>
      ok(board(false), { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }).state;
    // "A gunner may keep making Turret Weapons checks against missiles until he misses an attack; each attack suffers
    // a cumulative –1 penalty … Point defense can also be used to attack incoming boarders in the same way."
    // 11 + 1 − 4 = 8 hits (2D6 = 7), 12 + 1 − 4 − 1 = 8 hits (2D6 = 5), 12 + 1 − 4 − 2 = 7 misses
    const r = ok(crossing(), { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1" }, [11, 7, 12, 5, 12]);
    const checks = ofType(r.events, "checkRolled");
    expect(checks.map((c) => c.check.success)).toEqual([true, true, false]);
    expect(checks[2].check.modifiers).toContainEqual({ source: "repeat", value: -2 });
    // one card for the reaction: the one boarder took both hits, (7 + 5) × 50
    expect(one(r.events, "boardersHit").injuries).toEqual([{ seat: 10, crewId: "mar", damage: 600, rads: null }]);
    expect(one(r.events, "reactionSpent")).toMatchObject({ reaction: "pointDefense", success: true });
    expect(r.state.memory.ships.trader.boardingDM).toBe(1);
    // maxShots stops the sequence early: one check, whatever it rolls
    const once = ok(
      crossing(),
      { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1", maxShots: 1 },
      [11, 7],
    );
    expect(ofType(once.events, "checkRolled")).toHaveLength(1);
    expect(one(once.events, "boardersHit").injuries).toEqual([{ seat: 10, crewId: "mar", damage: 350, rads: null }]);
  });

  test("the boarding party is every marine and Chief Security Officer aboard; unnamed ones are hit too", () => {
    const attacker = raider();
    attacker.seats = [
      ...attacker.seats,
      { position: "chiefSecurityOfficer", npcSkill: 1 },
      { position: "marine", crewId: "m2" },
    ];
    attacker.crew = [...attacker.crew, { id: "m2", name: "m2", skills: {}, characteristics: {} }];
    let s = rt("adjacent", {}, attacker);
    s = ok(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }).state;
    const r = ok(s, { type: "fireSand", shipId: "trader", seat: 5, boardingId: "b1" }, [9, 20, 21, 22]);
    expect(one(r.events, "boardersHit").injuries).toEqual([
      { seat: 10, crewId: "mar", damage: 20, rads: null },
      { seat: 11, damage: 21, rads: null },
      { seat: 12, crewId: "m2", damage: 22, rads: null },
    ]);
    // point defense picks one of the three at random (1d3)
    const pd = ok(s, { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1" }, [12, 3, 2, 2]);
    expect(one(pd.events, "boardersHit").injuries).toEqual([{ seat: 12, crewId: "m2", damage: 100, rads: null }]);
  });

  test("docked: opposed INT Tactics at once; an attacker win costs the defender its reactions and a Single Hit inside", () => {
    // raider captain Tactics-1 INT 8 (no CSO) vs trader unmanned (−3): 8 + 1 = Effect 1 vs 10 − 3 = −1
    const r = ok(board(true), { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }, [8, 10, 8]);
    expect(one(r.events, "boardingRound")).toMatchObject({
      winnerId: "raider",
      degree: "success",
      outcome: "defenderLosesReactions",
    });
    expect(r.state.memory.ships.trader.reactionsSpent).toBe(2);
    expect(r.state.memory.ships.raider.boardingDM).toBe(2);
    expect(one(r.events, "damageResolved").events.map((e) => e.type)).toEqual([
      "hitsDetermined",
      "hitLocated",
      "structureDamaged",
    ]);
    expect(r.state.ships.trader.structure.value).toBe(5);
  });

  test("an exceptional attacker win boards the ship (2D6 internal damage), and takes it the next turn", () => {
    const s = board(true);
    s.memory.ships.raider.boardingDM = 2;
    let r = ok(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }, [12, 2, 5, 8, 8]);
    expect(one(r.events, "boardingRound")).toMatchObject({ degree: "exceptionalSuccess", outcome: "boarded" });
    expect(one(r.events, "damageResolved").damage).toBe(5);
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(one(r.events, "shipCaptured")).toEqual({ type: "shipCaptured", shipId: "trader", byId: "raider" });
    expect(r.state.memory.ships.trader.status).toBe("disabled");
    expect(r.state.memory.ended).toMatchObject({ winnerSide: "A" });
  });

  test("defender wins: DM+2 next time and a Single Hit; an exceptional defence throws the boarders back", () => {
    const s = board(true);
    s.memory.ships.trader.boardingDM = 1;
    let r = ok(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }, [2, 12, 8]);
    expect(one(r.events, "opposedRolled").opponentCheck.modifiers).toContainEqual({ source: "boarding", value: 1 });
    expect(one(r.events, "boardingRound")).toMatchObject({ winnerId: "trader", outcome: "defenderHolds" });
    expect(r.state.memory.ships.trader.boardingDM).toBe(2);
    const strong = frontierTrader();
    strong.seats = [...strong.seats, { position: "chiefSecurityOfficer", crewId: "cso" }];
    strong.crew = [...strong.crew, { id: "cso", name: "cso", skills: { tactics: 4 }, characteristics: { int: 12 } }];
    r = ok(
      rt("adjacent", { docked: [["raider", "trader"]] }, raider(), strong),
      { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" },
      [2, 12],
    );
    expect(one(r.events, "boardingRound")).toMatchObject({ degree: "exceptionalSuccess", outcome: "repelled" });
    expect(r.state.memory.boardings![0].status).toBe("repelled");
  });
});

describe("who makes the boarding roll", () => {
  // Abstract Boarding Rules: "the attacking Chief Security Officer (or Captain, if the CSO is down or not appointed)
  // makes an opposed Intelligence-based Tactics skill check"
  const withCso = (down: boolean): ShipSnapshot => {
    const a = raider();
    a.seats = [...a.seats, { position: "chiefSecurityOfficer", crewId: "cso" }];
    // down: Endurance and Strength at 0 ("2 characteristics are at Zero: Character is unconscious")
    const wounds = down ? { str: 0, end: 0 } : {};
    a.crew = [...a.crew, { id: "cso", name: "CSO", skills: { tactics: 3 }, characteristics: { int: 10, ...wounds } }];
    return a;
  };
  const roll = (attacker: ShipSnapshot) => {
    const s = rt("adjacent", { docked: [["raider", "trader"]] }, attacker);
    const r = ok(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" }, [8, 10, 8]);
    return one(r.events, "opposedRolled");
  };

  test("the Chief Security Officer when standing (Tactics-3)", () => {
    expect(roll(withCso(false)).check.modifiers).toContainEqual({ source: "skill", value: 3 });
  });

  test("the captain (Tactics-1) when the CSO is down", () => {
    const mods = roll(withCso(true)).check.modifiers;
    expect(mods).toContainEqual({ source: "skill", value: 1 });
    expect(mods).not.toContainEqual({ source: "skill", value: 3 });
  });
});
