// npm run packs: regenerates packs/_source/<pack>/*.json from the SRD text kept in srd/common-vessels.md
// (or the same file in the folder CEPHEUS_SRD_DIR names)
// through the USDF importer, and the guide journal of the rules pack from the guide's Markdown (one source: its parts
// docs/guide.md and docs/guide-reference.md, joined by scripts/guide-text.mjs).
// Node 20 cannot run TypeScript, so vite bundles scripts/packs/entry.ts first.
// The output is committed; test/packs checks that regenerating gives the same files.
import { build } from "vite";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { guideText } from "../guide-text.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const tmp = path.join(root, "build/packs-generator");
const srd = path.resolve(root, process.env.CEPHEUS_SRD_DIR ?? "srd", "common-vessels.md");

await build({
  configFile: false,
  root,
  logLevel: "warn",
  build: {
    ssr: path.join(root, "scripts/packs/entry.ts"),
    outDir: tmp,
    emptyOutDir: true,
    minify: false,
    target: "node20",
    rollupOptions: { output: { format: "es", entryFileNames: "entry.mjs" } },
  },
});
const { buildPacks, fileName, PACK_NAMES } = await import(pathToFileURL(path.join(tmp, "entry.mjs")).href);
const packs = buildPacks(fs.readFileSync(srd, "utf8"), guideText());

for (const name of PACK_NAMES) {
  const dir = path.join(root, "packs/_source", name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const doc of packs[name]) fs.writeFileSync(path.join(dir, fileName(doc)), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`packs/_source/${name}: ${packs[name].length} documents`);
}
