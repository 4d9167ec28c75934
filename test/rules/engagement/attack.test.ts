// Beam attacks, their itemised DMs, damage at the end of the turn, and the reactions against them.
import { describe, expect, test } from "vitest";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { WEAPON_KINDS, type ShipSnapshot, type WeaponKind } from "../../../src/rules/types";
import { weaponDamageDice } from "../../../src/rules/engagement/weapons";
import { availableReactions, canPerform } from "../../../src/rules/engagement/validation";
import { attack } from "../../../src/rules/engagement/attack";
import { makeCtx } from "../../../src/rules/engagement/context";
import { applyCommand, applyCommandInPlace } from "../../../src/rules/engagement/engine";
import type { AttackCommand } from "../../../src/rules/engagement/commands";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import { runSync, seededSource } from "../../../src/rules/dice";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { check, crewDamage, damage, location, ok, one, ofType, refusal, rigged, screens } from "./helpers";

/** Raider (acting first) against Frontier Trader at `range`. */
function fight(
  range: EngagementState["memory"]["ranges"][string] = "short",
  opts: Parameters<typeof duel>[2] = {},
  a: ShipSnapshot = raider(),
  b: ShipSnapshot = frontierTrader(),
): EngagementState {
  return ok(duel(a, b, { range, ...opts }), { type: "rollInitiative" }, [7, 9, 8]).state;
}

