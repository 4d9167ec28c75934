// Beam attacks, their itemised DMs, damage at the end of the turn, refusals, and each beam's damage dice.
import { describe, expect, test } from "vitest";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { WEAPON_KINDS, type ShipSnapshot, type WeaponKind } from "../../../src/rules/types";
import { weaponDamageDice } from "../../../src/rules/engagement/weapons";
import { availableActions, canPerform } from "../../../src/rules/engagement/validation";
import { attack } from "../../../src/rules/engagement/attack";
import { makeCtx } from "../../../src/rules/engagement/context";
import { applyCommand, applyCommandInPlace } from "../../../src/rules/engagement/engine";
import type { AttackCommand } from "../../../src/rules/engagement/commands";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import { runSync, seededSource } from "../../../src/rules/dice";
import { frontierTrader, raider } from "./fixtures";
import { ok, one, ofType, refusal, rigged } from "./helpers";
import { fight } from "./attack-setup";

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

  test("a manned gunner needs no Fire Control slot, even when the program's rating fell below what was used (R79)", () => {
    const s = fight("short", {}, { ...raider(), software: { ...raider().software, fireControl: 0 } });
    // two slots used this turn, then the program's rating went (a card applied mid-turn)
    s.memory.ships.raider.fireControlUsed = 2;
    const atk: AttackCommand = { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] };
    expect(availableActions(s, "raider", 4).find((a) => a.action === "attack")).toMatchObject({ ok: true });
    expect(canPerform(s, atk)).toEqual({ ok: true });
    expect(refusal(s, { ...atk, computerTargeting: true })).toBe("noFireControl");
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
