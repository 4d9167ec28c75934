// The navigator's and the sensors operator's actions of the Action Summary: success, failure and exceptional
// branches.
import { describe, expect, test } from "vitest";
import { apply, ok, one, ofType, refusal } from "./helpers";
import { ft, rt } from "./actions-setup";

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
