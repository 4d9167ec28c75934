// src/odds/pool.ts: the odds of a fight spread over workers. With a fake Worker that answers like the real one
// (runJob, behind a structured clone and a task boundary), the merged result is exactly oddsOf over the whole run,
// however many workers fought and whichever parts each took; a worker that cannot be made, fails or answers nonsense
// has its part fought in the page, with the same seeds, so the result is still the same.
import { afterEach, describe, expect, it, vi } from "vitest";
import { runSync, seededSource } from "../../src/rules/dice";
import { applyCommand } from "../../src/rules/engagement/engine";
import { oddsOf } from "../../src/rules/engagement/odds";
import { createEngagement, type EngagementState } from "../../src/rules/engagement/state";
import { runJob, isResultOf, stateOf, type OddsJob } from "../../src/odds/job";
import {
  estimateOdds,
  estimateOddsDetailed,
  KEEP_IDLE_MS,
  MAX_WORKERS,
  PART_BATTLES,
  planParts,
  releaseIdleWorkers,
  timeLimit,
  workerCount,
  type WorkerLike,
} from "../../src/odds/pool";
import type { OddsResult } from "../../src/rules/engagement/odds";
import { frontierTrader, patrolFrigate, raider } from "../rules/engagement/fixtures";

/** Two against one at Short range, before initiative. */
function fight(): EngagementState {
  return createEngagement({
    ships: [patrolFrigate(), raider(), frontierTrader()],
    sides: { frigate: "navy", trader: "navy", raider: "pirates" },
    range: "short",
  });
}

type Behaviour =
  | "answer"
  | "slow"
  | "canned"
  | "throwOnCreate"
  | "error"
  | "refuse"
  | "nonsense"
  | "messageerror"
  | "throwOnPost"
  | "silent";

/** A Worker as the pool sees it; `behaviours` says what the n-th worker made does (default: answer like the real one). */
function fakeWorkers(behaviours: Behaviour[] = []) {
  const made: FakeWorker[] = [];
  class FakeWorker implements WorkerLike {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    onmessageerror: ((event: MessageEvent) => void) | null = null;
    jobs: OddsJob[] = [];
    terminated = false;
    constructor(readonly behaviour: Behaviour) {}
    postMessage(job: OddsJob): void {
      if (this.behaviour === "throwOnPost") throw new DOMException("could not be cloned", "DataCloneError");
      // what the browser does: the job is cloned, the answer comes in a later task
      const copy = structuredClone(job);
      this.jobs.push(copy);
      setTimeout(
        () => {
          if (this.terminated) return;
          if (this.behaviour === "answer" || this.behaviour === "slow") {
            // as the real worker: progress reports while it fights, then the answer
            const reply = runJob(copy, (progress) => this.onmessage?.({ data: { progress } } as MessageEvent));
            this.onmessage?.({ data: structuredClone(reply) } as MessageEvent);
          } else if (this.behaviour === "canned") {
            // a well-formed answer whatever the job: every battle a draw
            const result = {
              battles: copy.battles,
              wins: {},
              sides: {},
              draws: copy.battles,
              stalemates: 0,
              totalRounds: 0,
              averageRounds: 0,
              ships: {},
              rounds: [],
            };
            this.onmessage?.({ data: { ok: true, result } } as MessageEvent);
          } else if (this.behaviour === "refuse")
            this.onmessage?.({ data: { ok: false, error: "engine exploded" } } as MessageEvent);
          else if (this.behaviour === "nonsense")
            this.onmessage?.({ data: { ok: true, result: { battles: 3 } } } as MessageEvent);
          else if (this.behaviour === "messageerror") this.onmessageerror?.({} as MessageEvent);
          else if (this.behaviour === "error") {
            const event = {
              message: "Failed to fetch a worker script",
              preventDefault: vi.fn(),
            } as unknown as ErrorEvent;
            this.onerror?.(event);
            expect(event.preventDefault).toHaveBeenCalled();
          }
        },
        this.behaviour === "slow" ? 40 : this.behaviour === "canned" ? 5 : 0,
      );
    }
    terminate(): void {
      this.terminated = true;
    }
  }
  const create = () => {
    const behaviour = behaviours[made.length] ?? "answer";
    if (behaviour === "throwOnCreate") {
      made.push(new FakeWorker(behaviour));
      throw new DOMException("Worker scripts are blocked", "SecurityError");
    }
    const w = new FakeWorker(behaviour);
    made.push(w);
    return w;
  };
  return { made, create, FakeWorker };
}

