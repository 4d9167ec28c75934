// The USDF entry points of the main module (src/apps/usdf/load.ts): each loads the USDF chunk (src/apps/usdf/usdf.ts)
// on first use and calls into it. What a click, a sheet action and game.system.api.usdf get; what a failed load
// does (a localised error, nothing created, nothing copied). The built files themselves: test/bundle/bundle.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import "../../harness/usdf-runtime";
import { clipboard } from "../../harness/usdf-runtime";
import { as, bootSystem, errors } from "../../harness";
import { addImportButton } from "../../../src/apps/usdf/directory";
import { ImportShipDialog } from "../../../src/apps/usdf/import-dialog";
import {
  copyShipDescription,
  importShipFromText,
  loadUsdf,
  openImportDialog,
  shipDescriptionOf,
} from "../../../src/apps/usdf/load";
import { USDF_SHEET_ACTIONS } from "../../../src/apps/usdf/sheet";
import { FakeElement } from "./fake-dom";

beforeAll(bootSystem);

const TEXT = "TL9 Brick\nUsing a 100-ton hull (2 Hull, 2 Structure), the Brick hauls bricks. It mounts no drives.";
const actors = () => (globalThis as unknown as { game: { actors: Map<string, unknown> } }).game.actors;
const i18n = () => game.i18n!;
const api = () =>
  (game.system as unknown as { api: { usdf: Record<string, (...a: unknown[]) => Promise<unknown>> } }).api.usdf;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("loading the USDF chunk on first use", () => {
  it("the chunk is the window, the import, the export and the parser", async () => {
    const usdf = await loadUsdf();
    expect(usdf).not.toBeNull();
    expect(usdf!.ImportShipDialog).toBe(ImportShipDialog);
    expect(Object.keys(usdf!).sort()).toEqual(
      [
        "ImportShipDialog",
        "copyShipDescription",
        "exportShipDescription",
        "importDialogContext",
        "importFromExports",
        "importShipFromText",
        "readImports",
        "readStatblock",
        "writeStatblock",
        "openImportDialog",
        "parseShipDescription",
        "shipDescriptionOf",
      ].sort(),
    );
    expect(usdf!.parseShipDescription(TEXT).ok).toBe(true);
  });

  it("openImportDialog opens the window; clicks while it loads open one window", async () => {
    const [a, b] = await Promise.all([openImportDialog(), openImportDialog()]);
    expect(a).toBeInstanceOf(ImportShipDialog);
    expect(b).toBe(a);
    await tick();
    expect((a as unknown as { rendered: boolean }).rendered).toBe(true);
    const c = await openImportDialog();
    expect(c).not.toBe(a);
  });

  it("a player is refused before anything is loaded or opened", async () => {
    expect(await as("alice", () => openImportDialog())).toBeNull();
    expect(errors()).toEqual([i18n().localize("CEPHEUS.USDF.Error.noPermission")]);
  });

  it("the Actors directory button opens the window through the loader", async () => {
    const root = new FakeElement("section", ["directory"]);
    root
      .appendChild(new FakeElement("header", ["directory-header"]))
      .appendChild(new FakeElement("div", ["header-actions"]));
    const button = addImportButton(root as unknown as HTMLElement) as unknown as FakeElement;
    const render = vi.spyOn(ImportShipDialog.prototype as unknown as { render(): Promise<unknown> }, "render");
    try {
      button.click();
      await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
      expect(render.mock.contexts[0]).toBeInstanceOf(ImportShipDialog);
    } finally {
      render.mockRestore();
    }
  });

  it("import, describe and copy through the loader and through game.system.api.usdf", async () => {
    const r = await importShipFromText(TEXT, { notify: false });
    if (!r.ok) throw new Error(r.message);
    const d = await shipDescriptionOf(r.actor as never);
    expect(d.ok && d.text.startsWith("TL9 Brick\n")).toBe(true);
    expect(await copyShipDescription(r.actor as never)).toMatch(/^TL9 Brick\n/);
    await USDF_SHEET_ACTIONS.usdfExport.call({ document: r.actor as never });
    expect(clipboard.copied).toHaveLength(2);

    const viaApi = (await api().importShipFromText(TEXT, { notify: false })) as { ok: boolean; actor: unknown };
    expect(viaApi.ok).toBe(true);
    expect(((await api().shipDescriptionOf(viaApi.actor)) as { ok: boolean }).ok).toBe(true);
    expect(await api().load()).toBe(await loadUsdf());
  });
});

describe("when the chunk cannot be loaded", () => {
  it("each entry point says so in the user's language and changes nothing", async () => {
    vi.resetModules();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.doMock("../../../src/apps/usdf/usdf", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    try {
      const fresh = await import("../../../src/apps/usdf/load");
      const [head, tail] = i18n().format("CEPHEUS.USDF.Error.loadFailed", { message: "\u0000" }).split("\u0000");
      const told = () => errors().filter((m) => m.startsWith(head) && m.endsWith(tail));
      const count = actors().size;

      expect(await fresh.openImportDialog()).toBeNull();
      expect(told()).toHaveLength(1);
      expect(errors()).toHaveLength(1);

      const r = await fresh.importShipFromText(TEXT);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toBe(told()[1]);
      expect(actors().size).toBe(count);

      expect(await fresh.copyShipDescription({} as never)).toBeNull();
      expect(clipboard.copied).toEqual([]);
      expect((await fresh.shipDescriptionOf({} as never)).ok).toBe(false);
      expect(told()).toHaveLength(4);
      expect(errors()).toHaveLength(4);
      expect(log).toHaveBeenCalledTimes(4);
    } finally {
      log.mockRestore();
      vi.doUnmock("../../../src/apps/usdf/usdf");
      vi.resetModules();
    }
  });
});
