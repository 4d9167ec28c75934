// A fresh "page" for the encounter bench: a worker thread of its own (its engine not yet seen by the JIT, as in a
// browser tab where the GM asks for the first time), which runs the encounter builder's search on the system's odds
// workers (new worker threads, bench/odds-worker.ts) and times its first answer and its end: against the 24 SRD
// ships of the compendium, three player ships, a target of 60%.
import { parentPort } from "node:worker_threads";
import { threadWorker } from "./thread-worker";
import { runEncounterSearch } from "../src/odds/encounter-run";
import { srdShips, srdShip } from "../test/fixtures/srd-ships";

export interface EncounterPageJob {
  /** the odds worker thread's file (build/bench/odds-worker.mjs) */
  workerFile: string;
  /** the SRD ships' pack sources (packs/_source/ships of the checkout benched) */
  shipsDir: string;
  workers: number;
  seed: number;
}

export interface EncounterPageAnswer {
  firstMs: number;
  doneMs: number;
  battles: number;
  /** the best pick: the players' chance and its interval, in percent */
  chance: number;
  low: number;
  high: number;
}

/** The players' three ships: an armed merchant, a survey ship and a fighter. */
export const PLAYERS = ["Frontier Trader", "Survey Vessel", "Fighter"];

async function answerJob(job: EncounterPageJob): Promise<void> {
  const pool = srdShips(job.shipsDir).map((s) => ({
    key: s.id,
    name: s.name,
    techLevel: s.techLevel,
    snapshot: s.snapshot,
  }));
  const players = PLAYERS.map((name, i) => srdShip(name, `player-${i + 1}`));
  let firstMs = 0;
  const started = performance.now();
  const run = await runEncounterSearch(
    { players, pool, target: 0.6, seed: job.seed },
    {
      workers: job.workers,
      create: () => threadWorker(job.workerFile),
      onProgress: (p) => {
        if (!firstMs && p.picks.length) firstMs = performance.now() - started;
      },
    },
  );
  const doneMs = performance.now() - started;
  if (run.inPage) throw new Error(`encounter bench: a worker failed: ${run.failures.join("; ")}`);
  const best = run.picks[0];
  parentPort!.postMessage({
    firstMs,
    doneMs,
    battles: run.battles,
    chance: best.chance * 100,
    low: best.interval[0] * 100,
    high: best.interval[1] * 100,
  } satisfies EncounterPageAnswer);
}

parentPort!.on("message", (job: EncounterPageJob) => void answerJob(job));
