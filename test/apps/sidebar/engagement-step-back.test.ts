// The tracker's step back through the Foundry stand-in and the rules engine: the engagement, the ships and the chat
// cards of the turns taken back come back as they were, and nothing is applied twice.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CardData } from "../../../src/data/chat/card";
import { readCheckpoints } from "../../../src/play/checkpoints";
import { diceLeft, scriptTotals } from "../../harness";
import "../../harness/sidebar";
import { ALICE, bootSystem } from "../../fixtures/world";
import { call, corsairFirstAtLong, view, warnings } from "./tracker-steps";

beforeAll(bootSystem);
// every scripted die is rolled: a script that drifts from the rules fails here, not silently later
afterEach(() => expect(diceLeft()).toBe(0));

describe("stepping back", () => {
  it("the GM steps back a turn: memory, initiative and the ships' hull come back; nothing is applied twice", async () => {
    const { b, combat, cid, bid } = await corsairFirstAtLong();
    expect(readCheckpoints(combat as never)).toHaveLength(1);
    const { perform } = await import("../../../src/play/perform");
    scriptTotals([11, 2], [12, 3]);
    expect(
      (await perform({ type: "attack", shipId: cid, seat: 0, targetId: bid }, { combat: combat as never })).refusal,
    ).toBeUndefined();
    const atTurnEnd = JSON.stringify(combat.system);
    // the turn ends: the damage lands (a damage card; applied here by hand as a GM would)
    await combat.nextTurn();
    expect(view(combat).current?.id).toBe(bid);
    expect(readCheckpoints(combat as never)).toHaveLength(2);
    await b.update({ system: { hull: { value: 2 } } } as never);
    // step back: the Corsair is acting again, its attack pending, Beowulf's hull as it was
    await combat.previousTurn();
    expect(view(combat).current?.id).toBe(cid);
    expect(JSON.parse(JSON.stringify(combat.system))).toEqual(JSON.parse(atTurnEnd));
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBe(8);
    expect(readCheckpoints(combat as never)).toHaveLength(1);
    // and once more: back before initiative
    await call("stepBack", combat);
    expect(combat.round).toBe(0);
    expect(combat.combatants.get(cid)!.initiative).toBeNull();
    expect(readCheckpoints(combat as never)).toHaveLength(0);
    await call("stepBack", combat);
    expect(warnings()).toContain(game.i18n!.localize("CEPHEUS.Tracker.Notify.NothingToStepBack"));
  });
});

