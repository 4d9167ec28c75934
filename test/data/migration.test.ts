import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../src/data/actor/ship";
import { CrewData } from "../../src/data/actor/crew";
import { WeaponData } from "../../src/data/item/weapon";
import {
  migrateCrewSource,
  migrateEngagementSource,
  ENGAGEMENT_SCHEMA_VERSION,
  migrateShipSource,
  migrateWeaponSource,
  SCHEMA_VERSION,
  weaponKindFromLegacy,
} from "../../src/data/migration";
import { bootSystem, errors } from "../harness";

beforeAll(bootSystem);

const oldShip = () => ({
  displacement: 200,
  hull: 4,
  structure: 3,
  armor: 2,
  fuel: 40,
  turrets: [{ id: "t1", type: "turret", size: "triple", damage: 1 }],
});

describe("source migrations", () => {
  it("ship v0: flat pools become {value, max}, displacement → tons, turrets → mounts", () => {
    const s = migrateShipSource(oldShip());
    expect(s).toEqual({
      tons: 200,
      hull: { value: 4, max: 4 },
      structure: { value: 3, max: 3 },
      armor: { value: 2, max: 2 },
      fuel: { value: 40, max: 40 },
      mounts: [{ id: "t1", type: "turret", size: "triple", damage: 1 }],
      schemaVersion: SCHEMA_VERSION,
    });
  });

  it.each([
    ["ship", migrateShipSource, oldShip],
    [
      "crew",
      migrateCrewSource,
      () => ({ characteristics: { STR: 9, dex: 8 }, radiation: 40, skills: { pilot: 2, gunnery: 1 } }),
    ],
    ["weapon", migrateWeaponSource, () => ({ weaponType: "Beam Laser", formula: "1d6" })],
    ["engagement", migrateEngagementSource, () => ({ ranges: [{ a: "b", b: "a", band: "short" }] })],
  ])("%s: migrating twice equals migrating once", (_n, migrate, make) => {
    const once = migrate(make() as Record<string, unknown>);
    const twice = migrate(migrate(make() as Record<string, unknown>));
    expect(twice).toEqual(once);
  });

  it("crew v0: upper-case characteristics, radiation, old skill names", () => {
    expect(
      migrateCrewSource({ characteristics: { STR: 9, dex: 8 }, radiation: 40, skills: { pilot: 2, gunnery: 1 } }),
    ).toEqual({
      characteristics: { str: 9, dex: 8 },
      rads: 40,
      skills: { piloting: 2, turretWeapons: 1 },
      schemaVersion: SCHEMA_VERSION,
    });
  });

  it("weapon v0: weaponType → kind (display names mapped), formula → damage", () => {
    expect(migrateWeaponSource({ weaponType: "Beam Laser", formula: "1d6" })).toEqual({
      kind: "beamLaser",
      damage: "1d6",
      schemaVersion: SCHEMA_VERSION,
    });
    expect(weaponKindFromLegacy("missile rack")).toBe("missile");
    expect(weaponKindFromLegacy("PULSE_LASER")).toBe("pulseLaser");
    expect(weaponKindFromLegacy("phaser")).toBe("phaser");
  });

  it("a kind already set wins over a stale weaponType", () => {
    expect(migrateWeaponSource({ kind: "fusionGun", weaponType: "pulse laser" })).toMatchObject({ kind: "fusionGun" });
  });

  it("engagement v0: ranges array → keyed by pairKey", () => {
    expect(migrateEngagementSource({ ranges: [{ a: "b", b: "a", band: "short" }] }).ranges).toEqual({ "a|b": "short" });
  });

  it('engagement v1: a stored engagement without a turn pointer is marked "" (its turn is still the Combat\'s stored index)', () => {
    expect(migrateEngagementSource({ schemaVersion: 1, order: ["a", "b"] })).toMatchObject({
      turnShipId: "",
      schemaVersion: ENGAGEMENT_SCHEMA_VERSION,
    });
    // a pointer already stored, update changes (no schemaVersion) and new sources are left alone
    expect(migrateEngagementSource({ schemaVersion: 1, turnShipId: "a" }).turnShipId).toBe("a");
    expect(migrateEngagementSource({ order: ["a"] })).not.toHaveProperty("turnShipId");
    expect(migrateEngagementSource({ schemaVersion: 2 })).not.toHaveProperty("turnShipId");
  });

  it("a bare number (or a string of digits) outside v0 data is the pool's value alone; other strings are left to be refused", () => {
    expect(migrateShipSource({ hull: 0, fuel: "12" })).toEqual({
      hull: { value: 0 },
      fuel: { value: 12 },
      schemaVersion: SCHEMA_VERSION,
    });
    expect(migrateShipSource({ displacement: 100, cargo: " 7 " })).toMatchObject({
      tons: 100,
      cargo: { value: 7, max: 7 },
    });
    for (const hull of ["1.5", "-3", "twelve", "", true, [4]]) expect(migrateShipSource({ hull }).hull).toEqual(hull);
  });

  it("leaves current data alone (partial update data too)", () => {
    const current = { hull: { value: 3 } };
    expect(migrateShipSource({ ...current })).toEqual({ ...current, schemaVersion: SCHEMA_VERSION });
  });
});

