// The words of USDF paragraphs and what they stand for: weapons, sensor suites, armor, software, crew roles.
import type { Position, SensorGrade, WeaponKind } from "../types";

/** Turret weapon names (SRD "Turret Weapons" table, Beam Laser per ruling R9), singular as written. */
export const TURRET_WEAPON_NAMES: Readonly<Record<WeaponKind, string>> = Object.freeze({
  pulseLaser: "pulse laser",
  beamLaser: "beam laser",
  particleBeam: "particle beam",
  fusionGun: "fusion gun",
  mesonGun: "meson gun",
  sandcaster: "sandcaster",
  missile: "missile",
});

/** Words that name a weapon in a turret, singular or plural. */
export const WEAPON_WORDS = String.raw`(?:pulse lasers?|beam lasers?|particle beams?|fusion guns?|meson guns?|sandcasters?|sand casters?|missile racks?|missile launchers?|missiles?)`;

export function weaponKindOf(words: string): WeaponKind | null {
  const w = words.toLowerCase().replace(/\s+/g, " ");
  if (w.startsWith("pulse laser")) return "pulseLaser";
  if (w.startsWith("beam laser")) return "beamLaser";
  if (w.startsWith("particle beam")) return "particleBeam";
  if (w.startsWith("fusion gun")) return "fusionGun";
  if (w.startsWith("meson gun")) return "mesonGun";
  if (w.startsWith("sandcaster") || w.startsWith("sand caster")) return "sandcaster";
  if (w.startsWith("missile")) return "missile";
  return null;
}

/** Bay names (SRD "Bay Weapons" table): "missile bay" is the Missile Bank. */
export const BAY_NAMES: Readonly<Partial<Record<WeaponKind, string>>> = Object.freeze({
  missile: "missile",
  particleBeam: "particle beam",
  mesonGun: "meson gun",
  fusionGun: "fusion gun",
});

/** SRD "Ship Electronics" suite names → SensorGrade (the project's ruling R33) and their DMs. */
export const SENSOR_SUITES: readonly { grade: SensorGrade; name: string; dm: number; pattern: RegExp }[] = [
  { grade: "veryAdvanced", name: "Very Advanced", dm: 2, pattern: /\bvery advanced\b/i },
  { grade: "advanced", name: "Advanced", dm: 1, pattern: /\badvanced\b/i },
  { grade: "military", name: "Basic Military", dm: 0, pattern: /\b(?:basic )?military\b/i },
  { grade: "common", name: "Basic Civilian", dm: -2, pattern: /\b(?:basic )?civilian\b/i },
  { grade: "basic", name: "Standard", dm: -4, pattern: /\bstandard\b/i },
];

/** SRD "Ship Armor by Type". */
export const ARMOR_TYPES: readonly { key: string; name: string; pattern: RegExp }[] = [
  { key: "titaniumSteel", name: "Titanium Steel", pattern: /^titanium[ -]?steel$/i },
  { key: "crystaliron", name: "Crystaliron", pattern: /^crystal[ -]?iron$/i },
  { key: "bondedSuperdense", name: "Bonded Superdense", pattern: /^bonded[ -]?superdense$/i },
];

export function armorKeyOf(name: string): string {
  return ARMOR_TYPES.find((a) => a.pattern.test(name.trim()))?.key ?? name.trim();
}
export function armorNameOf(key: string): string {
  return ARMOR_TYPES.find((a) => a.key === key)?.name ?? key;
}

/** SRD "Ship Software" and the automation programs of Chapter 10; canonical spelling. */
export const SOFTWARE_NAMES: readonly { name: string; pattern: RegExp }[] = [
  { name: "Jump Control", pattern: /^jump control$/i },
  { name: "Fire Control", pattern: /^fire control$/i },
  { name: "Auto-Repair", pattern: /^auto[ -]?repair$/i },
  { name: "Evade", pattern: /^evade$/i },
  { name: "Intellect", pattern: /^intellect$/i },
  { name: "Expert Pilot", pattern: /^expert pilot(?:ing)?$/i },
  { name: "Expert Engineer", pattern: /^expert engineer(?:ing)?$/i },
  { name: "Library", pattern: /^library$/i },
  { name: "Security", pattern: /^security$/i },
  { name: "Jump Course Tape", pattern: /^jump course tape$/i },
];

export function softwareNameOf(name: string): string {
  const n = name.trim().replace(/\s+/g, " ");
  return SOFTWARE_NAMES.find((s) => s.pattern.test(n))?.name ?? n;
}

/** Crew role words (singular, lower case) → the Chapter 10 position they fill. Gunners are resolved later. */
const ROLE_POSITIONS: readonly [RegExp, Position | "gunner" | null][] = [
  [/^(?:small craft|fighter|shuttle|boat|launch|flight) (?:pilot|officer)$/, null],
  [/^(?:pilot|helmsman|helmsmen)$/, "pilot"],
  [/^(?:commanding officer|captain|commander|master)$/, "captain"],
  [/^(?:navigator|navigation officer|astrogator)$/, "navigator"],
  [/^(?:engineer|engineering officer|drive engineer|chief engineer)$/, "driveEngineer"],
  [/^bay gunner$/, "bayGunner"],
  [/^turret gunner$/, "turretGunner"],
  [/^(?:gunner|gunnery officer|gunnery crew)$/, "gunner"],
  [/^(?:sensors? operator|communications officer|comms officer|sensors? officer)$/, "sensorsOperator"],
  [/^(?:marine|ship's troop|troop|trooper|soldier)$/, "marine"],
  [/^(?:chief security officer|security officer)$/, "chiefSecurityOfficer"],
  [/^(?:damage control|damage control crew|damage control party)$/, "damageControl"],
];

/**
 * The position a crew role fills; "gunner" for gunners not named turret or bay (split by the mounts).
 * Small craft pilots fly the embarked craft, not the ship: they have no position aboard (null).
 */
export function positionOfRole(role: string): Position | "gunner" | null {
  let pos = roleCache.get(role);
  if (pos === undefined) {
    const words = role
      .toLowerCase()
      .trim()
      .split(" ")
      .map((w, i, all) => (i === all.length - 1 ? singular(w) : w))
      .join(" ");
    pos = ROLE_POSITIONS.find(([re]) => re.test(words))?.[1] ?? null;
    if (roleCache.size >= ROLE_CACHE_SIZE) roleCache.clear();
    roleCache.set(role, pos);
  }
  return pos;
}

/** Roles already looked up: a crew list repeats the same few roles, and each role is looked up again by `derive`. */
const roleCache = new Map<string, Position | "gunner" | null>();
const ROLE_CACHE_SIZE = 256;

function singular(w: string): string {
  if (w === "staff" || w === "crew" || w === "personnel") return w;
  if (/(?:ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  return w;
}
