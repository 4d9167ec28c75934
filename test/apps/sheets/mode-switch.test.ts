// The ship sheet as rendered: the header's Play | Edit switch names both modes and presses the one the sheet is in (a
// click on the other switches), and in Edit every open place has the "Seat crew…" picker, whose choices name a crew
// member seated aboard with their station, or say that there is no crew actor to seat.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import { beforeAll, describe, expect, it } from "vitest";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { bootSystem } from "../../harness";
import { engaged, html, L } from "./sheet-steps";

beforeAll(bootSystem);

const actions = ShipSheet.DEFAULT_OPTIONS.actions as unknown as Record<
  string,
  (this: ShipSheet, e: unknown, target: { dataset: Record<string, string> }) => Promise<void>
>;

/** The switch's buttons: [label, aria-pressed] in order. */
const switchOf = (sheet: ShipSheet) =>
  [
    ...html(sheet).header!.matchAll(
      /<button[^>]*data-mode="(\w+)"[^>]*aria-pressed="(\w+)"[^>]*>.*?<\/i> ([^<]+)<\/button>/g,
    ),
  ].map((m) => [m[1], m[2], m[3]!.trim()]);

describe("the ship sheet's mode switch and Seat crew… picker", () => {
  it("presses the mode the sheet is in; the other button switches to its mode", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    expect(sheet.mode).toBe("play");
    expect(switchOf(sheet)).toEqual([
      ["play", "true", L("CEPHEUS.Sheet.Mode.play")],
      ["edit", "false", L("CEPHEUS.Sheet.Mode.edit")],
    ]);
    expect(html(sheet).header).toContain(`aria-label="${L("CEPHEUS.Sheet.Mode.label")}"`);
    await actions.setMode!.call(sheet, {}, { dataset: { mode: "edit" } });
    expect(sheet.mode).toBe("edit");
    expect(switchOf(sheet).map(([mode, pressed]) => [mode, pressed])).toEqual([
      ["play", "false"],
      ["edit", "true"],
    ]);
  });

  it("in Edit, every open place has the picker; a seated crew member is named with their station", async () => {
    const w = await engaged();
    const sheet = new ShipSheet({ document: w.frigate });
    await sheet.render({ force: true });
    await sheet.setMode("edit");
    const stations = html(sheet).stations!;
    const open = stations.match(/class="empty-seat"/g)?.length ?? 0;
    const pickers = stations.match(/<select class="seat-crew"/g)?.length ?? 0;
    expect(open).toBeGreaterThan(0);
    expect(pickers).toBe(open);
    const seated = sheet.view!.seatChoices.find((c) => c.at)!;
    const named = game.i18n!.format("CEPHEUS.Sheet.Seat.PickerMove", { name: seated.name, station: L(seated.at!) });
    expect(stations).toContain(`<option value="${seated.uuid}">${named}</option>`);
    expect(stations).not.toContain(L("CEPHEUS.Sheet.Seat.PickerNone"));
  });
});
