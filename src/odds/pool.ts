// "Odds of this fight" spread over Web Workers: the run of battles is cut into consecutive parts (splitBattles) of at
// most PART_BATTLES battles, as many for each worker; each worker fights the next part left as soon as it has answered
// the last (./odds-worker.ts), so a worker on a busier core simply fights fewer, and the parts merge into exactly the
// result of the whole run (mergeOdds). A worker that cannot be created, fails, answers nonsense or never answers has
// its part fought in the page instead (slower, in slices that let the page breathe) and takes no more: the estimate
// always comes back unless the engine itself throws. Workers that answered are kept for the next estimate (warm) until
// KEEP_IDLE_MS pass without one. No Foundry here; the only browser API is Worker.
import { checkRun, mergeOdds, oddsOf, splitBattles, type OddsResult } from "../rules/engagement/odds";
import type { SimulationOptions } from "../rules/engagement/simulate";
import type { EngagementState } from "../rules/engagement/state";
import { isProgress, isResultOf, stateOf, type OddsJob, type OddsReply } from "./job";

/** As much of a Worker as the pool uses (tests pass a fake). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(message: OddsJob): void;
  terminate(): void;
}

export interface PoolOptions {
  /** told how many battles of the whole run are fought so far, now and then (workers report every few hundred) */
  onProgress?: (done: number, total: number) => void;
  /** how many workers (default: workerCount()) */
  workers?: number;
  /** make one worker (default: the odds worker beside this module) */
  create?: () => WorkerLike;
  /** battles fought between two pauses when the page fights a part itself (default 100) */
  slice?: number;
  /** how long a worker may take over its part before the page fights it instead (default: timeLimit(battles)) */
  timeoutMs?: number;
  /** battles in one part at most (default PART_BATTLES); each worker gets as many parts, if they all fight alike */
  part?: number;
  /**
   * A first answer at once: the page itself fights up to this many battles of the run first (the first seeds), for at
   * most `firstMs`, while the workers load; what it has not fought by then becomes a part for the workers. Then the
   * workers' first parts are a quarter of the others, so the estimate is refined early and often (default 0: none).
   */
  first?: number;
  /** how long the page fights its first battles at most (default FIRST_MS) */
  firstMs?: number;
  /** told the merged result of the parts fought so far, each time a part is done (the first estimate, then better) */
  onPartial?: (result: OddsResult, done: number, total: number) => void;
  /** stop early: no part is started any more, parts under way are dropped, and the estimate is what was fought */
  signal?: AbortSignal;
}

/** How long the page fights the first battles of a run at most before answering (see PoolOptions.first). */
export const FIRST_MS = 120;

/** Battles the page fights itself for the referee's first estimate while the workers load (at most FIRST_MS of them). */
export const FIRST_BATTLES = 200;

/** Battles fought for the referee's estimate (the tracker's button; the bench times the same). */
export const ODDS_BATTLES = 10_000;

/**
 * Battles in one part of a run: small enough that the workers finish together (a core shared with the page's own work
 * fights fewer parts instead of holding up the answer), big enough that sending a part costs nothing next to fighting
 * it (tens of milliseconds).
 */
export const PART_BATTLES = 1000;

/**
 * How long a worker may take over `battles` battles: very generous (a long fight costs a few milliseconds a battle
 * on a slow machine), only so that a worker that never answers cannot leave the referee waiting for ever.
 */
export function timeLimit(battles: number): number {
  return 30_000 + 50 * battles;
}

export interface OddsEstimate {
  result: OddsResult;
  /** how many workers fought parts of the run (at most one per core at a time) */
  workers: number;
  /** how many parts the run was cut into */
  parts: number;
  /** parts fought in the page because their worker failed (or every worker had) */
  inPage: number;
  /** why each of those workers failed */
  failures: string[];
  /** the battles the page fought first for a quick first answer (PoolOptions.first) */
  first: number;
  /** stopped early (PoolOptions.signal): the result counts only the battles fought */
  stopped: boolean;
}

/** At most this many workers, however many cores the machine has. */
export const MAX_WORKERS = 8;

