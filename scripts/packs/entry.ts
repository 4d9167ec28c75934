// Builds every compendium's documents from the SRD text and the guide (scripts/guide-text.mjs). Pure: no file system, no Foundry, no randomness;
// scripts/packs/generate.mjs bundles this file, runs it and writes packs/_source/<pack>/*.json.
import { parseShipDescription, type UsdfShip } from "../../src/rules/usdf";
import { crewActors } from "./crew";
import type { PackDocument } from "./documents";
import { PROFILES } from "./profiles";
import { guideJournal } from "./guide";
import { rulesJournal } from "./rules";
import { shipActor } from "./ships";
import { shipSections } from "./srd";
import { weaponItems } from "./weapons";
import { slug } from "./ids";

export const PACK_NAMES = ["weapons", "ships", "crew", "rules"] as const;
export type PackName = (typeof PACK_NAMES)[number];

/**
 * Special features kept as data but trimmed of the SRD's explanatory clauses (", into which ..."), so
 * that no SRD prose ends up in the compendium.
 */
function withoutProse(ship: UsdfShip): UsdfShip {
  return { ...ship, features: ship.features.map((f) => ({ ...f, name: f.name.replace(/,\s*(?:into which|which|that)\b.*$/i, "") })) };
}

export function shipDocuments(srdVessels: string): PackDocument[] {
  return shipSections(srdVessels).map((text, i) => {
    const r = parseShipDescription(text);
    if (!r.ok) throw new Error(`SRD ship ${i + 1} could not be read: ${r.error.message}`);
    const profile = PROFILES[r.ship.name];
    if (!profile) throw new Error(`no profile for ${r.ship.name}`);
    return shipActor(withoutProse(r.ship), profile, (i + 1) * 100);
  });
}

/** Every pack's documents from the SRD's vessels text and the guide (scripts/guide-text.mjs), the two texts they are read from. */
export function buildPacks(srdVessels: string, guide: string): Record<PackName, PackDocument[]> {
  return { weapons: weaponItems(), ships: shipDocuments(srdVessels), crew: crewActors(), rules: [...guideJournal(guide), ...rulesJournal()] };
}

/** The JSON file a document is written to: "<slug of the name>_<id>.json". */
export function fileName(doc: PackDocument): string {
  return `${slug(doc.name)}_${doc._id}.json`;
}
