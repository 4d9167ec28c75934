// Where in an export a note's value came from, in words a user knows rather than the export's paths: the readers
// note a path (`system.shipStats.hull.max`, `items[Pulse Laser].system.quantity`, a statblock's label), and the
// preview shows "Hull points", "Pulse Laser: quantity", "Tonnage". Each path the readers write has a word here
// (CEPHEUS.USDF.Foreign.Source.<key>, CEPHEUS.USDF.Foreign.Part.<part>); a test reads every real file and finds
// none shown raw. Pure: no Foundry.

/** The fields of an export a note can come from. */
export const SOURCE_KEYS = [
  "name",
  "techLevel",
  "tonnage",
  "hullPoints",
  "armor",
  "armorName",
  "jump",
  "thrust",
  "fuel",
  "power",
  "bandwidth",
  "cargo",
  "configuration",
  "cost",
  "computer",
  "reactionDrive",
  "hullOptions",
  "radiationShielding",
  "characteristic",
  "injury",
  "skills",
  "seatedActor",
  "crewTab",
  "critical",
  "heading",
] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];

/** The parts of an item (a component, a skill, a hardware item) a note can come from. */
export const SOURCE_PARTS = [
  "hits",
  "quantity",
  "weight",
  "status",
  "rating",
  "level",
  "ammunition",
  "mount",
  "linkedWeapon",
  "specialities",
] as const;
export type SourcePart = (typeof SOURCE_PARTS)[number];

export type SourceWords =
  /** a field of the export, with the export's own word after it when it names one (a characteristic, a role) */
  | { key: SourceKey; detail?: string }
  /** an item of the export by its name, and which of its fields */
  | { item: string; part?: SourcePart }
  /** a statblock's label, already in the statblock's words */
  | { label: string };

const EXACT: Readonly<Record<string, SourceKey>> = {
  name: "name",
  heading: "heading",
  "system.techLevel": "techLevel",
  "system.spacecraft.tl": "techLevel",
  "system.shipStats.mass.max": "tonnage",
  "system.spacecraft.dtons": "tonnage",
  "system.shipStats.hull.max": "hullPoints",
  "system.hits": "hullPoints",
  "system.hits.max": "hullPoints",
  "system.shipStats.armor.max": "armor",
  "system.spacecraft.armour": "armor",
  "system.shipStats.armor.name": "armorName",
  "system.shipStats.drives.jDrive.rating": "jump",
  "system.spacecraft.jdrive": "jump",
  "system.shipStats.drives.mDrive.rating": "thrust",
  "system.spacecraft.mdrive": "thrust",
  "system.shipStats.fuel": "fuel",
  "system.spacecraft.fuel": "fuel",
  "system.shipStats.power": "power",
  "system.spacecraft.power": "power",
  "system.shipStats.bandwidth": "bandwidth",
  "system.spacecraft.cargo": "cargo",
  "system.spacecraft.configuration": "configuration",
  "system.spacecraft.cost": "cost",
  "system.spacecraft.computer": "computer",
  "system.spacecraft.rdrive": "reactionDrive",
  "system.spacecraft.hullOptions": "hullOptions",
  "system.spacecraft.radShielding": "radiationShielding",
  "system.skills": "skills",
};

/** An item's field, by its path under the item. */
const PARTS: readonly [RegExp, SourcePart][] = [
  [/^system\.hits$/, "hits"],
  [/^system\.quantity$/, "quantity"],
  [/^system\.weight$/, "weight"],
  [/^system\.status$/, "status"],
  [/^system\.rating$/, "rating"],
  [/^system\.value$/, "level"],
  [/^system\.ammunition\.value$/, "ammunition"],
  [/^system\.hardware\.mount$/, "mount"],
  [/^system\.hardware\.weapons\./, "linkedWeapon"],
  [/^specialities/, "specialities"],
];

/** The words for where a note came from (see the file comment); a path no reader writes is shown as it is. */
export function sourceWords(from: string): SourceWords {
  if (Object.hasOwn(EXACT, from)) return { key: EXACT[from]! };
  const item = /^items\[(.*)\](?:\.(.+))?$/s.exec(from);
  if (item) return partOf(item[1]!, item[2]);
  let m = /^system\.characteristics\.([A-Za-z0-9]+)\.(value|damage)$/.exec(from);
  if (m) return { key: m[2] === "damage" ? "injury" : "characteristic", detail: m[1]! };
  if ((m = /^system\.damage\.([A-Z]{3})\.value$/.exec(from))) return { key: "injury", detail: m[1]! };
  if ((m = /^system\.skills\.([A-Za-z0-9]+)(?:\.(.+))?$/.exec(from))) return partOf(m[1]!, m[2]);
  if ((m = /^system\.shipPositionActorIds\.(.+)$/.exec(from))) return { key: "seatedActor", detail: m[1]! };
  if ((m = /^system\.crew\.([A-Za-z]+)$/.exec(from))) return { key: "crewTab", detail: m[1]! };
  if ((m = /^flags\.mgt2e\.crit_([A-Za-z]+)$/.exec(from))) return { key: "critical", detail: m[1]! };
  return { label: from };
}

function partOf(item: string, path: string | undefined): SourceWords {
  if (path === undefined) return { item };
  const part = PARTS.find(([re]) => re.test(path))?.[1];
  return part ? { item, part } : { label: `${item}: ${path}` };
}

/**
 * Whether `from` is a path of the export (dots or brackets, as no statblock label has) that this file has no words
 * for: shown raw. A test reads every real fixture and finds none.
 */
export const isRawPath = (from: string): boolean => "label" in sourceWords(from) && /[.[]/.test(from);
