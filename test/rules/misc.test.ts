// Sensors, software, planetary maneuvers, boarding, missiles in flight.
import { describe, expect, it } from "vitest";
import {
  atmosphericEntryDM,
  automatedPositions,
  automatedSkill,
  boardingDamage,
  boardingOutcome,
  collisionCheck,
  collisionDamageDice,
  evadeDM,
  fireControlWeapons,
  missileImpact,
  sensorJammingRating,
  sensorTargetingModifiers,
} from "../../src/rules/library";
import { runSync, scriptedSource } from "../../src/rules/dice";
import { makeShip } from "./fixtures";

const sw = makeShip().software;

describe("Sensor Jamming rating (R38)", () => {
  it.each([
    ["basic", -4, 0],
    ["common", -2, 0],
    ["military", 0, 0],
    ["advanced", 1, 1],
    ["veryAdvanced", 2, 2],
  ] as const)("%s sensors (DM %d) jam at %d", (grade, dm, rating) => {
    expect(sensorJammingRating(makeShip({ sensors: { grade, dm } }))).toBe(rating);
  });
  it("no jamming without power or with disabled sensors", () => {
    const s = makeShip({ sensors: { grade: "veryAdvanced", dm: 2 } });
    s.systems.sensors = 2;
    expect(sensorJammingRating(s)).toBe(0);
    const t = makeShip({ sensors: { grade: "veryAdvanced", dm: 2 } });
    t.systems.powerPlant = 3;
    expect(sensorJammingRating(t)).toBe(0);
  });
  it("sensor targeting DMs: own sensors, target jamming, stealth", () => {
    const own = makeShip({ sensors: { grade: "advanced", dm: 1 } });
    const target = makeShip({ sensors: { grade: "veryAdvanced", dm: 2 }, armorOptions: { stealth: true } });
    expect(sensorTargetingModifiers(own, target)).toEqual([
      { source: "sensors", value: 1 },
      { source: "jamming", value: -2 },
      { source: "stealth", value: -4 },
    ]);
    expect(sensorTargetingModifiers(makeShip({ sensors: { grade: "military", dm: 0 } }), makeShip())).toEqual([]);
    const damaged = makeShip({ sensors: { grade: "military", dm: 0 } });
    damaged.systems.sensors = 1;
    expect(sensorTargetingModifiers(damaged, makeShip())).toEqual([{ source: "sensors", value: -2 }]);
  });
});

describe("ship software", () => {
  it("automated positions follow the software and drones", () => {
    expect(automatedPositions(makeShip())).toEqual(["turretGunner", "bayGunner"]);
    const full = makeShip({
      software: {
        fireControl: 0,
        autoRepair: 1,
        evade: 0,
        intellect: true,
        expertPilot: 2,
        expertEngineer: 1,
        repairDrones: true,
      },
    });
    expect(automatedPositions(full)).toEqual(["damageControl", "pilot", "driveEngineer"]);
    const noDrones = makeShip({ software: { ...full.software, repairDrones: false } });
    expect(automatedPositions(noDrones)).toEqual(["pilot"]);
    const noIntellect = makeShip({ software: { ...full.software, intellect: false } });
    expect(automatedPositions(noIntellect)).toEqual(["damageControl"]);
  });
  it("automated skills (R35)", () => {
    const full = makeShip({
      software: {
        fireControl: 2,
        autoRepair: 1,
        evade: 0,
        intellect: true,
        expertPilot: 2,
        expertEngineer: 1,
        repairDrones: true,
      },
    });
    expect(automatedSkill(full, "turretGunner")).toBe(0);
    expect(automatedSkill(full, "bayGunner")).toBe(0);
    expect(automatedSkill(full, "damageControl")).toBe(0);
    expect(automatedSkill(full, "pilot")).toBe(1);
    expect(automatedSkill(full, "driveEngineer")).toBe(0);
    expect(automatedSkill(full, "captain")).toBeNull();
    expect(automatedSkill(makeShip({ software: { ...sw, fireControl: 0 } }), "turretGunner")).toBeNull();
  });
  it("Fire Control weapons (max 5) and Evade DM (max −3)", () => {
    expect(fireControlWeapons(makeShip({ software: { ...sw, fireControl: 3 } }))).toBe(3);
    expect(fireControlWeapons(makeShip({ software: { ...sw, fireControl: 9 } }))).toBe(5);
    expect(evadeDM(makeShip({ software: { ...sw, evade: 1 } }))).toBe(-1);
    expect(evadeDM(makeShip({ software: { ...sw, evade: 7 } }))).toBe(-3);
    expect(evadeDM(makeShip({ software: { ...sw, evade: 2 }, structure: { value: 0, max: 4 } }))).toBe(0);
  });
});

