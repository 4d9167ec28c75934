// The data models say no instead of guessing: a fraction where a whole number is meant, something that is not a list
// where a list is, a string where a pool is, and ships that cannot fit their hull are refused with a message; a bare
// number for a pool and a string of digits are converted as src/data/migration.ts documents, never wiping a value.
import { beforeAll, describe, expect, it } from "vitest";
import "../harness/usdf-runtime";
import { bootSystem, errors, validateDocumentSource, validateSource } from "../harness";
import { CrewData } from "../../src/data/actor/crew";
import { ShipData } from "../../src/data/actor/ship";
import { WeaponData } from "../../src/data/item/weapon";
import { hardpoints, shipFitProblem, usdfFitProblem } from "../../src/data/fit";
import { shipActorData } from "../../src/data/usdf/actor";
import { importShipFromText } from "../../src/apps/usdf/import";
import { parseShipDescription, type UsdfShip } from "../../src/rules/usdf";
import { packFiles } from "../packs/pack-files";
import { srdShipSections } from "../rules/usdf/srd-sections";

beforeAll(bootSystem);

const i18n = () => game.i18n!;
type AnyActor = Actor.Implementation;

async function ship(system: Record<string, unknown> = {}): Promise<AnyActor> {
  const a = await Actor.create({ name: "Ship", type: "ship", system } as Actor.CreateData);
  if (!a) throw new Error(`ship not created: ${errors().join("; ")}`);
  return a;
}

/** The error messages of a create that must be refused (nothing created). */
async function refusedCreate(type: "ship" | "crew", system: Record<string, unknown>): Promise<string> {
  const before = errors().length;
  const a = await Actor.create({ name: "Refused", type, system } as Actor.CreateData);
  expect(a, `created with ${JSON.stringify(system)}`).toBeUndefined();
  return errors().slice(before).join("\n");
}

/** The error messages of an update that must be refused (the document unchanged). */
async function refusedUpdate(doc: AnyActor | Item.Implementation, changes: Record<string, unknown>): Promise<string> {
  const before = errors().length;
  const source = JSON.stringify(doc.toObject());
  expect(await doc.update(changes as never)).toBeUndefined();
  expect(JSON.stringify(doc.toObject())).toBe(source);
  return errors().slice(before).join("\n");
}

describe("fractions where whole numbers are meant: refused, never rounded", () => {
  it("tons 1.5 is refused (it was rounded to 2), and so is a fraction in a pool, a track, a skill, a tech level", async () => {
    expect(await refusedCreate("ship", { tons: 1.5 })).toContain(
      i18n().format("CEPHEUS.Validation.NotAnInteger", { value: "1.5" }),
    );
    expect(await refusedCreate("ship", { tons: 400, hull: { value: 2.5, max: 8 } })).toContain(
      "2.5 is not a whole number",
    );
    expect(await refusedCreate("ship", { systems: { mDrive: 0.5 } })).toContain("0.5 is not a whole number");
    expect(await refusedCreate("crew", { skills: { piloting: 1.5 } })).toContain("1.5 is not a whole number");
    expect(await refusedCreate("crew", { customSkills: [{ name: "Art", level: 0.5 }] })).toContain(
      "0.5 is not a whole number",
    );
    const a = await ship({ tons: 200 });
    expect(await refusedUpdate(a, { system: { thrust: 2.5 } })).toContain("2.5 is not a whole number");
    const w = await Item.create({ name: "Laser", type: "weapon", system: { tl: 9 } } as Item.CreateData);
    expect(await refusedUpdate(w!, { system: { tl: 9.5 } })).toContain("9.5 is not a whole number");
    expect(validateSource("Item", "weapon", { tl: 10.25 }).ok).toBe(false);
  });

  it("the engagement data the engine stores refuses fractions too (Combatant and Combat system data)", () => {
    expect(validateSource("Combatant", "base", { coordinationPool: 1.5 }).errors.join()).toContain(
      "1.5 is not a whole number",
    );
    expect(validateSource("Combatant", "base", { speed: 2.5 }).ok).toBe(false);
    expect(validateSource("Combat", "base", { nextId: 3.5 }).ok).toBe(false);
    expect(validateSource("Combatant", "base", { coordinationPool: 2, speed: 3 }).ok).toBe(true);
  });

  it("a string of digits is read as its number; other strings, blanks and other kinds are refused as no number", async () => {
    expect(((await ship({ tons: "200" })).system as ShipData).tons).toBe(200);
    expect(((await ship({ tons: " 300 " })).system as ShipData).tons).toBe(300);
    expect(await refusedCreate("ship", { tons: "1.5" })).toContain("1.5 is not a whole number");
    const notANumber = i18n().localize("CEPHEUS.Validation.NotANumber");
    for (const tons of ["", "abc", "12 tons", true, [200], { n: 1 }])
      expect(await refusedCreate("ship", { tons })).toContain(notANumber);
    expect(await refusedCreate("crew", { skills: { piloting: "" } })).toContain(notANumber);
    expect(
      (
        (await Actor.create({ name: "C", type: "crew", system: { skills: { piloting: "2" } } } as Actor.CreateData))!
          .system as CrewData
      ).skills.piloting,
    ).toBe(2);
  });
});