describe("stepping back and the cards", () => {
  /**
   * Initiative (the Corsair first), its particle beam fired at Beowulf (hit, damage 12), then the Corsair's turn ends
   * with `landing` as the dice of the damage landing: the cards of `kind` that turn posted, or made of that kind (a
   * reaction card the attack landed on). Beowulf is Alice's, or with `npc` no player's: its reaction card is then
   * the GMs', and the damage has a card of its own.
   */
  async function turnEndedWithCards(kind: string, npc: boolean, ...landing: [number, number][]) {
    const { CardData: Card } = await import("../../../src/data/chat/card");
    const { perform } = await import("../../../src/play/perform");
    const { b, combat, cid, bid } = await corsairFirstAtLong();
    if (npc) await b.update({ ownership: { [ALICE]: 0 } } as never);
    scriptTotals([11, 2], [12, 3]);
    expect(
      (await perform({ type: "attack", shipId: cid, seat: 0, targetId: bid }, { combat: combat as never })).refusal,
    ).toBeUndefined();
    const cardsOf = () =>
      [...game.messages!.values()].filter((m) => m.system instanceof Card && m.system.kind === kind);
    const before = new Set(cardsOf().map((m) => m.id));
    scriptTotals(...landing);
    await combat.nextTurn();
    return { b, combat, cards: cardsOf().filter((m) => !before.has(m.id)) };
  }

  it("the damage card of an attack stepped back is undone and closed; it can no longer be applied", async () => {
    const { requestCardAction } = await import("../../../src/play/apply");
    // the turn ends: the damage lands (location rolls)
    const { b, combat, cards: damage } = await turnEndedWithCards("damage", true, [8, 2], [7, 2]);
    expect(damage).toHaveLength(1);
    expect(damage[0].content).toContain('data-card-action="apply"');
    expect((await requestCardAction({ messageId: damage[0].id!, action: "apply" })).ok).toBe(true);
    expect(game.messages!.get(damage[0].id!)!.content).toContain('data-card-action="undo"');
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBeLessThan(8);
    await combat.previousTurn();
    const card = game.messages!.get(damage[0].id!)!;
    const sys = card.system as InstanceType<typeof CardData>;
    expect((sys.view as { withdrawn?: boolean }).withdrawn).toBe(true);
    expect(sys.applied).toBe(false);
    expect(card.content).toContain(game.i18n!.format("CEPHEUS.Chat.Withdrawn", { round: "1" }));
    expect(card.content).not.toContain("data-card-action");
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBe(8);
    expect(await requestCardAction({ messageId: card.id!, action: "apply" })).toEqual({
      ok: false,
      reason: "withdrawn",
    });
  });

  it("a damage card with a crew hit, of the turn stepped back, is undone (the injuries go) and closed", async () => {
    const { requestCardAction } = await import("../../../src/play/apply");
    // two single hits (locations 8 and 7); the particle beam's radiation: 12 − armor 4 = 8, one crew member (the
    // first of two), 2D6 6 × 10 rads
    const { combat, cards: crewCards } = await turnEndedWithCards(
      "damage",
      true,
      [8, 2],
      [7, 2],
      [12, 2],
      [1, 1],
      [6, 2],
    );
    expect(crewCards).toHaveLength(1);
    const hit = (crewCards[0].system as InstanceType<typeof CardData>).events as unknown as {
      events: { type: string; injuries?: { crewId: string }[] }[];
    }[];
    const crewId = hit[0].events.find((e) => e.type === "crewHit")!.injuries![0].crewId;
    const person = (await fromUuid(crewId)) as unknown as { system: { rads: number } };
    const radsBefore = person.system.rads;
    expect((await requestCardAction({ messageId: crewCards[0].id!, action: "apply" })).ok).toBe(true);
    expect(person.system.rads).toBe(radsBefore + 60);
    await combat.previousTurn();
    const card = game.messages!.get(crewCards[0].id!)!;
    expect(((card.system as InstanceType<typeof CardData>).view as { withdrawn?: boolean }).withdrawn).toBe(true);
    expect(person.system.rads).toBe(radsBefore);
    expect(card.content).not.toContain("data-card-action");
    expect(await requestCardAction({ messageId: card.id!, action: "apply" })).toEqual({
      ok: false,
      reason: "withdrawn",
    });
  });

  it("a reaction card its attack landed on: the damage card it became is undone and is the reaction card again, open to Alice's reactions", async () => {
    const { requestCardAction } = await import("../../../src/play/apply");
    const { b, combat, cards: damage } = await turnEndedWithCards("damage", false, [8, 2], [7, 2]);
    expect(damage).toHaveLength(1);
    const [landed] = damage;
    expect(landed.content).toContain('data-card-action="apply"');
    expect((await requestCardAction({ messageId: landed.id!, action: "apply" })).ok).toBe(true);
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBeLessThan(8);
    await combat.previousTurn();
    const sys = game.messages!.get(landed.id!)!.system as InstanceType<typeof CardData>;
    expect(sys.kind).toBe("reaction");
    expect(sys.applied).toBe(false);
    expect((sys.view as { withdrawn?: boolean }).withdrawn).toBeFalsy();
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBe(8);
    const content = game.messages!.get(landed.id!)!.content;
    expect(content).toContain('data-reaction="dodge"');
    expect(content).not.toContain('data-card-action="apply"');
    expect(await requestCardAction({ messageId: landed.id!, action: "apply" })).toEqual({
      ok: false,
      reason: "notPermitted",
    });
    // the turn ends again: the attack lands on the card again
    scriptTotals([8, 2], [7, 2]);
    await combat.nextTurn();
    expect((game.messages!.get(landed.id!)!.system as InstanceType<typeof CardData>).kind).toBe("damage");
  });
});

describe("stepping back and the action cards", () => {
  it("the action cards of the commands a step back takes back stay in the log, marked taken back, with their rolls", async () => {
    const { CardData: Card } = await import("../../../src/data/chat/card");
    const { perform } = await import("../../../src/play/perform");
    const { combat, cid, bid } = await corsairFirstAtLong();
    const actionCards = () =>
      [...game.messages!.values()].filter((m) => m.system instanceof Card && m.system.kind === "action");
    const before = actionCards().length;
    scriptTotals([11, 2], [12, 3]);
    expect(
      (await perform({ type: "attack", shipId: cid, seat: 0, targetId: bid }, { combat: combat as never })).refusal,
    ).toBeUndefined();
    const attackCard = actionCards()[before];
    expect(attackCard).toBeDefined();
    // (a later millisecond: the checkpoint the turn's end takes comes after the attack's card)
    await new Promise((r) => setTimeout(r, 5));
    scriptTotals([8, 2], [7, 2]);
    await combat.nextTurn();
    const withdrawn = () =>
      ((game.messages!.get(attackCard.id!)!.system as InstanceType<typeof Card>).view as { withdrawn?: boolean })
        .withdrawn;
    // back to the turn's end: the attack was made before that checkpoint, its card stands
    await combat.previousTurn();
    expect(withdrawn()).toBeFalsy();
    // back to before the attack (the checkpoint before initiative): its card says it was taken back, and still shows
    // the roll
    const rollText = game.messages!.get(attackCard.id!)!.content.match(/<td>11<\/td>/)?.[0];
    expect(rollText).toBeDefined();
    await call("stepBack", combat);
    const card = game.messages!.get(attackCard.id!)!;
    expect(withdrawn()).toBe(true);
    expect(card.content).toContain(game.i18n!.localize("CEPHEUS.Chat.WithdrawnBeforeInitiative"));
    expect(card.content).toContain(rollText);
  });
});
