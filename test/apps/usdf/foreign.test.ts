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
import { fixture, fixtureNames } from "../../rules/imports/fixtures";
import { GUESS_REASONS, IMPORT_ERROR_CODES, IMPORT_FORMATS, IMPORT_TARGETS } from "../../../src/rules/imports";

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

async function importOk(texts: string[], options = {}) {
  const r = await importFromExports(texts, options);
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe("one export, one actor", () => {
  it.each(fixtureNames())("%s: an actor the data models accept", async (name) => {
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

  it("a twodsix ship keeps the state it was exported in: Hull, fuel, the M-Drive's track, the lasers' turret hit", async () => {
    const r = await importOk([fixture("twodsix-ship-free-trader.json")], { npcSkill: 3 });
    const sys = (r.actors[0] as any).system;
    expect([sys.hull.value, sys.hull.max, sys.structure.value, sys.fuel.value, sys.fuel.max]).toEqual([
      3, 4, 4, 30, 41,
    ]);
    expect(sys.systems.mDrive).toBe(1);
    expect(sys.mounts.map((m: any) => [m.id, m.size, m.damage])).toEqual([
      ["m1", "double", 1],
      ["m2", "single", 0],
    ]);
    // one engineer (on the M-Drive), a gunner at each turret
    expect(sys.seats.map((s: any) => [s.position, s.mountId])).toEqual([
      ["pilot", ""],
      ["captain", ""],
      ["driveEngineer", "mDrive"],
      ["turretGunner", "m1"],
      ["turretGunner", "m2"],
    ]);
    expect(sys.seats.every((s: any) => s.npcSkill === 3)).toBe(true);
    // what was guessed and left is kept in the notes
    expect(sys.notes).toContain(i18n().localize("CEPHEUS.USDF.Foreign.GuessedTitle"));
    expect(sys.notes).toContain("items[Air/Raft]");
    expect(sys.notes).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.NotesFooter", {
        format: i18n().localize("CEPHEUS.USDF.Foreign.Format.twodsixShip"),
      }),
    );
  });

  it("a traveller becomes a crew member with the skills read and the damage taken", async () => {
    const r = await importOk([fixture("twodsix-traveller-captain.json")]);
    const a = r.actors[0] as any;
    expect(a.type).toBe("crew");
    expect(a.system.skills).toMatchObject({ leadership: 2, tactics: 1, bayWeapons: 2, navigation: null });
    expect(a.system.damage).toEqual({ str: 1, dex: 3, end: 0 });
    expect(a.system.current.dex).toBe(5);
    expect(a.system.customSkills).toEqual([
      { name: "Broker", level: 2 },
      { name: "Admin", level: 1 },
    ]);
  });

  it("an imported ship's description copies and imports back as the same combat data", async () => {
    const r = await importOk([fixture("mgt2e-spacecraft-corvette.json")]);
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
    const list = ["twodsix-ship-scout.json", "mgt2e-spacecraft-far-trader.json", "twodsix-traveller-pilot.json"].map(
      (n) => JSON.parse(fixture(n)),
    );
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
      fixture("statblock-trader.txt"),
      fixture("twodsix-ship-patrol-cruiser.json"),
      `[${fixture("mgt2e-spacecraft-scout.json")}, ${broken}]`,
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
      JSON.parse(fixture("twodsix-ship-scout.json")),
      JSON.parse(fixture("mgt2e-spacecraft-scout.json")),
    ]);
    const r = await as("bob", () => importOk([list]));
    expect(r.actors).toHaveLength(2);
    expect(r.folder).toBeNull();
    expect(folders()).toHaveLength(0);
  });
});

