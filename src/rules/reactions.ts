// Reactions By Initiative (SRD Chapter 10).
import { refuseInput } from "./input";
import { REACTIONS_BY_INITIATIVE } from "./tables/reactions";

/** Reactions a ship may take in a round at this Initiative (below 0 counts as the first row: ruling R25). */
export function reactionsForInitiative(initiative: number): number {
  // a fight's usual Initiative (a whole number from 0 to 20, asked for every ship every round) is read from the table
  // once, by count
  if (initiative >= 0 && initiative < BY_COUNT.length && Number.isInteger(initiative)) return BY_COUNT[initiative];
  if (typeof initiative !== "number" || Number.isNaN(initiative))
    refuseInput("notANumber", { name: "initiative", value: initiative });
  return fromTable(Math.floor(initiative));
}

/** The table's row for a whole number. */
function fromTable(n: number): number {
  for (let i = 0; i < REACTIONS_BY_INITIATIVE.length; i++) {
    const row = REACTIONS_BY_INITIATIVE[i];
    if (n >= row.min && n <= row.max) return row.reactions;
  }
  return REACTIONS_BY_INITIATIVE[0].reactions;
}

/** The table's answers for the counts 0 to 20. */
const BY_COUNT: readonly number[] = Array.from({ length: 21 }, (_, n) => fromTable(n));
