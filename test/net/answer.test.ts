// The GM's handler of the one query (src/net/answer.ts), guard by guard: only a GM client answers; a malformed query
// is refused before anything is looked up; the request must stand, unexpired, in its asker's own document (waited
// for a moment when the query comes first) with data its digest binds; the GM's own limits hold whatever the client
// did (REQUEST_SLOTS of one user's requests at once, a lifetime of at most MAX_REQUEST_LIFETIME_MS); a request runs
// once and only while its asker still asks it; what a request's GM side refuses or throws is answered as a reason.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setHandlers } from "../../src/net/answer";
import { MAX_REQUEST_LENGTH, MAX_REQUEST_LIFETIME_MS, REQUEST_SLOTS, RequestRefused } from "../../src/net/channel";
import { registerRequests, REQUEST_QUERY } from "../../src/net/requests";
import { keeper } from "../../src/net/taken";
import { deletionEntry } from "../../src/foundry-compat";
import { REQUEST_TABLE } from "../../src/registration/request-table";
import { as, user } from "../harness";
import { ALICE } from "../fixtures/world";
import { entry, rawQuery, rid, secret, writeEntries } from "../security/attacker";
import { boot, counting, gate, keyOf, pause, record, requests, settled, type Query } from "./helpers";

beforeAll(boot);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  registerRequests(REQUEST_TABLE);
});

const OK = { ok: true, result: { ok: true } };
const refused = (reason: string) => ({ ok: false, reason });

/** The writes of the keeper's document (the record) while `fn` runs. */
async function recordWrites(fn: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const hook = Hooks.on("updateUser", (doc: unknown) => void (doc === keeper() && writes++));
  try {
    await fn();
  } finally {
    Hooks.off("updateUser", hook);
  }
  return writes;
}

describe("who answers", () => {
  it("a non-GM client receiving a request answers failed, runs nothing and writes nothing", async () => {
    const runs: unknown[] = [];
    const [q] = await requests(1, undefined, "bob");
    await counting(runs, async () => {
      const writes = await recordWrites(async () => {
        // Bob sends his genuine request to Alice's client instead of the GM's
        const answer = await as("bob", () => user("alice").query(REQUEST_QUERY as never, q as never));
        expect(answer).toEqual(refused("failed"));
      });
      expect(writes).toBe(0);
    });
    expect(runs).toEqual([]);
  });
});

describe("a malformed query", () => {
  it("is refused as badRequest before any user or request is looked up", async () => {
    const runs: unknown[] = [];
    const [q] = await requests(1);
    const moves: [string, unknown][] = [
      ["no query", undefined],
      ["a word", "card"],
      ["user id of the wrong form", { ...q, userId: "alice" }],
      ["request id a number", { ...q, rid: 12 }],
      ["no secret", { ...q, secret: undefined }],
      ["a secret one letter short", { ...q, secret: q.secret.slice(1) }],
      ["the secret inside a list", { ...q, secret: [q.secret] }],
      ["the data's JSON inside a list", { ...q, json: [q.json] }],
      ["data over the size limit", { ...q, json: " ".repeat(MAX_REQUEST_LENGTH + 1) }],
    ];
    await counting(runs, async () => {
      for (const [name, data] of moves) {
        const start = performance.now();
        expect((await rawQuery("alice", data)).answer, name).toEqual(refused("badRequest"));
        // refused at once: no wait for an entry that will never come
        expect(performance.now() - start, name).toBeLessThan(1_000);
      }
    });
    expect(runs).toEqual([]);
  });

  it("data of exactly MAX_REQUEST_LENGTH characters is a request", async () => {
    const runs: unknown[] = [];
    const json = JSON.stringify("x".repeat(MAX_REQUEST_LENGTH - 2));
    expect(json).toHaveLength(MAX_REQUEST_LENGTH);
    const id = rid();
    const key = secret();
    await writeEntries("alice", { [id]: entry(id, "card", key, json) });
    await counting(runs, async () =>
      expect((await rawQuery("alice", { userId: ALICE, rid: id, secret: key, json })).answer).toEqual(OK),
    );
    expect(runs).toHaveLength(1);
  });

  it("a request the table does not name, or data that is not JSON, is badRequest", async () => {
    const runs: unknown[] = [];
    const id = rid();
    const key = secret();
    await writeEntries("alice", {
      [id]: entry(id, "becomeGM", key, "{}"),
      [`${id.slice(0, 15)}J`]: entry(`${id.slice(0, 15)}J`, "card", key, "{not json"),
    });
    await counting(runs, async () => {
      expect((await rawQuery("alice", { userId: ALICE, rid: id, secret: key, json: "{}" })).answer).toEqual(
        refused("badRequest"),
      );
      const badJson = { userId: ALICE, rid: `${id.slice(0, 15)}J`, secret: key, json: "{not json" };
      expect((await rawQuery("alice", badJson)).answer).toEqual(refused("badRequest"));
    });
    // only the requests of the table are answered: one dropped from it is unknown
    const [q] = await requests(1);
    setHandlers([["seat", async () => ({ ok: true })]]);
    expect((await rawQuery("alice", q)).answer).toEqual(refused("badRequest"));
    expect(runs).toEqual([]);
  });
});

