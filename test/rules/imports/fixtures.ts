import { expect } from "vitest";
// The exports of test/fixtures/imports: built field for field on the public data models of twodsix
// (xdy/twodsix-foundryvtt) and of Mongoose's Traveller system (Mongoose-Publishing/traveller-foundryvtt), and
// Cepheus Deluxe statblocks with the labels twodsix's statblock macro reads (docs/import.md).
import fs from "node:fs";
import path from "node:path";
import { readImports, type ImportEntry, type ImportedCrew, type ImportedShip } from "../../../src/rules/imports";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/imports");
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");
export const fixtureNames = () => fs.readdirSync(FIXTURES).sort();

export function readOne(name: string): ImportEntry {
  const r = readImports([fixture(name)]);
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.error)}`);
  expect(r.entries).toHaveLength(1);
  return r.entries[0]!;
}
export const shipOf = (name: string) => readOne(name) as ImportedShip;
export const crewOf = (name: string) => readOne(name) as ImportedCrew;

/** "turret 3: missile, missile, beamLaser" per mount. */
export const mountsOf = (e: ImportedShip) => e.ship.mounts.map((m) => `${m.type} ${m.size}: ${m.weapons.join(", ")}`);
