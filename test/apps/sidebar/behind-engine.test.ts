// Nothing changes initiative, the turn or the round behind the engine: every core menu entry and method that would
// (from the tracker, a macro or a module) either runs an engine command or is refused with a localised message and
// changes nothing. Core's own paths are the stand-in's (test/harness/README.md, "Combat turns").
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadEngagement } from "../../../src/play/load";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { as, diceLeft, isV14, notifications, scriptTotals } from "../../harness";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair } from "../../fixtures/world";

beforeAll(bootSystem);
afterEach(() => expect(diceLeft()).toBe(0));

const L = (key: string) => game.i18n!.localize(key);
const INITIATIVE = () => L("CEPHEUS.Tracker.Notify.InitiativeIsEngine");
const TURN = () => L("CEPHEUS.Tracker.Notify.TurnIsEngine");
const warnings = () => notifications.messages.filter((m) => m.type === "warn").map((m) => m.message);
const acting = (combat: Combat.Implementation) => currentShipId(loadEngagement(combat as never)) ?? null;
/** Everything stored: the combat with its combatants. */
const stored = (combat: Combat.Implementation) => JSON.stringify(combat.toObject());

type Any = any;

/** The Corsair against Beowulf, before initiative. */
async function fresh() {
  const b = await beowulf();
  const c = await corsair();
  const { combat, ids } = await combatOf([
    { actor: c, side: "pirates" },
    { actor: b, side: "traders" },
  ]);
  return { combat, cid: ids[0], bid: ids[1] };
}

/** The same in round 1, the Corsair acting. */
async function started() {
  const w = await fresh();
  scriptTotals([9, 2], [5, 2]);
  await w.combat.rollInitiative();
  expect(acting(w.combat)).toBe(w.cid);
  notifications.messages.length = 0;
  return w;
}

/** `run` is refused with `message` (a warning) and changes nothing stored. */
async function refused(combat: Combat.Implementation, message: string, run: () => Promise<unknown> | unknown) {
  const before = stored(combat);
  await run();
  expect(warnings()).toContain(message);
  expect(stored(combat)).toBe(before);
  notifications.messages.length = 0;
}

