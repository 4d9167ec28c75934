// twodsix exports → ships and crew members, field by field (the three ships and three travellers of
// test/fixtures/imports); what each reading reports as read, guessed and left.
import { describe, expect, it } from "vitest";
import { crewOf, mountsOf, shipOf } from "./fixtures";

describe("twodsix ships", () => {
  it("a free trader: tonnage, drives, fuel, weapons grouped into turrets, stations with their assigned actors, damage", () => {
    const e = shipOf("twodsix-ship-free-trader.json");
    expect(e.format).toBe("twodsixShip");
    const s = e.ship;
    expect([s.name, s.techLevel, s.tons, s.hull, s.structure, s.armor, s.thrust, s.jump]).toEqual([
      "Free Trader Beowulf",
      11,
      200,
      4,
      4,
      0,
      1,
      1,
    ]);
    expect(s.fuel).toEqual({ tons: 41, weeks: null, jumps: null });
    expect(s.computer).toEqual({ model: 1, bis: true, fib: false });
    expect(s.sensors).toEqual({ grade: "common", dm: 0 });
    expect([s.staterooms, s.lowBerths, s.cargo]).toEqual([10, 20, 82]);
    expect(mountsOf(e)).toEqual(["turret 2: beamLaser, beamLaser", "turret 1: sandcaster"]);
    // two actors at the gunner station, one at each of the others; the medic has no combat station
    expect(s.positions).toEqual({ captain: 1, pilot: 1, driveEngineer: 1, turretGunner: 2 });
    expect(s.crew.total).toBe(5);
    // the state it was exported in: 3 of 4 hull points, 30 of 41 tons of fuel, the M-Drive and the lasers hit
    expect(e.state.hull).toBe(3);
    expect(e.state.fuel).toBe(30);
    expect(e.state.systems.mDrive).toBe(1);
    expect(e.state.mounts).toEqual({ m1: 1 });
    expect(e.notes.left.map((n) => n.from)).toEqual(
      expect.arrayContaining(["system.shipStats.power", "items[Air/Raft]", "items[Medic]"]),
    );
    expect(e.notes.guessed.map((n) => n.reason)).toEqual(expect.arrayContaining(["mountsFromWeapons", "hullScale"]));
  });

  it("a scout: armor, software, a destroyed laser, an unmanned sensors station", () => {
    const e = shipOf("twodsix-ship-scout.json");
    expect([e.ship.tons, e.ship.hull, e.ship.structure, e.ship.armor, e.ship.thrust, e.ship.jump]).toEqual([
      100, 2, 2, 2, 2, 2,
    ]);
    expect(e.ship.armorType).toBe("titaniumSteel");
    expect(e.ship.software).toEqual([{ name: "Evade", rating: 1, techLevel: null }]);
    expect(mountsOf(e)).toEqual(["turret 1: pulseLaser"]);
    expect(e.state.mounts).toEqual({ m1: 3 });
    expect(e.state.systems.powerPlant).toBe(2);
    expect(e.ship.positions).toEqual({ pilot: 1, sensorsOperator: 1, driveEngineer: 1 });
  });

  it("a patrol cruiser kept in Mongoose-scale hull points: Hull and Structure by the SRD, the share of damage kept", () => {
    const e = shipOf("twodsix-ship-patrol-cruiser.json");
    expect([e.ship.tons, e.ship.hull, e.ship.structure]).toEqual([400, 8, 8]);
    // 120 of 160 points left → 6 of 8
    expect(e.state.hull).toBe(6);
    expect(e.notes.guessed.some((n) => n.to === "hull" && n.reason === "hullScale")).toBe(true);
    expect(mountsOf(e)).toEqual([
      "turret 3: missile, missile, missile",
      "turret 3: missile, missile, missile",
      "bay 1: particleBeam",
    ]);
    expect(e.ship.ammo.missiles).toEqual({ standard: 0, smart: 60, nuclear: 0 });
    expect(e.ship.screens).toEqual({ mesonScreen: 0, nuclearDamper: 1 });
    expect(e.ship.sensors?.grade).toBe("military");
    expect(e.state.systems.sensors).toBe(1);
    // one gunner per mount (the station had nobody assigned): a bay gunner, then turret gunners
    expect(e.ship.positions).toMatchObject({ bayGunner: 1, turretGunner: 2, driveEngineer: 2, navigator: 1 });
    expect(e.notes.guessed.some((n) => n.reason === "gunnerPerMount")).toBe(true);
  });
});

describe("twodsix travellers", () => {
  it("a pilot: characteristics and damage, skills by name, untrained skills left, gear left", () => {
    const e = crewOf("twodsix-traveller-pilot.json");
    expect(e.format).toBe("twodsixTraveller");
    expect(e.crew.name).toBe("Jamison");
    expect(e.crew.characteristics).toEqual({ str: 6, dex: 10, end: 7, int: 9, edu: 8, soc: 5 });
    expect(e.crew.damage).toEqual({ str: 0, dex: 0, end: 2 });
    expect(e.crew.skills).toEqual({ piloting: 2, navigation: 1, turretWeapons: 1, comms: 0 });
    expect(e.crew.customSkills).toEqual([
      { name: "Gun Combat", level: 1 },
      { name: "Jack of All Trades", level: 0 },
    ]);
    // Gunnery is wider than Turret Weapons: guessed
    expect(e.notes.guessed.map((n) => n.value)).toEqual(["Gunnery 1 → turretWeapons"]);
    expect(e.notes.left.map((n) => n.from)).toEqual([
      "items[Engineering].system.value",
      "items[Autopistol]",
      "items[Mesh]",
    ]);
  });

  it("an engineer: Engineering and Mechanics; the rest as custom skills", () => {
    const e = crewOf("twodsix-traveller-engineer.json");
    expect(e.crew.skills).toEqual({ engineering: 3, mechanics: 2 });
    expect(e.crew.customSkills.map((s) => s.name)).toEqual(["Electronics", "Vacc Suit"]);
    expect(e.crew.characteristics.edu).toBe(11);
  });

  it("a captain: leadership and tactics, gunnery specialities, damage to STR and DEX", () => {
    const e = crewOf("twodsix-traveller-captain.json");
    expect(e.crew.skills).toEqual({ leadership: 2, tactics: 1, piloting: 1, turretWeapons: 1, bayWeapons: 2 });
    expect(e.crew.damage).toEqual({ str: 1, dex: 3, end: 0 });
  });
});
