// Storing a command's new state, writing the ships' own changes, refreshing the reaction cards and posting the new
// cards is one step: when a card cannot be posted, nothing of the command stays and the player is told why.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { bootSystem, notifications, scriptTotals } from "../harness";
import { engaged } from "../chat/helpers";
import { cards } from "../chat/posted";

beforeAll(bootSystem);

const combatState = (combat: Combat.Implementation) => {
  const c = game.combats!.get(combat.id!)!;
  return JSON.stringify({ combat: c.toObject(), actors: [...game.actors!.values()].map((a) => a.toObject()) });
};

describe("a command is stored and posted together, or not at all", () => {
  it("core refusing the second card leaves the engagement, the ships and the chat as they were", async () => {
    const w = await engaged("long");
    const before = combatState(w.combat);
    const messages = game.messages!.size;
    let seen = 0;
    const id = Hooks.on("preCreateChatMessage", () => ++seen < 2);
    try {
      scriptTotals([8, 2], [15, 3]);
      const result = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
      expect(result.ok).toBe(false);
      expect(result.refusal?.reason).toBe("failed");
    } finally {
      Hooks.off("preCreateChatMessage", id);
    }
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(game.messages!.size).toBe(messages);
    expect(combatState(w.combat)).toBe(before);
    expect(notifications.messages.at(-1)).toMatchObject({
      type: "warn",
      message: "Something went wrong; nothing was changed.",
    });
    // the same attack then runs whole
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    expect(cards("reaction").length).toBeGreaterThan(0);
  });

  it("core refusing the turn's end card leaves the reaction card its damage landed on as it was", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    const offered = cards("reaction").at(-1)!;
    const card = () => JSON.stringify({ content: offered.content, system: offered.toObject().system });
    const before = { state: combatState(w.combat), card: card(), messages: game.messages!.size };
    const id = Hooks.on("preCreateChatMessage", () => false);
    try {
      scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
      const result = await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
      expect(result.refusal?.reason).toBe("failed");
    } finally {
      Hooks.off("preCreateChatMessage", id);
    }
    expect(game.messages!.size).toBe(before.messages);
    expect(JSON.parse(card())).toEqual(JSON.parse(before.card));
    expect(JSON.parse(combatState(w.combat))).toEqual(JSON.parse(before.state));
    // the turn's end then runs whole: the damage lands on the card
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).landedOn).toEqual([offered.id]);
  });
});
