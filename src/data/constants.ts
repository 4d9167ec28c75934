// Data-layer vocabularies that src/rules does not define (the rest come from src/rules/types.ts).
// String values are stored in documents: never rename, only add (a rename needs a migration).
import type { SensorGrade } from "../rules/types";

/** How a weapon is mounted (SRD Ship Design: turrets, pop-up turrets, fixed mounts, bays). */
export const WEAPON_MOUNTS = ["turretSingle", "turretDouble", "turretTriple", "popup", "fixed", "bay"] as const;
export type WeaponMount = (typeof WEAPON_MOUNTS)[number];

/** Turret sizes of a ship's mount (bays have no size). */
export const TURRET_SIZES = ["single", "double", "triple"] as const;
export type TurretSize = (typeof TURRET_SIZES)[number];

export const SHIP_STATUSES = ["active", "disabled", "destroyed", "escaped"] as const;

/** Drive engineers sit at one of these instead of a mount. */
export const DRIVES = ["mDrive", "jDrive"] as const;

/** Physical characteristics: the ones personal damage reduces. */
export const PHYSICAL = ["str", "dex", "end"] as const;
export type Physical = (typeof PHYSICAL)[number];

/**
 * Ship Electronics table (SRD Ship Design and Construction). Our grade keys map to the SRD rows:
 * basic = Standard (−4), common = Basic Civilian (−2), military = Basic Military (+0), advanced (+1),
 * veryAdvanced (+2).
 */
export const SENSOR_DM: Readonly<Record<SensorGrade, number>> = Object.freeze({
  basic: -4,
  common: -2,
  military: 0,
  advanced: 1,
  veryAdvanced: 2,
});

/** SRD: one point of Hull per 50 tons (a 20-ton launch has 0 Hull). */
export function defaultHull(tons: number): number {
  return Math.max(0, Math.floor(tons / 50));
}

/** SRD: one point of Structure per 50 tons, at least 1 (the 20-ton launch has 1 Structure). */
export function defaultStructure(tons: number): number {
  return Math.max(1, Math.floor(tons / 50));
}

/** Small craft: under 100 tons (SRD Ship Design). */
export const SMALL_CRAFT_TONS = 100;

/**
 * Thrust left after M-Drive hits (SRD Damage: M-Drive): first hit −1, second hit "reduce by 50%" (read as
 * half the design Thrust, rounded down, replacing the −1), third hit disabled (0).
 */
export function currentThrust(design: number, mDriveHits: number): number {
  if (mDriveHits <= 0) return design;
  if (mDriveHits === 1) return Math.max(0, design - 1);
  if (mDriveHits === 2) return Math.floor(design / 2);
  return 0;
}
