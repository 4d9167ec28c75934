// The GM's command path (src/play/command-path.ts: running a command with the engine's executor, building and
// posting the cards, a card's writes) is reached from the module Foundry loads at start-up only through its one
// seam, src/play/load-command-path.ts, which imports it with import(). Read from the sources' import graph:
// the static imports (values, not types; never import()) reachable from src/index.ts are what the main module holds.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join("/");

/** The chunk's own files: none of them may be imported statically from the main module. */
const COMMAND_PATH = [
  "src/play/command-path.ts",
  "src/play/run-command.ts",
  "src/play/card-writes.ts",
  "src/play/referee.ts",
  "src/play/withdraw.ts",
  "src/play/step-back-restore.ts",
  "src/chat/cards.ts",
  "src/chat/post.ts",
];

/** The engine's executor: what runs a command (validation and the state stay in the main module: the views ask them). */
/** The engine's executor: what resolves a command (the rules' validation and the sheets' actions reach none of it). */
const EXECUTOR = [
  "src/rules/engagement/engine.ts",
  "src/rules/engagement/flow.ts",
  "src/rules/engagement/attack.ts",
  "src/rules/engagement/salvos.ts",
  "src/rules/engagement/boarders.ts",
  "src/rules/engagement/damage-landing.ts",
  "src/rules/damage-chain.ts",
];

/** The files a source file imports statically for their values (type-only imports and import() left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.ES2022);
  const out: string[] = [];
  for (const node of source.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) spec = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) spec = node.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith(".")) continue;
    const base = path.resolve(path.dirname(file), spec.text);
    const found = [`${base}.ts`, path.join(base, "index.ts")].find((f) => fs.existsSync(f));
    if (found) out.push(found);
  }
  return out;
}

/** Every file reachable from src/index.ts by static imports, with the files each imports. */
function mainGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = [path.join(ROOT, "src/index.ts")];
  while (queue.length) {
    const file = queue.shift()!;
    if (graph.has(file)) continue;
    const imports = staticImports(file);
    graph.set(file, imports);
    queue.push(...imports);
  }
  return graph;
}

describe("the GM's command path", () => {
  const graph = mainGraph();
  const inMain = [...graph.keys()].map(rel);

  it("the graph is the main module's: the entry, the request table and the seam are in it", () => {
    expect(inMain).toContain("src/registration/request-table.ts");
    expect(inMain).toContain("src/play/perform.ts");
    expect(inMain).toContain("src/play/load-command-path.ts");
    // import() is not followed: what the seam loads is not part of the graph
    expect(fs.readFileSync(path.join(ROOT, "src/play/load-command-path.ts"), "utf8")).toContain(
      'import("./command-path")',
    );
  });

  it("none of its files is imported statically from the main module", () => {
    expect(inMain.filter((f) => COMMAND_PATH.includes(f))).toEqual([]);
  });

  it("the main module reaches none of the engine's executor: it comes with the seam's chunk", () => {
    expect(EXECUTOR.every((f) => fs.existsSync(path.join(ROOT, f)))).toBe(true);
    expect(inMain.filter((f) => EXECUTOR.includes(f))).toEqual([]);
    // the rules the views show are there: validation and the station actions it asks
    expect(inMain).toContain("src/rules/engagement/validation.ts");
    expect(inMain).toContain("src/rules/engagement/actions/pursuit.ts");
  });

  it("only the seam imports the command path, and only with import()", () => {
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith(".ts") && /import\(\s*["'][^"']*command-path["']\s*\)/.test(fs.readFileSync(p, "utf8")))
          importers.push(rel(p));
      }
    };
    walk(path.join(ROOT, "src"));
    expect(importers).toEqual(["src/play/load-command-path.ts"]);
  });
});
