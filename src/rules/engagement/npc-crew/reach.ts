// The bands a ship's weapons want: where most of them are at their best, and the farthest any of them reaches.
import { attackDifficulty } from "../../ranges";
import { IdentityCache } from "../../identity-cache";
import { bandIndex } from "../../keys";
import { RANGE_BANDS, type RangeBand, type ShipSnapshot } from "../../types";

export { bandIndex };

/** The band `steps` from `r` (negative: closer), kept within Adjacent and Distant. */
export function bandStep(r: RangeBand, steps: number): RangeBand {
  return RANGE_BANDS[Math.max(0, Math.min(RANGE_BANDS.length - 1, bandIndex(r) + steps))];
}

/** Where a ship's weapons want to be (null: it has no weapon that attacks at any band). */
export interface Reach {
  /** the band where most of its weapons are at their best (Average) */
  best: RangeBand | null;
  /** the farthest band any of its weapons (sandcasters aside) attacks at */
  far: RangeBand | null;
}

/**
 * The ship's reach. Weapons never change in a fight, so it is found once per fight, from the snapshot the fight
 * started from, and kept for the last few mounts arrays seen (the battles of one odds run start from the same
 * snapshots).
 */
export function reachOf(ship: ShipSnapshot): Reach {
  return reachCache.get(ship.mounts, null) ?? reachCache.set(ship.mounts, null, findReach(ship));
}
const reachCache = new IdentityCache<ShipSnapshot["mounts"], null, Reach>();

function findReach(ship: ShipSnapshot): Reach {
  const score = new Map<RangeBand, number>();
  let far = -1;
  for (const mount of ship.mounts)
    for (const w of mount.weapons) {
      if (w.kind === "sandcaster") continue;
      for (const band of ["close", "short", "medium", "long", "veryLong"] as RangeBand[])
        if (attackDifficulty(w.kind, band) === "average") score.set(band, (score.get(band) ?? 0) + 1);
      for (let i = RANGE_BANDS.length - 1; i > far; i--)
        if (attackDifficulty(w.kind, RANGE_BANDS[i]) !== null) {
          far = i;
          break;
        }
    }
  let best: RangeBand | null = null;
  for (const [band, n] of score) if (best === null || n > score.get(best)!) best = band;
  return { best, far: far < 0 ? null : RANGE_BANDS[far] };
}