describe("core's initiative paths", () => {
  it("Roll All, Roll NPCs, Begin and a combatant's roll all roll the engagement's initiative (every ship at once)", async () => {
    for (const roll of [
      (c: Any) => c.rollAll(),
      (c: Any) => c.rollNPC(),
      (c: Any) => c.startCombat(),
      (c: Any, id: string) => c.rollInitiative([id]),
      (c: Any, id: string) => c.combatants.get(id).rollInitiative(),
    ]) {
      const { combat, cid, bid } = await fresh();
      scriptTotals([9, 2], [5, 2]);
      await roll(combat, bid);
      expect([combat.round, acting(combat)]).toEqual([1, cid]);
      expect(combat.combatants.get(bid)!.initiative).not.toBeNull();
      expect(combat.combatants.get(cid)!.initiative).not.toBeNull();
      await combat.delete();
    }
  });

  it("once rolled, rolling again is the engine's refusal: nothing changes", async () => {
    const { combat, bid } = await started();
    const before = stored(combat);
    await combat.rollAll();
    await (combat.combatants.get(bid) as Any).rollInitiative();
    expect(warnings().length).toBe(2);
    expect(stored(combat)).toBe(before);
  });

  it("Reset Initiative (resetAll) is refused, and the encounter menu no longer offers it", async () => {
    const { combat } = await started();
    await refused(combat, INITIATIVE(), () => combat.resetAll());
    const Tracker = CONFIG.ui.combat as unknown as new (o: unknown) => {
      _getCombatContextOptions(): { name?: string; label?: string }[];
    };
    // v13 names the entries, v14 labels them (ContextMenuEntry)
    const names = new Tracker({ combat })._getCombatContextOptions().map((e) => (isV14 ? e.label : e.name));
    expect(names).not.toContain("COMBAT.InitiativeReset");
    expect(names).toContain("COMBAT.Delete");
  });

  it("Reset Initiative before initiative has nothing to reset: no message, nothing changed", async () => {
    const { combat } = await fresh();
    const before = stored(combat);
    await combat.resetAll();
    expect(warnings()).toEqual([]);
    expect(stored(combat)).toBe(before);
  });

  it("setInitiative, a combatant's initiative written by a macro or module, and the context menu's Clear are refused", async () => {
    const { combat, cid, bid } = await started();
    await refused(combat, INITIATIVE(), () => combat.setInitiative(bid, 20));
    await refused(combat, INITIATIVE(), () => combat.combatants.get(bid)!.update({ initiative: 20 } as never));
    await refused(combat, INITIATIVE(), () => combat.combatants.get(cid)!.update({ initiative: null } as never));
    await refused(combat, INITIATIVE(), () =>
      combat.updateEmbeddedDocuments("Combatant", [{ _id: cid, initiative: 1 }] as never),
    );
    // a player for their own ship too (core lets an owner write their combatant's initiative)
    await refused(combat, INITIATIVE(), () =>
      as("alice", () => combat.combatants.get(bid)!.update({ initiative: 20 } as never)),
    );
    // other combatant fields are not the engine's: core's Hide still works
    await combat.combatants.get(bid)!.update({ hidden: true } as never);
    expect(combat.combatants.get(bid)!.hidden).toBe(true);
  });

  it("the tracker's initiative input is refused; its combatant menu hides Clear and Reroll", async () => {
    const { combat, bid } = await started();
    const Tracker = CONFIG.ui.combat as unknown as new (o: unknown) => {
      _onUpdateInitiative(e: unknown): unknown;
      _getEntryContextOptions(): { name: string }[];
    };
    const tracker = new Tracker({ combat });
    const input = {
      value: "+3",
      closest: (s: string) => (s === "[data-combatant-id]" ? { dataset: { combatantId: bid } } : null),
    };
    await refused(combat, INITIATIVE(), () => tracker._onUpdateInitiative({ target: input }));
    input.value = "18";
    await refused(combat, INITIATIVE(), () => tracker._onUpdateInitiative({ target: input }));
    const names = tracker._getEntryContextOptions().map((e) => e.name);
    expect(names).not.toContain("COMBAT.CombatantClear");
    expect(names).not.toContain("COMBAT.CombatantReroll");
  });
});

describe("core's turn and round paths", () => {
  it("Next Turn ends the acting ship's turn through the engine; Previous Turn steps back", async () => {
    const { combat, cid, bid } = await started();
    await combat.nextTurn();
    expect(acting(combat)).toBe(bid);
    await combat.previousTurn();
    expect(acting(combat)).toBe(cid);
  });

  it("Next Round asks the engine to end the round (refused while ships have yet to act); Previous Round steps back", async () => {
    const { combat, cid, bid } = await started();
    const before = stored(combat);
    await combat.nextRound();
    expect(warnings().length).toBe(1);
    expect(stored(combat)).toBe(before);
    await combat.nextTurn();
    expect(acting(combat)).toBe(bid);
    await combat.previousRound();
    expect([combat.round, acting(combat)]).toEqual([1, cid]);
  });

  it("a direct write of the round, core's turn or the combatants (a macro, a module) is refused", async () => {
    const { combat, cid } = await started();
    await refused(combat, TURN(), () => combat.update({ turn: 1 } as never));
    await refused(combat, TURN(), () => combat.update({ round: 3 } as never));
    await refused(combat, TURN(), () => combat.update({ round: 2, turn: 0 } as never));
    await refused(combat, TURN(), () =>
      combat.update({
        combatants: combat.combatants.map((c: Any) => ({ ...c.toObject(), initiative: null })),
      } as never),
    );
    expect(acting(combat)).toBe(cid);
    // the rest of the Combat is not the engine's: a GM may still rename flags or activate it
    await combat.update({ active: true } as never);
    expect(combat.active).toBe(true);
  });
});
