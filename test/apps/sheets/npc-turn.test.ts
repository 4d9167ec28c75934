// The ship sheet's "Play turn" and "Preview turn" (GM): in the header of a ship no player owns, in its turn, as
// buttons a keyboard reaches; absent for players, for a player's ship and outside the ship's turn; a click plays the
// turn through the same path as the tracker row's button.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { perform } from "../../../src/play/perform";
import { loadEngagement } from "../../../src/play/load";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { as, bootSystem, notifications, scriptTotals, USERS } from "../../harness";
import { sheetWorld } from "../../fixtures/world";
import { cards } from "../../chat/posted";

beforeAll(bootSystem);

const ALICE = USERS.alice._id;

/** The frigate (no player owns it: Alice and Bob observe it) in its turn against the corsair. */
async function frigateTurn() {
  const w = await sheetWorld({ playerId: ALICE, observers: [ALICE, USERS.bob._id] });
  scriptTotals([10, 2], [8, 2], [5, 2]);
  expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
  expect((await perform({ type: "setRange", a: w.fid, b: w.cid, range: "short" }, { combat: w.combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(w.combat!))).toBe(w.fid);
  return w;
}

const header = (sheet: ShipSheet) => (sheet as unknown as { partsHTML: Record<string, string> }).partsHTML.header;
const actions = ShipSheet.DEFAULT_OPTIONS.actions as unknown as Record<string, (this: ShipSheet) => Promise<void>>;

const api = foundry.applications.api as unknown as Record<string, unknown>;
const original = api.DialogV2;
afterEach(() => {
  api.DialogV2 = original;
});

describe("the ship sheet's NPC crew buttons", () => {
  it("the GM has Play turn and Preview turn, labelled buttons, on an NPC ship's sheet in its turn", async () => {
    const w = await frigateTurn();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    expect(sheet.view?.npcTurn).toBe(true);
    const html = header(sheet);
    for (const [action, key] of [
      ["playNpcTurn", "CEPHEUS.NpcCrew.PlayTurn"],
      ["previewNpcTurn", "CEPHEUS.NpcCrew.Preview"],
    ]) {
      const button = new RegExp(`<button type="button"[^>]*data-action="${action}"[^>]*>[\\s\\S]*?</button>`).exec(
        html,
      )?.[0];
      expect(button, action).toBeDefined();
      // a real button (Tab reaches it, Enter presses it) whose text is its name
      expect(button).toContain(game.i18n!.localize(key));
      expect(button).not.toMatch(/tabindex="-1"|disabled/);
    }
    // the corsair's sheet, not in its turn, has none
    const other = new ShipSheet({ document: w.corsair });
    await other.render({ force: true });
    expect(other.view?.npcTurn).toBe(false);
    expect(header(other)).not.toContain("playNpcTurn");
  });

  it("a player never sees them, and a ship a player owns has none even for the GM", async () => {
    const w = await frigateTurn();
    const sheet = new ShipSheet({ document: w.frigate });
    await as("alice", () => sheet.render({ force: true }));
    expect(header(sheet)).not.toContain("NpcTurn");
    await w.frigate.update({ ownership: { [ALICE]: 3 } } as never);
    const gm = new ShipSheet({ document: w.frigate });
    await gm.render({ force: true });
    expect(gm.view?.npcTurn).toBe(false);
    expect(header(gm)).not.toContain("NpcTurn");
  });

  it("Play turn plays the whole turn through the tracker's path: the crew's cards, then the corsair's turn", async () => {
    const w = await frigateTurn();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    const before = cards().length;
    await actions.playNpcTurn.call(sheet);
    const posted = cards().slice(before);
    expect(posted.length).toBeGreaterThan(0);
    expect(posted.some((m) => m.content.includes('<p class="card-line npc-reason"'))).toBe(true);
    expect(currentShipId(loadEngagement(w.combat!))).toBe(w.cid);
    expect(notifications.messages.at(-1)?.message).toMatch(/crew took \d+ actions/);
  });

  it("Preview turn opens the plan; a player clicking it is refused with a reason and nothing changes", async () => {
    const w = await frigateTurn();
    const shown: string[] = [];
    api.DialogV2 = {
      wait: async (config: { content: string }) => {
        shown.push(config.content);
        return "takeOver";
      },
    };
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    const memory = JSON.stringify(loadEngagement(w.combat!).memory);
    await actions.previewNpcTurn.call(sheet);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('<select name="seat-');
    await as("alice", () => actions.playNpcTurn.call(sheet));
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.gmOnly"));
    expect(JSON.stringify(loadEngagement(w.combat!).memory)).toBe(memory);
  });
});
