// Every action of the Action Summary besides attacks and reactions: success, failure and exceptional branches.
import { describe, expect, test } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { availableActions, canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { apply, ok, one, ofType, refusal } from "./helpers";

/** Raider (acts first) vs Frontier Trader. */
function rt(
  range: EngagementState["memory"]["ranges"][string] = "short",
  setup: Parameters<typeof duel>[2] = {},
  a: ShipSnapshot = raider(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, ...setup }), { type: "rollInitiative" }, [7, 9, 8]).state;
}
/** Patrol Frigate (acts first) vs Frontier Trader. */
function ft(
  range: EngagementState["memory"]["ranges"][string] = "short",
  setup: Parameters<typeof duel>[2] = {},
  a: ShipSnapshot = patrolFrigate(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, ...setup }), { type: "rollInitiative" }, [8, 5, 6]).state;
}
/** Skip to the trader's turn. */
function traderTurn(s: EngagementState): EngagementState {
  const id = s.memory.order[s.memory.turn];
  return ok(s, { type: "endTurn", shipId: id }).state;
}

describe("minor actions", () => {
  test("Adjust Speed: up to the current Thrust, no check", () => {
    const s = rt();
    const r = ok(s, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 4 });
    expect(one(r.events, "speedChanged")).toEqual({ type: "speedChanged", shipId: "raider", from: 0, to: 4 });
    expect(r.state.memory.ships.raider.speed).toBe(4);
    expect(refusal(s, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 5 })).toBe("thrustExceeded");
    expect(refusal(s, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: -1 })).toBe("invalidValue");
    const slow = rt();
    slow.ships.raider = { ...slow.ships.raider, systems: { ...slow.ships.raider.systems, mDrive: 1 } };
    expect(refusal(slow, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 4 })).toBe("thrustExceeded");
  });

  test("outpacing a pursuer by 7+ breaks the pursuit", () => {
    const s = rt("short", { speeds: { raider: 3, trader: 0 } });
    s.memory.pursuits.push({ pursuerId: "trader", targetId: "raider", turns: 2, maintainedRound: 1 });
    expect(ofType(ok(s, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 6 }).events, "pursuitBroken")).toEqual(
      [],
    );
    const r = ok(s, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 7 });
    expect(one(r.events, "pursuitBroken")).toMatchObject({
      pursuerId: "trader",
      targetId: "raider",
      reason: "outpaced",
    });
    expect(r.state.memory.pursuits).toEqual([]);
  });

  test("Change Positions: one gunner per turret or bay, one engineer per drive (Crew Positions)", () => {
    const s = rt();
    // seat 9 mans turret b6, seat 3 the J-Drive
    expect(
      refusal(s, { type: "changePositions", shipId: "raider", seat: 10, position: "turretGunner", mountId: "b6" }),
    ).toBe("mountManned");
    expect(
      refusal(s, { type: "changePositions", shipId: "raider", seat: 10, position: "driveEngineer", mountId: "jDrive" }),
    ).toBe("driveManned");
    expect(
      ok(s, { type: "changePositions", shipId: "raider", seat: 10, position: "driveEngineer", mountId: "mDrive" }).state
        .ships.raider.seats[10],
    ).toMatchObject({
      position: "driveEngineer",
      mountId: "mDrive",
    });
    // a gunner staying at its own turret is no clash with itself
    expect(
      refusal(s, { type: "changePositions", shipId: "raider", seat: 9, position: "turretGunner", mountId: "b6" }),
    ).toBeUndefined();
  });

  test("Change Positions: a minor action; one pilot only; gunners name their mount", () => {
    const s = ok(rt(), { type: "changePositions", shipId: "raider", seat: 9, position: "marine" }).state;
    const r = ok(s, { type: "changePositions", shipId: "raider", seat: 10, position: "turretGunner", mountId: "b6" });
    expect(one(r.events, "positionChanged")).toEqual({
      type: "positionChanged",
      shipId: "raider",
      seat: 10,
      from: "marine",
      to: "turretGunner",
      mountId: "b6",
    });
    expect(r.state.ships.raider.seats[10]).toEqual({ position: "turretGunner", crewId: "mar", mountId: "b6" });
    expect(s.ships.raider.seats[10].position).toBe("marine");
    const back = ok(r.state, { type: "changePositions", shipId: "raider", seat: 10, position: "marine" });
    expect(back.state.ships.raider.seats[10]).toEqual({ position: "marine", crewId: "mar" });
    expect(refusal(s, { type: "changePositions", shipId: "raider", seat: 10, position: "pilot" })).toBe("pilotTaken");
    expect(
      refusal(s, { type: "changePositions", shipId: "raider", seat: 10, position: "bayGunner", mountId: "b6" }),
    ).toBe("unknownMount");
    expect(refusal(s, { type: "changePositions", shipId: "raider", seat: 10, position: "cook" as never })).toBe(
      "invalidValue",
    );
  });

  test("Maintain Course, Personal Action, Miscellaneous", () => {
    const s = rt("short", { speeds: { raider: 2 } });
    expect(one(ok(s, { type: "maintainCourse", shipId: "raider", seat: 1 }).events, "courseMaintained").speed).toBe(2);
    expect(
      one(ok(s, { type: "personalAction", shipId: "raider", seat: 10, label: "pray" }).events, "personalAction").label,
    ).toBe("pray");
    const misc = ok(
      s,
      {
        type: "miscellaneous",
        shipId: "raider",
        seat: 3,
        cost: "minor",
        skill: "engineering",
        difficulty: "routine",
        label: "reroute",
      },
      [5],
    );
    expect(one(misc.events, "miscellaneous")).toMatchObject({ label: "reroute", success: true });
    expect(misc.state.memory.ships.raider.actions["3"]).toEqual({ minor: 1, significant: 0 });
    const plain = ok(s, { type: "miscellaneous", shipId: "raider", seat: 3, cost: "significant" });
    expect(one(plain.events, "miscellaneous").success).toBeUndefined();
    expect(refusal(s, { type: "miscellaneous", shipId: "raider", seat: 3, cost: "huge" as never })).toBe(
      "invalidValue",
    );
    // a check of unknown terms is refused before anything is rolled or spent
    expect(
      refusal(s, {
        type: "miscellaneous",
        shipId: "raider",
        seat: 3,
        cost: "minor",
        skill: "engineering",
        difficulty: "impossible" as never,
      }),
    ).toBe("invalidValue");
    expect(
      refusal(s, { type: "miscellaneous", shipId: "raider", seat: 3, cost: "minor", skill: "juggling" as never }),
    ).toBe("invalidValue");
    expect(
      refusal(s, {
        type: "miscellaneous",
        shipId: "raider",
        seat: 3,
        cost: "minor",
        skill: "engineering",
        characteristic: "luck" as never,
      }),
    ).toBe("invalidValue");
  });
});