/** One worker per logical core (navigator.hardwareConcurrency), at least 1, at most MAX_WORKERS. */
export function workerCount(cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number {
  const n = Math.floor(Number(cores));
  return Number.isFinite(n) ? Math.min(MAX_WORKERS, Math.max(1, n)) : 1;
}

/** A new odds worker. Vite finds this `new Worker(new URL(...))` and builds ./odds-worker.ts as a file of its own. */
export function createOddsWorker(): WorkerLike {
  return new Worker(new URL("./odds-worker.ts", import.meta.url), {
    type: "module",
    name: "cepheus-odds",
  }) as unknown as WorkerLike;
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** How long workers that answered are kept for the next estimate after the last one (then let go). */
export const KEEP_IDLE_MS = 120_000;

// Workers that answered, kept per `create` for the next estimate: a worker whose engine the JIT has already
// optimised fights about twice as fast as a new one (the referee's estimate should answer quickly). A
// worker that failed is never kept.
const idle = new Map<() => WorkerLike, WorkerLike[]>();
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function takeWorker(create: () => WorkerLike): WorkerLike {
  return idle.get(create)?.pop() ?? create();
}

function keepWorker(create: () => WorkerLike, worker: WorkerLike): void {
  let kept = 0;
  for (const list of idle.values()) kept += list.length;
  if (kept >= MAX_WORKERS) {
    worker.terminate();
    return;
  }
  const list = idle.get(create) ?? [];
  idle.set(create, list);
  worker.onmessage = worker.onmessageerror = null;
  // a kept worker that dies while idle is dropped at once (else the next estimate would wait out its time limit)
  worker.onerror = () => {
    const at = list.indexOf(worker);
    if (at >= 0) list.splice(at, 1);
    worker.terminate();
  };
  list.push(worker);
  clearTimeout(idleTimer);
  idleTimer = setTimeout(releaseIdleWorkers, KEEP_IDLE_MS);
  // in Node (tests) a kept worker must not keep the process alive
  (idleTimer as { unref?: () => void }).unref?.();
}

/**
 * Let go of every worker kept idle now (they are let go by themselves KEEP_IDLE_MS after the last estimate); workers
 * busy with an estimate are kept when they answer.
 */
export function releaseIdleWorkers(): void {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  for (const list of idle.values()) for (const w of list) w.terminate();
  idle.clear();
}

/** One part in one worker; rejects when the worker cannot be made, fails, or answers anything but the result. */
export function inWorker(
  create: () => WorkerLike,
  job: OddsJob,
  timeoutMs: number,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<OddsResult> {
  let worker: WorkerLike;
  try {
    worker = takeWorker(create);
  } catch (err) {
    return Promise.reject(err);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // only a worker whose answer settled its part is kept: not one that answered after failing
  let settled = false;
  let answered = false;
  return new Promise<OddsResult>((resolve, reject) => {
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      reject(err);
    };
    // browsers fire a timer beyond 2^31 − 1 ms at once: clamp
    const ms = Math.min(Math.max(0, timeoutMs), 2_147_483_647);
    timer = setTimeout(() => fail(new Error(`the worker did not answer within ${Math.round(ms / 1000)} s`)), ms);
    worker.onmessage = (event) => {
      if (isProgress(event.data)) {
        if (!settled) onProgress(Math.min(event.data.progress, job.battles));
        return;
      }
      const reply = event.data as OddsReply | null;
      if (!(reply?.ok && isResultOf(job, reply.result)))
        return fail(new Error(reply && !reply.ok ? reply.error : "the worker's answer is not a result"));
      if (settled) return;
      settled = answered = true;
      resolve(reply.result);
    };
    worker.onerror = (event) => {
      // handled here: without this the browser would also report it as an uncaught error of the page
      event.preventDefault?.();
      fail(new Error(event.message || "the worker failed to load or run"));
    };
    worker.onmessageerror = () => fail(new Error("the worker's answer could not be read"));
    // stopped early: the part is dropped and its worker let go (it may be half-way through thousands of battles)
    signal?.addEventListener("abort", () => fail(new Error("stopped")), { once: true });
    try {
      worker.postMessage(job);
    } catch (err) {
      fail(err);
    }
  }).finally(() => {
    clearTimeout(timer);
    if (answered) keepWorker(create, worker);
    else worker.terminate();
  });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One part fought in the page, `slice` battles at a time with a pause between (the same seeds, so the same result). */
export async function inPage(
  job: OddsJob,
  slice: number,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<OddsResult> {
  const parts: OddsResult[] = [];
  const state = stateOf(job);
  for (let done = 0; done < job.battles; done += slice) {
    await pause();
    if (signal?.aborted) throw new Error("stopped");
    parts.push(oddsOf(state, Math.min(slice, job.battles - done), job.seed + done, job.options ?? {}));
    onProgress(Math.min(job.battles, done + slice));
  }
  // mergeOdds of no parts has no ship or side keys: an empty job keeps oddsOf's zeros for every ship and side
  return parts.length ? mergeOdds(parts) : oddsOf(state, 0, job.seed, job.options ?? {});
}

/**
 * The odds of the engagement as it stands: `battles` battles (seeds seed, seed + 1, ...) over `pool` workers,
 * merged; the same as `oddsOf(state, battles, seed, opts)` however many workers fought and whichever failed.
 */
export async function estimateOddsDetailed(
  state: EngagementState,
  battles: number,
  seed: number,
  opts: SimulationOptions = {},
  pool: number | PoolOptions = {},
): Promise<OddsEstimate> {
  // 0 to MAX_BATTLES battles, whole-number seeds: refused here, before a worker or a part is made
  checkRun(battles, seed);
  const o: PoolOptions = typeof pool === "number" ? { workers: pool } : pool;
  const create = o.create ?? createOddsWorker;
  const slice = Math.max(1, Math.floor(o.slice ?? 100));
  // the engagement as text, taken now (the combat may change meanwhile): each job carries it (see OddsJob)
  const text = JSON.stringify(state);
  const options = JSON.parse(JSON.stringify(opts)) as SimulationOptions;
  const lanes = workerCount(o.workers ?? workerCount());
  const size = Math.max(1, Math.floor(o.part ?? PART_BATTLES));
  const signal = o.signal;
  const stopped = () => !!signal?.aborted;
  // the page's first battles (PoolOptions.first), then the workers' parts (small ones first)
  const progressive = (o.first ?? 0) > 0;
  const firstWanted = Math.min(battles, Math.max(0, Math.floor(o.first ?? 0)));
  const parts = planParts(battles - firstWanted, seed + firstWanted, lanes, size, progressive);
  const failures: string[] = [];
  // battles fought so far in each part; a part that falls back to the page starts again from 0
  const done: number[] = parts.map(() => 0);
  let firstDone = 0;
  const total = battles;
  const report = () => {
    try {
      o.onProgress?.(firstDone + done.reduce((a, b) => a + b, 0), total);
    } catch (err) {
      // a report that cannot be shown must not cost a worker its part
      console.error("cepheus-space-combat | odds progress:", err);
    }
  };
  const progress = (i: number) => (n: number) => {
    done[i] = n;
    report();
  };
  const results: OddsResult[] = [];
  // the page's first battles, once fought (PoolOptions.first)
  let firstResult: OddsResult | undefined;
  const partial = () => {
    if (!o.onPartial) return;
    const all = results.filter(Boolean);
    if (firstResult) all.push(firstResult);
    try {
      o.onPartial(
        mergeOdds(all),
        all.reduce((n, r) => n + r.battles, 0),
        total,
      );
    } catch (err) {
      console.error("cepheus-space-combat | odds progress:", err);
    }
  };
  let next = 0;
  let inWorkers = 0;
  let lanesInWorkers = 0;
  // set when the page's engine throws: the estimate has failed, so no lane takes another part
  let failed = false;
  const jobOf = (i: number): OddsJob => ({ state: text, battles: parts[i].battles, seed: parts[i].seed, options });
  const inPageAt = async (i: number) => {
    try {
      results[i] = await inPage(jobOf(i), slice, progress(i), signal);
      partial();
    } catch (err) {
      if (stopped()) return;
      failed = true;
      throw err;
    }
  };
  // one lane per worker: fight the next part left until none is, or until the lane's worker fails
  const lane = async () => {
    let fought = false;
    while (next < parts.length && !failed && !stopped()) {
      const i = next++;
      try {
        results[i] = await inWorker(create, jobOf(i), o.timeoutMs ?? timeLimit(parts[i].battles), progress(i), signal);
        inWorkers++;
        if (!fought) lanesInWorkers++;
        fought = true;
        progress(i)(parts[i].battles);
        partial();
      } catch (err) {
        progress(i)(0);
        if (stopped()) return;
        failures.push(reason(err));
        return inPageAt(i);
      }
    }
  };
  // the lanes start now (each posts its first part to its worker at once); the page fights its first battles meanwhile
  const running = Promise.all(Array.from({ length: Math.min(lanes, parts.length) }, lane));
  if (firstWanted > 0) {
    const state = stateOf({ state: text });
    const limit = performance.now() + Math.max(0, o.firstMs ?? FIRST_MS);
    const pieces: OddsResult[] = [];
    // in slices of 1, 2, 4, ... up to 32 battles, so that the time limit is kept however long a battle is (a fight of
    // many ships with missiles may take milliseconds a battle before the JIT has warmed up); at least one is fought
    // (and no more in a slice than the time left allows, at the pace of the battles so far)
    // (the pace of the last slice: the first battle also pays for compiling the engine, and is no guide)
    let step = 1;
    let pace = 0;
    while (firstDone < firstWanted && !stopped()) {
      const now = performance.now();
      const fit = firstDone === 0 ? 1 : Math.floor((limit - now) / pace);
      if (fit < 1) break;
      const n = Math.min(step, fit, firstWanted - firstDone);
      pieces.push(oddsOf(state, n, seed + firstDone, options));
      pace = (performance.now() - now) / n;
      firstDone += n;
      step = Math.min(32, step * 2);
    }
    firstResult = mergeOdds(pieces);
    // what the page had no time for goes to the workers, as one more part
    if (firstDone < firstWanted && !stopped()) {
      parts.push({ battles: firstWanted - firstDone, seed: seed + firstDone });
      done.push(0);
    }
    report();
    if (o.onPartial) {
      try {
        o.onPartial(firstResult, firstDone, total);
      } catch (err) {
        console.error("cepheus-space-combat | odds progress:", err);
      }
    }
  }
  await running;
  // parts no lane could take (every worker failed): in the page, one after the other
  while (next < parts.length && !failed && !stopped()) await inPageAt(next++);
  const fought = results.filter(Boolean);
  if (firstResult) fought.unshift(firstResult);
  const result = fought.length ? mergeOdds(fought) : oddsOf(stateOf({ state: text }), 0, seed, options);
  const inPageParts = results.filter(Boolean).length - inWorkers;
  return {
    result,
    workers: lanesInWorkers,
    parts: results.filter(Boolean).length,
    inPage: inPageParts,
    failures,
    first: firstDone,
    stopped: stopped(),
  };
}

/**
 * The workers' parts of a run: as many for each worker, of at most `size` battles (10,000 battles: 10 parts for 2
 * workers, 16 of 625 for 8); never more parts than battles. Progressive: first one part of a fortieth of the size
 * for each worker, then one of a quarter (answers come early and often), then the rest as before.
 */
export function planParts(
  battles: number,
  seed: number,
  lanes: number,
  size: number,
  progressive: boolean,
): { battles: number; seed: number }[] {
  const out: { battles: number; seed: number }[] = [];
  let left = battles;
  let at = seed;
  if (progressive)
    for (const small of [Math.ceil(size / 40), Math.ceil(size / 4)])
      for (let i = 0; i < lanes && left > small * 2; i++) {
        out.push({ battles: small, seed: at });
        at += small;
        left -= small;
      }
  return out.concat(
    splitBattles(left, at, Math.min(Math.max(1, left), lanes * Math.max(1, Math.ceil(left / (size * lanes))))),
  );
}

/** estimateOddsDetailed's result alone. */
export async function estimateOdds(
  state: EngagementState,
  battles: number,
  seed: number,
  opts: SimulationOptions = {},
  pool: number | PoolOptions = {},
): Promise<OddsResult> {
  return (await estimateOddsDetailed(state, battles, seed, opts, pool)).result;
}
