// The keeper of the shared record of taken requests (src/net/taken.ts): every client must name the same GM, whatever
// order its users are listed in, or two GM clients would claim in two records and both run a request. The keeper is
// the GM of lowest role (an Assistant's document is one every GM may write), then of lowest id; never a player.
import { beforeAll, describe, expect, it } from "vitest";
import { keeper } from "../../src/net/taken";
import { as, user } from "../harness";
import { ALICE } from "../fixtures/world";
import { boot, counting, keyOf, record, requests } from "./helpers";
import { rawQuery } from "../security/attacker";

beforeAll(boot);

const GAMEMASTER = 4;
const ASSISTANT = 3;

/** A user made by a full GM with the id given (16 letters and digits), connected. */
async function gm(id: string, role: number): Promise<User.Implementation> {
  const made = await User.create({ _id: id, name: id, role } as never, { keepId: true } as never);
  return made as unknown as User.Implementation;
}

/** Every order the world's users can be listed in (a client may hold them in any). */
function* orders(): Generator<void> {
  const users = [...game.users!] as unknown as { id: string }[];
  const permute = function* (list: typeof users): Generator<typeof users> {
    if (list.length <= 1) yield list;
    else
      for (let i = 0; i < list.length; i++)
        for (const rest of permute([...list.slice(0, i), ...list.slice(i + 1)])) yield [list[i], ...rest];
  };
  const collection = game.users as unknown as Map<string, unknown>;
  for (const order of permute(users)) {
    collection.clear();
    for (const u of order) collection.set(u.id, u);
    yield;
  }
}

/** The keeper's id as each listing order, and as each user's client, names it. */
function keepersNamed(): Set<string | null> {
  const named = new Set<string | null>();
  for (const _ of orders()) named.add(keeper()?.id ?? null);
  return named;
}

describe("the keeper of the taken record", () => {
  it("with two full GMs, every client names the GM of lowest id, whatever order it lists the users in", async () => {
    // the world's GM is gmUser0000000001; a second full GM sorts before it, a third after it
    await gm("aaSecondGM000002", GAMEMASTER);
    await gm("zzThirdGM0000003", GAMEMASTER);
    expect(keepersNamed()).toEqual(new Set(["aaSecondGM000002"]));
    for (const who of ["alice", "bob", "gm"] as const)
      expect(await as(who, () => keeper()?.id)).toBe("aaSecondGM000002");
  });

  it("with a GM and an Assistant, every client names the Assistant (lowest role first), even when its id sorts last", async () => {
    const assistant = await gm("zzAssistant00003", ASSISTANT);
    expect(keepersNamed()).toEqual(new Set([assistant.id]));
    // two Assistants: the lower id of the two, never the full GM
    await gm("mmAssistant00002", ASSISTANT);
    expect(keepersNamed()).toEqual(new Set(["mmAssistant00002"]));
  });

  it("a player never keeps it, even one whose id sorts first", async () => {
    await User.create({ _id: "aaaPlayer0000001", name: "Early", role: 1 } as never, { keepId: true } as never);
    expect(keepersNamed()).toEqual(new Set(["gmUser0000000001"]));
    expect(keeper()?.isGM).toBe(true);
  });

  it("the record is written into the keeper's User document, not the active GM's", async () => {
    const assistant = await gm("zzAssistant00003", ASSISTANT);
    // the full GM answers (the active GM), the Assistant's document keeps the record
    expect(game.users!.activeGM?.id).toBe(user("gm").id);
    const runs: unknown[] = [];
    const [q] = await requests(1);
    await counting(runs, async () => {
      expect((await rawQuery("alice", q)).answer).toEqual({ ok: true, result: { ok: true } });
    });
    expect(runs).toHaveLength(1);
    expect(keeper()?.id).toBe(assistant.id);
    expect(record()[keyOf(q)]).toMatchObject({ by: expect.any(Object) });
    const gmFlags = (user("gm") as unknown as { flags: Record<string, { taken?: unknown }> }).flags;
    expect(Object.values(gmFlags).some((f) => f?.taken)).toBe(false);
    expect(q.userId).toBe(ALICE);
  });
});
