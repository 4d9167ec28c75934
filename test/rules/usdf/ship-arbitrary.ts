// Generated ships (fast-check) of every shape the reader can produce: any tonnage up to the largest hull, names and
// descriptions as texts write them, every kind of turret, bay, hangar, passenger note and figure (whole, fractional,
// with thousands commas), each fitting within its share of the hull so that the whole ship fits in it.
import fc from "fast-check";
import { positionsOf, weaponsOf } from "../../../src/rules/usdf";
import type { UsdfMount, UsdfShip } from "../../../src/rules/usdf";
import { positionOfRole } from "../../../src/rules/usdf/vocabulary";
import { hangarTons, mountsTons } from "../../../src/rules/usdf/tonnage";

const TONS = [10, 20, 30, 50, 90, 100, 200, 300, 400, 800, 1000, 2000, 5000];
const TURRET_KINDS = [
  "pulseLaser",
  "beamLaser",
  "particleBeam",
  "fusionGun",
  "mesonGun",
  "sandcaster",
  "missile",
] as const;
const BAY_KINDS = ["missile", "particleBeam", "mesonGun", "fusionGun"] as const;
const ROLES = [
  "pilot",
  "navigator",
  "engineers",
  "gunners",
  "commanding officer",
  "marines",
  "stewards",
  "small craft pilots",
  "bay gunners",
  "sensors operator",
  "ship's troops",
  "service crew",
  "medic",
  "turret gunners",
  "captain",
  "gunnery crew",
  "damage control party",
];
const NAMES = [
  "Far Trader",
  "Ship's Boat",
  "Gazelle",
  "Type S Scout",
  "Kinunir-class Battle Cruiser",
  "X",
  "AHL-42",
  "Lab Ship 2",
  "Ship of the Line",
  "Far Trader/A",
  "Empress Marava",
  "Broadsword-class Mercenary Cruiser",
  "SDB",
  "Serpent of the Void",
];
const DESCRIPTIONS = [
  "",
  "a fast courier",
  "used to haul ore, ice and water between the belts",
  "represents the navy's pride",
  "is a trader",
  "serves the scout service",
  "carries 2.5 tons of mail on every run",
  "acts as a tender (for fighters) and a tug",
  "a ship and a half",
  "primarily a freighter",
];
const CRAFT = [
  "fighter",
  "ship's boat",
  "launch",
  "cutter",
  "life boat/launch",
  "pinnace",
  "shuttle",
  "air/raft",
  "gig",
  "modular cutter",
];
const FEATURES = [
  "escape pods",
  "armory",
  "laboratories",
  "probe drones",
  "mining drones",
  "repair drones",
  "vault",
  "security containment cells",
];
const SOFTWARE = [
  "Fire Control",
  "Jump Control",
  "Auto-Repair",
  "Evade",
  "Intellect",
  "Expert Pilot",
  "Expert Engineer",
  "Library",
  "Security",
  "Jump Course Tape",
  "Anti-Hijack",
];
const ARMOR = ["titaniumSteel", "crystaliron", "bondedSuperdense", "Molecular Bonded", "Ablat"];
const DRIVE_CODES = [..."ABCDEFGHJKLMNPQRSTUVWXYZ"];

/** Whole figures, tenths, and large figures written with thousands commas. */
const figure = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: Math.floor(max) }),
    fc.integer({ min: 0, max: Math.floor(max * 10) }).map((n) => n / 10),
  );
/** A count of anything up to `max` (small ones are written in words, large ones in digits). */
const count = (max: number) =>
  fc.oneof(fc.integer({ min: 0, max: Math.min(20, Math.floor(max)) }), fc.integer({ min: 0, max: Math.floor(max) }));

const tonsArb = fc.oneof(
  fc.constantFrom(...TONS),
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.integer({ min: 10, max: 100_000 }).map((n) => n / 10),
);

const turret: fc.Arbitrary<Omit<UsdfMount, "id">> = fc
  .record({
    size: fc.integer({ min: 1, max: 3 }),
    fixed: fc.boolean(),
    popup: fc.boolean(),
    n: fc.integer({ min: 0, max: 3 }),
    kinds: fc.array(fc.constantFrom(...TURRET_KINDS), { minLength: 3, maxLength: 3 }),
  })
  .map(({ size, fixed, popup, n, kinds }) => ({
    type: "turret" as const,
    size,
    fixed,
    popup,
    weapons: kinds.slice(0, Math.min(n, size)),
  }));
