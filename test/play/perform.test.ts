// The bridge: who may do what (client and GM side), refusals, queries, outside combat.
import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../src/data/actor/ship";
import { mayPerform, perform, performAsGM } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import { as, diceControl, notifications, scriptTotals, user as standInUser } from "../harness";
import { engaged } from "../chat/helpers";
import { bootSystem, standardWorld } from "../fixtures/world";
import { card, cards, sys } from "../chat/posted";

beforeAll(bootSystem);

/** A stand-in user as the Foundry type our code takes. */
const user = (key: "gm" | "alice" | "bob") => standInUser(key) as unknown as User.Implementation;

describe("permissions", () => {
  it("mayPerform: GM everything; seat actions by the seated crew's owner; NPC seats by the ship's owners; flow by the GM", async () => {
    const w = await standardWorld();
    const attackFromPilotSeat = { type: "evasiveManeuvers", shipId: w.bid, seat: 0 } as const;
    const npcSeat = { type: "attack", shipId: w.bid, seat: 2, targetId: w.cid } as const;
    const corsairSeat = { type: "attack", shipId: w.cid, seat: 0, targetId: w.bid } as const;
    expect(mayPerform(user("gm"), w.combat, corsairSeat)).toBe(true);
    expect(mayPerform(user("alice"), w.combat, attackFromPilotSeat)).toBe(true);
    expect(mayPerform(user("alice"), w.combat, npcSeat)).toBe(true);
    expect(mayPerform(user("alice"), w.combat, corsairSeat)).toBe(false);
    expect(mayPerform(user("bob"), w.combat, attackFromPilotSeat)).toBe(false);
    expect(mayPerform(user("alice"), w.combat, { type: "endTurn", shipId: w.bid })).toBe(false);
    expect(mayPerform(user("alice"), w.combat, { type: "delay", shipId: w.bid })).toBe(true);
    expect(mayPerform(user("alice"), w.combat, { type: "dodge", shipId: w.bid, attackId: "a1" })).toBe(true);
    expect(mayPerform(user("alice"), w.combat, { type: "dodge", shipId: w.cid, attackId: "a1" })).toBe(false);
    expect(mayPerform(user("alice"), w.combat, { type: "setRange", a: w.bid, b: w.cid, range: "close" })).toBe(false);
    // a sheet may name the ship by its actor id: the same verdicts
    expect(mayPerform(user("alice"), w.combat, { ...attackFromPilotSeat, shipId: w.beowulf.id! })).toBe(true);
  });

  it("a player's command for a ship they do not own is refused on the GM side and changes nothing", async () => {
    const w = await engaged("long");
    const memory = JSON.stringify(loadEngagement(w.combat).memory);
    const messages = cards().length;
    // a client that skipped its own check: the GM checks again for the asking user
    const r = await performAsGM(
      { combatUuid: w.combat.uuid, command: { type: "attack", shipId: w.cid, seat: 0, targetId: w.bid } },
      user("bob") as never,
    );
    expect(r.ok).toBe(false);
    expect(r.refusal?.reason).toBe("notPermitted");
    expect(JSON.stringify(loadEngagement(w.combat).memory)).toBe(memory);
    expect(cards()).toHaveLength(messages);
    expect(diceControl.rolled.length).toBe(4); // only the two initiative 2D6 were ever rolled
    // through the real client path the refusal is localised in a notification
    const viaClient = await as("bob", () =>
      perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat }),
    );
    expect(viaClient.refusal?.reason).toBe("notPermitted");
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.notPermitted"));
  });

  it("a player's permitted command travels to the GM as a query and is run there", async () => {
    const w = await engaged("long");
    // the Corsair attacks first so that Beowulf can react: 8 + 2 hits, damage 15
    scriptTotals([8, 2], [15, 3]);
    const attack = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const offered = attack.events.find((e) => e.type === "reactionOffered");
    if (!offered || offered.type !== "reactionOffered") throw new Error("no reaction offered");
    // Alice's pilot dodges: 2D6 9 + Piloting 2 = 11 → the attack takes DM−1 (10 − 1 = 9: still a hit)
    scriptTotals([9, 2]);
    const dodge = await as("alice", () =>
      perform({ type: "dodge", shipId: w.bid, attackId: offered.attackId }, { combat: w.combat }),
    );
    expect(dodge.refusal).toBeUndefined();
    expect(dodge.ok).toBe(true);
    const msg = card(dodge.messageIds[0]);
    // posted by the GM who ran it (only a GM's card is honoured), for Alice's ship
    expect((msg as unknown as { _source: { author: string } })._source.author).toBe(user("gm").id);
    expect(msg.content).toContain("Dodge");
    // stored by the GM: Beowulf has spent its one reaction
    const state = loadEngagement(w.combat);
    expect(state.memory.ships[w.bid].reactionsSpent).toBe(1);
    // its reaction card now says no reaction is left
    const reaction = cards("reaction")[0];
    expect(reaction.content).toContain("Reactions left this round: 0");
    // an engine refusal comes back localised, with nothing changed
    const again = await as("alice", () =>
      perform({ type: "dodge", shipId: w.bid, attackId: offered.attackId }, { combat: w.combat }),
    );
    expect(again.refusal?.reason).toBe("noReactions");
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.noReactions"));
  });

  it("only the GM changes ranges; no GM connected: a clear refusal", async () => {
    const w = await standardWorld();
    const r = await as("alice", () =>
      perform({ type: "setRange", a: w.bid, b: w.cid, range: "close" }, { combat: w.combat }),
    );
    expect(r.refusal?.reason).toBe("gmOnly");
    const gm = await perform({ type: "setRange", a: w.bid, b: w.cid, range: "close" }, { combat: w.combat });
    expect(card(gm.messageIds[0]).content).toContain("Range Beowulf – Corsair: not set → Close");
    expect(loadEngagement(w.combat).memory.ranges[[w.bid, w.cid].sort().join("|")]).toBe("close");
    standInUser("gm").active = false;
    try {
      const none = await as("alice", () => perform({ type: "delay", shipId: w.bid }, { combat: w.combat }));
      expect(none.refusal?.reason).toBe("noGM");
    } finally {
      standInUser("gm").active = true;
    }
  });

  it("the GM can decline reactions for an absent player; the card closes", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const reaction = cards("reaction")[0];
    const { requestCardAction } = await import("../../src/play/apply");
    expect((await as("bob", () => requestCardAction({ messageId: reaction.id!, action: "decline" }))).reason).toBe(
      "notPermitted",
    );
    expect((await requestCardAction({ messageId: reaction.id!, action: "decline" })).ok).toBe(true);
    expect(sys(card(reaction.id!)).applied).toBe(true);
    expect(card(reaction.id!).content).toContain("No reaction (chosen by Gamemaster)");
    expect(card(reaction.id!).content).not.toContain("data-card-action");
  });
});

