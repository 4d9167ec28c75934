// Minor actions and the pilot's actions of the Action Summary: success, failure and exceptional branches.
import { describe, expect, test } from "vitest";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok, one, ofType, refusal } from "./helpers";
import { rt, traderTurn } from "./actions-setup";

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

  test("a pursuer that delays all round takes no Pursuit action in it: the pursuit ends as the round does (R84)", () => {
    // the raider (first) pursues from round 1; in round 2 it delays, and never steps in
    const s = rt();
    s.memory.round = 2;
    s.memory.pursuits.push({ pursuerId: "raider", targetId: "trader", turns: 2, maintainedRound: 1 });
    let r = ok(s, { type: "delay", shipId: "raider" });
    expect(ofType(r.events, "pursuitBroken")).toEqual([]);
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(r.state.memory.pursuits).toHaveLength(1);
    r = ok(r.state, { type: "endRound" });
    expect(one(r.events, "pursuitBroken")).toEqual({
      type: "pursuitBroken",
      pursuerId: "raider",
      targetId: "trader",
      reason: "notMaintained",
    });
    expect(r.state.memory.pursuits).toEqual([]);
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
