// Combat tracker docks and carousels (Combat Tracker Dock, Combat Carousel, ...) read core's own combat data, not our
// tracker: they sort `combat.combatants` with `combat._sortCombatants` passed unbound, mark the active one where
// `combat.turns.indexOf(combatant) === combat.turn`, show `combatant.initiative`, hide or grey `isDefeated` ones, and
// read `combat.round` / `combat.started` (theripper93/combat-tracker-dock, commit 4ff9ee92, scripts/app/CombatDock.js
// and scripts/app/CombatantPortrait.js). The engagement keeps all of it true as it runs; only a module's own
// turn change is refused (the engagement's turn is its own: docs/internals.md, "Engagement memory").
import { beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../../src/play/apply";
import { engagementMemory } from "../../../src/data/engagement-snapshot";
import { loadEngagement } from "../../../src/play/load";
import { perform } from "../../../src/play/perform";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { notifications, scriptTotals } from "../../harness";
import { engaged } from "../../chat/helpers";
import { bootSystem } from "../../fixtures/world";
import { cards } from "../../chat/posted";

beforeAll(bootSystem);

type C = Combatant.Implementation & { isDefeated: boolean };

/** What a dock reads, read the way Combat Tracker Dock reads it. */
function dockView(combat: Combat.Implementation) {
  const sort = (combat as unknown as { _sortCombatants(a: C, b: C): number })._sortCombatants;
  const sorted = [...(combat.combatants.contents as C[])].sort(sort); // unbound, as the dock passes it
  return {
    sorted: sorted.map((c) => c.id),
    turns: (combat.turns as C[]).map((c) => c.id),
    active: sorted.filter((c) => (combat.turns as C[]).indexOf(c) === combat.turn).map((c) => c.id),
    current: combat.combatant?.id ?? null,
    initiative: Object.fromEntries(sorted.map((c) => [c.id, c.initiative])),
    defeated: sorted.filter((c) => c.isDefeated).map((c) => c.id),
    round: combat.round,
    started: (combat as unknown as { started: boolean }).started,
  };
}

describe("core's tracker data, as a dock reads it", () => {
  it("order, acting ship, initiative and round follow the engagement turn by turn", async () => {
    const w = await engaged("long");
    const memory = () => engagementMemory(w.combat);
    let dock = dockView(w.combat);
    expect(dock.started).toBe(true);
    expect(dock.round).toBe(1);
    expect(dock.sorted).toEqual(memory().order);
    expect(dock.turns).toEqual(dock.sorted);
    expect(dock.active).toEqual([w.cid]);
    expect(dock.current).toBe(currentShipId(loadEngagement(w.combat)));
    expect(dock.initiative).toEqual({
      [w.cid]: memory().ships[w.cid].initiative,
      [w.bid]: memory().ships[w.bid].initiative,
    });
    expect(dock.initiative[w.cid]).toBeGreaterThan(dock.initiative[w.bid]!);

    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    dock = dockView(w.combat);
    expect(dock.active).toEqual([w.bid]);
    expect(dock.current).toBe(w.bid);
    expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
    dock = dockView(w.combat);
    expect(dock.round).toBe(2);
    expect(dock.active).toEqual([w.cid]);
    expect(dock.sorted).toEqual(memory().order);
  });

  it("a destroyed ship shows as defeated once its damage is applied, and not after Undo", async () => {
    const w = await engaged("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
    });
    scriptTotals([8, 2], [3, 1]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect(dockView(w.combat).defeated).toEqual([w.bid]);
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    expect(dockView(w.combat).defeated).toEqual([]);
  });

  it("a dock's own turn change (a click on a portrait) is refused with a message, and changes nothing", async () => {
    const w = await engaged("long");
    const before = dockView(w.combat);
    const warned = notifications.messages.length;
    await w.combat.update({ turn: before.sorted.indexOf(w.bid) } as never);
    expect(dockView(w.combat)).toEqual(before);
    expect(notifications.messages.slice(warned).map((m: { message: string }) => m.message)).toContain(
      game.i18n!.localize("CEPHEUS.Tracker.Notify.TurnIsEngine"),
    );
  });
});
