// "Build an encounter" on the stand-in: the GM's buttons (tracker, Actors directory), the form, bad pools and targets
// answered with a clear message in the user's language (and nothing fought or written), and a whole search — fought
// in the page here, as when no worker can start — whose best fleets each get a Create button that creates only a
// fleet of the search's own results.
import "../../harness/install-rendering";
import "../../harness/packs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { as } from "../../harness";
import { renderTemplateSync } from "../../harness/templates";
import { beowulf, bootSystem, combatOf, corsair, ship } from "../../fixtures/world";
import { EncounterBuilder } from "../../../src/apps/encounter/encounter-window";
import { addEncounterButton, ENCOUNTER_BUTTON_CLASS } from "../../../src/apps/encounter/load";
import { TEMPLATES } from "../../../src/apps/sidebar/tracker";
import { poolShips } from "../../../src/apps/encounter/sources";
import { FakeElement } from "../usdf/fake-dom";

beforeAll(bootSystem);

const i18n = () => game.i18n!;
let app: EncounterBuilder | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
  vi.restoreAllMocks();
});

async function open(combat: Combat.Implementation | null = null): Promise<EncounterBuilder> {
  app = new EncounterBuilder(combat);
  await app.render({ force: true });
  return app;
}
const html = (a: EncounterBuilder) => (a as unknown as { partsHTML: Record<string, string> }).partsHTML;
/** A message as the template writes it (Handlebars escapes the apostrophe). */
const escaped = (text: string) => text.replace(/'/g, "&#x27;");

/** Submit the form with these values (flat keys, as FormDataExtended gives them) and wait for the search. */
async function search(a: EncounterBuilder, values: Record<string, unknown>): Promise<void> {
  const handler = EncounterBuilder.DEFAULT_OPTIONS.form.handler as unknown as (
    this: EncounterBuilder,
    e: Event,
    f: unknown,
    d: { object: Record<string, unknown> },
  ) => Promise<void>;
  await handler.call(a, new Event("submit"), null, { object: values });
  await a.searching;
}

const folder = async (name: string) =>
  (await Folder.implementation.create({ name, type: "Actor" } as Folder.CreateData))!.id!;
const inFolder = (actor: Actor.Implementation, id: string) => actor.update({ folder: id } as never);
const base = (player: string, pool: string) => ({
  [`player.${player}`]: true,
  target: 60,
  pool,
  minShips: 1,
  maxShips: 1,
  minSkill: 0,
  maxSkill: 1,
  "stance.aggressive": false,
  "stance.steady": true,
  "stance.cautious": false,
});

describe("the GM's buttons", () => {
  it("the tracker's footer offers Build an encounter to the GM, with or without a fight, never to a player", () => {
    const label = i18n().localize("CEPHEUS.Encounter.Button");
    const footer = (isGM: boolean, hasEngagement: boolean) =>
      renderTemplateSync(TEMPLATES.footer, {
        view: { isGM, hasEngagement, controls: {}, odds: {}, stepBackTo: null },
      });
    for (const fight of [true, false]) {
      expect(footer(true, fight)).toContain('data-action="buildEncounter"');
      expect(footer(true, fight)).toContain(label);
      expect(footer(false, fight)).not.toContain('data-action="buildEncounter"');
    }
  });

  it("the Actors directory gets the button once, for the GM only", async () => {
    const dir = new FakeElement("section");
    expect(await as("alice", () => addEncounterButton(dir as never))).toBeNull();
    const button = addEncounterButton(dir as never);
    expect(button?.className).toContain(ENCOUNTER_BUTTON_CLASS);
    expect(addEncounterButton(dir as never)).toBeNull();
  });
});

describe("the form", () => {
  it("lists the combat's ships (the players' chosen) and the world's, the pools, labelled limits and stances", async () => {
    const player = await beowulf();
    const pirate = await corsair("Grey Wolf");
    const pirates = await folder("Pirates");
    await inFolder(pirate, pirates);
    const { combat, ids } = await combatOf([{ actor: player }, { actor: pirate }]);
    const form = html(await open(combat)).form;
    expect(form).toContain(`name="player.c-${ids[0]}" checked`);
    expect(form).toContain(`name="player.c-${ids[1]}">`);
    expect(form).toContain(i18n().format("CEPHEUS.Encounter.InCombat", { name: "Beowulf" }));
    for (const pool of ["srd", "world", `folder-${pirates}`]) expect(form).toContain(`<option value="${pool}"`);
    for (const name of ["target", "minShips", "maxShips", "minTons", "maxTons", "maxFleetTons", "minSkill", "maxSkill"])
      expect(form).toContain(`name="${name}"`);
    expect(form).toContain('<label class="encounter-label" for="cepheus-encounter-target">');
    for (const s of ["aggressive", "steady", "cautious"]) expect(form).toContain(`name="stance.${s}" checked`);
    expect(html(app!).results).not.toContain('data-action="createFleet"');
    expect(`${form}${html(app!).results}`).not.toMatch(/CEPHEUS\./);
  });
});

describe("the pool", () => {
  it("the world's ships and a folder's leave out the players' ships: those chosen, the combat's, any a player owns", async () => {
    const alices = await beowulf();
    const escort = await corsair("Escort");
    const pirate = await corsair("Black Gull");
    const pirates = await folder("Gulls");
    await inFolder(pirate, pirates);
    await inFolder(escort, pirates);
    const { combat, ids } = await combatOf([{ actor: escort }]);
    const names = async (pool: string) => (await poolShips(pool, [`c-${ids[0]}`], combat)).map((s) => s.name);
    // Beowulf is Alice's; the Escort is among the players' ships chosen (from the combat)
    expect(await names("world")).toContain("Black Gull");
    expect(await names("world")).not.toContain("Beowulf");
    expect(await names("world")).not.toContain("Escort");
    expect(await names(`folder-${pirates}`)).toEqual(["Black Gull"]);
    expect((await poolShips("world", [`a-${pirate.id}`])).map((s) => s.name)).not.toContain("Black Gull");
    void alices;
  });
});

describe("bad pools and targets: a clear message, nothing fought", () => {
  it("an empty pool, a pool of unarmed ships, an impossible target, no players, limits that make no sense", async () => {
    const player = await beowulf();
    const empty = await folder("Nothing here");
    const traders = await folder("Traders");
    const unarmed = await ship({ name: "Hauler", system: { tons: 200 } });
    await inFolder(unarmed, traders);
    const a = await open(null);
    const me = `a-${player.id}`;
    const cases: [Record<string, unknown>, string][] = [
      [base(me, `folder-${empty}`), i18n().localize("CEPHEUS.Encounter.Refusal.emptyPool")],
      [base(me, `folder-${traders}`), i18n().format("CEPHEUS.Encounter.Refusal.unarmedPool", { ships: "1" })],
      [{ ...base(me, "srd"), target: 100 }, i18n().format("CEPHEUS.Encounter.Refusal.target", { min: "5", max: "95" })],
      [
        { ...base(me, "srd"), target: null },
        i18n().format("CEPHEUS.Encounter.Refusal.target", { min: "5", max: "95" }),
      ],
      [{ ...base(me, "srd"), [`player.${me}`]: false }, i18n().localize("CEPHEUS.Encounter.Refusal.noPlayers")],
      [
        { ...base(me, "srd"), minShips: 3, maxShips: 2 },
        i18n().format("CEPHEUS.Encounter.Refusal.limits", { what: i18n().localize("CEPHEUS.Encounter.Ships") }),
      ],
    ];
    for (const [values, message] of cases) {
      await search(a, values);
      const results = html(a).results;
      expect(results).toContain(`<p class="encounter-error" role="alert">${escaped(message)}</p>`);
      expect(results).not.toContain('class="encounter-pick"');
      expect(a.picks).toEqual([]);
    }
  });
});

describe("closing the window", () => {
  it("stops its search, which ends at once, and the window stays closed", async () => {
    const player = await beowulf();
    const a = await open(null);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const handler = EncounterBuilder.DEFAULT_OPTIONS.form.handler as unknown as (
      this: EncounterBuilder,
      e: Event,
      f: unknown,
      d: { object: Record<string, unknown> },
    ) => Promise<void>;
    const running = handler.call(a, new Event("submit"), null, {
      object: { ...base(`a-${player.id}`, "srd"), maxShips: 3 },
    });
    await vi.waitFor(() => expect(html(a).results).toContain("encounter-status"));
    await a.close();
    await running;
    expect(a.rendered).toBe(false);
    expect(a.picks).toEqual([]);
    expect(
      (foundry.applications as unknown as { instances: Map<string, unknown> }).instances.has("cepheus-encounter"),
    ).toBe(false);
  }, 60_000);
});

describe("a whole search", () => {
  it("shows the best fleets with their chance and picture, and Create makes only one of them", async () => {
    const player = await beowulf();
    const pirates = await folder("Raiders");
    await inFolder(await corsair("Skull", { weapon: "pulseLaser" }), pirates);
    const a = await open(null);
    // (no Web Worker under node: every job is fought in the page, and the console says so)
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await search(a, base(`a-${player.id}`, `folder-${pirates}`));
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("fought in the page"), expect.anything());
    const results = html(a).results;
    expect(a.picks.length).toBeGreaterThan(0);
    expect(a.picks.every((p) => p.confirmed)).toBe(true);
    expect(results).toContain(i18n().format("CEPHEUS.Encounter.Fleet", { n: "1" }));
    expect(results).toContain('<svg class="encounter-bar"');
    expect(results).toContain('<button type="button" data-action="createFleet" data-pick="0"');
    expect(results).toMatch(/battles fought in [\d.]+ s\./);

    const create = EncounterBuilder.DEFAULT_OPTIONS.actions.createFleet as unknown as (
      this: EncounterBuilder,
      e: Event,
      t: { dataset: { pick: string } },
    ) => Promise<void>;
    const actors = game.actors!.size;
    // a place the results do not have: refused, nothing made
    await create.call(a, new Event("click"), { dataset: { pick: "7" } });
    expect(html(a).results).toContain(escaped(i18n().localize("CEPHEUS.Encounter.NoPick")));
    expect(game.actors!.size).toBe(actors);
    // as a player: refused by Create itself
    await as("alice", () => create.call(a!, new Event("click"), { dataset: { pick: "0" } }));
    expect(html(a).results).toContain(escaped(i18n().localize("CEPHEUS.Encounter.OnlyGM")));
    expect(game.actors!.size).toBe(actors);
    // the GM, the players' ship on no scene: told so, nothing made
    await create.call(a, new Event("click"), { dataset: { pick: "0" } });
    expect(html(a).results).toContain(escaped(i18n().localize("CEPHEUS.Encounter.NoScene")));
    expect(game.actors!.size).toBe(actors);
    // on a scene: the first fleet is made, and said so
    const scene = (await Scene.implementation.create({ name: "Here" } as never)) as unknown as {
      createEmbeddedDocuments(t: string, d: object[]): Promise<unknown[]>;
    };
    await scene.createEmbeddedDocuments("Token", [{ actorId: player.id, actorLink: true, x: 100, y: 100 }]);
    await create.call(a, new Event("click"), { dataset: { pick: "0" } });
    expect(html(a).results).toContain(escaped(i18n().format("CEPHEUS.Encounter.Created", { count: "1" })));
    expect(game.actors!.size).toBe(actors + 1);
  }, 120_000);
});
