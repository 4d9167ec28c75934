import { beforeAll, describe, expect, it } from "vitest";
import { ShipData } from "../../src/data/actor/ship";
import { bootSystem, errors, validateSource } from "../harness";
import "../harness/settings";

beforeAll(bootSystem);

const i18n = () => game.i18n!;

async function ship(system: Record<string, unknown> = {}, name = "Test ship") {
  const actor = await Actor.create({ name, type: "ship", system } as Actor.CreateData);
  if (!actor) throw new Error(`ship not created: ${errors().join("; ")}`);
  return actor;
}

describe("ship defaults", () => {
  it("a 400-ton ship gets Hull 8 and Structure 8 (one per 50 tons)", async () => {
    const a = await ship({ tons: 400 });
    const s = a.system as ShipData;
    expect(s).toBeInstanceOf(ShipData);
    expect(s.hull).toEqual({ value: 8, max: 8 });
    expect(s.structure).toEqual({ value: 8, max: 8 });
  });

  it("a 40-ton small craft gets Hull 0 and Structure at least 1", async () => {
    const s = (await ship({ tons: 40 })).system as ShipData;
    expect(s.hull).toEqual({ value: 0, max: 0 });
    expect(s.structure).toEqual({ value: 1, max: 1 });
    expect(s.smallCraft).toBe(true);
  });

  it("keeps Hull and Structure given at creation (SRD designs may differ: the Raider is 600 tons with 6/6)", async () => {
    const s = (await ship({ tons: 600, hull: { value: 6, max: 6 }, structure: { value: 6, max: 6 } }))
      .system as ShipData;
    expect(s.hull.max).toBe(6);
    expect(s.structure.max).toBe(6);
  });

  it("defaults every other field", async () => {
    const s = (await ship()).system as ShipData;
    expect(s.tons).toBe(100);
    expect(s.smallCraft).toBe(false);
    expect(s.systems).toEqual({ sensors: 0, mDrive: 0, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 });
    expect(s.sensors.grade).toBe("basic");
    expect(s.sensorsDM).toBe(-4);
    expect(s.mounts).toEqual([]);
    expect(s.seats).toEqual([]);
    expect(s.notes).toBe("");
    expect(s.schemaVersion).toBe(1);
  });
});

describe("ship derived values", () => {
  it.each([
    [0, 6],
    [1, 5],
    [2, 3],
    [3, 0],
  ])("M-Drive track %i leaves Thrust %i of design 6", async (hits, thrust) => {
    const s = (await ship({ thrust: 6, systems: { mDrive: hits } })).system as ShipData;
    expect(s.thrustCurrent).toBe(thrust);
  });

  it("recomputes derived values after an update", async () => {
    const a = await ship({ thrust: 4 });
    await a.update({ system: { systems: { mDrive: 1 } } } as Actor.UpdateData);
    expect((a.system as ShipData).thrustCurrent).toBe(3);
  });

  it("an update of one member of a group keeps the others (v14 cleans them to their initial values unless our fields hand on its third argument)", async () => {
    const a = await ship({ tons: 400, hull: { value: 8, max: 10 }, software: { fireControl: 2, evade: 1 } });
    await a.update({ "system.hull.value": 3, "system.software.evade": 2 } as never);
    const s = a.system as ShipData;
    expect(s.hull).toEqual({ value: 3, max: 10 });
    expect(s.software).toMatchObject({ fireControl: 2, evade: 2 });
  });

  it("R22: the second M-Drive hit rounds the halved Thrust as the world setting says, and a change re-prepares ships", async () => {
    // design 4: the first hit leaves 3, the second halves it to 1.5
    const a = await ship({ thrust: 4, systems: { mDrive: 2 } });
    expect((a.system as ShipData).thrustCurrent).toBe(2);
    try {
      await game.settings!.set("cepheus-space-combat", "mDriveHalfRounding" as never, "down" as never);
      expect((a.system as ShipData).thrustCurrent).toBe(1);
      expect((game.actors!.get(a.id!)!.system as ShipData).thrustCurrent).toBe(1);
      const b = await ship({ thrust: 4, systems: { mDrive: 2 } }, "Another");
      expect((b.system as ShipData).thrustCurrent).toBe(1);
    } finally {
      await game.settings!.set("cepheus-space-combat", "mDriveHalfRounding" as never, "up" as never);
    }
    expect((a.system as ShipData).thrustCurrent).toBe(2);
  });

  it("sensors DM follows the Ship Electronics table", async () => {
    const a = await ship({ sensors: { grade: "advanced" } });
    expect((a.system as ShipData).sensorsDM).toBe(1);
  });
});

describe("ship validation", () => {
  it("rejects negative tons with a localised message and leaves the ship unchanged", async () => {
    const a = await ship({ tons: 200 });
    const before = a.toObject();
    const result = await a.update({ system: { tons: -5 } } as Actor.UpdateData);
    expect(result).toBeUndefined();
    expect(a.toObject()).toEqual(before);
    expect(errors().join("\n")).toContain(i18n().format("CEPHEUS.Validation.AtLeast", { value: "-5", min: "1" }));
  });

  it("rejects Hull above its maximum (cross-field) with a localised message", async () => {
    const a = await ship({ tons: 200 });
    await a.update({ system: { hull: { value: 9 } } } as Actor.UpdateData);
    expect((a.system as ShipData).hull.value).toBe(4);
    expect(errors().join("\n")).toContain(
      i18n().format("CEPHEUS.Validation.PoolAboveMax", {
        pool: i18n().localize("CEPHEUS.Ship.FIELDS.hull.label"),
        value: "9",
        max: "4",
      }),
    );
  });

  it("refuses to create a ship with invalid data", async () => {
    const created = await Actor.create({ name: "Bad", type: "ship", system: { tons: 0 } } as Actor.CreateData);
    expect(created).toBeUndefined();
    expect(game.actors!.size).toBe(0);
    expect(errors()).toHaveLength(1);
  });

  it("rejects a damage track above 3", () => {
    const r = validateSource("Actor", "ship", { systems: { bridge: 4 } });
    expect(r.ok).toBe(false);
    expect(r.errors.join()).toContain("systems.bridge");
  });
});
