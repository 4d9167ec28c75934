// Travellers at their edges: every skill name the readers know, exact or guessed; characteristics missing, out of
// bounds or injured; the custom skills' limit; and Mongoose's skills, trained or not, with their specialities.
import { describe, expect, it } from "vitest";
import { readImports, type ImportedCrew } from "../../../src/rules/imports";
import { MAX_CUSTOM_SKILLS } from "../../../src/rules/imports/crew-member";
import { skillOfName } from "../../../src/rules/imports/twodsix-traveller";
import { fixture, json } from "./fixtures";

const OFFICER = "twodsix/bddb68e/cepheus-deluxe-actors/traveller_Ship_Officer_5nJgR54dCs0ElTss.json";
const GUNNER = "mgt2e-data-model/mgt2e-traveller-gunner.json";

function crew(name: string, change: (a: any) => void): ImportedCrew {
  const a = json(name);
  change(a);
  const r = readImports([JSON.stringify(a)]);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.entries[0] as ImportedCrew;
}
const refusal = (name: string, change: (a: any) => void) => {
  const a = json(name);
  change(a);
  const r = readImports([JSON.stringify(a)]);
  return r.ok ? null : r.error;
};
const skill = (name: string, value: number) => ({ name, type: "skills", system: { value } });

describe("skill names", () => {
  it.each([
    ["Pilot", ["piloting"], true],
    ["Piloting", ["piloting"], true],
    [" piloting ", ["piloting"], true],
    ["Pilot (Spacecraft)", ["piloting"], false],
    ["Navigation", ["navigation"], true],
    ["Astrogation", ["navigation"], true],
    ["Comms", ["comms"], true],
    ["Communications", ["comms"], true],
    ["Electronics (Comms)", ["comms"], false],
    ["Electronics (Sensors)", ["comms"], false],
    ["Sensors", ["comms"], false],
    ["Turret Weapons", ["turretWeapons"], true],
    ["Gunnery (Turret)", ["turretWeapons"], false],
    ["Gunnery (Turrets)", ["turretWeapons"], false],
    ["Gunner (Turret)", ["turretWeapons"], false],
    ["Gunner (turrets)", ["turretWeapons"], false],
    ["Bay Weapons", ["bayWeapons"], true],
    ["Gunnery (Bay)", ["bayWeapons"], false],
    ["Gunner (Bays)", ["bayWeapons"], false],
    ["Screens", ["screens"], true],
    ["Gunnery (Screen)", ["screens"], false],
    ["Gunner (Screens)", ["screens"], false],
    ["Gunnery", ["turretWeapons", "bayWeapons", "screens"], false],
    ["Gunner", ["turretWeapons", "bayWeapons", "screens"], false],
    ["Gunnery (Spinal)", ["turretWeapons"], false],
    ["Mechanic", ["mechanics"], true],
    ["Mechanics", ["mechanics"], true],
    ["Repair", ["mechanics"], false],
    ["Engineer", ["engineering"], true],
    ["Engineering", ["engineering"], true],
    ["Engineer (J-drive)", ["engineering"], false],
    ["Leader", ["leadership"], true],
    ["Leadership", ["leadership"], true],
    ["Tactics", ["tactics"], true],
    ["Tactics (Naval)", ["tactics"], false],
  ])("%j → %j (exact: %j)", (name, keys, exact) => {
    expect(skillOfName(name)).toEqual({ keys, exact });
  });

  it.each(["Autopilot", "Space Navigation", "Repairs", "Zero-G", "Vacc Suit", "Gun Combat", "Sensor Ops", "Co-pilot"])(
    "%j is none of ours",
    (name) => expect(skillOfName(name)).toBeNull(),
  );
});

