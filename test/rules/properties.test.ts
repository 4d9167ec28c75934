// Invariants of the damage chain and repairs, over random ships, attacks and dice (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveDamage } from "../../src/rules/damage";
import { type DamageAttack } from "../../src/rules/damage-types";
import { runSync, seededSource } from "../../src/rules/dice";
import { repairSystem, type RepairTarget } from "../../src/rules/repair";
import { MISSILE_TYPES, SHIP_SYSTEMS, WEAPON_KINDS, type DamageTrack, type ShipSnapshot } from "../../src/rules/types";
import { makeShip } from "./fixtures";

const track = fc.constantFrom<DamageTrack>(0, 1, 2, 3);

const shipArb: fc.Arbitrary<ShipSnapshot> = fc
  .record({
    tons: fc.constantFrom(10, 40, 90, 100, 200, 400, 1000),
    hullFrac: fc.double({ min: 0, max: 1, noNaN: true }),
    structFrac: fc.double({ min: 0, max: 1, noNaN: true }),
    armor: fc.integer({ min: 0, max: 14 }),
    systems: fc.record(
      Object.fromEntries(SHIP_SYSTEMS.map((k) => [k, track])) as Record<
        (typeof SHIP_SYSTEMS)[number],
        fc.Arbitrary<DamageTrack>
      >,
    ),
    mounts: fc.array(fc.record({ type: fc.constantFrom("turret" as const, "bay" as const), damage: track }), {
      maxLength: 4,
    }),
    crew: fc.integer({ min: 0, max: 4 }),
    fuel: fc.double({ min: 0, max: 100, noNaN: true }),
    cargo: fc.double({ min: 0, max: 100, noNaN: true }),
    reflec: fc.boolean(),
  })
  .map((r) => {
    const hullMax = Math.floor(r.tons / 50);
    const structMax = Math.max(1, hullMax);
    return makeShip({
      tons: r.tons,
      hull: { value: Math.round(hullMax * r.hullFrac), max: hullMax },
      structure: { value: Math.round(structMax * r.structFrac), max: structMax },
      armor: { value: r.armor, max: r.armor },
      systems: r.systems,
      armorOptions: { reflec: r.reflec },
      mounts: r.mounts.map((m, i) => ({ id: `m${i}`, type: m.type, damage: m.damage, weapons: [] })),
      crew: Array.from({ length: r.crew }, (_, i) => ({ id: `c${i}`, name: `c${i}`, skills: {}, characteristics: {} })),
      fuel: { value: r.fuel, max: 100 },
      cargo: { value: r.cargo, max: 100 },
    });
  });

const attackArb: fc.Arbitrary<DamageAttack> = fc.record({
  damage: fc.integer({ min: -5, max: 90 }),
  weapon: fc.constantFrom(...WEAPON_KINDS, "collision" as const, "boarding" as const),
  missileType: fc.constantFrom(...MISSILE_TYPES),
  activeScreens: fc.record({
    nuclearDamper: fc.integer({ min: 0, max: 2 }),
    mesonScreen: fc.integer({ min: 0, max: 2 }),
  }),
  internal: fc.boolean(),
});

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

function damage(ship: ShipSnapshot, attack: DamageAttack, seed: number) {
  return runSync(resolveDamage(ship, attack), seededSource(seed));
}

