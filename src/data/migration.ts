// Schema versions and the source migrations of every model. Each migration is a guarded, idempotent
// mutation of a source object (migrating twice = migrating once) and must cope with partial data: Foundry
// also passes update changes through migrateData.
//
// What each migration converts, and nothing else (any other value of a wrong kind is left for validation to refuse):
// - ship: `displacement` → `tons` (v0), `turrets` → `mounts` (v0); a pool (hull, structure, armor, fuel, cargo)
//   given as a bare number, or as a string of digits ("12"):
//     - in data of the v0 shape (it names the tonnage `displacement`, as v0 did, when pools had no max): the full pool
//       `{ value: n, max: n }`;
//     - anywhere else (an update, a new ship): the value alone, `{ value: n }`. An update keeps the pool's max (an
//       update of `hull: 0` empties the Hull, it does not wipe its maximum); a new ship gets the default max, and a
//       value above it is refused (validateJoint).
// - crew: upper-case characteristic keys (STR → str), `radiation` → `rads`, `skills.pilot` → `piloting`,
//   `skills.gunnery` → `turretWeapons` (all v0).
// - weapon: `weaponType` (v0, a display name such as "Beam Laser") → `kind`; `formula` → `damage` (v0).
// - engagement: `ranges` as a list of {a, b, band} (v0) → keyed by pair; a stored engagement of schema 1 marked
//   `turnShipId: ""`, of schema 2 or older `ships: null` (read the old places until the engine next writes).
import { WEAPON_KINDS, type WeaponKind } from "../rules/types";

/** Bump when a model's stored shape changes; add a guarded step below for the old shape. */
export const SCHEMA_VERSION = 1;

/**
 * The engagement model's own version (Combat `base` system data), stamped and compared apart from the others.
 * 2: the turn is stored as `turnShipId`, the Combatant id of the ship at the engagement's turn pointer.
 * 3: the round and every ship's state (initiative included) are stored on the Combat (`round`, `ships`), which only a
 *    GM may write, instead of core's Combat#round and each Combatant, which players may write.
 */
export const ENGAGEMENT_SCHEMA_VERSION = 3;

type Source = Record<string, unknown>;

const isObject = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);

/** A string of decimal digits, as a pasted or typed number comes ("12", " 12 "). */
const DIGITS = /^\s*\d+\s*$/;

/**
 * A pool given as a bare number (or a string of digits): v0 data (`fromV0`, pools had no max) gets the full pool
 * `{value: n, max: n}`; anything else the value alone `{value: n}` (an update keeps the max it has).
 */
function poolFromNumber(source: Source, key: string, fromV0: boolean): void {
  const raw = source[key];
  const v = typeof raw === "string" && DIGITS.test(raw) ? Number(raw) : raw;
  if (typeof v === "number") source[key] = fromV0 ? { value: v, max: v } : { value: v };
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
  // data of the v0 shape names the tonnage `displacement`
  const fromV0 = "displacement" in source;
  renameKey(source, "displacement", "tons");
  for (const key of ["hull", "structure", "armor", "fuel", "cargo"]) poolFromNumber(source, key, fromV0);
  // v0: turrets/bays were `turrets: [...]`
  renameKey(source, "turrets", "mounts");
  stamp(source);
  return source;
}

const CHARACTERISTIC_ALIASES: Record<string, string> = {
  STR: "str",
  DEX: "dex",
  END: "end",
  INT: "int",
  EDU: "edu",
  SOC: "soc",
};

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
  if (compact === "missilerack" || compact === "missilebank" || compact === "missiles")
    return "missile" satisfies WeaponKind;
  return name;
}

export function migrateWeaponSource(source: Source): Source {
  // v0: `weaponType` held the kind, often as a display name
  if ("weaponType" in source) {
    if (!("kind" in source) && typeof source.weaponType === "string")
      source.kind = weaponKindFromLegacy(source.weaponType);
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
      if (isObject(r) && typeof r.a === "string" && typeof r.b === "string")
        ranges[r.a < r.b ? `${r.a}|${r.b}` : `${r.b}|${r.a}`] = r.band;
    }
    source.ranges = ranges;
  }
  // v1: the engine's turn was Combat#turn itself, an index into `order` that core rewrites (it moves it on every
  // combatant change and wraps an index past the end into the next round). A stored v1 engagement is marked "":
  // its turn is read once more from the Combat's stored turn, until the engine next writes `turnShipId`. Only a
  // stored source says which version it is: update changes carry no schemaVersion and are left alone.
  if (typeof source.schemaVersion === "number" && source.schemaVersion < 2 && !("turnShipId" in source))
    source.turnShipId = "";
  // v2: the round was core's Combat#round and each ship's state its Combatant's. A stored v2 engagement is marked
  // `ships: null`: its ships and round are read from there once more, until the engine next writes them here.
  if (typeof source.schemaVersion === "number" && source.schemaVersion < 3 && !("ships" in source)) source.ships = null;
  stamp(source, ENGAGEMENT_SCHEMA_VERSION);
  return source;
}

export function migrateShipStateSource(source: Source): Source {
  stamp(source);
  return source;
}