describe("the request must stand in its asker's own document", () => {
  it("an unknown, banned or disconnected user's request is notRequested", async () => {
    const runs: unknown[] = [];
    const [closed, banned] = await requests(2);
    await counting(runs, async () => {
      expect((await rawQuery("bob", { ...closed, userId: "nobody0000000000" })).answer).toEqual(
        refused("notRequested"),
      );
      (user("alice") as unknown as { active: boolean }).active = false;
      expect((await rawQuery("bob", closed)).answer).toEqual(refused("notRequested"));
      (user("alice") as unknown as { active: boolean }).active = true;
      await user("alice").update({ role: 0 } as never);
      expect((await rawQuery("bob", banned)).answer).toEqual(refused("notRequested"));
    });
    expect(runs).toEqual([]);
  });

  it("a query that comes before its entry waits for it, past other writes of its asker's document", async () => {
    const runs: unknown[] = [];
    const id = rid();
    const key = secret();
    const json = JSON.stringify({ early: true });
    await counting(runs, async () => {
      const answer = rawQuery("alice", { userId: ALICE, rid: id, secret: key, json });
      await pause(20);
      // Alice writes something else first (another request of hers), then this one
      const other = rid();
      await writeEntries("alice", { [other]: entry(other, "card", secret(), "{}") });
      await pause(20);
      await writeEntries("alice", { [id]: entry(id, "card", key, json) });
      expect((await answer).answer).toEqual(OK);
    });
    expect(runs).toEqual([{ early: true }]);
  });

  it("a request expiring at this very moment runs; one a moment past its expiry is expired", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const [atExpiry] = await requests(1, now);
    const [past] = await requests(1, now - 1);
    const runs: unknown[] = [];
    await counting(runs, async () => {
      expect((await rawQuery("alice", atExpiry)).answer).toEqual(OK);
      expect((await rawQuery("alice", past)).answer).toEqual(refused("expired"));
    });
    expect(runs).toHaveLength(1);
  });

  it("a request its asker took back, or replaced, before the GM's claim landed does not run", async () => {
    const runs: unknown[] = [];
    const [takenBack, replaced] = await requests(2);
    const record = keeper()! as unknown as { update: (...args: unknown[]) => Promise<unknown> };
    const update = record.update.bind(record);
    // the asker's change reaches the GM between its look at the entry and its claim's write
    let change: (() => Promise<unknown>) | null = null;
    vi.spyOn(record, "update").mockImplementation(async (...args: unknown[]) => {
      const pending = change;
      change = null;
      if (pending) await pending();
      return update(...args);
    });
    await counting(runs, async () => {
      change = () => writeEntries("alice", Object.fromEntries([deletionEntry(takenBack.rid)]));
      expect((await rawQuery("alice", takenBack)).answer).toEqual(refused("notRequested"));
      change = () => writeEntries("alice", { [replaced.rid]: entry(replaced.rid, "card", secret(), '{"other":1}') });
      expect((await rawQuery("alice", replaced)).answer).toEqual(refused("notRequested"));
      // each is marked done as not run, for another GM client and for its asker
      await settled(() => record_(takenBack)?.done === true && record_(replaced)?.done === true);
      expect(record_(takenBack)?.ran).toBe(false);
      expect(record_(replaced)?.ran).toBe(false);
    });
    expect(runs).toEqual([]);
  });
});