describe("refusals create nothing", () => {
  it("players, a bad skill, hostile or unreadable pastes", async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [
        () => as("alice", () => importFromExports([fixture("twodsix-ship-scout.json")])),
        i18n().localize("CEPHEUS.USDF.Error.noPermission"),
      ],
      [
        () => importFromExports([fixture("twodsix-ship-scout.json")], { npcSkill: 1.5 }),
        i18n().localize("CEPHEUS.USDF.Error.npcSkill"),
      ],
      [
        () => importFromExports(['{"__proto__": {}}']),
        i18n().format("CEPHEUS.USDF.Foreign.Error.forbiddenKey", { value: "__proto__" }),
      ],
      [
        () => importFromExports(["[" + "[".repeat(64) + "]".repeat(65)]),
        i18n().format("CEPHEUS.USDF.Foreign.Error.tooDeep", { value: 65, limit: 32 }),
      ],
      [
        () => importFromExports(['{"type": "npc"}']),
        i18n().format("CEPHEUS.USDF.Foreign.Error.unknownFormat", { value: "npc" }),
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
    const a = JSON.parse(fixture("twodsix-ship-free-trader.json"));
    a.items.find((i: any) => i.name === "Stateroom").system.quantity = 60;
    const r = await importFromExports([JSON.stringify(a)]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toContain(i18n().localize("CEPHEUS.USDF.Field.accommodation"));
    expect(actors()).toHaveLength(0);
  });
});

describe("the words of the preview", () => {
  it("every format, target, reason for a guess and refusal has its words in lang/en.json", () => {
    const keys = [
      ...IMPORT_FORMATS.map((k) => `CEPHEUS.USDF.Foreign.Format.${k}`),
      ...IMPORT_TARGETS.map((k) => `CEPHEUS.USDF.Foreign.Target.${k}`),
      ...GUESS_REASONS.map((k) => `CEPHEUS.USDF.Foreign.Guess.${k}`),
      ...IMPORT_ERROR_CODES.map((k) => `CEPHEUS.USDF.Foreign.Error.${k}`),
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
    const { ctx, preview, footer } = render(fixture("twodsix-ship-free-trader.json"));
    expect(ctx.preview.ok).toBe(true);
    expect(preview).toContain("Free Trader Beowulf");
    expect(preview).toContain(i18n().localize("CEPHEUS.USDF.Foreign.Format.twodsixShip"));
    expect(preview).toContain('class="usdf-guessed"');
    expect(preview).toContain('class="usdf-left"');
    expect(preview).toContain('class="usdf-read"');
    expect(preview).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.LeftLine", { from: "items[Air/Raft]", value: "Air/Raft" }),
    );
    expect(/<button type="submit"[^>]*>/.exec(footer)![0]).not.toContain("disabled");
  });

  it("dropped files replace the text: their names, a way back to the text, every actor and the count", () => {
    const files = ["twodsix-traveller-engineer.json", "statblock-corvette.txt"].map((n) => ({
      name: n,
      text: fixture(n),
    }));
    const { form, preview } = render("", files);
    expect(form).toContain("twodsix-traveller-engineer.json, statblock-corvette.txt");
    expect(form).toContain('data-action="clearFiles"');
    expect(form).not.toContain("<textarea");
    expect(preview).toContain("Annie");
    expect(preview).toContain("PATROL CORVETTE");
    expect(preview.match(/class="usdf-actor"/g)).toHaveLength(2);
    expect(preview).toContain(
      `${i18n().localize("CEPHEUS.USDF.Foreign.OneShip")}, ${i18n().localize("CEPHEUS.USDF.Foreign.OneCrew")}`,
    );
  });

  it("a refusal is shown as the USDF reader's are, and cannot be submitted", () => {
    const { preview, footer } = render('{"type": "ship", "system": {"shipStats": {}}}');
    expect(preview).toContain('class="usdf-error"');
    expect(preview).toContain(
      i18n().format("CEPHEUS.USDF.Foreign.Error.noTons", { field: "system.shipStats.mass.max" }),
    );
    expect(/<button type="submit"[^>]*>/.exec(footer)![0]).toContain("disabled");
  });

  it("a USDF paragraph still previews as before", () => {
    const { ctx } = render("TL9 Test\nUsing a 100-ton hull (2 Hull, 2 Structure), the Test is a test.");
    expect(ctx.preview.foreign).toBeNull();
    expect(ctx.preview.ship?.name).toBe("Test");
  });
});
