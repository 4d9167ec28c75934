// Importing other systems' exports through the Foundry stand-in: each fixture makes an actor the data models
// accept, in the state it was exported in; a list or several files make one folder and one summary; refusals create
// nothing; the window's preview lists what was read, guessed and left.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import "../../harness/usdf-runtime";
import { as, bootSystem, errors, notifications, USERS } from "../../harness";
import { installNodeTemplates } from "../../harness/templates-node";
import { renderTemplateSync } from "../../harness/templates";
import { importFromExports } from "../../../src/apps/usdf/foreign-import";
import { importDialogContext } from "../../../src/apps/usdf/import-dialog";
import { shipDescriptionOf } from "../../../src/apps/usdf/export";
import { importShipFromText } from "../../../src/apps/usdf/import";
import { CrewData } from "../../../src/data/actor/crew";
import { ShipData } from "../../../src/data/actor/ship";
import { fixture, fixtureNames, importableNames } from "../../rules/imports/fixtures";
import {
  GUESS_REASONS,
  IMPORT_ERROR_CODES,
  IMPORT_FORMATS,
  IMPORT_TARGETS,
  SOURCE_KEYS,
  SOURCE_PARTS,
  UNCHECKED_FORMATS,
  isRawPath,
  readImports,
} from "../../../src/rules/imports";
import { sourceText } from "../../../src/apps/usdf/foreign-preview";
import { seatTrusted } from "../../../src/data/seat-trust";

beforeAll(async () => {
  await bootSystem();
  installNodeTemplates();
});
beforeEach(async () => {
  await bootSystem();
});

const g = globalThis as any;
const i18n = () => g.game.i18n;
const actors = () => [...g.game.actors.values()] as any[];
const folders = () => [...g.game.folders.values()] as any[];
const T = "systems/cepheus-space-combat/templates/usdf";
/** twodsix's Light Military Transport and Ship Officer, as its compendium holds them (test/fixtures/imports/SOURCES.md). */
const SHIP = "twodsix/bddb68e/cepheus-deluxe-actors/ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json";
const OFFICER = "twodsix/bddb68e/cepheus-deluxe-actors/traveller_Ship_Officer_5nJgR54dCs0ElTss.json";
const GUARD = "twodsix/bddb68e/cepheus-deluxe-actors/traveller_Guard_qJKBDAFwfUZJ1dRQ.json";
/** A real file with some of its values changed in the test (the file on disk stays as its source wrote it). */
const changed = (name: string, change: (a: any) => void) => {
  const a = JSON.parse(fixture(name));
  change(a);
  return JSON.stringify(a);
};
const item = (a: any, name: string) => a.items.find((i: any) => i.name === name).system;

