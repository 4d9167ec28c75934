// The encounter builder's search on Web Workers: the rules plan each round of the search (src/rules/encounter/search.ts)
// and the odds workers fight its jobs (./batch.ts), each cut into parts of at most PART_BATTLES consecutive seeds so
// that two workers share the last round's few long jobs; the parts of a job merge into exactly its result, and a round
// is counted only once all of it is in, so the search finds what `searchEncounter` finds with the same seed, however
// many workers fought and in whatever order. The page only plans and counts: it never blocks. Told after every job
// (the best few so far, the battles fought); Stop ends the search with what was fought.
import { mergeOdds, splitBattles, type OddsResult } from "../rules/engagement/odds";
import {
  nextRound,
  outcomeOf,
  picks,
  startSearch,
  takeResult,
  type EncounterInput,
  type EncounterOutcome,
  type EncounterPick,
} from "../rules/encounter/search";
import { runBatch, type BatchOptions } from "./batch";
import type { OddsJob } from "./job";

/** Battles in one part of a job at most (a round's long confirmations are shared out between the workers). */
export const PART_BATTLES = 125;

export interface EncounterProgress {
  /** the best few so far (provisional until `done`) */
  picks: EncounterPick[];
  /** battles fought so far, and about how many the search fights in all */
  battles: number;
  planned: number;
}

export interface EncounterRunOptions extends Omit<BatchOptions, "onDone"> {
  /** told after each job that is fought, in the search's order of rounds */
  onProgress?: (progress: EncounterProgress) => void;
}

export interface EncounterRun extends EncounterOutcome {
  /** stopped by the GM before the search was over (the picks count what was fought) */
  stopped: boolean;
  /** jobs fought in the page because their worker failed, and why */
  inPage: number;
  failures: string[];
}

/**
 * Search on workers. Throws the rules' EncounterRefusal (before any battle) when the search cannot start; resolves
 * with what it found, also when stopped.
 */
export async function runEncounterSearch(input: EncounterInput, o: EncounterRunOptions = {}): Promise<EncounterRun> {
  const s = startSearch(input);
  let inPage = 0;
  const failures: string[] = [];
  const tell = () => {
    try {
      o.onProgress?.({ picks: picks(s), battles: s.battles, planned: s.planned });
    } catch (err) {
      console.error("cepheus-space-combat | encounter progress:", err);
    }
  };
  for (let jobs = nextRound(s); jobs; jobs = nextRound(s)) {
    // each job cut into parts: the job it belongs to and its place among the job's parts
    const parts: OddsJob[] = [];
    const owner: number[] = [];
    const place: number[] = [];
    const got: OddsResult[][] = jobs.map(() => []);
    for (const [n, j] of jobs.entries()) {
      const state = JSON.stringify(j.state);
      const cut = splitBattles(j.battles, j.seed, Math.max(1, Math.ceil(j.battles / PART_BATTLES)));
      for (const [k, p] of cut.entries()) {
        parts.push({ state, battles: p.battles, seed: p.seed, options: j.options });
        owner.push(n);
        place.push(k);
      }
      got[n].length = cut.length;
    }
    const left = got.map((g) => g.length);
    const batch = await runBatch(parts, {
      ...o,
      onDone: (i, result) => {
        const n = owner[i];
        got[n][place[i]] = result;
        if (--left[n] > 0) return;
        takeResult(s, jobs[n], got[n].length === 1 ? got[n][0] : mergeOdds(got[n]));
        tell();
      },
    });
    inPage += batch.inPage;
    failures.push(...batch.failures);
    if (batch.stopped) return { ...outcomeOf(s), stopped: true, inPage, failures };
  }
  return { ...outcomeOf(s), stopped: false, inPage, failures };
}