describe("damage chain invariants", () => {
  it("Hull, Structure, armor, fuel and cargo never go below 0 nor rise; tracks stay 0–3 and never fall", () => {
    fc.assert(
      fc.property(shipArb, attackArb, seedArb, (ship, attack, seed) => {
        const { ship: after } = damage(ship, attack, seed);
        for (const k of ["hull", "structure", "armor", "fuel", "cargo"] as const) {
          expect(after[k].value).toBeGreaterThanOrEqual(0);
          expect(after[k].value).toBeLessThanOrEqual(ship[k].value);
        }
        for (const k of SHIP_SYSTEMS) {
          expect(after.systems[k]).toBeGreaterThanOrEqual(ship.systems[k]);
          expect(after.systems[k]).toBeLessThanOrEqual(3);
        }
        after.mounts.forEach((m, i) => {
          expect(m.damage).toBeGreaterThanOrEqual(ship.mounts[i].damage);
          expect(m.damage).toBeLessThanOrEqual(3);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("never mutates the input snapshot", () => {
    fc.assert(
      fc.property(shipArb, attackArb, seedArb, (ship, attack, seed) => {
        const before = structuredClone(ship);
        const attackBefore = structuredClone(attack);
        const { ship: after } = damage(ship, attack, seed);
        expect(ship).toEqual(before);
        expect(attack).toEqual(attackBefore);
        // copy on write: the input itself comes back only when nothing was written
        const same = after === ship;
        expect(same ? JSON.stringify(after) : "a copy").toBe(same ? JSON.stringify(before) : "a copy");
      }),
      { numRuns: 300 },
    );
  });

  it("a destroyed ship stays destroyed, whatever hits it next", () => {
    fc.assert(
      fc.property(shipArb, fc.array(attackArb, { minLength: 1, maxLength: 6 }), seedArb, (ship, attacks, seed) => {
        let s = ship;
        let destroyed = s.structure.value <= 0;
        attacks.forEach((a, i) => {
          const r = damage(s, a, seed + i);
          if (destroyed) {
            expect(r.ship.structure.value).toBe(0);
            expect(r.events).toEqual([]);
          }
          if (r.events.some((e) => e.type === "shipDestroyed")) expect(r.ship.structure.value).toBe(0);
          s = r.ship;
          destroyed = destroyed || s.structure.value <= 0;
        });
      }),
      { numRuns: 200 },
    );
  });

  it("same dice, same result", () => {
    fc.assert(
      fc.property(shipArb, attackArb, seedArb, (ship, attack, seed) => {
        expect(damage(ship, attack, seed)).toEqual(damage(ship, attack, seed));
      }),
      { numRuns: 200 },
    );
  });

  it("events that change a value report the change the snapshot shows", () => {
    fc.assert(
      fc.property(shipArb, attackArb, seedArb, (ship, attack, seed) => {
        const { ship: after, events } = damage(ship, attack, seed);
        const hullLoss = events.filter((e) => e.type === "hullDamaged").length;
        const structLoss = events.filter((e) => e.type === "structureDamaged").length;
        const armorLoss = events.filter((e) => e.type === "armorDamaged").length;
        expect(ship.hull.value - after.hull.value).toBe(hullLoss);
        expect(ship.structure.value - after.structure.value).toBe(structLoss);
        expect(ship.armor.value - after.armor.value).toBe(armorLoss);
      }),
      { numRuns: 300 },
    );
  });
});

describe("repair invariants", () => {
  const targetArb: fc.Arbitrary<RepairTarget> = fc.oneof(
    fc.constantFrom<RepairTarget>(...SHIP_SYSTEMS, "hull", "structure"),
    fc.integer({ min: 0, max: 4 }).map((i) => ({ mountId: `m${i}` })),
  );
  it("never above the maximum, never below 0, never mutating, never worsening", () => {
    fc.assert(
      fc.property(
        shipArb,
        targetArb,
        fc.integer({ min: -8, max: 10 }),
        fc.boolean(),
        (ship, target, effect, repairDestroyed) => {
          const before = structuredClone(ship);
          const { ship: after, repaired } = repairSystem(ship, target, effect, { repairDestroyed });
          expect(ship).toEqual(before);
          expect(repaired).toBeGreaterThanOrEqual(0);
          expect(after.hull.value).toBeLessThanOrEqual(after.hull.max);
          expect(after.structure.value).toBeLessThanOrEqual(after.structure.max);
          expect(after.hull.value).toBeGreaterThanOrEqual(ship.hull.value);
          for (const k of SHIP_SYSTEMS) {
            expect(after.systems[k]).toBeLessThanOrEqual(ship.systems[k]);
            expect(after.systems[k]).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
