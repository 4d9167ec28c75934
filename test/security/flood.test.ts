// A player whose client skips our code and floods the GM: every lifetime and bound of the request channel is the
// GM's. The expiry the asker writes is capped by the GM's clock; the shared record of taken requests stays within
// its entries and bytes and is pruned by the GM's own writes; the GM runs at most REQUEST_SLOTS of one user's
// requests at once, whatever the client counted; another player is served throughout. Each move is recorded
// (build/security.json, "channel (bounds)").
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_REQUEST_LIFETIME_MS, REQUEST_SLOTS } from "../../src/net/channel";
import { askGM, registerRequests } from "../../src/net/requests";
import { keeper, TAKEN_KEPT, TAKEN_MAX } from "../../src/net/taken";
import { REQUEST_TABLE } from "../../src/registration/request-table";
import { SYSTEM_ID } from "../../src/base/system-id";
import { as } from "../harness";
import { ALICE } from "../fixtures/world";
import { entry, judged, rawQuery, report, rid, secret, writeEntries } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("flood"));

/** The keeper's record of taken requests, as every GM client reads it. */
const record = () =>
  ((keeper() as unknown as { flags: Record<string, { taken?: Record<string, unknown> }> }).flags[SYSTEM_ID]?.taken ??
    {}) as Record<string, { until: number; done?: boolean }>;
/** The largest an entry of the record may be: its key, its expiry, one claim per GM client, two flags (as JSON). */
const ENTRY_BYTES = 200;

/** A request's GM side that only counts its runs (each as long as a real one takes). */
function counting(runs: unknown[]) {
  return {
    read: (data: unknown) => ({ value: data }),
    recheck: () => null,
    run: async (value: unknown) => {
      runs.push(value);
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true as const };
    },
  };
}

/** Alice's forged requests, written into her own flags in one update, and the raw queries that fire them. */
async function forged(n: number, expires?: number) {
  const queries: { userId: string; rid: string; secret: string; json: string }[] = [];
  const entries: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const id = rid();
    const key = secret();
    const json = JSON.stringify({ n: i });
    entries[id] = entry(id, "card", key, json, expires);
    queries.push({ userId: ALICE, rid: id, secret: key, json });
  }
  await writeEntries("alice", entries);
  return queries;
}

