import { beforeAll, describe, expect, it } from "vitest";
import { CrewData } from "../../src/data/actor/crew";
import { WeaponData } from "../../src/data/item/weapon";
import { bootSystem, errors, validateSource } from "../harness";

beforeAll(bootSystem);

const i18n = () => game.i18n!;

async function crew(system: Record<string, unknown> = {}) {
  const a = await Actor.create({ name: "Jane", type: "crew", system } as Actor.CreateData);
  if (!a) throw new Error(errors().join("; "));
  return a;
}

describe("crew", () => {
  it("defaults: UPP 777777, every space-combat skill untrained, no damage", async () => {
    const s = (await crew()).system as CrewData;
    expect(s.characteristics).toEqual({ str: 7, dex: 7, end: 7, int: 7, edu: 7, soc: 7 });
    expect(Object.values(s.skills).every((v) => v === null)).toBe(true);
    expect(Object.keys(s.skills)).toHaveLength(10);
    expect(s.damage).toEqual({ str: 0, dex: 0, end: 0 });
    expect(s.rads).toBe(0);
  });

  it.each([
    [0, -2],
    [2, -2],
    [3, -1],
    [5, -1],
    [6, 0],
    [8, 0],
    [9, 1],
    [12, 2],
    [15, 3],
  ])("a score of %i gives DM %i", async (score, dm) => {
    const s = (await crew({ characteristics: { int: score } })).system as CrewData;
    expect(s.dm.int).toBe(dm);
  });

  it("physical damage lowers the current score and its DM", async () => {
    const s = (await crew({ characteristics: { dex: 9 }, damage: { dex: 4 } })).system as CrewData;
    expect(s.current.dex).toBe(5);
    expect(s.dm.dex).toBe(-1);
    expect(s.incapacitated).toBe(false);
  });

  it("keeps custom skills and finds them by name", async () => {
    const s = (await crew({ skills: { piloting: 2 }, customSkills: [{ name: "Gun Combat", level: 1 }] }))
      .system as CrewData;
    expect(s.skill("piloting")).toBe(2);
    expect(s.skill("Gun Combat")).toBe(1);
    expect(s.skill("tactics")).toBeNull();
  });

  it("rejects a non-numeric skill with a localised message and leaves the actor unchanged", async () => {
    const a = await crew({ skills: { comms: 1 } });
    const before = a.toObject();
    await a.update({ system: { skills: { comms: "expert" } } } as unknown as Actor.UpdateData);
    expect(a.toObject()).toEqual(before);
    expect(errors().join("\n")).toContain(i18n().localize("CEPHEUS.Validation.NotANumber"));
  });

  it("accepts null (untrained) for a skill", async () => {
    const a = await crew({ skills: { comms: 1 } });
    await a.update({ system: { skills: { comms: null } } } as Actor.UpdateData);
    expect((a.system as CrewData).skills.comms).toBeNull();
  });
});

describe("weapon", () => {
  async function weapon(system: Record<string, unknown> = {}) {
    const i = await Item.create({ name: "Laser", type: "weapon", system } as Item.CreateData);
    if (!i) throw new Error(errors().join("; "));
    return i;
  }

  it("defaults", async () => {
    const s = (await weapon()).system as WeaponData;
    expect(s).toMatchObject({
      kind: "pulseLaser",
      mount: "turretSingle",
      mountId: "",
      damage: "2d6",
      tl: 9,
      missileType: "standard",
    });
    expect(s.usesMissiles).toBe(false);
  });

  it("rejects an unknown weapon kind with a localised message, naming the allowed kinds", async () => {
    const i = await weapon();
    await i.update({ system: { kind: "phaser" } } as unknown as Item.UpdateData);
    expect((i.system as WeaponData).kind).toBe("pulseLaser");
    const msg = errors().join("\n");
    expect(msg).toContain('"phaser"');
    expect(msg).toContain("pulseLaser, beamLaser");
    expect(msg).toContain(
      i18n().format("CEPHEUS.Validation.Choice", {
        value: "phaser",
        choices: "pulseLaser, beamLaser, particleBeam, fusionGun, mesonGun, sandcaster, missile",
      }),
    );
  });

  it.each(["1d6", "2D6", "3d6+2", "1d6 - 1"])("accepts the dice formula %s", (f) => {
    expect(validateSource("Item", "weapon", { damage: f }).ok).toBe(true);
  });

  it.each(["2d", "d6", "fire", "0d6", "1d6*10"])("rejects the dice formula %s", (f) => {
    const r = validateSource("Item", "weapon", { damage: f });
    expect(r.ok).toBe(false);
    expect(r.errors.join()).toContain(i18n().format("CEPHEUS.Validation.DiceFormula", { value: f }));
  });

  it("a missile rack uses missiles", async () => {
    const s = (await weapon({ kind: "missile", missileType: "smart" })).system as WeaponData;
    expect(s.usesMissiles).toBe(true);
  });
});