const record_ = (q: Query) => record()[keyOf(q)];

describe("the GM's own limits", () => {
  it("at most REQUEST_SLOTS of one user's requests run at once, whatever the client counted; another user is served", async () => {
    const runs: { n: number; who: string }[] = [];
    const held = gate();
    const alice = await requests(REQUEST_SLOTS + 2);
    const [bob] = await requests(1, undefined, "bob");
    await counting(
      runs,
      async () => {
        const running = alice.slice(0, REQUEST_SLOTS).map((q) => rawQuery("alice", q));
        await settled(() => runs.length === REQUEST_SLOTS);
        // one more while they run: refused at once, without a write of the record
        const writes = await recordWrites(async () =>
          expect((await rawQuery("alice", alice[REQUEST_SLOTS])).answer).toEqual(refused("busy")),
        );
        expect(writes).toBe(0);
        // Bob's slots are his own
        const bobs = rawQuery("bob", bob);
        await settled(() => runs.length === REQUEST_SLOTS + 1);
        held.open();
        for (const answer of await Promise.all([...running, bobs])) expect(answer.answer).toEqual(OK);
        // a slot frees once its answer left
        expect((await rawQuery("alice", alice[REQUEST_SLOTS + 1])).answer).toEqual(OK);
      },
      held.wait,
    );
    expect(runs.map((r) => r.who)).toEqual([...Array<string>(REQUEST_SLOTS).fill("alice"), "bob", "alice"]);
  });

  it("a request lives at most MAX_REQUEST_LIFETIME_MS from when the GM holds it, and never past its own expiry", async () => {
    const runs: unknown[] = [];
    const before = Date.now();
    const [far] = await requests(1, before + 10 * MAX_REQUEST_LIFETIME_MS);
    const [near] = await requests(1, before + 20_000);
    await counting(runs, async () => {
      expect((await rawQuery("alice", far)).answer).toEqual(OK);
      expect((await rawQuery("alice", near)).answer).toEqual(OK);
    });
    const after = Date.now();
    expect(record_(far).until).toBeGreaterThanOrEqual(before + MAX_REQUEST_LIFETIME_MS);
    expect(record_(far).until).toBeLessThanOrEqual(after + MAX_REQUEST_LIFETIME_MS);
    expect(record_(near).until).toBe(before + 20_000);
  });
});

describe("once, and answered with a reason", () => {
  it("the same request sent twice at once runs once, and both queries get its one answer", async () => {
    const runs: unknown[] = [];
    const [q] = await requests(1);
    const answers = await counting(runs, () => Promise.all([rawQuery("alice", q), rawQuery("alice", q)]));
    expect(answers.map((a) => a.answer)).toEqual([OK, OK]);
    expect(runs).toHaveLength(1);
  });

  it("a request's own refusal is answered with its reason; an exception of its GM side as failed, and logged", async () => {
    const [refusedByIt, thrown] = await requests(2);
    const spec = (error: Error) => ({
      read: () => ({ value: null }),
      recheck: () => null,
      run: async () => {
        throw error;
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    registerRequests({ ...REQUEST_TABLE, card: spec(new RequestRefused("expired")) } as never);
    expect((await rawQuery("alice", refusedByIt)).answer).toEqual(refused("expired"));
    expect(logged).not.toHaveBeenCalled();
    const failure = new Error("the GM side broke");
    registerRequests({ ...REQUEST_TABLE, card: spec(failure) } as never);
    expect((await rawQuery("alice", thrown)).answer).toEqual(refused("failed"));
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
