// A worker thread of the parallel odds bench: fights the battles it is sent (oddsOf) and posts the result back.
// A job with `warmMs` first fights for that long, uncounted, so the JIT has optimised the engine before timing.
import { parentPort } from "node:worker_threads";
import { oddsOf } from "../src/rules/engagement/odds";
import type { EngagementState } from "../src/rules/engagement/state";

export interface OddsJob {
  state: EngagementState;
  battles: number;
  seed: number;
  warmMs?: number;
}

parentPort?.on("message", (job: OddsJob) => {
  if (job.warmMs) {
    const start = performance.now();
    for (let seed = 1_000_000; performance.now() - start < job.warmMs; seed += 20) oddsOf(job.state, 20, seed);
  }
  parentPort!.postMessage(oddsOf(job.state, job.battles, job.seed));
});
