// The Space Combat Damage tables read for one hit: damage to hits (rulings R1, R2), the hit location column and roll,
// a location's hit effects, and the armor an attack meets (SRD Chapter 10 "Damage").
import { isSmallCraft } from "./hull";
import { checkInteger, MAX_DAMAGE, refuseInput } from "./input";
import { REFLEC_ARMOR_BONUS } from "./tables/ship";
import {
  DAMAGE_OVERFLOW,
  HIT_COLUMNS,
  HIT_LOCATION_TABLE,
  SPACE_COMBAT_DAMAGE,
  HIT_EFFECTS,
  type HitColumn,
  type HitEffectsRow,
  type HitCounts,
  type HitEffect,
  type TrackedLocation,
} from "./tables/damage";
import type { HitLocation, ShipSnapshot } from "./types";
import { DamageAttack } from "./damage-types";

export type { HitColumn, HitCounts, HitEffect };

/** SPACE_COMBAT_DAMAGE indexed by damage (1..the table's top), built once from the table. */
const HITS_BY_DAMAGE: readonly (Readonly<HitCounts> | undefined)[] = (() => {
  const out: (Readonly<HitCounts> | undefined)[] = [];
  const top = SPACE_COMBAT_DAMAGE[SPACE_COMBAT_DAMAGE.length - 1].max;
  for (let d = 0; d <= top; d++) out.push(SPACE_COMBAT_DAMAGE.find((r) => d >= r.min && d <= r.max)?.hits);
  return out;
})();

const NO_HITS: Readonly<HitCounts> = Object.freeze({ single: 0, double: 0, triple: 0 });

/** Hits inflicted by damage left after armor (Space Combat Damage table; rulings R1, R2); |damage| at most MAX_DAMAGE. */
export function damageToHits(damage: number): HitCounts {
  const row = hitsRow(damage);
  return { single: row.single, double: row.double, triple: row.triple };
}

/** damageToHits without the copy: the table's own row (read only) for damage the table lists. */
export function hitsRow(damage: number): Readonly<HitCounts> {
  // one test refuses NaN, ±Infinity, words and damage beyond MAX_DAMAGE (Infinity gave Infinity hits)
  if (!(damage <= MAX_DAMAGE && damage >= -MAX_DAMAGE)) refuseDamage(damage);
  const d = Math.floor(damage);
  if (d <= 0) return NO_HITS;
  const row = d < HITS_BY_DAMAGE.length ? HITS_BY_DAMAGE[d] : undefined;
  if (row) return row;
  const top = SPACE_COMBAT_DAMAGE[SPACE_COMBAT_DAMAGE.length - 1].hits;
  const x = d - DAMAGE_OVERFLOW.above;
  return {
    single: top.single + Math.floor(x / DAMAGE_OVERFLOW.singlePer),
    double: top.double + Math.floor(x / DAMAGE_OVERFLOW.doublePer),
    triple: top.triple,
  };
}

export function refuseDamage(damage: unknown): never {
  if (typeof damage !== "number" || !Number.isFinite(damage))
    refuseInput("notANumber", { name: "damage", value: damage });
  return refuseInput("outOfRange", { name: "damage", value: damage, min: -MAX_DAMAGE, max: MAX_DAMAGE });
}

/** The location a 2D6 roll hits on a column of the Space Combat Hit Location table. */
export function hitLocation(roll: number, column: HitColumn): HitLocation {
  // an own member only: the table's prototype would answer "toString" with a function
  if (!Object.hasOwn(HIT_LOCATION_TABLE, column))
    refuseInput("unknownValue", { name: "column", value: column, allowed: HIT_COLUMNS });
  return locationAt(roll, column);
}

/** hitLocation on a column the chain chose itself (always one of the table's): only the roll is checked. */
export function locationAt(roll: number, column: HitColumn): HitLocation {
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) checkInteger("roll", roll, 2, 12);
  return columnRows(column)[roll - 2];
}

/** A column of the hit location table, read by name (a read by a key that varies is a slow one). */
function columnRows(column: HitColumn): readonly HitLocation[] {
  switch (column) {
    case "external":
      return HIT_LOCATION_TABLE.external;
    case "internal":
      return HIT_LOCATION_TABLE.internal;
    case "smallCraft":
      return HIT_LOCATION_TABLE.smallCraft;
  }
}

/**
 * A location's row of HIT_EFFECTS, read by name: the rules read the table with ever-changing locations, and a record
 * read by a changing string key is V8's slowest property lookup (see keys.ts).
 */
export function hitEffectsOf(location: TrackedLocation): HitEffectsRow {
  switch (location) {
    case "turret":
      return HIT_EFFECTS.turret;
    case "bay":
      return HIT_EFFECTS.bay;
    case "jDrive":
      return HIT_EFFECTS.jDrive;
    case "mDrive":
      return HIT_EFFECTS.mDrive;
    case "powerPlant":
      return HIT_EFFECTS.powerPlant;
    case "sensors":
      return HIT_EFFECTS.sensors;
    case "bridge":
      return HIT_EFFECTS.bridge;
    case "fuel":
      return HIT_EFFECTS.fuel;
    case "hold":
      return HIT_EFFECTS.hold;
  }
}

/** What struck the ship. `damage` is the weapon's damage roll after sand and screens, before armor. */

const LASERS: readonly string[] = ["pulseLaser", "beamLaser"];

/** Armor that counts against this attack: meson guns and internal damage ignore it; Reflec adds 3 against lasers. */
export function effectiveArmor(ship: ShipSnapshot, attack: Pick<DamageAttack, "weapon" | "internal">): number {
  const weapon = attack.weapon;
  return armorAgainst(ship, weapon, ignoresArmor(weapon, attack.internal));
}

/** Meson guns and internal damage ignore armor (and read the Internal column). */
export function ignoresArmor(weapon: DamageAttack["weapon"], internal: boolean | undefined): boolean {
  return weapon === "mesonGun" || !!internal;
}

/** effectiveArmor from the attack's members. */
export function armorAgainst(ship: ShipSnapshot, weapon: DamageAttack["weapon"], ignored: boolean): number {
  if (ignored) return 0;
  const reflec = ship.armorOptions?.reflec && LASERS.includes(weapon) ? REFLEC_ARMOR_BONUS : 0;
  return Math.max(0, ship.armor.value) + reflec;
}

/** Whether the attack carries a bonus radiation crew hit (Special Weapon Rules; Missile Types; Bay Weapons). */
export function hasRadiationHit(attack: Pick<DamageAttack, "weapon" | "missileType">): boolean {
  const weapon = attack.weapon;
  return weapon === "missile" ? attack.missileType === "nuclear" : beamRadiates(weapon);
}

/** The weapons other than missiles whose hits carry a radiation crew hit. */
export function beamRadiates(weapon: DamageAttack["weapon"]): boolean {
  return weapon === "particleBeam" || weapon === "fusionGun" || weapon === "mesonGun";
}

/** The column a hit reads now (R3): small craft always Small Craft; meson / internal damage Internal; Hull 0 Internal. */
export function hitColumnFor(ship: ShipSnapshot, attack: Pick<DamageAttack, "weapon" | "internal">): HitColumn {
  return columnOf(ship, ignoresArmor(attack.weapon, attack.internal));
}

/** hitColumnFor from whether the attack ignores armor (meson guns and internal damage read the Internal column). */
export function columnOf(ship: ShipSnapshot, internal: boolean): HitColumn {
  if (isSmallCraft(ship.tons)) return "smallCraft";
  return internal || ship.hull.value <= 0 ? "internal" : "external";
}
