// A ship's small craft on its sheet (rulings R112, R113): a small craft dropped on the ship is carried in its hangars
// and listed on the Details tab, taken out with its button; what cannot be carried is refused with its message; a
// pilot is offered Launch Craft and Recover Craft only on a ship that carries craft.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/macros";
import { beforeAll, describe, expect, it } from "vitest";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import type { ShipData } from "../../../src/data/actor/ship";
import { as, bootSystem } from "../../harness";
import { ship } from "../../fixtures/world";
import { ALICE, engaged, html, L, warnings } from "./sheet-steps";

beforeAll(bootSystem);

const craftOf = (a: Actor.Implementation) => [...((a.system as ShipData).craft ?? [])];

function fighter(owner: string | null = null) {
  return ship({
    name: "Fighter",
    owner,
    system: { tons: 10, hull: { value: 0, max: 0 }, structure: { value: 1, max: 1 }, thrust: 6 },
  });
}

/** The buttons of the frigate's pilot seat, by action. */
function pilotButtons(sheet: ShipSheet): string[] {
  const seat = sheet.view!.stations.find((s) => s.position === "pilot")!.slots[0].seats[0];
  return seat.own.map((b) => b.action);
}

describe("small craft on the ship sheet", () => {
  it("a fighter dropped on the ship is carried, listed on Details, offered to the pilot, and taken out again", async () => {
    const w = await engaged();
    const f = await fighter();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    expect(pilotButtons(sheet)).not.toContain("launchCraft");
    expect(html(sheet).details).toContain(L("CEPHEUS.SmallCraft.None"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: f.uuid }, null)).toBe(true);
    expect(craftOf(w.frigate)).toEqual([f.uuid]);
    // in Edit (the remove buttons are editing controls)
    await sheet.setMode("edit");
    await sheet.render({ force: true });
    expect(sheet.view!.craft).toEqual([expect.objectContaining({ key: f.uuid, out: false })]);
    expect(html(sheet).details).toContain(`<span class="craft-name">Fighter</span>`);
    expect(html(sheet).details).toContain('data-action="removeCraft"');
    expect(pilotButtons(sheet)).toEqual(expect.arrayContaining(["launchCraft", "recoverCraft"]));
    // taken out with its button
    const remove = sheet.options.actions.removeCraft as (e: unknown, t: HTMLElement) => Promise<void>;
    await remove.call(sheet, {}, { dataset: { craft: f.uuid }, closest: () => null } as unknown as HTMLElement);
    expect(craftOf(w.frigate)).toEqual([]);
  });

  it("refuses a ship too large, the ship itself, a craft twice, and a player's craft not theirs", async () => {
    const w = await engaged();
    const f = await fighter();
    const sheet = new ShipSheet({ document: w.frigate });
    expect(await sheet.handleDrop({ type: "Actor", uuid: w.corsair.uuid }, null)).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.SmallCraft.Drop.tooLarge"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: w.frigate.uuid }, null)).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.SmallCraft.Drop.self"));
    expect(await sheet.handleDrop({ type: "Actor", uuid: f.uuid }, null)).toBe(true);
    expect(await sheet.handleDrop({ type: "Actor", uuid: f.uuid }, null)).toBe(false);
    expect(warnings().at(-1)).toBe(game.i18n!.format("CEPHEUS.SmallCraft.Drop.already", { name: "Fighter" }));
    // a ship on a station still cannot crew it
    expect(await sheet.handleDrop({ type: "Actor", uuid: f.uuid }, { position: "navigator" })).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.Sheet.Seat.Drop.ship"));
    expect(craftOf(w.frigate)).toEqual([f.uuid]);
    // Alice's own ship: the GM's fighter is not hers to carry
    const own = await ship({ name: "Alice's Carrier", owner: ALICE, system: { tons: 200 } });
    const hers = new ShipSheet({ document: own });
    expect(await as("alice", () => hers.handleDrop({ type: "Actor", uuid: f.uuid }, null))).toBe(false);
    expect(warnings().at(-1)).toBe(L("CEPHEUS.SmallCraft.Drop.notYours"));
    const mine = await fighter(ALICE);
    expect(await as("alice", () => hers.handleDrop({ type: "Actor", uuid: mine.uuid }, null))).toBe(true);
    expect(craftOf(own)).toEqual([mine.uuid]);
  });
});
