// The tracker through the Foundry stand-in, the real bridge (perform) and the rules engine: initiative and turn
// order, permissions, reactions, missiles, ranges from tokens, stepping back, and robustness (a ship deleted mid-combat,
// tokens that are not ships, a combat from before the system).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CardData } from "../../../src/data/chat/card";
import { performAsGM } from "../../../src/play/perform";
import { TRACKER_ACTIONS, trackerView } from "../../../src/apps/sidebar/tracker";
import { applySetup, readOverrides, setPairRange } from "../../../src/apps/sidebar/control";
import { readCheckpoints, stepBack } from "../../../src/play/checkpoints";
import { as, diceLeft, errors, isV14, notifications, scriptTotals, user } from "../../harness";
import { makeScene } from "../../harness/tokens";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, lancer, memoryOf, shipStateOf } from "../../fixtures/world";
import { button } from "./button";

beforeAll(bootSystem);
// every scripted die is rolled: a script that drifts from the rules fails here, not silently later
afterEach(() => expect(diceLeft()).toBe(0));

const view = (combat: Combat.Implementation, who: "gm" | "alice" | "bob" = "gm") =>
  trackerView(combat as never, user(who) as never);
const warnings = () => notifications.messages.filter((m) => m.type === "warn").map((m) => m.message);
const call = (name: string, combat: Combat.Implementation, target: HTMLElement = button({})) =>
  TRACKER_ACTIONS[name].call({ viewed: combat }, {} as PointerEvent, target);

/** The Corsair against Beowulf at Long range, initiative rolled: the Corsair 10 (first, 3 reactions), Beowulf 5 (2). */
async function corsairFirstAtLong() {
  const b = await beowulf();
  const c = await corsair();
  const { combat, ids } = await combatOf([
    { actor: c, side: "pirates" },
    { actor: b, side: "traders" },
  ]);
  const [cid, bid] = ids;
  await setPairRange(combat as never, cid, bid, "long");
  scriptTotals([9, 2], [5, 2]);
  await combat.rollInitiative();
  return { b, c, combat, cid, bid };
}

describe("registration", () => {
  it("the tracker class replaces CONFIG.ui.combat and keeps core's header", () => {
    const Tracker = CONFIG.ui.combat as unknown as {
      PARTS: Record<string, { template: string }>;
      DEFAULT_OPTIONS: { actions: Record<string, unknown> };
    };
    expect(Object.keys(Tracker.PARTS)).toEqual(["header", "cepheus", "cepheusFooter"]);
    expect(Tracker.PARTS.cepheus.template).toBe("systems/cepheus-space-combat/templates/sidebar/tracker.hbs");
    expect(Object.keys(Tracker.DEFAULT_OPTIONS.actions)).toEqual(
      expect.arrayContaining(["endShipTurn", "delay", "actNow", "editRange", "stepBack"]),
    );
  });

  it("the tracker prepares each part's view in _preparePartContext and hides core's initiative entries", async () => {
    const { combat } = await combatOf([
      { actor: await beowulf(), side: "traders" },
      { actor: await corsair(), side: "pirates" },
    ]);
    const Tracker = CONFIG.ui.combat as unknown as new (o: unknown) => {
      _prepareContext(o: unknown): Promise<object>;
      _preparePartContext(partId: string, context: object, o: unknown): Promise<{ view?: Record<string, unknown> }>;
      _getEntryContextOptions(): { name?: string; label?: string }[];
    };
    const app = new Tracker({ combat });
    const context = await app._prepareContext({});
    const list = (await app._preparePartContext("cepheus", { ...context }, {})).view!;
    expect(list.rows).toHaveLength(2);
    // the GM sees the party's side (ships a player owns) marked
    expect((list.rows as { name: string; friendly: boolean }[]).filter((r) => r.friendly).map((r) => r.name)).toEqual([
      "Beowulf",
    ]);
    // the footer's part holds the round's buttons, not the rows; core's header part gets no engagement view
    const footer = (await app._preparePartContext("cepheusFooter", { ...context }, {})).view!;
    expect(footer).toMatchObject({ hasEngagement: true, controls: { rollInitiative: true } });
    expect(footer.rows).toBeUndefined();
    expect((await app._preparePartContext("header", { ...context }, {})).view).toBeUndefined();
    // core's entries as each generation shapes them: v13 names them, v14 labels them (ContextMenuEntry)
    expect(app._getEntryContextOptions().map((e) => (isV14 ? e.label : e.name))).toEqual([
      "COMBAT.CombatantUpdate",
      "COMBAT.CombatantRemove",
    ]);
  });
});