describe("pilot", () => {
  test("Avoid Collision: the situation's difficulty; a failure collides for 1D6 per point of speed", () => {
    const s = rt("short", { speeds: { raider: 2 } });
    // Piloting-1, light asteroids Difficult −2, speed difference −2: 12 − 3 = 9 succeeds
    let r = ok(
      s,
      { type: "avoidCollision", shipId: "raider", seat: 1, hazard: "asteroidsLight", speedDifference: true },
      [12],
    );
    expect(one(r.events, "checkRolled").check.modifiers).toEqual([
      { source: "skill", value: 1 },
      { source: "difficulty.difficult", value: -2 },
      { source: "speedDifference", value: -2 },
    ]);
    expect(ofType(r.events, "collision")).toEqual([]);
    // failure: 2D6 of collision damage = 11 − 8 armor = 3: one hit, location 8
    r = ok(s, { type: "avoidCollision", shipId: "raider", seat: 1, hazard: "traffic" }, [2, 11, 8]);
    expect(one(r.events, "collision")).toEqual({
      type: "collision",
      shipId: "raider",
      otherId: undefined,
      speed: 2,
      damage: 11,
    });
    expect(r.state.ships.raider.hull.value).toBe(5);
    expect(refusal(s, { type: "avoidCollision", shipId: "raider", seat: 1, hazard: "lava" as never })).toBe(
      "invalidValue",
    );
  });

  test("a collision at speed 0 does no damage", () => {
    const r = ok(rt(), { type: "avoidCollision", shipId: "raider", seat: 1, hazard: "debris" }, [2]);
    expect(one(r.events, "collision").damage).toBe(0);
  });

  test("Evasive Maneuvers: DM−1 (−2 exceptional) on attacks against the ship until the pilot's next turn", () => {
    let r = ok(rt(), { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [7]);
    expect(one(r.events, "modifierAdded").modifier).toEqual({
      id: "m1",
      shipId: "raider",
      key: "evasive",
      value: -1,
      expiresRound: 2,
      lapsesAtTurnOf: "raider",
    });
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    const shot = ok(
      r.state,
      { type: "attack", shipId: "trader", seat: 3, targetId: "raider", weaponIds: ["p1-1"] },
      [2],
    );
    expect(one(shot.events, "attackRolled").modifiers).toContainEqual({ source: "evasiveManeuvers", value: -1 });
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(one(r.events, "modifierRemoved")).toMatchObject({ key: "evasive", reason: "expired" });
    expect(r.state.memory.modifiers).toEqual([]);
    const ex = ok(rt(), { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [12]);
    expect(ex.state.memory.modifiers[0].value).toBe(-1);
    const pilot3 = raider();
    pilot3.crew = pilot3.crew.map((c) => (c.id === "pil" ? { ...c, skills: { piloting: 3 } } : c));
    const ex2 = ok(rt("short", {}, pilot3), { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [11]);
    expect(ex2.state.memory.modifiers[0].value).toBe(-2);
    expect(ok(rt(), { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [6]).state.memory.modifiers).toEqual([]);
  });

  test("Line Up the Shot: DM+1 (+2 exceptional) on the ship's attacks this turn", () => {
    const pilot3 = raider();
    pilot3.crew = pilot3.crew.map((c) => (c.id === "pil" ? { ...c, skills: { piloting: 3 } } : c));
    const r = ok(rt("short", {}, pilot3), { type: "lineUpTheShot", shipId: "raider", seat: 1 }, [11]);
    expect(one(r.events, "modifierAdded").modifier).toMatchObject({ key: "lineUpTheShot", value: 2, expiresRound: 1 });
    expect(ok(rt(), { type: "lineUpTheShot", shipId: "raider", seat: 1 }, [8]).state.memory.modifiers[0].value).toBe(1);
    expect(ok(rt(), { type: "lineUpTheShot", shipId: "raider", seat: 1 }, [3]).state.memory.modifiers).toEqual([]);
  });

  test("Pursuit: opposed Piloting within Short at the same speed; kept as a significant action; DM +1 a turn to +4", () => {
    const s = rt();
    expect(refusal(rt("medium"), { type: "pursuit", shipId: "raider", seat: 1, targetId: "trader" })).toBe(
      "needsShortRange",
    );
    expect(
      refusal(rt("short", { speeds: { raider: 1 } }), {
        type: "pursuit",
        shipId: "raider",
        seat: 1,
        targetId: "trader",
      }),
    ).toBe("speedMismatch");
    expect(
      ofType(
        ok(s, { type: "pursuit", shipId: "raider", seat: 1, targetId: "trader" }, [5, 9]).events,
        "pursuitStarted",
      ),
    ).toEqual([]);
    let r = ok(s, { type: "pursuit", shipId: "raider", seat: 1, targetId: "trader" }, [9, 6]);
    expect(one(r.events, "opposedRolled")).toMatchObject({ action: "pursuit", winnerId: "raider" });
    expect(one(r.events, "pursuitStarted")).toEqual({
      type: "pursuitStarted",
      pursuerId: "raider",
      targetId: "trader",
    });
    let st = r.state;
    const dms: number[] = [];
    for (let round = 2; round <= 6; round++) {
      st = ok(st, { type: "endTurn", shipId: "raider" }).state;
      st = ok(st, { type: "endTurn", shipId: "trader" }).state;
      r = ok(st, { type: "pursuit", shipId: "raider", seat: 1, targetId: "trader" });
      dms.push(one(r.events, "pursuitMaintained").dm);
      st = r.state;
    }
    expect(dms).toEqual([1, 2, 3, 4, 4]);
    const shot = ok(st, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [2]);
    expect(one(shot.events, "attackRolled").modifiers).toContainEqual({ source: "pursuit", value: 4 });
    // a turn without upkeep ends it
    st = ok(st, { type: "endTurn", shipId: "raider" }).state;
    st = ok(st, { type: "endTurn", shipId: "trader" }).state;
    r = ok(st, { type: "endTurn", shipId: "raider" });
    expect(one(r.events, "pursuitBroken")).toMatchObject({ reason: "notMaintained" });
  });

  test("Break Pursuit: opposed Piloting; the pursuer loses its bonus", () => {
    const s = traderTurn(rt());
    expect(refusal(s, { type: "breakPursuit", shipId: "trader", seat: 0 })).toBe("notInPursuit");
    s.memory.pursuits.push({ pursuerId: "raider", targetId: "trader", turns: 4, maintainedRound: 1 });
    expect(ofType(ok(s, { type: "breakPursuit", shipId: "trader", seat: 0 }, [3, 10]).events, "pursuitBroken")).toEqual(
      [],
    );
    const r = ok(s, { type: "breakPursuit", shipId: "trader", seat: 0, pursuerId: "raider" }, [10, 3]);
    expect(one(r.events, "pursuitBroken")).toEqual({
      type: "pursuitBroken",
      pursuerId: "raider",
      targetId: "trader",
      reason: "breakPursuit",
    });
    expect(r.state.memory.pursuits).toEqual([]);
  });

  test("Ram: Close range, faster than the target, opposed Piloting; 1D6 per point of speed difference to both", () => {
    const s = rt("close", { speeds: { raider: 3, trader: 1 } });
    expect(
      refusal(rt("short", { speeds: { raider: 3 } }), { type: "ram", shipId: "raider", seat: 1, targetId: "trader" }),
    ).toBe("needsCloseRange");
    expect(refusal(rt("close"), { type: "ram", shipId: "raider", seat: 1, targetId: "trader" })).toBe("speedMismatch");
    expect(
      ofType(ok(s, { type: "ram", shipId: "raider", seat: 1, targetId: "trader" }, [3, 10]).events, "collision"),
    ).toEqual([]);
    // win; trader takes 2D6 = 6 (− 2 armor = 4: location 8), raider 2D6 = 12 (− 8 = 4: location 8)
    const r = ok(s, { type: "ram", shipId: "raider", seat: 1, targetId: "trader" }, [10, 3, 6, 8, 12, 8]);
    expect(ofType(r.events, "collision").map((c) => [c.shipId, c.damage])).toEqual([
      ["trader", 6],
      ["raider", 12],
    ]);
    expect(r.state.ships.trader.hull.value).toBe(5);
    expect(r.state.ships.raider.hull.value).toBe(5);
  });

  test("Dock: Average Piloting at Adjacent; against an unwilling ship opposed with DM−2; undocking", () => {
    const s = rt("adjacent");
    expect(refusal(rt("close"), { type: "dock", shipId: "raider", seat: 1, targetId: "trader" })).toBe("needsAdjacent");
    expect(refusal(s, { type: "dock", shipId: "raider", seat: 1, targetId: "raider" })).toBe("unknownTarget");
    expect(ok(s, { type: "dock", shipId: "raider", seat: 1, targetId: "trader" }, [6]).state.memory.docked).toEqual([]);
    let r = ok(s, { type: "dock", shipId: "raider", seat: 1, targetId: "trader" }, [7]);
    expect(one(r.events, "docked")).toEqual({ type: "docked", a: "raider", b: "trader" });
    expect(r.state.memory.docked).toEqual(["raider|trader"]);
    expect(
      refusal(rt("adjacent", { docked: [["raider", "trader"]] }), {
        type: "dock",
        shipId: "raider",
        seat: 1,
        targetId: "trader",
      }),
    ).toBe("alreadyDocked");
    const u = ok(duel(raider(), frontierTrader(), { range: "adjacent" }), { type: "rollInitiative" }, [7, 9, 8]).state;
    r = ok(u, { type: "dock", shipId: "raider", seat: 1, targetId: "trader", unwilling: true }, [10, 5]);
    expect(one(r.events, "opposedRolled").check.modifiers).toContainEqual({ source: "unwilling", value: -2 });
    expect(r.state.memory.docked).toEqual(["raider|trader"]);
    expect(
      ok(u, { type: "dock", shipId: "raider", seat: 1, targetId: "trader", unwilling: true }, [8, 8]).state.memory
        .docked,
    ).toEqual([]);
    const d = rt("adjacent", { docked: [["raider", "trader"]] });
    expect(refusal(rt("adjacent"), { type: "undock", shipId: "raider", seat: 1, targetId: "trader" })).toBe(
      "notDocked",
    );
    r = ok(d, { type: "undock", shipId: "raider", seat: 1, targetId: "trader" });
    expect(one(r.events, "undocked")).toEqual({ type: "undocked", a: "raider", b: "trader" });
    expect(r.state.memory.docked).toEqual([]);
  });

  test("planetary maneuvers: orbital insertion (Routine) and atmospheric entry (Average, world DMs)", () => {
    // near a world (R108) of Size 7, Atmosphere 6: no DMs
    const near = (size: number, atmosphere: number, planetary?: "orbit") => {
      const x = rt("short", { world: { size, atmosphere } });
      x.memory.ships.raider.planetary = planetary;
      return x;
    };
    const s = near(7, 6);
    let r = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [5]);
    expect(one(r.events, "planetaryManeuver")).toEqual({
      type: "planetaryManeuver",
      shipId: "raider",
      maneuver: "orbitalInsertion",
      success: true,
      result: "orbit",
    });
    r = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [4]);
    expect(r.state.memory.ships.raider.planetary).toBe("decayingOrbit");
    // "World Atmosphere 1 or less | Auto Success"
    r = ok(near(7, 1, "orbit"), { type: "atmosphericEntry", shipId: "raider", seat: 1 });
    expect(one(r.events, "planetaryManeuver")).toMatchObject({ success: true, result: "atmosphere" });
    r = ok(near(3, 6, "orbit"), { type: "atmosphericEntry", shipId: "raider", seat: 1 }, [5]);
    expect(one(r.events, "checkRolled").check.modifiers).toContainEqual({ source: "world", value: 2 });
    expect(r.state.memory.ships.raider.planetary).toBe("atmosphere");
    r = ok(near(6, 6, "orbit"), { type: "atmosphericEntry", shipId: "raider", seat: 1 }, [6]);
    expect(one(r.events, "planetaryManeuver")).toMatchObject({ success: false, result: "failed" });
    // a command naming digits names the world's own
    const o = near(6, 6, "orbit");
    expect(ok(o, { type: "atmosphericEntry", shipId: "raider", seat: 1, worldSize: 6, worldAtmosphere: 6 }, [9]));
    expect(
      refusal(o, { type: "atmosphericEntry", shipId: "raider", seat: 1, worldSize: 6.5, worldAtmosphere: 6 }),
    ).toBe("invalidValue");
  });
});

describe("navigator", () => {
  test("Range Check: opposed Navigation; the winner sets the range one band closer, farther or the same", () => {
    const s = ft("medium");
    // frigate navigator Navigation-1 EDU 8 vs trader Navigation-2 EDU 9
    let r = ok(s, { type: "rangeCheck", shipId: "frigate", seat: 2, targetId: "trader", choice: "closer" }, [11, 5]);
    expect(one(r.events, "rangeChanged")).toEqual({
      type: "rangeChanged",
      a: "frigate",
      b: "trader",
      from: "medium",
      to: "short",
      reason: "rangeCheck",
    });
    r = ok(
      s,
      {
        type: "rangeCheck",
        shipId: "frigate",
        seat: 2,
        targetId: "trader",
        choice: "closer",
        opponentChoice: "farther",
      },
      [5, 11],
    );
    expect(r.state.memory.ranges["frigate|trader"]).toBe("long");
    r = ok(s, { type: "rangeCheck", shipId: "frigate", seat: 2, targetId: "trader", choice: "closer" }, [5, 11]);
    expect(ofType(r.events, "rangeChanged")).toEqual([]);
    expect(
      refusal(s, { type: "rangeCheck", shipId: "frigate", seat: 2, targetId: "trader", choice: "sideways" as never }),
    ).toBe("invalidValue");
  });

  test("opening the range to Medium breaks a pursuit; opening it beyond Distant escapes (R75)", () => {
    const s = ft("short");
    s.memory.pursuits.push({ pursuerId: "frigate", targetId: "trader", turns: 2, maintainedRound: 1 });
    let r = ok(s, { type: "rangeCheck", shipId: "frigate", seat: 2, targetId: "trader", choice: "farther" }, [11, 5]);
    expect(one(r.events, "pursuitBroken").reason).toBe("range");
    const far = ft("distant");
    r = ok(
      far,
      {
        type: "rangeCheck",
        shipId: "frigate",
        seat: 2,
        targetId: "trader",
        choice: "closer",
        opponentChoice: "farther",
      },
      [5, 11],
    );
    expect(one(r.events, "shipEscaped")).toEqual({ type: "shipEscaped", shipId: "trader", how: "range" });
    expect(one(r.events, "engagementEnded")).toMatchObject({ reason: "escaped", winnerSide: "A" });
  });

  test("Calculate Jump Plot (Easy EDU Navigation, DM−1) then Jump (Easy EDU Engineering, R74)", () => {
    const s = rt();
    expect(refusal(s, { type: "jump", shipId: "raider", seat: 3 })).toBe("noJumpPlot");
    // Navigation-1, EDU 7: 3 + 1 + 4 − 1 = 7 fails; 4 → 8 succeeds
    expect(
      ok(s, { type: "calculateJumpPlot", shipId: "raider", seat: 2 }, [3]).state.memory.ships.raider.jumpPlotted,
    ).toBeUndefined();
    let r = ok(s, { type: "calculateJumpPlot", shipId: "raider", seat: 2 }, [4]);
    expect(one(r.events, "checkRolled").check.modifiers).toEqual([
      { source: "skill", value: 1 },
      { source: "difficulty.easy", value: 4 },
      { source: "hastened", value: -1 },
    ]);
    expect(one(r.events, "jumpPlotted").shipId).toBe("raider");
    const broken = structuredClone(r.state);
    broken.ships.raider.systems.jDrive = 2;
    expect(refusal(broken, { type: "jump", shipId: "raider", seat: 3 })).toBe("cannotJump");
    const damaged = structuredClone(r.state);
    damaged.ships.raider.systems.jDrive = 1;
    expect(
      one(ok(damaged, { type: "jump", shipId: "raider", seat: 3 }, [2]).events, "checkRolled").check.modifiers,
    ).toContainEqual({ source: "jDriveDamaged", value: -2 });
    r = ok(r.state, { type: "jump", shipId: "raider", seat: 3 }, [3]);
    expect(one(r.events, "shipEscaped")).toEqual({ type: "shipEscaped", shipId: "raider", how: "jump" });
    expect(r.state.memory.ships.raider.status).toBe("escaped");
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "escaped", winnerSide: "B" });
  });
});

