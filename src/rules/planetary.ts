// Collisions and planetary maneuvers (SRD Chapter 10 "Avoid Collision", "Ram", "Planetary Maneuvers").
import {
  ATMOSPHERIC_ENTRY,
  COLLISION_AVOIDANCE,
  COLLISION_DICE_PER_SPEED,
  COLLISION_SPEED_DIFFERENCE_DM,
  type CollisionSituation,
} from "./tables/planetary";
import { hasKey, refuseInput } from "./input";
import type { Difficulty } from "./types";

/** DMs of an Atmospheric Entry check from the world's Size and Atmosphere codes (Atmospheric Entry table). */
export function atmosphericEntryDM(size: number, atmosphere: number): { autoSuccess: boolean; dm: number } {
  let dm = 0;
  let autoSuccess = false;
  for (const row of ATMOSPHERIC_ENTRY) {
    const code = row.value === "size" ? size : atmosphere;
    if (!row.codes.includes(code)) continue;
    if (row.dm === "auto") autoSuccess = true;
    else dm += row.dm;
  }
  // codes above the table's highest size still count as "Size 9+"
  if (size > 15) dm += -2;
  return { autoSuccess, dm };
}

/** The Avoid Collision check for a situation (Collision Avoidance table). */
export function collisionCheck(
  situation: CollisionSituation,
  speedDifference = false,
): { difficulty: Difficulty; dm: number } {
  // an own member only: the table's prototype would answer "toString" with a function
  if (!hasKey(COLLISION_AVOIDANCE, situation))
    refuseInput("unknownValue", { name: "situation", value: situation, allowed: Object.keys(COLLISION_AVOIDANCE) });
  const difficulty = COLLISION_AVOIDANCE[situation];
  return { difficulty, dm: speedDifference ? COLLISION_SPEED_DIFFERENCE_DM : 0 };
}

/** D6 of damage a collision deals: one per point of speed (or of speed difference when ramming). */
export function collisionDamageDice(speed: number): number {
  return Math.max(0, Math.floor(Math.abs(speed))) * COLLISION_DICE_PER_SPEED;
}
