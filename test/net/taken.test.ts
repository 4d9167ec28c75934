// The shared record of taken requests (src/net/taken.ts) is the GM's and bounded: every write of it deletes the
// entries past their expiry and, beyond TAKEN_KEPT, the oldest done ones; a claim that would take it past TAKEN_MAX
// entries is refused as busy without a write; a request is taken only by the first claim in the keeper's own
// document, never by what a player writes into theirs, and an unanswered asker learns from it whether its request ran.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fateOf } from "../../src/net/answer";
import { keeper, TAKEN_KEPT, TAKEN_MAX } from "../../src/net/taken";
import { SYSTEM_ID } from "../../src/base/system-id";
import { deletionEntry } from "../../src/foundry-compat";
import { as } from "../harness";
import { rawQuery } from "../security/attacker";
import { boot, counting, gate, keyOf, record, requests, settled, writeRecord } from "./helpers";

beforeAll(boot);

afterEach(() => {
  vi.useRealTimers();
});

const OK = { ok: true, result: { ok: true } };

/** A key of the record (user id + request id: 32 letters and digits) for entries a test writes itself. */
const key = (n: number, tag = "x") => `${tag}${String(n).padStart(31, "0")}`;

/** Entries `{ until, by, done? }` under `key(i, tag)` for each `until` given, in the order given. */
function entries(untils: number[], tag: string, done: boolean): Record<string, unknown> {
  return Object.fromEntries(
    untils.map((until, i) => [key(i, tag), { until, by: { otherTab: true }, done, ran: done }]),
  );
}

/** Count the writes of the keeper's document while `fn` runs. */
async function writesDuring(fn: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const hook = Hooks.on("updateUser", (doc: unknown) => {
    if (doc === keeper()) writes++;
  });
  try {
    await fn();
  } finally {
    Hooks.off("updateUser", hook);
  }
  return writes;
}

describe("the record is pruned by the GM's writes", () => {
  it("an entry past its expiry (or malformed) is deleted by the next write; one at its expiry stays", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const [q] = await requests(1);
    await writeRecord({
      [key(1)]: { until: now - 1, by: { otherTab: true } },
      [key(2)]: { until: now, by: { otherTab: true } },
      [key(3)]: { by: { otherTab: true } },
      [key(4)]: { until: now + 1000, by: { otherTab: true }, done: true, ran: true },
      [key(5)]: { until: String(now + 1000), by: { otherTab: true } },
    });
    const runs: unknown[] = [];
    await counting(runs, async () => expect((await rawQuery("alice", q)).answer).toEqual(OK));
    // (polled in real time: vi.waitFor would move the frozen clock on)
    await settled(() => record()[keyOf(q)]?.done === true);
    expect(Object.keys(record()).sort()).toEqual([key(2), key(4), keyOf(q)].sort());
  });

  it("done entries beyond TAKEN_KEPT go, the oldest first; entries still in flight all stay", async () => {
    const base = Date.now() + 60_000;
    const count = TAKEN_KEPT + 36;
    // done entries written in no order of their expiry, and as many in flight
    const untils = Array.from({ length: count }, (_, i) => base + ((i * 37) % count));
    await writeRecord({ ...entries(untils, "d", true), ...entries(untils, "f", false) });
    const [q] = await requests(1);
    const runs: unknown[] = [];
    await counting(runs, async () => expect((await rawQuery("alice", q)).answer).toEqual(OK));
    await vi.waitFor(() => expect(record()[keyOf(q)]?.done).toBe(true));
    const done = Object.entries(record()).filter(([k, v]) => k !== keyOf(q) && v.done);
    expect(done).toHaveLength(TAKEN_KEPT);
    // the kept are the latest to expire
    const latest = [...untils].sort((a, b) => a - b).slice(count - TAKEN_KEPT);
    expect(done.map(([, v]) => v.until).sort((a, b) => a - b)).toEqual(latest);
    expect(Object.keys(record()).filter((k) => k.startsWith("f"))).toHaveLength(count);
  });

  it("done entries beyond TAKEN_KEPT do not count against TAKEN_MAX: a request with the record full of them runs", async () => {
    const until = Date.now() + 60_000;
    await writeRecord(entries(Array<number>(TAKEN_MAX + 44).fill(until), "d", true));
    const [q] = await requests(1);
    const runs: unknown[] = [];
    await counting(runs, async () => expect((await rawQuery("alice", q)).answer).toEqual(OK));
    expect(runs).toHaveLength(1);
    await vi.waitFor(() => expect(record()[keyOf(q)]?.done).toBe(true));
    expect(Object.keys(record())).toHaveLength(TAKEN_KEPT + 1);
  });

  it("a claim that would take the record past TAKEN_MAX entries is refused as busy, runs nothing, writes nothing", async () => {
    const until = Date.now() + 60_000;
    await writeRecord(entries(Array<number>(TAKEN_MAX).fill(until), "f", false));
    const [full, below] = await requests(2);
    const runs: unknown[] = [];
    await counting(runs, async () => {
      const writes = await writesDuring(async () =>
        expect((await rawQuery("alice", full)).answer).toEqual({ ok: false, reason: "busy" }),
      );
      expect(writes).toBe(0);
      expect(runs).toEqual([]);
      // one entry fewer: the claim fits, and runs
      await writeRecord(Object.fromEntries([deletionEntry(key(0, "f"))]));
      expect(Object.keys(record())).toHaveLength(TAKEN_MAX - 1);
      expect((await rawQuery("alice", below)).answer).toEqual(OK);
    });
    expect(runs).toHaveLength(1);
  });

  it("a request still running at its expiry is marked done as run, not pruned with the expired", async () => {
    const runs: unknown[] = [];
    const held = gate();
    const [q] = await requests(1, Date.now() + 200);
    const answered = counting(runs, () => rawQuery("alice", q), held.wait);
    await vi.waitFor(() => expect(runs).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 250));
    held.open();
    expect((await answered).answer).toEqual(OK);
    await vi.waitFor(() => expect(record()[keyOf(q)]).toMatchObject({ done: true, ran: true }));
    expect(await fateOf(keyOf(q), 0)).toBe("ran");
  });
});

