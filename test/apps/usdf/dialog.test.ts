// The import window: its context and templates (real handlebars through the template stand-in), opening it, and
// the Actors directory button (a tiny element double: the stand-in runs under node without a DOM).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import "../../harness/usdf-runtime";
import { as, bootSystem, errors, Hooks } from "../../harness";
import { installNodeTemplates } from "../../harness/templates-node";
import { renderTemplateSync } from "../../harness/templates";
import { addImportButton, IMPORT_BUTTON_CLASS } from "../../../src/apps/usdf/directory";
import { importDialogContext, ImportShipDialog, openImportDialog } from "../../../src/apps/usdf/import-dialog";
import { srdShipSections } from "../../rules/usdf/srd-sections";
import { FakeElement } from "./fake-dom";
import { clipboard } from "../../harness/usdf-runtime";
import { importShipFromText } from "../../../src/apps/usdf/import";
import { USDF_SHEET_ACTIONS, usdfHeaderControls } from "../../../src/apps/usdf/sheet";

beforeAll(async () => {
  await bootSystem();
  installNodeTemplates();
});

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SRD = srdShipSections();
const srdText = (name: string) => SRD.find((s) => s.heading.endsWith(name))!.text;
const i18n = () =>
  (globalThis as unknown as { game: { i18n: { localize(k: string): string; format(k: string, d: object): string } } })
    .game.i18n;
const T = "systems/cepheus-space-combat/templates/usdf";

function renderAll(text: string, skill = 1): { form: string; preview: string; footer: string } {
  const ctx = importDialogContext(text, skill);
  return {
    form: renderTemplateSync(`${T}/import.hbs`, ctx),
    preview: renderTemplateSync(`${T}/preview.hbs`, ctx),
    footer: renderTemplateSync(`${T}/footer.hbs`, ctx),
  };
}

const submit = (footer: string) => /<button type="submit"[^>]*>/.exec(footer)![0];

