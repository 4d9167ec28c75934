// Requests expire and answer only their asker: an expired request, one left by a closed tab, one refused as not
// requested, and one of a banned user leave nothing anyone can fire later; a revoked QUERY_USER is a localised
// refusal. Each attacker's move is recorded (build/security.json).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import { perform } from "../../src/play/perform";
import { askGM, REQUEST_WAIT_MS, RequestRefused } from "../../src/net/requests";
import { as, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { cards } from "../chat/posted";
import { ALICE } from "../fixtures/world";
import { attempt, attempts, entry, rawQuery, report, rid, secret, writeEntries } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("expiry"));

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
  return { ...w, hull, json: JSON.stringify({ messageId: damage.id!, action: "apply" }) };
}

/** A genuine request of Alice's (an entry in her flags), and the query that fires it. */
async function aliceRequest(json: string, expires?: number) {
  const id = rid();
  const key = secret();
  await writeEntries("alice", { [id]: entry(id, "card", key, json, expires) });
  return { userId: ALICE, rid: id, secret: key, json };
}

const bad = () => attempts.filter((a) => a.outcome === "gotThrough" || a.outcome === "refusedWithException");

describe("requests expire and answer only their asker", () => {
  it("an expired request is refused, even with its secret", async () => {
    const w = await world();
    const query = await aliceRequest(w.json, Date.now() - 1);
    await attempt("channel", "fires an expired request with its secret", () => rawQuery("alice", query));
    expect(attempts.at(-1)).toMatchObject({ outcome: "refused", detail: "expired" });
    expect(w.hull()).toBe(8);
  });

  it("nothing of a closed tab or a banned user can be fired later", async () => {
    const w = await world();
    // Alice's tab closed with her request pending: whoever sends it, nobody is asking
    const closed = await aliceRequest(w.json);
    (user("alice") as unknown as { active: boolean }).active = false;
    await attempt("channel", "fires the request of a closed tab", () => rawQuery("bob", closed));
    (user("alice") as unknown as { active: boolean }).active = true;
    // banned with a request pending
    const banned = await aliceRequest(w.json);
    await user("alice").update({ role: 0 } as never);
    await attempt("channel", "fires a banned user's pending request", () => rawQuery("bob", banned));
    await attempt("channel", "a banned user fires her own pending request", () => rawQuery("alice", banned));
    expect(w.hull()).toBe(8);
    expect(bad()).toEqual([]);
  });

  it(
    "a request refused as not requested cannot run once its entry arrives",
    async () => {
      const w = await world();
      const id = rid();
      const key = secret();
      const query = { userId: ALICE, rid: id, secret: key, json: w.json };
      // the query comes first and the entry never in time: refused; the entry written later stays inert for others
      expect((await rawQuery("alice", query)).answer).toEqual({ ok: false, reason: "notRequested" });
      await writeEntries("alice", { [id]: entry(id, "card", key, w.json) });
      await attempt("channel", "fires a request refused as not requested, without its secret", () =>
        rawQuery("bob", { ...query, secret: secret() }),
      );
      expect(w.hull()).toBe(8);
      expect(bad()).toEqual([]);
    },
    4 * REQUEST_WAIT_MS + 10_000,
  );
});

describe("QUERY_USER", () => {
  it("a player whose role lost QUERY_USER is refused with a localised reason, and core refuses a raw query", async () => {
    const w = await world();
    // the GM takes QUERY_USER from players and trusted players (core's permission configuration)
    (game as unknown as { permissions: Record<string, number[]> }).permissions = { QUERY_USER: [3, 4] };
    const refused = await as("alice", () =>
      askGM("card", JSON.parse(w.json)).then(
        () => null,
        (err: unknown) => err,
      ),
    );
    expect(refused).toBeInstanceOf(RequestRefused);
    expect((refused as RequestRefused).reason).toBe("noQueryPermission");
    // a card button says why, in the player's language
    expect(await as("alice", () => requestCardAction(JSON.parse(w.json)))).toEqual({
      ok: false,
      reason: "noQueryPermission",
    });
    expect(game.i18n!.localize("CEPHEUS.Reason.noQueryPermission")).toMatch(/Query Users/);
    const query = await aliceRequest(w.json);
    await attempt("channel", "sends a query without QUERY_USER", () => rawQuery("alice", query));
    expect(attempts.at(-1)?.outcome).toBe("refusedByCore");
    expect(w.hull()).toBe(8);
  });
});
