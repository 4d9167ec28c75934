// Cards judged by who posted them, when they were posted (src/chat/posted.ts): a player's own message made to look
// like a card fires no public hook, shows no button and is refused by the GM, even once its author is made an
// Assistant; the GM's refresh finds its reaction cards however long the chat log; a card whose re-render fails still
// records its Apply (build/security.json, "cards").
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cardActionAsGM } from "../../src/play/apply";
import { perform } from "../../src/play/perform";
import { mayUseButton } from "../../src/apps/chat/card-buttons";
import { onCardCreated, onCardUpdated } from "../../src/hooks/register";
import { as, scriptTotals, user } from "../harness";
import { engaged } from "../chat/helpers";
import { BOB } from "../fixtures/world";
import { cards, sys } from "../chat/posted";
import { attempt, judged, report } from "./attacker";

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
});

afterAll(() => report("cards"));

/** The beam scenario: the Corsair's hit on Beowulf with its reaction card open, then its damage and crew cards. */
async function world(land = true) {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  if (land) {
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  }
  return w;
}

/** Bob posts a copy of a GM card as his own message (core lets a player post a message as themselves). */
async function forgedCopy(of: ChatMessage.Implementation): Promise<ChatMessage.Implementation> {
  const { _id, author: _a, ...data } = of.toObject() as Record<string, unknown>;
  return as("bob", () => ChatMessage.create({ ...data, author: BOB } as never)) as Promise<ChatMessage.Implementation>;
}

const heard: string[] = [];
function listen(): void {
  for (const hook of ["attack", "damageApplied", "action"])
    Hooks.on(`cepheus-space-combat.${hook}` as never, (() => heard.push(hook)) as never);
}

describe("a player's message made to look like a card", () => {
  it("fires no public hook when it is created or flipped to applied", async () => {
    await world();
    listen();
    heard.length = 0;
    const action = await forgedCopy(cards("action")[0]);
    onCardCreated(action, BOB);
    const damage = await forgedCopy(cards("damage")[0]);
    await as("bob", () => damage.update({ system: { applied: true } } as never));
    onCardUpdated(damage, { system: { applied: true } });
    judged(
      "cards",
      "a player's card announced as an attack and as damage applied",
      heard.length === 0,
      "no hook fired",
    );
    expect(heard).toEqual([]);
    // the GM's own card, created by the GM, is heard
    onCardCreated(cards("action")[0], game.user!.id!);
    expect(heard.length).toBeGreaterThan(0);
  });

  it("shows no button: a forged reaction card's react button does nothing for Alice", async () => {
    await world(false);
    const genuine = cards("reaction")[0];
    const forged = await forgedCopy(genuine);
    const button = { dataset: { cardAction: "react", reaction: "dodge" } } as unknown as HTMLElement;
    expect(mayUseButton(user("alice") as never, genuine, button)).toBe(true);
    const shown = mayUseButton(user("alice") as never, forged, button);
    judged("cards", "a forged reaction card's react button offered to Alice", !shown, "no button");
    expect(shown).toBe(false);
  });

  it("is refused by the GM, even once its author is made an Assistant", async () => {
    const w = await world();
    const hull = () => (w.beowulf.system as unknown as { hull: { value: number } }).hull.value;
    const h0 = hull();
    const forged = await forgedCopy(cards("damage")[0]);
    await user("bob").update({ role: 3 } as never);
    expect(user("bob").isGM).toBe(true);
    for (let i = 0; i < 3; i++) {
      const a = await attempt("cards", `Apply on a forged damage card by an Assistant (${i + 1})`, () =>
        cardActionAsGM({ messageId: forged.id!, action: "apply" }, user("bob") as never),
      );
      expect(a.outcome).toBe("refused");
    }
    expect(hull()).toBe(h0);
    // (the attack landed on Beowulf's reaction card, its damage card now: an open one is another fight's)
    await world(false);
    const reaction = await forgedCopy(cards("reaction").at(-1)!);
    const declined = await attempt("cards", "Decline on a forged reaction card", () =>
      cardActionAsGM({ messageId: reaction.id!, action: "decline" }, user("bob") as never),
    );
    expect(declined.outcome).toBe("refused");
    await user("bob").update({ role: 1 } as never);
  });
});

describe("the GM's own cards", () => {
  it("the refresh finds an open reaction card however long the chat log (201 lines after it)", async () => {
    const w = await world(false);
    const reaction = cards("reaction")[0];
    expect(sys(reaction).applied).toBe(false);
    for (let i = 0; i < 201; i++)
      await as("alice", () => ChatMessage.create({ content: `line ${i}`, author: user("alice").id } as never));
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    // the attack landed: the refresh closed its reaction card, and the damage landed on it
    const landed = sys(game.messages!.get(reaction.id!) as ChatMessage.Implementation);
    const closed = landed.landed[0]?.applied === true && landed.kind === "damage";
    judged("cards", "201 chat lines hide a landed attack's reaction card from the refresh", closed, "closed");
    expect(closed).toBe(true);
  });

  it("a card whose view no longer renders: Apply is recorded once, and undone", async () => {
    const w = await world();
    const hull = () => (w.beowulf.system as unknown as { hull: { value: number } }).hull.value;
    const h0 = hull();
    const card = cards("damage")[0];
    // a view the templates cannot render (the GM's own card, damaged by a module)
    await card.update({ system: { view: { buttons: 42 } } } as never);
    const content = (card as unknown as { content: string }).content;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = await cardActionAsGM({ messageId: card.id!, action: "apply" }, game.user as never);
    expect(logged).toHaveBeenCalled();
    expect(first.ok).toBe(true);
    // the content it had is kept; the Apply is recorded all the same
    expect((card as unknown as { content: string }).content).toBe(content);
    const h1 = hull();
    expect(h1).toBeLessThan(h0);
    expect(sys(card).applied).toBe(true);
    const twice = await attempt("cards", "Apply twice on a card whose re-render failed", () =>
      cardActionAsGM({ messageId: card.id!, action: "apply" }, game.user as never),
    );
    expect(twice.outcome).toBe("refused");
    expect(hull()).toBe(h1);
    expect((await cardActionAsGM({ messageId: card.id!, action: "undo" }, game.user as never)).ok).toBe(true);
    expect(hull()).toBe(h0);
    logged.mockRestore();
  });
});