describe("a request is taken once, in the keeper's record", () => {
  it("a request another GM client already took is not claimed again: answered as that client's run went", async () => {
    const [ran, notRan] = await requests(2);
    const until = Date.now() + 60_000;
    await writeRecord({
      [keyOf(ran)]: { until, by: { otherTab: true }, done: true, ran: true },
      [keyOf(notRan)]: { until, by: { otherTab: true }, done: true, ran: false },
    });
    const runs: unknown[] = [];
    await counting(runs, async () => {
      const writes = await writesDuring(async () => {
        expect((await rawQuery("alice", ran)).answer).toEqual({ ok: false, reason: "ranElsewhere" });
        expect((await rawQuery("alice", notRan)).answer).toEqual({ ok: false, reason: "notRequested" });
      });
      expect(writes).toBe(0);
    });
    expect(runs).toEqual([]);
    expect(Object.keys(record()[keyOf(ran)].by)).toEqual(["otherTab"]);
  });

  it("a claim a player writes into their own User document takes no request", async () => {
    const [q] = await requests(1, Date.now() + 1_500);
    // Bob reads Alice's pending request id from her public User document and claims it in his own
    await as("bob", () =>
      game.user!.update({
        flags: { [SYSTEM_ID]: { taken: { [keyOf(q)]: { until: Date.now() + 60_000, by: { bobsTab: true } } } } },
      } as never),
    );
    const runs: unknown[] = [];
    await counting(runs, async () => expect((await rawQuery("alice", q)).answer).toEqual(OK));
    expect(runs).toHaveLength(1);
  });

  it("a malformed entry of the record is no claim: its request runs", async () => {
    const qs = await requests(4, Date.now() + 1_500);
    const until = Date.now() + 60_000;
    await writeRecord({
      [keyOf(qs[0])]: null,
      [keyOf(qs[1])]: { until, by: "otherTab" },
      [keyOf(qs[2])]: { until },
      [keyOf(qs[3])]: { until, by: null },
    });
    const runs: unknown[] = [];
    await counting(runs, async () => {
      for (const q of qs) expect((await rawQuery("alice", q)).answer).toEqual(OK);
    });
    expect(runs).toHaveLength(4);
  });

  it("a record that cannot be written refuses the request as failed and runs nothing", async () => {
    const [refused, thrown] = await requests(2);
    const runs: unknown[] = [];
    // a module's hook refuses the write, then one throws
    let hook = Hooks.on("preUpdateUser", (doc: unknown) => (doc === keeper() ? false : undefined));
    try {
      await counting(runs, async () =>
        expect((await rawQuery("alice", refused)).answer).toEqual({ ok: false, reason: "failed" }),
      );
    } finally {
      Hooks.off("preUpdateUser", hook);
    }
    hook = Hooks.on("preUpdateUser", (doc: unknown) => {
      if (doc === keeper()) throw new Error("the record is locked");
    });
    try {
      await counting(runs, async () =>
        expect((await rawQuery("alice", thrown)).answer).toEqual({ ok: false, reason: "failed" }),
      );
    } finally {
      Hooks.off("preUpdateUser", hook);
    }
    expect(runs).toEqual([]);
  });

  it("a done mark the record refuses is logged; the asker has its answer all the same", async () => {
    const [q] = await requests(1);
    const runs: unknown[] = [];
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hook = Hooks.on("preUpdateUser", (doc: unknown, update: unknown) => {
      const changes = update as { flags?: Record<string, { taken?: object }> };
      const entry = changes.flags?.[SYSTEM_ID]?.taken?.[keyOf(q) as never] as { done?: boolean } | undefined;
      if (doc === keeper() && entry?.done) throw new Error("the record is locked");
    });
    try {
      await counting(runs, async () => expect((await rawQuery("alice", q)).answer).toEqual(OK));
      await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    } finally {
      Hooks.off("preUpdateUser", hook);
      logged.mockRestore();
    }
    expect(runs).toHaveLength(1);
    expect(record()[keyOf(q)].done).toBeUndefined();
  });

  it("the keeper's other writes (its name, another package's flags) take nothing: a request then runs", async () => {
    await as("gm", () => keeper()!.update({ name: "Referee" } as never));
    await as("gm", () => keeper()!.update({ flags: { "another-module": { taken: { x: 1 } } } } as never));
    await as("gm", () => keeper()!.update({ flags: { [SYSTEM_ID]: { welcomed: true } } } as never));
    const [q] = await requests(1);
    const runs: unknown[] = [];
    await counting(runs, async () => expect((await rawQuery("alice", q)).answer).toEqual(OK));
    expect(runs).toHaveLength(1);
  });
});

