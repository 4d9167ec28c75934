// Fights across scales: ship weapons against personal-scale targets (SRD Chapter 10 "Scaling Damage: Ship Weapons
// Against Personal-Scale Targets" and its table) and personal weapons against ships (SRD Personal Combat, "Ground
// Force Weaponry against Starship-scale Targets"); rulings R98, R99.
import { rollDice, type DiceSource, type Rolling } from "./dice";
import { refuseInput } from "./input";
import { PERSONAL_SCALE_TARGET_DM } from "./tables/attack";
import { PERSONAL_VS_SHIP, SCALING_DAMAGE, type ScalingWeapon } from "./tables/scaling";
import type { MissileType, MountType, WeaponKind } from "./types";

/**
 * The Scaling Damage row of a ship weapon in a mount. Particle beams and missiles read the row of their mount (missiles
 * their type's); lasers and sandcasters come only in turrets and fusion and meson guns only in bays (Turret Weapons,
 * Bay Weapons tables), so a mount they do not come in has no row and is refused (RulesInputError "unknownValue").
 * Without a mount type, the weapon's own: a bay for fusion and meson guns, a turret for the rest.
 */
export function scalingWeaponOf(
  kind: WeaponKind,
  mountType?: MountType,
  missileType: MissileType = "standard",
): ScalingWeapon {
  switch (kind) {
    case "pulseLaser":
    case "beamLaser":
    case "sandcaster":
      if (mountType === "bay") noRow(mountType, ["turret"]);
      return kind;
    case "particleBeam":
      return mountType === "bay" ? "particleBeamBay" : "particleBeamTurret";
    case "fusionGun":
      if (mountType === "turret") noRow(mountType, ["bay"]);
      return "fusionGunBay";
    case "mesonGun":
      if (mountType === "turret") noRow(mountType, ["bay"]);
      return "mesonGunBay";
    case "missile":
      return missileType === "nuclear"
        ? "nuclearMissile"
        : missileType === "smart"
          ? "smartMissile"
          : "standardMissile";
  }
}

/** A weapon in a mount it does not come in: no Scaling Damage row. */
function noRow(mountType: MountType, allowed: MountType[]): never {
  return refuseInput("unknownValue", { name: "mountType", value: mountType, allowed });
}

/** DM on a ship weapon's attack: against one personal-scale target DM−4; against a group hit as a whole (sand at a boarding party) none. */
export function personalScaleAttackDM(specificTarget = true): number {
  return specificTarget ? PERSONAL_SCALE_TARGET_DM : 0;
}

/** The personal-scale damage of a ship weapon as formulas ("2D6x50", rads "4D6x10" or null), as the table prints them. */
export function personalScaleFormula(weapon: ScalingWeapon): { damage: string; rads: string | null } {
  const row = SCALING_DAMAGE[weapon];
  return {
    damage: row.multiplier === 1 ? `${row.dice}D6` : `${row.dice}D6x${row.multiplier}`,
    rads: row.radDice ? `${row.radDice}D6x${row.radMultiplier}` : null,
  };
}

/** One personal-scale hit of a ship weapon: damage points and rads, with the D6 totals rolled (before the multipliers). */
export interface PersonalScaleHit {
  weapon: ScalingWeapon;
  /** the D6 total of the damage dice, before ×multiplier */
  roll: number;
  damage: number;
  /** the D6 total of the rad dice, before ×10; null when the weapon carries none (as personalScaleFormula's rads) */
  radRoll: number | null;
  /** rads taken; null when the weapon carries none */
  rads: number | null;
}

/** Roll a ship weapon's damage to one personal-scale target (Scaling Damage table). */
export function personalScaleDamage(weapon: ScalingWeapon, label?: string): Rolling<PersonalScaleHit> {
  return (dice) => rollPersonalScaleDamage(dice, weapon, label);
}

/** Inside a procedure: see personalScaleDamage. */
export function rollPersonalScaleDamage(dice: DiceSource, weapon: ScalingWeapon, label?: string): PersonalScaleHit {
  const row = SCALING_DAMAGE[weapon];
  const roll = rollDice(dice, row.dice, "damage", label);
  const damage = roll * row.multiplier;
  if (!row.radDice) return { weapon, roll, damage, radRoll: null, rads: null };
  const radRoll = rollDice(dice, row.radDice, "crewDice", label);
  return { weapon, roll, damage, radRoll, rads: radRoll * row.radMultiplier };
}

/**
 * Personal weapons firing together at a ship: the D6 to roll. The first weapon (the one with the most dice) rolls
 * all its dice; every further weapon adds half its dice. Ruling R99: the halves are added up and the sum is rounded
 * down, so two 1D6 pistols beyond the first add one die between them.
 */
export function personalWeaponsDice(weaponDice: readonly number[]): number {
  if (!weaponDice.length) return 0;
  const sorted = [...weaponDice].map((d) => Math.max(0, Math.floor(d))).sort((a, b) => b - a);
  let extra = 0;
  for (let i = 1; i < sorted.length; i++) extra += sorted[i] * PERSONAL_VS_SHIP.extraWeaponDiceShare;
  return sorted[0] + Math.floor(extra);
}

/** Personal damage points as starship damage: divided by 50, rounded down (ruling R99), before the ship's armor. */
export function personalDamageToShip(personalDamage: number): number {
  return Math.max(0, Math.floor(personalDamage / PERSONAL_VS_SHIP.divisor));
}

/** DM of personal weapons attacking anything on the starship scale. */
export function personalVsShipDM(): number {
  return PERSONAL_VS_SHIP.dm;
}

/** Personal weapons against a ship, rolled: the dice, their total, and the starship damage it makes (before armor). */
export interface PersonalVsShipDamage {
  dice: number;
  personalDamage: number;
  shipDamage: number;
}

export function personalWeaponsVsShip(weaponDice: readonly number[], label?: string): Rolling<PersonalVsShipDamage> {
  return (dice) => rollPersonalWeaponsVsShip(dice, weaponDice, label);
}

/** Inside a procedure: see personalWeaponsVsShip. The ship damage goes on to the damage chain (armor, hits). */
export function rollPersonalWeaponsVsShip(
  source: DiceSource,
  weaponDice: readonly number[],
  label?: string,
): PersonalVsShipDamage {
  const n = personalWeaponsDice(weaponDice);
  const personalDamage = n ? rollDice(source, n, "damage", label) : 0;
  return { dice: n, personalDamage, shipDamage: personalDamageToShip(personalDamage) };
}
