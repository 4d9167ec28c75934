// src/odds/pool.ts: the odds of a fight spread over workers. With a fake Worker that answers like the real one, the
// merged result is exactly oddsOf over the whole run, however many workers fought and whichever parts each took.
// Here: how many workers, how the run is cut into parts, the time limit, and the worker's own answer (runJob).
import { afterEach, describe, expect, it, vi } from "vitest";
import { runSync, seededSource } from "../../src/rules/dice";
import { applyCommand } from "../../src/rules/engagement/engine";
import { oddsOf } from "../../src/rules/engagement/odds";
import { runJob, isResultOf, stateOf } from "../../src/odds/job";
import {
  estimateOdds,
  estimateOddsDetailed,
  MAX_WORKERS,
  PART_BATTLES,
  releaseIdleWorkers,
  timeLimit,
  workerCount,
} from "../../src/odds/pool";
import { fakeWorkers, fight } from "./fake-workers";

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
