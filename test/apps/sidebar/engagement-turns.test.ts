// The tracker through the Foundry stand-in, the real bridge (perform) and the rules engine: its registration,
// initiative and turn order, who may do what, and the reactions a ship has each round.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { performAsGM } from "../../../src/play/perform";
import { setPairRange } from "../../../src/apps/sidebar/control";
import { applySetup } from "../../../src/apps/sidebar/control/setup";
import { stepBack } from "../../../src/play/checkpoints";
import { as, diceLeft, errors, isV14, scriptTotals, user } from "../../harness";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, memoryOf, shipStateOf } from "../../fixtures/world";
import { button } from "./button";
import { call, corsairFirstAtLong, view, warnings } from "./tracker-steps";

beforeAll(bootSystem);
// every scripted die is rolled: a script that drifts from the rules fails here, not silently later
afterEach(() => expect(diceLeft()).toBe(0));

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
