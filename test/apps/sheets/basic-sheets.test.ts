// The basic sheets: registered for every type, and their templates render with the context the sheet builds
// (the real `handlebars` package; `localize` and `selectOptions` stand in for Foundry's core helpers).
import fs from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import { BASIC_TEMPLATES, BasicCrewSheet, BasicShipSheet, BasicWeaponSheet } from "../../../src/apps/sheets/basic";
import { bootSystem, errors, registeredSheets } from "../../harness";

const root = path.resolve(import.meta.dirname, "../../..");
const hb = Handlebars.create();
hb.registerHelper("localize", (key: string) => game.i18n!.localize(key));
hb.registerHelper("selectOptions", (choices: Record<string, string>, options: Handlebars.HelperOptions) => {
  const selected = options.hash.selected;
  const html = Object.entries(choices ?? {})
    .map(
      ([v, l]) =>
        `<option value="${hb.escapeExpression(v)}"${v === selected ? " selected" : ""}>${hb.escapeExpression(l)}</option>`,
    )
    .join("");
  return new hb.SafeString(html);
});

function render(template: string, context: object): string {
  const file = path.join(root, template.replace("systems/cepheus-space-combat/", ""));
  return hb.compile(fs.readFileSync(file, "utf8"), { strict: false })(context);
}

async function contextOf(Sheet: unknown, document: unknown): Promise<Record<string, unknown>> {
  const sheet = new (Sheet as new (o: object) => { _prepareContext(o: object): Promise<Record<string, unknown>> })({
    document,
  });
  return sheet._prepareContext({});
}

beforeAll(bootSystem);

describe("basic sheets", () => {
  it("are registered as the default sheets of ship, crew and weapon", () => {
    expect(registeredSheets.Actor.ship.sheetClass).toBeDefined();
    expect(registeredSheets.Actor.crew.options).toMatchObject({ makeDefault: true, label: "CEPHEUS.Sheet.Crew" });
    expect(registeredSheets.Item.weapon.options.types).toEqual(["weapon"]);
  });

  it("the ship sheet renders its fields, derived values and weapons", async () => {
    const ship = await Actor.create({
      name: "Scout",
      type: "ship",
      system: { tons: 100, thrust: 2, systems: { mDrive: 1 } },
    } as Actor.CreateData);
    await ship!.createEmbeddedDocuments("Item", [{ name: "Pulse laser", type: "weapon" }] as Item.CreateData[]);
    const html = render(BASIC_TEMPLATES.ship, await contextOf(BasicShipSheet, ship));
    expect(html).toContain('name="system.tons" value="100"');
    expect(html).toContain(`${game.i18n!.localize("CEPHEUS.Ship.ThrustCurrent")}: 1`);
    expect(html).toContain('<option value="basic" selected>');
    expect(html).toContain("Pulse laser");
    expect(errors()).toEqual([]);
  });

  it("the crew sheet renders characteristics with their DMs and skills", async () => {
    const crew = await Actor.create({
      name: "Jo",
      type: "crew",
      system: { characteristics: { dex: 10 }, skills: { piloting: 2 } },
    } as Actor.CreateData);
    const html = render(BASIC_TEMPLATES.crew, await contextOf(BasicCrewSheet, crew));
    expect(html).toContain('name="system.characteristics.dex" value="10"');
    expect(html).toContain(`${game.i18n!.localize("CEPHEUS.Crew.DM")} 1`);
    expect(html).toContain('name="system.skills.piloting" value="2"');
  });

  it("the weapon sheet renders its choices and the ship's mounts", async () => {
    const ship = await Actor.create({
      name: "Scout",
      type: "ship",
      system: { mounts: [{ id: "m1", name: "Dorsal", type: "turret" }] },
    } as Actor.CreateData);
    const [weapon] = await ship!.createEmbeddedDocuments("Item", [
      { name: "Rack", type: "weapon", system: { kind: "missile", mountId: "m1" } },
    ] as Item.CreateData[]);
    const html = render(BASIC_TEMPLATES.weapon, await contextOf(BasicWeaponSheet, weapon));
    expect(html).toContain('<option value="missile" selected>Missile Rack</option>');
    expect(html).toContain('<option value="m1" selected>Dorsal</option>');
    expect(html).toContain('name="system.missileType"');
  });
});
