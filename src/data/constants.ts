// Data-layer vocabularies that src/rules does not define (the rest come from src/rules/types.ts).
// String values are stored in documents: never rename, only add (a rename needs a migration).
import { hullPoints, structurePoints } from "../rules/hull";
import { structureRounding } from "./rulings";
import { currentThrust as rulesThrust } from "../rules/ship-state";
import { SENSOR_SUITES } from "../rules/tables/ship";
import type { DamageTrack, SensorGrade } from "../rules/types";

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

/** Ship Electronics table DMs (src/rules/tables/ship.ts SENSOR_SUITES). */
export const SENSOR_DM: Readonly<Record<SensorGrade, number>> = Object.freeze(
  Object.fromEntries(Object.entries(SENSOR_SUITES).map(([k, row]) => [k, row.dm])) as Record<SensorGrade, number>,
);

/** SRD: one point of Hull per 50 tons (a 20-ton launch has 0 Hull): src/rules/hull.ts. */
export const defaultHull = (tons: number): number => hullPoints(Math.max(0, tons));

/** SRD: one point of Structure per 50 tons, at least 1, rounded as the world's ruling R21 says: src/rules/hull.ts. */
export const defaultStructure = (tons: number): number =>
  structurePoints(Math.max(0, tons), { structureRounding: structureRounding() });

/** Small craft: under 100 tons (SRD Ship Design). */
export const SMALL_CRAFT_TONS = 100;

/**
 * Thrust left after M-Drive hits (SRD Damage: M-Drive; the second hit halves what the first left, rounded as ruling
 * R22's world setting says, docs/rulings.md): src/rules/ship-state.ts currentThrust.
 */
export const currentThrust = (design: number, mDriveHits: number, rounding: "up" | "down" = "up"): number =>
  rulesThrust(design, Math.min(3, Math.max(0, mDriveHits)) as DamageTrack, { mDriveHalfRounding: rounding });
