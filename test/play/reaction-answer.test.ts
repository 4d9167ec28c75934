// A reaction taken with its reaction card's button is written on that card (its check, what it did, the reactions
// left, the buttons still possible, its Roll beside the card's), not on a card of its own: when the card's audience is
// the roll's (otherwise it keeps its own card); a step back to before it takes it off the card again. A press the GM's record
// does not back (another card, a player's copy, a card that is gone) is refused and changes nothing; a second press
// is refused by the engine and changes nothing; the damage the attack does later applies and undoes as before.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { perform, performAsGM } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import { cardActionAsGM } from "../../src/play/apply";
import { onCardButton } from "../../src/apps/chat/card-buttons";
import { availableActions, currentShipId } from "../../src/rules/engagement/validation";
import { readCheckpoints } from "../../src/play/checkpoints";
import { ShipData } from "../../src/data/actor/ship";
import { as, isV14, scriptTotals, user } from "../harness";
import { ALICE, BOB, bootSystem, sheetWorld } from "../fixtures/world";
import { engaged } from "../chat/helpers";
import { card, cards, sys } from "../chat/posted";

beforeAll(bootSystem);

const heard: { hook: string; messageId: string; type?: string }[] = [];
let listening = false;
function listen(): void {
  heard.length = 0;
  if (listening) return;
  listening = true;
  for (const hook of ["action", "reaction"])
    Hooks.on(
      `cepheus-space-combat.${hook}` as never,
      ((p: { messageId: string; type?: string }) =>
        heard.push({ hook, messageId: p.messageId, type: p.type })) as never,
    );
}

afterEach(() => vi.restoreAllMocks());

async function rollMode(mode: "publicroll" | "gmroll" | "blindroll" | "selfroll"): Promise<void> {
  const v14 = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" } as const;
  const settings = game.settings as unknown as { set(ns: string, key: string, value: string): Promise<unknown> };
  await settings.set("core", isV14 ? "messageMode" : "rollMode", isV14 ? v14[mode] : mode);
}

/** The Corsair's beam attack on Alice's Beowulf (hit), its reaction card open: Jane may dodge. */
async function attacked() {
  const w = await engaged("long");
  scriptTotals([8, 2], [15, 3]);
  const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
  expect(r.ok).toBe(true);
  const offered = cards("reaction").at(-1)!;
  const dodge = { type: "dodge", shipId: w.bid, attackId: sys(offered).reaction.attackId! } as const;
  return { ...w, offered, dodge };
}

/** What a press may not change: the stored engagement, the chat log, and the reaction card. */
function snapshot(w: { combat: Combat.Implementation }, offered: ChatMessage.Implementation) {
  return {
    memory: JSON.stringify(loadEngagement(w.combat).memory),
    messages: [...game.messages!.keys()],
    content: offered.content,
    rolls: [...(offered._source as { rolls: string[] }).rolls],
    answers: JSON.stringify(sys(offered).answers),
  };
}

