// The reactions against a beam attack: Dodge, Fire Sand, their refusals and timing, and Trigger Screens.
import { describe, expect, test } from "vitest";
import type { ShipSnapshot } from "../../../src/rules/types";
import { availableReactions } from "../../../src/rules/engagement/validation";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { check, crewDamage, damage, location, ok, one, ofType, refusal, screens } from "./helpers";
import { fight } from "./attack-setup";

describe("reactions", () => {
  const hit = () =>
    ok(
      fight(),
      { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1", "b1-2"] },
      [9, 6, 12, 5],
    );

  test("the target is offered its reactions after the roll (R20)", () => {
    const r = hit();
    expect(one(r.events, "reactionOffered")).toEqual({
      type: "reactionOffered",
      attackId: "a1",
      shipId: "trader",
      reactions: ["dodge", "fireSand"],
      remaining: 2,
    });
    expect(availableReactions(r.state, "a1")).toEqual(["dodge", "fireSand"]);
    expect(availableReactions(r.state, "zz")).toEqual([]);
  });

  test("Dodge: Piloting; success puts DM−2 on the attack (a hit can become a miss)", () => {
    // trader pilot Piloting-1, DEX 7: 7 + 1 = 8 succeeds. Shot 1 had 9 − 1 = 8 (hit) → 6: miss; shot 2: 12 − 1 − 2 = 9 hit.
    let r = ok(hit().state, { type: "dodge", shipId: "trader", attackId: "a1" }, [7]);
    expect(one(r.events, "reactionSpent")).toMatchObject({
      shipId: "trader",
      reaction: "dodge",
      seat: 0,
      success: true,
      remaining: 1,
    });
    const mod = one(r.events, "attackModified");
    expect(mod.shots.map((s) => [s.hit, s.damage])).toEqual([
      [false, undefined],
      [true, 5],
    ]);
    expect(refusal(r.state, { type: "dodge", shipId: "trader", attackId: "a1" })).toBe("alreadyReacted");
    r = ok(r.state, { type: "endTurn", shipId: "raider" }, [8]);
    expect(ofType(r.events, "damageResolved").map((d) => d.damage)).toEqual([5]);
  });

  test("a failed dodge changes nothing but costs the reaction", () => {
    const r = ok(hit().state, { type: "dodge", shipId: "trader", attackId: "a1" }, [6]);
    expect(one(r.events, "reactionSpent").success).toBe(false);
    expect(ofType(r.events, "attackModified")).toEqual([]);
    expect(r.state.memory.ships.trader.reactionsSpent).toBe(1);
  });

  test("Fire Sand: Average Turret Weapons (R10); each beam's damage −1D6; a canister spent; the sandcaster spent", () => {
    // gunner 3 (Turret Weapons-1) rolls 7 → success; sand 1D6 per hitting beam: 4, 2
    let r = ok(hit().state, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" }, [7, 4, 2]);
    expect(one(r.events, "attackModified").shots.map((s) => s.reduction)).toEqual([4, 2]);
    expect(r.state.ships.trader.ammo.sand).toBe(99);
    expect(r.state.memory.ships.trader.spentWeapons).toEqual(["s1-1"]);
    // 6 − 4 = 2 and 5 − 2 = 3, both stopped by armor 2 except 3 → 1 net: one Single Hit
    r = ok(r.state, { type: "endTurn", shipId: "raider" }, [8]);
    expect(ofType(r.events, "damageResolved").map((d) => d.damage)).toEqual([2, 3]);
    expect(r.state.ships.trader.hull.value).toBe(5);
  });

  test("a failed Fire Sand still spends the canister", () => {
    const r = ok(hit().state, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" }, [3]);
    expect(ofType(r.events, "attackModified")).toEqual([]);
    expect(r.state.ships.trader.ammo.sand).toBe(99);
  });

  test("reactions are refused when none is left, and come back next round", () => {
    let s = hit().state;
    s = ok(s, { type: "dodge", shipId: "trader", attackId: "a1" }, [2]).state;
    s = ok(s, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" }, [2]).state;
    expect(refusal(s, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1", mountId: "s1" })).toBe(
      "noReactions",
    );
    expect(availableReactions(s, "a1")).toEqual([]);
    s = ok(s, { type: "endTurn", shipId: "raider" }, [8, 8]).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }).state;
    expect(s.memory.ships.trader.reactionsSpent).toBe(0);
  });

  test("reaction refusals", () => {
    const s = hit().state;
    expect(refusal(s, { type: "dodge", shipId: "raider", attackId: "a1" })).toBe("notTargeted");
    expect(refusal(s, { type: "dodge", shipId: "trader", attackId: "nope" })).toBe("unknownAttack");
    expect(refusal(s, { type: "dodge", shipId: "trader", attackId: "a1", seat: 3 })).toBe("wrongPosition");
    expect(refusal(s, { type: "dodge", shipId: "trader", attackId: "a1", seat: 42 })).toBe("unknownSeat");
    expect(refusal(s, { type: "dodge", shipId: "trader", attackId: "a1", pool: 1 })).toBe("noPool");
    expect(refusal(s, { type: "dodge", shipId: "ghost", attackId: "a1" })).toBe("unknownShip");
    expect(refusal(s, { type: "fireSand", shipId: "trader", seat: 3, attackId: "a1" })).toBe("noSuitableWeapon");
    expect(refusal(s, { type: "fireSand", shipId: "trader", seat: 0, attackId: "a1" })).toBe("wrongPosition");
    expect(refusal(s, { type: "fireSand", shipId: "trader", seat: 42, attackId: "a1" })).toBe("unknownSeat");
    expect(refusal(s, { type: "fireSand", shipId: "trader", seat: 5, mountId: "p1", attackId: "a1" })).toBe(
      "notYourMount",
    );
    expect(refusal(s, { type: "pointDefense", shipId: "trader", seat: 3, attackId: "a1" })).toBe("wrongAttackKind");
    expect(refusal(s, { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1" })).toBe("wrongAttackKind");
    const noSand = hit().state;
    noSand.ships.trader = { ...noSand.ships.trader, ammo: { ...noSand.ships.trader.ammo, sand: 0 } };
    expect(refusal(noSand, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" })).toBe("noAmmunition");
    const spent = hit().state;
    spent.memory.ships.trader.spentWeapons = ["s1-1", "s1-2", "s1-3"];
    expect(refusal(spent, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" })).toBe("weaponSpent");
    const broken = hit().state;
    broken.ships.trader = {
      ...broken.ships.trader,
      mounts: broken.ships.trader.mounts.map((m) => (m.id === "s1" ? { ...m, damage: 2 as const } : m)),
    };
    expect(refusal(broken, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" })).toBe("mountDisabled");
    const noMount = hit().state;
    noMount.ships.trader = {
      ...noMount.ships.trader,
      seats: noMount.ships.trader.seats.map((x, i) => (i === 5 ? { ...x, mountId: undefined } : x)),
    };
    expect(refusal(noMount, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" })).toBe("unknownMount");
    const bridge = hit().state;
    bridge.ships.trader = { ...bridge.ships.trader, systems: { ...bridge.ships.trader.systems, bridge: 2 } };
    expect(refusal(bridge, { type: "dodge", shipId: "trader", attackId: "a1" })).toBe("bridgeDisabled");
  });

  test("reactions declared before the roll (R20 setting): the roll waits for the end of the turn", () => {
    let r = ok(fight("short", { options: { reactionTiming: "before" } }), {
      type: "attack",
      shipId: "raider",
      seat: 4,
      targetId: "trader",
      weaponIds: ["b1-1"],
    });
    expect(one(r.events, "attackRolled")).toMatchObject({ rolled: false, shots: [{ weaponId: "b1-1", dm: -1 }] });
    expect(one(r.events, "reactionOffered").reactions).toEqual(["dodge", "fireSand"]);
    r = ok(r.state, { type: "dodge", shipId: "trader", attackId: "a1" }, [8]);
    // sand before the roll: 1D6 for every beam
    r = ok(r.state, { type: "fireSand", shipId: "trader", seat: 5, attackId: "a1" }, [8, 1]);
    // the attack: 12 − 1 − 2 = 9 hits; damage 6 − 1 sand = 5 − 2 armor = 3: location 8
    r = ok(r.state, { type: "endTurn", shipId: "raider" }, [12, 6, 8]);
    const rolled = ofType(r.events, "attackRolled");
    expect(rolled).toHaveLength(1);
    expect(rolled[0]).toMatchObject({
      rolled: true,
      shots: [{ dice: 12, dm: -3, hit: true, damage: 6, reduction: 1 }],
    });
    expect(one(r.events, "damageResolved").damage).toBe(5);
  });
});

describe("screens", () => {
  function fusionBayShip(): ShipSnapshot {
    const f = patrolFrigate("gunboat");
    return {
      ...f,
      mounts: [...f.mounts, { id: "bay1", type: "bay", damage: 0, weapons: [{ id: "fg", kind: "fusionGun" }] }],
      seats: [...f.seats, { position: "bayGunner", crewId: "g3", mountId: "bay1" }],
    };
  }
  function shielded(kind: "nuclearDamper" | "mesonScreen"): ShipSnapshot {
    const t = frontierTrader();
    return {
      ...t,
      screens: { ...t.screens, [kind]: 1 },
      crew: t.crew.map((c) => (c.id === "g1" ? { ...c, skills: { ...c.skills, screens: 1 } } : c)),
    };
  }

  test("Trigger Screens: 2D6 + Screens skill off each hit; a nuclear damper against a fusion gun", () => {
    let s = ok(
      duel(fusionBayShip(), shielded("nuclearDamper"), { range: "medium" }),
      { type: "rollInitiative" },
      [9, 8, 8],
    ).state;
    expect(s.memory.order[0]).toBe("gunboat");
    // fusion gun Average at Medium; gunner g3 Bay Weapons unskilled −3, DEX 9 +1: 11 − 2 = 9 hits; damage 5D6 = 20
    let r = ok(s, { type: "attack", shipId: "gunboat", seat: 10, targetId: "trader" }, [check(11), damage(20)]);
    expect(one(r.events, "reactionOffered").reactions).toEqual(["dodge", "fireSand", "triggerScreens"]);
    r = ok(r.state, { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1" }, [screens(7)]);
    expect(one(r.events, "attackModified").shots[0].reduction).toBe(8);
    expect(refusal(r.state, { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1" })).toBe(
      "alreadyReacted",
    );
    s = r.state;
    // 20 − 8 = 12 − armor 2 = 10: a Double Hit (location 8: Hull twice), then the fusion gun's radiation hit (2D6 − 2 = 3: lucky)
    r = ok(s, { type: "endTurn", shipId: "gunboat" }, [location(8), crewDamage(5)]);
    const d = one(r.events, "damageResolved");
    expect(d.damage).toBe(12);
    expect(d.events.map((e) => e.type)).toContain("radiationHit");
    expect(r.state.ships.trader.hull.value).toBe(4);
  });

  test("screens refused without the screen, without the skill, or from the wrong seat", () => {
    const base = (target: ShipSnapshot) =>
      ok(
        ok(duel(fusionBayShip(), target, { range: "medium" }), { type: "rollInitiative" }, [9, 8, 4]).state,
        { type: "attack", shipId: "gunboat", seat: 10, targetId: "trader" },
        [check(11), damage(20)],
      ).state;
    expect(refusal(base(frontierTrader()), { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1" })).toBe(
      "noScreens",
    );
    expect(
      refusal(base(shielded("nuclearDamper")), { type: "triggerScreens", shipId: "trader", seat: 4, attackId: "a1" }),
    ).toBe("noScreensSkill");
    expect(
      refusal(base(shielded("nuclearDamper")), { type: "triggerScreens", shipId: "trader", seat: 0, attackId: "a1" }),
    ).toBe("wrongPosition");
    expect(
      refusal(base(shielded("nuclearDamper")), { type: "triggerScreens", shipId: "trader", seat: 99, attackId: "a1" }),
    ).toBe("unknownSeat");
    expect(
      refusal(base(shielded("mesonScreen")), { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1" }),
    ).toBe("noScreens");
  });

  test("a meson screen answers a meson gun and lowers its radiation hit", () => {
    const f = patrolFrigate("gunboat");
    const meson: ShipSnapshot = {
      ...f,
      mounts: [...f.mounts, { id: "bay1", type: "bay", damage: 0, weapons: [{ id: "mg", kind: "mesonGun" }] }],
      seats: [...f.seats, { position: "bayGunner", crewId: "g3", mountId: "bay1" }],
    };
    let r = ok(duel(meson, shielded("mesonScreen"), { range: "long" }), { type: "rollInitiative" }, [9, 8, 4]);
    // meson gun Average at Long: 12 − 2 = 10 hits; 5D6 = 10
    r = ok(r.state, { type: "attack", shipId: "gunboat", seat: 10, targetId: "trader" }, [check(12), damage(10)]);
    r = ok(r.state, { type: "triggerScreens", shipId: "trader", seat: 3, attackId: "a1" }, [screens(2)]);
    // 10 − (2 + 1) = 7, armor ignored: two Single Hits on the Internal column (8, 8: Structure), radiation hit DM −2
    r = ok(r.state, { type: "endTurn", shipId: "gunboat" }, [location(8, 8), crewDamage(6)]);
    const d = one(r.events, "damageResolved");
    expect(d.damage).toBe(7);
    expect(d.events.find((e) => e.type === "radiationHit")).toMatchObject({ dm: -2, blocked: false });
    expect(r.state.ships.trader.structure.value).toBe(4);
  });
});