const bay: fc.Arbitrary<Omit<UsdfMount, "id">> = fc
  .constantFrom(...BAY_KINDS)
  .map((k) => ({ type: "bay" as const, size: 1, fixed: false, popup: false, weapons: [k] }));

/** Each fitting's share of the hull: together they fit in it. */
const SHARE = {
  accommodation: 0.2,
  cargo: 0.15,
  fuel: 0.15,
  hangars: 0.15,
  screens: 0.05,
  processors: 0.05,
  weapons: 0.25,
};

/** A ship the reader could have read: every figure in range and every fitting within the hull. */
export const shipArb: fc.Arbitrary<UsdfShip> = tonsArb.chain((tons) => {
  const maxPoints = Math.ceil(tons / 50);
  const maxHp = Math.max(1, Math.floor(tons / 100));
  const share = (k: keyof typeof SHARE) => tons * SHARE[k];
  return fc
    .record({
      name: fc.constantFrom(...NAMES),
      techLevel: fc.integer({ min: 0, max: 33 }),
      description: fc.constantFrom(...DESCRIPTIONS),
      hull: fc.integer({ min: 0, max: maxPoints }),
      structure: fc.integer({ min: 1, max: maxPoints }),
      sections: fc.option(
        fc.record({
          count: fc.integer({ min: 2, max: 4 }),
          hull: fc.integer({ min: 0, max: 50 }),
          structure: fc.integer({ min: 1, max: 50 }),
        }),
      ),
      drives: fc.record({
        jump: fc.option(fc.constantFrom(...DRIVE_CODES)),
        maneuver: fc.option(
          fc.oneof(
            fc.constantFrom(...DRIVE_CODES),
            fc.constantFrom(...DRIVE_CODES).map((c) => `s${c}`),
          ),
        ),
        powerPlant: fc.option(
          fc.oneof(
            fc.constantFrom(...DRIVE_CODES),
            fc.constantFrom(...DRIVE_CODES).map((c) => `s${c}`),
          ),
        ),
      }),
      jump: fc.integer({ min: 0, max: 9 }),
      thrust: fc.integer({ min: 0, max: 20 }),
      fuel: fc.option(
        fc.record({ tons: figure(share("fuel")), weeks: fc.option(count(52)), jumps: fc.option(count(9)) }),
      ),
      computer: fc.option(fc.record({ model: fc.integer({ min: 0, max: 99 }), bis: fc.boolean(), fib: fc.boolean() })),
      software: fc.array(
        fc.record({
          name: fc.constantFrom(...SOFTWARE),
          rating: fc.option(fc.integer({ min: 0, max: 99 })),
          techLevel: fc.option(fc.integer({ min: 0, max: 99 })),
        }),
        { maxLength: 3 },
      ),
      sensors: fc.option(
        fc.record({
          grade: fc.constantFrom(
            "basic" as const,
            "common" as const,
            "military" as const,
            "advanced" as const,
            "veryAdvanced" as const,
          ),
          dm: fc.integer({ min: -9, max: 9 }),
        }),
      ),
      staterooms: count(share("accommodation") / 2 / 4),
      lowBerths: count(share("accommodation") / 8 / 0.5),
      emergencyLowBerths: count(share("accommodation") / 8),
      barracks: count(share("accommodation") / 8 / 2),
      cabin: fc.option(
        fc.record({
          kind: fc.constantFrom("cockpit" as const, "controlCabin" as const),
          crew: fc.integer({ min: 1, max: 2 }),
          extraPassengers: fc.integer({ min: 0, max: 3 }),
        }),
      ),
      hardpoints: fc.integer({ min: 0, max: maxHp }),
      fireControlTons: fc.integer({ min: 0, max: maxHp }),
      mounts: fc.array(fc.oneof(turret, bay), { maxLength: Math.min(maxHp, 12) }),
      ammo: fc.record({
        missiles: fc.record({ standard: count(1e6), smart: count(1e6), nuclear: count(1e4) }),
        sand: count(1e5),
      }),
      screens: fc.record({
        mesonScreen: count(share("screens") / 2 / 50),
        nuclearDamper: count(share("screens") / 2 / 50),
      }),
      hangars: fc.option(
        fc.record({
          count: fc.integer({ min: 1, max: 30 }),
          craft: fc.array(fc.record({ count: fc.integer({ min: 1, max: 30 }), name: fc.constantFrom(...CRAFT) }), {
            maxLength: 3,
          }),
          includedInCost: fc.boolean(),
        }),
      ),
      cargo: figure(share("cargo")),
      configuration: fc.option(fc.constantFrom("standard" as const, "streamlined" as const, "distributed" as const)),
      armorType: fc.option(fc.constantFrom(...ARMOR)),
      armor: fc.integer({ min: 0, max: 100 }),
      armorOptions: fc.subarray(["reflec" as const, "selfSealing" as const, "stealth" as const]),
      features: fc.array(
        fc.record({ count: fc.option(fc.integer({ min: 1, max: 500 })), name: fc.constantFrom(...FEATURES) }),
        { maxLength: 4 },
      ),
      fuelProcessors: fc.option(
        fc.record({ tons: figure(share("processors")), perDay: fc.option(fc.integer({ min: 0, max: 20_000 })) }),
      ),
      fuelScoops: fc.boolean(),
      roles: fc.array(fc.record({ count: fc.integer({ min: 1, max: 300 }), role: fc.constantFrom(...ROLES) }), {
        maxLength: 6,
      }),
      crewTotal: fc.integer({ min: 0, max: 3000 }),
      gunnersIfArmed: fc.option(fc.integer({ min: 0, max: 40 })),
      passengers: fc.record({
        count: count(600),
        high: fc.option(count(300)),
        nobles: count(5),
        doubleOccupancy: fc.boolean(),
        withGunners: fc.option(fc.record({ count: count(100), high: fc.option(count(100)) })),
        low: count(200),
        emergencyLow: count(200),
        note: fc.option(
          fc.constantFrom(
            "as prisoners in the detention cells",
            "in the control cabin",
            "aboard the launch",
            "as crew and passengers",
          ),
        ),
      }),
      cost: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: 3_000_000 }).map((n) => n / 1000),
          fc.integer({ min: 1, max: 999_999 }).map((n) => n / 1e6),
        ),
      ),
      buildWeeks: fc.option(fc.integer({ min: 1, max: 500 })),
    })
    .map(({ roles, crewTotal, gunnersIfArmed, mounts, cabin, hangars, fireControlTons, passengers, ...r }) => {
      // a note with "and" in it ends at the "and" unless the figures with gunners follow it in parentheses
      const note = passengers.note?.includes(" and ") && !passengers.withGunners ? null : passengers.note;
      // the weapons' share: turrets and bays first, fire control with what is left
      const kept = [...mounts];
      while (kept.length && mountsTons(kept) > share("weapons")) kept.pop();
      const fireControl = Math.min(fireControlTons, Math.floor(share("weapons") - mountsTons(kept)));
      // a cabin takes up to 10.5 tons: none on a hull too small for it beside the rest
      const cabinTons = cabin ? cabin.crew * (cabin.kind === "cockpit" ? 1.5 : 3) + cabin.extraPassengers * 1.5 : 0;
      const keptCabin = cabin && cabinTons <= share("accommodation") / 4 ? cabin : null;
      // hangars within their share: fewer craft, then fewer hangars
      let keptHangars = hangars && { ...hangars, craft: hangars.craft.map((c) => ({ ...c })) };
      while (keptHangars && hangarTons(keptHangars) > share("hangars")) {
        const last = keptHangars.craft[keptHangars.craft.length - 1];
        if (last && last.count > 1) last.count--;
        else if (last) keptHangars.craft.pop();
        else if (keptHangars.count > 1) keptHangars.count--;
        else keptHangars = null;
      }
      const ship: UsdfShip = {
        ...r,
        tons,
        smallCraft: tons < 100,
        cabin: keptCabin,
        passengers: { ...passengers, note },
        hangars: keptHangars,
        fireControlTons: Math.max(0, fireControl),
        mounts: kept.map((m, i) => ({ ...m, id: `m${i + 1}` })),
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
