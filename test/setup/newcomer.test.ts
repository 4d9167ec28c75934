// A newcomer's setup: the Node and npm versions are written down where tools read them, the browser tests find
// Chromium where it is installed, and the test command's output stays readable in a log.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error -- plain ES module without types
import { findChromium, USUAL_PATHS } from "../browser/chromium.mjs";
// @ts-expect-error -- plain ES module without types
import { childEnv, stageEnd, stageLine } from "../../scripts/test-output.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8");

describe("Node and npm versions", () => {
  it("package.json engines and .nvmrc name Node 20 and npm 11, and the running Node satisfies them", () => {
    const pkg = JSON.parse(read("package.json"));
    expect(pkg.engines).toEqual({ node: ">=20.19.0", npm: ">=11.0.0" });
    expect(read(".nvmrc").trim()).toBe("20");
    const [major, minor] = process.versions.node.split(".").map(Number);
    expect(major > 20 || (major === 20 && minor >= 19)).toBe(true);
    // the lock file's root entry carries the same engines (npm reads them from there too)
    expect(JSON.parse(read("package-lock.json")).packages[""].engines).toEqual(pkg.engines);
  });

  it("the README names the same versions", () => {
    expect(read("README.md")).toMatch(/Node 20 \(20\.19 or later\) and npm 11/);
  });
});

describe("finding Chromium", () => {
  const only =
    (...files: string[]) =>
    (p: string) =>
      files.includes(p);

  it("takes CHROME_PATH when it names a file", () => {
    expect(findChromium({ CHROME_PATH: "/opt/chrome/chrome" }, only("/opt/chrome/chrome", "/usr/bin/chromium"))).toBe(
      "/opt/chrome/chrome",
    );
  });

  it("refuses a CHROME_PATH that is not a file instead of falling back silently", () => {
    expect(() => findChromium({ CHROME_PATH: "/nowhere/chrome" }, only("/usr/bin/chromium"))).toThrow(
      /CHROME_PATH is set to "\/nowhere\/chrome"/,
    );
  });

  it("otherwise tries the usual paths in order", () => {
    expect(findChromium({}, only("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
    expect(findChromium({ CHROME_PATH: " " }, only("/usr/bin/google-chrome", "/snap/bin/chromium"))).toBe(
      "/snap/bin/chromium",
    );
    expect(findChromium({}, only("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"))).toBe(
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    );
    expect(USUAL_PATHS[0]).toBe("/usr/bin/chromium");
  });

  it("says what to do when there is none", () => {
    expect(() => findChromium({}, () => false)).toThrow(/apt-get install -y chromium\) or set CHROME_PATH/);
  });

  it("the browser page launches the executable findChromium picks, not a fixed path", () => {
    const src = read("test/browser/browser.mjs");
    expect(src).toContain("findChromium()");
    expect(src).not.toMatch(/"\/usr\/bin\/chromium"/);
  });
});

describe("the test command's output", () => {
  it("tells every child process to print no colour codes, over a parent that asked for colour", () => {
    const env = childEnv({ PATH: "/bin", FORCE_COLOR: "3" }, { FOUNDRY_GENERATION: "14" });
    expect(env).toEqual({ PATH: "/bin", NO_COLOR: "1", FORCE_COLOR: "0", FOUNDRY_GENERATION: "14" });
  });

  it("announces each stage with its number and command, and its end with its time", () => {
    expect(stageLine(4, 6, "unit tests, Foundry v13", "npx", ["vitest", "run"], { FOUNDRY_GENERATION: "13" })).toBe(
      "=== [4/6] unit tests, Foundry v13: FOUNDRY_GENERATION=13 npx vitest run",
    );
    expect(stageEnd("lint", 0, 12_400)).toBe("--- lint: done after 12 s");
    expect(stageEnd("lint", 1, 900)).toBe("--- lint: exit 1 after 1 s");
  });

  it("scripts/test.mjs runs every stage through them", () => {
    const src = read("scripts/test.mjs");
    expect(src).toContain("env: childEnv(process.env, env)");
    expect(src).toContain("stageLine(++stage, STAGES");
    // every spawned stage goes through run(): no other spawn in the file
    expect(src.match(/spawnSync\(/g)).toHaveLength(1);
  });
});
