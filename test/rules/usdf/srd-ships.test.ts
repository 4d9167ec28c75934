// The importer on the 24 USDF descriptions of SRD Chapter 9 (read from srd/common-vessels.md at test time), against
// the values transcribed by hand from the SRD text (srd-expected-starships.ts, srd-expected-small-craft.ts).
import { describe, expect, it } from "vitest";
import { parseShipDescription } from "../../../src/rules/usdf";
import type { UsdfShip } from "../../../src/rules/usdf";
import { srdShipSections } from "./srd-sections";
import { STARSHIPS } from "./srd-expected-starships";
import { SMALL_CRAFT } from "./srd-expected-small-craft";

const EXPECTED = { ...STARSHIPS, ...SMALL_CRAFT };

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