describe("a reaction taken with its card's button", () => {
  it("is written on that card: its check and result, the reactions left, the buttons refreshed, its Roll there", async () => {
    const w = await attacked();
    await rollMode("publicroll");
    listen();
    expect(w.offered.content).toContain('data-reaction="dodge"');
    const before = game.messages!.size;
    scriptTotals([3, 2]); // Jane's dodge: 2D6 3, fails
    const button = { dataset: { cardAction: "react", reaction: "dodge", seat: "0" }, disabled: false };
    await as("alice", () => onCardButton(w.offered, button as unknown as HTMLButtonElement));
    expect(game.messages!.size).toBe(before);
    const s = sys(w.offered);
    expect(s.answers).toHaveLength(1);
    expect(s.answers[0].command).toMatchObject({ type: "dodge", shipId: w.bid });
    expect(s.answers[0].events.map((e) => e.type)).toContain("reactionSpent");
    // the card: its check (dice, total, result), what it did, no reaction left, no Dodge button any more
    expect(w.offered.content).toContain("Dodge: Beowulf");
    expect(w.offered.content).toContain(game.i18n!.format("CEPHEUS.Chat.ReactionsLeft", { n: "0" }));
    expect(w.offered.content).not.toContain('data-reaction="dodge"');
    expect(s.applied).toBe(false);
    // the Roll is on the card, as a Foundry roll: the roll log and modules read it there
    expect(w.offered.rolls).toHaveLength(1);
    expect(w.offered.rolls[0].total).toBe(3);
    // the public hooks of the reaction's own card, once, naming the card it was written on
    expect(heard).toEqual([
      { hook: "action", messageId: w.offered.id, type: "dodge" },
      { hook: "reaction", messageId: w.offered.id, type: undefined },
    ]);
    // the attack lands at the end of the Corsair's turn, on this card: it is the Beowulf's damage card now, and
    // keeps what the dodge did above the damage
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    expect(sys(w.offered).kind).toBe("damage");
    expect(sys(w.offered).applied).toBe(false);
    expect(w.offered.content).toContain("Dodge: Beowulf");
    expect(w.offered.content).toContain("Jane Pilot");
    expect(w.offered.content.indexOf("Dodge: Beowulf")).toBeLessThan(w.offered.content.indexOf("Jane Pilot"));
    expect(w.offered.rolls).toHaveLength(1);
  });

  it("a second press is refused and changes nothing", async () => {
    const w = await attacked();
    scriptTotals([3, 2]);
    const first = await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id! }));
    expect(first.answeredOn).toBe(w.offered.id);
    const after = snapshot(w, w.offered);
    scriptTotals([11, 2]);
    const again = await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id!, notify: false }));
    expect(again.ok).toBe(false);
    expect(again.refusal?.reason).toBe("noReactions");
    expect(snapshot(w, w.offered)).toEqual(after);
  });

  it("a press the GM's record does not back is refused and changes nothing", async () => {
    const w = await attacked();
    const alice = user("alice") as unknown as User.Implementation;
    const ask = (card: unknown) =>
      performAsGM({ combatUuid: w.combat.uuid, command: w.dodge, rollMode: "publicroll", card }, alice);
    const before = snapshot(w, w.offered);
    // the Corsair's own attack card: not a reaction card
    const attackCard = cards("action").at(-1)!;
    expect((await ask(attackCard.id)).refusal).toEqual({ reason: "badCommand", detail: { field: "card" } });
    // Bob's copy of the reaction card, posted as his own message
    const { _id, author: _a, ...data } = w.offered.toObject() as Record<string, unknown>;
    const copy = (await as("bob", () =>
      ChatMessage.create({ ...data, author: BOB } as never),
    )) as unknown as ChatMessage.Implementation;
    expect((await ask(copy.id)).refusal?.reason).toBe("notPostedByGM");
    await copy.delete();
    // a card that is gone, and no message id at all
    expect((await ask("abcdefghijklmnop")).refusal?.reason).toBe("cardMissing");
    expect((await ask({ id: w.offered.id })).refusal).toEqual({ reason: "badCommand", detail: { field: "card" } });
    // the right card with another command: the Beowulf's Evasive Maneuvers is no reaction
    const evade = await performAsGM(
      { combatUuid: w.combat.uuid, command: { type: "evasiveManeuvers", shipId: w.bid, seat: 0 }, card: w.offered.id },
      alice,
    );
    expect(evade.refusal).toEqual({ reason: "badCommand", detail: { field: "card" } });
    expect(snapshot(w, w.offered)).toEqual(before);
  });

  it("the damage its attack lands later applies and undoes as before", async () => {
    const w = await attacked();
    scriptTotals([3, 2]);
    expect((await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id! }))).answeredOn).toBe(
      w.offered.id,
    );
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    const damage = cards("damage").at(-1)!;
    const hull = () => (w.beowulf.system as ShipData).hull.value;
    const h0 = hull();
    const closed = { content: w.offered.content, answers: JSON.stringify(sys(w.offered).answers) };
    expect((await cardActionAsGM({ messageId: damage.id!, action: "apply" }, game.user as never)).ok).toBe(true);
    expect(hull()).toBeLessThan(h0);
    expect((await cardActionAsGM({ messageId: damage.id!, action: "undo" }, game.user as never)).ok).toBe(true);
    expect(hull()).toBe(h0);
    expect({ content: w.offered.content, answers: JSON.stringify(sys(w.offered).answers) }).toEqual(closed);
  });

  it("when writing it on the card fails, nothing is kept: the card, the memory and the chat log are as before", async () => {
    const w = await attacked();
    const before = snapshot(w, w.offered);
    const update = w.offered.update.bind(w.offered);
    let calls = 0;
    vi.spyOn(w.offered, "update").mockImplementation(((data: unknown, options: unknown) => {
      if (++calls === 1) throw new Error("the card could not be written");
      return update(data as never, options as never);
    }) as never);
    vi.spyOn(console, "error").mockImplementation(() => {});
    scriptTotals([3, 2]);
    const r = await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id!, notify: false }));
    expect(r.refusal?.reason).toBe("failed");
    expect(snapshot(w, w.offered)).toEqual(before);
  });
});

