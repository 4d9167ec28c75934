// twodsix's own files (test/fixtures/imports/twodsix, unchanged from xdy/twodsix-foundryvtt: SOURCES.md) → ships and
// crew members, every value the source states compared with what was imported. The source is read here plainly
// (`sourceAt`), never through the reader, and each expected figure is also written out, so that a file that changed
// under the test or a reader that changed with it both fail.
import { describe, expect, it } from "vitest";
import { readImports, type ImportEntry } from "../../../src/rules/imports";
import { crewOf, fixture, fixtureNames, json, mountsOf, shipOf, sourceAt } from "./fixtures";

const LMT = "cepheus-deluxe-actors/ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json";
/**
 * Every revision of twodsix's only compendium ship that Foundry 10 or later can load: in its Foundry 10 pack (one
 * line of the NeDB file), its first JSON source, before and after its v14 data changes, and today's.
 */
const LMT_REVISIONS = [
  "twodsix/a9f4f53/static/packs/cepheus-deluxe-actors.db.line-34.json",
  ...["twodsix/d14ab12", "twodsix/f465827", "twodsix/fb0b1cb", "twodsix/bddb68e"].map((d) => `${d}/${LMT}`),
];
/** The same ship in its pack of 2022, before Foundry 10: its values under `data`. */
const LMT_BEFORE_V10 = "twodsix/2c635b3/static/packs/cepheus-deluxe-actors.db.line-34.json";

/** Every item of the source is in some note of the import: read, guessed or left, none dropped. */
function expectEveryItemNoted(src: any, e: ImportEntry): void {
  const noted = [...e.notes.read, ...e.notes.guessed, ...e.notes.left].map((n) => n.from);
  for (const item of src.items)
    expect(
      noted.some((f) => f.startsWith(`items[${item.name}]`)),
      item.name,
    ).toBe(true);
}

/** The component of a twodsix export with this name. */
const component = (src: any, name: string) => src.items.find((i: any) => i.name === name)?.system;

