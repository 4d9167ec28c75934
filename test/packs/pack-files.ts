// Reads the committed compendium sources (packs/_source/<pack>/*.json) and the manifest's "packs" list.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export { SRD_VESSELS } from "../fixtures/srd-text";
/** The guide's text, its parts joined, from which the rules pack's "Running a space battle" journal is made. */
export { GUIDE_PARTS, guideText, joinGuide } from "../../scripts/guide-text.mjs";

export interface PackEntry {
  name: string;
  label: string;
  path: string;
  type: string;
}

export function manifestPacks(): PackEntry[] {
  return JSON.parse(fs.readFileSync(path.join(ROOT, "system.json"), "utf8")).packs;
}

export function packFiles(pack: string): Map<string, Record<string, any>> {
  const dir = path.join(ROOT, "packs/_source", pack);
  const out = new Map<string, Record<string, any>>();
  for (const f of fs.readdirSync(dir).sort()) if (f.endsWith(".json")) out.set(f, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
  return out;
}
