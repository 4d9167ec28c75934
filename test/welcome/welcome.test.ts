// The welcome window on the stand-in: shown once per world to a GM (never to a player), re-opened from the settings,
// its links, and the demo battle: it creates exactly its documents (two compendium ships with named crew seated, a
// scene measured in km with the tokens at Medium range, a combat ready for initiative) and, when any step fails,
// leaves nothing behind.
import "../harness/install-rendering";
import "../harness/collection";
import "../harness/settings";
import "../harness/chat";
import "../harness/packs";
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { as, bootSystem, notifications } from "../harness";
import { openWelcome, welcomeOnReady, WELCOME_SHOWN } from "../../src/welcome/register";
import { GUIDE_PAGES, guidePageUuid, openGuide } from "../../src/links/guide-links";
import { ShipData } from "../../src/data/actor/ship";
import { loadEngagement } from "../../src/play/load";
import { pairKey } from "../../src/rules/engagement/memory";
import { rangeBandForDistance } from "../../src/rules/ranges";

beforeAll(bootSystem);

const NS = "cepheus-space-combat";
const ROOT = path.resolve(import.meta.dirname, "../..");
type Settings = {
  get(ns: string, key: string): unknown;
  settings: Map<string, { scope?: string; config?: boolean; default?: unknown }>;
  menus: Map<string, { restricted?: boolean }>;
  openMenu(ns: string, key: string): unknown;
};
const settings = () => game.settings as unknown as Settings;
const instances = () =>
  (
    foundry.applications as unknown as {
      instances: Map<
        string,
        {
          rendered: boolean;
          partsHTML: Record<string, string>;
          close(): Promise<unknown>;
          options: { actions: Record<string, (this: unknown, e: unknown, t: unknown) => Promise<void>> };
        }
      >;
    }
  ).instances;
const welcome = () => instances().get("cepheus-welcome");
const world = () => ({
  actors: [...game.actors!].map((a) => a.id),
  scenes: [...(game.scenes as unknown as Map<string, unknown>).keys()],
  combats: [...game.combats!].map((c) => c.id),
  messages: [...game.messages!].map((m) => m.id),
});
const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(async () => {
  await welcome()?.close();
  vi.restoreAllMocks();
});

describe("showing the welcome", () => {
  it("is remembered in a hidden world setting, and re-opened from a GM-only settings menu", async () => {
    const setting = settings().settings.get(`${NS}.${WELCOME_SHOWN}`);
    expect(setting).toMatchObject({ scope: "world", config: false, default: false });
    expect(settings().menus.get(`${NS}.welcome`)?.restricted).toBe(true);
    settings().openMenu(NS, "welcome");
    await vi.waitFor(() => expect(welcome()?.rendered).toBe(true));
    await expect(as("alice", () => settings().openMenu(NS, "welcome"))).rejects.toThrow(/GMs only/);
  });

  it("opens once for the first GM of the world, and not again", async () => {
    expect(settings().get(NS, WELCOME_SHOWN)).toBe(false);
    expect(await welcomeOnReady()).toBe(true);
    expect(settings().get(NS, WELCOME_SHOWN)).toBe(true);
    expect(welcome()?.rendered).toBe(true);
    await welcome()!.close();
    expect(await welcomeOnReady()).toBe(false);
    expect(welcome()).toBeUndefined();
  });

  it("never opens for a player, and a player does not use up the GM's welcome", async () => {
    expect(await as("alice", () => welcomeOnReady())).toBe(false);
    expect(welcome()).toBeUndefined();
    expect(settings().get(NS, WELCOME_SHOWN)).toBe(false);
  });

  it("offers the guide, the four compendia, the demo battle and the self-test, with localised text", async () => {
    await openWelcome();
    const html = Object.values(welcome()!.partsHTML).join("");
    for (const action of ["openGuide", "createDemo", "runSelfTest", "close"])
      expect(html).toContain(`data-action="${action}"`);
    for (const pack of ["rules", "ships", "crew", "weapons"]) expect(html).toContain(`data-pack="${NS}.${pack}"`);
    expect(html).toContain(game.i18n!.localize("CEPHEUS.Welcome.OpenGuide"));
    expect(html).toContain("5,000 km apart (Medium range)");
    expect(html).not.toMatch(/CEPHEUS\./);
  });
});

