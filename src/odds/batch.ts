// Many odds jobs at once, each its own engagement and run of seeded battles (the encounter builder's fleets), over the
// odds workers (./pool.ts, ./odds-worker.ts): one lane per worker takes the next job left as soon as it has answered
// the last, the longest jobs first, so a worker on a busier core simply fights fewer. A job whose worker fails is
// fought in the page instead, in slices with pauses, and that lane takes no more; when every worker has failed the
// page fights the jobs left. The page itself only posts and counts: it never fights while a worker can. Stop takes no
// more jobs and drops those under way. No Foundry here; the only browser API is Worker.
import type { OddsResult } from "../rules/engagement/odds";
import type { OddsJob } from "./job";
import { createOddsWorker, inPage, inWorker, timeLimit, workerCount, type WorkerLike } from "./pool";

export interface BatchOptions {
  /** how many workers (default: one per core, workerCount()) */
  workers?: number;
  /** make one worker (default: the odds worker) */
  create?: () => WorkerLike;
  /** battles between two pauses when the page fights a job itself (default 50) */
  slice?: number;
  /** how long a worker may take over a job before the page fights it instead (default: timeLimit(battles)) */
  timeoutMs?: number;
  /** stop early: no job is started any more, jobs under way are dropped */
  signal?: AbortSignal;
  /** told each job's result as it comes (the job's index in the list) */
  onDone?: (index: number, result: OddsResult) => void;
}

export interface BatchResult {
  /** each job's result (none for a job dropped by a stop) */
  results: (OddsResult | undefined)[];
  /** jobs fought in the page because their worker failed */
  inPage: number;
  /** why each of those workers failed */
  failures: string[];
  stopped: boolean;
}

/** Fight every job (over workers, else in the page); resolves when all are fought or the run is stopped. */
export async function runBatch(jobs: readonly OddsJob[], o: BatchOptions = {}): Promise<BatchResult> {
  const create = o.create ?? createOddsWorker;
  const slice = Math.max(1, Math.floor(o.slice ?? 50));
  const signal = o.signal;
  const stopped = () => !!signal?.aborted;
  const results: (OddsResult | undefined)[] = jobs.map(() => undefined);
  const failures: string[] = [];
  // the longest first: a long job started last would leave the other workers idle at the end
  const queue = jobs.map((_, i) => i).sort((a, b) => jobs[b].battles - jobs[a].battles || a - b);
  let next = 0;
  let inPageCount = 0;
  const done = (i: number, r: OddsResult) => {
    results[i] = r;
    try {
      o.onDone?.(i, r);
    } catch (err) {
      // a report that cannot be shown must not cost the run its job
      console.error("cepheus-space-combat | encounter progress:", err);
    }
  };
  const here = async (i: number) => {
    const r = await inPage(jobs[i], slice, () => undefined, signal).catch((err: unknown) => {
      if (stopped()) return undefined;
      throw err;
    });
    if (r) {
      inPageCount++;
      done(i, r);
    }
  };
  const lane = async () => {
    while (next < queue.length && !stopped()) {
      const i = queue[next++];
      try {
        done(i, await inWorker(create, jobs[i], o.timeoutMs ?? timeLimit(jobs[i].battles), () => undefined, signal));
      } catch (err) {
        if (stopped()) return;
        failures.push(err instanceof Error ? err.message : String(err));
        return here(i);
      }
    }
  };
  const lanes = Math.min(workerCount(o.workers ?? workerCount()), queue.length);
  await Promise.all(Array.from({ length: lanes }, lane));
  // jobs no lane could take (every worker failed): in the page, one after the other
  while (next < queue.length && !stopped()) await here(queue[next++]);
  return { results, inPage: inPageCount, failures, stopped: stopped() };
}
