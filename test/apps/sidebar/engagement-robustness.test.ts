// The tracker through the Foundry stand-in when the world is not as expected: a ship deleted mid-combat, tokens that
// are not ships, a combat from before the system or reloaded mid-turn.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { diceLeft, errors, scriptTotals } from "../../harness";
import "../../harness/sidebar";
import { beowulf, bootSystem, combatOf, corsair, memoryOf } from "../../fixtures/world";
import { button } from "./button";
import { call, view, warnings } from "./tracker-steps";

beforeAll(bootSystem);
// every scripted die is rolled: a script that drifts from the rules fails here, not silently later
afterEach(() => expect(diceLeft()).toBe(0));

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
