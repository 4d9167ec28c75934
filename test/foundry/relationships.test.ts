// The manifest recommends every module the code works with, and no key of a JSON file Foundry reads is written twice
// (JSON.parse keeps the last of two equal keys silently: a second "relationships" once dropped the first's modules).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JB2A_IDS, SEQUENCER_ID } from "../../src/animations/register";
import { TAH_CORE_ID } from "../../src/apps/token-hud";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8");

/** Keys written twice in one object of a JSON text, as "path.key". */
export function duplicateKeys(json: string): string[] {
  const dups: string[] = [];
  const stack: { keys: Set<string> | null; at: string }[] = [];
  let lastKey = "";
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '"') {
      let j = i + 1;
      while (json[j] !== '"') j += json[j] === "\\" ? 2 : 1;
      const text = json.slice(i + 1, j);
      let k = j + 1;
      while (/\s/.test(json[k] ?? "")) k++;
      const top = stack.at(-1);
      if (json[k] === ":" && top?.keys) {
        if (top.keys.has(text)) dups.push(top.at ? `${top.at}.${text}` : text);
        top.keys.add(text);
        lastKey = text;
      }
      i = j;
    } else if (c === "{" || c === "[") {
      const parent = stack.at(-1);
      const at = parent?.keys ? [parent.at, lastKey].filter(Boolean).join(".") : (parent?.at ?? "");
      stack.push({ keys: c === "{" ? new Set() : null, at });
    } else if (c === "}" || c === "]") stack.pop();
  }
  return dups;
}

describe("system.json relationships", () => {
  const manifest = JSON.parse(read("system.json"));
  const recommended = (manifest.relationships?.recommends ?? []).map((r: { id: string }) => r.id);

  it("recommends Sequencer, a JB2A module and Token Action HUD Core, the modules the code looks for", () => {
    expect(recommended).toContain(SEQUENCER_ID);
    expect(JB2A_IDS.some((id) => recommended.includes(id))).toBe(true);
    expect(recommended).toContain(TAH_CORE_ID);
  });

  it("gives each recommended module a type and a reason", () => {
    for (const r of manifest.relationships.recommends) {
      expect(r.type).toBe("module");
      expect(typeof r.reason).toBe("string");
      expect(r.reason.length).toBeGreaterThan(10);
    }
  });
});

describe("JSON files Foundry reads", () => {
  it("write no key twice in one object", () => {
    const files = [
      "system.json",
      ...fs
        .readdirSync(path.join(ROOT, "lang"))
        .filter((f) => f.endsWith(".json"))
        .map((f) => `lang/${f}`),
    ];
    for (const file of files) expect({ file, duplicates: duplicateKeys(read(file)) }).toEqual({ file, duplicates: [] });
  });

  it("finds a key written twice, at any depth, and not keys repeated in sibling objects", () => {
    expect(duplicateKeys('{"a": 1, "b": {"c": 1, "c": 2}, "a": 3}')).toEqual(["b.c", "a"]);
    expect(duplicateKeys('{"x": [{"id": 1}, {"id": 2}], "s": "a \\"q\\" : b"}')).toEqual([]);
  });
});