describe("planetary maneuvers and collisions", () => {
  it.each([
    [10, 7, false, -2],
    [9, 6, false, -2],
    [16, 6, false, -2],
    [4, 6, false, 2],
    [0, 6, false, 2],
    [6, 6, false, 0],
    [6, 0, true, 0],
    [6, 1, true, 0],
    [3, 1, true, 2],
    [6, 2, false, 2],
    [6, 5, false, 2],
    [6, 14, false, 2],
    [6, 8, false, -2],
    [6, 9, false, -2],
    [6, 13, false, -2],
    [6, 10, false, 0],
    [6, 11, false, 0],
    [6, 12, false, 0],
    [10, 9, false, -4],
    [2, 3, false, 4],
  ])("size %d, atmosphere %d → auto %s, DM %d", (size, atm, auto, dm) => {
    expect(atmosphericEntryDM(size, atm)).toEqual({ autoSuccess: auto, dm });
  });
  it("collision checks and damage", () => {
    expect(collisionCheck("asteroidsHeavy")).toEqual({ difficulty: "formidable", dm: 0 });
    expect(collisionCheck("debris", true)).toEqual({ difficulty: "average", dm: -2 });
    expect(() => collisionCheck("comet" as "debris")).toThrow(RangeError);
    expect(collisionDamageDice(4)).toBe(4);
    expect(collisionDamageDice(-3)).toBe(3);
    expect(collisionDamageDice(0)).toBe(0);
  });
});

describe("abstract boarding", () => {
  it("degree from the winner's Effect (R37)", () => {
    expect(boardingOutcome("attacker", 6).attackerBoards).toBe(true);
    expect(boardingOutcome("attacker", 5).defenderLosesReactions).toBe(true);
    expect(boardingOutcome("attacker", -2).defenderLosesReactions).toBe(true);
    expect(boardingOutcome("defender", 7).attackerRepelled).toBe(true);
    expect(boardingOutcome("defender", 0).nextTacticsDM).toEqual({ attacker: 0, defender: 2 });
  });
  it("the damage to the boarded ship as an attack", () => {
    expect(boardingDamage(boardingOutcome("attacker", 1))).toEqual({
      damage: 0,
      weapon: "boarding",
      internal: true,
      hits: { single: 1, double: 0, triple: 0 },
    });
    expect(boardingDamage(boardingOutcome("attacker", 6), 9)).toEqual({
      damage: 9,
      weapon: "boarding",
      internal: true,
    });
    expect(boardingDamage(boardingOutcome("defender", 6))).toBeNull();
  });
});

describe("missileImpact (R17)", () => {
  it("a hit rolls its own damage", () => {
    const src = scriptedSource([8, 9]);
    expect(runSync(missileImpact("nuclear", 8), src)).toEqual({ roll: 8, dm: 0, toHit: 8, hit: true, damage: 9 });
    expect(src.log.map((q) => [q.purpose, q.dice])).toEqual([
      ["missileToHit", 2],
      ["missileDamage", 2],
    ]);
  });
  it("a miss rolls no damage; DMs count", () => {
    const src = scriptedSource([9]);
    expect(runSync(missileImpact("standard", 8, -2), src)).toEqual({
      roll: 9,
      dm: -2,
      toHit: 8,
      hit: false,
      damage: 0,
    });
    expect(src.remaining()).toBe(0);
  });
});