describe("initiative order for scripted rolls", () => {
  it("2D6 + Thrust DM, shown in chat with Foundry Rolls; the combat's turns follow the engagement's order", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [cid, bid] = ids;
    // Corsair 2D6 = 7 + 1 (Thrust 3 beats 2) = 8; Beowulf 2D6 = 9
    scriptTotals([7, 2], [9, 2]);
    await combat.rollInitiative();
    expect(errors()).toEqual([]);
    expect(combat.combatants.get(cid)!.initiative).toBe(8);
    expect(combat.combatants.get(bid)!.initiative).toBe(9);
    expect(combat.round).toBe(1);
    expect(memoryOf(combat).order).toEqual([bid, cid]);
    // core's turn order (setupTurns sorts with _sortCombatants) is the engagement's
    const sorted = [...combat.combatants].sort((x, y) =>
      (combat as unknown as { _sortCombatants(a: unknown, b: unknown): number })._sortCombatants(x, y),
    );
    expect(sorted.map((t) => t.id)).toEqual([bid, cid]);
    const rolled = [...game.messages!.values()].flatMap((m) => (m as ChatMessage.Implementation).rolls);
    expect(rolled.map((r) => r.total)).toEqual(expect.arrayContaining([7, 9]));
    const v = view(combat);
    expect(v.rows.map((r) => [r.id, r.initiative, r.current])).toEqual([
      [bid, 9, true],
      [cid, 8, false],
    ]);
  });

  it("only some ships aware: the aware one takes 12; a tie goes to the greater Thrust", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [cid, bid] = ids;
    await applySetup(combat as never, {
      sides: { [cid]: "pirates", [bid]: "traders" },
      aware: { [cid]: false, [bid]: true },
    });
    // Beowulf aware: 12 (pilot DEX 7: +0; no Thrust DM); Corsair rolls 11 + 1 (Thrust) = 12: tie → Thrust 3 first
    scriptTotals([11, 2]);
    await combat.rollInitiative();
    expect(combat.combatants.get(bid)!.initiative).toBe(12);
    expect(combat.combatants.get(cid)!.initiative).toBe(12);
    expect(memoryOf(combat).order).toEqual([cid, bid]);
    expect(view(combat).current?.id).toBe(cid);
  });

  it("delay: the owner holds the turn, acts later or first next round", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [cid, bid] = ids;
    scriptTotals([7, 2], [9, 2]); // Beowulf 9 first, Corsair 8
    await combat.rollInitiative();
    // Alice (Beowulf's owner) delays from the tracker
    expect(view(combat, "alice").rows.find((r) => r.id === bid)!.controls.delay).toBe(true);
    await as("alice", () => call("delay", combat, button({}, bid)));
    expect(shipStateOf(combat, bid)).toMatchObject({ delayed: true });
    expect(view(combat).current?.id).toBe(cid);
    // the GM ends the Corsair's turn; only the delaying Beowulf is left: the GM ends the round
    await call("endShipTurn", combat, button({}, cid));
    expect(view(combat).phase.key).toBe("awaitingDelayed");
    expect(view(combat).controls.endRound).toBe(true);
    await call("endEngagementRound", combat);
    expect(combat.round).toBe(2);
    // "act first next turn": one above the first of the order (Corsair 8 → 9)
    expect(combat.combatants.get(bid)!.initiative).toBe(9);
    expect(view(combat).current?.id).toBe(bid);
  });
});

