// The importer on the 24 USDF descriptions of SRD Chapter 9 (read from srd/common-vessels.md
// at test time). The expected values below were transcribed by hand from the SRD text, ship by ship:
// they are not produced by the parser's own patterns.
import { describe, expect, it } from "vitest";
import { parseShipDescription } from "../../../src/rules/usdf";
import type { UsdfShip } from "../../../src/rules/usdf";
import { srdShipSections } from "./srd-sections";

interface Expected {
  tl: number;
  tons: number;
  hull: number;
  structure: number;
  armor: number;
  thrust: number;
  jump: number;
  /** weapons by "<mount>:<kind>" */
  weapons: Record<string, number>;
  mounts: number;
  crew: number;
  roles: [number, string][];
  gunnersIfArmed?: number;
  /** the SRD's own crew total differs from the sum of the positions it lists: that sum */
  rolesSum?: number;
}

const PNE: [number, string][] = [
  [1, "pilot"],
  [1, "navigator"],
  [1, "engineer"],
];

const EXPECTED: Record<string, Expected> = {
  "Asteroid Miner": {
    tl: 9,
    tons: 200,
    hull: 4,
    structure: 4,
    armor: 2,
    thrust: 1,
    jump: 1,
    weapons: {},
    mounts: 0,
    crew: 3,
    roles: PNE,
    gunnersIfArmed: 2,
  },
  Corvette: {
    tl: 11,
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 8,
    thrust: 6,
    jump: 2,
    weapons: { "turret:missile": 6, "turret:beamLaser": 3 },
    mounts: 3,
    crew: 18,
    roles: [
      [1, "commanding officer"],
      [1, "pilot"],
      [1, "navigator"],
      [2, "engineers"],
      [3, "gunners"],
      [10, "marines"],
    ],
  },
  Courier: {
    tl: 9,
    tons: 100,
    hull: 2,
    structure: 2,
    armor: 2,
    thrust: 4,
    jump: 2,
    weapons: {},
    mounts: 0,
    crew: 3,
    roles: PNE,
    gunnersIfArmed: 1,
  },
  Destroyer: {
    tl: 11,
    tons: 800,
    hull: 16,
    structure: 16,
    armor: 11,
    thrust: 4,
    jump: 2,
    weapons: { "turret:missile": 6, "turret:beamLaser": 18 },
    mounts: 8,
    crew: 23,
    roles: [
      [1, "commanding officer"],
      [1, "pilot"],
      [1, "navigator"],
      [3, "engineers"],
      [8, "gunners"],
      [1, "small craft pilot"],
      [10, "marines"],
    ],
    rolesSum: 25,
  },
  Dreadnought: {
    tl: 14,
    tons: 5000,
    hull: 100,
    structure: 100,
    armor: 14,
    thrust: 2,
    jump: 2,
    weapons: { "bay:fusionGun": 10, "bay:missile": 5, "turret:beamLaser": 105 },
    mounts: 50,
    crew: 223,
    roles: [
      [1, "commanding officer"],
      [1, "executive officer"],
      [1, "computer officer"],
      [2, "navigation officers"],
      [1, "medical officer"],
      [1, "communications officer"],
      [23, "flight officers"],
      [1, "engineering officer"],
      [7, "gunnery officers"],
      [19, "support staff"],
      [22, "flight mechanics"],
      [3, "engineers"],
      [15, "service crew"],
      [66, "gunnery crew"],
      [60, "ship's troops"],
    ],
  },
  "Frontier Trader": {
    tl: 9,
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 2,
    thrust: 2,
    jump: 1,
    weapons: { "turret:pulseLaser": 6, "turret:sandcaster": 3 },
    mounts: 3,
    crew: 8,
    roles: [
      [1, "pilot"],
      [1, "navigator"],
      [1, "engineer"],
      [3, "gunners"],
      [2, "stewards"],
    ],
  },
  "Heavy Cruiser": {
    tl: 11,
    tons: 2000,
    hull: 40,
    structure: 40,
    armor: 11,
    thrust: 2,
    jump: 2,
    weapons: { "bay:missile": 4, "turret:pulseLaser": 48 },
    mounts: 20,
    crew: 79,
    roles: [
      [4, "commanding officers"],
      [1, "pilot"],
      [1, "navigator"],
      [9, "engineers"],
      [20, "gunners"],
      [15, "small craft pilots"],
      [30, "marines"],
    ],
    rolesSum: 80,
  },
  "Light Cruiser": {
    tl: 11,
    tons: 1000,
    hull: 20,
    structure: 20,
    armor: 11,
    thrust: 3,
    jump: 2,
    weapons: { "bay:particleBeam": 1, "turret:missile": 9, "turret:beamLaser": 18 },
    mounts: 10,
    crew: 43,
    roles: [
      [2, "commanding officers"],
      [1, "pilot"],
      [1, "navigator"],
      [4, "engineers"],
      [10, "gunners"],
      [5, "small craft pilots"],
      [20, "marines"],
    ],
  },
  "Merchant Freighter": {
    tl: 9,
    tons: 400,
    hull: 8,
    structure: 8,
    armor: 2,
    thrust: 1,
    jump: 1,
    weapons: {},
    mounts: 0,
    crew: 3,
    roles: PNE,
    gunnersIfArmed: 4,
  },
  "Merchant Liner": {
    tl: 9,
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 2,
    thrust: 1,
    jump: 1,
    weapons: {},
    mounts: 0,
    crew: 7,
    roles: [...PNE, [4, "stewards"]],
  },
  "Merchant Trader": {
    tl: 9,
    tons: 200,
    hull: 4,
    structure: 4,
    armor: 2,
    thrust: 1,
    jump: 1,
    weapons: {},
    mounts: 0,
    crew: 3,
    roles: PNE,
    gunnersIfArmed: 2,
  },
  "Patrol Frigate": {
    tl: 11,
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 8,
    thrust: 4,
    jump: 2,
    weapons: { "turret:missile": 6, "turret:beamLaser": 3 },
    mounts: 3,
    crew: 20,
    roles: [
      [1, "commanding officer"],
      [1, "pilot"],
      [1, "navigator"],
      [2, "engineers"],
      [3, "gunners"],
      [2, "fighter pilots"],
      [10, "marines"],
    ],
  },
  Raider: {
    tl: 9,
    tons: 600,
    hull: 6,
    structure: 6,
    armor: 8,
    thrust: 4,
    jump: 1,
    weapons: { "turret:beamLaser": 18 },
    mounts: 6,
    crew: 24,
    roles: [
      [1, "commanding officer"],
      [1, "pilot"],
      [1, "navigator"],
      [2, "engineers"],
      [6, "gunners"],
      [2, "small craft pilots"],
      [10, "marines"],
    ],
    rolesSum: 23,
  },
  "Research Vessel": {
    tl: 9,
    tons: 200,
    hull: 4,
    structure: 4,
    armor: 2,
    thrust: 1,
    jump: 1,
    weapons: {},
    mounts: 0,
    crew: 9,
    roles: [...PNE, [6, "scientists"]],
    gunnersIfArmed: 2,
  },
  "Survey Vessel": {
    tl: 11,
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 2,
    thrust: 2,
    jump: 1,
    weapons: { "turret:beamLaser": 9 },
    mounts: 3,
    crew: 14,
    roles: [
      [1, "commanding officer"],
      [1, "pilot"],
      [1, "navigator"],
      [1, "engineer"],
      [1, "medic"],
      [3, "gunners"],
      [6, "scientists"],
    ],
  },
  "System Defense Boat": {
    tl: 9,
    tons: 400,
    hull: 8,
    structure: 8,
    armor: 8,
    thrust: 6,
    jump: 0,
    weapons: { "turret:missile": 6, "turret:beamLaser": 6 },
    mounts: 4,
    crew: 18,
    roles: [
      [1, "commanding officer"],
      [1, "pilot"],
      [2, "engineers"],
      [4, "gunners"],
      [10, "marines"],
    ],
  },
  "System Monitor": {
    tl: 9,
    tons: 1000,
    hull: 20,
    structure: 20,
    armor: 9,
    thrust: 6,
    jump: 0,
    weapons: { "bay:particleBeam": 1, "turret:missile": 9, "turret:pulseLaser": 9, "turret:particleBeam": 9 },
    mounts: 10,
    crew: 45,
    roles: [
      [2, "commanding officers"],
      [1, "pilot"],
      [3, "engineers"],
      [10, "gunners"],
      [9, "small craft pilots"],
      [20, "marines"],
    ],
  },
  Yacht: {
    tl: 9,
    tons: 100,
    hull: 2,
    structure: 2,
    armor: 2,
    thrust: 2,
    jump: 2,
    weapons: {},
    mounts: 0,
    crew: 3,
    roles: PNE,
    gunnersIfArmed: 1,
  },
  Cutter: {
    tl: 9,
    tons: 50,
    hull: 1,
    structure: 1,
    armor: 0,
    thrust: 4,
    jump: 0,
    weapons: {},
    mounts: 0,
    crew: 1,
    roles: [[1, "pilot"]],
  },
  Fighter: {
    tl: 9,
    tons: 10,
    hull: 0,
    structure: 1,
    armor: 0,
    thrust: 6,
    jump: 0,
    weapons: { "fixed:pulseLaser": 1 },
    mounts: 1,
    crew: 1,
    roles: [[1, "pilot"]],
  },
  Launch: {
    tl: 9,
    tons: 20,
    hull: 0,
    structure: 1,
    armor: 0,
    thrust: 1,
    jump: 0,
    weapons: {},
    mounts: 0,
    crew: 1,
    roles: [[1, "pilot"]],
  },
  Pinnace: {
    tl: 9,
    tons: 40,
    hull: 0,
    structure: 1,
    armor: 0,
    thrust: 5,
    jump: 0,
    weapons: {},
    mounts: 0,
    crew: 1,
    roles: [[1, "pilot"]],
  },
  "Ship's Boat": {
    tl: 9,
    tons: 30,
    hull: 0,
    structure: 1,
    armor: 0,
    thrust: 6,
    jump: 0,
    weapons: {},
    mounts: 0,
    crew: 1,
    roles: [[1, "pilot"]],
  },
  Shuttle: {
    tl: 9,
    tons: 90,
    hull: 1,
    structure: 1,
    armor: 0,
    thrust: 3,
    jump: 0,
    weapons: {},
    mounts: 0,
    crew: 2,
    roles: [[2, "pilots"]],
  },
};

