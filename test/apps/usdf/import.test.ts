// "Import ship from text" and "Copy ship description" through the Foundry stand-in: the actor created from SRD
// texts, refusals that create nothing, permissions, and the export → import round trip.
import { beforeAll, describe, expect, it } from "vitest";
import "../../harness/usdf-runtime";
import { clipboard } from "../../harness/usdf-runtime";
import { as, bootSystem, errors, notifications, USERS, validateDocumentSource } from "../../harness";
import { copyShipDescription, shipDescriptionOf } from "../../../src/apps/usdf/export";
import { importShipFromText } from "../../../src/apps/usdf/import";
import { ShipData } from "../../../src/data/actor/ship";
import { parseShipDescription, type UsdfShip } from "../../../src/rules/usdf";
import { packFiles } from "../../packs/pack-files";
import { srdShipSections } from "../../rules/usdf/srd-sections";

beforeAll(async () => {
  await bootSystem();
});

const SRD = srdShipSections();
const srdText = (name: string) => SRD.find((s) => s.heading.endsWith(name))!.text;
const i18n = () => (globalThis as any).game.i18n;
const actors = () => (globalThis as any).game.actors as Map<string, any>;
const packShip = (name: string) => [...packFiles("ships").values()].find((d) => d.name === name)!;

async function importOk(text: string, options = {}) {
  const r = await importShipFromText(text, options);
  if (!r.ok) throw new Error(r.message);
  return r;
}

/** The actor's combat data: what the pack generator writes, but for notes and the seats' NPC skills. */
function combatSystem(system: Record<string, any>) {
  const { notes: _notes, seats, ...rest } = structuredClone(system);
  return { ...rest, seats: seats.map((s: any) => ({ ...s, npcSkill: null })) };
}

const weapons = (actor: any) =>
  [...actor.items.values()].map((i: any) => ({
    name: i.name,
    kind: i.system.kind,
    mount: i.system.mount,
    mountId: i.system.mountId,
    missileType: i.system.missileType,
  }));

describe("importing SRD ships", () => {
  it("the Patrol Frigate: a ship actor with everything the text says, weapons on their mounts, seats at the chosen skill", async () => {
    const r = await importOk(srdText("Patrol Frigate"), { npcSkill: 3 });
    const actor = r.actor as any;
    expect(actors().size).toBe(1);
    expect(actor.name).toBe("Patrol Frigate");
    expect(actor.type).toBe("ship");
    expect(actor.system).toBeInstanceOf(ShipData);
    const sys = actor.system;
    expect([sys.tons, sys.hull.max, sys.structure.max, sys.armor.max, sys.thrust, sys.jump]).toEqual([
      300, 6, 6, 8, 4, 2,
    ]);
    expect(sys.sensors.grade).toBe("advanced");
    expect(sys.computer).toMatchObject({ model: "Model 3/fib", rating: 3 });
    expect(sys.ammo.missiles).toEqual({ standard: 0, smart: 120, nuclear: 0 });
    expect(sys.fuel.max).toBe(84);
    expect(sys.cargo.max).toBe(23);
    expect(sys.mounts.map((m: any) => [m.id, m.type, m.size])).toEqual([
      ["m1", "turret", "triple"],
      ["m2", "turret", "triple"],
      ["m3", "turret", "triple"],
    ]);
    const w = weapons(actor);
    expect(w.filter((x) => x.kind === "missile")).toHaveLength(6);
    expect(w.filter((x) => x.kind === "beamLaser")).toHaveLength(3);
    expect(w.every((x) => ["m1", "m2", "m3"].includes(x.mountId) && x.mount === "turretTriple")).toBe(true);
    expect(
      w
        .filter((x) => x.kind === "missile")
        .every((x) => x.missileType === "smart" && x.name === "Missile Rack (Smart)"),
    ).toBe(true);
    // every seat an unnamed NPC at the chosen skill; a gunner per turret
    expect(sys.seats.every((s: any) => s.npcSkill === 3 && s.crew === null)).toBe(true);
    expect(sys.seats.filter((s: any) => s.position === "turretGunner").map((s: any) => s.mountId)).toEqual([
      "m1",
      "m2",
      "m3",
    ]);
    // the full parsed ship in the flag, as the pack generator keeps it
    const parsed = parseShipDescription(srdText("Patrol Frigate"));
    expect(parsed.ok && actor.flags["cepheus-space-combat"].usdf).toEqual(parsed.ok && parsed.ship);
    expect(notifications.messages.at(-1)).toEqual({
      type: "info",
      message: i18n().format("CEPHEUS.USDF.Imported", { name: "Patrol Frigate" }),
    });
  });

  it.each(["Patrol Frigate", "Courier", "Fighter", "Dreadnought", "Cutter"])(
    "%s: the same combat data and weapons as the compendium's (one mapping)",
    async (name) => {
      const r = await importOk(srdText(name));
      const pack = packShip(name);
      expect(combatSystem(r.actor.toObject().system)).toEqual(
        combatSystem(validateDocumentSource("Actor", pack).cleaned.system as any),
      );
      expect(weapons(r.actor)).toEqual(
        pack.items.map((i: any) => ({
          name: i.name,
          kind: i.system.kind,
          mount: i.system.mount,
          mountId: i.system.mountId,
          missileType: i.system.missileType,
        })),
      );
    },
  );

  it("the Courier (scout/courier): unarmed, no gunner seats", async () => {
    const { actor } = await importOk(srdText("Courier"));
    const sys = (actor as any).system;
    expect(actor.items.size).toBe(0);
    expect([sys.tons, sys.hull.max, sys.structure.max, sys.thrust, sys.jump]).toEqual([100, 2, 2, 4, 2]);
    expect(sys.seats.some((s: any) => s.position === "turretGunner" || s.position === "bayGunner")).toBe(false);
  });

  it("a small craft (the Fighter): small craft, one pilot seat and its weapon", async () => {
    const { actor } = await importOk(srdText("Fighter"), { npcSkill: 2 });
    const sys = (actor as any).system;
    expect(sys.smallCraft).toBe(true);
    expect(sys.tons).toBeLessThan(100);
    expect(sys.seats).toEqual([{ position: "pilot", crew: null, npcSkill: 2, automated: false, mountId: "" }]);
    expect(actor.items.size).toBeGreaterThan(0);
    for (const item of actor.items.values() as Iterable<any>)
      expect(sys.mounts.map((m: any) => m.id)).toContain(item.system.mountId);
  });

  it("what the text does not say is listed back and kept in the notes", async () => {
    const r = await importOk(srdText("Merchant Trader"));
    expect(r.unread).toEqual(["Ships may also wish to carry a medic and a steward"]);
    const notes = (r.actor as any).system.notes as string;
    expect(notes).toContain(i18n().localize("CEPHEUS.USDF.UnreadTitle"));
    expect(notes).toContain("Ships may also wish to carry a medic and a steward");
    expect(notes).toContain(i18n().localize("CEPHEUS.USDF.NotesFooter"));
    expect(notifications.messages.at(-1)).toEqual({
      type: "warn",
      message: i18n().format("CEPHEUS.USDF.ImportedUnread", { name: "Merchant Trader", count: 1 }),
    });
    const bare = await importOk("TL9 Crate\nUsing a 100-ton hull (2 Hull, 2 Structure), the Crate hauls boxes.");
    expect(bare.missing).toEqual(expect.arrayContaining(["drives", "fuel", "crew", "cost"]));
    expect((bare.actor as any).system.seats.map((s: any) => s.position)).toEqual(["pilot"]);
  });
});

