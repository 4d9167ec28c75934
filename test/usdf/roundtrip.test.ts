// Export → import is the identity: for the 24 SRD ships, and for generated ships of every shape the
// exporter can write.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exportShipDescription, parseShipDescription, positionsOf, weaponsOf } from "../../src/rules/usdf";
import type { UsdfMount, UsdfShip } from "../../src/rules/usdf";
import { positionOfRole } from "../../src/rules/usdf/vocabulary";
import { srdShipSections } from "./srd-sections";
import { expectValidShip } from "./valid-ship";

const read = (text: string): UsdfShip => {
  const r = parseShipDescription(text);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}\n${text}`);
  return r.ship;
};

describe("SRD ships: export then import gives the same ship", () => {
  it.each(srdShipSections().map((s) => [s.heading, s.text]))("%s", (_heading, text) => {
    const ship = read(text);
    const written = exportShipDescription(ship);
    const again = parseShipDescription(written);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.ship).toEqual(ship);
    expect(again.unread).toEqual([]);
    expect(again.missing).toEqual([]);
    // and the text is stable from then on
    expect(exportShipDescription(again.ship)).toBe(written);
  });
});

const TONS = [10, 20, 30, 50, 90, 100, 200, 300, 400, 800, 1000, 2000, 5000];
const TURRET_KINDS = ["pulseLaser", "beamLaser", "particleBeam", "sandcaster", "missile"] as const;
const BAY_KINDS = ["missile", "particleBeam", "mesonGun", "fusionGun"] as const;
const ROLES = ["pilot", "navigator", "engineers", "gunners", "commanding officer", "marines", "stewards", "small craft pilots", "bay gunners", "sensors operator", "ship's troops", "service crew", "medic"];

const turret: fc.Arbitrary<Omit<UsdfMount, "id">> = fc
  .record({ size: fc.integer({ min: 1, max: 3 }), fixed: fc.boolean(), popup: fc.boolean(), n: fc.integer({ min: 0, max: 3 }), kinds: fc.array(fc.constantFrom(...TURRET_KINDS), { minLength: 3, maxLength: 3 }) })
  .map(({ size, fixed, popup, n, kinds }) => ({ type: "turret" as const, size, fixed, popup, weapons: kinds.slice(0, Math.min(n, size)) }));
const bay: fc.Arbitrary<Omit<UsdfMount, "id">> = fc
  .constantFrom(...BAY_KINDS)
  .map((k) => ({ type: "bay" as const, size: 1, fixed: false, popup: false, weapons: [k] }));

const figure = (max: number) => fc.oneof(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10));

const shipArb: fc.Arbitrary<UsdfShip> = fc.constantFrom(...TONS).chain((tons) => {
  const maxPoints = Math.ceil(tons / 50);
  const maxHp = Math.max(1, Math.floor(tons / 100));
  return fc
    .record({
      name: fc.constantFrom("Far Trader", "Ship's Boat", "Gazelle", "Type S Scout", "Kinunir-class Battle Cruiser"),
      techLevel: fc.integer({ min: 7, max: 15 }),
      description: fc.constantFrom("", "a fast courier", "used to haul ore, ice and water between the belts", "represents the navy's pride"),
      hull: fc.integer({ min: 0, max: Math.floor(tons / 50) }),
      structure: fc.integer({ min: 1, max: maxPoints }),
      sections: fc.option(fc.record({ count: fc.integer({ min: 2, max: 4 }), hull: fc.integer({ min: 0, max: 50 }), structure: fc.integer({ min: 1, max: 50 }) })),
      drives: fc.record({
        jump: fc.option(fc.constantFrom("A", "B", "S", "Z")),
        maneuver: fc.option(fc.constantFrom("A", "M", "sK", "sS")),
        powerPlant: fc.option(fc.constantFrom("A", "X", "sA")),
      }),
      jump: fc.integer({ min: 0, max: 6 }),
      thrust: fc.integer({ min: 0, max: 6 }),
      fuel: fc.option(fc.record({ tons: figure(tons), weeks: fc.option(fc.integer({ min: 1, max: 8 })), jumps: fc.option(fc.integer({ min: 1, max: 3 })) })),
      computer: fc.option(fc.record({ model: fc.integer({ min: 1, max: 7 }), bis: fc.boolean(), fib: fc.boolean() })),
      software: fc.array(
        fc.record({
          name: fc.constantFrom("Fire Control", "Jump Control", "Auto-Repair", "Evade", "Intellect", "Expert Pilot", "Library"),
          rating: fc.option(fc.integer({ min: 1, max: 5 })),
          techLevel: fc.option(fc.integer({ min: 9, max: 15 })),
        }),
        { maxLength: 3 },
      ),
      sensors: fc.option(fc.constantFrom(
        { grade: "basic" as const, dm: -4 }, { grade: "common" as const, dm: -2 }, { grade: "military" as const, dm: 0 },
        { grade: "advanced" as const, dm: 1 }, { grade: "veryAdvanced" as const, dm: 2 },
      )),
      staterooms: fc.integer({ min: 0, max: 30 }),
      lowBerths: fc.integer({ min: 0, max: 30 }),
      emergencyLowBerths: fc.integer({ min: 0, max: 30 }),
      barracks: fc.integer({ min: 0, max: 60 }),
      cabin: fc.option(fc.record({ kind: fc.constantFrom("cockpit" as const, "controlCabin" as const), crew: fc.integer({ min: 1, max: 2 }), extraPassengers: fc.integer({ min: 0, max: 3 }) })),
      hardpoints: fc.integer({ min: 0, max: maxHp }),
      fireControlTons: fc.integer({ min: 0, max: maxHp }),
      mounts: fc.array(fc.oneof(turret, bay), { maxLength: Math.min(maxHp, 8) }),
      ammo: fc.record({
        missiles: fc.record({ standard: fc.integer({ min: 0, max: 5000 }), smart: fc.integer({ min: 0, max: 5000 }), nuclear: fc.integer({ min: 0, max: 50 }) }),
        sand: fc.integer({ min: 0, max: 400 }),
      }),
      screens: fc.record({ mesonScreen: fc.integer({ min: 0, max: 2 }), nuclearDamper: fc.integer({ min: 0, max: 2 }) }),
      hangars: fc.option(
        fc.record({
          count: fc.integer({ min: 1, max: 6 }),
          craft: fc.array(fc.record({ count: fc.integer({ min: 1, max: 6 }), name: fc.constantFrom("fighter", "ship's boat", "launch", "cutter", "life boat/launch") }), { maxLength: 2 }),
          includedInCost: fc.boolean(),
        }),
      ),
      cargo: figure(tons),
      configuration: fc.option(fc.constantFrom("standard" as const, "streamlined" as const, "distributed" as const)),
      armorType: fc.option(fc.constantFrom("titaniumSteel", "crystaliron", "bondedSuperdense", "Molecular Bonded")),
      armor: fc.integer({ min: 0, max: 15 }),
      armorOptions: fc.subarray(["reflec" as const, "selfSealing" as const, "stealth" as const]),
      features: fc.array(fc.record({ count: fc.option(fc.integer({ min: 1, max: 60 })), name: fc.constantFrom("escape pods", "armory", "laboratories", "probe drones", "mining drone") }), { maxLength: 4 }),
      fuelProcessors: fc.option(fc.record({ tons: fc.integer({ min: 1, max: 60 }), perDay: fc.option(fc.integer({ min: 20, max: 1200 })) })),
      fuelScoops: fc.boolean(),
      roles: fc.array(fc.record({ count: fc.integer({ min: 1, max: 30 }), role: fc.constantFrom(...ROLES) }), { maxLength: 6 }),
      crewTotal: fc.integer({ min: 0, max: 300 }),
      gunnersIfArmed: fc.option(fc.integer({ min: 1, max: 4 })),
      passengers: fc.record({
        count: fc.integer({ min: 0, max: 60 }),
        high: fc.option(fc.integer({ min: 0, max: 30 })),
        nobles: fc.integer({ min: 0, max: 2 }),
        doubleOccupancy: fc.boolean(),
        withGunners: fc.option(fc.record({ count: fc.integer({ min: 0, max: 10 }), high: fc.option(fc.integer({ min: 0, max: 10 })) })),
        low: fc.integer({ min: 0, max: 20 }),
        emergencyLow: fc.integer({ min: 0, max: 20 }),
        note: fc.option(fc.constantFrom("as prisoners in the detention cells", "in the control cabin")),
      }),
      cost: fc.option(fc.integer({ min: 0, max: 3_000_000 }).map((n) => n / 1000)),
      buildWeeks: fc.option(fc.integer({ min: 1, max: 500 })),
    })
    .map(({ roles, crewTotal, gunnersIfArmed, mounts, ...r }) => {
      const ship: UsdfShip = {
        ...r,
        tons,
        smallCraft: tons < 100,
        mounts: mounts.map((m, i) => ({ ...m, id: `m${i + 1}` })),
        weapons: [],
        crew: {
          total: crewTotal,
          roles: roles.map((x) => {
            const p = positionOfRole(x.role);
            return { ...x, position: p === "gunner" ? "turretGunner" : p };
          }),
          gunnersIfArmed,
        },
        positions: {},
      };
      ship.weapons = weaponsOf(ship);
      ship.positions = positionsOf(ship);
      return ship;
    });
});

describe("generated ships", () => {
  it("export then import gives the same ship, for any ship the data can describe", () => {
    fc.assert(
      fc.property(shipArb, (ship) => {
        const text = exportShipDescription(ship);
        const r = parseShipDescription(text);
        if (!r.ok) throw new Error(`${r.error.message}\n${text}`);
        expect(r.ship).toEqual(ship);
        expect(r.unread).toEqual([]);
        expectValidShip(r.ship);
      }),
      { numRuns: 300 },
    );
  });
});
