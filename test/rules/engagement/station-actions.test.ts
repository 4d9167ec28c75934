// The station actions' registry and the module graph it allows: every seat action has its module in the catalogue,
// and what a sheet imports to show the actions possible now (validation, availableActions) loads no resolution code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SEAT_ACTIONS, stationAction } from "../../../src/rules/engagement/catalogue";

const ROOT = path.resolve(__dirname, "../../..");

/** The files of src/ a file loads at run time: its imports and re-exports, less those of types only. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)";/gms)) {
    const [, typeOnly, names, spec] = m;
    if (typeOnly || !spec.startsWith(".")) continue;
    const inner = names.trim();
    if (inner.startsWith("{")) {
      const parts = inner
        .slice(1, inner.lastIndexOf("}"))
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length && parts.every((p) => p.startsWith("type "))) continue;
    }
    out.push(path.resolve(path.dirname(file), spec) + ".ts");
  }
  // imports for their effects alone
  for (const m of text.matchAll(/^import\s+"(\.[^"]+)";/gm)) out.push(path.resolve(path.dirname(file), m[1]) + ".ts");
  return out;
}

/** Every file of src/ reached at run time from `entry`, relative to the repository. */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [path.join(ROOT, entry)];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...runtimeImports(f));
  }
  return new Set([...seen].map((f) => path.relative(ROOT, f).split(path.sep).join("/")));
}

/** The resolution code: the engine, the flow of the fight, attacks, reactions, missiles and the damage chain. */
const RESOLUTION = [
  "src/rules/engagement/engine.ts",
  "src/rules/engagement/flow.ts",
  "src/rules/engagement/attack.ts",
  "src/rules/engagement/salvos.ts",
  "src/rules/engagement/boarders.ts",
  "src/rules/engagement/damage-landing.ts",
  "src/rules/damage.ts",
  "src/rules/damage-chain.ts",
];

describe("station actions", () => {
  it("every seat action has its own module in the catalogue", () => {
    for (const type of SEAT_ACTIONS) expect(stationAction(type)?.type, type).toBe(type);
    // a prototype member or an unknown type is no action
    expect(stationAction("constructor")).toBeUndefined();
    expect(stationAction("endTurn")).toBeUndefined();
  });

  it.each(["src/rules/engagement/validation.ts", "src/apps/sheets/actions.ts"])(
    "%s loads no resolution code",
    (entry) => {
      const files = reached(entry);
      // the walk does find the modules it must (so an empty walk cannot pass)
      expect(files.has("src/rules/engagement/actions/ram.ts")).toBe(true);
      expect(files.has("src/rules/engagement/context.ts")).toBe(true);
      for (const f of RESOLUTION) expect(files.has(f), f).toBe(false);
    },
  );

  it("the engine does load the resolution code (the walk sees it when it is there)", () => {
    const files = reached("src/rules/engagement/engine.ts");
    for (const f of RESOLUTION) expect(files.has(f), f).toBe(true);
  });
});