describe("twodsix travellers at their edges", () => {
  it("a characteristic missing is 7, guessed; injuries up to the score are read, past it or fractional not", () => {
    const e = crew(OFFICER, (a) => {
      delete a.system.characteristics.education;
      Object.assign(a.system.characteristics.strength, { value: 9, damage: 4 });
      Object.assign(a.system.characteristics.dexterity, { value: 6, damage: 7 });
      Object.assign(a.system.characteristics.endurance, { value: 8, damage: 1.5 });
      a.system.characteristics.intelligence.damage = 3;
      a.system.characteristics.psionicStrength.value = 9;
      a.system.characteristics.stamina.value = 0;
    });
    expect(e.crew.characteristics).toEqual({ str: 9, dex: 6, end: 8, int: 7, edu: 7, soc: 7 });
    expect(e.crew.damage).toEqual({ str: 4, dex: 0, end: 0 });
    expect(e.notes.guessed.map((n) => `${n.from}: ${n.value}`)).toEqual([
      "system.characteristics.education.value: EDU 7",
    ]);
    expect(e.notes.read.map((n) => n.value)).toContain("STR −4");
    expect(e.notes.left.map((n) => `${n.from}: ${n.value}`)).toEqual(
      expect.arrayContaining([
        "system.characteristics.psionicStrength.value: 9",
        "system.characteristics.lifeblood.value: 14",
      ]),
    );
    expect(e.notes.left.map((n) => n.from)).not.toContain("system.characteristics.stamina.value");
  });

  it.each([
    [-1, "badFigure"],
    [30.5, "badFigure"],
    [31, "badFigure"],
  ])("a characteristic of %j is refused", (v, code) => {
    expect(refusal(OFFICER, (a) => (a.system.characteristics.socialStanding.value = v))).toEqual({
      code,
      field: "system.characteristics.socialStanding.value",
      value: v,
    });
  });

  it("skills: 0 to 15 read, the higher of two names for one skill kept, fractional or negative left, 16 refused", () => {
    const e = crew(OFFICER, (a) =>
      a.items.push(skill("Pilot", 1), skill("Navigation", 0), skill("Sensors", 1.5), skill("Admin", 15), {
        name: "Broken",
        type: "skills",
        system: {},
      }),
    );
    expect(e.crew.skills).toMatchObject({ piloting: 2, navigation: 0 });
    expect(e.crew.skills.comms).toBeUndefined();
    expect(e.crew.customSkills).toContainEqual({ name: "Admin", level: 15 });
    expect(e.notes.left.map((n) => `${n.from}: ${n.value}`)).toEqual(
      expect.arrayContaining(["items[Sensors].system.value: 1.5", "items[Broken].system.value: "]),
    );
    expect(refusal(OFFICER, (a) => a.items.push(skill("Tactics", 16)))).toEqual({
      code: "badFigure",
      field: "items[Tactics].system.value",
      value: 16,
    });
  });

  it(`custom skills past ${MAX_CUSTOM_SKILLS} are left; a skill without a name too`, () => {
    const e = crew(OFFICER, (a) => {
      for (let i = 0; i < MAX_CUSTOM_SKILLS + 2; i++) a.items.push(skill(`Lore ${i}`, 1));
      a.items.push(skill("", 1));
    });
    expect(e.crew.customSkills).toHaveLength(MAX_CUSTOM_SKILLS);
    expect(e.notes.left.map((n) => n.from)).toEqual(
      expect.arrayContaining([`items[Lore ${MAX_CUSTOM_SKILLS + 1}]`, "items[]"]),
    );
  });

  it("a traveller without a name is 'Traveller'; items without a type are not listed", () => {
    const e = crew(OFFICER, (a) => {
      a.name = " ";
      a.items.push({ name: "Odd" });
    });
    expect(e.crew.name).toBe("Traveller");
    expect(e.notes.read[0]).toEqual({ from: "name", to: "name", value: "Traveller" });
    expect(e.notes.left.map((n) => n.from)).not.toContain("items[Odd]");
  });
});

