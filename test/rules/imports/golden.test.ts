// Every real fixture's whole import, recorded: the ship or crew member, the state it was exported in, who the export
// seats where, and every line of what was read, guessed and left (golden-imports.json, one readable entry per file).
// The value-by-value tests (twodsix.test.ts, mgt2e.test.ts, statblock.test.ts) say what each value must be and why;
// this one says that nothing else moved, the notes' words included. A change here is a change of what users see:
// re-record only for a deliberate one, read the diff, and say so in the commit:
// `IMPORT_GOLDEN=record npx vitest run test/rules/imports/golden.test.ts`.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readImports } from "../../../src/rules/imports";
import { fixture, importableNames } from "./fixtures";

const FILE = path.join(import.meta.dirname, "golden-imports.json");
const RECORD = process.env.IMPORT_GOLDEN === "record";
const recorded: Record<string, unknown> = RECORD ? {} : JSON.parse(fs.readFileSync(FILE, "utf8"));
const names = importableNames();

describe("every real fixture's import, as recorded", () => {
  it("records every importable fixture, and nothing else", () => {
    if (RECORD) return;
    expect(Object.keys(recorded).sort()).toEqual([...names].sort());
  });

  it.each(names)("%s", (name) => {
    const r = readImports([fixture(name)]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    if (RECORD) recorded[name] = r.entries;
    else expect(r.entries).toEqual(recorded[name]);
  });

  afterAll(() => {
    if (RECORD) fs.writeFileSync(FILE, `${JSON.stringify(recorded, null, 1)}\n`);
  });
});