describe("a reaction that keeps a card of its own", () => {
  it("a private roll on a public card: its own card, whispered; the reaction card only refreshed", async () => {
    const w = await attacked();
    await rollMode("gmroll");
    scriptTotals([3, 2]);
    const r = await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id! }));
    expect(r.answeredOn).toBeUndefined();
    expect(r.messageIds).toHaveLength(1);
    const own = card(r.messageIds[0]) as unknown as { whisper: string[]; rolls: unknown[] };
    expect(own.whisper).toContain(ALICE);
    expect(own.rolls).toHaveLength(1);
    expect(sys(w.offered).answers).toEqual([]);
    expect(w.offered.rolls).toHaveLength(0);
    expect(w.offered.content).not.toContain("Dodge: Beowulf");
    expect(w.offered.content).toContain(game.i18n!.format("CEPHEUS.Chat.ReactionsLeft", { n: "0" }));
  });

  it("a blind or self roll: its own card", async () => {
    for (const mode of ["blindroll", "selfroll"] as const) {
      const w = await attacked();
      await rollMode(mode);
      scriptTotals([3, 2]);
      const r = await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id! }));
      expect(r.messageIds, mode).toHaveLength(1);
      expect(sys(w.offered).answers, mode).toEqual([]);
    }
  });

  it("a step taken since the card was posted: written there all the same; a step back to it takes it off again", async () => {
    const w = await attacked();
    await rollMode("publicroll");
    const pause = () => new Promise((r) => setTimeout(r, 5));
    // a checkpoint newer than the card, as a launch or a turn change would store (the clock moved between them)
    await pause();
    const newer = { round: 1, turn: 0, at: Date.now(), memory: loadEngagement(w.combat).memory, ships: {} };
    await w.combat.update({ flags: { "cepheus-space-combat": { history: JSON.stringify([newer]) } } } as never);
    expect(readCheckpoints(w.combat)).toHaveLength(1);
    await pause();
    const before = { content: w.offered.content, rolls: w.offered.rolls.length };
    scriptTotals([3, 2]);
    const r = await as("alice", () => perform(w.dodge, { combat: w.combat, card: w.offered.id! }));
    expect(r.answeredOn).toBe(w.offered.id);
    expect(r.messageIds).toEqual([]);
    expect(sys(w.offered).answers).toHaveLength(1);
    expect(loadEngagement(w.combat).memory.ships[w.dodge.shipId].reactionsSpent).toBe(1);
    // the step back: the dodge is off its card, the card open again as it was, the reaction not spent
    const { stepBack } = await import("../../src/play/checkpoints");
    expect(await stepBack(w.combat)).toBe(true);
    expect(sys(card(w.offered.id!)).answers).toEqual([]);
    expect(sys(card(w.offered.id!)).applied).toBe(false);
    expect(card(w.offered.id!).rolls).toHaveLength(before.rolls);
    expect(card(w.offered.id!).content).toBe(before.content);
    expect(loadEngagement(w.combat).memory.ships[w.dodge.shipId].reactionsSpent).toBe(0);
  });

  it.each([false, true])(
    "its attack landed on it, it is the reaction card again, open, when a step back takes the landing back (declined first: %s)",
    async (declined) => {
      const { stepBack } = await import("../../src/play/checkpoints");
      const w = await attacked();
      if (declined) {
        const { requestCardAction } = await import("../../src/play/apply");
        const r = await as("alice", () => requestCardAction({ messageId: w.offered.id!, action: "decline" }));
        expect(r.ok).toBe(true);
      }
      // the attacker's turn ends: the attack lands (its location rolled) on the card, now the damage card
      scriptTotals([8, 2]);
      expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
      expect(sys(card(w.offered.id!)).kind).toBe("damage");
      expect(card(w.offered.id!).content).not.toContain('data-reaction="dodge"');
      expect(await stepBack(w.combat)).toBe(true);
      expect(loadEngagement(w.combat).memory.pendingAttacks).toHaveLength(1);
      // the reaction card again, open with its buttons; a card its ship declined stays closed
      expect(sys(card(w.offered.id!)).kind).toBe("reaction");
      expect(sys(card(w.offered.id!)).applied).toBe(declined);
      expect(card(w.offered.id!).content.includes('data-reaction="dodge"')).toBe(!declined);
    },
  );

  it("an NPC ship's card, whispered to the GMs: a GM's public roll keeps its own card, a GM roll is written there", async () => {
    for (const mode of ["publicroll", "gmroll"] as const) {
      const w = await sheetWorld();
      scriptTotals([10, 2], [8, 2], [5, 2]); // initiative: the frigate first
      await perform({ type: "rollInitiative" }, { combat: w.combat });
      await perform({ type: "setRange", a: w.cid, b: w.fid, range: "short" }, { combat: w.combat });
      const state = loadEngagement(w.combat!);
      expect(currentShipId(state)).toBe(w.fid);
      const seat = state.ships[w.fid].seats.findIndex(
        (_, i) => availableActions(state, w.fid, i).find((a) => a.action === "attack")?.ok,
      );
      scriptTotals([10, 2], [9, 2]);
      await perform({ type: "attack", shipId: w.fid, seat, targetId: w.cid }, { combat: w.combat });
      const offered = cards("reaction").at(-1)!;
      const gms = game.users!.filter((u) => u.isGM).map((u) => u.id!);
      expect([...(offered as unknown as { whisper: string[] }).whisper].sort()).toEqual([...gms].sort());
      await rollMode(mode);
      scriptTotals([6, 2]);
      const r = await perform(
        { type: "dodge", shipId: w.cid, attackId: sys(offered).reaction.attackId! },
        { combat: w.combat, card: offered.id! },
      );
      expect(r.ok, mode).toBe(true);
      if (mode === "publicroll") {
        expect(r.messageIds).toHaveLength(1);
        expect((card(r.messageIds[0]) as unknown as { whisper: string[] }).whisper).toEqual([]);
        expect(sys(offered).answers).toEqual([]);
      } else {
        expect(r.messageIds).toEqual([]);
        expect(r.answeredOn).toBe(offered.id);
        expect(sys(offered).answers).toHaveLength(1);
      }
    }
  });
});
