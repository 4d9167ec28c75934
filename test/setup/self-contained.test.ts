// A clone stands alone: no file of the repository names a path outside it. The SRD text the project reads is kept in
// srd/; a test, a script or a doc that climbs out of the repository (to a folder that happens to sit beside a
// developer's checkout) would pass there and fail for every user who clones it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRD_DIR, SRD_SPACE_COMBAT, SRD_VESSELS } from "../fixtures/srd-text";
// @ts-expect-error -- plain ES module without types
import { readmeCommands } from "../../scripts/readme-commands.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Folders that are made by installing or building, never part of the repository. */
const MADE = new Set([".git", "node_modules", "dist", "build", "coverage"]);
const TEXT = /\.(ts|mts|mjs|js|cjs|json|md|hbs|html|css|yml|yaml|sh|txt)$|^(run|\.nvmrc|\.gitignore|\.prettierignore)$/;

function repositoryFiles(dir = ROOT): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (MADE.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...repositoryFiles(full));
    else if (TEXT.test(entry.name)) out.push(full);
  }
  return out;
}

/** The sibling folder of earlier checkouts, spelled so that this file does not name it. */
const SIBLING = ["..", "shared"].join("/");

/**
 * Relative paths in a file's text that, read from the file's own folder, lead outside
 * the repository ("../../x" climbing past the root, or a quoted ".." chain). Markdown links and code are both read.
 */
export function pathsOutside(file: string, text: string, root = ROOT): string[] {
  const found: string[] = [];
  const starts = [path.dirname(file)];
  for (const m of text.matchAll(/(?:\.\.\/)+[\w.@/-]*/g)) {
    const rel = m[0];
    if (starts.some((from) => !inside(path.resolve(from, rel), root))) found.push(rel);
  }
  if (text.includes(SIBLING)) found.push(SIBLING);
  return found;
}

function inside(p: string, root: string): boolean {
  const rel = path.relative(root, p);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

describe("the repository stands alone", () => {
  it("no file names a path outside the repository", () => {
    const offenders: string[] = [];
    // this file's own examples below are the checker's fixtures, not paths it uses
    for (const file of repositoryFiles().filter((f) => f !== import.meta.filename)) {
      const text = fs.readFileSync(file, "utf8");
      for (const p of pathsOutside(file, text)) offenders.push(`${path.relative(ROOT, file)}: ${p}`);
    }
    expect(offenders).toEqual([]);
  });

  it("finds what climbs out and lets what stays inside pass", () => {
    const doc = path.join(ROOT, "docs/x.md");
    const test = path.join(ROOT, "test/rules/usdf/x.ts");
    expect(pathsOutside(doc, `see \`../${SIBLING}/srd/common-vessels.md\``)).toContain(
      `../${SIBLING}/srd/common-vessels.md`,
    );
    expect(pathsOutside(test, 'path.resolve(import.meta.dirname, "../../../../srd/x.md")')).toEqual([
      "../../../../srd/x.md",
    ]);
    expect(pathsOutside(doc, `read ${SIBLING}/srd`)).toContain(SIBLING);
    expect(pathsOutside(doc, "see [the rulings](../docs/rulings.md) and `../src/rules`")).toEqual([]);
    expect(pathsOutside(test, 'import { x } from "../../../src/rules";')).toEqual([]);
  });

  it("keeps the SRD chapters it reads in srd/, with their Open Game Content notice", () => {
    expect(path.relative(ROOT, SRD_DIR)).toBe("srd");
    for (const file of [SRD_VESSELS, SRD_SPACE_COMBAT]) expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(SRD_SPACE_COMBAT, "utf8")).toMatch(/^# Chapter 10: Space Combat/);
    expect(fs.readFileSync(SRD_VESSELS, "utf8")).toMatch(/^# Chapter 9: Common Vessels/);
    expect(fs.readFileSync(path.join(ROOT, "srd/README.md"), "utf8")).toMatch(/Open Game Content/);
    expect(fs.readFileSync(path.join(ROOT, "LICENSE-OGL.md"), "utf8")).toMatch(
      /Cepheus Engine System Reference Document, Copyright © 2016 Samardan Press/,
    );
  });

  it("CI runs the README's two commands in a copy of the checkout with nothing beside it", () => {
    const ci = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8");
    expect(ci).toMatch(/mktemp -d/);
    expect(ci).toMatch(/git clone/);
    expect(ci).toMatch(/readme-commands\.mjs/);
    expect(readmeCommands(fs.readFileSync(path.join(ROOT, "README.md"), "utf8"))).toEqual([
      "npm ci && npm run build",
      "npm ci && npm test",
    ]);
    expect(readmeCommands("# x\n## Other\n```sh\nnpm ci\n```\n")).toEqual([]);
  });
});
