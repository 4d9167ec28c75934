// npm run release -- --repo <https://host/owner/name> [--out <dir>] [--no-build]
// Builds the system (npm run build, unless --no-build reuses dist/), then writes into <dir> (default build/release/)
// the three assets of a release of that repository: system.json stamped with `url`, `manifest`, `download` and the
// repository's readme, changelog, bugs and cover addresses (scripts/release-manifest.mjs), the zip Foundry installs
// (dist/ with that manifest), and the cover image. dist/ itself is left as the plain build, installable by copy.
// Attach the three files to a release tagged v<version>; Foundry then installs from the manifest URL
// <repo>/releases/latest/download/system.json.
import { spawnSync } from "node:child_process";
import { Buffer } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import { releaseTag, repoUrl, stampManifest } from "./release-manifest.mjs";
import { releaseFiles, writeZip } from "./zip.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

try {
  const repo = repoUrl(option("--repo"));
  const out = path.resolve(root, option("--out") ?? "build/release");
  const dist = path.join(root, "dist");
  if (!args.includes("--no-build")) {
    console.log("release: building the system (npm run build)");
    const r = spawnSync("node", [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) throw new Error("the build failed");
  }
  if (!fs.existsSync(path.join(dist, "system.json")))
    throw new Error("dist/ holds no built system: run npm run build first, or leave out --no-build");
  const built = JSON.parse(fs.readFileSync(path.join(dist, "system.json"), "utf8"));
  const manifest = stampManifest(built, repo);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "system.json"), text);
  const count = writeZip(
    releaseFiles(dist, { "system.json": Buffer.from(text) }),
    path.join(out, `${manifest.id}.zip`),
  );
  const cover = (built.media ?? []).find((m) => m.type === "cover");
  const assets = ["system.json", `${manifest.id}.zip`];
  if (cover) {
    const rel = cover.url.replace(`systems/${built.id}/`, "");
    fs.copyFileSync(path.join(dist, rel), path.join(out, path.basename(rel)));
    assets.push(path.basename(rel));
  }
  console.log(
    `release ${releaseTag(manifest.version)} for ${repo}: ${path.relative(root, out) || "."}/ ${assets.join(", ")} (${count} files in the zip)`,
  );
  console.log(`attach them to the release ${releaseTag(manifest.version)}; manifest URL: ${manifest.manifest}`);
} catch (err) {
  console.error(`release: ${err.message}`);
  process.exit(1);
}