afterEach(() => {
  vi.unstubAllGlobals();
  releaseIdleWorkers();
  vi.useRealTimers();
});

describe("workerCount", () => {
  it("one worker per logical core, at least 1, at most 8", () => {
    expect(workerCount(4)).toBe(4);
    expect(workerCount(1)).toBe(1);
    expect(workerCount(0)).toBe(1);
    expect(workerCount(-3)).toBe(1);
    expect(workerCount(2.7)).toBe(2);
    expect(workerCount(64)).toBe(MAX_WORKERS);
    expect(MAX_WORKERS).toBe(8);
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount(Number.NaN)).toBe(1);
  });

  it("reads navigator.hardwareConcurrency by default", () => {
    vi.stubGlobal("navigator", { hardwareConcurrency: 6 });
    expect(workerCount()).toBe(6);
    vi.stubGlobal("navigator", { hardwareConcurrency: 32 });
    expect(workerCount()).toBe(8);
    vi.stubGlobal("navigator", undefined);
    expect(workerCount()).toBe(1);
  });
});

describe("estimateOdds over workers", () => {
  it("splits the run into one consecutive part per worker and merges them into exactly oddsOf over the whole run", async () => {
    const state = fight();
    const whole = oddsOf(state, 60, 17);
    for (const n of [1, 2, 3, 4, 7, 8]) {
      const { made, create } = fakeWorkers();
      const estimate = await estimateOddsDetailed(state, 60, 17, {}, { workers: n, create });
      expect(estimate.result, `${n} workers`).toEqual(whole);
      expect(estimate).toMatchObject({ workers: n, inPage: 0, failures: [] });
      expect(made).toHaveLength(n);
      // consecutive seed ranges covering 17 … 76 once each, each worker one job, every worker kept for the next estimate
      const jobs = made.flatMap((w) => w.jobs).sort((a, b) => a.seed - b.seed);
      expect(jobs.map((j) => [j.seed, j.battles])).toEqual(
        jobs.map((j, i) => [17 + jobs.slice(0, i).reduce((s, x) => s + x.battles, 0), j.battles]),
      );
      expect(jobs.reduce((s, j) => s + j.battles, 0)).toBe(60);
      expect(made.every((w) => w.jobs.length === 1 && !w.terminated)).toBe(true);
      releaseIdleWorkers();
      expect(made.every((w) => w.terminated)).toBe(true);
    }
  });

  it("sends the engagement as it stands (mid-fight, options passed along) and never touches the caller's state", async () => {
    const state = fight();
    // round 1 already under way: the same as oddsOf from that state
    const { state: started } = runSync(applyCommand(state, { type: "rollInitiative" }), seededSource(5));
    const before = JSON.stringify(started);
    const { made, create } = fakeWorkers();
    const opts = { maxRounds: started.memory.round + 5 };
    const result = await estimateOdds(started, 40, 1000, opts, { workers: 3, create });
    expect(result).toEqual(oddsOf(started, 40, 1000, opts));
    expect(made[0].jobs[0].options).toEqual(opts);
    expect(stateOf(made[0].jobs[0]).memory.round).toBe(1);
    expect(JSON.stringify(started)).toBe(before);
  });

  it("a number as the last argument is the number of workers; fewer battles than workers makes fewer workers", async () => {
    const state = fight();
    const { made, create } = fakeWorkers();
    vi.stubGlobal("Worker", function (this: unknown) {
      return create();
    });
    expect(await estimateOdds(state, 3, 9, {}, 5)).toEqual(oddsOf(state, 3, 9));
    expect(made).toHaveLength(3);
  });

  it("no battles: every ship and side at zero, no worker made", async () => {
    const state = fight();
    const { made, create } = fakeWorkers();
    const estimate = await estimateOddsDetailed(state, 0, 1, {}, { workers: 4, create });
    expect(estimate.result).toEqual(oddsOf(state, 0, 1));
    expect(estimate.result.sides).toEqual({ navy: 0, pirates: 0 });
    expect(made).toHaveLength(0);
  });
});