describe("sensors operator", () => {
  test("Sensor Targeting: EDU Comms against the target's jamming; +1 (+2 exceptional) for every gunner this turn", () => {
    const s = ft();
    // Comms-1, EDU 8, Advanced sensors +1: 6 + 2 = 8
    let r = ok(s, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" }, [6]);
    expect(one(r.events, "checkRolled").check.modifiers).toEqual([
      { source: "skill", value: 1 },
      { source: "sensors", value: 1 },
    ]);
    expect(one(r.events, "modifierAdded").modifier).toMatchObject({
      key: "sensorTargeting",
      value: 1,
      targetId: "trader",
      expiresRound: 1,
    });
    r = ok(s, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" }, [12]);
    expect(r.state.memory.modifiers[0].value).toBe(2);
    expect(
      ok(s, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" }, [5]).state.memory.modifiers,
    ).toEqual([]);
    const blind = ft();
    blind.ships.frigate = { ...blind.ships.frigate, systems: { ...blind.ships.frigate.systems, sensors: 2 } };
    expect(refusal(blind, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" })).toBe(
      "sensorsDisabled",
    );
    expect(
      refusal(blind, { type: "electronicWarfare", shipId: "frigate", seat: 7, mode: "jam", targetId: "trader" }),
    ).toBe("sensorsDisabled");
  });

  test("Electronic Warfare: opposed INT Comms; breaks the target's locks, and jams its communications", () => {
    const s = ft();
    s.memory.modifiers.push({
      id: "lock",
      shipId: "trader",
      key: "sensorTargeting",
      value: 2,
      targetId: "frigate",
      expiresRound: 1,
    });
    // frigate Comms-1 + Advanced +1 vs trader unmanned (−3) with Basic Civilian −2
    let r = ok(s, { type: "electronicWarfare", shipId: "frigate", seat: 7, mode: "jam", targetId: "trader" }, [7, 9]);
    expect(one(r.events, "locksBroken")).toEqual({ type: "locksBroken", shipId: "trader", byId: "frigate" });
    expect(one(r.events, "commsJammed")).toEqual({ type: "commsJammed", shipId: "trader", byId: "frigate" });
    expect(r.state.memory.modifiers.map((m) => m.key)).toEqual(["commsJammed"]);
    r = ok(
      s,
      { type: "electronicWarfare", shipId: "frigate", seat: 7, mode: "breakLocks", targetId: "trader" },
      [7, 9],
    );
    expect(ofType(r.events, "commsJammed")).toEqual([]);
    expect(r.state.memory.modifiers).toEqual([]);
    expect(
      ofType(
        ok(s, { type: "electronicWarfare", shipId: "frigate", seat: 7, mode: "jam", targetId: "trader" }, [2, 12])
          .events,
        "locksBroken",
      ),
    ).toEqual([]);
    expect(
      refusal(s, { type: "electronicWarfare", shipId: "frigate", seat: 7, mode: "fog" as never, targetId: "trader" }),
    ).toBe("invalidValue");
  });

  test("Maintain Communications: Routine Comms, DM−2 in noise; opposed by a jammer", () => {
    const s = ft();
    let r = ok(s, { type: "maintainCommunications", shipId: "frigate", seat: 7 }, [5]);
    expect(one(r.events, "commsEstablished")).toEqual({ type: "commsEstablished", shipId: "frigate", success: true });
    r = ok(s, { type: "maintainCommunications", shipId: "frigate", seat: 7, noise: true }, [5]);
    expect(r.state.memory.ships.frigate.commsEstablished).toBe(false);
    const jammed = ft();
    jammed.memory.modifiers.push({
      id: "j",
      shipId: "frigate",
      key: "commsJammed",
      value: 0,
      targetId: "trader",
      expiresRound: 2,
    });
    r = ok(jammed, { type: "maintainCommunications", shipId: "frigate", seat: 7 }, [6, 6]);
    expect(one(r.events, "opposedRolled").action).toBe("maintainCommunications");
    expect(r.state.memory.ships.frigate.commsEstablished).toBe(true);
  });

  test("Intercept Communications: Difficult Comms, then the captain's Easy Tactics for a one-time DM+4", () => {
    // (a lone trader counts as communicating only under interceptLoneShips: ruling R105, test/rules/engagement/comms.test.ts)
    const s = ft("short", { options: { interceptLoneShips: true } });
    let r = ok(s, { type: "interceptCommunications", shipId: "frigate", seat: 7, targetId: "trader" }, [8, 1 + 1]);
    expect(one(r.events, "communicationsIntercepted")).toEqual({
      type: "communicationsIntercepted",
      shipId: "frigate",
      targetId: "trader",
      advantage: true,
    });
    expect(one(r.events, "modifierAdded").modifier).toMatchObject({
      key: "intercept",
      value: 4,
      targetId: "trader",
      uses: 1,
      expiresRound: 2,
    });
    // used on the next check against that enemy
    const shot = ok(
      r.state,
      { type: "attack", shipId: "frigate", seat: 6, targetId: "trader", weaponIds: ["b1-1"] },
      [2],
    );
    expect(one(shot.events, "attackRolled").modifiers).toContainEqual({ source: "intercept", value: 4 });
    expect(shot.state.memory.modifiers).toEqual([]);
    r = ok(s, { type: "interceptCommunications", shipId: "frigate", seat: 7, targetId: "trader" }, [7]);
    expect(one(r.events, "communicationsIntercepted").advantage).toBe(false);
    r = apply(
      s,
      { type: "interceptCommunications", shipId: "frigate", seat: 7, targetId: "trader", captainSeat: 9 },
      [8, 2],
    );
    expect(one(r.events, "communicationsIntercepted").advantage).toBe(false);
  });
});

describe("captain", () => {
  test("Coordinate Crew: a pool of the Leadership Effect (at least 1) handed out as DMs", () => {
    const s = rt();
    let r = ok(s, { type: "coordinateCrew", shipId: "raider", seat: 0 }, [10]);
    expect(one(r.events, "poolGranted")).toEqual({ type: "poolGranted", shipId: "raider", points: 3 });
    expect(refusal(r.state, { type: "evasiveManeuvers", shipId: "raider", seat: 1, pool: 4 })).toBe("noPool");
    expect(refusal(r.state, { type: "evasiveManeuvers", shipId: "raider", seat: 1, pool: -1 })).toBe("noPool");
    r = ok(r.state, { type: "evasiveManeuvers", shipId: "raider", seat: 1, pool: 2 }, [5]);
    expect(one(r.events, "checkRolled").check.modifiers).toContainEqual({ source: "coordinateCrew", value: 2 });
    expect(r.state.memory.ships.raider.coordinationPool).toBe(1);
    // a failed check still gives 1 point (R69)
    expect(one(ok(s, { type: "coordinateCrew", shipId: "raider", seat: 0 }, [2]).events, "poolGranted").points).toBe(1);
  });

  test("pool points on a reaction, and on screens", () => {
    let s = rt();
    s = ok(s, { type: "endTurn", shipId: "raider" }).state;
    s.memory.ships.raider.coordinationPool = 2;
    s = ok(s, { type: "attack", shipId: "trader", seat: 3, targetId: "raider", weaponIds: ["p1-1"] }, [12, 6]).state;
    const r = ok(s, { type: "dodge", shipId: "raider", attackId: "a1", pool: 1 }, [4]);
    expect(one(r.events, "checkRolled").check.modifiers).toContainEqual({ source: "coordinateCrew", value: 1 });
  });
});

describe("damage control", () => {
  test("Repair Damaged System: EDU Mechanics; hits repaired by Effect", () => {
    const s = ft();
    s.ships.frigate = { ...s.ships.frigate, systems: { ...s.ships.frigate.systems, sensors: 2 } };
    expect(refusal(ft(), { type: "repairDamagedSystem", shipId: "frigate", seat: 8, target: "sensors" })).toBe(
      "nothingToRepair",
    );
    expect(refusal(s, { type: "repairDamagedSystem", shipId: "frigate", seat: 1, target: "sensors" })).toBe(
      "wrongPosition",
    );
    // Mechanics-2, EDU 9 (+1): 5 + 3 = 8, Effect 0: one hit
    let r = ok(s, { type: "repairDamagedSystem", shipId: "frigate", seat: 8, target: "sensors" }, [5]);
    expect(one(r.events, "repaired")).toEqual({
      type: "repaired",
      shipId: "frigate",
      target: "sensors",
      hits: 1,
      auto: false,
    });
    expect(r.state.ships.frigate.systems.sensors).toBe(1);
    r = ok(s, { type: "repairDamagedSystem", shipId: "frigate", seat: 8, target: "sensors" }, [7]);
    expect(r.state.ships.frigate.systems.sensors).toBe(0);
    r = ok(s, { type: "repairDamagedSystem", shipId: "frigate", seat: 8, target: "sensors" }, [4]);
    expect(one(r.events, "repaired").hits).toBe(0);
    const turret = ft();
    turret.ships.frigate = {
      ...turret.ships.frigate,
      mounts: turret.ships.frigate.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 1 as const } : m)),
    };
    r = ok(turret, { type: "repairDamagedSystem", shipId: "frigate", seat: 8, target: { mountId: "b1" } }, [12]);
    expect(one(r.events, "repaired").target).toBe("b1");
  });

  test("Auto-Repair with repair drones makes its own checks with DM+1", () => {
    const f = patrolFrigate();
    const s = ft(
      "short",
      {},
      { ...f, software: { ...f.software, autoRepair: 1, repairDrones: true }, systems: { ...f.systems, mDrive: 1 } },
    );
    expect(refusal(ft(), { type: "autoRepair", shipId: "frigate", target: "mDrive" })).toBe("noAutoRepair");
    let r = ok(s, { type: "autoRepair", shipId: "frigate", target: "mDrive" }, [7]);
    expect(one(r.events, "checkRolled").check.modifiers).toEqual([
      { source: "skill", value: 0 },
      { source: "autoRepair", value: 1 },
    ]);
    expect(one(r.events, "repaired")).toMatchObject({ target: "mDrive", hits: 1, auto: true });
    expect(refusal(r.state, { type: "autoRepair", shipId: "frigate", target: "mDrive" })).toBe("noAutoRepair");
    expect(refusal(s, { type: "autoRepair", shipId: "frigate", target: "bridge" })).toBe("nothingToRepair");
    r = ok(s, { type: "autoRepair", shipId: "frigate", target: "mDrive" }, [2]);
    expect(one(r.events, "repaired").hits).toBe(0);
  });

  test("a damaged power plant is mended like any system", () => {
    const s = ft();
    s.ships.frigate = { ...s.ships.frigate, systems: { ...s.ships.frigate.systems, powerPlant: 2 } };
    const r = ok(s, { type: "repairDamagedSystem", shipId: "frigate", seat: 8, target: "powerPlant" }, [12]);
    expect(r.state.ships.frigate.systems.powerPlant).toBe(0);
    expect(r.state.memory.ships.frigate.status).toBe("active");
  });
});

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
      injuries: [{ seat: 10, crewId: "mar", damage: 30, rads: 0 }],
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
      injuries: [{ seat: 10, crewId: "mar", damage: 350, rads: 0 }],
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
    expect(one(r.events, "boardersHit").injuries).toEqual([{ seat: 10, crewId: "mar", damage: 600, rads: 0 }]);
    expect(one(r.events, "reactionSpent")).toMatchObject({ reaction: "pointDefense", success: true });
    expect(r.state.memory.ships.trader.boardingDM).toBe(1);
    // maxShots stops the sequence early: one check, whatever it rolls
    const once = ok(
      crossing(),
      { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1", maxShots: 1 },
      [11, 7],
    );
    expect(ofType(once.events, "checkRolled")).toHaveLength(1);
    expect(one(once.events, "boardersHit").injuries).toEqual([{ seat: 10, crewId: "mar", damage: 350, rads: 0 }]);
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
      { seat: 10, crewId: "mar", damage: 20, rads: 0 },
      { seat: 11, damage: 21, rads: 0 },
      { seat: 12, crewId: "m2", damage: 22, rads: 0 },
    ]);
    // point defense picks one of the three at random (1d3)
    const pd = ok(s, { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1" }, [12, 3, 2, 2]);
    expect(one(pd.events, "boardersHit").injuries).toEqual([{ seat: 12, crewId: "m2", damage: 100, rads: 0 }]);
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

describe("extended actions", () => {
  test("the seat does nothing else; progress each turn; a hit may spoil the turn's work", () => {
    let s = traderTurn(rt());
    let r = ok(s, {
      type: "extendedAction",
      shipId: "trader",
      seat: 2,
      label: "patch the drive",
      skill: "engineering",
      turns: 3,
    });
    expect(one(r.events, "extendedProgress")).toMatchObject({ turnsDone: 0, turnsNeeded: 3 });
    expect(
      refusal(r.state, { type: "rangeCheck", shipId: "trader", seat: 2, targetId: "raider", choice: "same" }),
    ).toBe("busyExtended");
    expect(refusal(r.state, { type: "personalAction", shipId: "trader", seat: 2 })).toBe("busyExtended");
    expect(refusal(s, { type: "abandonExtended", shipId: "trader", seat: 2 })).toBe("noExtendedAction");
    expect(
      refusal(s, { type: "extendedAction", shipId: "trader", seat: 2, label: "x", skill: "engineering", turns: 0 }),
    ).toBe("invalidValue");
    expect(
      refusal(s, {
        type: "extendedAction",
        shipId: "trader",
        seat: 2,
        label: "x",
        skill: "juggling" as never,
        turns: 2,
      }),
    ).toBe("invalidValue");
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(one(r.events, "extendedProgress")).toMatchObject({ turnsDone: 1 });
    // round 2: the raider hits the trader for 5 − 2 = 3; the engineer (Engineering-1) needs 8+ at DM−3: 9 fails
    r = ok(r.state, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [10, 5]);
    r = ok(r.state, { type: "endTurn", shipId: "raider" }, [8, 9]);
    expect(one(r.events, "extendedSpoiled")).toMatchObject({ ruined: false });
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(one(r.events, "extendedProgress")).toMatchObject({ turnsDone: 1 });
    s = r.state;
    // abandoned at any time, even out of turn
    r = ok(s, { type: "abandonExtended", shipId: "trader", seat: 2 });
    expect(one(r.events, "extendedAbandoned").label).toBe("patch the drive");
    expect(r.state.memory.ships.trader.extended).toBeUndefined();
  });

  test("a hit on the crew location (the snapshot unchanged) may spoil the turn's work too", () => {
    // Hull gone: the hit reads the Internal column, where 7 is Crew (the crew's injuries come on their own card)
    const trader = frontierTrader();
    let s = traderTurn(rt("short", {}, raider(), { ...trader, hull: { ...trader.hull, value: 0 } }));
    s = ok(s, {
      type: "extendedAction",
      shipId: "trader",
      seat: 2,
      label: "patch the drive",
      skill: "engineering",
      turns: 3,
    }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }).state;
    s = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [10, 5]).state;
    const before = s.ships.trader;
    // location 7 (Crew), the Crew Damage roll, which crew member, their damage dice, then the engineer's check: 9 fails
    const r = ok(s, { type: "endTurn", shipId: "raider" }, [7, 6, 1, 7, 9]);
    expect(one(r.events, "damageResolved").events.map((e) => e.type)).toContain("crewHit");
    expect(r.state.ships.trader).toBe(before);
    expect(r.events.filter((e) => e.type === "damageResolved")).toHaveLength(1);
    expect(one(r.events, "extendedSpoiled")).toMatchObject({ ruined: false });
  });

  test("completed after its turns; an exceptional failure under fire ruins it", () => {
    let s = traderTurn(rt());
    s = ok(s, {
      type: "extendedAction",
      shipId: "trader",
      seat: 2,
      label: "plot",
      skill: "engineering",
      turns: 1,
    }).state;
    const r = ok(s, { type: "endTurn", shipId: "trader" });
    expect(one(r.events, "extendedCompleted").label).toBe("plot");
    s = traderTurn(rt());
    s = ok(s, {
      type: "extendedAction",
      shipId: "trader",
      seat: 2,
      label: "plot",
      skill: "engineering",
      turns: 3,
    }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }).state;
    // a 12-point hit: 12 − 2 = 10 (Double Hit, location 8); the check at DM−10 with 2 is an exceptional failure
    s = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [10, 6]).state;
    s.memory.pendingAttacks![0].shots[0].damage = 12;
    const hit = ok(s, { type: "endTurn", shipId: "raider" }, [8, 2]);
    expect(one(hit.events, "extendedSpoiled").ruined).toBe(true);
    expect(hit.state.memory.ships.trader.extended!["2"].turnsDone).toBe(0);
  });
});