describe("the welcome's links", () => {
  it("open a system compendium, and only those", async () => {
    await openWelcome();
    const pack = game.packs!.get(`${NS}.ships`) as unknown as { render?: (o: unknown) => unknown };
    const rendered: unknown[] = [];
    pack.render = (o) => rendered.push(o); // core's Compendium#render (the stand-in's packs do not render)
    const click = (id: string) => welcome()!.options.actions.openPack.call(welcome(), {}, { dataset: { pack: id } });
    await click(`${NS}.ships`);
    expect(rendered).toEqual([{ force: true }]);
    await click("dnd5e.monsters");
    expect(rendered).toHaveLength(1);
    delete pack.render;
  });

  it('Read the guide opens the guide at its first battle page, "Your first battle in ten clicks"', async () => {
    await openWelcome();
    const renders: unknown[] = [];
    const page = { id: GUIDE_PAGES.firstBattle, parent: { sheet: { render: (o: unknown) => renders.push(o) } } };
    const lookup = vi
      .spyOn(globalThis as unknown as { fromUuid(u: string): Promise<unknown> }, "fromUuid")
      .mockResolvedValue(page);
    await welcome()!.options.actions.openGuide.call(welcome(), {}, {});
    expect(lookup).toHaveBeenCalledWith(guidePageUuid("firstBattle"));
    expect(renders).toEqual([{ force: true, pageId: GUIDE_PAGES.firstBattle }]);
    // that page is the one the guide's journal names so (test/packs/guide.test.ts checks the ids are its pages)
    const journal = JSON.parse(
      fs.readFileSync(path.join(ROOT, "packs/_source/rules/running-a-space-battle_ZAvA8nKj7hqwXcl1.json"), "utf8"),
    ) as { pages: { _id: string; name: string; sort: number }[] };
    const pages = [...journal.pages].sort((a, b) => a.sort - b.sort);
    expect(pages.find((p) => p._id === GUIDE_PAGES.firstBattle)?.name).toBe("Your first battle in ten clicks");
    // the first page after the guide's introduction
    expect(pages.findIndex((p) => p._id === GUIDE_PAGES.firstBattle)).toBe(1);
  });

  it("open the guide's page in the journal's sheet, as a journal link does; a missing guide is a warning", async () => {
    const renders: unknown[] = [];
    const page = { id: "p1", parent: { sheet: { render: (o: unknown) => renders.push(o) } } };
    const lookup = vi
      .spyOn(globalThis as unknown as { fromUuid(u: string): Promise<unknown> }, "fromUuid")
      .mockResolvedValue(page);
    expect(await openGuide("round")).toBe(true);
    expect(lookup).toHaveBeenCalledWith(guidePageUuid("round"));
    expect(renders).toEqual([{ force: true, pageId: "p1" }]);
    lookup.mockResolvedValue(null);
    const before = notifications.messages.length;
    expect(await openGuide()).toBe(false);
    expect(notifications.messages.slice(before).map((n) => n.message)).toEqual([
      game.i18n!.localize("CEPHEUS.Guide.Missing"),
    ]);
  });
});