describe("parts: a run longer than a part is cut into parts that each worker takes as it finishes the last", () => {
  it("a run is cut into parts of PART_BATTLES (1,000: 10,000 battles are 10 parts) merged into exactly oddsOf", async () => {
    expect(PART_BATTLES).toBe(1000);
    const state = fight();
    const { made, create } = fakeWorkers();
    // a smaller part for a quicker test: 100 battles in parts of 10
    const estimate = await estimateOddsDetailed(state, 100, 7, {}, { workers: 2, create, part: 10 });
    expect(estimate.result).toEqual(oddsOf(state, 100, 7));
    expect(estimate).toMatchObject({ workers: 2, parts: 10, inPage: 0, failures: [] });
    const jobs = made.flatMap((w) => w.jobs).sort((a, b) => a.seed - b.seed);
    expect(jobs.map((j) => [j.seed, j.battles])).toEqual(Array.from({ length: 10 }, (_, i) => [7 + 10 * i, 10]));
    expect(made).toHaveLength(2);
  });

  it("as many parts for each worker: 8 workers cut 100 battles into 16 parts (two each), not 10", async () => {
    const state = fight();
    const { made, create } = fakeWorkers();
    const estimate = await estimateOddsDetailed(state, 100, 7, {}, { workers: 8, create, part: 10 });
    expect(estimate.result).toEqual(oddsOf(state, 100, 7));
    expect(estimate).toMatchObject({ workers: 8, parts: 16, inPage: 0 });
    const sizes = made.flatMap((w) => w.jobs).map((j) => j.battles);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("a worker on a busier core fights fewer parts: nobody waits for it at the end", async () => {
    // fake timers: the slow worker answers 40 ms after each job, the other at once, whatever the machine's load
    vi.useFakeTimers();
    const state = fight();
    const { made, create } = fakeWorkers(["slow", "answer"]);
    const running = estimateOddsDetailed(state, 80, 3, {}, { workers: 2, create, part: 10 });
    await vi.advanceTimersByTimeAsync(1_000);
    const estimate = await running;
    expect(estimate.result).toEqual(oddsOf(state, 80, 3));
    expect(estimate).toMatchObject({ workers: 2, parts: 8, inPage: 0 });
    expect(made.map((w) => w.behaviour)).toEqual(["slow", "answer"]);
    // the slow one answered its first part only after the other had fought all the rest
    expect(made.map((w) => w.jobs.length)).toEqual([1, 7]);
  });

  it("a worker that fails takes no more parts; when every worker has failed, the parts left are fought in the page", async () => {
    const state = fight();
    const one = fakeWorkers(["refuse", "answer"]);
    const some = await estimateOddsDetailed(state, 60, 5, {}, { workers: 2, create: one.create, part: 10, slice: 5 });
    expect(some.result).toEqual(oddsOf(state, 60, 5));
    expect(some).toMatchObject({ workers: 1, parts: 6, inPage: 1 });
    expect(one.made[0].jobs).toHaveLength(1);
    releaseIdleWorkers();
    const none = fakeWorkers(["throwOnCreate", "throwOnCreate"]);
    const all = await estimateOddsDetailed(state, 50, 5, {}, { workers: 2, create: none.create, part: 10, slice: 5 });
    expect(all.result).toEqual(oddsOf(state, 50, 5));
    expect(all).toMatchObject({ workers: 0, parts: 6, inPage: 6 });
    expect(all.failures).toHaveLength(2);
    expect(none.made).toHaveLength(2);
  });
});

describe("the fallback: a part whose worker fails is fought in the page", () => {
  it.each<[Behaviour, string]>([
    ["throwOnCreate", "Worker scripts are blocked"],
    ["error", "Failed to fetch a worker script"],
    ["refuse", "engine exploded"],
    ["nonsense", "the worker's answer is not a result"],
    ["messageerror", "the worker's answer could not be read"],
    ["throwOnPost", "could not be cloned"],
    ["silent", "did not answer within"],
  ])("%s: the same result, the reason kept", async (behaviour, why) => {
    const state = fight();
    const { made, create } = fakeWorkers(["answer", behaviour, "answer"]);
    const estimate = await estimateOddsDetailed(state, 45, 3, {}, { workers: 3, create, slice: 4, timeoutMs: 2000 });
    expect(estimate.result).toEqual(oddsOf(state, 45, 3));
    expect(estimate).toMatchObject({ workers: 2, inPage: 1 });
    expect(estimate.failures).toHaveLength(1);
    expect(estimate.failures[0]).toContain(why);
    // the failed worker is let go at once, the two that answered are kept for the next estimate
    expect(
      made.filter((w) => w.behaviour !== "answer" && w.behaviour !== "throwOnCreate").every((w) => w.terminated),
    ).toBe(true);
    expect(made.filter((w) => w.behaviour === "answer").every((w) => !w.terminated)).toBe(true);
    releaseIdleWorkers();
    expect(made.filter((w) => w.behaviour !== "throwOnCreate").every((w) => w.terminated)).toBe(true);
  });

  it("progress: the battles fought so far over the whole run, rising to the total, from workers and from the page", async () => {
    const state = fight();
    const { create } = fakeWorkers(["answer", "refuse"]);
    const seen: [number, number][] = [];
    const estimate = await estimateOddsDetailed(
      state,
      2_400,
      9,
      {},
      { workers: 2, create, slice: 400, onProgress: (done, total) => seen.push([done, total]) },
    );
    expect(estimate.result).toEqual(oddsOf(state, 2_400, 9));
    // four parts of 600: the second worker fails its part, which the page fights; the first worker fights the other three
    expect(estimate).toMatchObject({ workers: 1, parts: 4, inPage: 1 });
    expect(seen.every(([, total]) => total === 2_400)).toBe(true);
    // the worker reports at 500 of each of its parts, then its answer counts 600; the page's part counts up by 400
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.every(([done]) => done >= 0 && done <= 2_400)).toBe(true);
    expect(seen.at(-1)).toEqual([2_400, 2_400]);
  });

  it("a progress callback that throws costs nothing: the workers' answers still count", async () => {
    const state = fight();
    const { create } = fakeWorkers();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const estimate = await estimateOddsDetailed(
      state,
      1_200,
      2,
      {},
      {
        workers: 2,
        create,
        onProgress: () => {
          throw new Error("no bar today");
        },
      },
    );
    log.mockRestore();
    expect(estimate).toMatchObject({ workers: 2, inPage: 0, failures: [] });
    expect(estimate.result).toEqual(oddsOf(state, 1_200, 2));
  });

  it("the next estimate fights on the workers kept from the last one (warm), and a failed worker is never used again", async () => {
    const state = fight();
    const { made, create } = fakeWorkers(["answer", "refuse"]);
    const first = await estimateOddsDetailed(state, 40, 5, {}, { workers: 2, create, slice: 5 });
    expect(first).toMatchObject({ workers: 1, inPage: 1 });
    expect(made.map((w) => w.terminated)).toEqual([false, true]);
    const second = await estimateOddsDetailed(state, 40, 5, {}, { workers: 2, create, slice: 5 });
    // the kept worker fights one part again; the other part needs a new worker (the third made)
    expect(second.result).toEqual(oddsOf(state, 40, 5));
    expect(second).toMatchObject({ workers: 2, inPage: 0 });
    expect(made).toHaveLength(3);
    expect(made[0].jobs).toHaveLength(2);
    expect(made[1].jobs).toHaveLength(1);
  });

  it("kept workers are let go KEEP_IDLE_MS after the last estimate (each estimate restarts the wait)", async () => {
    vi.useFakeTimers();
    const state = fight();
    const { made, create } = fakeWorkers();
    const estimate = async () => {
      const running = estimateOddsDetailed(state, 20, 1, {}, { workers: 2, create });
      await vi.advanceTimersByTimeAsync(10);
      return running;
    };
    await estimate();
    await vi.advanceTimersByTimeAsync(KEEP_IDLE_MS - 1_000);
    expect(made.every((w) => !w.terminated)).toBe(true);
    await estimate();
    expect(made).toHaveLength(2);
    // past the first estimate's deadline: still kept, because the second one restarted the wait
    await vi.advanceTimersByTimeAsync(KEEP_IDLE_MS - 1_000);
    expect(made.every((w) => !w.terminated)).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(made.every((w) => w.terminated)).toBe(true);
  });

  it("a kept worker that fails while idle is dropped, and the next estimate makes a new one for its part", async () => {
    const state = fight();
    const { made, create } = fakeWorkers();
    await estimateOddsDetailed(state, 20, 1, {}, { workers: 2, create });
    made[0].onerror?.({ message: "gone", preventDefault() {} } as unknown as ErrorEvent);
    expect(made[0].terminated).toBe(true);
    const next = await estimateOddsDetailed(state, 20, 1, {}, { workers: 2, create });
    expect(next).toMatchObject({ workers: 2, inPage: 0, failures: [] });
    expect(made).toHaveLength(3);
    expect(made[1].jobs).toHaveLength(2);
  });

  it("at most MAX_WORKERS are kept in all, whoever made them", async () => {
    const state = fight();
    const a = fakeWorkers();
    const b = fakeWorkers();
    await estimateOddsDetailed(state, 40, 1, {}, { workers: MAX_WORKERS, create: a.create });
    await estimateOddsDetailed(state, 40, 1, {}, { workers: 3, create: b.create });
    expect(a.made.filter((w) => !w.terminated)).toHaveLength(MAX_WORKERS);
    expect(b.made.every((w) => w.terminated)).toBe(true);
  });

  it("no Worker at all (the default worker cannot be made): the whole run in the page, the same result", async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe("undefined");
    const state = fight();
    const estimate = await estimateOddsDetailed(state, 30, 11, {}, { workers: 2 });
    expect(estimate.result).toEqual(oddsOf(state, 30, 11));
    expect(estimate).toMatchObject({ workers: 0, inPage: 2 });
    expect(estimate.failures).toHaveLength(2);
  });

  it("the page fights its part in slices, pausing between them so the page stays responsive", async () => {
    const state = fight();
    const { create } = fakeWorkers(["throwOnCreate"]);
    let pauses = 0;
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal("setTimeout", (fn: () => void, ms?: number) => {
      pauses++;
      return realSetTimeout(fn, ms);
    });
    const estimate = await estimateOddsDetailed(state, 25, 1, {}, { workers: 1, create, slice: 10 });
    expect(estimate.result).toEqual(oddsOf(state, 25, 1));
    expect(pauses).toBe(3);
  });

  it("an engine that throws in the page too rejects: the caller tells the user", async () => {
    const { create } = fakeWorkers(["throwOnCreate"]);
    const broken = { memory: null, ships: {} } as unknown as EngagementState;
    await expect(estimateOdds(broken, 5, 1, {}, { workers: 1, create })).rejects.toThrow();
  });

  it("once the page's engine has thrown, the other workers take no more parts", async () => {
    // the first lane has no worker and its page fight throws at once; the second's worker would answer every part
    const { made, create } = fakeWorkers(["throwOnCreate", "canned"]);
    const broken = { memory: null, ships: {} } as unknown as EngagementState;
    await expect(estimateOdds(broken, 50, 1, {}, { workers: 2, create, part: 10 })).rejects.toThrow();
    // give the second lane the time to take more parts: it has finished the one it had and takes no other
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(made[1].jobs).toHaveLength(1);
  });
});