describe("the GM decides every lifetime and bound", () => {
  it("an expiry far in the future is the GM's clock plus the longest lifetime, and is pruned after it", async () => {
    const runs: unknown[] = [];
    registerRequests({ ...REQUEST_TABLE, card: counting(runs) } as never);
    try {
      const [q] = await forged(1, 8.64e15);
      const before = Date.now();
      expect((await rawQuery("alice", q)).answer).toEqual({ ok: true, result: { ok: true } });
      const key = `${q.userId}${q.rid}`;
      await vi.waitFor(() => expect(record()[key]?.done).toBe(true));
      expect(record()[key].until).toBeLessThanOrEqual(Date.now() + MAX_REQUEST_LIFETIME_MS);
      expect(record()[key].until).toBeGreaterThanOrEqual(before);
      // once its lifetime is over, the GM's next write of the record deletes it
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + MAX_REQUEST_LIFETIME_MS + 1 });
      try {
        const [next] = await forged(1);
        await rawQuery("alice", next);
        await vi.waitFor(() => expect(record()[`${next.userId}${next.rid}`]?.done).toBe(true));
        expect(record()[key]).toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    } finally {
      registerRequests(REQUEST_TABLE);
    }
  });

  it("10,000 forged requests at once: REQUEST_SLOTS run, the record stays bounded, Bob is served", async () => {
    const runs: unknown[] = [];
    registerRequests({ ...REQUEST_TABLE, card: counting(runs) } as never);
    let writes = 0;
    const hook = Hooks.on("updateUser", (doc: unknown) => {
      if (doc === keeper()) writes++;
    });
    try {
      const queries = await forged(10_000);
      const flood = Promise.all(queries.map((q) => rawQuery("alice", q)));
      // Bob asks while the flood is under way, through the client's own path
      const bob = as("bob", () => askGM("card", { bob: true } as never));
      const answers = await flood;
      expect(await bob).toEqual({ ok: true });
      const ran = answers.filter((a) => (a.answer as { ok?: boolean } | undefined)?.ok === true);
      const busy = answers.filter((a) => (a.answer as { reason?: string } | undefined)?.reason === "busy");
      judged(
        "channel (bounds)",
        "10,000 forged requests at once, while Bob asks",
        ran.length <= REQUEST_SLOTS,
        `${ran.length} ran`,
      );
      expect(ran).toHaveLength(REQUEST_SLOTS);
      expect(busy).toHaveLength(10_000 - REQUEST_SLOTS);
      expect(runs).toHaveLength(REQUEST_SLOTS + 1);
      await vi.waitFor(() => expect(Object.values(record()).every((e) => e.done)).toBe(true));
      // the GM wrote its record twice per request run (the claim, then done), and for nothing else
      expect(writes).toBe(2 * (REQUEST_SLOTS + 1));
      expect(Object.keys(record()).length).toBeLessThanOrEqual(TAKEN_MAX);
      expect(JSON.stringify(record()).length).toBeLessThanOrEqual(TAKEN_MAX * ENTRY_BYTES);
    } finally {
      Hooks.off("updateUser", hook);
      registerRequests(REQUEST_TABLE);
    }
  });

  it("one request after another, many more than the record keeps: done entries beyond the kept ones are pruned", async () => {
    const runs: unknown[] = [];
    registerRequests({ ...REQUEST_TABLE, card: counting(runs) } as never);
    try {
      const queries = await forged(TAKEN_KEPT * 2);
      for (const q of queries) await rawQuery("alice", q);
      await vi.waitFor(() => expect(Object.values(record()).every((e) => e.done)).toBe(true));
      expect(runs).toHaveLength(TAKEN_KEPT * 2);
      expect(Object.keys(record()).length).toBeLessThanOrEqual(TAKEN_KEPT + 1);
    } finally {
      registerRequests(REQUEST_TABLE);
    }
  });

  it("every expiry an asker may write: the GM keeps its record no longer than its own lifetime", async () => {
    const runs: unknown[] = [];
    registerRequests({ ...REQUEST_TABLE, card: counting(runs) } as never);
    try {
      const now = Date.now();
      const expiries: [string, number][] = [
        ["8.64e15 ms (the end of JavaScript's dates)", 8.64e15],
        ["Number.MAX_SAFE_INTEGER", Number.MAX_SAFE_INTEGER],
        ["1e300", 1e300],
        ["Number.MAX_VALUE", Number.MAX_VALUE],
        ["ten years ahead", now + 10 * 365 * 86_400_000],
        ["a year ahead", now + 365 * 86_400_000],
        ["a day ahead", now + 86_400_000],
        ["an hour ahead", now + 3_600_000],
        ["ten minutes ahead", now + 600_000],
        ["just past the GM's lifetime", now + MAX_REQUEST_LIFETIME_MS + 1_000],
        ["twice the GM's lifetime", now + 2 * MAX_REQUEST_LIFETIME_MS],
        ["the client's own 30 s", now + 33_000],
      ];
      for (const [name, expires] of expiries) {
        const [q] = await forged(1, expires);
        const asked = Date.now();
        await rawQuery("alice", q);
        const until = record()[`${q.userId}${q.rid}`]?.until;
        const held = typeof until === "number" && until <= asked + MAX_REQUEST_LIFETIME_MS + 1_000;
        judged("channel (bounds)", `a request whose entry expires at ${name}`, held, `kept until ${until}`);
        expect(held).toBe(true);
      }
      // an expiry that is no number, or already past: the request is not the GM's to run at all
      for (const [name, expires] of [
        ["a string", "99999999999999"],
        ["null", null],
        ["negative", -1],
        ["in the past", now - 1_000],
        ["zero", 0],
      ] as const) {
        const id = rid();
        const key = secret();
        const json = JSON.stringify({ bad: name });
        await writeEntries("alice", { [id]: { ...entry(id, "card", key, json), expires } });
        const before = runs.length;
        const a = await rawQuery("alice", { userId: ALICE, rid: id, secret: key, json });
        const reason = (a.answer as { reason?: string } | undefined)?.reason ?? "";
        const held = runs.length === before && ["notRequested", "expired"].includes(reason);
        judged("channel (bounds)", `a request whose entry's expiry is ${name}`, held, reason);
        expect(held).toBe(true);
      }
    } finally {
      registerRequests(REQUEST_TABLE);
    }
  });

  it("bursts of forged requests of every size run at most REQUEST_SLOTS at once; replays run nothing again", async () => {
    const runs: unknown[] = [];
    registerRequests({ ...REQUEST_TABLE, card: counting(runs) } as never);
    try {
      for (const n of [9, 10, 12, 16, 32, 64, 256, 1000]) {
        const queries = await forged(n);
        const before = runs.length;
        await Promise.all(queries.map((q) => rawQuery("alice", q)));
        const ran = runs.length - before;
        judged(
          "channel (bounds)",
          `${n} forged requests at once, skipping the client's busy check`,
          ran <= REQUEST_SLOTS,
          `${ran} ran`,
        );
        expect(ran).toBe(REQUEST_SLOTS);
        await vi.waitFor(() => expect(Object.values(record()).every((e) => e.done)).toBe(true));
      }
      // a request that ran, queried again: its answer is the one it had, and it does not run twice
      const [q] = await forged(1);
      await rawQuery("alice", q);
      const once = runs.length;
      for (let i = 1; i <= 3; i++) {
        await rawQuery("alice", q);
        judged(
          "channel (bounds)",
          `a request that ran, queried again (${i})`,
          runs.length === once,
          `${runs.length - once} more runs`,
        );
        // with another secret: refused, and nothing runs
        const other = await rawQuery("alice", { ...q, secret: secret() });
        const refused = (other.answer as { reason?: string } | undefined)?.reason === "notRequested";
        judged(
          "channel (bounds)",
          `a request that ran, queried again with another secret (${i})`,
          refused && runs.length === once,
          JSON.stringify(other.answer),
        );
        expect(runs.length).toBe(once);
      }
      // one after another, twice as many as the record keeps: it stays within its bound
      for (const next of await forged(TAKEN_KEPT * 2)) await rawQuery("alice", next);
      await vi.waitFor(() => expect(Object.values(record()).every((e) => e.done)).toBe(true));
      const size = Object.keys(record()).length;
      judged(
        "channel (bounds)",
        `${TAKEN_KEPT * 2} requests one after another`,
        size <= TAKEN_KEPT + 1,
        `${size} entries kept`,
      );
      expect(size).toBeLessThanOrEqual(TAKEN_KEPT + 1);
    } finally {
      registerRequests(REQUEST_TABLE);
    }
  });
});
