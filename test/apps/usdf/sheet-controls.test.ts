// The ship sheet's header offers the USDF actions: "Copy ship description" to anyone who can see the sheet,
// "Import ship from text" to those who may create actors.
import { beforeAll, describe, expect, it } from "vitest";
import "../../harness/install-rendering";
import "../../harness/usdf-runtime";
import { clipboard } from "../../harness/usdf-runtime";
import { as, bootSystem } from "../../harness";
import { ShipSheet } from "../../../src/apps/sheets/ship-sheet";
import { importShipFromText } from "../../../src/apps/usdf/load";

beforeAll(bootSystem);

const TEXT = "TL9 Brick\nUsing a 100-ton hull (2 Hull, 2 Structure), the Brick hauls bricks. It mounts no drives.";

type Control = { action: string; label: string; visible: boolean };
const controls = (sheet: ShipSheet) => (sheet as unknown as { _getHeaderControls(): Control[] })._getHeaderControls();

describe("ship sheet header controls", () => {
  it("copy the ship's description to the clipboard from the sheet", async () => {
    const r = await importShipFromText(TEXT, { notify: false });
    if (!r.ok) throw new Error(r.message);
    const sheet = new ShipSheet({ document: r.actor as never });
    const list = controls(sheet);
    expect(list.find((c) => c.action === "usdfExport")).toMatchObject({ label: "CEPHEUS.USDF.Export", visible: true });
    expect(list.find((c) => c.action === "usdfImport")?.visible).toBe(true);
    const before = clipboard.copied.length;
    await (sheet.options.actions.usdfExport as (this: ShipSheet) => Promise<void>).call(sheet);
    expect(clipboard.copied).toHaveLength(before + 1);
    expect(clipboard.copied.at(-1)).toMatch(/^TL9 Brick\n/);
  });

  it("a player who may not create actors sees Copy but not Import", async () => {
    const r = await importShipFromText(TEXT, { notify: false });
    if (!r.ok) throw new Error(r.message);
    const sheet = new ShipSheet({ document: r.actor as never });
    const list = await as("bob", async () => controls(sheet));
    expect(list.find((c) => c.action === "usdfExport")?.visible).toBe(true);
    expect(list.find((c) => c.action === "usdfImport")?.visible).toBe(false);
  });
});