describe("twodsix's Light Military Transport, every revision", () => {
  it.each(LMT_REVISIONS)("%s: every value the source states", (file) => {
    const src = json(file);
    const e = shipOf(file);
    const s = e.ship;
    const pairs: [string, unknown, unknown, unknown][] = [
      // [what, the source's value, what was imported, the figure both must be]
      ["name", src.name, s.name, "Light Military Transport"],
      ["tech level", src.system.techLevel, s.techLevel, 11],
      ["tons", src.system.shipStats.mass.max, s.tons, 300],
      ["base hull", component(src, "Base Hull").weight, s.tons, 300],
      ["Thrust", src.system.shipStats.drives.mDrive.rating, s.thrust, 2],
      ["Jump", src.system.shipStats.drives.jDrive.rating, s.jump, 2],
      ["fuel", src.system.shipStats.fuel.max, s.fuel?.tons, 60],
      ["fuel left", src.system.shipStats.fuel.value, e.state.fuel, 60],
      ["armor", src.system.shipStats.armor.max ?? 0, s.armor, 0],
      [
        "computer",
        component(src, "New electronics").rating,
        `Model/${s.computer?.model}, DM+${s.sensors?.dm}`,
        "Model/3, DM+1",
      ],
      ["hardpoints", src.items.filter((i: any) => i.system.subtype === "mount").length, s.hardpoints, 3],
      ["staterooms", component(src, "Staterooms").quantity, s.staterooms, 10],
      ["low berths", component(src, "Low Berths").quantity, s.lowBerths, 20],
      ["sand", component(src, "Sandcaster Magazine").quantity, s.ammo.sand, 24],
      [
        "escape pods",
        component(src, "Escape Pods").quantity,
        s.features.find((f) => /escape/i.test(f.name))?.count,
        20,
      ],
      [
        "fuel processors",
        component(src, "Fuel Processors").quantity * component(src, "Fuel Processors").weight,
        s.fuelProcessors?.tons,
        6,
      ],
      [
        "fuel processed a day",
        component(src, "Fuel Processors").rating,
        `${s.fuelProcessors?.perDay} tons /day`,
        "30 tons /day",
      ],
      [
        "pulse lasers",
        component(src, "Pulse Laser").quantity,
        s.weapons.filter((w) => w.kind === "pulseLaser").length,
        3,
      ],
      [
        "sandcasters",
        component(src, "Triple Sandcaster").quantity,
        s.weapons.filter((w) => w.kind === "sandcaster").length,
        3,
      ],
    ];
    for (const [what, source, imported, figure] of pairs)
      expect([what, source, imported]).toEqual([what, figure, figure]);
    // no Hull points in the export (0 or null): the SRD's for 300 tons, undamaged
    expect([s.hull, s.structure, e.state.hull, e.state.structure]).toEqual([6, 6, 6, 6]);
    expect(s.armorType).toBe("crystaliron");
    expect(s.sensors?.grade).toBe("advanced");
    // three hardpoints, a laser and a sandcaster dealt onto each
    expect(mountsOf(e)).toEqual(Array(3).fill("turret 2: pulseLaser, sandcaster"));
    expect(e.notes.guessed.filter((n) => n.reason === "mountsShared")).toHaveLength(2);
    // the one position, "New Position", is not a station here; the actor seated at it is an assignment
    expect(s.crew.roles).toEqual([]);
    expect(e.notes.left.map((n) => n.value)).toContain("New Position");
    expect(e.assignments).toEqual([{ actorId: "PNhWfUYKQwcLRTzE", name: "", station: "New Position", position: null }]);
  });

  it.each(LMT_REVISIONS)("%s: every item of the export is read, guessed or left, none dropped", (file) => {
    const src = json(file);
    const e = shipOf(file);
    expectEveryItemNoted(src, e);
  });

  it("fittings under both spellings: the packs' 'accomodations', and the 'accommodations' a world migrates them to", () => {
    const subtypes = (text: string) =>
      JSON.parse(text)
        .items.filter((i: any) => /^accom/.test(i.system.subtype ?? ""))
        .map((i: any) => i.system.subtype);
    for (const f of LMT_REVISIONS) {
      expect(subtypes(fixture(f))).toEqual(["accomodations", "accomodations"]);
      expect([shipOf(f).ship.staterooms, shipOf(f).ship.lowBerths]).toEqual([10, 20]);
      // as twodsix's migration (src/migrations/6_2025_12_18_accommodate_spelling_fix.js) writes it in a world
      const migrated = fixture(f).replace(/"accomodations"/g, '"accommodations"');
      expect(subtypes(migrated)).toEqual(["accommodations", "accommodations"]);
      const r = readImports([migrated]);
      expect(
        r.ok && r.entries[0]!.kind === "ship" && [r.entries[0]!.ship.staterooms, r.entries[0]!.ship.lowBerths],
      ).toEqual([10, 20]);
    }
  });

  it("the ship as twodsix kept it before Foundry 10 is refused, saying how to bring it up to date", () => {
    expect(Object.keys(json(LMT_BEFORE_V10))).toContain("data");
    expect(readImports([fixture(LMT_BEFORE_V10)])).toEqual({
      ok: false,
      error: { code: "legacyExport", value: "ship" },
    });
  });
});

/** The twodsix skill names that are ours; every other trained skill is kept as a custom skill. */
const OURS: Record<string, string[]> = {
  Piloting: ["piloting"],
  Gunnery: ["turretWeapons", "bayWeapons", "screens"],
  Engineering: ["engineering"],
  Repair: ["mechanics"],
  Leadership: ["leadership"],
  Tactics: ["tactics"],
};
const CHARACTERISTICS = {
  str: "strength",
  dex: "dexterity",
  end: "endurance",
  int: "intelligence",
  edu: "education",
  soc: "socialStanding",
};
const TRAVELLERS = fixtureNames("twodsix").filter((f) => /\/(?:traveller|robot)_/.test(f));

