// SRD Chapter 10 tables "Collision Avoidance" and "Atmospheric Entry", and the collision damage figure
// (Avoid Collision, Ram). The difficulties of Orbital Insertion and Atmospheric Entry are the Action Summary's
// (tables/actions.ts).
import type { Difficulty } from "../types";

export type CollisionSituation = "traffic" | "debris" | "asteroidsLight" | "asteroidsAverage" | "asteroidsHeavy";

/** Collision Avoidance (SRD Chapter 10): situation → difficulty of the Avoid Collision Piloting check. */
export const COLLISION_AVOIDANCE: Readonly<Record<CollisionSituation, Difficulty>> = Object.freeze({
  traffic: "average",
  debris: "average",
  asteroidsLight: "difficult",
  asteroidsAverage: "veryDifficult",
  asteroidsHeavy: "formidable",
});

/** Collision Avoidance: extra DM when ship and debris differ greatly in speed. */
export const COLLISION_SPEED_DIFFERENCE_DM = -2;
/** Traffic counts from this many vessels within Short range. */
export const TRAFFIC_VESSELS = 5;
/** Avoid Collision / Ram: D6 of damage per point of speed (or of speed difference). */
export const COLLISION_DICE_PER_SPEED = 1;

export interface AtmosphericEntryRow {
  /** the world value this row reads */
  value: "size" | "atmosphere";
  /** the codes the row covers */
  codes: readonly number[];
  /** DM, or "auto" for an automatic success */
  dm: number | "auto";
}

/** Atmospheric Entry (SRD Chapter 10). Size 9+ is listed as 9–15; atmospheres 10–12 count as Standard (no row). */
export const ATMOSPHERIC_ENTRY: readonly AtmosphericEntryRow[] = Object.freeze([
  { value: "size", codes: [9, 10, 11, 12, 13, 14, 15], dm: -2 },
  { value: "size", codes: [0, 1, 2, 3, 4], dm: 2 },
  { value: "atmosphere", codes: [0, 1], dm: "auto" },
  { value: "atmosphere", codes: [2, 3, 4, 5, 14], dm: 2 },
  { value: "atmosphere", codes: [8, 9, 13], dm: -2 },
] as const);