async function importOk(texts: string[], options = {}) {
  const r = await importFromExports(texts, options);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe("one export, one actor", () => {
  it.each(importableNames())("%s: an actor the data models accept", async (name) => {
    const r = await importOk([fixture(name)], { npcSkill: 2 });
    expect(r.actors).toHaveLength(1);
    expect(r.folder).toBeNull();
    const actor = r.actors[0] as any;
    expect(actor.system).toBeInstanceOf(actor.type === "ship" ? ShipData : CrewData);
    expect(actors()).toHaveLength(1);
    expect(folders()).toHaveLength(0);
    expect(errors()).toEqual([]);
    expect(notifications.messages.at(-1)?.type).toBe("info");
  });

  it("a twodsix ship keeps the state it was exported in: fuel, the M-Drive's track, a laser's turrets hit", async () => {
    const text = changed(SHIP, (a) => {
      a.system.shipStats.fuel.value = 30;
      item(a, "m-drive").hits = 1;
      item(a, "Pulse Laser").hits = 1;
    });
    const r = await importOk([text], { npcSkill: 3 });
    const sys = (r.actors[0] as any).system;
    expect([sys.hull.value, sys.hull.max, sys.structure.value, sys.fuel.value, sys.fuel.max]).toEqual([
      6, 6, 6, 30, 60,
    ]);
    expect(sys.systems.mDrive).toBe(1);
    // a laser on each of the three hardpoints: each turret carries the laser component's hit
    expect(sys.mounts.map((m: any) => [m.id, m.size, m.damage])).toEqual([
      ["m1", "double", 1],
      ["m2", "double", 1],
      ["m3", "double", 1],
    ]);
    expect(sys.seats.every((s: any) => s.npcSkill === 3)).toBe(true);
    // what was guessed and left is kept in the notes
    expect(sys.notes).toContain(i18n().localize("CEPHEUS.USDF.Foreign.GuessedTitle"));
    expect(sys.notes).toContain("New storage");
    expect(sys.notes).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.NotesFooter", {
        format: i18n().localize("CEPHEUS.USDF.Foreign.Format.twodsixShip"),
      }),
    );
  });

  it("a traveller becomes a crew member with the skills read and the damage taken", async () => {
    const r = await importOk([changed(OFFICER, (a) => (a.system.characteristics.dexterity.damage = 3))]);
    const a = r.actors[0] as any;
    expect(a.type).toBe("crew");
    expect(a.system.skills).toMatchObject({ piloting: 2, leadership: 2, tactics: 2, navigation: null });
    expect(a.system.damage).toEqual({ str: 0, dex: 3, end: 0 });
    expect(a.system.current.dex).toBe(4);
    expect(a.system.customSkills).toEqual([
      { name: "Zero-G", level: 1 },
      { name: "Computers", level: 1 },
      { name: "Liaison", level: 1 },
      { name: "Melee Combat", level: 1 },
    ]);
  });

  it("an imported ship's description copies and imports back as the same combat data", async () => {
    const r = await importOk([fixture("mgt2e-data-model/mgt2e-spacecraft-corvette.json")]);
    const first = r.actors[0] as any;
    const text = await shipDescriptionOf(first);
    expect(text.ok).toBe(true);
    const again = text.ok ? await importShipFromText(text.text) : null;
    expect(again?.ok).toBe(true);
    const strip = (s: any) => ({
      ...s,
      notes: "",
      hull: s.hull.max,
      structure: s.structure.max,
      fuel: s.fuel.max,
      systems: {},
      mounts: s.mounts.map((m: any) => ({ ...m, damage: 0 })),
    });
    expect(again?.ok && strip(again.actor.toObject().system)).toEqual(strip(first.toObject().system));
  });
});

describe("a folder of ships at once", () => {
  it("a JSON list: every actor, one new folder, one summary", async () => {
    // nobody seated on the transport: the Ship Officer joins the folder, not a seat
    const list = [
      JSON.parse(changed(SHIP, (a) => (a.system.shipPositionActorIds = {}))),
      JSON.parse(fixture("mgt2e-data-model/mgt2e-spacecraft-far-trader.json")),
      JSON.parse(fixture(OFFICER)),
    ];
    const r = await importOk([JSON.stringify(list)]);
    expect(r.actors.map((a: any) => a.type)).toEqual(["ship", "ship", "crew"]);
    expect(folders()).toHaveLength(1);
    expect(folders()[0].type).toBe("Actor");
    expect(actors().every((a) => a._source.folder === r.folder && a.folder === folders()[0])).toBe(true);
    const summary = i18n().format("CEPHEUS.USDF.Foreign.Summary", {
      count: `${i18n().format("CEPHEUS.USDF.Foreign.Ships", { n: 2 })}, ${i18n().localize("CEPHEUS.USDF.Foreign.OneCrew")}`,
    });
    expect(r.summary).toBe(summary);
    expect(notifications.messages).toEqual([{ type: "info", message: summary }]);
  });

  it("several files (JSON and statblocks mixed) import together; a broken actor is named in the one summary", async () => {
    const broken = JSON.stringify({ name: "Hulk", type: "spacecraft", system: { spacecraft: { dtons: 0 } } });
    const r = await importOk([
      fixture("statblock-labels/statblock-trader.txt"),
      fixture(SHIP),
      `[${fixture("mgt2e-data-model/mgt2e-spacecraft-scout.json")}, ${broken}]`,
    ]);
    expect(r.actors).toHaveLength(3);
    expect(r.refused).toHaveLength(1);
    expect(r.refused[0]).toContain("Hulk");
    expect(notifications.messages).toHaveLength(1);
    expect(notifications.messages[0]!.type).toBe("warn");
    expect(notifications.messages[0]!.message).toContain("Hulk");
    expect(folders()).toHaveLength(1);
  });

  it("a user allowed to create actors but not folders (a trusted player) imports without a folder", async () => {
    g.game.permissions = { ACTOR_CREATE: [2, 3, 4] };
    const bob = g.game.users.get(USERS.bob._id);
    bob.role = bob._source.role = 2;
    const list = JSON.stringify([
      JSON.parse(fixture(SHIP)),
      JSON.parse(fixture("mgt2e-data-model/mgt2e-spacecraft-scout.json")),
    ]);
    const r = await as("bob", () => importOk([list]));
    expect(r.actors).toHaveLength(2);
    expect(r.folder).toBeNull();
    expect(folders()).toHaveLength(0);
  });
});

