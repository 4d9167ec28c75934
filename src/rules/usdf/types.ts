// The shape of a ship read from a Universal Ship Description Format paragraph (SRD Chapter 8,
// "Universal Ship Description Format"). Plain JSON data: every field is a number, string, boolean, null,
// array or object, so a ship survives JSON and structuredClone unchanged.
import type { MissileType, Position, SensorGrade, WeaponKind } from "../types";

/** How a weapon is carried. A turret's weapons say "fixed" or "popup" when the turret is one. */
export type UsdfWeaponMount = "turret" | "bay" | "fixed" | "popup";

export type HullConfiguration = "standard" | "streamlined" | "distributed";
export type ArmorOption = "reflec" | "selfSealing" | "stealth";

/**
 * One turret or bay. A "triple turret armed with missiles" is one mount holding three "missile" weapons;
 * a missile bay is one mount holding one "missile" weapon (it launches a flight of twelve).
 */
export interface UsdfMount {
  /** "m1", "m2", ... in the order the text lists them; stable across import → export → import */
  id: string;
  type: "turret" | "bay";
  /** turrets: 1 single, 2 double, 3 triple; bays: 1 */
  size: number;
  fixed: boolean;
  popup: boolean;
  weapons: WeaponKind[];
}

/** One weapon: a triple missile turret gives three of these, all with the turret's mountId. */
export interface UsdfWeapon {
  kind: WeaponKind;
  mount: UsdfWeaponMount;
  mountId: string;
}

export interface UsdfSoftware {
  /** canonical name when known ("Fire Control", "Jump Control", "Auto-Repair", "Evade", ...), else as written */
  name: string;
  /** the number after the slash: Jump Control/2 → 2 */
  rating: number | null;
  /** "TL11 Jump Control/2" → 11 */
  techLevel: number | null;
}

export interface UsdfCrewRole {
  count: number;
  /** the words of the text, lower case, as written ("commanding officer", "gunners", "ship's troops") */
  role: string;
  /** the combat position this role fills, when one fits (commanding officer → captain, ...) */
  position: Position | null;
}

export interface UsdfPassengers {
  /** passengers besides crew: "N additional passengers", the middle-passenger figure, or prisoners */
  count: number;
  /** "N high passengers or M middle passengers": N (M is `count`) */
  high: number | null;
  /** "one noble and five passengers": 1 */
  nobles: number;
  doubleOccupancy: boolean;
  /** "(one with gunners)": the figures when gunners take staterooms */
  withGunners: { count: number; high: number | null } | null;
  low: number;
  emergencyLow: number;
  /** where or how they travel, as written: "as prisoners in the detention cells", "in the control cabin" */
  note: string | null;
}

