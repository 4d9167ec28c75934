// The engine's internal context (src/rules/engagement/context.ts) is the engine's own: everything outside src/rules
// asks the public query (queryEngagement) and the engine's index instead, so the engine can change its context freely.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");
const CONTEXT = path.join(SRC, "rules/engagement/context");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

/** The files of src/ a file imports (static, type-only, re-exported or dynamic), as paths without their extension. */
function imported(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1]);
  return specs.filter((s) => s.startsWith(".")).map((s) => path.resolve(path.dirname(file), s).replace(/\.[jt]s$/, ""));
}

describe("the engine's internal context", () => {
  it("is imported by no file outside src/rules", () => {
    const outside = sourceFiles(SRC).filter((f) => !f.startsWith(path.join(SRC, "rules") + path.sep));
    expect(outside.length).toBeGreaterThan(50);
    const offenders = outside.filter((f) => imported(f).includes(CONTEXT)).map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it("is recognised when imported (the check can fail)", () => {
    const inside = sourceFiles(path.join(SRC, "rules/engagement")).filter((f) => imported(f).includes(CONTEXT));
    expect(inside.map((f) => path.basename(f))).toEqual(expect.arrayContaining(["query.ts", "referee.ts"]));
  });
});