describe("travellers join their ship", () => {
  const seatsOf = (a: any) => a.system.seats.map((x: any) => [x.position, x.crew]);
  const officer = () => actors().find((a) => a.type === "crew");
  const transport = () => actors().find((a) => a.type === "ship");

  it("twodsix's own files: the actor seated at 'New Position' is not among them, and the summary says so", async () => {
    const r = await importOk([fixture(SHIP), fixture(OFFICER)]);
    expect(r.actors).toHaveLength(2);
    expect(r.unseated).toEqual([
      i18n().format("CEPHEUS.USDF.Foreign.Unseated.notImported", {
        ship: "Light Military Transport",
        who: "PNhWfUYKQwcLRTzE",
        station: "New Position",
      }),
    ]);
    expect(notifications.messages.at(-1)?.message).toContain("PNhWfUYKQwcLRTzE");
  });

  it("by the actor's id: a position named Pilot holding the Ship Officer seats him as pilot", async () => {
    const ship = changed(SHIP, (a) => {
      a.items.find((i: any) => i.type === "ship_position").name = "Pilot";
      a.system.shipPositionActorIds = { "5nJgR54dCs0ElTss": "QwWhUuLgIeZLscgi" };
    });
    const r = await importOk([ship, fixture(OFFICER)]);
    expect(r.unseated).toEqual([]);
    expect(seatsOf(transport())).toContainEqual(["pilot", officer().uuid]);
    // seated through the sheet's own seat change: the GM's record makes the seat count
    expect(seatTrusted(transport(), officer())).toBe(true);
    expect(r.summary).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.Seated", {
        crew: "Ship Officer",
        station: i18n().localize("CEPHEUS.Position.pilot"),
        ship: "Light Military Transport",
      }),
    );
  });

  it("by the id core's Export Data keeps (_stats.exportSource.uuid) when the file has no _id", async () => {
    const ship = changed(SHIP, (a) => {
      a.items.find((i: any) => i.type === "ship_position").name = "Helm";
      a.system.shipPositionActorIds = { "5nJgR54dCs0ElTss": "QwWhUuLgIeZLscgi" };
    });
    const traveller = changed(OFFICER, (a) => {
      delete a._id;
      a._stats.exportSource = {
        worldId: "w",
        uuid: "Actor.5nJgR54dCs0ElTss",
        coreVersion: "13.351",
        systemId: "twodsix",
      };
    });
    await importOk([ship, traveller]);
    expect(seatsOf(transport())).toContainEqual(["pilot", officer().uuid]);
  });

  it("by name where the ids are gone: the Crew tab's pilot", async () => {
    const ship = changed(SHIP, (a) => (a.system.crew.pilot = "Ship Officer"));
    const traveller = changed(OFFICER, (a) => delete a._id);
    const r = await importOk([`[${ship}, ${traveller}]`]);
    expect(seatsOf(transport())).toContainEqual(["pilot", officer().uuid]);
    // the actor seated at "New Position" is still named as not imported
    expect(r.unseated).toHaveLength(1);
  });

  it("a station that is none here (the medic) is said, and nobody is seated", async () => {
    const ship = changed(SHIP, (a) => {
      a.system.crew.medic = "Ship Officer";
      a.system.shipPositionActorIds = {};
    });
    const r = await importOk([ship, fixture(OFFICER)]);
    expect(r.unseated).toEqual([
      i18n().format("CEPHEUS.USDF.Foreign.Unseated.noStation", {
        ship: "Light Military Transport",
        who: "Ship Officer",
        station: "medic",
      }),
    ]);
    expect(transport().system.seats.every((x: any) => x.crew === null)).toBe(true);
  });

  it("a ship imported alone says nothing of its seats", async () => {
    const r = await importOk([fixture(SHIP)]);
    expect(r.unseated).toEqual([]);
  });
});