describe("the import window's templates", () => {
  it("every part's template exists", () => {
    for (const part of Object.values(ImportShipDialog.PARTS)) {
      const file = part.template.replace("systems/cepheus-space-combat/", "");
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
    expect(Object.keys(ImportShipDialog.DEFAULT_OPTIONS.actions)).toEqual(["preview", "clearFiles", "chooseFiles"]);
    expect(ImportShipDialog.DEFAULT_OPTIONS.classes).toContain("cepheus");
  });

  it("blank: a hint, labelled controls, the skill choices, and no way to submit", () => {
    const { form, preview, footer } = renderAll("", 2);
    expect(form).toContain('<label class="usdf-label" for="cepheus-usdf-text">');
    expect(form).toContain('id="cepheus-usdf-text" name="text"');
    expect(form).toContain('<label class="usdf-label" for="cepheus-usdf-skill">');
    expect([...form.matchAll(/<option value="(\d)"( selected)?>/g)].map((m) => [m[1], !!m[2]])).toEqual([
      ["0", false],
      ["1", false],
      ["2", true],
      ["3", false],
      ["4", false],
    ]);
    expect(preview).toContain(i18n().localize("CEPHEUS.USDF.PreviewEmpty"));
    expect(submit(footer)).toContain("disabled");
    expect(footer).toContain('<button type="button" data-action="preview">');
  });

  it("a ship: name, TL, tons, Hull/Structure, Thrust/Jump, weapons by mount, ammunition and seats; submit enabled", () => {
    const { form, preview, footer } = renderAll(srdText("Patrol Frigate"), 2);
    expect(form).toContain("TL11 Patrol Frigate");
    expect(preview).toContain(
      `Patrol Frigate <span class="usdf-tl">${i18n().format("CEPHEUS.USDF.Preview.TechLevel", { n: 11 })}</span>`,
    );
    expect(preview).toContain("<dd>300</dd>");
    expect(preview).toContain("<dd>6 / 6</dd>");
    expect(preview).toContain("<dd>4 / 2</dd>");
    const mounts = [...preview.matchAll(/<li><span class="usdf-mount">([^<]*)<\/span>: ([^<]*)<\/li>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    const missile = i18n().format("CEPHEUS.USDF.Preview.Times", {
      what: i18n().localize("CEPHEUS.WeaponKind.missile"),
      n: 3,
    });
    const lasers = i18n().format("CEPHEUS.USDF.Preview.Times", {
      what: i18n().localize("CEPHEUS.WeaponKind.beamLaser"),
      n: 3,
    });
    const turret = (n: number) =>
      i18n().format("CEPHEUS.USDF.Preview.Mount", {
        type: i18n().localize("CEPHEUS.MountType.turret"),
        n,
        kind: i18n().localize("CEPHEUS.TurretSize.triple"),
      });
    expect(mounts).toEqual([
      [turret(1), missile],
      [turret(2), missile],
      [turret(3), lasers],
    ]);
    expect(preview).toContain(
      i18n().format("CEPHEUS.USDF.Preview.Missiles", { n: 120, type: i18n().localize("CEPHEUS.MissileType.smart") }),
    );
    expect(preview).not.toContain("usdf-unread");
    expect(preview).not.toContain("usdf-missing");
    expect(submit(footer)).not.toContain("disabled");
  });

  it("what was not read and what was not given are listed", () => {
    const { preview } = renderAll(srdText("Merchant Trader"));
    expect(preview).toContain(i18n().localize("CEPHEUS.USDF.UnreadTitle"));
    expect(preview).toContain("<li>Ships may also wish to carry a medic and a steward</li>");
    const bare = renderAll("TL9 Crate\nUsing a 100-ton hull (2 Hull, 2 Structure), the Crate hauls boxes.").preview;
    expect(bare).toContain(i18n().localize("CEPHEUS.USDF.MissingTitle"));
    expect(bare).toContain(`<li data-part="fuel">${i18n().localize("CEPHEUS.USDF.Part.fuel")}</li>`);
    expect(bare).toContain(i18n().localize("CEPHEUS.USDF.Preview.NoWeapons"));
  });

  it("a text that is not a ship: the refusal, as an alert, and no way to submit", () => {
    const { preview, footer } = renderAll("Dear diary, today I bought a spaceship.");
    expect(preview).toContain(
      `<p class="usdf-error" role="alert">${i18n().localize("CEPHEUS.USDF.Error.noHull").replace(/"/g, "&quot;")}</p>`,
    );
    expect(submit(footer)).toContain("disabled");
  });

  it("the text is escaped, not injected", () => {
    const { form, preview } = renderAll(
      'TL9 <img src=x onerror="alert(1)">\nUsing a 100-ton hull (2 Hull, 2 Structure), the Box hauls boxes.',
    );
    expect(form).not.toContain("<img");
    expect(preview).not.toContain("<img");
  });
});

describe("opening the window", () => {
  it("a GM gets the window, with the blank context", async () => {
    const dialog = openImportDialog() as unknown as { rendered: boolean; lastContext: Record<string, unknown> } | null;
    expect(dialog).toBeInstanceOf(ImportShipDialog);
    await new Promise((resolve) => setTimeout(resolve, 0)); // render is async
    expect(dialog!.rendered).toBe(true);
    expect(dialog!.lastContext).toMatchObject({ text: "", preview: { blank: true, ok: false } });
  });

  it("a player is told they may not import", async () => {
    const dialog = await as("alice", () => openImportDialog());
    expect(dialog).toBeNull();
    expect(errors()).toEqual([i18n().localize("CEPHEUS.USDF.Error.noPermission")]);
  });
});

describe("the Actors directory button", () => {
  const directory = () => {
    const root = new FakeElement("section", ["directory"]);
    const header = root.appendChild(new FakeElement("header", ["directory-header"]));
    header.appendChild(new FakeElement("div", ["header-actions", "action-buttons"]));
    return root;
  };

  it("a GM gets one real button in the header actions, however often the directory renders", () => {
    const html = directory();
    let opened = 0;
    const button = addImportButton(html as unknown as HTMLElement, () => opened++) as unknown as FakeElement;
    expect(button.tagName).toBe("BUTTON");
    expect(button.type).toBe("button");
    expect(button.textContent).toBe(i18n().localize("CEPHEUS.USDF.Import"));
    expect(button.parent!.classList.contains("header-actions")).toBe(true);
    expect(addImportButton(html as unknown as HTMLElement, () => opened++)).toBeNull();
    expect(html.querySelectorAll(`.${IMPORT_BUTTON_CLASS}`)).toHaveLength(1);
    button.click();
    expect(opened).toBe(1);
  });

  it("players get no button", async () => {
    const html = directory();
    expect(await as("alice", () => addImportButton(html as unknown as HTMLElement))).toBeNull();
    expect(html.querySelectorAll(`.${IMPORT_BUTTON_CLASS}`)).toHaveLength(0);
  });

  it("registered on renderActorDirectory (by the system's init)", () => {
    const html = directory();
    Hooks.callAll("renderActorDirectory", {}, html, {}, {});
    expect(html.querySelectorAll(`.${IMPORT_BUTTON_CLASS}`)).toHaveLength(1);
  });
});

describe("what the ship sheet adds", () => {
  it("header controls: copy for everyone who sees the sheet, import only for those who may create actors", async () => {
    expect(usdfHeaderControls().map((c) => [c.action, c.visible])).toEqual([
      ["usdfExport", true],
      ["usdfImport", true],
    ]);
    expect((await as("alice", () => usdfHeaderControls())).map((c) => [c.action, c.visible])).toEqual([
      ["usdfExport", true],
      ["usdfImport", false],
    ]);
    for (const c of usdfHeaderControls()) expect(i18n().localize(c.label)).not.toBe(c.label);
  });

  it("the export action copies the sheet's ship", async () => {
    const r = await importShipFromText(srdText("Launch"));
    if (!r.ok) throw new Error(r.message);
    await USDF_SHEET_ACTIONS.usdfExport.call({ document: r.actor as never });
    expect(clipboard.copied).toHaveLength(1);
    expect(clipboard.copied[0]).toMatch(/^TL9 Launch\nUsing a 20-ton hull/);
  });
});
