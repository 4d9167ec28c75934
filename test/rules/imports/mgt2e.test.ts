// Mongoose Traveller spacecraft and travellers → ships and crew members, field by field. No real export of either
// is public (SOURCES.md): these files are built from the system's published data model, each field cited there.
import { describe, expect, it } from "vitest";
import { crewOf, mountsOf, shipOf } from "./fixtures";

describe("Mongoose Traveller spacecraft", () => {
  it("a scout: dtons, TL, armour, drives, fuel, cargo; a mount's linked weapons; criticals and a damaged drive", () => {
    const e = shipOf("mgt2e-data-model/mgt2e-spacecraft-scout.json");
    expect(e.format).toBe("mgt2eSpacecraft");
    const s = e.ship;
    expect([s.name, s.techLevel, s.tons, s.armor, s.thrust, s.jump, s.cargo]).toEqual([
      "Type-S Scout Tamsin",
      12,
      100,
      2,
      2,
      2,
      12,
    ]);
    // Mongoose hits (one per 2.5 tons) become SRD Hull and Structure
    expect([s.hull, s.structure]).toEqual([2, 2]);
    expect(s.configuration).toBe("streamlined");
    expect(s.fuel?.tons).toBe(23);
    expect(s.staterooms).toBe(4);
    expect(s.sensors?.grade).toBe("military");
    expect(s.computer).toEqual({ model: 1, bis: true, fib: false });
    expect(s.cost).toBe(36.9);
    expect(mountsOf(e)).toEqual(["turret 2: pulseLaser, sandcaster"]);
    expect(e.state.systems).toMatchObject({ sensors: 1, jDrive: 1 });
    expect(s.positions).toEqual({ pilot: 1, driveEngineer: 1, turretGunner: 1 });
    expect(e.notes.left.map((n) => n.from)).toEqual(
      expect.arrayContaining(["system.spacecraft.power", "items[Streamlined Hull]", "items[Spare Parts]"]),
    );
  });

  it("a far trader: two triple turrets from one hardware item, hits taken, a damaged bridge, role positions", () => {
    const e = shipOf("mgt2e-data-model/mgt2e-spacecraft-far-trader.json");
    expect(mountsOf(e)).toEqual(["turret 3: beamLaser, beamLaser, missile", "turret 3: beamLaser, beamLaser, missile"]);
    // 60 of 80 hits → 3 of 4 Hull
    expect([e.ship.hull, e.state.hull]).toEqual([4, 3]);
    expect(e.state.systems.bridge).toBe(1);
    expect([e.ship.staterooms, e.ship.lowBerths]).toEqual([10, 4]);
    expect(e.ship.positions).toEqual({ pilot: 1, navigator: 1, driveEngineer: 1, turretGunner: 2 });
    expect(e.notes.left.some((n) => n.from === "items[Steward]")).toBe(true);
  });

  it("a corvette: a bay, a destroyed power plant, criticals on the M-Drive, a barbette kept as a turret and noted", () => {
    const e = shipOf("mgt2e-data-model/mgt2e-spacecraft-corvette.json");
    expect(mountsOf(e)).toEqual([
      "bay 1: missile",
      "turret 3: particleBeam, particleBeam, particleBeam",
      "turret 3: particleBeam, particleBeam, particleBeam",
      "turret 1: particleBeam",
    ]);
    expect(e.state.systems).toMatchObject({ powerPlant: 3, mDrive: 2 });
    expect(e.state.mounts).toEqual({ m2: 1, m3: 1 });
    expect(e.ship.armorType).toBe("crystaliron");
    expect(e.ship.screens.nuclearDamper).toBe(1);
    expect(e.notes.left.map((n) => n.from)).toEqual(
      expect.arrayContaining(["flags.mgt2e.crit_weapon", "items[Particle Barbette].system.hardware.mount"]),
    );
    expect(e.notes.guessed.some((n) => n.reason === "criticalScale" && n.value === "4 → 2")).toBe(true);
  });
});

describe("Mongoose Traveller travellers", () => {
  it("characteristics, injuries, and the skills a trained skill's specialities give", () => {
    const e = crewOf("mgt2e-data-model/mgt2e-traveller-gunner.json");
    expect(e.format).toBe("mgt2eTraveller");
    expect(e.crew.name).toBe("Imogen Vale");
    expect(e.crew.characteristics).toEqual({ str: 6, dex: 9, end: 8, int: 10, edu: 7, soc: 5 });
    expect(e.crew.damage).toEqual({ str: 0, dex: 0, end: 2 });
    // Gunner (turret) 2, (screen) 1; Electronics (sensors) 2; Pilot (small craft) 1; Tactics (naval) 1
    expect(e.crew.skills).toEqual({ turretWeapons: 2, screens: 1, comms: 2, piloting: 1, tactics: 1 });
    // trained skills of no space-combat use, and a speciality of one that is not ours, are kept as they are
    expect(e.crew.customSkills).toEqual([
      { name: "admin", level: 1 },
      { name: "electronics (computers)", level: 1 },
      { name: "vaccsuit", level: 1 },
    ]);
    // Astrogation and Leadership are not trained: untrained here too, and said
    expect(e.crew.skills.navigation).toBeUndefined();
    expect(e.notes.left.map((n) => [n.from, n.value])).toContainEqual(["system.skills", "2 untrained"]);
    expect(e.notes.left.map((n) => n.value)).toContain("weapon: Cutlass");
  });
});