describe("attack", () => {
  test("every DM itemised: skill, mount damage, targeting, line up, computer targeting, pursuit, pool, intercept, evade, evasive", () => {
    const s = fight(
      "short",
      {},
      { ...raider(), software: { ...raider().software, fireControl: 1 } },
      { ...frontierTrader(), software: { ...frontierTrader().software, evade: 1 } },
    );
    s.ships.raider = {
      ...s.ships.raider,
      mounts: s.ships.raider.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 1 } : m)),
    };
    const m = s.memory;
    m.modifiers.push(
      { id: "x1", shipId: "raider", key: "sensorTargeting", value: 1, targetId: "trader", expiresRound: 1 },
      { id: "x2", shipId: "raider", key: "lineUpTheShot", value: 2, expiresRound: 1 },
      { id: "x3", shipId: "raider", key: "intercept", value: 4, targetId: "trader", expiresRound: 2, uses: 1 },
      { id: "x4", shipId: "trader", key: "evasive", value: -1, expiresRound: 2, lapsesAtTurnOf: "trader" },
    );
    m.pursuits.push({ pursuerId: "raider", targetId: "trader", turns: 3, maintainedRound: 1 });
    m.ships.raider.coordinationPool = 2;
    // one beam laser, Difficult at Short: 2D6 = 3 → 3 + 9 − 2 = 10 hits; damage 1D6 = 4
    const r = ok(
      s,
      {
        type: "attack",
        shipId: "raider",
        seat: 4,
        targetId: "trader",
        weaponIds: ["b1-1"],
        computerTargeting: true,
        pool: 2,
      },
      [3, 4],
    );
    const a = one(r.events, "attackRolled");
    expect(a.modifiers).toEqual([
      { source: "skill", value: 1 },
      { source: "mountDamaged", value: -2 },
      { source: "sensorTargeting", value: 1 },
      { source: "lineUpTheShot", value: 2 },
      { source: "computerTargeting", value: 1 },
      { source: "pursuit", value: 2 },
      { source: "coordinateCrew", value: 2 },
      { source: "intercept", value: 4 },
      { source: "evade", value: -1 },
      { source: "evasiveManeuvers", value: -1 },
    ]);
    expect(a.shots).toEqual([
      { weaponId: "b1-1", weapon: "beamLaser", dm: 7, difficulty: "difficult", dice: 3, hit: true, damage: 4 },
    ]);
    expect(a.range).toBe("short");
    expect(r.state.memory.modifiers.map((x) => x.id)).toEqual(["x1", "x2", "x4"]);
    expect(r.state.memory.ships.raider.coordinationPool).toBe(0);
    expect(r.state.memory.ships.raider.fireControlUsed).toBe(1);
    expect(ofType(r.events, "modifierUsed")).toHaveLength(1);
    expect(one(r.events, "poolSpent")).toMatchObject({ points: 2, remaining: 0 });
  });

  test("a hit's damage lands at the end of the attacker's turn, through the damage chain", () => {
    let r = ok(
      fight(),
      { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1", "b1-2"] },
      [9, 6, 10, 5],
    );
    expect(ofType(r.events, "damageResolved")).toEqual([]);
    expect(r.state.ships.trader.hull.value).toBe(6);
    expect(r.state.memory.pendingAttacks).toHaveLength(1);
    // 6 − 2 armor = 4: one Single Hit, location 8 = Hull; 5 − 2 = 3: one Single Hit, location 3 = Sensors
    r = ok(r.state, { type: "endTurn", shipId: "raider" }, [8, 3]);
    const dmg = ofType(r.events, "damageResolved");
    expect(dmg.map((d) => d.damage)).toEqual([6, 5]);
    expect(dmg[0].events.map((e) => e.type)).toEqual(["hitsDetermined", "hitLocated", "hullDamaged"]);
    expect(dmg[1].events.map((e) => e.type)).toEqual(["hitsDetermined", "hitLocated", "systemDamaged"]);
    expect(r.state.ships.trader.hull.value).toBe(5);
    expect(r.state.ships.trader.systems.sensors).toBe(1);
    expect(r.state.memory.pendingAttacks).toEqual([]);
  });

  test("attacks not yet due stay pending, in their order, around those landed", () => {
    const r = ok(
      fight(),
      { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1", "b1-2"] },
      [9, 6, 10, 5],
    );
    const landed = r.state.memory.pendingAttacks![0];
    // beam attacks of the trader, which has not had its turn yet: not due when the raider's turn ends
    const early = { ...structuredClone(landed), id: "x1", attackerId: "trader", targetId: "raider", mountId: "p1" };
    const late = { ...structuredClone(early), id: "x2" };
    r.state.memory.pendingAttacks = [early, landed, late];
    const end = ok(r.state, { type: "endTurn", shipId: "raider" }, [8, 3]);
    expect(ofType(end.events, "damageResolved").map((d) => [d.attackId, d.targetId])).toEqual([
      [landed.id, "trader"],
      [landed.id, "trader"],
    ]);
    expect(end.state.memory.pendingAttacks).toEqual([early, late]);
    expect(end.state.ships.raider.hull.value).toBe(6);
  });

  test("an attack applied without validation's findings works them out the same", () => {
    const cmd: AttackCommand = { type: "attack", shipId: "raider", seat: 4, targetId: "trader", pool: 0 };
    const validated = fight();
    const direct = fight();
    const e1: EngagementEvent[] = [];
    const e2: EngagementEvent[] = [];
    expect(applyCommandInPlace(validated, cmd, seededSource(3), e1).ok).toBe(true);
    attack(makeCtx(direct, e2, seededSource(3)), cmd);
    expect(one(e2, "attackRolled").shots.length).toBe(3);
    expect(e2).toEqual(e1);
    expect(direct).toEqual(validated);
  });

  test("a miss rolls no damage", () => {
    const r = ok(fight(), { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [8]);
    expect(one(r.events, "attackRolled").shots[0]).toMatchObject({ dice: 8, hit: false });
    expect(ofType(r.events, "reactionOffered")).toEqual([]);
  });

  test("default weapons: every weapon of the mount that can fire", () => {
    const r = ok(fight(), { type: "attack", shipId: "raider", seat: 4, targetId: "trader" }, [2, 2, 2]);
    expect(one(r.events, "attackRolled").shots.map((s) => s.weaponId)).toEqual(["b1-1", "b1-2", "b1-3"]);
    expect(r.state.memory.ships.raider.firedMounts).toEqual(["b1"]);
    expect(refusal(r.state, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" })).toBe(
      "noSignificantAction",
    );
  });

  test("pulse lasers take DM−2 on top of the range (R8), unless the setting turns it off", () => {
    let s = ok(fight(), { type: "endTurn", shipId: "raider" }).state;
    let r = ok(s, { type: "attack", shipId: "trader", seat: 3, targetId: "raider", weaponIds: ["p1-1"] }, [2]);
    expect(one(r.events, "attackRolled").shots[0].dm).toBe(1 - 2);
    s = ok(fight("short", { options: { pulseLaserPenalty: false } }), { type: "endTurn", shipId: "raider" }).state;
    r = ok(s, { type: "attack", shipId: "trader", seat: 3, targetId: "raider", weaponIds: ["p1-1"] }, [2]);
    expect(one(r.events, "attackRolled").shots[0].dm).toBe(1);
  });

  test("a sandcaster attacks at Close for 1 damage and spends a canister", () => {
    const s = ok(fight("close"), { type: "endTurn", shipId: "raider" }).state;
    const r = ok(s, { type: "attack", shipId: "trader", seat: 5, targetId: "raider", weaponIds: ["s1-1"] }, [12]);
    expect(one(r.events, "attackRolled").shots[0]).toMatchObject({ weapon: "sandcaster", hit: true, damage: 1 });
    expect(r.state.ships.trader.ammo.sand).toBe(99);
    expect(r.state.memory.ships.trader.spentWeapons).toEqual(["s1-1"]);
    const far = ok(fight("medium"), { type: "endTurn", shipId: "raider" }).state;
    expect(refusal(far, { type: "attack", shipId: "trader", seat: 5, targetId: "raider" })).toBe("cannotFireAtRange");
    expect(refusal(far, { type: "attack", shipId: "trader", seat: 5, targetId: "raider", weaponIds: ["s1-1"] })).toBe(
      "cannotFireAtRange",
    );
  });

  test("refusals: target, mount, range, sensors, ammunition", () => {
    const s = fight();
    const atk = { type: "attack" as const, shipId: "raider", seat: 4, targetId: "trader" };
    expect(refusal(s, { ...atk, targetId: "raider" })).toBe("sameSide");
    expect(refusal(s, { ...atk, targetId: "nobody" })).toBe("unknownTarget");
    expect(refusal(s, { ...atk, mountId: "b2" })).toBe("notYourMount");
    expect(refusal(s, { ...atk, weaponIds: ["zz"] })).toBe("unknownWeapon");
    expect(refusal(s, { ...atk, weaponIds: [] })).toBe("invalidValue");
    expect(refusal(s, { ...atk, computerTargeting: true })).toBe("noFireControl");
    const gone = fight();
    gone.memory.ships.trader.status = "destroyed";
    expect(refusal(gone, atk)).toBe("targetGone");
    const broken = fight();
    broken.ships.raider = {
      ...broken.ships.raider,
      mounts: broken.ships.raider.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 2 as const } : m)),
    };
    expect(refusal(broken, atk)).toBe("mountDisabled");
    const blind = fight();
    blind.ships.raider = { ...blind.ships.raider, systems: { ...blind.ships.raider.systems, sensors: 2 } };
    expect(refusal(blind, atk)).toBe("sensorsDisabled");
    const adjacent = fight("adjacent");
    adjacent.ships.raider = { ...adjacent.ships.raider, systems: { ...adjacent.ships.raider.systems, sensors: 2 } };
    expect(one(ok(adjacent, atk, [2, 2, 2]).events, "attackRolled").range).toBe("adjacent");
    const fired = fight();
    fired.memory.ships.raider.firedMounts = ["b1"];
    expect(refusal(fired, atk)).toBe("mountAlreadyFired");
    // a mount with no seat-assigned mount of the right type
    const odd = fight();
    odd.ships.raider = {
      ...odd.ships.raider,
      seats: odd.ships.raider.seats.map((x, i) => (i === 4 ? { ...x, mountId: undefined } : x)),
    };
    expect(refusal(odd, atk)).toBe("unknownMount");
    const bay = fight();
    bay.ships.raider = {
      ...bay.ships.raider,
      seats: bay.ships.raider.seats.map((x, i) => (i === 4 ? { ...x, position: "bayGunner" as const } : x)),
    };
    expect(refusal(bay, atk)).toBe("notYourMount");
  });

  test("a disabled bridge: DM−2 on every attack", () => {
    const s = fight();
    s.ships.raider = { ...s.ships.raider, systems: { ...s.ships.raider.systems, bridge: 2 } };
    const r = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [2]);
    expect(one(r.events, "attackRolled").modifiers).toContainEqual({ source: "bridgeDisabled", value: -2 });
  });

  test("the computer as gunner (Fire Control): skill 0, one weapon per program level", () => {
    const s = fight("short", {}, { ...raider(), software: { ...raider().software, fireControl: 1 } });
    s.ships.raider = {
      ...s.ships.raider,
      seats: s.ships.raider.seats.map((x, i) =>
        i === 4 ? { position: "turretGunner" as const, automated: true, mountId: "b1" } : x,
      ),
    };
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" })).toBe("noFireControl");
    const r = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [2]);
    expect(one(r.events, "attackRolled").modifiers).toEqual([{ source: "skill", value: 0 }]);
  });

  test("a seat fires its mount as the snapshot's own mounts hold it, whatever other snapshot shares its seats", () => {
    const s = fight();
    const raiderNow = s.ships.raider;
    const attackB1: AttackCommand = { type: "attack", shipId: "raider", seat: 4, targetId: "trader" };
    expect(canPerform(s, attackB1)).toEqual({ ok: true });
    const withMounts = (mounts: ShipSnapshot["mounts"]): EngagementState => ({
      ...s,
      ships: { ...s.ships, raider: { ...raiderNow, mounts } },
    });
    // the same seats, the gunner's turret gone: no mount to fire
    const without = withMounts(raiderNow.mounts.slice(1));
    expect(without.ships.raider.seats).toBe(raiderNow.seats);
    expect(refusal(without, attackB1)).toBe("unknownMount");
    // the same seats, the turret last: the seat fires it there (each die a 1: every shot misses, no damage rolled)
    const moved = withMounts([...raiderNow.mounts.slice(1), raiderNow.mounts[0]]);
    const r = runSync(
      applyCommand(moved, attackB1),
      rigged((q) => q.dice),
    );
    const rolled = one(r.events, "attackRolled");
    expect(rolled.mountId).toBe("b1");
    expect(rolled.shots.map((x) => x.weaponId)).toEqual(["b1-1", "b1-2", "b1-3"]);
    expect(canPerform(s, attackB1)).toEqual({ ok: true });
  });
});

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

describe("weaponDamageDice", () => {
  test("each beam's dice by mount type: its own row, else the other type's (R9); none for loaded weapons", () => {
    const turret: Record<WeaponKind, number> = {
      pulseLaser: 2,
      beamLaser: 1,
      particleBeam: 3,
      fusionGun: 5,
      mesonGun: 5,
      sandcaster: 0,
      missile: 0,
    };
    const bay: Record<WeaponKind, number> = { ...turret, particleBeam: 6 };
    for (const kind of WEAPON_KINDS) {
      expect(weaponDamageDice(kind, "turret"), kind).toBe(turret[kind]);
      expect(weaponDamageDice(kind, "bay"), kind).toBe(bay[kind]);
    }
    expect(weaponDamageDice("constructor" as WeaponKind, "turret")).toBe(0);
  });
});
