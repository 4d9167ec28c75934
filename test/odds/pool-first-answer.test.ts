// src/odds/pool.ts, the first click: the page's own first battles answer at once, the workers' small parts follow,
// and Stop drops the parts under way; whatever was fought is still exactly oddsOf over those battles.
import { afterEach, describe, expect, it, vi } from "vitest";
import { oddsOf, type OddsResult } from "../../src/rules/engagement/odds";
import { createEngagement } from "../../src/rules/engagement/state";
import { estimateOddsDetailed, planParts, releaseIdleWorkers } from "../../src/odds/pool";
import { frontierTrader, raider } from "../rules/engagement/fixtures";
import { fakeWorkers } from "./fake-workers";

afterEach(() => {
  vi.unstubAllGlobals();
  releaseIdleWorkers();
  vi.useRealTimers();
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
