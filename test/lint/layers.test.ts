// The layer table: docs/architecture.md ("Layers") and the lint rule's table (scripts/layers.mjs) say the same thing,
// the table has no cycle, every file of src/ is in a layer and keeps to it, and the rule refuses an import the table
// does not allow (each kind of import) while letting allowed ones through.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { LAYERS, layerOf, layersPlugin, mayImport } from "../../scripts/layers.mjs";

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");

/** The rows of the table under "## Layers": layer name → the layers its "may import" column lists. */
function docsTable(): Map<string, string[]> {
  const text = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const section = text.slice(text.indexOf("## Layers"), text.indexOf("\n## ", text.indexOf("## Layers") + 1));
  const rows = new Map<string, string[]>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^`src\/([^/`]+?)(?:\.ts)?\/?`$/.exec(cells[1] ?? "")?.[1];
    if (!name) continue;
    const may = cells[3];
    rows.set(name, may === "nothing" ? [] : may === "every layer" ? ["*"] : may.split(",").map((s) => s.trim()));
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

const linter = new Linter({ cwd: ROOT });
const config = [
  {
    files: ["**/*.ts"],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { layers: layersPlugin },
    rules: { "layers/imports": "error" as const },
  },
];
const lint = (file: string, code: string) => linter.verify(code, config, { filename: path.join(ROOT, file) });

describe("the layer table", () => {
  it("is the same in docs/architecture.md and in the lint rule", () => {
    const docs = docsTable();
    expect([...docs.keys()].sort()).toEqual(Object.keys(LAYERS).sort());
    for (const [name, may] of docs) expect([name, [...may].sort()]).toEqual([name, [...LAYERS[name]].sort()]);
  });

  it("names only layers it has, and has no cycle: no two layers import each other, however far round", () => {
    for (const may of Object.values(LAYERS))
      for (const to of may) if (to !== "*") expect(Object.keys(LAYERS)).toContain(to);
    // every layer may import only layers listed above it (the table goes from the ground up): a cycle is impossible
    const order = Object.keys(LAYERS);
    for (const [from, may] of Object.entries(LAYERS))
      for (const to of may)
        if (to !== "*")
          expect({ from, to, below: order.indexOf(to) < order.indexOf(from) }).toEqual({ from, to, below: true });
  });

  it("places every file of src/ in a layer", () => {
    const outside = sourceFiles(SRC).filter((f) => !(layerOf(f)! in LAYERS));
    expect(outside).toEqual([]);
    expect(layerOf(path.join(SRC, "apps/sidebar/tracker.ts"))).toBe("apps");
    expect(layerOf(path.join(SRC, "base/system-id.ts"))).toBe("base");
    expect(layerOf(path.join(SRC, "config.ts"))).toBe("config");
    expect(layerOf(path.join(ROOT, "test/lint/layers.test.ts"))).toBeNull();
  });

  it("is kept by every file of src/", () => {
    const broken = sourceFiles(SRC).flatMap((f) =>
      lint(path.relative(ROOT, f), readFileSync(f, "utf8"))
        // only this rule runs here (and the parser): directives naming the project's other rules are not its business
        .filter((m) => m.ruleId === "layers/imports" || m.fatal)
        .map((m) => `${path.relative(ROOT, f)}:${m.line} ${m.message}`),
    );
    expect(broken).toEqual([]);
  });
});

describe("the lint rule layers/imports", () => {
  it("refuses an import the table does not allow, of every kind", () => {
    expect(mayImport("documents", "apps")).toBe(false);
    const forbidden = [
      `import { trackerView } from "../apps/sidebar/tracker";`,
      `import type { TrackerView } from "../apps/sidebar/view-model";`,
      `export { trackerView } from "../apps/sidebar/tracker";`,
      `export * from "../apps/sidebar/tracker";`,
      `export const load = () => import("../apps/sidebar/tracker");`,
      `export type T = import("../apps/sidebar/view-model").TrackerView;`,
    ];
    for (const code of forbidden) {
      const messages = lint("src/documents/probe.ts", code);
      expect({ code, rules: messages.map((m) => m.ruleId) }).toEqual({ code, rules: ["layers/imports"] });
      expect(messages[0].message).toContain("The documents layer may not import the apps layer");
    }
  });

  it("refuses each direction the table does not list: data → documents, chat → play, rules → anything", () => {
    expect(lint("src/data/probe.ts", `import type { CepheusActor } from "../documents/actor";`)).toHaveLength(1);
    expect(lint("src/chat/probe.ts", `import { perform } from "../play/perform";`)).toHaveLength(1);
    expect(lint("src/rules/engagement/probe.ts", `import { SYSTEM_ID } from "../../base/system-id";`)).toHaveLength(1);
  });

  it("lets through the layer's own files, the layers it may import, packages, and files outside src/", () => {
    expect(
      lint(
        "src/documents/probe.ts",
        `import { CepheusActor } from "./actor";\nimport { loadEngagement } from "../play/load";\nimport { ShipData } from "../data/actor/ship";`,
      ),
    ).toEqual([]);
    expect(
      lint(
        "src/apps/sidebar/probe.ts",
        `import { refuseBehindEngine } from "../../documents/combat";\nimport { x } from "fvtt-types/configuration";`,
      ),
    ).toEqual([]);
    expect(lint("src/index.ts", `import { onRenderChatMessageHTML } from "./apps/chat/card-buttons";`)).toEqual([]);
    expect(lint("test/probe.ts", `import { trackerView } from "../src/apps/sidebar/tracker";`)).toEqual([]);
  });

  it("names a file that is in no layer", () => {
    const messages = lint("src/newlayer/probe.ts", `export const x = 1;`);
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining("src/newlayer is in no layer")]);
    expect(lint("src/apps/probe.ts", `import { y } from "../elsewhere/y";`).map((m) => m.message)).toEqual([
      expect.stringContaining("src/elsewhere is in no layer"),
    ]);
  });
});
