// The attacker's moves against the request channel itself: forged and malformed queries, another user's pending
// request, a second GM client (two tabs of one GM, an Assistant, the active GM changing), bursts, silence, expiry,
// banned users and a revoked QUERY_USER. Each move is recorded (build/security.json): none may get through, and
// none may be refused by an exception of ours.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { askGM, MAX_REQUEST_LENGTH, registerRequests, REQUEST_SLOTS, RequestRefused } from "../../src/net/requests";
import { REQUEST_TABLE } from "../../src/registration/request-table";
import { SYSTEM_ID } from "../../src/base/system-id";
import { as, openClient, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { cards } from "../chat/posted";
import { ALICE, BOB } from "../fixtures/world";
import {
  anotherClient,
  attempt,
  attempts,
  entry,
  forgedRequest,
  rawQuery,
  report,
  rid,
  secret,
  writeEntries,
} from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("channel"));

/** The beam scenario with its damage card posted, not applied: Alice's Beowulf at Hull 8, 6 once applied. */
async function world() {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  const damage = cards("damage")[0];
  const hull = () => (w.beowulf.system as { hull: { value: number } }).hull.value;
  expect(hull()).toBe(8);
  return { ...w, damage, hull, apply: { messageId: damage.id!, action: "apply" as const } };
}

/** Alice's pending entries as any client reads them. */
const entriesOf = (who: "alice" | "bob" = "alice") =>
  ((user(who) as unknown as { flags: Record<string, { requests?: Record<string, unknown> }> }).flags[SYSTEM_ID]
    ?.requests ?? {}) as Record<string, unknown>;
const pending = (who: "alice" | "bob" = "alice") => Object.values(entriesOf(who)).filter((v) => v !== null);

/** The channel's refusal of a call, or the value it resolved with. */
async function outcome<T>(call: () => Promise<T>): Promise<{ value?: T; refused?: string }> {
  try {
    return { value: await call() };
  } catch (err) {
    if (err instanceof RequestRefused) return { refused: err.reason };
    throw err;
  }
}

const channel = () => attempts.filter((a) => a.request === "channel");

/** A request's GM side that only records each run (to count them across every GM client). */
function countingSpec(runs: unknown[]) {
  return {
    read: (data: unknown) => ({ value: data as { n: number } }),
    recheck: () => null,
    run: async (value: { n: number }) => {
      runs.push(value);
      // the run takes a moment, as a real one does (documents written, cards posted)
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true as const };
    },
  };
}