describe("Mongoose travellers at their edges", () => {
  it("a skill's own level when it has no specialities; the highest speciality that counts; untrained ones counted", () => {
    const e = crew(GUNNER, (a) => {
      const s = a.system.skills;
      s.leadership.trained = true;
      s.leadership.value = 2;
      s.astrogation = { trained: true, value: 1, label: "Astrogation" };
      s.mechanic = { trained: true, value: 0 };
      s.engineer = {
        trained: true,
        value: 0,
        specialities: { mDrive: { value: 1 }, jDrive: { value: 3 }, lifeSupport: { value: 2 } },
      };
      s.gunner.specialities.capital.value = 3;
      s.pilot.specialities.spacecraft.value = 2;
    });
    expect(e.crew.skills).toEqual({
      piloting: 2,
      comms: 2,
      turretWeapons: 2,
      bayWeapons: 3,
      screens: 1,
      tactics: 1,
      leadership: 2,
      navigation: 1,
      mechanics: 0,
      engineering: 3,
    });
    expect(e.crew.customSkills).toEqual(expect.arrayContaining([{ name: "engineer (lifeSupport)", level: 2 }]));
    expect(e.notes.read.map((n) => n.value)).toContain("Astrogation 1 → navigation");
  });

  it("a trained skill whose specialities that count are all 0 gives its own level, or nothing at 0", () => {
    const e = crew(GUNNER, (a) => {
      a.system.skills.tactics.specialities.naval.value = 0;
      a.system.skills.electronics.specialities = { sensors: { value: 0 }, comms: { value: 0 } };
      a.system.skills.electronics.value = 1;
    });
    expect(e.crew.skills.tactics).toBeUndefined();
    expect(e.crew.skills.comms).toBe(1);
  });

  it("levels out of bounds are refused, the skill's and a speciality's; a characteristic missing is 7", () => {
    expect(refusal(GUNNER, (a) => (a.system.skills.admin.value = 16))).toEqual({
      code: "badFigure",
      field: "system.skills.admin.value",
      value: 16,
    });
    expect(refusal(GUNNER, (a) => (a.system.skills.gunner.specialities.turret.value = -1))).toEqual({
      code: "badFigure",
      field: "system.skills.gunner.specialities.turret.value",
      value: -1,
    });
    expect(refusal(GUNNER, (a) => (a.system.characteristics.INT.value = 31))).toEqual({
      code: "badFigure",
      field: "system.characteristics.INT.value",
      value: 31,
    });
    const e = crew(GUNNER, (a) => {
      delete a.system.characteristics.SOC;
      a.system.damage.STR.value = 7;
      a.system.damage.DEX.value = 2;
    });
    expect(e.crew.characteristics.soc).toBe(7);
    expect(e.crew.damage).toEqual({ str: 0, dex: 2, end: 2 });
    expect(e.notes.guessed.map((n) => n.value)).toEqual(["SOC 7"]);
  });

  it("no skills at all, a skill that is not an object, and a nameless traveller", () => {
    const e = crew(GUNNER, (a) => {
      a.name = "";
      a.system.skills = { admin: 3, broker: { trained: true, value: 1 } };
    });
    expect(e.crew.name).toBe("Traveller");
    expect(e.crew.customSkills).toEqual([{ name: "broker", level: 1 }]);
    expect(e.notes.left.map((n) => `${n.from}: ${n.value}`)).toContain("system.skills: 1 untrained");
    const none = crew(GUNNER, (a) => delete a.system.skills);
    expect(none.crew.skills).toEqual({});
    expect(none.notes.left.map((n) => n.from)).not.toContain("system.skills");
  });

  it("its id is the file's own", () => {
    expect(crew(GUNNER, () => {}).actorId).toBeNull();
    expect(crew(GUNNER, (a) => (a._id = "abcdefghijklmnop")).actorId).toBe("abcdefghijklmnop");
    expect(JSON.parse(fixture(GUNNER)).type).toBe("traveller");
  });
});
