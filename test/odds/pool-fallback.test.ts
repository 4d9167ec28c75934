// src/odds/pool.ts, the fallback: a worker that cannot be made, fails or answers nonsense has its part fought in the
// page, with the same seeds, so the result is still exactly oddsOf; and the workers kept warm between estimates.
import { afterEach, describe, expect, it, vi } from "vitest";
import { oddsOf } from "../../src/rules/engagement/odds";
import type { EngagementState } from "../../src/rules/engagement/state";
import { estimateOdds, estimateOddsDetailed, KEEP_IDLE_MS, MAX_WORKERS, releaseIdleWorkers } from "../../src/odds/pool";
import { fakeWorkers, fight, type Behaviour } from "./fake-workers";

afterEach(() => {
  vi.unstubAllGlobals();
  releaseIdleWorkers();
  vi.useRealTimers();
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