describe("refusals create nothing", () => {
  it.each([
    ["not a ship description", "Hello there, this is my shopping list: eggs, milk.", "noHull", {}],
    ["empty", "   \n ", "empty", {}],
    ["no tech level", "Using a 100-ton hull (2 Hull, 2 Structure), the Box hauls boxes.", "noTechLevel", {}],
    ["two ships", `${srdText("Courier")}\n\n${srdText("Yacht")}`, "severalShips", { value: 2 }],
  ])("%s", async (_label, text, code, data) => {
    const r = await importShipFromText(text);
    expect(r.ok).toBe(false);
    const expected = i18n().format(`CEPHEUS.USDF.Error.${code}`, { field: "", value: "", ...data });
    expect(!r.ok && r.message).toBe(expected);
    expect(errors()).toEqual([expected]);
    expect(actors().size).toBe(0);
  });

  it("a figure no ship can have names the field in words", async () => {
    const r = await importShipFromText(
      "TL9 Brick\nUsing a 100-ton hull (2 Hull, 2 Structure), the Brick hauls bricks. It mounts no drives, giving a performance of 25-G acceleration.",
    );
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(
      i18n().format("CEPHEUS.USDF.Error.outOfRange", {
        field: i18n().localize("CEPHEUS.USDF.Field.thrust"),
        value: 25,
      }),
    );
    expect(actors().size).toBe(0);
  });

  it("a bad NPC skill is refused", async () => {
    for (const skill of [-1, 16, 1.5, Number.NaN]) {
      const r = await importShipFromText(srdText("Courier"), { npcSkill: skill });
      expect(!r.ok && r.message).toBe(i18n().localize("CEPHEUS.USDF.Error.npcSkill"));
    }
    expect(actors().size).toBe(0);
  });

  it("players and trusted players may not create actors: no import", async () => {
    for (const who of ["alice", "bob"] as const) {
      const r = await as(who, () => importShipFromText(srdText("Patrol Frigate")));
      expect(!r.ok && r.message).toBe(i18n().localize("CEPHEUS.USDF.Error.noPermission"));
    }
    (globalThis as any).game.users.get(USERS.bob._id)._source.role = 2;
    (globalThis as any).game.users.get(USERS.bob._id).role = 2;
    const trusted = await as("bob", () => importShipFromText(srdText("Patrol Frigate")));
    expect(trusted.ok).toBe(false);
    expect(actors().size).toBe(0);
    expect(errors()).toHaveLength(3);
  });

  it("an assistant GM may import", async () => {
    const bob = (globalThis as any).game.users.get(USERS.bob._id);
    bob.role = bob._source.role = 3;
    const r = await as("bob", () => importShipFromText(srdText("Courier")));
    expect(r.ok).toBe(true);
    expect(actors().size).toBe(1);
  });
});

