import { expect } from "vitest";
// The real files of test/fixtures/imports (SOURCES.md there names each one's repository, path, commit and licence),
// and reading them as the import window does.
import fs from "node:fs";
import path from "node:path";
import { readImports, type ImportEntry, type ImportedCrew, type ImportedShip } from "../../../src/rules/imports";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/imports");
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");
export const json = (name: string) => JSON.parse(fixture(name)) as Record<string, any>;

/** Every fixture file under `dir` (relative to test/fixtures/imports), sorted; SOURCES.md aside. */
export function fixtureNames(dir = ""): string[] {
  const root = path.join(FIXTURES, dir);
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile() && d.name !== "SOURCES.md")
    .map((d) => path.relative(FIXTURES, path.join(d.parentPath, d.name)))
    .sort();
}

/**
 * The fixtures the import reads into an actor, by name (no reading at collection time: a test that reads while
 * its file is collected runs the readers outside any test, and mutation testing could not tell which test killed
 * what): all but twodsix's vehicle and animal, its ship from before Foundry 10, and its journal (read as USDF text).
 */
export const importableNames = () =>
  fixtureNames().filter((n) => !/\/(?:vehicle|animal)_|\/2c635b3\/|\/srd-journal-entries\//.test(n));

/** The importable fixtures that are ships. */
export const shipNames = () => importableNames().filter((n) => /\/ship_|\.db\.line-|mgt2e-spacecraft-|\.txt$/.test(n));

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

/** A member along a dotted path, read plainly (the test's own reading of the source, not the reader's). */
export function sourceAt(o: unknown, dotted: string): any {
  let v: any = o;
  for (const k of dotted.split(".")) v = v == null ? undefined : v[k];
  return v;
}
