// Builds the installable system into dist/ and a release zip into build/.
// Steps: bundle src/ with vite (the main module and its chunks, dist/chunks/*.mjs), copy static files, compile
// packs/_source/* to LevelDB, zip dist/ (chunks included, source maps left out). build/bundle.json records each
// bundled file: bytes, gzip bytes, static and dynamic imports, and its source modules by rendered size; a Web Worker
// (bundled on its own, dist/chunks/<name>-<hash>.mjs, emitted as an asset of the main build) is marked `worker` and
// lists its source files (from its source map).
import { build } from "vite";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { releaseFiles, writeZip } from "./zip.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const out = path.join(root, "build");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8"));

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist, { recursive: true });
fs.mkdirSync(out, { recursive: true });

console.log("build: bundling src/ with vite");
const result = await build({ root, configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
const chunks = [result]
  .flat()
  .flatMap((r) => r.output)
  .filter((o) => o.type === "chunk");
const bundle = chunks.map((c) => ({
  file: c.fileName,
  entry: c.isEntry,
  bytes: fs.statSync(path.join(dist, c.fileName)).size,
  gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, c.fileName)), { level: 9 }).length,
  imports: c.imports,
  dynamicImports: c.dynamicImports,
  modules: Object.entries(c.modules)
    .map(([id, m]) => ({ id: path.relative(root, id).split(path.sep).join("/"), bytes: m.renderedLength }))
    .filter((m) => m.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes),
}));
const outputs = [result].flat().flatMap((r) => r.output);
for (const w of outputs.filter((o) => o.type === "asset" && o.fileName.endsWith(".mjs"))) {
  const file = path.join(dist, w.fileName);
  const map = fs.existsSync(`${file}.map`) ? JSON.parse(fs.readFileSync(`${file}.map`, "utf8")) : { sources: [] };
  bundle.push({
    file: w.fileName,
    entry: false,
    worker: true,
    bytes: fs.statSync(file).size,
    gzip: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length,
    imports: [],
    dynamicImports: [],
    sources: map.sources
      .map((s) =>
        path
          .relative(root, path.resolve(path.dirname(file), s))
          .split(path.sep)
          .join("/"),
      )
      .sort(),
  });
}
fs.writeFileSync(path.join(out, "bundle.json"), JSON.stringify(bundle, null, 1));

const copy = (rel) => fs.cpSync(path.join(root, rel), path.join(dist, rel), { recursive: true });
// assets/: the system's own art (the salvo tokens' SVGs, drawn by scripts/salvo-art.mjs)
for (const rel of [
  "system.json",
  "templates",
  "lang",
  "assets",
  "README.md",
  "CHANGELOG.md",
  "LICENSE",
  "LICENSE-OGL.md",
])
  copy(rel);
// The guide's screenshots and the cover image (docs/images/, made by npm run screenshots): the guide journal and the
// manifest's media show them from here.
copy("docs/images");

// One stylesheet: every file of styles/ in name order.
const styles = fs
  .readdirSync(path.join(root, "styles"))
  .filter((f) => f.endsWith(".css"))
  .sort();
fs.writeFileSync(
  path.join(dist, "cepheus-space-combat.css"),
  styles.map((f) => fs.readFileSync(path.join(root, "styles", f), "utf8")).join("\n"),
);

console.log("build: static files copied; compiling the compendium packs");
// Compendium packs: JSON sources -> LevelDB. Every document (and embedded document) must carry `_key`.
for (const pack of manifest.packs ?? []) {
  const src = path.join(root, "packs/_source", pack.name);
  if (!fs.existsSync(src)) throw new Error(`pack ${pack.name}: no sources under packs/_source/${pack.name}`);
  await compilePack(src, path.join(dist, pack.path), {
    recursive: true,
    transformEntry: async (entry) => {
      if (!entry._id || !entry._key) throw new Error(`pack ${pack.name}: ${entry.name ?? "?"} lacks _id or _key`);
    },
  });
}

// Release zip: the folder's content at the zip root, as Foundry's installer expects (npm run release makes one
// whose manifest names where it is published: scripts/release.mjs).
const files = releaseFiles(dist);
writeZip(files, path.join(out, `${manifest.id}.zip`));

const size = (f) => fs.statSync(path.join(dist, f)).size;
const lazy = bundle.filter((c) => !c.entry && !c.worker).map((c) => `${c.file} ${c.bytes} B`);
const workers = bundle.filter((c) => c.worker).map((c) => `${c.file} ${c.bytes} B`);
console.log(
  `built dist/ (${Object.keys(files).length} files): js ${size("cepheus-space-combat.mjs")} B (loaded on first use: ${lazy.join(", ") || "none"}; workers: ${workers.join(", ") || "none"}), css ${size("cepheus-space-combat.css")} B; zip build/${manifest.id}.zip`,
);
