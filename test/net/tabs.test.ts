// A GM with two tabs (or devices): core sends every query to each, each answers, and the asker gets the first answer
// to reach it. So the tab that loses a request's claim must not answer before the winner, and both tabs must hold the
// asking user to the same REQUEST_SLOTS: a request one tab refuses as busy must not run on the other.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { receiveRequest } from "../../src/net/answer";
import { REQUEST_SLOTS } from "../../src/net/channel";
import { registerRequests } from "../../src/net/requests";
import { keeper } from "../../src/net/taken";
import { REQUEST_TABLE } from "../../src/registration/request-table";
import { boot, countingTable, deliver, gate, pause, requests, secondTab, settled, type Handler } from "./helpers";

beforeAll(boot);

afterEach(() => registerRequests(REQUEST_TABLE));

const OK = { ok: true, result: { ok: true } };

/** Two tabs of the GM, both with `card` counted into `runs` (each run waits at `hold`). */
async function twoTabs(runs: unknown[], hold: () => Promise<void>): Promise<[Handler, Handler]> {
  const table = countingTable(runs, hold);
  registerRequests(table);
  return [receiveRequest as Handler, await secondTab(table)];
}

/** A promise's outcome so far: its value once settled, else "pending". */
function watch<T>(promise: Promise<T>): { now: () => T | "pending" } {
  let value: T | "pending" = "pending";
  void promise.then((v) => (value = v));
  return { now: () => value };
}

describe("two tabs of the GM", () => {
  it("the first claim in the record wins, however late another tab's claim lands", async () => {
    const runs: unknown[] = [];
    const held = gate();
    const tabs = await twoTabs(runs, held.wait);
    const [q] = await requests(1);
    // every write of the record after the first lands late (the second tab is on a slower connection), so the first
    // tab knows it won before the second tab's claim arrives
    const record = keeper()! as unknown as { update: (...args: unknown[]) => Promise<unknown> };
    const update = record.update.bind(record);
    let writes = 0;
    vi.spyOn(record, "update").mockImplementation(async (...args: unknown[]) => {
      if (writes++ > 0) await pause(30);
      return update(...args);
    });
    try {
      const answers = tabs.map((tab) => deliver(tab, q));
      await settled(() => writes >= 2);
      await pause(60);
      held.open();
      const both = await Promise.all(answers);
      expect(runs).toHaveLength(1);
      expect(both).toContainEqual(OK);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("hold one user to REQUEST_SLOTS between them: a request answered busy runs on neither", async () => {
    const runs: { n: number }[] = [];
    const held = gate();
    const tabs = await twoTabs(runs, held.wait);
    const queries = await requests(REQUEST_SLOTS + 4);
    const firstAnswers: Promise<unknown>[] = [];
    for (const [n, q] of queries.entries()) {
      // the asker's other writes (here another request of hers, never sent) free no slot on either tab
      if (n === REQUEST_SLOTS) await requests(1);
      // core hands the query to both tabs; the asker gets whichever answers first
      firstAnswers.push(Promise.race(tabs.map((tab) => deliver(tab, q))));
      await pause(5);
    }
    await pause(50);
    expect(runs).toHaveLength(REQUEST_SLOTS);
    held.open();
    const answers = await Promise.all(firstAnswers);
    const ran = new Set(runs.map((r) => r.n));
    answers.forEach((answer, n) =>
      expect(answer, `request ${n}`).toEqual(ran.has(n) ? OK : { ok: false, reason: "busy" }),
    );
    expect(runs).toHaveLength(REQUEST_SLOTS);
  });

  it("the tab that lost the claim answers only after the winner marked the request done", async () => {
    const runs: unknown[] = [];
    const held = gate();
    const tabs = await twoTabs(runs, held.wait);
    const [q] = await requests(1);
    const answers = tabs.map((tab) => watch(deliver(tab, q)));
    const first = Promise.race(tabs.map((_, i) => settledAnswer(answers[i])));
    await settled(() => runs.length === 1);
    await pause(50);
    // the winner runs, held; the loser waits for it
    expect(answers.map((a) => a.now())).toEqual(["pending", "pending"]);
    held.open();
    expect(await first).toEqual(OK);
    await settled(() => answers.every((a) => a.now() !== "pending"));
    expect(answers.map((a) => a.now()).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { ok: false, reason: "ranElsewhere" },
      OK,
    ]);
    expect(runs).toHaveLength(1);
  });

  it("the tab that lost the claim waits no longer than the query's timeout", async () => {
    const runs: unknown[] = [];
    const held = gate();
    const tabs = await twoTabs(runs, held.wait);
    const [q] = await requests(1);
    const answers = tabs.map((tab) => watch(deliver(tab, q, { timeout: 100 })));
    await settled(() => runs.length === 1);
    // the winner is still running: the loser has given up waiting and says it ran elsewhere
    await settled(() => answers.some((a) => a.now() !== "pending"), 1_500);
    expect(answers.map((a) => a.now()).filter((a) => a !== "pending")).toEqual([{ ok: false, reason: "ranElsewhere" }]);
    held.open();
    await settled(() => answers.every((a) => a.now() !== "pending"));
    expect(runs).toHaveLength(1);
  });
});

/** Resolves with a watched answer once it has settled. */
async function settledAnswer<T>(watched: { now: () => T | "pending" }): Promise<T> {
  while (watched.now() === "pending") await pause(2);
  return watched.now() as T;
}
