// A release-ready manifest: the compendia grouped in folders, a cover image, authors, readme, changelog and bugs
// addresses that resolve in the built system, the docs' version words agreeing with `version`, and
// `npm run release -- --repo <url>` writing a manifest and a zip stamped for that repository while dist/ stays the
// plain build, installable by copy.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ES module without types
import { repoUrl, stampManifest } from "../../scripts/release-manifest.mjs";
// @ts-expect-error -- plain ES module without types
import { COVER, GUIDE_IMAGES } from "../../scripts/guide-images.mjs";
import { guideText } from "../../scripts/guide-text.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DIST = path.join(ROOT, "dist");
const read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8");
const manifest = JSON.parse(read("system.json"));
const SERVED = `systems/${manifest.id}/`;

interface Folder {
  name: string;
  sorting: string;
  color: string;
  packs: string[];
  folders: Folder[];
}

beforeAll(() => {
  if (!fs.existsSync(path.join(DIST, "system.json")) || !fs.existsSync(path.join(DIST, "docs/images"))) {
    const r = spawnSync("node", ["scripts/build.mjs"], { cwd: ROOT, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  }
}, 240_000);

describe("the manifest", () => {
  it("groups every compendium in exactly one pack folder, the guide and rules first", () => {
    const seen: string[] = [];
    const walk = (folders: Folder[], depth: number) => {
      expect(depth).toBeLessThanOrEqual(3); // core: nested folders up to three levels
      for (const f of folders) {
        expect(f.name.trim()).not.toBe("");
        expect(["a", "m"]).toContain(f.sorting);
        expect(f.color).toMatch(/^#[0-9a-f]{6}$/i);
        seen.push(...f.packs);
        walk(f.folders ?? [], depth + 1);
      }
    };
    walk(manifest.packFolders, 1);
    expect([...seen].sort()).toEqual(manifest.packs.map((p: { name: string }) => p.name).sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(manifest.packFolders[0].packs).toEqual(["rules"]);
  });

  it("names real authors, not a placeholder team", () => {
    expect(manifest.authors.length).toBeGreaterThan(0);
    for (const a of manifest.authors) {
      expect(a.name.trim()).not.toBe("");
      expect(a.name).not.toMatch(/\bteam\b|contributors|TODO|your name/i);
    }
  });

  it("readme, changelog, bugs and the cover are files of the built system, served under systems/<id>/", () => {
    for (const key of ["readme", "changelog", "bugs"]) {
      expect(manifest[key], key).toMatch(new RegExp(`^${SERVED}`));
      const file = manifest[key].slice(SERVED.length).split("#")[0];
      expect(fs.existsSync(path.join(DIST, file)), `${key}: dist/${file}`).toBe(true);
    }
    // the bugs address points at the README's section on reporting a problem
    const anchor = manifest.bugs.split("#")[1];
    expect(read("README.md")).toMatch(new RegExp(`^## ${anchor.replace(/-/g, " ")}$`, "im"));
    const cover = manifest.media.find((m: { type: string }) => m.type === "cover");
    expect(cover.url).toBe(`${SERVED}docs/images/${COVER.file}`);
    expect(fs.existsSync(path.join(DIST, "docs/images", COVER.file))).toBe(true);
    expect(manifest).not.toHaveProperty("manifest");
    expect(manifest).not.toHaveProperty("download");
  });

  it("the cover and the guide's screenshots are committed PNGs of the screenshot pipeline, the cover at its size", () => {
    for (const f of [...GUIDE_IMAGES, COVER.file]) {
      const png = fs.readFileSync(path.join(ROOT, "docs/images", f));
      expect(png.subarray(1, 4).toString(), f).toBe("PNG");
      if (f === COVER.file) expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([COVER.width, COVER.height]);
    }
  });
});

describe("version words", () => {
  const version: string = manifest.version;

  it("package.json, system.json and the changelog's top section agree", () => {
    expect(JSON.parse(read("package.json")).version).toBe(version);
    const top = read("CHANGELOG.md").match(/^## (.+)$/m)?.[1] ?? "";
    expect(top).toContain(`(${version})`);
  });

  it("no doc names another version of this system", () => {
    const docs = [
      "README.md",
      "CHANGELOG.md",
      ...fs
        .readdirSync(path.join(ROOT, "docs"))
        .filter((f) => f.endsWith(".md") && f !== "foundry-compat.md")
        .map((f) => `docs/${f}`),
    ];
    const wrong: string[] = [];
    for (const f of docs) {
      for (const m of read(f).matchAll(/\b(?:version|release|v)\s?(\d+\.\d+(?:\.\d+)?)\b/gi)) {
        // Foundry's own versions (13.x, 14.x) are not ours
        if (/^1[34]\./.test(m[1])) continue;
        if (!version.startsWith(m[1])) wrong.push(`${f}: ${m[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the guide says which version it describes", () => {
    expect(guideText()).toContain(`version ${version}`);
  });
});

describe("npm run release", () => {
  it("checks the repository address", () => {
    expect(repoUrl("https://github.com/owner/name")).toBe("https://github.com/owner/name");
    expect(repoUrl(" https://github.com/owner/name.git/ ")).toBe("https://github.com/owner/name");
    expect(repoUrl("https://git.example.org/group/sub/name")).toBe("https://git.example.org/group/sub/name");
    for (const bad of [
      undefined,
      "",
      "github.com/owner/name",
      "http://github.com/owner/name",
      "https://github.com/owner",
      "https://github.com/o/n?x=1",
      "https://u:p@github.com/o/n",
    ])
      expect(() => repoUrl(bad), String(bad)).toThrow(/--repo/);
  });

  it("stamps url, manifest, download and the repository's readme, changelog, bugs and cover", () => {
    const stamped = stampManifest(manifest, "https://github.com/owner/name");
    const v = manifest.version;
    expect(stamped).toMatchObject({
      url: "https://github.com/owner/name",
      manifest: "https://github.com/owner/name/releases/latest/download/system.json",
      download: `https://github.com/owner/name/releases/download/v${v}/cepheus-space-combat.zip`,
      readme: `https://github.com/owner/name/blob/v${v}/README.md`,
      changelog: `https://github.com/owner/name/blob/v${v}/CHANGELOG.md`,
      bugs: "https://github.com/owner/name/issues",
    });
    expect(stamped.media[0]).toEqual({
      ...manifest.media[0],
      url: `https://github.com/owner/name/releases/download/v${v}/${COVER.file}`,
    });
    // everything else as built; the input is not changed
    const {
      url: _u,
      manifest: _m,
      download: _d,
      readme: _r,
      changelog: _c,
      bugs: _b,
      media: _media,
      ...rest
    } = stamped;
    const { readme: _r0, changelog: _c0, bugs: _b0, media: _media0, ...restIn } = manifest;
    expect(rest).toEqual(restIn);
    expect(manifest).not.toHaveProperty("download");
  });

  it("writes the stamped manifest, a zip carrying it and the cover, and leaves dist/ the plain build", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "cepheus-release-"));
    const before = fs.readFileSync(path.join(DIST, "system.json"), "utf8");
    try {
      const r = spawnSync(
        "node",
        ["scripts/release.mjs", "--repo", "https://github.com/owner/name", "--out", out, "--no-build"],
        { cwd: ROOT, encoding: "utf8" },
      );
      expect(r.status, r.stderr).toBe(0);
      expect(fs.readdirSync(out).sort()).toEqual(["cepheus-space-combat.zip", COVER.file, "system.json"].sort());
      const written = JSON.parse(fs.readFileSync(path.join(out, "system.json"), "utf8"));
      expect(written).toEqual(stampManifest(JSON.parse(before), "https://github.com/owner/name"));
      const zip = unzipSync(fs.readFileSync(path.join(out, "cepheus-space-combat.zip")));
      expect(JSON.parse(new TextDecoder().decode(zip["system.json"]))).toEqual(written);
      // the rest of the zip is dist/ as built
      expect(zip["cepheus-space-combat.mjs"]).toEqual(
        new Uint8Array(fs.readFileSync(path.join(DIST, "cepheus-space-combat.mjs"))),
      );
      expect(Object.keys(zip)).toContain(`docs/images/${COVER.file}`);
      expect(Object.keys(zip).some((f) => f.endsWith(".map"))).toBe(false);
      expect(fs.readFileSync(path.join(out, COVER.file))).toEqual(
        fs.readFileSync(path.join(DIST, "docs/images", COVER.file)),
      );
      expect(fs.readFileSync(path.join(DIST, "system.json"), "utf8")).toBe(before);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it("refuses a bad address and writes nothing", () => {
    const out = path.join(os.tmpdir(), `cepheus-release-bad-${process.pid}`);
    const r = spawnSync("node", ["scripts/release.mjs", "--repo", "not a url", "--out", out, "--no-build"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/--repo needs the repository's web address/);
    expect(fs.existsSync(out)).toBe(false);
  });
});
