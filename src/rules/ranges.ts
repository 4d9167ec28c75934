// Range bands, weapon attack difficulties and what sensors see (SRD Chapter 10; rulings R7, R8, R14, R23, R24).
import { ATTACK_DIFFICULTIES, PULSE_LASER_DM } from "./tables/attack";
import { RANGE_BAND_TABLE, type SensorDetail } from "./tables/ranges";
import { checkInteger, refuseInput } from "./input";
import { bandIndex, weaponIndex } from "./keys";
import { RANGE_BANDS, WEAPON_KINDS, type Difficulty, type RangeBand, type SensorGrade, type WeaponKind } from "./types";

/** Difficulty of an attack with `weapon` at `range`; null when the weapon cannot fire at that band. */
export function attackDifficulty(weapon: WeaponKind, range: RangeBand): Difficulty | null {
  const k = weaponIndex(weapon);
  if (k < 0) refuseInput("unknownValue", { name: "weapon", value: weapon, allowed: WEAPON_KINDS });
  const b = bandIndex(range);
  if (b < 0) refuseInput("unknownValue", { name: "range", value: range, allowed: RANGE_BANDS });
  return ATTACK_GRID[k * RANGE_BANDS.length + b];
}

// The simulation asks this for every weapon of every attack: the table laid out flat, read by index (see keys.ts).
const ATTACK_GRID: readonly (Difficulty | null)[] = WEAPON_KINDS.flatMap((k) =>
  RANGE_BANDS.map((b) => ATTACK_DIFFICULTIES[k][b]),
);

export interface WeaponDMOptions {
  /** ruling R8 (setting "pulseLaserPenalty"): pulse lasers take DM−2 on top of the range difficulty. Default true. */
  pulseLaserPenalty?: boolean;
}

/** A weapon's own attack DM, apart from the range difficulty: pulse lasers −2 (R8), others 0. */
export function weaponAttackDM(weapon: WeaponKind, options: WeaponDMOptions = {}): number {
  if (weapon === "pulseLaser" && options.pulseLaserPenalty !== false) return PULSE_LASER_DM;
  return 0;
}

/** The band a distance in km falls in. A distance on an edge belongs to the nearer band (ruling R23). */
export function rangeBandForDistance(km: number): RangeBand {
  if (typeof km !== "number" || Number.isNaN(km)) refuseInput("notANumber", { name: "km", value: km });
  if (km < 0) refuseInput("outOfRange", { name: "km", value: km, min: 0, max: Infinity });
  for (const row of RANGE_BAND_TABLE) {
    if (row.maxKm !== null && (row.band === "adjacent" ? km < row.maxKm : km <= row.maxKm)) return row.band;
  }
  return "distant";
}

/** Bands ordered nearest first; index arithmetic for "one band closer / farther". */
export function rangeIndex(range: RangeBand): number {
  const i = bandIndex(range);
  if (i < 0) refuseInput("unknownValue", { name: "range", value: range, allowed: RANGE_BANDS });
  return i;
}

/** One band nearer or farther (clamped at Adjacent and Distant); `steps` is a whole number. */
export function shiftRange(range: RangeBand, steps: number): RangeBand {
  checkInteger("steps", steps);
  const i = Math.min(RANGE_BANDS.length - 1, Math.max(0, rangeIndex(range) + steps));
  return RANGE_BANDS[i];
}

/**
 * What sensors of `grade` reveal about a contact at `range`: everything listed for that band and for every
 * farther band (ruling R24), restricted to the grades the table names. Working sensors assumed.
 */
export function sensorDetails(range: RangeBand, grade: SensorGrade): SensorDetail[] {
  const from = rangeIndex(range);
  const out: SensorDetail[] = [];
  for (const row of RANGE_BAND_TABLE.slice(from)) {
    for (const d of row.details) {
      const seen = d.grades === "all" || d.grades.includes(grade);
      if (seen && !out.includes(d.detail)) out.push(d.detail);
    }
  }
  return out;
}