export interface UsdfShip {
  name: string;
  techLevel: number;
  tons: number;
  /** under 100 tons: a small craft (small craft hull table, cockpit or control cabin, no bridge) */
  smallCraft: boolean;
  /** the hull sentence after "the <name>": what the ship is for (a leading "is" is dropped) */
  description: string;
  hull: number;
  structure: number;
  /** "divided into two sections of 50 Hull, 50 Structure each" */
  sections: { count: number; hull: number; structure: number } | null;
  /** drive codes as written: "A".."Z" for ships, "sA".."sZ" for small craft */
  drives: { jump: string | null; maneuver: string | null; powerPlant: string | null };
  jump: number;
  thrust: number;
  fuel: { tons: number; weeks: number | null; jumps: number | null } | null;
  computer: { model: number; bis: boolean; fib: boolean } | null;
  software: UsdfSoftware[];
  sensors: { grade: SensorGrade; dm: number } | null;
  staterooms: number;
  lowBerths: number;
  emergencyLowBerths: number;
  /** troops housed in barracks */
  barracks: number;
  /** small craft: "a one-man cockpit", "a two-man control cabin and additional cabin space for one passenger" */
  cabin: { kind: "cockpit" | "controlCabin"; crew: number; extraPassengers: number } | null;
  hardpoints: number;
  fireControlTons: number;
  mounts: UsdfMount[];
  /** one entry per weapon, derived from `mounts` */
  weapons: UsdfWeapon[];
  ammo: { missiles: Record<MissileType, number>; sand: number };
  screens: { mesonScreen: number; nuclearDamper: number };
  /** small craft carried: names in the singular ("fighter", "ship's boat") */
  hangars: { count: number; craft: { count: number; name: string }[]; includedInCost: boolean } | null;
  cargo: number;
  configuration: HullConfiguration | null;
  /** "titaniumSteel" | "crystaliron" | "bondedSuperdense", or the name as written for another armor */
  armorType: string | null;
  armor: number;
  armorOptions: ArmorOption[];
  /** special features other than software, fuel processors and scoops, as written ("escape pods", count 23) */
  features: { count: number | null; name: string }[];
  fuelProcessors: { tons: number; perDay: number | null } | null;
  fuelScoops: boolean;
  crew: { total: number; roles: UsdfCrewRole[]; gunnersIfArmed: number | null };
  /** crew per combat position, summed from crew.roles (gunners split: one bay gunner per bay first) */
  positions: Partial<Record<Position, number>>;
  passengers: UsdfPassengers;
  /** MCr */
  cost: number | null;
  buildWeeks: number | null;
}

/** The parts of a USDF paragraph; `missing` names those the text did not give. */
export type UsdfPart =
  | "drives"
  | "fuel"
  | "computer"
  | "sensors"
  | "accommodation"
  | "hardpoints"
  | "cargo"
  | "armor"
  | "crew"
  | "passengers"
  | "cost";

export const USDF_ERROR_CODES = [
  "notText",
  "empty",
  "tooLong",
  "tooLongNormalised",
  "noHull",
  "severalShips",
  "noHullPoints",
  "noName",
  "noTechLevel",
  "outOfRange",
  "hullExceedsTons",
  "exceedsTons",
  "exceedsHull",
] as const;
export type UsdfErrorCode = (typeof USDF_ERROR_CODES)[number];

/** What a refusal names (the UI shows CEPHEUS.USDF.Field.<field>). */
export const USDF_FIELDS = [
  "techLevel",
  "tons",
  "hull",
  "structure",
  "jump",
  "thrust",
  "armor",
  "staterooms",
  "lowBerths",
  "emergencyLowBerths",
  "barracks",
  "hardpoints",
  "crew",
  "gunnersIfArmed",
  "missiles",
  "sand",
  "computer",
  "screens",
  "fuel",
  "cabin",
  "hangars",
  "sections",
  "passengers",
  "features",
  "cargo",
  "fireControlTons",
  "mounts",
  "weapons",
  "accommodation",
  "cargoAndFuel",
  "fittings",
] as const;
export type UsdfField = (typeof USDF_FIELDS)[number];

export interface UsdfError {
  code: UsdfErrorCode;
  /** English sentence naming what is wrong (the UI shows CEPHEUS.USDF.Error.<code> with `field`/`value`/`limit`) */
  message: string;
  /** a field, or "crew (<role>)" for the count of one crew role */
  field?: UsdfField | `crew (${string})`;
  value?: number | string;
  /** what the hull allows (tons, hardpoints, characters), when the refusal compares with it */
  limit?: number;
}

/** Things a ship was imported with that do not add up; shown beside it, they refuse nothing. */
export const USDF_FLAG_CODES = ["sectionsDoNotAddUp"] as const;
export type UsdfFlagCode = (typeof USDF_FLAG_CODES)[number];

export interface UsdfFlag {
  code: UsdfFlagCode;
  /** English sentence (the UI shows CEPHEUS.USDF.Flag.<code> with `data`) */
  message: string;
  data: Record<string, number>;
}

export type UsdfParseResult =
  | { ok: true; ship: UsdfShip; unread: string[]; missing: UsdfPart[]; flags: UsdfFlag[] }
  | { ok: false; error: UsdfError };
