// Small files named for what they hold: no file of code the project writes (TypeScript, scripts, styles, templates, in
// src/, scripts/, styles/, templates/, test/, bench/ and the root) and no prose document it writes (Markdown in docs/,
// src/, test/, scripts/, lang/ and the root) is over MAX_LINES lines. Data is not counted: JSON fixtures, packs,
// languages, and the SRD's chapters in srd/ (Markdown, but the rules' text, read whole by the pack generator).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const MAX_LINES = 450;
const CODE = /\.(ts|mts|mjs|js|css|hbs)$/;
const DIRS = ["src", "scripts", "styles", "templates", "test", "bench"];
const PROSE = /\.md$/;
const PROSE_DIRS = ["docs", "src", "test", "scripts", "lang"];
/** folders that hold no code the project writes (installed packages, built output, saved browser pages) */
const SKIP = new Set(["node_modules", "dist", "build", "coverage"]);

/** The files under `dir` whose names match `kind`, outside the folders of SKIP. */
function filesOf(dir: string, kind: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    if (SKIP.has(f)) return [];
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? filesOf(p, kind) : kind.test(f) ? [p] : [];
  });
}

/** Every file of a kind the project writes, in the folders named and at the root, relative to the root. */
function written(kind: RegExp, dirs: readonly string[]): string[] {
  const root = readdirSync(ROOT).filter((f) => kind.test(f) && statSync(path.join(ROOT, f)).isFile());
  return [...dirs.flatMap((d) => filesOf(path.join(ROOT, d), kind)).map((f) => path.relative(ROOT, f)), ...root];
}

const codeFiles = () => written(CODE, DIRS);
const proseFiles = () => written(PROSE, PROSE_DIRS);

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

  it("finds the code the project writes in every folder named and the root, and nothing installed or built", () => {
    const files = codeFiles();
    for (const d of DIRS) expect(files.some((f) => f.startsWith(`${d}/`))).toBe(true);
    expect(files).toContain("src/rules/engagement/engine.ts");
    expect(files).toContain("vite.config.ts");
    expect(files.some((f) => f.split("/").some((part) => SKIP.has(part)))).toBe(false);
  });

  it("finds the prose the project writes in the folders named and the root, and not the SRD's text", () => {
    const files = proseFiles();
    const known = [
      "README.md",
      "CHANGELOG.md",
      "docs/guide.md",
      "src/play/README.md",
      "test/harness/README.md",
      "lang/README.md",
    ];
    for (const f of known) expect(files).toContain(f);
    expect(files.every((f) => PROSE.test(f))).toBe(true);
    expect(files.some((f) => f.startsWith("srd/"))).toBe(false);
    expect(files.some((f) => f.split("/").some((part) => SKIP.has(part)))).toBe(false);
  });

  const holds = (files: string[]) => tooLong(files.map((f) => [f, readFileSync(path.join(ROOT, f), "utf8")] as const));

  it(`holds every file of code to ${MAX_LINES} lines`, () => {
    expect(holds(codeFiles())).toEqual([]);
  });

  it(`holds every prose document to ${MAX_LINES} lines, except the SRD's text in srd/`, () => {
    expect(holds(proseFiles())).toEqual([]);
  });
});
