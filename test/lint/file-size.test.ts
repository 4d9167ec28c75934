// Small files named for what they hold: no file of code the project writes (TypeScript, scripts, styles, templates, in
// src/, scripts/, styles/, templates/, test/, bench/ and the root) is over MAX_LINES lines. Data (JSON fixtures,
// packs, languages) and prose (docs/, srd/) are not code and are not counted.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const MAX_LINES = 450;
const CODE = /\.(ts|mts|mjs|js|css|hbs)$/;
const DIRS = ["src", "scripts", "styles", "templates", "test", "bench"];
/** folders that hold no code the project writes (installed packages, built output, saved browser pages) */
const SKIP = new Set(["node_modules", "dist", "build", "coverage"]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    if (SKIP.has(f)) return [];
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? codeFiles(p) : CODE.test(f) ? [p] : [];
  });
}

/** The number of lines of a text (a last line without its newline counts). */
export function lineCount(text: string): number {
  if (text === "") return 0;
  const breaks = text.split("\n").length - 1;
  return text.endsWith("\n") ? breaks : breaks + 1;
}

/** The files over the limit, each with its line count, from their names and texts. */
function tooLong(files: readonly (readonly [name: string, text: string])[]): string[] {
  return files
    .map(([name, text]) => [name, lineCount(text)] as const)
    .filter(([, n]) => n > MAX_LINES)
    .map(([name, n]) => `${name}: ${n} lines`);
}

describe("file size", () => {
  it("counts lines as an editor shows them", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a")).toBe(1);
    expect(lineCount("a\n")).toBe(1);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("a\n\nb\n")).toBe(3);
    expect(lineCount("x\n".repeat(MAX_LINES + 1))).toBe(MAX_LINES + 1);
  });

  it("names each file over the limit with its length, and only those", () => {
    const long = "x\n".repeat(MAX_LINES + 1);
    const atLimit = "x\n".repeat(MAX_LINES);
    expect(
      tooLong([
        ["a.ts", long],
        ["b.ts", atLimit],
        ["c.css", long + "y"],
      ]),
    ).toEqual([`a.ts: ${MAX_LINES + 1} lines`, `c.css: ${MAX_LINES + 2} lines`]);
  });

  it("finds the code the project writes in every folder named, and nothing installed or built", () => {
    const files = DIRS.flatMap((d) => codeFiles(path.join(ROOT, d))).map((f) => path.relative(ROOT, f));
    for (const d of DIRS) expect(files.some((f) => f.startsWith(`${d}/`))).toBe(true);
    expect(files).toContain("src/rules/engagement/engine.ts");
    expect(files.some((f) => f.split("/").some((part) => SKIP.has(part)))).toBe(false);
  });

  it(`holds every file of code to ${MAX_LINES} lines`, () => {
    const files = [
      ...DIRS.flatMap((d) => codeFiles(path.join(ROOT, d))),
      ...readdirSync(ROOT)
        .filter((f) => CODE.test(f))
        .map((f) => path.join(ROOT, f)),
    ];
    expect(tooLong(files.map((f) => [path.relative(ROOT, f), readFileSync(f, "utf8")] as const))).toEqual([]);
  });
});
