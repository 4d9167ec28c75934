// Schema versions and the source migrations of every model. Each migration is a guarded, idempotent
// mutation of a source object (migrating twice = migrating once) and must cope with partial data: Foundry
// also passes update changes through migrateData.
import { WEAPON_KINDS, type WeaponKind } from "../rules/types";

/** Bump when a model's stored shape changes; add a guarded step below for the old shape. */
export const SCHEMA_VERSION = 1;

/**
 * The engagement model's own version (Combat `base` system data), stamped and compared apart from the others.
 * 2: the turn is stored as `turnShipId`, the Combatant id of the ship at the engagement's turn pointer.
 */
export const ENGAGEMENT_SCHEMA_VERSION = 2;

type Source = Record<string, unknown>;

const isObject = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);

/** v0: a pool stored as a bare number (`hull: 20`) becomes `{value, max}`. */
function poolFromNumber(source: Source, key: string): void {
  const v = source[key];
  if (typeof v === "number") source[key] = { value: v, max: v };
}

/** v0: `displacement` was the tonnage key. */
function renameKey(source: Source, from: string, to: string): void {
  if (from in source) {
    if (!(to in source)) source[to] = source[from];
    delete source[from];
  }
}

function stamp(source: Source, version = SCHEMA_VERSION): void {
  if (typeof source.schemaVersion !== "number" || source.schemaVersion < version) source.schemaVersion = version;
}

export function migrateShipSource(source: Source): Source {
  renameKey(source, "displacement", "tons");
  for (const key of ["hull", "structure", "armor", "fuel", "cargo"]) poolFromNumber(source, key);
  // v0: turrets/bays were `turrets: [...]`
  renameKey(source, "turrets", "mounts");
  stamp(source);
  return source;
}

const CHARACTERISTIC_ALIASES: Record<string, string> = { STR: "str", DEX: "dex", END: "end", INT: "int", EDU: "edu", SOC: "soc" };

export function migrateCrewSource(source: Source): Source {
  const ch = source.characteristics;
  if (isObject(ch)) for (const [old, key] of Object.entries(CHARACTERISTIC_ALIASES)) renameKey(ch, old, key);
  // v0: `radiation` was the rads key; `skills.pilot` was Piloting, `skills.gunnery` Turret Weapons
  renameKey(source, "radiation", "rads");
  const skills = source.skills;
  if (isObject(skills)) {
    renameKey(skills, "pilot", "piloting");
    renameKey(skills, "gunnery", "turretWeapons");
  }
  stamp(source);
  return source;
}

/** Legacy weapon names ("Pulse Laser", "pulse-laser", "PULSE_LASER") → WeaponKind; unknown names stay as they are. */
export function weaponKindFromLegacy(name: string): string {
  const compact = name.replace(/[\s_-]+/g, "").toLowerCase();
  const kind = WEAPON_KINDS.find((k) => k.toLowerCase() === compact);
  if (kind) return kind;
  if (compact === "missilerack" || compact === "missilebank" || compact === "missiles") return "missile" satisfies WeaponKind;
  return name;
}

export function migrateWeaponSource(source: Source): Source {
  // v0: `weaponType` held the kind, often as a display name
  if ("weaponType" in source) {
    if (!("kind" in source) && typeof source.weaponType === "string") source.kind = weaponKindFromLegacy(source.weaponType);
    delete source.weaponType;
  }
  renameKey(source, "formula", "damage");
  stamp(source);
  return source;
}

export function migrateEngagementSource(source: Source): Source {
  // v0: ranges were an array of {a, b, band}
  if (Array.isArray(source.ranges)) {
    const ranges: Source = {};
    for (const r of source.ranges) {
      if (isObject(r) && typeof r.a === "string" && typeof r.b === "string") ranges[r.a < r.b ? `${r.a}|${r.b}` : `${r.b}|${r.a}`] = r.band;
    }
    source.ranges = ranges;
  }
  // v1: the engine's turn was Combat#turn itself, an index into `order` that core rewrites (it moves it on every
  // combatant change and wraps an index past the end into the next round). A stored v1 engagement is marked "":
  // its turn is read once more from the Combat's stored turn, until the engine next writes `turnShipId`. Only a
  // stored source says which version it is: update changes carry no schemaVersion and are left alone.
  if (typeof source.schemaVersion === "number" && source.schemaVersion < 2 && !("turnShipId" in source)) source.turnShipId = "";
  stamp(source, ENGAGEMENT_SCHEMA_VERSION);
  return source;
}

export function migrateShipStateSource(source: Source): Source {
  stamp(source);
  return source;
}