describe("refusals create nothing", () => {
  it("players, a bad skill, hostile or unreadable pastes", async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [() => as("alice", () => importFromExports([fixture(SHIP)])), i18n().localize("CEPHEUS.USDF.Error.noPermission")],
      [() => importFromExports([fixture(SHIP)], { npcSkill: 1.5 }), i18n().localize("CEPHEUS.USDF.Error.npcSkill")],
      [
        () => importFromExports(['{"__proto__": {}}']),
        i18n().format("CEPHEUS.USDF.Foreign.Error.forbiddenKey", { value: "__proto__" }),
      ],
      [
        () => importFromExports(["[" + "[".repeat(64) + "]".repeat(65)]),
        i18n().format("CEPHEUS.USDF.Foreign.Error.tooDeep", { value: 65, limit: 32 }),
      ],
      [
        () => importFromExports(['{"type": "starship"}']),
        i18n().format("CEPHEUS.USDF.Foreign.Error.unknownFormat", { value: "starship" }),
      ],
    ];
    for (const [run, message] of cases) {
      const r = (await run()) as { ok: boolean; message?: string };
      expect(r).toEqual({ ok: false, message });
    }
    expect(actors()).toHaveLength(0);
    expect(folders()).toHaveLength(0);
    expect(errors()).toHaveLength(cases.length);
  });

  it("a ship the USDF checks refuse (fittings past its hull) is refused with the USDF reader's words", async () => {
    const r = await importFromExports([changed(SHIP, (a) => (item(a, "Staterooms").quantity = 100))]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(i18n().localize("CEPHEUS.USDF.Field.accommodation"));
    expect(actors()).toHaveLength(0);
  });
});

