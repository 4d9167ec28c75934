import { describe, expect, it } from "vitest";
import {
  autoRepairAttempts,
  autoRepairCheck,
  repairableLocations,
  repairCheck,
  repairSystem,
} from "../../src/rules/repair";
import { makeShip } from "./fixtures";

describe("repairSystem", () => {
  it("steps a system track back by the hits repaired, never below 0", () => {
    const s = makeShip();
    s.systems.mDrive = 2;
    const r = repairSystem(s, "mDrive", 3); // Effect 3 → 2 hits
    expect(r.ship.systems.mDrive).toBe(0);
    expect(r).toMatchObject({
      hits: 2,
      repaired: 2,
      events: [{ type: "systemRepaired", system: "mDrive", from: 2, to: 0 }],
    });
    expect(s.systems.mDrive).toBe(2);
    const r2 = repairSystem(s, "mDrive", 0); // 1 hit
    expect(r2.ship.systems.mDrive).toBe(1);
    const r3 = repairSystem(s, "mDrive", 8); // 3 hits, only 2 to mend
    expect(r3).toMatchObject({ hits: 3, repaired: 2 });
  });
  it("a disabled M-Drive (third step) can be mended; destroyed locations cannot unless the setting allows (R39)", () => {
    const s = makeShip();
    s.systems.mDrive = 3;
    s.systems.powerPlant = 3;
    expect(repairSystem(s, "mDrive", 0).ship.systems.mDrive).toBe(2);
    expect(repairSystem(s, "powerPlant", 6).events).toEqual([{ type: "repairBlocked", reason: "destroyed" }]);
    expect(repairSystem(s, "powerPlant", 6, { repairDestroyed: true }).ship.systems.powerPlant).toBe(0);
  });
  it("a failed check, an undamaged location, an unknown location", () => {
    const s = makeShip();
    s.systems.sensors = 1;
    expect(repairSystem(s, "sensors", -1)).toMatchObject({
      hits: 0,
      repaired: 0,
      events: [{ type: "repairBlocked", reason: "failed" }],
    });
    expect(repairSystem(s, "bridge", 2).events).toEqual([{ type: "repairBlocked", reason: "notDamaged" }]);
    expect(repairSystem(s, "warpCore" as "bridge", 2).events).toEqual([
      { type: "repairBlocked", reason: "notRepairable" },
    ]);
  });
  it("mounts by id", () => {
    const s = makeShip();
    s.mounts[1].damage = 2;
    const r = repairSystem(s, { mountId: "t2" }, 0);
    expect(r.ship.mounts[1].damage).toBe(1);
    expect(r.events).toEqual([{ type: "mountRepaired", mountId: "t2", from: 2, to: 1 }]);
    expect(repairSystem(s, { mountId: "t9" }, 0).events).toEqual([{ type: "repairBlocked", reason: "unknownMount" }]);
    s.mounts[1].damage = 3;
    expect(repairSystem(s, { mountId: "t2" }, 0).events).toEqual([{ type: "repairBlocked", reason: "destroyed" }]);
    expect(repairSystem(s, { mountId: "t1" }, 0).events).toEqual([{ type: "repairBlocked", reason: "notDamaged" }]);
  });
  it("Hull and Structure: one point per hit, up to the maximum (R40), switchable", () => {
    const s = makeShip({ hull: { value: 1, max: 4 }, structure: { value: 3, max: 4 } });
    expect(repairSystem(s, "hull", 1)).toMatchObject({
      repaired: 2,
      events: [{ type: "hullRepaired", from: 1, to: 3 }],
    });
    expect(repairSystem(s, "structure", 6)).toMatchObject({
      repaired: 1,
      events: [{ type: "structureRepaired", from: 3, to: 4 }],
    });
    expect(repairSystem(s, "hull", 1, { repairHullStructure: false }).events).toEqual([
      { type: "repairBlocked", reason: "notRepairable" },
    ]);
    expect(repairSystem(makeShip(), "hull", 1).events).toEqual([{ type: "repairBlocked", reason: "notDamaged" }]);
  });
  it("a destroyed ship cannot be repaired", () => {
    const s = makeShip({ structure: { value: 0, max: 4 } });
    expect(repairSystem(s, "structure", 10).events).toEqual([{ type: "repairBlocked", reason: "shipDestroyed" }]);
    expect(repairableLocations(s)).toEqual([]);
  });
});

describe("repairableLocations", () => {
  it("lists damaged, mendable locations", () => {
    const s = makeShip({ hull: { value: 3, max: 4 } });
    s.systems.fuel = 1;
    s.systems.jDrive = 3;
    s.systems.mDrive = 3;
    s.mounts[0].damage = 3;
    s.mounts[1].damage = 1;
    expect(repairableLocations(s)).toEqual(["hull", "mDrive", "fuel", { mountId: "t2" }]);
    expect(repairableLocations(s, { repairDestroyed: true, repairHullStructure: false })).toEqual([
      "mDrive",
      "jDrive",
      "fuel",
      { mountId: "t1" },
      { mountId: "t2" },
    ]);
  });
});

describe("Auto-Repair", () => {
  const sw = makeShip().software;
  it("needs drones and the program; one or two attempts; none without power", () => {
    expect(autoRepairAttempts(makeShip({ software: { ...sw, autoRepair: 2 } }))).toBe(0);
    expect(autoRepairAttempts(makeShip({ software: { ...sw, autoRepair: 1, repairDrones: true } }))).toBe(1);
    expect(autoRepairAttempts(makeShip({ software: { ...sw, autoRepair: 2, repairDrones: true } }))).toBe(2);
    expect(autoRepairAttempts(makeShip({ software: { ...sw, autoRepair: 5, repairDrones: true } }))).toBe(2);
    const unpowered = makeShip({ software: { ...sw, autoRepair: 2, repairDrones: true } });
    unpowered.systems.powerPlant = 3;
    expect(autoRepairAttempts(unpowered)).toBe(0);
  });
  it("the checks", () => {
    expect(autoRepairCheck()).toEqual({
      skill: 0,
      difficulty: "average",
      modifiers: [{ source: "autoRepair", value: 1 }],
    });
    expect(repairCheck(2, 1)).toEqual({ skill: 2, characteristicDM: 1, difficulty: "average", modifiers: [] });
    expect(repairCheck(null, 0, true).modifiers).toEqual([{ source: "autoRepair", value: 1 }]);
  });
});
