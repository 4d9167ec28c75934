// Hull and Structure points from displacement (SRD Chapter 10 "Damage"; ruling R21), small craft test.
import { checkNumber } from "./input";
import { HULL_FIGURES } from "./tables/hull";

function checkTons(tons: number): void {
  checkNumber("tons", tons, 0);
}

/** One Hull point per 50 tons, rounded down. */
export function hullPoints(tons: number): number {
  checkTons(tons);
  return Math.floor(tons / HULL_FIGURES.tonsPerPoint);
}

export interface StructureOptions {
  /** ruling R21 (setting "structureRounding"): "down" (Chapter 10, default) or "up" (Chapter 8) */
  structureRounding?: "down" | "up";
}

/** One Structure point per 50 tons, rounded down, at least 1 (ruling R21: Chapter 10 and the Chapter 9 ships over Chapter 8). */
export function structurePoints(tons: number, options: StructureOptions = {}): number {
  checkTons(tons);
  const per = tons / HULL_FIGURES.tonsPerPoint;
  return Math.max(HULL_FIGURES.minimumStructure, options.structureRounding === "up" ? Math.ceil(per) : Math.floor(per));
}

/** Small craft (under 100 tons) read the Small Craft column of the hit location table. */
export function isSmallCraft(tons: number): boolean {
  return tons < HULL_FIGURES.smallCraftBelowTons;
}