describe("the request channel", () => {
  it("a forged or malformed query runs nothing", async () => {
    await world();
    const id = rid();
    const moves: [string, unknown][] = [
      ["claims Alice, with a request id she never wrote", { userId: ALICE, rid: rid(), secret: secret(), json: "{}" }],
      ["claims the GM", { userId: game.user!.id!, rid: rid(), secret: secret(), json: "{}" }],
      ["no user", { rid: rid(), secret: secret(), json: "{}" }],
      ["user id of the wrong form", { userId: "../../Actor", rid: rid(), secret: secret(), json: "{}" }],
      ["user id a prototype key", { userId: "__proto__", rid: "constructor", secret: secret(), json: "{}" }],
      ["rid a number", { userId: BOB, rid: 12, secret: secret(), json: "{}" }],
      ["no secret (the old form of the query)", { userId: BOB, rid: id }],
      ["secret of the wrong form", { userId: BOB, rid: id, secret: "short", json: "{}" }],
      ["data as an object, not JSON", { userId: BOB, rid: id, secret: secret(), json: { type: "attack" } }],
      [
        "data over the size limit",
        { userId: BOB, rid: id, secret: secret(), json: "x".repeat(MAX_REQUEST_LENGTH + 1) },
      ],
      ["data not an object", "perform"],
      ["data null", null],
      ["unknown user", { userId: "nobody0000000000", rid: rid(), secret: secret(), json: "{}" }],
    ];
    for (const [name, data] of moves) await attempt("channel", name, () => rawQuery("bob", data));
    await attempt("channel", "Bob's request presented as Alice's", () =>
      forgedRequest("bob", "perform", {}, { claim: ALICE }),
    );
    await attempt("channel", "writes into Alice's User document", () =>
      as("bob", () =>
        user("alice").update({
          flags: { [SYSTEM_ID]: { requests: { [rid()]: entry(rid(), "perform", secret(), "{}") } } },
        } as never),
      ),
    );
    await attempt("channel", "unknown request name", () => forgedRequest("bob", "becomeGM", {}));
    await attempt("channel", "request name a prototype key", () => forgedRequest("bob", "__proto__", {}));
    await attempt("channel", "request JSON that does not parse", () =>
      forgedRequest("bob", "perform", null, { json: "{not json" }),
    );
    await attempt("channel", "data other than the entry's digest binds", () =>
      forgedRequest("bob", "seat", { a: 1 }, { entryJson: JSON.stringify({ a: 2 }) }),
    );
    expect(channel().filter((a) => a.outcome === "gotThrough")).toEqual([]);
    expect(channel().filter((a) => a.outcome === "refusedWithException")).toEqual([]);
  });

  it("a pending request shows another player none of its data, and only its asker can fire it or read its answer", async () => {
    const w = await world();
    const gm = user("gm") as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = gm.query;
    let seenByBob = "";
    let sent: { userId: string; rid: string; secret: string; json: string } | null = null;
    gm.query = async (name: unknown, data: unknown, options: unknown) => {
      // Bob's own queries below reach the GM as they are
      if (sent) return original.call(gm, name, data, options);
      sent = data as typeof sent;
      // while the request waits for the GM: what Bob's client holds of Alice, and what he can do with it
      seenByBob = await as("bob", () => JSON.stringify(game.users!.get(ALICE)!.toObject()));
      const [id] = Object.keys(entriesOf());
      await attempt("channel", "fires Alice's pending request by its id, without her secret", () =>
        rawQuery("bob", { userId: ALICE, rid: id, secret: secret(), json: JSON.stringify(w.apply) }),
      );
      return original.call(gm, name, data, options);
    };
    try {
      expect(await as("alice", () => askGM("card", w.apply))).toEqual({ ok: true });
    } finally {
      gm.query = original;
    }
    expect(w.hull()).toBe(6);
    expect(seenByBob).not.toContain(w.damage.id);
    expect(seenByBob).not.toContain("apply");
    expect(seenByBob).toMatch(/"digest":"[0-9a-f]{64}"/);
    // the same query again gets the answer it had, without running again; Bob naming it gets nothing
    expect((await rawQuery("alice", sent)).answer).toEqual({ ok: true, result: { ok: true } });
    await attempt("channel", "asks for the answer to Alice's request", () =>
      rawQuery("bob", { ...sent!, secret: secret() }),
    );
    expect(w.hull()).toBe(6);
    expect(pending()).toEqual([]);
    // a blind roll's mode and the command stay out of the entry as well
    const id = rid();
    const command = JSON.stringify({
      combatUuid: w.combat.uuid,
      command: { type: "dodge", shipId: w.bid },
      rollMode: "blindroll",
    });
    await writeEntries("alice", { [id]: entry(id, "perform", secret(), command) });
    const visible = await as("bob", () => JSON.stringify(game.users!.get(ALICE)!.toObject()));
    for (const hidden of ["blindroll", "dodge", w.bid, w.combat.id!]) expect(visible).not.toContain(hidden);
    expect(channel().filter((a) => a.outcome === "gotThrough" || a.outcome === "refusedWithException")).toEqual([]);
  });
});

