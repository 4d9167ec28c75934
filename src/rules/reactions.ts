// Reactions By Initiative (SRD Chapter 10).
import { refuseInput } from "./input";
import { REACTIONS_BY_INITIATIVE } from "./tables/reactions";

/** Reactions a ship may take in a round at this Initiative (below 0 counts as the first row: ruling R25). */
export function reactionsForInitiative(initiative: number): number {
  if (typeof initiative !== "number" || Number.isNaN(initiative))
    refuseInput("notANumber", { name: "initiative", value: initiative });
  const n = Math.floor(initiative);
  for (let i = 0; i < REACTIONS_BY_INITIATIVE.length; i++) {
    const row = REACTIONS_BY_INITIATIVE[i];
    if (n >= row.min && n <= row.max) return row.reactions;
  }
  return REACTIONS_BY_INITIATIVE[0].reactions;
}