describe("availableActions", () => {
  test("per seat: what may be done now, and why not", () => {
    const s = rt();
    const pilot = availableActions(s, "raider", 1);
    const get = (a: string) => pilot.find((x) => x.action === a)!;
    expect(get("evasiveManeuvers")).toEqual({ action: "evasiveManeuvers", cost: "significant", ok: true });
    expect(get("adjustSpeed")).toEqual({ action: "adjustSpeed", cost: "minor", ok: true });
    expect(get("attack")).toMatchObject({ ok: false, reason: "wrongPosition" });
    expect(get("breakPursuit")).toMatchObject({ ok: false, reason: "notInPursuit" });
    expect(get("undock")).toMatchObject({ ok: false, reason: "notDocked" });
    const nav = availableActions(s, "raider", 2);
    expect(nav.find((x) => x.action === "rangeCheck")!.ok).toBe(true);
    const eng = availableActions(s, "raider", 3);
    expect(eng.find((x) => x.action === "jump")).toMatchObject({ ok: false, reason: "noJumpPlot" });
    expect(availableActions(s, "trader", 0).every((x) => x.reason === "notYourTurn")).toBe(true);
    expect(availableActions(duel(raider(), frontierTrader()), "raider", 0)[0].reason).toBe("initiativeNotRolled");
    expect(availableActions(s, "ghost", 0)[0].reason).toBe("unknownShip");
    const fs = ft();
    expect(availableActions(fs, "frigate", 8).find((x) => x.action === "repairDamagedSystem")).toMatchObject({
      reason: "nothingToRepair",
    });
    expect(availableActions(fs, "frigate", 4).find((x) => x.action === "reload")).toMatchObject({ reason: "notSpent" });
    const blind = ft();
    blind.ships.frigate = { ...blind.ships.frigate, systems: { ...blind.ships.frigate.systems, sensors: 2 } };
    expect(availableActions(blind, "frigate", 7).find((x) => x.action === "sensorTargeting")).toMatchObject({
      reason: "sensorsDisabled",
    });
    const broken = ft();
    broken.memory.ships.frigate.jumpPlotted = true;
    broken.ships.frigate = { ...broken.ships.frigate, systems: { ...broken.ships.frigate.systems, jDrive: 2 } };
    expect(availableActions(broken, "frigate", 3).find((x) => x.action === "jump")).toMatchObject({
      reason: "cannotJump",
    });
    const over = ok(rt(), { type: "endEngagement" }).state;
    expect(availableActions(over, "raider", 1)[0].reason).toBe("engagementOver");
    const gone = rt();
    gone.memory.ships.raider.status = "destroyed";
    expect(availableActions(gone, "raider", 1)[0].reason).toBe("shipDestroyed");
  });
});