describe("lists must be lists", () => {
  it("a mounts that is not a list is refused: the mounts stay, and the weapons stay on them", async () => {
    const a = await ship({
      tons: 400,
      mounts: [
        { id: "t1", type: "turret", size: "triple" },
        { id: "t2", type: "turret" },
      ],
    });
    await a.createEmbeddedDocuments("Item", [
      { name: "Laser", type: "weapon", system: { kind: "beamLaser", mountId: "t1" } },
    ] as never);
    const notAList = (v: string) => i18n().format("CEPHEUS.Validation.NotAList", { value: v });
    expect(await refusedUpdate(a, { system: { mounts: "t3" } })).toContain(notAList('"t3"'));
    expect(await refusedUpdate(a, { system: { mounts: { id: "t3", type: "turret" } } })).toContain(notAList("{…}"));
    expect(await refusedUpdate(a, { system: { mounts: 5 } })).toContain(notAList("5"));
    expect(await refusedUpdate(a, { system: { seats: "pilot" } })).toContain(notAList('"pilot"'));
    const s = a.system as ShipData;
    expect(s.mounts.map((m) => m.id)).toEqual(["t1", "t2"]);
    expect([...a.items.values()].map((i) => (i.system as WeaponData).mountId)).toEqual(["t1"]);
  });

  it("customSkills, and the engagement's lists, alike", async () => {
    expect(await refusedCreate("crew", { customSkills: "Art" })).toContain("is not a list");
    expect(validateSource("Combat", "base", { order: "a1" }).errors.join()).toContain("is not a list");
    expect(validateSource("Combat", "base", { salvos: {} }).ok).toBe(false);
    expect(validateSource("Combatant", "base", { spentWeapons: "w1" }).ok).toBe(false);
    expect(validateSource("Combatant", "base", { spentWeapons: null }).ok).toBe(true);
  });
});

describe("pools", () => {
  it("a string pool is refused (it was replaced by the default); a string of digits is its value", async () => {
    const notAPool = i18n().format("CEPHEUS.Validation.NotAPool", { value: '"strong"' });
    expect(await refusedCreate("ship", { tons: 400, hull: "strong" })).toContain(notAPool);
    const a = await ship({ tons: 400, hull: { value: 6, max: 8 } });
    expect(await refusedUpdate(a, { system: { hull: "strong" } })).toContain(notAPool);
    expect(await refusedUpdate(a, { system: { structure: [8] } })).toContain(
      i18n().format("CEPHEUS.Validation.NotAPool", { value: "[…]" }),
    );
    expect(await refusedUpdate(a, { system: { armor: true } })).toContain("is not a pool");
    await a.update({ system: { hull: "7" } } as never);
    expect((a.system as ShipData).hull).toEqual({ value: 7, max: 8 });
  });

  it("a bare number in an update is the new value, the max kept: update({system: {hull: 0}}) empties the Hull, it keeps its maximum", async () => {
    const a = await ship({ tons: 400 });
    await a.update({ system: { hull: 0, structure: 3 } } as never);
    expect((a.system as ShipData).hull).toEqual({ value: 0, max: 8 });
    expect((a.system as ShipData).structure).toEqual({ value: 3, max: 8 });
  });

  it("a bare number on a new ship is its value; the max is the tonnage's default (above it: refused)", async () => {
    expect(((await ship({ tons: 400, hull: 4 })).system as ShipData).hull).toEqual({ value: 4, max: 8 });
    expect(((await ship({ tons: 400, hull: { value: 5 } })).system as ShipData).hull).toEqual({ value: 5, max: 8 });
    expect(await refusedCreate("ship", { tons: 400, hull: 9 })).toContain(
      i18n().format("CEPHEUS.Validation.PoolAboveMax", {
        pool: i18n().localize("CEPHEUS.Ship.FIELDS.hull.label"),
        value: "9",
        max: "8",
      }),
    );
  });
});

describe("groups of values must be objects", () => {
  it("a string or a number where a group is meant (systems, software, a mount, characteristics) is refused, not replaced by the defaults", async () => {
    const notAnObject = (v: string) => i18n().format("CEPHEUS.Validation.NotAnObject", { value: v });
    const a = await ship({ tons: 400, systems: { mDrive: 2 }, mounts: [{ id: "t1", type: "turret", damage: 1 }] });
    expect(await refusedUpdate(a, { system: { systems: "intact" } })).toContain(notAnObject('"intact"'));
    expect(await refusedUpdate(a, { system: { software: 5 } })).toContain(notAnObject("5"));
    expect(await refusedUpdate(a, { system: { mounts: ["t2"] } })).toContain(notAnObject('"t2"'));
    expect((a.system as ShipData).systems.mDrive).toBe(2);
    expect((a.system as ShipData).mounts).toMatchObject([{ id: "t1", damage: 1 }]);
    expect(await refusedCreate("crew", { characteristics: "strong" })).toContain(notAnObject('"strong"'));
    expect(validateSource("Combat", "base", { pursuits: [7] }).errors.join()).toContain(notAnObject("7"));
  });
});