const sections = srdShipSections();

function weaponTally(ship: UsdfShip): Record<string, number> {
  const out: Record<string, number> = {};
  for (const w of ship.weapons) out[`${w.mount}:${w.kind}`] = (out[`${w.mount}:${w.kind}`] ?? 0) + 1;
  return out;
}

describe("SRD Chapter 9 vessels", () => {
  it("has 24 ship headings (18 starships, 6 small craft), one per expected ship", () => {
    expect(sections).toHaveLength(24);
    const names = sections.map((s) => s.heading.replace(/^TL ?\d+ /, ""));
    expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(sections.map((s) => [s.heading, s] as const))("%s", (heading, section) => {
    const name = heading.replace(/^TL ?\d+ /, "");
    const want = EXPECTED[name];
    const result = parseShipDescription(section.text);

    it("is read as a ship", () => {
      expect(result.ok).toBe(true);
    });
    if (!result.ok) return;
    const ship = result.ship;

    it("has the name, TL, tonnage, Hull, Structure, armor, Thrust and Jump of the SRD", () => {
      expect({
        name: ship.name,
        tl: ship.techLevel,
        tons: ship.tons,
        hull: ship.hull,
        structure: ship.structure,
        armor: ship.armor,
        thrust: ship.thrust,
        jump: ship.jump,
      }).toEqual({
        name,
        tl: want.tl,
        tons: want.tons,
        hull: want.hull,
        structure: want.structure,
        armor: want.armor,
        thrust: want.thrust,
        jump: want.jump,
      });
      expect(ship.smallCraft).toBe(want.tons < 100);
    });

    it("has the SRD's weapons, one entry per weapon, and its turrets and bays", () => {
      expect(weaponTally(ship)).toEqual(want.weapons);
      expect(ship.mounts).toHaveLength(want.mounts);
      for (const m of ship.mounts) expect(m.weapons.length).toBeLessThanOrEqual(m.size);
    });

    it("has the SRD's crew", () => {
      expect(ship.crew.total).toBe(want.crew);
      expect(ship.crew.roles.map((r) => [r.count, r.role])).toEqual(want.roles);
      expect(ship.crew.roles.reduce((n, r) => n + r.count, 0)).toBe(want.rolesSum ?? want.crew);
      expect(ship.crew.gunnersIfArmed).toBe(want.gunnersIfArmed ?? null);
    });

    it("reads every part of the USDF paragraph", () => {
      expect(result.missing).toEqual([]);
    });
  });
});

/** A few ships read in full, every field checked against the SRD text. */
describe("SRD ships in full", () => {
  const read = (name: string): UsdfShip => {
    const section = sections.find((s) => s.heading.endsWith(name));
    const r = parseShipDescription(section?.text ?? "");
    if (!r.ok) throw new Error(r.error.message);
    return r.ship;
  };

  it("Patrol Frigate", () => {
    const s = read("Patrol Frigate");
    expect(s.drives).toEqual({ jump: "C", maneuver: "F", powerPlant: "F" });
    expect(s.fuel).toEqual({ tons: 84, weeks: 4, jumps: 1 });
    expect(s.computer).toEqual({ model: 3, bis: false, fib: true });
    expect(s.sensors).toEqual({ grade: "advanced", dm: 1 });
    expect([s.staterooms, s.lowBerths, s.emergencyLowBerths]).toEqual([10, 0, 5]);
    expect([s.hardpoints, s.fireControlTons]).toEqual([3, 3]);
    expect(s.mounts.map((m) => [m.id, m.type, m.size, m.weapons])).toEqual([
      ["m1", "turret", 3, ["missile", "missile", "missile"]],
      ["m2", "turret", 3, ["missile", "missile", "missile"]],
      ["m3", "turret", 3, ["beamLaser", "beamLaser", "beamLaser"]],
    ]);
    expect(s.ammo).toEqual({ missiles: { standard: 0, smart: 120, nuclear: 0 }, sand: 0 });
    expect(s.hangars).toEqual({ count: 2, craft: [{ count: 2, name: "fighter" }], includedInCost: true });
    expect(s.cargo).toBe(23);
    expect([s.configuration, s.armorType, s.armor, s.armorOptions]).toEqual([
      "standard",
      "crystaliron",
      8,
      ["stealth"],
    ]);
    expect(s.features).toEqual([{ count: 1, name: "armory" }]);
    expect(s.fuelProcessors).toEqual({ tons: 5, perDay: 100 });
    expect(s.fuelScoops).toBe(true);
    expect(s.positions).toEqual({ captain: 1, pilot: 1, navigator: 1, driveEngineer: 2, turretGunner: 3, marine: 10 });
    expect(s.passengers.count).toBe(0);
    expect([s.cost, s.buildWeeks]).toEqual([180.675, 52]);
  });

  it("Dreadnought: sections, screens, barracks, hangars, and the crew mapped to positions", () => {
    const s = read("Dreadnought");
    expect(s.sections).toEqual({ count: 2, hull: 50, structure: 50 });
    expect(s.screens).toEqual({ mesonScreen: 1, nuclearDamper: 1 });
    expect([s.staterooms, s.barracks, s.lowBerths, s.emergencyLowBerths]).toEqual([101, 60, 223, 56]);
    expect(s.ammo.missiles.smart).toBe(3600);
    expect(s.hangars).toEqual({
      count: 22,
      craft: [
        { count: 20, name: "fighter" },
        { count: 2, name: "cutter" },
      ],
      includedInCost: true,
    });
    expect(s.sensors).toEqual({ grade: "veryAdvanced", dm: 2 });
    expect(s.armorType).toBe("bondedSuperdense");
    // 73 gunners: one per bay (15) first, the rest in turrets
    expect(s.positions).toEqual({
      captain: 1,
      navigator: 2,
      sensorsOperator: 1,
      driveEngineer: 4,
      bayGunner: 15,
      turretGunner: 58,
      marine: 60,
    });
    expect(s.cost).toBe(2768.145);
  });

  it("Frontier Trader: sandcasters and their canisters, high and middle passengers", () => {
    const s = read("Frontier Trader");
    expect(s.ammo.sand).toBe(100);
    expect(s.passengers).toEqual({
      count: 42,
      high: 21,
      nobles: 0,
      doubleOccupancy: true,
      withGunners: null,
      low: 12,
      emergencyLow: 0,
      note: null,
    });
  });

  it("Merchant Trader: passengers with gunners aboard", () => {
    expect(read("Merchant Trader").passengers).toEqual({
      count: 16,
      high: 8,
      nobles: 0,
      doubleOccupancy: true,
      withGunners: { count: 14, high: 7 },
      low: 20,
      emergencyLow: 0,
      note: null,
    });
  });

  it("Yacht and Courier: Jump Control software among the special features", () => {
    for (const name of ["Yacht", "Courier"])
      expect(read(name).software).toEqual([{ name: "Jump Control", rating: 2, techLevel: 11 }]);
    expect(read("Yacht").passengers.nobles).toBe(1);
  });

  it("System Monitor: the SRD's 'drivexand' still reads as maneuver drive X", () => {
    const s = read("System Monitor");
    expect(s.drives).toEqual({ jump: null, maneuver: "X", powerPlant: "X" });
    expect(s.mounts[0]).toMatchObject({ type: "bay", weapons: ["particleBeam"] });
  });

  it("small craft: cockpit or control cabin, small craft drive codes, no jump", () => {
    const fighter = read("Fighter");
    expect(fighter.cabin).toEqual({ kind: "cockpit", crew: 1, extraPassengers: 0 });
    expect(fighter.drives).toEqual({ jump: null, maneuver: "sC", powerPlant: "sL" });
    expect(fighter.mounts).toEqual([
      { id: "m1", type: "turret", size: 1, fixed: true, popup: false, weapons: ["pulseLaser"] },
    ]);
    expect(fighter.weapons).toEqual([{ kind: "pulseLaser", mount: "fixed", mountId: "m1" }]);
    expect(fighter.cargo).toBe(0);
    expect(fighter.fuelScoops).toBe(true);
    expect(fighter.sensors).toEqual({ grade: "basic", dm: -4 });
    const cutter = read("Cutter");
    expect(cutter.cabin).toEqual({ kind: "controlCabin", crew: 1, extraPassengers: 1 });
    expect(cutter.fuel).toEqual({ tons: 1.3, weeks: 1, jumps: null });
    expect([cutter.armorType, cutter.armor]).toEqual([null, 0]);
    expect(cutter.passengers).toMatchObject({ count: 1, note: "in the control cabin" });
    expect(read("Shuttle").cabin).toEqual({ kind: "controlCabin", crew: 2, extraPassengers: 0 });
  });

  it("lists what it could not use instead of dropping it", () => {
    const unread = (name: string) => {
      const r = parseShipDescription(sections.find((s) => s.heading.endsWith(name))?.text ?? "");
      return r.ok ? r.unread : [];
    };
    expect(unread("Merchant Trader")).toEqual(["Ships may also wish to carry a medic and a steward"]);
    expect(unread("System Monitor")).toContain("in keeping with its TL9 design");
    expect(unread("Yacht")).toContain("two of which are combined into a luxurious suite");
    expect(unread("Cutter")).toContain("not including module costs");
    expect(unread("Cutter").some((u) => u.startsWith("| Module Type"))).toBe(true);
    expect(unread("Dreadnought")).toContain("for the Frozen Watch");
    expect(unread("Patrol Frigate")).toEqual([]);
  });
});