describe("the demo battle", () => {
  it("creates the two ships with named crew seated, linked tokens at Medium range on a km scene, and a combat; nothing else", async () => {
    const before = world();
    const settingsBefore = JSON.stringify([...(game.settings as unknown as { values: Map<string, unknown> }).values]);
    const { createDemo, DEMO } = await import("../../src/welcome/demo");
    const demo = await createDemo();
    // the active GM's tracker sets the band the tokens give once the combatants exist (src/apps/sidebar/control.ts)
    const state = () => loadEngagement(demo.combat as never);
    const pair = () => pairKey(...(Object.keys(state().memory.ships) as [string, string]));
    await vi.waitFor(() => expect(state().memory.ranges[pair()]).toBe("medium"));
    const after = world();
    const added = (k: keyof typeof before) => after[k].filter((id) => !before[k].includes(id));
    // exactly: 2 ships + 4 crew, 1 scene, 1 combat; no document removed
    expect(added("actors").sort()).toEqual([...demo.ships, ...demo.crew].map((a) => a.id).sort());
    expect(demo.ships.map((s) => s.name)).toEqual(["Patrol Frigate", "Frontier Trader"]);
    expect(demo.crew.map((c) => c.name)).toEqual(["Veteran Captain", "Rookie Gunner", "Ace Pilot", "Veteran Gunner"]);
    expect(added("scenes")).toEqual([demo.scene.id]);
    expect(added("combats")).toEqual([demo.combat.id]);
    for (const k of ["actors", "scenes", "combats", "messages"] as const)
      expect(
        before[k].every((id) => after[k].includes(id)),
        k,
      ).toBe(true);
    // the only messages are the engagement's own, about the demo combat
    for (const id of added("messages"))
      expect((game.messages!.get(id!)!.system as { combatUuid?: string }).combatUuid).toBe(demo.combat.uuid);
    expect(JSON.stringify([...(game.settings as unknown as { values: Map<string, unknown> }).values])).toBe(
      settingsBefore,
    );

    // named crew in their seats, the other stations keep their unnamed crew
    for (const [i, ship] of demo.ships.entries()) {
      const seats = (ship.system as ShipData).seats;
      for (const c of DEMO.ships[i].crew) {
        const seat = seats.find((s) => s.position === c.position && s.mountId === c.mountId)!;
        const crew = demo.crew.find((a) => a.name === c.name)!;
        expect(seat.crew, `${ship.name} ${c.position}`).toBe(crew.uuid);
      }
      expect(seats.filter((s) => s.crew).length).toBe(2);
      expect(seats.filter((s) => !s.crew && s.npcSkill !== null).length).toBe(seats.length - 2);
    }

    // the scene: grid in km, 500 km a square; linked tokens 10 squares (5,000 km) apart: Medium
    const scene = demo.scene as unknown as {
      grid: { size: number; distance: number; units: string };
      tokens: Iterable<{ actorLink: boolean; x: number; y: number; actorId: string; disposition: number }>;
    };
    expect(scene.grid).toMatchObject({ size: 100, distance: 500, units: "km" });
    const tokens = [...scene.tokens];
    expect(tokens.map((t) => [t.actorId, t.actorLink, t.disposition])).toEqual([
      [demo.ships[0].id, true, -1],
      [demo.ships[1].id, true, 1],
    ]);
    const km =
      (Math.hypot(tokens[0].x - tokens[1].x, tokens[0].y - tokens[1].y) / scene.grid.size) * scene.grid.distance;
    expect(km).toBe(5000);
    expect(rangeBandForDistance(km)).toBe("medium");

    // the combat: both ships, on two sides (friendly and hostile, from the tokens), no initiative yet
    const memory = state().memory;
    const ids = Object.keys(memory.ships);
    expect(ids).toHaveLength(2);
    expect(ids.map((id) => memory.ships[id].side).sort()).toEqual(["friendly", "hostile"]);
    expect(memory.round).toBe(0);
  });

  it("is the GM's: a player is refused and nothing is made", async () => {
    const before = world();
    const { createDemo, DemoFailure } = await import("../../src/welcome/demo");
    await expect(as("alice", () => createDemo())).rejects.toBeInstanceOf(DemoFailure);
    expect(world()).toEqual(before);
  });

  // each step of the demo fails in turn: whatever was made before it is deleted again
  const failures: [string, () => void][] = [
    [
      "the first crew actor",
      () => vi.spyOn(Actor.implementation, "create").mockRejectedValueOnce(new Error("refused by the server")),
    ],
    [
      "a ship actor",
      () => {
        const real = Actor.implementation.create.bind(Actor.implementation);
        let n = 0;
        vi.spyOn(Actor.implementation, "create").mockImplementation(((data: unknown, o?: unknown) =>
          ++n === 3 ? Promise.resolve(undefined) : real(data as never, o as never)) as never);
      },
    ],
    ["the scene", () => vi.spyOn(Scene.implementation, "create").mockRejectedValueOnce(new Error("no space left"))],
    [
      "the tokens",
      () => vi.spyOn(Scene.implementation.prototype, "createEmbeddedDocuments").mockResolvedValueOnce([] as never),
    ],
    ["the combat", () => vi.spyOn(Combat.implementation, "create").mockResolvedValueOnce(undefined as never)],
    [
      "the combatants",
      () =>
        vi
          .spyOn(Combat.implementation.prototype, "createEmbeddedDocuments")
          .mockRejectedValueOnce(new Error("lost connection")),
    ],
  ];
  it.each(failures)("a failure creating %s leaves nothing behind and says why", async (_what, fail) => {
    const { runDemo } = await import("../../src/welcome/welcome");
    const before = world();
    fail();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const n = notifications.messages.length;
    expect(await runDemo()).toBeNull();
    // Foundry's own errors also go to the console, with their stack
    const foundryError = logged.mock.calls.filter((c) => String(c[0]).includes("demo battle")).length;
    vi.restoreAllMocks();
    expect(world()).toEqual(before);
    const said = notifications.messages.slice(n);
    expect(said.map((m) => m.type)).toEqual(["error"]);
    expect(said[0].message).toMatch(/^The demo battle could not be created \(.+\)\. Nothing was left behind\.$/);
    expect(foundryError).toBe(said[0].message.includes(game.i18n!.localize("CEPHEUS.Welcome.DemoNotCreated")) ? 0 : 1);
  });

  it("a click on Create the demo battle makes it, says where, and closes the window; the button is busy meanwhile", async () => {
    await openWelcome();
    const app = welcome()! as unknown as {
      busy: boolean;
      demo: { scene: { name: string } } | null;
      options: { actions: Record<string, (this: unknown) => Promise<void>> };
      rendered: boolean;
    };
    const click = app.options.actions.createDemo.call(app);
    expect(app.busy).toBe(true);
    await click;
    await tick();
    expect(app.busy).toBe(false);
    expect(app.demo).not.toBeNull();
    expect(app.rendered).toBe(false);
    expect(notifications.messages.at(-1)?.message).toBe(
      game.i18n!.format("CEPHEUS.Welcome.DemoReady", { scene: app.demo!.scene.name }),
    );
  });
});