describe("an unanswered asker learns from the record whether its request ran", () => {
  it("no claim, or a claim marked not run: notRun; marked run, or not marked done in time: ran", async () => {
    const until = Date.now() + 60_000;
    await writeRecord({
      [key(1, "r")]: { until, by: { otherTab: true }, done: true, ran: true },
      [key(2, "r")]: { until, by: { otherTab: true }, done: true, ran: false },
      [key(3, "r")]: { until, by: { otherTab: true } },
    });
    // every client reads the record, the asker's too
    await as("alice", async () => {
      expect(await fateOf(key(0, "r"), 10)).toBe("notRun");
      expect(await fateOf(key(1, "r"), 10)).toBe("ran");
      expect(await fateOf(key(2, "r"), 10)).toBe("notRun");
      // taken and not yet done: it may have run, so the asker is told to look before trying again
      expect(await fateOf(key(3, "r"), 10)).toBe("ran");
    });
  });

  it("an asker waiting on a taken request hears as soon as it is marked done, not at another claim of it", async () => {
    const until = Date.now() + 60_000;
    await writeRecord({ [key(4, "r")]: { until, by: { otherTab: true } } });
    const start = performance.now();
    // two wait on it (the asker, and another GM client that lost it): one gives up first
    const brief = as("alice", () => fateOf(key(4, "r"), 10));
    const fate = as("alice", () => fateOf(key(4, "r"), 10_000));
    expect(await brief).toBe("ran");
    // a third GM client's late claim is not the end of it
    await writeRecord({ [key(4, "r")]: { by: { thirdTab: true } } });
    await new Promise((r) => setTimeout(r, 20));
    await writeRecord({ [key(4, "r")]: { done: true, ran: false } });
    expect(await fate).toBe("notRun");
    // woken by the write itself, not by the end of its wait
    expect(performance.now() - start).toBeLessThan(5_000);
  });
});
