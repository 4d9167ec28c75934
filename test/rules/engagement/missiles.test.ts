// Missiles: launch, flight, arrival, point defense, smart missiles' re-attacks and fuel, nuclear missiles, ECM.
import { describe, expect, test } from "vitest";
import { runSync } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { currentShipId } from "../../../src/rules/engagement/validation";
import type { EngagementState } from "../../../src/rules/engagement/state";
import type { MissileType, ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { ok, one, ofType, refusal, rigged } from "./helpers";

function frigateWith(type: MissileType, id = "frigate"): ShipSnapshot {
  const f = patrolFrigate(id);
  return {
    ...f,
    mounts: f.mounts.map((m) => ({
      ...m,
      weapons: m.weapons.map((w) => (w.kind === "missile" ? { ...w, missileType: type } : w)),
    })),
    ammo: { ...f.ammo, missiles: { standard: 0, smart: 0, nuclear: 0, [type]: 30 } },
  };
}

/** Frigate (initiative 9) against Frontier Trader (6). */
function start(
  range: EngagementState["memory"]["ranges"][string],
  a: ShipSnapshot = patrolFrigate(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range }), { type: "rollInitiative" }, [8, 5, 6]).state;
}

describe("launch", () => {
  test("a salvo from a triple rack: one launch check, three missiles, ammunition spent, racks spent", () => {
    const r = ok(start("veryLong"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]);
    expect(one(r.events, "checkRolled").check).toMatchObject({ dice: 7, effect: 0 });
    expect(one(r.events, "missileLaunched")).toEqual({
      type: "missileLaunched",
      salvoId: "s1",
      attackerId: "frigate",
      targetId: "trader",
      mountId: "m1",
      missileType: "smart",
      count: 3,
      toHit: 8,
      launchEffect: 0,
      impactRound: 3,
    });
    expect(r.state.ships.frigate.ammo.missiles.smart).toBe(117);
    expect(r.state.memory.ships.frigate.spentWeapons).toEqual(["m1-1", "m1-2", "m1-3"]);
    expect(r.state.memory.salvos[0]).toMatchObject({ count: 3, launchedRound: 1, impactRound: 3, fuelEndsRound: 5 });
  });

  test("the launch Effect sets the to-hit number of standard missiles", () => {
    const r = ok(
      start("short", frigateWith("standard")),
      { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" },
      [12],
    );
    expect(one(r.events, "missileLaunched")).toMatchObject({ toHit: 7, launchEffect: 5, impactRound: 2 });
    const low = ok(
      start("short", frigateWith("standard")),
      { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" },
      [2],
    );
    expect(one(low.events, "missileLaunched")).toMatchObject({ toHit: 10, launchEffect: -5 });
  });

  test("no launch at Adjacent or Close, nor without missiles; a spent rack needs a Reload", () => {
    expect(refusal(start("close"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" })).toBe(
      "cannotFireAtRange",
    );
    expect(
      refusal(start("adjacent"), {
        type: "attack",
        shipId: "frigate",
        seat: 4,
        targetId: "trader",
        weaponIds: ["m1-1"],
      }),
    ).toBe("cannotFireAtRange");
    const dry = start("short");
    dry.ships.frigate = {
      ...dry.ships.frigate,
      ammo: { ...dry.ships.frigate.ammo, missiles: { standard: 0, smart: 2, nuclear: 0 } },
    };
    expect(
      refusal(dry, {
        type: "attack",
        shipId: "frigate",
        seat: 4,
        targetId: "trader",
        weaponIds: ["m1-1", "m1-2", "m1-3"],
      }),
    ).toBe("noAmmunition");
    // two missiles left: two racks fire
    expect(
      one(ok(dry, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).events, "missileLaunched")
        .count,
    ).toBe(2);
    const empty0 = structuredClone(dry);
    empty0.ships.frigate.ammo.missiles.smart = 0;
    expect(refusal(empty0, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" })).toBe("noAmmunition");
    let s = ok(start("short"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }, [2, 2, 2]).state;
    s = ok(s, { type: "resolveMissiles" }).state;
    expect(refusal(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" })).toBe("weaponSpent");
    expect(refusal(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader", weaponIds: ["m1-1"] })).toBe(
      "weaponSpent",
    );
    expect(refusal(s, { type: "reload", shipId: "frigate", seat: 4, weaponId: "b1-1" })).toBe("notSpent");
    expect(refusal(s, { type: "reload", shipId: "frigate", seat: 4, weaponId: "nope" })).toBe("unknownWeapon");
    const r = ok(s, { type: "reload", shipId: "frigate", seat: 4, weaponId: "m1-1" });
    expect(one(r.events, "reloaded").weaponId).toBe("m1-1");
    expect(r.state.memory.ships.frigate.spentWeapons).toEqual(["m1-2", "m1-3"]);
    const empty = structuredClone(s);
    empty.ships.frigate.ammo.missiles.smart = 0;
    expect(refusal(empty, { type: "reload", shipId: "frigate", seat: 4, weaponId: "m1-1" })).toBe("noAmmunition");
  });

  test("with magazine reloading (setting) racks fire every round", () => {
    let s = ok(
      duel(patrolFrigate(), frontierTrader(), { range: "short", options: { reloading: "magazine" } }),
      { type: "rollInitiative" },
      [8, 5, 6],
    ).state;
    s = ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    expect(s.memory.ships.frigate.spentWeapons).toBeUndefined();
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }, [2, 2, 2]).state;
    s = ok(s, { type: "resolveMissiles" }).state;
    expect(
      ofType(ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).events, "missileLaunched"),
    ).toHaveLength(1);
  });
});

describe("arrival", () => {
  test("a salvo launched at Very Long arrives two turns later; point defense offered, repeated at −1 until a miss", () => {
    let s = ok(start("veryLong"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    let r = ok(s, { type: "endTurn", shipId: "trader" });
    expect(ofType(r.events, "missileArrived")).toEqual([]);
    r = ok(r.state, { type: "endTurn", shipId: "frigate" });
    // round 3: three missiles roll to hit 8+: 9 (damage 5), 4 (miss), 10 (damage 6)
    r = ok(r.state, { type: "endTurn", shipId: "trader" }, [9, 5, 4, 10, 6]);
    expect(one(r.events, "missileArrived")).toMatchObject({ salvoId: "s1", targetId: "trader", count: 3, toHit: 8 });
    expect(one(r.events, "attackRolled").shots.map((x) => [x.dice, x.hit, x.damage])).toEqual([
      [9, true, 5],
      [4, false, undefined],
      [10, true, 6],
    ]);
    expect(one(r.events, "reactionOffered").reactions).toEqual(["dodge", "pointDefense"]);
    expect(r.state.memory.missilePhase).toBe(true);
    expect(currentShipId(r.state)).toBeUndefined();
    expect(refusal(r.state, { type: "endTurn", shipId: "frigate" })).toBe("missilesIncoming");
    // gunner 3 (Turret Weapons-1): 8 + 1 = 9 destroys one; 8 + 1 − 1 = 8 destroys the other hitting missile; none left to shoot
    r = ok(r.state, { type: "pointDefense", shipId: "trader", seat: 3, attackId: "a2" }, [8, 8]);
    expect(ofType(r.events, "checkRolled").map((c) => c.check.modifiers)).toEqual([
      [{ source: "skill", value: 1 }],
      [
        { source: "skill", value: 1 },
        { source: "repeat", value: -1 },
      ],
    ]);
    expect(one(r.events, "missileDestroyed")).toEqual({
      type: "missileDestroyed",
      salvoId: "s1",
      count: 2,
      by: "pointDefense",
    });
    expect(r.state.memory.salvos[0].count).toBe(1);
    // the missed smart missile attacks again next round
    r = ok(r.state, { type: "resolveMissiles" });
    expect(ofType(r.events, "missileHit")).toEqual([]);
    expect(one(r.events, "missileMissed")).toMatchObject({ count: 1, attacksAgainRound: 4 });
    expect(one(r.events, "turnStarted").shipId).toBe("frigate");
    expect(r.state.memory.salvos[0]).toMatchObject({ count: 1, impactRound: 4 });
    expect(refusal(r.state, { type: "resolveMissiles" })).toBe("nothingToResolve");
  });

  test("point defense stops at its first miss; the hits land one missile at a time (R17)", () => {
    let s = ok(start("short"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    let r = ok(s, { type: "endTurn", shipId: "trader" }, [9, 5, 11, 6, 2]);
    r = ok(r.state, { type: "pointDefense", shipId: "trader", seat: 3, attackId: "a2" }, [3]);
    expect(ofType(r.events, "missileDestroyed")).toEqual([]);
    expect(one(r.events, "reactionSpent")).toMatchObject({ reaction: "pointDefense", success: false });
    // each hit: 5 − 2 = 3 → Single Hit (location 8: Hull), 6 − 2 = 4 → Single Hit (location 6: Hull)
    r = ok(r.state, { type: "resolveMissiles" }, [8, 6]);
    expect(ofType(r.events, "missileHit").map((h) => h.damage)).toEqual([5, 6]);
    expect(ofType(r.events, "damageResolved")).toHaveLength(2);
    expect(r.state.ships.trader.hull.value).toBe(4);
  });

  test("point defense with a shot limit, and refusals", () => {
    let s = ok(start("short"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }, [9, 5, 11, 6, 12, 1]).state;
    expect(refusal(s, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a2" })).toBe("wrongAttackKind");
    expect(refusal(s, { type: "pointDefense", shipId: "trader", seat: 5, attackId: "a2" })).toBe("noSuitableWeapon");
    const r = ok(s, { type: "pointDefense", shipId: "trader", seat: 3, attackId: "a2", maxShots: 1 }, [12]);
    expect(one(r.events, "missileDestroyed").count).toBe(1);
  });

  test("a dodge puts DM−2 on every missile's to-hit roll", () => {
    let s = ok(start("short"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }, [9, 5, 10, 6, 8, 3]).state;
    const r = ok(s, { type: "dodge", shipId: "trader", attackId: "a2" }, [8]);
    expect(one(r.events, "attackModified").shots.map((x) => x.hit)).toEqual([false, true, false]);
  });

  test("smart missiles keep attacking until their fuel runs out (R16)", () => {
    let s = ok(start("short"), { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
    const dice = rigged((req) => (req.purpose === "missileToHit" ? 2 : req.dice * 3));
    const all: string[] = [];
    for (let i = 0; i < 40 && s.memory.round <= 6; i++) {
      const id = currentShipId(s);
      const cmd = s.memory.missilePhase
        ? ({ type: "resolveMissiles" } as const)
        : ({ type: "endTurn", shipId: id! } as const);
      const r = runSync(applyCommand(s, cmd), dice);
      for (const e of r.events)
        if (e.type === "missileArrived" || e.type === "missileMissed" || e.type === "salvoExpired")
          all.push(`${s.memory.round}:${e.type}`);
      s = r.state;
    }
    expect(all).toEqual([
      "1:missileArrived",
      "2:missileMissed",
      "2:missileArrived",
      "3:missileMissed",
      "3:missileArrived",
      "4:missileMissed",
      "4:missileArrived",
      "5:missileMissed",
      "5:salvoExpired",
    ]);
    expect(s.memory.salvos).toEqual([]);
  });

  test("standard missiles that miss are gone", () => {
    let s = ok(
      start("short", frigateWith("standard")),
      { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" },
      [7],
    ).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }, [2, 2, 2]).state;
    const r = ok(s, { type: "resolveMissiles" });
    expect(one(r.events, "missileMissed")).toEqual({
      type: "missileMissed",
      salvoId: "s1",
      targetId: "trader",
      count: 3,
    });
    expect(one(r.events, "salvoExpired").reason).toBe("spent");
  });

  test("nuclear missiles: a radiation hit, removed by a triggered nuclear damper", () => {
    const shielded: ShipSnapshot = {
      ...frontierTrader(),
      screens: { nuclearDamper: 1, mesonScreen: 0 },
      crew: frontierTrader().crew.map((c) => (c.id === "g1" ? { ...c, skills: { ...c.skills, screens: 0 } } : c)),
    };
    let s = ok(
      start("short", frigateWith("nuclear"), shielded),
      { type: "attack", shipId: "frigate", seat: 4, targetId: "trader", weaponIds: ["m1-1"] },
      [12],
    ).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    // to-hit 7+: 9 hits, 2D6 damage 10
    let r = ok(s, { type: "endTurn", shipId: "trader" }, [9, 10]);
    expect(one(r.events, "reactionOffered").reactions).toEqual(["dodge", "pointDefense", "triggerScreens"]);
    r = ok(r.state, { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a2" }, [4]);
    expect(one(r.events, "attackModified").shots[0].reduction).toBe(4);
    // 10 − 4 = 6 − 2 armor = 4: Single Hit, location 8
    r = ok(r.state, { type: "resolveMissiles" }, [8]);
    expect(one(r.events, "damageResolved").events.find((e) => e.type === "radiationHit")).toMatchObject({
      blocked: true,
    });
    // without the damper, the radiation hit lands (2D6 − armor on the Radiation column)
    s = ok(
      start("short", frigateWith("nuclear")),
      { type: "attack", shipId: "frigate", seat: 4, targetId: "trader", weaponIds: ["m1-1"] },
      [12],
    ).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    r = ok(s, { type: "endTurn", shipId: "trader" }, [9, 4]);
    r = ok(r.state, { type: "resolveMissiles" }, [8, 5]);
    expect(one(r.events, "damageResolved").events.find((e) => e.type === "radiationHit")).toMatchObject({
      blocked: false,
      dm: -2,
    });
  });
});

describe("electronic warfare against smart missiles", () => {
  test("Difficult Comms, one missile per success, cumulative −1, until a failure", () => {
    let s = ok(
      duel(patrolFrigate("f1"), patrolFrigate("f2"), { range: "short" }),
      { type: "rollInitiative" },
      [9, 5, 4, 5],
    ).state;
    expect(currentShipId(s)).toBe("f1");
    s = ok(s, { type: "attack", shipId: "f1", seat: 4, targetId: "f2" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    expect(refusal(s, { type: "electronicWarfare", shipId: "f2", seat: 7, mode: "smartMissiles", salvoId: "zz" })).toBe(
      "unknownSalvo",
    );
    // sensors operator Comms-1, INT 8, Advanced sensors +1, Difficult −2: 9 → 9 ok; 9 − 1 → 8 ok; 8 − 2 → 6 fails
    const r = ok(s, { type: "electronicWarfare", shipId: "f2", seat: 7, mode: "smartMissiles" }, [9, 9, 8]);
    expect(ofType(r.events, "missileDestroyed").map((e) => e.by)).toEqual(["electronicWarfare", "electronicWarfare"]);
    expect(r.state.memory.salvos[0].count).toBe(1);
    const none = ok(
      duel(patrolFrigate("f1"), patrolFrigate("f2"), { range: "short" }),
      { type: "rollInitiative" },
      [9, 5, 4, 5],
    ).state;
    expect(refusal(none, { type: "electronicWarfare", shipId: "f1", seat: 7, mode: "smartMissiles" })).toBe(
      "noSmartMissiles",
    );
  });

  test("the whole salvo jammed is gone", () => {
    let s = ok(
      duel(patrolFrigate("f1"), patrolFrigate("f2"), { range: "short" }),
      { type: "rollInitiative" },
      [9, 5, 4, 5],
    ).state;
    s = ok(s, { type: "attack", shipId: "f1", seat: 4, targetId: "f2", weaponIds: ["m1-1"] }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    const r = ok(s, { type: "electronicWarfare", shipId: "f2", seat: 7, mode: "smartMissiles", maxChecks: 3 }, [12]);
    expect(one(r.events, "salvoExpired")).toMatchObject({ salvoId: "s1", reason: "spent" });
    expect(r.state.memory.salvos).toEqual([]);
  });
});