describe("timeLimit", () => {
  it("leaves a worker minutes for a big part, never less than half a minute", () => {
    expect(timeLimit(0)).toBe(30_000);
    expect(timeLimit(5000)).toBeGreaterThanOrEqual(120_000);
  });
});

describe("runJob (the worker's answer)", () => {
  it("answers a job with oddsOf's result; a throwing engine with the message", () => {
    const state = fight();
    const reply = runJob({ state: JSON.stringify(state), battles: 6, seed: 2 });
    expect(reply).toEqual({ ok: true, result: oddsOf(state, 6, 2) });
    const bad = runJob({ state: JSON.stringify({ memory: null }), battles: 1, seed: 1 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && typeof bad.error).toBe("string");
  });

  it("isResultOf accepts only a whole result of the job", () => {
    const r = oddsOf(fight(), 5, 1);
    expect(isResultOf({ battles: 5 }, r)).toBe(true);
    expect(isResultOf({ battles: 6 }, r)).toBe(false);
    expect(isResultOf({ battles: 5 }, { ...r, draws: r.draws + 1 })).toBe(false);
    expect(isResultOf({ battles: 5 }, { ...r, sides: { navy: 2.5, pirates: 2.5 }, draws: 0 })).toBe(false);
    expect(isResultOf({ battles: 5 }, null)).toBe(false);
    expect(isResultOf({ battles: 5 }, { battles: 5 })).toBe(false);
  });
});

describe("an answer from the first click: the page's first battles, then the workers' small parts, and Stop", () => {
  const duel = () =>
    createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "A", trader: "B" }, range: "short" });

  it("planParts: progressive runs start with a fortieth of a part per worker, then a quarter, then whole parts; in a row", () => {
    const parts = planParts(10_000, 1, 2, 1000, true);
    expect(parts.slice(0, 4).map((p) => p.battles)).toEqual([25, 25, 250, 250]);
    expect(parts.reduce((n, p) => n + p.battles, 0)).toBe(10_000);
    for (let i = 1; i < parts.length; i++) expect(parts[i].seed).toBe(parts[i - 1].seed + parts[i - 1].battles);
    expect(planParts(10_000, 1, 2, 1000, false)).toHaveLength(10);
  });

  it("the first estimate is the page's own battles, reported before any worker answers; the whole run is still exactly oddsOf", async () => {
    const state = duel();
    const { made, create } = fakeWorkers();
    const partials: { battles: number; done: number }[] = [];
    const estimate = await estimateOddsDetailed(
      state,
      300,
      5,
      {},
      {
        workers: 2,
        create,
        part: 40,
        first: 30,
        firstMs: 10_000,
        onPartial: (r, done) => partials.push({ battles: r.battles, done }),
      },
    );
    expect(partials[0]).toEqual({ battles: 30, done: 30 });
    // the workers had been sent their first parts, but none had answered yet
    expect(made.length).toBe(2);
    expect(estimate.first).toBe(30);
    // each later report counts more battles, up to the whole run
    for (let i = 1; i < partials.length; i++) expect(partials[i].done).toBeGreaterThan(partials[i - 1].done);
    expect(partials.at(-1)!.done).toBe(300);
    expect(estimate.result).toEqual(oddsOf(state, 300, 5));
    const fought = made.flatMap((w) => w.jobs).reduce((n, j) => n + j.battles, 0);
    expect(fought).toBe(270);
  });

  it("the page keeps to its time: what it had no time for goes to the workers as a part of its own, same result", async () => {
    const state = duel();
    const { made, create } = fakeWorkers();
    const estimate = await estimateOddsDetailed(
      state,
      120,
      9,
      {},
      { workers: 1, create, part: 1000, first: 100, firstMs: 0 },
    );
    // at least one battle, even with no time at all
    expect(estimate.first).toBe(1);
    expect(made[0].jobs.some((j) => j.seed === 10 && j.battles === 99)).toBe(true);
    expect(estimate.result).toEqual(oddsOf(state, 120, 9));
  });

  it("Stop: no more parts, those under way are dropped (their workers let go), the result counts what was fought", async () => {
    const state = duel();
    const { made, create } = fakeWorkers(["silent", "silent"]);
    const stop = new AbortController();
    let first: OddsResult | undefined;
    const running = estimateOddsDetailed(
      state,
      1000,
      3,
      {},
      {
        workers: 2,
        create,
        first: 20,
        firstMs: 10_000,
        signal: stop.signal,
        onPartial: (r) => {
          first ??= r;
          stop.abort();
        },
      },
    );
    const estimate = await running;
    expect(estimate.stopped).toBe(true);
    expect(estimate.result).toEqual(oddsOf(state, 20, 3));
    expect(first).toEqual(estimate.result);
    expect(made.every((w) => w.terminated)).toBe(true);
    expect(estimate.failures).toEqual([]);
  });
});