describe("permissions", () => {
  it("a player's command for a ship they do not own is refused, on the client and again on the GM side", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [cid, bid] = ids;
    scriptTotals([9, 2], [7, 2]); // Corsair 10 first
    await combat.rollInitiative();
    const before = JSON.stringify(combat.toObject());
    // Bob owns nothing: his click on Beowulf's row is refused with a message and changes nothing
    await as("bob", () => call("delay", combat, button({}, bid)));
    // Alice owns Beowulf, not the Corsair
    await as("alice", () => call("delay", combat, button({}, cid)));
    expect(warnings().length).toBe(2);
    expect(JSON.stringify(combat.toObject())).toBe(before);
    // a forged request reaching the GM is checked again there
    const r = await performAsGM(
      { combatUuid: combat.uuid!, command: { type: "delay", shipId: cid } },
      user("alice") as never,
    );
    expect(r.ok).toBe(false);
    expect(r.refusal?.reason).toBe("notPermitted");
    const r2 = await performAsGM(
      { combatUuid: combat.uuid!, command: { type: "setRange", a: cid, b: bid, range: "close" } },
      user("bob") as never,
    );
    expect(r2.refusal?.reason).toBe("gmOnly");
    expect(JSON.stringify(combat.toObject())).toBe(before);
    // players see no range buttons and no GM controls
    const v = view(combat, "alice");
    expect(v.rows.flatMap((row) => row.ranges).every((x) => !x.editable)).toBe(true);
    expect(v.controls).toEqual({
      rollInitiative: false,
      resolveMissiles: false,
      endRound: false,
      stepBack: false,
      setup: false,
    });
  });

  it("the GM-only tools refuse players outright", async () => {
    const { combat, ids } = await combatOf([
      { actor: await corsair(), side: "pirates" },
      { actor: await beowulf(), side: "traders" },
    ]);
    const before = JSON.stringify(combat.toObject());
    await as("alice", async () => {
      expect(await setPairRange(combat as never, ids[0], ids[1], "close")).toBe(false);
      expect(await stepBack(combat as never)).toBe(false);
      expect(await applySetup(combat as never, { sides: {}, aware: {}, range: "close" })).toBe(false);
    });
    expect(JSON.stringify(combat.toObject())).toBe(before);
  });
});

describe("reactions: refresh and budget", () => {
  it("a dodge spends one of the ship's reactions; the next round refreshes them from its initiative", async () => {
    const { combat, cid, bid } = await corsairFirstAtLong();
    expect(view(combat).rows.find((r) => r.id === bid)!.reactions).toEqual({ left: 2, total: 2 });
    // the Corsair's particle beam at Long (Average): 2D6 = 10 hits, damage 3D6 = 9
    const { perform } = await import("../../../src/play/perform");
    scriptTotals([10, 2], [9, 3]);
    const shot = await perform({ type: "attack", shipId: cid, seat: 0, targetId: bid }, { combat: combat as never });
    expect(shot.ok).toBe(true);
    const attackId = (shot.events.find((e) => e.type === "attackRolled") as { attackId: string }).attackId;
    scriptTotals([8, 2]); // Jane dodges: Piloting 2 + 8
    const dodge = await as("alice", () =>
      perform({ type: "dodge", shipId: bid, attackId }, { combat: combat as never }),
    );
    expect(dodge.refusal).toBeUndefined();
    expect(view(combat, "alice").rows.find((r) => r.id === bid)!.reactions).toEqual({ left: 1, total: 2 });
    // the Corsair's turn ends (its damage lands), Beowulf's too: round 2, reactions back to 2
    await call("endShipTurn", combat, button({}, cid));
    await call("endShipTurn", combat, button({}, bid));
    expect(combat.round).toBe(2);
    expect(view(combat).rows.find((r) => r.id === bid)!.reactions).toEqual({ left: 2, total: 2 });
  });
});

