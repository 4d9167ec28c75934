// The stand-in's users as core has them (test/harness/README.md, "Users and queries"): a query reaches every client
// of its target and the asker gets the first answer; the asker needs QUERY_USER; each client's work keeps its own
// game.user; two updates of one document that overlap both land, in order.
import { describe, expect, it } from "vitest";
import { as, openClient, user } from ".";

const QUERY = "stand-in.test";

describe("queries", () => {
  it("reach every client of the target user, each as that user, and the asker gets the first answer", async () => {
    const seen: string[] = [];
    CONFIG.queries[QUERY as never] = (async () => {
      seen.push(`main:${game.user!.name}`);
      await new Promise((r) => setTimeout(r, 20));
      return "main";
    }) as never;
    openClient("gm", {
      [QUERY]: async () => {
        seen.push(`second:${game.user!.name}`);
        return "second";
      },
    });
    const answer = await as("alice", () => user("gm").query(QUERY as never, {} as never));
    expect(answer).toBe("second");
    expect(seen.sort()).toEqual(["main:Gamemaster", "second:Gamemaster"]);
    await new Promise((r) => setTimeout(r, 30));
    // alone: the client every user has does not answer
    openClient("bob", { [QUERY]: async () => "bob's other tab" }, true);
    expect(await as("alice", () => user("bob").query(QUERY as never, {} as never))).toBe("bob's other tab");
    delete (CONFIG.queries as unknown as Record<string, unknown>)[QUERY];
  });

  it("need the asker's QUERY_USER permission (players have it unless the world's configuration takes it)", async () => {
    CONFIG.queries[QUERY as never] = (async () => "ok") as never;
    expect(await as("alice", () => user("gm").query(QUERY as never, {} as never))).toBe("ok");
    (game as unknown as { permissions: Record<string, number[]> }).permissions = { QUERY_USER: [3, 4] };
    await expect(as("alice", () => user("gm").query(QUERY as never, {} as never))).rejects.toThrow(/QUERY_USER/);
    expect(await as("gm", () => user("alice").query(QUERY as never, {} as never))).toBe("ok");
    delete (CONFIG.queries as unknown as Record<string, unknown>)[QUERY];
  });
});

describe("clients at the same time", () => {
  it("each keeps its own game.user across awaits", async () => {
    const names = await Promise.all(
      (["alice", "bob", "gm"] as const).map((who) =>
        as(who, async () => {
          await new Promise((r) => setTimeout(r, 5));
          return game.user!.name;
        }),
      ),
    );
    expect(names).toEqual(["Alice", "Bob", "Gamemaster"]);
    expect(game.user!.name).toBe("Gamemaster");
  });

  it("two overlapping updates of one document both land, in order", async () => {
    const alice = user("alice");
    await Promise.all([
      alice.update({ flags: { test: { a: 1 } } } as never),
      alice.update({ flags: { test: { b: 2 } } } as never),
    ]);
    expect((alice as unknown as { flags: { test: unknown } }).flags.test).toEqual({ a: 1, b: 2 });
  });
});