describe("a ship must fit its hull", () => {
  it("more turrets and bays than hardpoints (one per 100 tons; small craft one)", async () => {
    expect(hardpoints(200)).toBe(2);
    expect(hardpoints(40)).toBe(1);
    const mounts = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, type: "turret" }));
    await ship({ tons: 200, mounts: mounts(2) });
    expect(await refusedCreate("ship", { tons: 200, mounts: mounts(999) })).toContain(
      i18n().format("CEPHEUS.Validation.TooManyMounts", { count: "999", tons: "200", hardpoints: "2" }),
    );
  });

  it("1e9 missiles, a cargo hold bigger than the ship, a thousand screens: refused with what does not fit", async () => {
    const part = (p: string) => i18n().localize(`CEPHEUS.Validation.Part.${p}`);
    expect(await refusedCreate("ship", { tons: 200, ammo: { missiles: { standard: 1e9 } } })).toContain(
      i18n().format("CEPHEUS.Validation.PartExceedsTons", {
        count: "1000000000",
        part: part("missiles"),
        needed: "83333333.3",
        tons: "200",
      }),
    );
    expect(await refusedCreate("ship", { tons: 200, cargo: { value: 0, max: 201 } })).toContain(part("cargo"));
    expect(await refusedCreate("ship", { tons: 200, screens: { nuclearDamper: 1000 } })).toContain(part("screens"));
    // each alone fits, together they do not
    expect(
      await refusedCreate("ship", { tons: 200, fuel: { value: 120, max: 120 }, cargo: { value: 100, max: 100 } }),
    ).toContain(i18n().format("CEPHEUS.Validation.ContentsExceedTons", { needed: "220", tons: "200" }));
    const a = await ship({ tons: 200, cargo: { value: 50, max: 50 } });
    // a smaller hull the cargo no longer fits in
    expect(await refusedUpdate(a, { system: { tons: 40 } })).toContain("40-ton hull");
  });

  it("more seats than tons", async () => {
    const seats = Array.from({ length: 11 }, () => ({ position: "passenger" }));
    expect(await refusedCreate("ship", { tons: 10, seats })).toContain(
      i18n().format("CEPHEUS.Validation.TooManySeats", { count: "11", tons: "10" }),
    );
  });

  it("every SRD ship of the compendium fits its hull, its system data and the description it was read from", () => {
    const ships = [...packFiles("ships").values()];
    expect(ships.length).toBeGreaterThan(20);
    for (const s of ships) {
      expect(shipFitProblem(s.system as never), s.name).toBeNull();
      expect(
        usdfFitProblem((s.flags as Record<string, { usdf: UsdfShip }>)["cepheus-space-combat"].usdf),
        s.name,
      ).toBeNull();
      expect(validateDocumentSource("Actor", s as never).errors, s.name).toEqual([]);
    }
  });
});

describe("a pasted ship description must fit its hull", () => {
  const SRD = srdShipSections();
  const text = (name: string) => SRD.find((s) => s.heading.endsWith(name))!.text;

  it("1e9 staterooms or 999,999,999 hangars in a 200-ton hull: no actor, a message saying what does not fit", async () => {
    const base = text("Merchant Trader");
    const parsed = parseShipDescription(base);
    expect(parsed.ok).toBe(true);
    const ok = parsed.ok ? parsed.ship : (undefined as never);
    expect(ok.tons).toBe(200);
    const part = (p: string) => i18n().localize(`CEPHEUS.Validation.Part.${p}`);
    for (const [spoil, name] of [
      [{ staterooms: 1e9 }, "staterooms"],
      [{ hangars: { count: 999_999_999, craft: [], includedInCost: false } }, "hangars"],
      [{ lowBerths: 1e6 }, "lowBerths"],
      [{ barracks: 1e6 }, "barracks"],
    ] as [Partial<UsdfShip>, string][]) {
      const data = shipActorData({ ...ok, ...spoil }, { role: "", footer: "", npcSkill: () => 1 });
      const before = errors().length;
      const count = game.actors!.size;
      expect(await Actor.create(data as never)).toBeUndefined();
      expect(game.actors!.size).toBe(count);
      expect(errors().slice(before).join()).toContain(part(name));
      expect(errors().slice(before).join()).toContain("200-ton hull");
    }
  });

  it("through Import ship from text: refused, nothing created; the SRD text itself imports", async () => {
    const base = text("Merchant Trader");
    const count = game.actors!.size;
    expect(base).toMatch(/There are \w+ staterooms/);
    const r = await importShipFromText(base.replace(/There are \w+ staterooms/, "There are 1000000000 staterooms"), {
      notify: false,
    });
    expect(r.ok).toBe(false);
    expect(game.actors!.size).toBe(count);
    // the reader refuses it before any actor is made (its running totals), saying what outgrows the hull
    expect((r as { message?: string }).message).toMatch(/Staterooms.*200-ton hull/);
    const good = await importShipFromText(base, { notify: false });
    expect(good.ok).toBe(true);
  });
});
