// Cepheus Deluxe statblocks → ships (the three of test/fixtures/imports), and the statblock written back: reading
// what `writeStatblock` writes gives the same ship, for the fixtures and for the ships of every other format.
import { describe, expect, it } from "vitest";
import { readImports, readStatblock, writeStatblock } from "../../../src/rules/imports";
import { exportShipDescription, parseShipDescription } from "../../../src/rules/usdf";
import { fixture, fixtureNames, mountsOf, shipNames, shipOf } from "./fixtures";

describe("Cepheus Deluxe statblocks", () => {
  it("a trader: heading TL and name, description, every label", () => {
    const e = shipOf("statblock-labels/statblock-trader.txt");
    expect(e.format).toBe("statblock");
    const s = e.ship;
    expect([s.name, s.techLevel, s.tons, s.hull, s.structure, s.armor, s.thrust, s.jump]).toEqual([
      "200-TON TRADER",
      11,
      200,
      4,
      4,
      0,
      1,
      1,
    ]);
    expect(s.description).toBe("A common merchant ship plying the spacelanes between minor worlds.");
    expect(s.configuration).toBe("streamlined");
    expect(s.fuel?.tons).toBe(30);
    expect(s.computer).toEqual({ model: 1, bis: true, fib: false });
    expect(s.cost).toBe(51.48);
    expect(mountsOf(e)).toEqual(["turret 2: beamLaser, sandcaster", "turret 2: beamLaser, sandcaster"]);
    expect([s.staterooms, s.lowBerths, s.cargo, s.fuelScoops]).toEqual([10, 20, 82, true]);
    expect(s.features).toEqual([{ count: 1, name: "air/raft" }]);
    expect(s.crew.roles.map((r) => [r.count, r.role])).toEqual([
      [1, "pilot"],
      [1, "engineer"],
      [1, "medic"],
      [2, "gunner"],
    ]);
    expect(e.notes.left).toEqual([{ from: "P-Plant", value: "Rating 1" }]);
  });

  it("a scout written on few lines: labels after others on one line, a list running on to the next line", () => {
    const e = shipOf("statblock-labels/statblock-scout.txt");
    expect([e.ship.tons, e.ship.armor, e.ship.armorType, e.ship.thrust, e.ship.jump]).toEqual([
      100,
      2,
      "titaniumSteel",
      2,
      2,
    ]);
    expect(e.ship.fuel?.tons).toBe(40);
    expect(e.ship.computer?.model).toBe(2);
    expect(mountsOf(e)).toEqual(["turret 2: pulseLaser"]);
    expect(e.ship.features.map((f) => f.name)).toEqual(["air/raft", "fuel processor"]);
    expect([e.ship.staterooms, e.ship.cargo]).toEqual([4, 3]);
  });

  it("a corvette: a bay and triple turrets, ammunition, marines and gunners", () => {
    const e = shipOf("statblock-labels/statblock-corvette.txt");
    expect(mountsOf(e)).toEqual([
      "bay 1: particleBeam",
      "turret 3: missile, missile, beamLaser",
      "turret 3: missile, missile, beamLaser",
    ]);
    expect(e.ship.armorType).toBe("crystaliron");
    expect(e.ship.ammo.missiles.smart).toBe(24);
    expect(e.ship.emergencyLowBerths).toBe(4);
    expect(e.ship.positions).toEqual({
      captain: 1,
      pilot: 1,
      navigator: 1,
      driveEngineer: 2,
      bayGunner: 1,
      turretGunner: 2,
      marine: 4,
    });
    expect(e.ship.crew.total).toBe(12);
  });

  it.each(shipNames())("%s: written as a statblock and read back, the same ship", (name) => {
    const e = shipOf(name);
    const text = writeStatblock(e.ship);
    const again = readStatblock(text);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    // a statblock has no Hull and Structure of its own, nor a sensors suite, software or drive codes
    const { hull: _h, structure: _s, sensors: _se, software: _so, drives: _d, ...rest } = e.ship;
    const { hull: _h2, structure: _s2, sensors: _se2, software: _so2, drives: _d2, ...back } = again.entry.ship;
    expect(back).toEqual({ ...rest, positions: back.positions, crew: back.crew });
    expect(again.entry.ship.positions).toEqual(e.ship.positions);
    expect(writeStatblock(again.entry.ship)).toBe(text);
  });

  it.each(shipNames())("%s: its USDF description reads back as the same ship (Copy ship description)", (name) => {
    const e = shipOf(name);
    const parsed = parseShipDescription(exportShipDescription(e.ship));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.ship.tons).toBe(e.ship.tons);
    expect(parsed.ship.mounts).toEqual(e.ship.mounts);
    expect(parsed.ship.positions).toEqual(e.ship.positions);
    expect([parsed.ship.hull, parsed.ship.structure, parsed.ship.armor]).toEqual([
      e.ship.hull,
      e.ship.structure,
      e.ship.armor,
    ]);
  });

  it("statblock fixtures read back to exactly the same ship", () => {
    for (const name of fixtureNames().filter((n) => n.endsWith(".txt"))) {
      const first = readImports([fixture(name)]);
      const again =
        first.ok && first.entries[0]!.kind === "ship" ? readStatblock(writeStatblock(first.entries[0]!.ship)) : null;
      expect(again?.ok && first.ok && again.entry.ship).toEqual(
        first.ok && first.entries[0]!.kind === "ship" && first.entries[0]!.ship,
      );
    }
  });
});