describe("the words of the preview", () => {
  it("every note of every real file says where it came from in words, never as the export's path", () => {
    const t = { localize: (k: string) => i18n().localize(k), format: (k: string, d: any) => i18n().format(k, d) };
    let notes = 0;
    for (const name of fixtureNames()) {
      const r = readImports([fixture(name)]);
      if (!r.ok) continue;
      for (const e of r.entries)
        for (const n of [...e.notes.read, ...e.notes.guessed, ...e.notes.left]) {
          notes++;
          expect(isRawPath(n.from), `${name}: ${n.from}`).toBe(false);
          expect(sourceText(n.from, t as any), `${name}: ${n.from}`).not.toMatch(/system\.|items\[|flags\./);
        }
    }
    expect(notes).toBeGreaterThan(500);
  });

  it("the export's paths in words: a field, an item's part, a statblock's label", () => {
    const t = { localize: (k: string) => i18n().localize(k), format: (k: string, d: any) => i18n().format(k, d) };
    expect(sourceText("system.shipStats.hull.max", t as any)).toBe("Hull points");
    expect(sourceText("items[Pulse Laser].system.quantity", t as any)).toBe("Pulse Laser: quantity");
    expect(sourceText("items[Staterooms]", t as any)).toBe("Staterooms");
    expect(sourceText("system.crew.pilot", t as any)).toBe("Crew tab: pilot");
    expect(sourceText("Tonnage", t as any)).toBe("Tonnage");
  });

  it("every format, target, reason for a guess and refusal has its words in lang/en.json", () => {
    const keys = [
      ...IMPORT_FORMATS.map((k) => `CEPHEUS.USDF.Foreign.Format.${k}`),
      ...IMPORT_TARGETS.map((k) => `CEPHEUS.USDF.Foreign.Target.${k}`),
      ...GUESS_REASONS.map((k) => `CEPHEUS.USDF.Foreign.Guess.${k}`),
      ...IMPORT_ERROR_CODES.map((k) => `CEPHEUS.USDF.Foreign.Error.${k}`),
      ...SOURCE_KEYS.map((k) => `CEPHEUS.USDF.Foreign.Source.${k}`),
      ...SOURCE_PARTS.map((k) => `CEPHEUS.USDF.Foreign.Part.${k}`),
      ...[...UNCHECKED_FORMATS].map((k) => `CEPHEUS.USDF.Foreign.Unchecked.${k}`),
    ];
    expect(keys.filter((k) => !i18n().has(k))).toEqual([]);
  });
});

describe("the window's preview of another system's export", () => {
  const render = (text: string, files: { name: string; text: string }[] = []) => {
    const ctx = importDialogContext(text, 1, false, files);
    return {
      ctx,
      form: renderTemplateSync(`${T}/import.hbs`, ctx),
      preview: renderTemplateSync(`${T}/preview.hbs`, ctx),
      footer: renderTemplateSync(`${T}/footer.hbs`, ctx),
    };
  };

  it("a twodsix ship: the summary as for USDF, then guessed, left and read", () => {
    const { ctx, preview, footer } = render(fixture(SHIP));
    expect(ctx.preview.ok).toBe(true);
    expect(preview).toContain("Light Military Transport");
    expect(preview).toContain(i18n().localize("CEPHEUS.USDF.Foreign.Format.twodsixShip"));
    expect(preview).toContain('class="usdf-guessed"');
    expect(preview).toContain('class="usdf-left"');
    expect(preview).toContain('class="usdf-read"');
    // in the user's words, not the export's paths
    expect(preview).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.LeftLine", { from: "New storage", value: "storage: New storage" }),
    );
    expect(preview).toContain(`${i18n().localize("CEPHEUS.USDF.Foreign.Source.hullPoints")} → Hull: 6`);
    expect(preview).not.toMatch(/system\.|items\[/);
    expect(/<button type="submit"[^>]*>/.exec(footer)![0]).not.toContain("disabled");
  });

  it("dropped files replace the text: their names, a way back to the text, every actor and the count", () => {
    const files = [GUARD, "statblock-labels/statblock-corvette.txt"].map((n) => ({
      name: n.split("/").at(-1)!,
      text: fixture(n),
    }));
    const { form, preview } = render("", files);
    expect(form).toContain("traveller_Guard_qJKBDAFwfUZJ1dRQ.json, statblock-corvette.txt");
    expect(form).toContain('data-action="clearFiles"');
    // the browser's file input is hidden (it would say "No file chosen" after a redraw); a button opens it
    expect(form).toMatch(/<input type="file" name="files"[^>]* hidden>/);
    expect(form).toContain('data-action="chooseFiles"');
    expect(form).not.toContain("<textarea");
    expect(preview).toContain("Guard");
    expect(preview).toContain("PATROL CORVETTE");
    expect(preview.match(/class="usdf-actor"/g)).toHaveLength(2);
    expect(preview).toContain(
      `${i18n().localize("CEPHEUS.USDF.Foreign.OneShip")}, ${i18n().localize("CEPHEUS.USDF.Foreign.OneCrew")}`,
    );
  });

  it("a format no real file has been checked against says so, once per actor; twodsix's does not", () => {
    const mgt2e = render(fixture("mgt2e-data-model/mgt2e-spacecraft-scout.json")).preview;
    const escaped = (k: string) => i18n().localize(k).replace(/'/g, "&#x27;");
    expect(mgt2e).toContain(escaped("CEPHEUS.USDF.Foreign.Unchecked.mgt2eSpacecraft"));
    expect(mgt2e.match(/class="usdf-unchecked"/g)).toHaveLength(1);
    const statblock = render(fixture("statblock-labels/statblock-scout.txt")).preview;
    expect(statblock).toContain(escaped("CEPHEUS.USDF.Foreign.Unchecked.statblock"));
    expect(render(fixture(SHIP)).preview).not.toContain("usdf-unchecked");
  });

  it("a refusal is shown as the USDF reader's are, and cannot be submitted", () => {
    const { preview, footer } = render('{"type": "ship", "system": {"shipStats": {}}}');
    expect(preview).toContain('class="usdf-error"');
    expect(preview).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.Error.noTons", {
        field: i18n().localize("CEPHEUS.USDF.Foreign.Source.tonnage"),
      }),
    );
    expect(/<button type="submit"[^>]*>/.exec(footer)![0]).toContain("disabled");
  });

  it("a USDF paragraph still previews as before", () => {
    const { ctx } = render("TL9 Test\nUsing a 100-ton hull (2 Hull, 2 Structure), the Test is a test.");
    expect(ctx.preview.foreign).toBeNull();
    expect(ctx.preview.ship?.name).toBe("Test");
  });
});
