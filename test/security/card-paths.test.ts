// Every path that acts on a chat card starts from the GM's record of the cards it posted (src/chat/posted.ts): a
// player's copy of a GM card makes an NPC crew declare nothing and is left alone by the refresh of reaction cards.
// (The public hooks and the answers on a card are held the same way: posted-cards.test.ts, reaction-answer.test.ts.)
// Each move is recorded (build/security.json, "cards").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import { onCardForNpcReactions } from "../../src/play/npc-play";
import { cardActionAsGM } from "../../src/play/apply";
import { onCardCreated } from "../../src/hooks/register";
import { currentShipId } from "../../src/rules/engagement/validation";
import { as, diceControl, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { ALICE, BOB, combatOf, turretShip } from "../fixtures/world";
import { cards } from "../chat/posted";
import { judged, report } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("card-paths"));

const set = (key: string, value: unknown) => game.settings!.set("cepheus-space-combat", key as never, value as never);

/** Bob posts a copy of a GM card as his own message (core lets a player post a message as themselves). */
async function forgedCopy(of: ChatMessage.Implementation): Promise<ChatMessage.Implementation> {
  const { _id, author: _a, ...data } = of.toObject() as Record<string, unknown>;
  return as("bob", () => ChatMessage.create({ ...data, author: BOB } as never)) as Promise<ChatMessage.Implementation>;
}

const ticks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

/** Alice's gunboat has fired at the GM's NPC Sandy (a sandcaster turret, 6 canisters): its reaction card is open. */
async function sandyAttacked() {
  diceControl.seed = 3;
  const gunboat = await turretShip("Alice's Gunboat", ALICE, { weapon: "beamLaser" });
  const sandy = await turretShip("Sandy", null, { weapon: "sandcaster", pilot: true });
  const { combat, ids } = await combatOf([
    { actor: gunboat, side: "a" },
    { actor: sandy, side: "b" },
  ]);
  await perform({ type: "setRange", a: ids[0], b: ids[1], range: "short" }, { combat });
  diceControl.queue.push(6, 6, 1, 1);
  expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(combat))).toBe(ids[0]);
  // the setting is off while the attack is made: the GM's own card declares nothing yet
  scriptTotals([11, 2]);
  expect((await perform({ type: "attack", shipId: ids[0], seat: 0, targetId: ids[1] }, { combat })).ok).toBe(true);
  const genuine = cards("reaction").at(-1)!;
  const spent = () => loadEngagement(combat).memory.ships[ids[1]].reactionsSpent;
  expect(spent()).toBe(0);
  return { combat, genuine, spent };
}

describe("a player's copy of a GM card", () => {
  it("makes no NPC crew react; the GM's own reaction card does", async () => {
    const { genuine, spent } = await sandyAttacked();
    const copies = [await forgedCopy(genuine), await forgedCopy(cards("action").at(-1)!)];
    for (const kind of ["damage", "crew"]) {
      const theirs = cards(kind).at(-1);
      if (theirs) copies.push(await forgedCopy(theirs));
    }
    await set("npcReactions", true);
    try {
      for (const copy of copies) {
        onCardForNpcReactions(copy);
        await ticks(50);
        judged(
          "cards",
          `a player's copy of the ${String((copy.system as { kind?: unknown }).kind)} card offering an NPC ship reactions`,
          spent() === 0,
          "no reaction",
        );
        expect(spent()).toBe(0);
      }
      // the same card as the GM posted it: the crew fires its sand
      onCardForNpcReactions(genuine);
      for (let i = 0; i < 50 && spent() === 0; i++) await ticks(1);
      expect(spent()).toBeGreaterThan(0);
    } finally {
      await set("npcReactions", false);
    }
  });

  it("is left alone by the refresh that closes the GM's reaction cards", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    const genuine = cards("reaction").at(-1)!;
    const copy = await forgedCopy(genuine);
    const before = { genuine: genuine.content, copy: copy.content };
    // the attack lands as the Corsair's turn ends: the GM's reaction card closes, the copy is not touched
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    expect(genuine.content).not.toBe(before.genuine);
    judged(
      "cards",
      "a player's copy of a reaction card rewritten by the GM's refresh",
      copy.content === before.copy,
      "not read",
    );
    expect(copy.content).toBe(before.copy);
  });

  it("of every kind, is no card to the GM's paths: no hook, no NPC reaction, no refresh, no Apply", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    // (the attack landed on Beowulf's reaction card, its damage card now: an open reaction card is another fight's)
    const other = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    const attack = { type: "attack", shipId: other.cid, seat: 0, targetId: other.bid } as const;
    expect((await perform(attack, { combat: other.combat })).ok).toBe(true);
    const tried: string[] = [];
    const heard: string[] = [];
    const hooks = ["attack", "damageApplied", "action"].map((h) => {
      const name = `cepheus-space-combat.${h}`;
      return [name, Hooks.on(name as never, (() => heard.push(h)) as never)] as const;
    });
    await set("npcReactions", true);
    try {
      for (const kind of ["action", "reaction", "damage", "crew"]) {
        const theirs = cards(kind).at(-1);
        if (!theirs) continue;
        tried.push(kind);
        const copy = await forgedCopy(theirs);
        const before = copy.content;
        heard.length = 0;
        onCardCreated(copy, BOB);
        onCardForNpcReactions(copy);
        await ticks(20);
        judged(
          "cards",
          `a player's copy of the ${kind} card, as created: hooks and NPC crews`,
          heard.length === 0,
          heard.join(","),
        );
        expect(heard).toEqual([]);
        const applied = await cardActionAsGM({ messageId: copy.id!, action: "apply" }, user("bob") as never);
        judged(
          "cards",
          `Apply on a player's copy of the ${kind} card`,
          !applied.ok && copy.content === before,
          JSON.stringify(applied),
        );
        expect(applied.ok).toBe(false);
      }
      expect(tried).toEqual(["action", "reaction", "damage"]);
    } finally {
      for (const [name, id] of hooks) Hooks.off(name as never, id);
      await set("npcReactions", false);
    }
  });
});
