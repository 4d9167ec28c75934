// The encounter search on workers (src/odds/encounter-run.ts over src/odds/batch.ts): it finds exactly what the rules'
// search finds with the same seed, however many workers fight and whichever fail; it reports the best few after every
// job, the first long before the end; Stop ends it with what was fought; a refused search starts no worker.
import { afterEach, describe, expect, it } from "vitest";
import { runBatch } from "../../src/odds/batch";
import { runEncounterSearch, type EncounterProgress } from "../../src/odds/encounter-run";
import { releaseIdleWorkers } from "../../src/odds/pool";
import { EncounterRefusal, type EncounterShip } from "../../src/rules/encounter/fleet";
import { searchEncounter, type EncounterInput } from "../../src/rules/encounter/search";
import { oddsOf } from "../../src/rules/engagement/odds";
import { srdShips, srdShip } from "../fixtures/srd-ships";
import { fakeWorkers, fight } from "./fake-workers";

afterEach(() => releaseIdleWorkers());

const pool: EncounterShip[] = srdShips()
  .filter((s) => ["Fighter", "Survey Vessel", "Frontier Trader", "Yacht"].includes(s.name))
  .map((s) => ({ key: s.id, name: s.name, techLevel: s.techLevel, snapshot: s.snapshot }));
const input: EncounterInput = {
  players: [srdShip("Survey Vessel", "p1")],
  pool,
  target: 0.5,
  seed: 11,
  limits: { maxShips: 2 },
};

describe("the search on workers", () => {
  it("finds what the rules' search finds, telling the best few after every job", async () => {
    const { create } = fakeWorkers();
    const told: EncounterProgress[] = [];
    const run = await runEncounterSearch(input, { workers: 2, create, onProgress: (p) => told.push(p) });
    const here = searchEncounter(input);
    expect(run).toEqual({ ...here, stopped: false, inPage: 0, failures: [] });
    // the first answer comes after the first job, long before the search is over
    expect(told[0].picks.length).toBeGreaterThan(0);
    expect(told[0].battles).toBeLessThan(here.battles / 10);
    expect(told.map((t) => t.battles)).toEqual([...told.map((t) => t.battles)].sort((a, b) => a - b));
    expect(told.at(-1)!.battles).toBe(here.battles);
    expect(told.at(-1)!.planned).toBeGreaterThanOrEqual(here.battles);
  }, 60_000);

  it("fights a failed worker's job in the page: the same fleets", async () => {
    const { create, made } = fakeWorkers(["answer", "error"]);
    const run = await runEncounterSearch(input, { workers: 2, create, slice: 10 });
    expect(run.picks).toEqual(searchEncounter(input).picks);
    expect(run.inPage).toBeGreaterThan(0);
    expect(run.failures[0]).toContain("Failed to fetch a worker script");
    expect(made.find((w) => w.behaviour === "error")!.terminated).toBe(true);
  }, 60_000);

  it("stops when told, with the best few of what was fought", async () => {
    const { create } = fakeWorkers();
    const stop = new AbortController();
    const run = await runEncounterSearch(input, {
      workers: 2,
      create,
      signal: stop.signal,
      onProgress: (p) => {
        if (p.battles > 100) stop.abort();
      },
    });
    expect(run.stopped).toBe(true);
    expect(run.battles).toBeLessThan(searchEncounter(input).battles / 2);
    expect(run.picks.length).toBeGreaterThan(0);
    expect(run.picks.every((p) => !p.confirmed)).toBe(true);
  }, 60_000);

  it("refuses a bad pool before any worker is made", async () => {
    const { create, made } = fakeWorkers();
    const unarmed = pool.filter((s) => s.name === "Yacht");
    await expect(runEncounterSearch({ ...input, pool: unarmed }, { create })).rejects.toBeInstanceOf(EncounterRefusal);
    expect(made).toEqual([]);
  });
});

describe("a batch of odds jobs", () => {
  it("each job's result is the job's oddsOf, the longest fought first", async () => {
    const state = fight();
    const jobs = [5, 30, 12].map((battles, i) => ({ state: JSON.stringify(state), battles, seed: 100 * i }));
    const { create, made } = fakeWorkers();
    const order: number[] = [];
    const batch = await runBatch(jobs, { workers: 1, create, onDone: (i) => order.push(i) });
    expect(batch.results).toEqual(jobs.map((j) => oddsOf(state, j.battles, j.seed)));
    expect(order).toEqual([1, 2, 0]);
    // one worker, kept warm from job to job
    expect(made).toHaveLength(1);
  });
});