describe("outside combat", () => {
  it("a ship's check rolls on a one-ship engagement; the card says so; nothing is stored", async () => {
    const w = await standardWorld();
    const before = w.beowulf.toObject();
    scriptTotals([9, 2]); // the pilot's Evasive Maneuvers: 9 + 2 = 11
    const r = await as("alice", () =>
      perform({ type: "evasiveManeuvers", shipId: w.beowulf.id!, seat: 0 }, { combat: null }),
    );
    expect(r.refusal).toBeUndefined();
    expect(r.ok).toBe(true);
    expect(r.outsideCombat).toBe(true);
    const msg = card(r.messageIds[0]);
    expect(sys(msg).outsideCombat).toBe(true);
    expect(msg.content).toContain(game.i18n!.localize("CEPHEUS.Chat.OutsideCombat"));
    expect(msg.content).toContain("Evasive Maneuvers");
    expect(msg.rolls).toHaveLength(1);
    expect(w.beowulf.toObject()).toEqual(before);
    expect((w.beowulf.system as ShipData).hull.value).toBe(8);
    // the combat that exists is untouched (the ship's command named its actor, not a combatant of a combat given)
    expect(loadEngagement(w.combat).memory.round).toBe(0);
  });

  it("a flow command needs a combat", async () => {
    const r = await perform({ type: "rollInitiative" }, { combat: null, notify: false });
    expect(r.refusal?.reason).toBe("noCombat");
  });
});

describe("cards whose combat is gone", () => {
  it("a reaction button fails politely with a localised message", async () => {
    const { onCardButton } = await import("../../src/apps/chat/card-buttons");
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const reaction = cards("reaction")[0];
    await w.combat.delete();
    const button = { dataset: { cardAction: "react", reaction: "dodge", seat: "0" }, disabled: false };
    await as("alice", () => onCardButton(reaction, button as unknown as HTMLButtonElement));
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.combatMissing"));
    expect(button.disabled).toBe(false);
  });
});

describe("commands arriving together", () => {
  it("run one after another on the GM side: two dodges at once spend the one reaction once", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    const attack = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const offered = attack.events.find((e) => e.type === "reactionOffered");
    if (!offered || offered.type !== "reactionOffered") throw new Error("no reaction offered");
    scriptTotals([9, 2]);
    const dodge = { type: "dodge", shipId: w.bid, attackId: offered.attackId } as const;
    const [a, b] = await Promise.all([
      performAsGM({ combatUuid: w.combat.uuid, command: dodge }, game.user as User.Implementation),
      performAsGM({ combatUuid: w.combat.uuid, command: dodge }, user("alice") as never),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    expect([a.refusal?.reason, b.refusal?.reason]).toContain("noReactions");
    expect(loadEngagement(w.combat).memory.ships[w.bid].reactionsSpent).toBe(1);
  });
});
