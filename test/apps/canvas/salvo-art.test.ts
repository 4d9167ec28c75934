// The salvo tokens' art (assets/salvo/): what scripts/salvo-art.mjs draws is what is committed, and every missile type
// and count a salvo can have names a file that is there, past twelve the "12+" badge.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SALVO_ART_MAX, salvoArt } from "../../../src/apps/canvas/salvo-map/art";
import { MISSILE_TYPES } from "../../../src/rules/types";
// @ts-expect-error -- a plain script of the repository, without types
import { MAX_COUNT, salvoFiles, TYPES } from "../../../scripts/salvo-art.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const served = (p: string) => path.join(ROOT, p.replace(/^systems\/cepheus-space-combat\//, ""));

describe("the salvo art", () => {
  it("is the script's drawing, file for file", () => {
    const files = salvoFiles() as [string, string][];
    expect(fs.readdirSync(path.join(ROOT, "assets/salvo")).sort()).toEqual(files.map(([name]) => name).sort());
    for (const [name, text] of files) expect(fs.readFileSync(path.join(ROOT, "assets/salvo", name), "utf8")).toBe(text);
  });

  it("has a file for every missile type and count, the count written on it", () => {
    expect(TYPES).toEqual([...MISSILE_TYPES]);
    expect(MAX_COUNT).toBe(SALVO_ART_MAX);
    for (const type of MISSILE_TYPES)
      for (let n = 1; n <= SALVO_ART_MAX + 3; n++) {
        const file = served(salvoArt(type, n));
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.readFileSync(file, "utf8")).toContain(`>${n > SALVO_ART_MAX ? `${SALVO_ART_MAX}+` : n}</text>`);
      }
    expect(salvoArt("smart", 3)).not.toBe(salvoArt("nuclear", 3));
  });
});
