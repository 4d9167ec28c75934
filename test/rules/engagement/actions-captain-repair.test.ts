// The captain's Coordinate Crew pool, damage control, and extended actions (work that takes several turns):
// success, failure and exceptional branches.
import { describe, expect, test } from "vitest";
import { frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, one, refusal } from "./helpers";
import { ft, rt, traderTurn } from "./actions-setup";

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
