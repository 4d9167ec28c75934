// Where a salvo is on its way to its target: the turns it has flown, the turns left before it strikes, and the share
// of the way it has covered. The map's salvo token stands that share of the way from its launcher to its target
// (src/apps/canvas/salvo-map), and the tracker counts the turns to impact from here, so both say the same.
//
// A salvo flies from the round it was launched in to the round it strikes in, one equal step a round, and is at its
// target in that round. In both missile modes (ruling R110) the salvo's impact round is kept as things stand: by the
// Missile Launch Range table's turns to impact, or, flying as a craft (./salvo-craft.ts), from the band it has reached,
// so a target that opens the range puts it back along its way. A smart salvo that missed attacks again the next round
// (R16): its impact round moved on by one, so it stands back one step along its way and comes again.
import { rangeIndex } from "../ranges";
import type { RangeBand } from "../types";
import type { Salvo } from "./memory";

export interface SalvoFlight {
  /** rounds flown since the launch */
  turnsFlown: number;
  /** rounds left until it strikes (0: it arrives this round) */
  turnsToImpact: number;
  /** the share of the way from launcher to target covered, 0 at launch to 1 at arrival */
  progress: number;
  /** missiles as craft only: the salvo's range band to its target now */
  band?: RangeBand;
  /** missiles as craft only: the bands between it and Close, which it closes three a round (0: at its target) */
  bandsLeft?: number;
}

/** How far `salvo` has come in `round` (the engagement's round). */
export function salvoFlight(salvo: Pick<Salvo, "launchedRound" | "impactRound" | "band">, round: number): SalvoFlight {
  const turnsFlown = Math.max(0, round - salvo.launchedRound);
  const turnsToImpact = Math.max(0, salvo.impactRound - round);
  const way = turnsFlown + turnsToImpact;
  const flight: SalvoFlight = { turnsFlown, turnsToImpact, progress: way > 0 ? turnsFlown / way : 1 };
  if (salvo.band !== undefined) {
    flight.band = salvo.band;
    flight.bandsLeft = Math.max(0, rangeIndex(salvo.band) - rangeIndex("close"));
  }
  return flight;
}