describe("availableActions agrees with canPerform", () => {
  test("Miscellaneous as a minor action: a seat with only minor actions left may still take it", () => {
    // the pilot after a significant action: the minor Miscellaneous command is accepted, so it is listed, at a minor cost
    let s = rt();
    s = ok(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [4]).state;
    const misc = () => availableActions(s, "raider", 1).find((x) => x.action === "miscellaneous");
    expect(misc()).toEqual({ action: "miscellaneous", cost: "minor", ok: true });
    expect(refusal(s, { type: "miscellaneous", shipId: "raider", seat: 1, cost: "significant" })).toBe(
      "noSignificantAction",
    );
    s = ok(s, { type: "miscellaneous", shipId: "raider", seat: 1, cost: "minor" }).state;
    // a significant action and a minor one: nothing is left
    expect(misc()).toMatchObject({ ok: false, reason: "noSignificantAction" });
    expect(refusal(s, { type: "miscellaneous", shipId: "raider", seat: 1, cost: "minor" })).toBe("noMinorAction");
  });
});

describe("availableActions: the attack of a seat's own mount", () => {
  const attackOf = (s: EngagementState, shipId: string, seat: number) =>
    availableActions(s, shipId, seat).find((x) => x.action === "attack");

  test("a gunner whose turret is disabled cannot attack at all", () => {
    const s = rt();
    s.ships.raider = {
      ...s.ships.raider,
      mounts: s.ships.raider.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 2 } : m)),
    };
    expect(attackOf(s, "raider", 4)).toMatchObject({ ok: false, reason: "mountDisabled" });
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" })).toBe("mountDisabled");
    expect(attackOf(s, "raider", 5)).toMatchObject({ ok: true });
  });

  test("a gunner who takes over a turret that already fired this turn cannot attack with it", () => {
    let s = rt();
    s = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [3]).state;
    s = ok(s, { type: "changePositions", shipId: "raider", seat: 4, position: "navigator" }).state;
    s = ok(s, { type: "changePositions", shipId: "raider", seat: 5, position: "turretGunner", mountId: "b1" }).state;
    expect(attackOf(s, "raider", 5)).toMatchObject({ ok: false, reason: "mountAlreadyFired" });
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 5, targetId: "trader" })).toBe("mountAlreadyFired");
  });

  test("an automated gunner needs a Fire Control slot left", () => {
    const f = patrolFrigate();
    const seats = f.seats.map((x, i) =>
      i === 6 ? { position: "turretGunner" as const, automated: true, mountId: "b1" } : x,
    );
    let s = ft("short", {}, { ...f, seats, software: { ...f.software, fireControl: 1 } });
    expect(attackOf(s, "frigate", 6)).toMatchObject({ ok: true });
    // the manned gunner's computer-targeting aid takes the program's only slot
    s = ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader", computerTargeting: true }, [9]).state;
    expect(attackOf(s, "frigate", 6)).toMatchObject({ ok: false, reason: "noFireControl" });
    expect(refusal(s, { type: "attack", shipId: "frigate", seat: 6, targetId: "trader", weaponIds: ["b1-1"] })).toBe(
      "noFireControl",
    );
  });

  test("a gunner who mans no turret of his own may name any that can fire", () => {
    const r = raider();
    const seats = r.seats.map((x, i) => (i === 4 ? { position: "turretGunner" as const, crewId: x.crewId } : x));
    const s = rt("short", {}, { ...r, seats, mounts: r.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 3 } : m)) });
    expect(attackOf(s, "raider", 4)).toMatchObject({ ok: true });
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", mountId: "b1" })).toBe(
      "mountDisabled",
    );
    expect(canPerform(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", mountId: "b2" })).toEqual({
      ok: true,
    });
  });
});

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
