// The ship sheet's help button: in the sheet header for everyone who can see the sheet (also read-only), labelled
// for screen readers, and opening the guide's page on players at their stations.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { guidePageUuid } from "../../../src/links/guide-links";
import { as, bootSystem, USERS } from "../../harness";
import { sheetWorld } from "../../fixtures/world";

beforeAll(bootSystem);
afterEach(() => vi.restoreAllMocks());

const html = (sheet: ShipSheet) =>
  Object.values((sheet as unknown as { partsHTML: Record<string, string> }).partsHTML).join("");

describe("the ship sheet's guide button", () => {
  it("is in the header, labelled, and kept usable on a sheet the viewer may only look at", async () => {
    const w = await sheetWorld({ observers: [USERS.alice._id] });
    const sheet = new ShipSheet({ document: w.frigate });
    await as("alice", () => sheet.render({ force: true }));
    const header = /<header class="sheet-header">[\s\S]*?<\/header>/.exec(html(sheet))?.[0] ?? "";
    const button = /<button[^>]*data-action="openGuide"[^>]*>/.exec(header)?.[0] ?? "";
    expect(button).toContain("data-keep-enabled");
    expect(button).toContain(`aria-label="${game.i18n!.localize("CEPHEUS.Guide.OpenStations")}"`);
  });

  it("opens the guide at the stations page", async () => {
    const w = await sheetWorld();
    const sheet = new ShipSheet({ document: w.frigate });
    const shown: unknown[] = [];
    const lookup = vi
      .spyOn(globalThis as unknown as { fromUuid(u: string): Promise<unknown> }, "fromUuid")
      .mockResolvedValue({ id: "page", parent: { sheet: { render: (o: unknown) => shown.push(o) } } });
    const action = (sheet.options as unknown as { actions: Record<string, (this: unknown) => Promise<void>> }).actions
      .openGuide;
    await action.call(sheet);
    expect(lookup).toHaveBeenCalledWith(guidePageUuid("stations"));
    expect(shown).toEqual([{ force: true, pageId: "page" }]);
  });
});