describe("once across every GM client", () => {
  it("a request runs once however many tabs the GM has open", async () => {
    const w = await world();
    const runs: unknown[] = [];
    const counting = { ...REQUEST_TABLE, seat: countingSpec(runs) } as never;
    openClient("gm", await anotherClient(counting));
    openClient("gm", await anotherClient(counting));
    registerRequests(counting);
    try {
      expect(await as("alice", () => askGM("seat", { n: 1 } as never))).toEqual({ ok: true });
      expect(runs).toEqual([{ n: 1 }]);
      expect(await as("alice", () => askGM("card", w.apply))).toEqual({ ok: true });
      expect(w.hull()).toBe(6);
      expect(pending()).toEqual([]);
    } finally {
      registerRequests(REQUEST_TABLE);
    }
  });

  it("only the active GM answers, and a request taken by one GM does not run again when another becomes active", async () => {
    const w = await world();
    const assistant = (await User.create({ name: "Assistant", role: 3 } as never)) as unknown as User.Implementation;
    openClient(assistant as never, await anotherClient(), true);
    // Alice's genuine request, sent to the active GM and to the Assistant at once
    const id = rid();
    const key = secret();
    const json = JSON.stringify(w.apply);
    await writeEntries("alice", { [id]: entry(id, "card", key, json) });
    const query = { userId: ALICE, rid: id, secret: key, json };
    const [byGM, byAssistant] = await Promise.all([rawQuery("alice", query), rawQuery("alice", query, assistant)]);
    expect(byGM.answer).toEqual({ ok: true, result: { ok: true } });
    expect(byAssistant.answer).toEqual({ ok: false, reason: "notActiveGM" });
    expect(w.hull()).toBe(6);
    await attempt("channel", "sends a request to a GM who is not the active one", () =>
      forgedRequest("bob", "card", w.apply, {}).then(() => rawQuery("bob", query, assistant)),
    );
    // the GM leaves: the Assistant is the active GM now, with a memory of its own, and the same request reaches it
    (user("gm") as unknown as { active: boolean }).active = false;
    expect(game.users!.activeGM?.id).toBe(assistant.id);
    await attempt("channel", "sends a request the old active GM ran to the new one", () =>
      rawQuery("alice", query, assistant),
    );
    expect(w.hull()).toBe(6);
    expect(channel().filter((a) => a.outcome === "gotThrough" || a.outcome === "refusedWithException")).toEqual([]);
  });
});

describe("no request lost", () => {
  it("a burst of 200 requests: each runs exactly once or is refused with a reason", async () => {
    await world();
    const runs: { n: number }[] = [];
    const counting = countingSpec(runs);
    openClient("gm", await anotherClient({ ...REQUEST_TABLE, card: counting } as never));
    registerRequests({ ...REQUEST_TABLE, card: counting } as never);
    try {
      const results = await as("alice", () =>
        Promise.all(Array.from({ length: 200 }, (_, n) => outcome(() => askGM("card", { n } as never)))),
      );
      const ran = results.filter((r) => r.value);
      const refused = results.filter((r) => r.refused);
      expect(ran.length + refused.length).toBe(200);
      expect(ran.length).toBe(REQUEST_SLOTS);
      expect(new Set(refused.map((r) => r.refused))).toEqual(new Set(["busy"]));
      // each that resolved ran once, on one GM client; none refused ran
      expect(runs).toHaveLength(ran.length);
      expect(new Set(runs.map((r) => r.n)).size).toBe(runs.length);
      expect(pending()).toEqual([]);
      // the slots are free again
      expect(await as("alice", () => askGM("card", { n: 200 } as never))).toEqual({ ok: true });
      expect(runs).toHaveLength(ran.length + 1);
    } finally {
      registerRequests(REQUEST_TABLE);
    }
  });

  it("the GM never writes the asker's entries, and the asker takes back only its own", async () => {
    const w = await world();
    const writers: (string | undefined)[] = [];
    const hook = Hooks.on("updateUser", (doc: unknown, _c: unknown, _o: unknown, userId: string) => {
      if (doc === user("alice")) writers.push(userId);
    });
    try {
      const other = rid();
      await writeEntries("alice", { [other]: entry(other, "card", secret(), "{}") });
      expect(await as("alice", () => askGM("card", w.apply))).toEqual({ ok: true });
      expect(Object.keys(entriesOf())).toContain(other);
    } finally {
      Hooks.off("updateUser", hook);
    }
    expect(new Set(writers)).toEqual(new Set([ALICE]));
  });

  it("a player whose query went unanswered learns whether the GM ran it", async () => {
    const w = await world();
    const gm = user("gm") as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = gm.query;
    try {
      // the GM never got it
      gm.query = async () => {
        throw new Error("timed out");
      };
      expect(await as("alice", () => outcome(() => askGM("card", w.apply)))).toEqual({ refused: "notRun" });
      expect(w.hull()).toBe(8);
      expect(pending()).toEqual([]);
      // the GM ran it, and its answer was lost on the way
      gm.query = async (...args: unknown[]) => {
        await original.apply(gm, args);
        throw new Error("timed out");
      };
      expect(await as("alice", () => outcome(() => askGM("card", w.apply)))).toEqual({ refused: "ranNoAnswer" });
      expect(w.hull()).toBe(6);
      expect(pending()).toEqual([]);
    } finally {
      gm.query = original;
    }
  });
});