describe("migration through the documents (migrateData on construction and update)", () => {
  it("an old-shaped ship source loads as the current shape", async () => {
    const a = await Actor.create({ name: "Old", type: "ship", system: oldShip() } as unknown as Actor.CreateData);
    expect(a, errors().join()).toBeTruthy();
    const s = a!.system as ShipData;
    expect(s.tons).toBe(200);
    expect(s.hull).toEqual({ value: 4, max: 4 });
    expect(s.structure).toEqual({ value: 3, max: 3 });
    expect(s.mounts[0]).toMatchObject({ id: "t1", size: "triple", damage: 1 });
    expect(a!.toObject().system).not.toHaveProperty("displacement");
    expect(s.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it("a bare number in an update is the pool's new value: its max is kept, never wiped", async () => {
    const a = await Actor.create({
      name: "Old",
      type: "ship",
      system: { tons: 400, armor: { value: 4, max: 4 } },
    } as Actor.CreateData);
    await a!.update({ system: { armor: 3 } } as unknown as Actor.UpdateData);
    expect((a!.system as ShipData).armor).toEqual({ value: 3, max: 4 });
    await a!.update({ system: { hull: 0 } } as unknown as Actor.UpdateData);
    expect((a!.system as ShipData).hull).toEqual({ value: 0, max: 8 });
    await a!.update({ system: { hull: "5" } } as unknown as Actor.UpdateData);
    expect((a!.system as ShipData).hull).toEqual({ value: 5, max: 8 });
    // above the max it keeps: refused, the ship unchanged
    expect(await a!.update({ system: { armor: 9 } } as unknown as Actor.UpdateData)).toBeUndefined();
    expect(errors().join()).toContain("Armor 9 is above its maximum of 4");
    expect((a!.system as ShipData).armor).toEqual({ value: 3, max: 4 });
  });

  it("an update in the v0 shape (it names the tonnage displacement) gets full pools, as v0 data does", async () => {
    const a = await Actor.create({ name: "Old", type: "ship", system: { tons: 400 } } as Actor.CreateData);
    await a!.update({ system: { displacement: 300, hull: 6 } } as unknown as Actor.UpdateData);
    expect((a!.system as ShipData).tons).toBe(300);
    expect((a!.system as ShipData).hull).toEqual({ value: 6, max: 6 });
  });

  it("an old crew and an old weapon load", async () => {
    const c = await Actor.create({
      name: "Old",
      type: "crew",
      system: { characteristics: { DEX: 11 }, skills: { pilot: 3 } },
    } as unknown as Actor.CreateData);
    expect((c!.system as CrewData).characteristics.dex).toBe(11);
    expect((c!.system as CrewData).skills.piloting).toBe(3);
    const w = await Item.create({
      name: "Old",
      type: "weapon",
      system: { weaponType: "Particle Beam" },
    } as unknown as Item.CreateData);
    expect((w!.system as WeaponData).kind).toBe("particleBeam");
  });

  it("an old weapon of an unknown kind is refused, not silently changed", async () => {
    const w = await Item.create({
      name: "Old",
      type: "weapon",
      system: { weaponType: "Phaser" },
    } as unknown as Item.CreateData);
    expect(w).toBeUndefined();
    expect(errors().join()).toContain('"Phaser"');
  });
});
