// A fresh "page" for the odds bench's cold figures: a worker thread of its own (its engine not yet seen by the JIT,
// as in a browser tab where the referee clicks for the first time), which starts the system's odds pool on new
// worker threads and times the first estimate: the page's own first battles, as the odds window shows them.
import { parentPort } from "node:worker_threads";
import { threadWorker } from "./thread-worker";
import { estimateOddsDetailed, FIRST_BATTLES, ODDS_BATTLES } from "../src/odds/pool";
import { createEngagement, type EngagementState } from "../src/rules/engagement/state";
import { frontierTrader, raider, sixShipFight } from "../test/rules/engagement/fixtures";

export interface PageJob {
  fight: "duel" | "sixShips";
  /** the odds worker thread's file (build/bench/odds-worker.mjs) */
  workerFile: string;
  workers: number;
  seed: number;
}

export interface PageAnswer {
  firstMs: number;
  firstBattles: number;
}

function fightOf(name: PageJob["fight"]): EngagementState {
  if (name === "sixShips") return sixShipFight();
  const a = raider();
  const b = frontierTrader();
  return createEngagement({ ships: [a, b], sides: { [a.id]: a.id, [b.id]: b.id }, range: "short" });
}

async function answerJob(job: PageJob): Promise<void> {
  const stop = new AbortController();
  let answer: PageAnswer | undefined;
  const create = () => threadWorker(job.workerFile);
  const started = performance.now();
  await estimateOddsDetailed(
    fightOf(job.fight),
    ODDS_BATTLES,
    job.seed,
    {},
    {
      workers: job.workers,
      create,
      first: FIRST_BATTLES,
      signal: stop.signal,
      onPartial: (_result, done) => {
        // the first estimate is what is timed: the rest of the run is let go
        answer ??= { firstMs: performance.now() - started, firstBattles: done };
        stop.abort();
      },
    },
  );
  parentPort!.postMessage(answer);
}

parentPort!.on("message", (job: PageJob) => void answerJob(job));