describe("missiles in flight", () => {
  it("a salvo launched at Very Long range arrives two turns later, with point defense offered", async () => {
    const b = await beowulf();
    const l = await lancer();
    const { combat, ids } = await combatOf([
      { actor: l, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [lid, bid] = ids;
    await applySetup(combat as never, {
      range: "veryLong",
      sides: { [lid]: "pirates", [bid]: "traders" },
      aware: { [lid]: true, [bid]: true },
    });
    expect(memoryOf(combat).ranges).toEqual({ [[lid, bid].sort().join("|")]: "veryLong" });
    scriptTotals([9, 2], [5, 2]); // Lancer 9 + 1 (Thrust 4 beats 2) = 10 first; Beowulf 5
    await combat.rollInitiative();
    const { perform } = await import("../../../src/play/perform");
    scriptTotals([9, 2]); // launch check: skill 1 + 9 = 10 → Effect 2 → the missile needs 7+
    expect(
      (await perform({ type: "attack", shipId: lid, seat: 0, targetId: bid }, { combat: combat as never })).refusal,
    ).toBeUndefined();
    let salvo = view(combat, "alice").salvos[0];
    expect(salvo).toMatchObject({
      attacker: "Lancer",
      target: "Beowulf",
      count: 1,
      turnsToImpact: 2,
      arriving: false,
      toHit: 7,
    });
    expect(memoryOf(combat).salvos[0].impactRound).toBe(3);

    await combat.nextTurn(); // GM: ends the Lancer's turn
    await combat.nextTurn(); // ends Beowulf's: round 2
    expect(combat.round).toBe(2);
    expect(view(combat).salvos[0].turnsToImpact).toBe(1);
    await combat.nextTurn();
    scriptTotals([10, 2], [4, 1]); // round 3: the missile arrives and rolls 10 to hit (damage 1D6 = 4)
    await combat.nextTurn();
    expect(combat.round).toBe(3);
    const v = view(combat, "alice");
    expect(v.phase.key).toBe("missiles");
    salvo = v.salvos[0];
    expect(salvo).toMatchObject({ arriving: true, turnsToImpact: 0 });
    expect(v.pendingMissiles).toHaveLength(1);
    expect(v.pendingMissiles[0].targetId).toBe(bid);
    expect(v.pendingMissiles[0].reactions.map((x) => x.type)).toEqual(
      expect.arrayContaining(["pointDefense", "dodge"]),
    );
    // Alice's gunner shoots it down (Turret Weapons 1 + 2D6 = 9 → 10, a success), then the GM closes the window
    const attackId = v.pendingMissiles[0].attackId;
    scriptTotals([9, 2]);
    const pd = await as("alice", () =>
      perform({ type: "pointDefense", shipId: bid, seat: 1, attackId, maxShots: 1 }, { combat: combat as never }),
    );
    expect(pd.refusal).toBeUndefined();
    expect(pd.events.map((e) => e.type)).toContain("missileDestroyed");
    expect(view(combat, "alice").rows.find((r) => r.id === bid)!.reactions!.left).toBe(
      view(combat, "alice").rows.find((r) => r.id === bid)!.reactions!.total - 1,
    );
    expect(view(combat).controls.resolveMissiles).toBe(true);
    await call("resolveMissiles", combat);
    const after = view(combat);
    expect(after.phase.key).toBe("turn");
    expect(after.salvos).toEqual([]);
    expect(after.pendingMissiles).toEqual([]);
    expect((b.system as unknown as { hull: { value: number } }).hull.value).toBe(8);
  });
});

describe("ranges", () => {
  it("bands follow token distance on a scene with a kilometre scale; a GM override is respected; 'auto' unpins", async () => {
    const scene = makeScene({ grid: { size: 100, distance: 1000, units: "km" } });
    const { combat, ids, tokens } = await combatOf(
      [
        { actor: await corsair(), side: "pirates", at: [0, 0] },
        { actor: await beowulf(), side: "traders", at: [1, 0] },
        { actor: await corsair("Second Corsair"), side: "pirates", at: [0, 30] },
      ],
      scene,
    );
    const [c1, bid, c2] = ids;
    const key = (a: string, b: string) => [a, b].sort().join("|");
    // Beowulf moves 20 spaces away: 20,000 km from the first Corsair (Long); the second is ~36,000 km (Very Long)
    await tokens[1]!.update({ x: 2100, y: 0 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("long");
    expect(memoryOf(combat).ranges[key(c2, bid)]).toBe("veryLong");
    // the GM pins Beowulf–Corsair at Short; the token moving again leaves that pair alone
    expect(await setPairRange(combat as never, c1, bid, "short")).toBe(true);
    expect(readOverrides(combat as never)).toEqual([key(c1, bid)]);
    await tokens[1]!.update({ x: 5000 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("short");
    expect(memoryOf(combat).ranges[key(c2, bid)]).toBe("distant");
    // back to the tokens: the pair is derived again
    expect(await setPairRange(combat as never, c1, bid, "auto")).toBe(true);
    expect(readOverrides(combat as never)).toEqual([]);
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("veryLong"); // 50 spaces: 50,000 km
    // a bad band from a stale form changes nothing
    expect(await setPairRange(combat as never, c1, bid, "ludicrous" as never)).toBe(false);
    expect(memoryOf(combat).ranges[key(c1, bid)]).toBe("veryLong");
  });

  it("only the active GM follows the tokens (two GMs connected)", async () => {
    const scene = makeScene({ grid: { size: 100, distance: 1000, units: "km" } });
    const { combat, ids, tokens } = await combatOf(
      [
        { actor: await corsair(), side: "pirates", at: [0, 0] },
        { actor: await beowulf(), side: "traders", at: [1, 0] },
      ],
      scene,
    );
    const second = new (User as unknown as new (d: unknown) => User.Implementation)({
      _id: "gmUser0000000002",
      name: "Second GM",
      role: 4,
    });
    game.users!.set(second.id!, second as never);
    const key = [ids[0], ids[1]].sort().join("|");
    const before = memoryOf(combat).ranges[key];
    await as(second as never, () => tokens[1]!.update({ x: 2100 }));
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key]).toBe(before);
    await tokens[1]!.update({ x: 2200 });
    await new Promise((r) => setTimeout(r, 0));
    expect(memoryOf(combat).ranges[key]).toBe("long");
  });
});

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
   * with `landing` as the dice of the damage landing: the cards of `kind` that turn posted.
   */
  async function turnEndedWithCards(kind: string, ...landing: [number, number][]) {
    const { CardData: Card } = await import("../../../src/data/chat/card");
    const { perform } = await import("../../../src/play/perform");
    const { b, combat, cid, bid } = await corsairFirstAtLong();
    scriptTotals([11, 2], [12, 3]);
    expect(
      (await perform({ type: "attack", shipId: cid, seat: 0, targetId: bid }, { combat: combat as never })).refusal,
    ).toBeUndefined();
    const cardsOf = () =>
      [...game.messages!.values()].filter((m) => m.system instanceof Card && m.system.kind === kind);
    const before = cardsOf().length;
    scriptTotals(...landing);
    await combat.nextTurn();
    return { b, combat, cards: cardsOf().slice(before) };
  }

  it("the damage card of an attack stepped back is undone and closed; it can no longer be applied", async () => {
    const { requestCardAction } = await import("../../../src/play/apply");
    // the turn ends: the damage lands (location rolls)
    const { b, combat, cards: damage } = await turnEndedWithCards("damage", [8, 2], [7, 2]);
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
    const { combat, cards: crewCards } = await turnEndedWithCards("damage", [8, 2], [7, 2], [12, 2], [1, 1], [6, 2]);
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

describe("robustness", () => {
  it("a ship deleted mid-combat: its traces go, the turn stays on the ship acting, the tracker still renders", async () => {
    const s1 = await corsair("Alpha");
    const s2 = await corsair("Bravo");
    const b = await beowulf();
    const { combat, ids } = await combatOf([
      { actor: s1, side: "pirates" },
      { actor: s2, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    const [a1, a2, bid] = ids;
    scriptTotals([11, 2], [10, 2], [5, 2]); // Alpha 12, Bravo 11, Beowulf 5
    await combat.rollInitiative();
    await combat.nextTurn(); // Alpha done → Bravo acting
    expect(view(combat).current?.id).toBe(a2);
    await combat.combatants.get(a1)!.delete();
    await new Promise((r) => setTimeout(r, 0));
    const v = view(combat);
    expect(v.rows.map((r) => r.id)).toEqual([a2, bid]);
    expect(v.current?.id).toBe(a2);
    expect(Object.keys(memoryOf(combat).ranges).some((k) => k.includes(a1))).toBe(false);
    await combat.nextTurn();
    expect(view(combat).current?.id).toBe(bid);
  });

  it("a token without an actor, and an actor that is not a ship, take no part and break nothing", async () => {
    const person = await Actor.create({ name: "Stowaway", type: "crew" } as never);
    const { combat, ids } = await combatOf([
      { actor: await corsair(), side: "pirates" },
      { actor: null, name: "Debris" },
      { actor: person as Actor.Implementation, name: "Stowaway" },
      { actor: await beowulf(), side: "traders" },
    ]);
    const v = view(combat);
    expect(v.rows.map((r) => r.id)).toEqual([ids[0], ids[3]]);
    expect(v.problems.map((p) => [p.name, p.reason])).toEqual([
      ["Debris", "CEPHEUS.Tracker.Problem.noActor"],
      ["Stowaway", "CEPHEUS.Tracker.Problem.notShip"],
    ]);
    scriptTotals([9, 2], [5, 2]);
    await combat.rollInitiative();
    expect(errors()).toEqual([]);
    expect(view(combat).rows.map((r) => r.initiative)).toEqual([10, 5]);
    // clicking a button of the debris row is refused with a message
    await call("delay", combat, button({}, ids[1]));
    expect(warnings()).toContain(game.i18n!.localize("CEPHEUS.Tracker.Notify.StaleShip"));
  });

  it("a combat from before the system (no engagement data) is migrated on load; a reload mid-turn loses nothing", async () => {
    const b = await beowulf();
    const c = await corsair();
    const { combat, ids } = await combatOf([
      { actor: c, side: "pirates" },
      { actor: b, side: "traders" },
    ]);
    scriptTotals([9, 2], [5, 2]);
    await combat.rollInitiative();
    const { perform } = await import("../../../src/play/perform");
    scriptTotals([4, 2]); // a miss, pending until the turn ends
    await perform({ type: "attack", shipId: ids[0], seat: 0, targetId: ids[1] }, { combat: combat as never });
    // "reload": a new document from the stored source, as a client that just connected would build it
    const source = combat.toObject() as Record<string, unknown>;
    const reloaded = new (Combat as unknown as new (d: unknown) => Combat.Implementation)(structuredClone(source));
    const before = view(combat);
    const after = view(reloaded);
    expect(after.rows).toEqual(before.rows);
    expect(after.current).toEqual(before.current);
    // an old combat: no system data at all, combatants without ship state
    const legacy = new (Combat as unknown as new (d: unknown) => Combat.Implementation)({
      _id: "legacyCombat0001",
      type: "base",
      round: 0,
      combatants: [{ _id: "legacyShip000001", type: "base", actorId: c.id, name: "Corsair" }],
    });
    const v = view(legacy);
    expect(v.hasEngagement).toBe(true);
    expect(v.rows.map((r) => r.name)).toEqual(["Corsair"]);
  });
});