describe("twodsix's travellers and robots: every one of its compendia whose content is open", () => {
  it("are all here: Cepheus Deluxe's 20 travellers, Cepheus Quantum's 10, Cepheus Atom's 7 robots, Cepheus Light's 8", () => {
    const count = (pack: string) => TRAVELLERS.filter((f) => f.includes(`/${pack}/`)).length;
    expect(
      ["cepheus-deluxe-actors", "cepheus-quantum-careers", "cepheus-atom-actors", "ce-light-robots"].map(count),
    ).toEqual([20, 10, 7, 8]);
    // Alpha Cephei's are not ours to copy: SOURCES.md
    expect(TRAVELLERS).toHaveLength(45);
  });

  it.each(TRAVELLERS)("%s: every characteristic and every trained skill", (file) => {
    const src = json(file);
    const e = crewOf(file);
    expect(e.format).toBe("twodsixTraveller");
    expect(e.crew.name).toBe(src.name);
    expect(["traveller", "robot"]).toContain(src.type);
    expect(e.actorId).toBe(src._id);
    for (const [ours, theirs] of Object.entries(CHARACTERISTICS))
      expect([ours, e.crew.characteristics[ours as "str"]]).toEqual([
        ours,
        sourceAt(src, `system.characteristics.${theirs}.value`),
      ]);
    const trained = src.items.filter((i: any) => i.type === "skills" && i.system.value >= 0);
    for (const skill of trained) {
      const keys = OURS[skill.name];
      if (keys)
        for (const k of keys) expect([skill.name, (e.crew.skills as any)[k]]).toEqual([skill.name, skill.system.value]);
      else expect(e.crew.customSkills).toContainEqual({ name: skill.name, level: skill.system.value });
    }
    // nothing more than the source gives
    const custom = trained.filter((s: any) => !OURS[s.name]).length;
    expect(e.crew.customSkills).toHaveLength(custom);
    expectEveryItemNoted(src, e);
  });

  it("a Cepheus Deluxe gunner's Gunnery is every ship's weapon and the screens, guessed", () => {
    const file = TRAVELLERS.find((f) => json(f).items.some((i: any) => i.name === "Gunnery"))!;
    const e = crewOf(file);
    const level = json(file).items.find((i: any) => i.name === "Gunnery").system.value;
    expect([e.crew.skills.turretWeapons, e.crew.skills.bayWeapons, e.crew.skills.screens]).toEqual([
      level,
      level,
      level,
    ]);
    expect(e.notes.guessed.find((n) => n.from === "items[Gunnery]")?.reason).toBe("skillByName");
  });

  it("twodsix's Untrained skill (−3) stays untrained and is listed as left", () => {
    const e = crewOf(TRAVELLERS[0]!);
    expect(e.notes.left.map((n) => n.from)).toContain("items[Untrained].system.value");
  });
});

describe("twodsix's other actors", () => {
  it("a robot is a crew member: characteristics and skills as a traveller's", () => {
    const file = "twodsix/bddb68e/cepheus-atom-actors/robot_Warbot_cIiwzs4YedoRxIUM.json";
    const e = crewOf(file);
    expect(e.crew.name).toBe("Warbot");
    expect(e.crew.customSkills).toEqual([
      { name: "Combat", level: 2 },
      { name: "Physical", level: 2 },
      { name: "Technical", level: 1 },
    ]);
    expect(e.crew.characteristics.soc).toBe(0);
  });

  it.each([
    ["twodsix/bddb68e/cepheus-deluxe-actors/vehicle_Patrol_Boat_QyDn9Fq0zbp9Sm85.json", "vehicle"],
    ["twodsix/bddb68e/cepheus-atom-actors/animal_Sandworm_61ehIPlTyQpsrwBU.json", "animal"],
  ])("%s is refused as neither a ship nor crew, naming its type and system", (file, type) => {
    expect(readImports([fixture(file)])).toEqual({
      ok: false,
      error: { code: "otherActor", value: type, field: "twodsix" },
    });
  });
});