describe("export → import gives the same ship", () => {
  it.each(SRD.map((s) => [s.heading.replace(/^TL\s?\d+\s+/, "")]))("%s", async (name) => {
    const first = await importOk(srdText(name), { npcSkill: 2 });
    const text = await copyShipDescription(first.actor as any);
    expect(text).not.toBeNull();
    expect(clipboard.copied).toEqual([text]);
    expect(notifications.messages.at(-1)).toEqual({
      type: "info",
      message: i18n().format("CEPHEUS.USDF.Exported", { name: first.actor.name }),
    });
    const second = await importOk(text!, { npcSkill: 2 });
    expect(second.unread).toEqual([]);
    const a = first.actor.toObject() as any;
    const b = second.actor.toObject() as any;
    const { notes: notesA, ...sysA } = a.system;
    const { notes: notesB, ...sysB } = b.system;
    expect(sysB).toEqual(sysA);
    expect(weapons(second.actor)).toEqual(weapons(first.actor));
    expect(b.flags["cepheus-space-combat"].usdf).toEqual(a.flags["cepheus-space-combat"].usdf);
    // the notes differ only by what the first text left unread
    expect(notesB).toBe(
      first.unread.length ? notesA.replace(/<p>[^<]*<\/p><ul>(?:<li>[^<]*<\/li>)*<\/ul>(?=<p><em>)/, "") : notesA,
    );
  });

  it("the text is written from the ship's current data", async () => {
    const { actor } = await importOk(srdText("Patrol Frigate"));
    await actor.update({
      name: "Vigilant",
      system: {
        armor: { value: 4, max: 10 },
        thrust: 5,
        ammo: { missiles: { smart: 40 } },
        software: { fireControl: 3 },
      },
    } as any);
    const d = shipDescriptionOf(actor as any);
    expect(d.ok).toBe(true);
    const ship = parseShipDescription(d.ok ? d.text : "");
    expect(ship.ok && ship.ship).toMatchObject({
      name: "Vigilant",
      armor: 10,
      thrust: 5,
      ammo: { missiles: { smart: 40 } },
    });
    expect(ship.ok && (ship.ship as UsdfShip).software).toContainEqual({
      name: "Fire Control",
      rating: 3,
      techLevel: null,
    });
  });

  it("a ship whose figures no longer make a valid description is copied with a warning", async () => {
    const { actor } = await importOk(srdText("Courier"));
    await actor.update({ system: { hull: { value: 9, max: 9 } } } as any);
    const text = await copyShipDescription(actor as any);
    expect(text).toContain("9 Hull");
    const warning = notifications.messages.at(-1)!;
    expect(warning.type).toBe("warn");
    expect(warning.message).toBe(
      i18n().format("CEPHEUS.USDF.ExportedUnreadable", {
        name: "Courier",
        error: i18n().format("CEPHEUS.USDF.Error.hullExceedsTons", {
          field: i18n().localize("CEPHEUS.USDF.Field.hull"),
          value: 9,
        }),
      }),
    );
  });

  it("refused for a user who cannot see the ship, for a non-ship, and when the clipboard fails", async () => {
    const { actor } = await importOk(srdText("Courier"));
    const hidden = await as("alice", () => copyShipDescription(actor as any));
    expect(hidden).toBeNull();
    expect(errors().at(-1)).toBe(i18n().format("CEPHEUS.USDF.Error.noPermissionExport", { name: "Courier" }));
    await actor.update({ ownership: { [USERS.alice._id]: 2 } } as any);
    expect(await as("alice", () => copyShipDescription(actor as any))).not.toBeNull();
    const crew = await (globalThis as any).Actor.create({ name: "Rookie", type: "crew" });
    expect(await copyShipDescription(crew)).toBeNull();
    expect(errors().at(-1)).toBe(i18n().format("CEPHEUS.USDF.Error.notShip", { name: "Rookie" }));
    clipboard.fail = "Document is not focused.";
    expect(await copyShipDescription(actor as any)).toBeNull();
    expect(errors().at(-1)).toBe(
      i18n().format("CEPHEUS.USDF.Error.clipboard", { message: "Document is not focused." }),
    );
  });
});
