// The fixed-layout copies of src/rules/layouts.ts keep every member of the snapshot types. The fixtures below are
// typed with every member required, so adding a member to a type fails to compile here until the fixture has it,
// and then these tests fail until the copies carry it.
import { describe, expect, test } from "vitest";
import { copyAmmo, copyMount, copyPool, copySeat, copyShip, copySystems, uniformShip } from "../../src/rules/layouts";
import type { CrewSnapshot, MountSnapshot, Seat, ShipSnapshot, WeaponSnapshot } from "../../src/rules/types";
import { makeShip } from "./fixtures";

const weapon: Required<WeaponSnapshot> = { id: "w1", kind: "missile", missileType: "smart", name: "Missile Rack A" };
const mount: Required<MountSnapshot> = {
  id: "t1",
  type: "turret",
  name: "Dorsal",
  damage: 1,
  weapons: [weapon, { id: "w2", kind: "beamLaser" }],
};
const seat: Required<Seat> = { position: "turretGunner", crewId: "c1", npcSkill: 2, automated: true, mountId: "t1" };
const crew: Required<CrewSnapshot> = {
  id: "c1",
  name: "Gunner",
  skills: { turretWeapons: 2 },
  characteristics: { dex: 9 },
};
const armorOptions: Required<NonNullable<ShipSnapshot["armorOptions"]>> = {
  reflec: true,
  stealth: false,
  selfSealing: true,
};
// the required members come from makeShip (typed ShipSnapshot); Required<> makes every optional one explicit here
const full: Required<ShipSnapshot> = {
  ...makeShip({
    software: {
      fireControl: 2,
      autoRepair: 1,
      evade: 1,
      intellect: true,
      expertPilot: 1,
      expertEngineer: 1,
      repairDrones: true,
    },
    screens: { nuclearDamper: 1, mesonScreen: 1 },
    ammo: { missiles: { standard: 4, smart: 5, nuclear: 6 }, sand: 7 },
    systems: { sensors: 1, mDrive: 2, jDrive: 3, powerPlant: 0, bridge: 1, fuel: 2, hold: 3 },
  }),
  armorOptions,
  mounts: [mount],
  seats: [seat, { position: "pilot" }],
  crew: [crew],
  craft: [{ key: "fighter-1", ship: makeShip({ id: "fighter-1", tons: 10 }) }],
};

/** Every member path of a value, with its value for leaves. */
function paths(v: unknown, at = ""): string[] {
  if (v === null || typeof v !== "object") return [`${at}=${JSON.stringify(v)}`];
  const o = v as Record<string, unknown>;
  return Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .flatMap((k) => paths(o[k], `${at}.${k}`))
    .sort();
}

describe("fixed-layout copies", () => {
  test("copyShip keeps every member and shares the parts", () => {
    const copy = copyShip(full);
    expect(copy).not.toBe(full);
    expect(Object.keys(copy).sort()).toEqual(Object.keys(full).sort());
    for (const k of Object.keys(full) as (keyof ShipSnapshot)[]) expect(copy[k]).toBe(full[k]);
  });

  test("uniformShip copies every part and keeps every member, nested ones included", () => {
    const copy = uniformShip(full);
    expect(paths(copy)).toEqual(paths(full));
    expect(copy.hull).not.toBe(full.hull);
    expect(copy.mounts[0]).not.toBe(full.mounts[0]);
    expect(copy.mounts[0].weapons[0]).not.toBe(full.mounts[0].weapons[0]);
    expect(copy.seats[0]).not.toBe(full.seats[0]);
    expect(copy.crew[0]).not.toBe(full.crew[0]);
    expect(copy.armorOptions).not.toBe(full.armorOptions);
  });

  test("a ship without optional members stays without them (as JSON)", () => {
    const { armorOptions: _, ...bare } = full;
    const copy = uniformShip({ ...bare, seats: [{ position: "pilot" }] });
    expect(JSON.parse(JSON.stringify(copy))).toEqual(
      JSON.parse(JSON.stringify({ ...bare, seats: [{ position: "pilot" }] })),
    );
    expect("armorOptions" in JSON.parse(JSON.stringify(copy))).toBe(false);
  });

  test("the part copies keep every member and are new objects", () => {
    const parts: [object, object][] = [
      [full.hull, copyPool(full.hull)],
      [full.systems, copySystems(full.systems)],
      [mount, copyMount(mount)],
      [seat, copySeat(seat)],
      [full.ammo, copyAmmo(full.ammo)],
    ];
    for (const [from, copy] of parts) {
      expect(copy).not.toBe(from);
      expect(paths(copy)).toEqual(paths(from));
    }
    expect(copyAmmo(full.ammo).missiles).not.toBe(full.ammo.missiles);
    expect(copyAmmo(full.ammo, { standard: 1, smart: 2, nuclear: 3 }, 9)).toEqual({
      missiles: { standard: 1, smart: 2, nuclear: 3 },
      sand: 9,
    });
  });
});
