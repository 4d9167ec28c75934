// What the import window and the importer say about texts the reader refuses for its bounds, and about ships that do
// not add up: every refusal and flag of the reader has its localised sentence, with the figures filled in.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import "../../harness/usdf-runtime";
import { bootSystem, errors } from "../../harness";
import { installNodeTemplates } from "../../harness/templates-node";
import { renderTemplateSync } from "../../harness/templates";
import { importDialogContext } from "../../../src/apps/usdf/import-dialog";
import { importShipFromText } from "../../../src/apps/usdf/import";
import { MAX_TEXT_LENGTH, USDF_ERROR_CODES, USDF_FIELDS, USDF_FLAG_CODES } from "../../../src/rules/usdf";

beforeAll(async () => {
  await bootSystem();
  installNodeTemplates();
});

const ROOT = path.resolve(import.meta.dirname, "../../..");
const lang = JSON.parse(fs.readFileSync(path.join(ROOT, "lang/en.json"), "utf8"));
const i18n = () =>
  (globalThis as unknown as { game: { i18n: { localize(k: string): string; format(k: string, d: object): string } } })
    .game.i18n;
const T = "systems/cepheus-space-combat/templates/usdf";
const HEAD = "TL9 Hauler\nUsing a 200-ton hull (4 Hull, 4 Structure), the Hauler is a test.";
const actors = () =>
  (globalThis as unknown as { game: { actors: Map<string, { system: { notes: string } }> } }).game.actors;

describe("every refusal, flag and field has its words", () => {
  it("CEPHEUS.USDF.Error.<code> and CEPHEUS.USDF.Flag.<code> for every code the reader gives", () => {
    expect(USDF_ERROR_CODES.filter((c) => typeof lang.CEPHEUS.USDF.Error[c] !== "string")).toEqual([]);
    expect(USDF_FLAG_CODES.filter((c) => typeof lang.CEPHEUS.USDF.Flag[c] !== "string")).toEqual([]);
  });

  it("CEPHEUS.USDF.Field.<field> for every field a refusal names", () => {
    expect(USDF_FIELDS.length).toBeGreaterThan(25);
    expect(USDF_FIELDS.filter((f) => typeof lang.CEPHEUS.USDF.Field[f] !== "string")).toEqual([]);
  });
});

describe("the preview says why", () => {
  it("a text normalisation makes too long: the normalised length and the limit", () => {
    const { preview } = importDialogContext("\uFB03".repeat(40_000), 1);
    expect(preview.error).toBe(
      i18n().format("CEPHEUS.USDF.Error.tooLongNormalised", { value: 120_000, limit: MAX_TEXT_LENGTH }),
    );
    expect(preview.error).toContain("120000");
  });

  it("fittings beyond the hull: what they are, their tons and the hull's", () => {
    const { preview } = importDialogContext(`${HEAD} There are 48 staterooms and 20 low berths.`, 1);
    const field = i18n().localize("CEPHEUS.USDF.Field.accommodation");
    expect(preview.error).toBe(i18n().format("CEPHEUS.USDF.Error.exceedsHull", { field, value: 202, limit: 200 }));
    const html = renderTemplateSync(
      `${T}/preview.hbs`,
      importDialogContext(`${HEAD} There are 48 staterooms and 20 low berths.`, 1),
    );
    expect(html).toContain(
      `<p class="usdf-error" role="alert">${field} take 202 tons, more than the 200-ton hull holds.</p>`,
    );
  });

  it("more turrets and bays than hardpoints: the count and the hardpoints", () => {
    const { preview } = importDialogContext(`${HEAD} Installed on the hardpoints are three missile bays.`, 1);
    expect(preview.error).toBe(
      i18n().format("CEPHEUS.USDF.Error.exceedsTons", {
        field: i18n().localize("CEPHEUS.USDF.Field.mounts"),
        value: 3,
        limit: 2,
      }),
    );
  });

  it("a fractional count names what was counted", () => {
    const { preview } = importDialogContext(`${HEAD} There are 1.5 staterooms.`, 1);
    expect(preview.error).toBe(
      i18n().format("CEPHEUS.USDF.Error.outOfRange", {
        field: i18n().localize("CEPHEUS.USDF.Field.staterooms"),
        value: 1.5,
      }),
    );
  });

  it("sections that do not add up: the ship is shown, with the flag", () => {
    const text = HEAD.replace(
      "(4 Hull, 4 Structure)",
      "(4 Hull, 4 Structure, divided into two sections of 3 Hull, 2 Structure each)",
    );
    const ctx = importDialogContext(text, 1);
    const flag = i18n().format("CEPHEUS.USDF.Flag.sectionsDoNotAddUp", {
      count: 2,
      hull: 3,
      structure: 2,
      shipHull: 4,
      shipStructure: 4,
    });
    expect(ctx.preview.ok).toBe(true);
    expect(ctx.preview.flags).toEqual([flag]);
    const html = renderTemplateSync(`${T}/preview.hbs`, ctx);
    expect(html).toContain(`<h3>${i18n().localize("CEPHEUS.USDF.FlagsTitle")}</h3>`);
    expect(html).toContain(`<li>${flag.replace(/'/g, "&#x27;")}</li>`);
    expect(renderTemplateSync(`${T}/preview.hbs`, importDialogContext(HEAD, 1))).not.toContain("usdf-flags");
  });
});

describe("the importer", () => {
  it("keeps the flags in the ship's notes and returns them", async () => {
    actors().clear();
    const text = HEAD.replace(
      "(4 Hull, 4 Structure)",
      "(4 Hull, 4 Structure, divided into two sections of 3 Hull, 2 Structure each)",
    );
    const r = await importShipFromText(text, { notify: false });
    if (!r.ok) throw new Error(r.message);
    expect(r.flags).toHaveLength(1);
    const notes = r.actor.system as unknown as { notes: string };
    expect(notes.notes).toContain(i18n().localize("CEPHEUS.USDF.FlagsTitle"));
    expect(notes.notes).toContain("do not add up");
  });

  it("refuses a ship beyond its hull with the localised reason and creates nothing", async () => {
    actors().clear();
    const before = errors().length;
    const r = await importShipFromText(`${HEAD} This ship has five screens: five meson screens.`);
    expect(r.ok).toBe(false);
    const expected = i18n().format("CEPHEUS.USDF.Error.exceedsHull", {
      field: i18n().localize("CEPHEUS.USDF.Field.screens"),
      value: 250,
      limit: 200,
    });
    expect(!r.ok && r.message).toBe(expected);
    expect(errors().slice(before)).toEqual([expected]);
    expect(actors().size).toBe(0);
  });
});
