// The Chapter 8 and Chapter 10 data tables, row by row, restated from the SRD.
import { describe, expect, it } from "vitest";
import {
  ABSTRACT_BOARDING,
  ACTIONS,
  ACTION_IDS,
  ARMOR_TYPES,
  ATMOSPHERIC_ENTRY,
  AUTO_REPAIR,
  BAY_WEAPONS,
  COLLISION_AVOIDANCE,
  CREW_POSITIONS,
  EVADE,
  FIRE_CONTROL,
  HIT_EFFECTS,
  MISSILE_TYPE_TABLE,
  SCALING_DAMAGE,
  SCREENS,
  SENSOR_SUITES,
  TURRET_TYPES,
  TURRET_WEAPONS,
  AUTOMATED_POSITIONS,
  ARMOR_OPTIONS,
  HULL_CONFIGURATION,
  MISSILE_FIGURES,
  SANDCASTER,
} from "../../src/rules/library";
import { hitEffectsOf } from "../../src/rules/damage-lookups";
import { POSITIONS } from "../../src/rules/types";

describe("Turret Weapons (Chapter 8; Beam Laser per R9)", () => {
  it.each([
    ["missileRack", 6, null, null, false, 0.75],
    ["pulseLaser", 7, "short", 2, false, 0.5],
    ["sandcaster", 7, null, null, false, 0.25],
    ["particleBeam", 8, "long", 3, true, 4],
    ["beamLaser", 9, "medium", 1, false, 1],
  ] as const)("%s: TL%d, %s, %sD6, radiation %s, MCr %d", (w, tl, range, dice, rad, cost) => {
    expect(TURRET_WEAPONS[w]).toMatchObject({
      tl,
      optimumRange: range,
      damageDice: dice,
      radiationHit: rad,
      costMCr: cost,
      tons: 0,
    });
  });
});

describe("Bay Weapons (Chapter 8)", () => {
  it.each([
    ["missileBank", 6, null, null, false, 12],
    ["particleBeam", 8, "long", 6, true, 20],
    ["mesonGun", 11, "long", 5, true, 50],
    ["fusionGun", 12, "medium", 5, true, 8],
  ] as const)("%s: TL%d, %s, %sD6, radiation %s, MCr %d, 50 tons", (w, tl, range, dice, rad, cost) => {
    expect(BAY_WEAPONS[w]).toMatchObject({
      tl,
      optimumRange: range,
      damageDice: dice,
      radiationHit: rad,
      costMCr: cost,
      tons: 50,
    });
  });
  it("a missile bank launches twelve", () => {
    expect(MISSILE_FIGURES.bankFlight).toBe(12);
  });
});

describe("Turret Displacement and Cost", () => {
  it.each([
    ["single", 7, 1, 1, 0.2],
    ["double", 8, 2, 1, 0.5],
    ["triple", 9, 3, 1, 1],
    ["popUp", 10, null, 2, 1],
    ["fixed", null, null, 0, 0.5],
  ] as const)("%s", (t, tl, weapons, tons, cost) => {
    expect(TURRET_TYPES[t]).toMatchObject({ tl, weapons, tons, costMCr: cost });
  });
});

describe("Missile Types and missile figures", () => {
  it.each([
    ["nuclear", 6, 2, true, 3750, null],
    ["standard", 6, 1, false, 1250, null],
    ["smart", 8, 1, false, 2500, 8],
  ] as const)("%s: TL%d, %dD6, radiation %s, Cr%d", (m, tl, dice, rad, cost, fixed) => {
    expect(MISSILE_TYPE_TABLE[m]).toMatchObject({
      tl,
      damageDice: dice,
      radiationHit: rad,
      costCr: cost,
      fixedToHit: fixed,
    });
  });
  it("thrust 10, twelve per ton, four turns of fuel (R16)", () => {
    expect(MISSILE_FIGURES).toMatchObject({ thrust: 10, perTon: 12, enduranceTurns: 4 });
  });
  it("sandcaster figures", () => {
    expect(SANDCASTER).toMatchObject({
      beamReductionDice: 1,
      attackDamage: 1,
      boarderDamageDice: 8,
      barrelsPerTon: 20,
      barrelCostCr: 10_000,
    });
  });
});

describe("Screens", () => {
  it("meson screen: TL12, 50 t, MCr60, 2D6, radiation DM−2 per screen", () => {
    expect(SCREENS.mesonScreen).toMatchObject({
      tl: 12,
      tons: 50,
      costMCr: 60,
      reductionDice: 2,
      radiationDMPerScreen: -2,
      blocksNuclearRadiation: false,
    });
    expect(SCREENS.mesonScreen.against).toEqual(["mesonGun"]);
  });
  it("nuclear damper: TL12, 50 t, MCr50, 2D6, blocks nuclear missile radiation", () => {
    expect(SCREENS.nuclearDamper).toMatchObject({
      tl: 12,
      tons: 50,
      costMCr: 50,
      reductionDice: 2,
      blocksNuclearRadiation: true,
    });
    expect([...SCREENS.nuclearDamper.against].sort()).toEqual(["fusionGun", "nuclearMissile"]);
  });
});

describe("Ship Software (combat programs)", () => {
  it.each([
    [1, 9, 5, 2],
    [2, 10, 10, 4],
    [3, 11, 15, 6],
    [4, 12, 20, 8],
    [5, 13, 25, 10],
  ])("Fire Control/%d: TL%d, rating %d, MCr %d", (level, tl, rating, cost) => {
    expect(FIRE_CONTROL[level - 1]).toEqual({ level, tl, rating, costMCr: cost });
  });
  it.each([
    [1, 9, 10, 1],
    [2, 11, 15, 2],
    [3, 13, 20, 3],
  ])("Evade/%d: TL%d, rating %d, MCr %d", (level, tl, rating, cost) => {
    expect(EVADE[level - 1]).toEqual({ level, tl, rating, costMCr: cost });
  });
  it.each([
    [1, 10, 10, 5],
    [2, 12, 30, 15],
  ])("Auto-Repair/%d: TL%d, rating %d, MCr %d (R36)", (level, tl, rating, cost) => {
    expect(AUTO_REPAIR[level - 1]).toEqual({ level, tl, rating, costMCr: cost });
  });
});

describe("Ship Electronics (grade keys per R33)", () => {
  it.each([
    ["basic", "Standard", 8, -4, false, 0],
    ["common", "Basic Civilian", 9, -2, false, 1],
    ["military", "Basic Military", 10, 0, true, 2],
    ["advanced", "Advanced", 11, 1, true, 3],
    ["veryAdvanced", "Very Advanced", 12, 2, true, 5],
  ] as const)("%s = %s: TL%d, DM %d, jammers %s, %d t", (g, name, tl, dm, jammers, tons) => {
    expect(SENSOR_SUITES[g]).toMatchObject({ srdName: name, tl, dm, jammers, tons });
  });
  it("densitometer from Advanced, neural sensor only Very Advanced", () => {
    expect(SENSOR_SUITES.military.densitometer).toBe(false);
    expect(SENSOR_SUITES.advanced.densitometer).toBe(true);
    expect(SENSOR_SUITES.advanced.neuralActivitySensor).toBe(false);
    expect(SENSOR_SUITES.veryAdvanced.neuralActivitySensor).toBe(true);
  });
});

describe("Ship Armor by Type, small craft maxima, options, configuration", () => {
  it.each([
    ["titaniumSteel", 7, 2, 0.05, 9],
    ["crystaliron", 10, 4, 0.2, 13],
    ["bondedSuperdense", 14, 6, 0.5, null],
  ] as const)("%s", (t, tl, pts, cost, max) => {
    expect(ARMOR_TYPES[t]).toEqual({
      tl,
      pointsPer5Percent: pts,
      minimumTons: 1,
      costOfBaseHull: cost,
      smallCraftMax: max,
    });
  });
  it("armor options", () => {
    expect(ARMOR_OPTIONS).toEqual({
      reflec: { tl: 10, mcrPerHullTon: 0.1 },
      selfSealing: { tl: 9, mcrPerHullTon: 0.01 },
      stealth: { tl: 11, mcrPerHullTon: 0.1 },
    });
  });
  it("hull configuration atmospheric DMs", () => {
    expect(HULL_CONFIGURATION.distributed).toEqual({ costFactor: 0.9, atmosphereDM: -4, failureDamageDice: 2 });
    expect(HULL_CONFIGURATION.standard.atmosphereDM).toBe(-2);
    expect(HULL_CONFIGURATION.streamlined.atmosphereDM).toBe(0);
  });
});

describe("Hit effects per location", () => {
  it.each([
    ["turret", "hull", ["damaged", "disabled", "destroyed"]],
    ["bay", "structure", ["damaged", "disabled", "destroyed"]],
    ["jDrive", "structure", ["damaged", "disabled", "destroyed"]],
    ["mDrive", "hull", ["damaged", "damaged", "disabled"]],
    ["powerPlant", "structure", ["damaged", "damaged", "destroyed"]],
    ["sensors", "hull", ["damaged", "disabled", "destroyed"]],
    ["bridge", "structure", ["damaged", "disabled", "destroyed"]],
    ["fuel", "structure", ["damaged", "damaged", "destroyed"]],
    ["hold", "structure", ["damaged", "damaged", "destroyed"]],
  ] as const)("%s: subsequent hits → %s", (loc, subsequent, states) => {
    expect(HIT_EFFECTS[loc].subsequent).toBe(subsequent);
    expect(HIT_EFFECTS[loc].states).toEqual(states);
    expect(HIT_EFFECTS[loc].steps).toEqual([`${loc}.1`, `${loc}.2`, `${loc}.3`]);
    // the read by name finds the same row
    expect(hitEffectsOf(loc)).toBe(HIT_EFFECTS[loc]);
  });
});

describe("Collision Avoidance", () => {
  it.each([
    ["traffic", "average"],
    ["debris", "average"],
    ["asteroidsLight", "difficult"],
    ["asteroidsAverage", "veryDifficult"],
    ["asteroidsHeavy", "formidable"],
  ] as const)("%s → %s", (s, d) => {
    expect(COLLISION_AVOIDANCE[s]).toBe(d);
  });
});

describe("Atmospheric Entry rows", () => {
  it("five rows as in the SRD", () => {
    expect(ATMOSPHERIC_ENTRY.map((r) => [r.value, r.dm])).toEqual([
      ["size", -2],
      ["size", 2],
      ["atmosphere", "auto"],
      ["atmosphere", 2],
      ["atmosphere", -2],
    ]);
    expect(ATMOSPHERIC_ENTRY[3].codes).toEqual([2, 3, 4, 5, 14]);
    expect(ATMOSPHERIC_ENTRY[4].codes).toEqual([8, 9, 13]);
  });
});

describe("Abstract Boarding Resolution", () => {
  it("attacker success", () => {
    expect(ABSTRACT_BOARDING.attacker.success).toMatchObject({
      defenderLosesReactions: true,
      nextTacticsDM: { attacker: 2, defender: 0 },
      internalSingleHits: 1,
      attackerBoards: false,
    });
  });
  it("attacker exceptional success", () => {
    expect(ABSTRACT_BOARDING.attacker.exceptionalSuccess).toMatchObject({
      attackerBoards: true,
      turnsToControl: 1,
      internalDamageDice: 2,
      internalSingleHits: 0,
    });
  });
  it("defender success", () => {
    expect(ABSTRACT_BOARDING.defender.success).toMatchObject({
      defenderLosesReactions: false,
      nextTacticsDM: { attacker: 0, defender: 2 },
      internalSingleHits: 1,
    });
  });
  it("defender exceptional success", () => {
    expect(ABSTRACT_BOARDING.defender.exceptionalSuccess).toMatchObject({
      attackerRepelled: true,
      defenderMayCounterBoard: true,
      internalSingleHits: 0,
      internalDamageDice: 0,
    });
  });
});

describe("Scaling Damage", () => {
  it.each([
    ["beamLaser", 1, 50, 0],
    ["fusionGunBay", 5, 50, 0],
    ["mesonGunBay", 5, 50, 4],
    ["nuclearMissile", 2, 50, 4],
    ["particleBeamBay", 6, 50, 4],
    ["particleBeamTurret", 3, 50, 4],
    ["pulseLaser", 2, 50, 0],
    ["sandcaster", 8, 1, 0],
    ["smartMissile", 1, 50, 0],
    ["standardMissile", 1, 50, 0],
  ] as const)("%s: %dD6×%d, %dD6×10 rads", (w, dice, mult, rad) => {
    expect(SCALING_DAMAGE[w]).toEqual({ dice, multiplier: mult, radDice: rad, radMultiplier: rad ? 10 : 0 });
  });
});

describe("Crew Positions and Automated Positions", () => {
  it("every Position has a row; one pilot; gunners per mount", () => {
    expect(Object.keys(CREW_POSITIONS).sort()).toEqual([...POSITIONS].sort());
    expect(CREW_POSITIONS.pilot.limit).toBe("one");
    expect(CREW_POSITIONS.turretGunner.limit).toBe("perMount");
    expect(CREW_POSITIONS.bayGunner.limit).toBe("perMount");
    expect(CREW_POSITIONS.driveEngineer.limit).toBe("perDrive");
    expect(CREW_POSITIONS.passenger.skills).toEqual([]);
  });
  it("automation requirements", () => {
    expect(AUTOMATED_POSITIONS).toEqual([
      { positions: ["turretGunner", "bayGunner"], software: ["fireControl"], repairDrones: false },
      { positions: ["damageControl"], software: ["autoRepair"], repairDrones: true },
      { positions: ["pilot"], software: ["intellect", "expertPilot"], repairDrones: false },
      { positions: ["driveEngineer"], software: ["intellect", "expertEngineer"], repairDrones: true },
    ]);
  });
});

describe("Space Combat Action Summary (ACTIONS)", () => {
  const ANY = [...POSITIONS].sort();
  const G = ["bayGunner", "turretGunner"];
  // [id, type, positions (sorted), skill, characteristic, difficulty, in the summary table]
  const rows: [string, string, string[], unknown, string | null, string | null, boolean][] = [
    ["changePositions", "minor", ANY, null, null, null, true],
    ["personalAction", "minor", ANY, null, null, null, true],
    ["reload", "significant", ANY, null, null, null, true],
    ["miscellaneous", "significant", ANY, null, null, null, true],
    ["coordinateCrew", "significant", ["captain"], "leadership", null, "average", true],
    ["increaseInitiative", "significant", ["captain"], "leadership", null, "average", true],
    ["boardingAction", "significant", ["chiefSecurityOfficer", "marine"], "tactics", "int", "opposed", true],
    ["repairDamagedSystem", "significant", ["damageControl"], "mechanics", "edu", "average", true],
    ["fireSand", "reaction", ["turretGunner"], "turretWeapons", null, "average", true],
    ["pointDefense", "reaction", ["turretGunner"], "turretWeapons", null, "average", true],
    ["triggerScreens", "reaction", ["bayGunner", "captain", "turretGunner"], "screens", null, null, true],
    ["attack", "significant", G, { turret: "turretWeapons", bay: "bayWeapons" }, null, "byRange", true],
    ["calculateJumpPlot", "significant", ["navigator"], "navigation", "edu", "easy", true],
    ["rangeCheck", "significant", ["navigator"], "navigation", null, "opposed", true],
    ["adjustSpeed", "minor", ["pilot"], null, null, null, true],
    ["maintainCourse", "minor", ["pilot"], null, null, null, true],
    ["dodge", "reaction", ["pilot"], "piloting", null, "average", true],
    ["avoidCollision", "significant", ["pilot"], "piloting", null, "bySituation", true],
    ["breakPursuit", "significant", ["pilot"], "piloting", null, "opposed", true],
    ["dock", "significant", ["pilot"], "piloting", null, "average", true],
    ["evasiveManeuvers", "significant", ["pilot"], "piloting", null, "average", true],
    ["lineUpTheShot", "significant", ["pilot"], "piloting", null, "average", true],
    ["pursuit", "significant", ["pilot"], "piloting", null, "opposed", true],
    ["ram", "significant", ["pilot"], "piloting", null, "opposed", true],
    ["electronicWarfare", "significant", ["sensorsOperator"], "comms", "int", "opposed", true],
    ["interceptCommunications", "significant", ["sensorsOperator"], "comms", null, "difficult", true],
    ["maintainCommunications", "significant", ["sensorsOperator"], "comms", null, "routine", true],
    ["sensorTargeting", "significant", ["sensorsOperator"], "comms", "edu", "vsJamming", true],
    ["takeMinorActions", "significant", ANY, null, null, null, false],
    ["orbitalInsertion", "significant", ["pilot"], "piloting", null, "routine", false],
    ["atmosphericEntry", "significant", ["pilot"], "piloting", null, "average", false],
    ["delay", "free", ["captain"], null, null, null, false],
  ];
  it.each(rows)("%s: %s", (id, type, positions, skill, characteristic, difficulty, inSummary) => {
    const a = ACTIONS[id as keyof typeof ACTIONS];
    expect(a.id).toBe(id);
    expect(a.type).toBe(type);
    expect([...a.positions].sort()).toEqual(positions);
    expect(a.skill).toEqual(skill);
    expect(a.characteristic).toBe(characteristic);
    expect(a.difficulty).toBe(difficulty);
    expect(a.inSummary).toBe(inSummary);
  });
  it("the catalogue holds exactly these ids", () => {
    expect([...ACTION_IDS].sort()).toEqual(rows.map((r) => r[0]).sort());
    expect(Object.keys(ACTIONS).sort()).toEqual([...ACTION_IDS].sort());
  });
  it("a hastened jump plot takes DM−1; miscellaneous may be minor", () => {
    expect(ACTIONS.calculateJumpPlot.dm).toBe(-1);
    expect(ACTIONS.miscellaneous.minorAllowed).toBe(true);
  });
});

describe("Chapter 8 accommodation and hangar tonnage (read by the USDF reader and the ship data's fit check)", () => {
  it("a stateroom 4 tons, a low berth 0.5, an emergency low berth 1, barracks 2 a troop", async () => {
    const { ACCOMMODATION_TONS } = await import("../../src/rules/tables/ship");
    expect(ACCOMMODATION_TONS).toEqual({ stateroom: 4, lowBerth: 0.5, emergencyLowBerth: 1, barracksPerTroop: 2 });
  });

  it("Hangar Cost and Tonnage for Vehicles and Drones, row by row", async () => {
    const { VEHICLE_HANGAR_TONS } = await import("../../src/rules/tables/ship");
    expect(VEHICLE_HANGAR_TONS).toEqual({
      atv: 13,
      "air/raft": 5,
      cutter: 65,
      "life boat": 26,
      lifeboat: 26,
      pinnace: 52,
      "ship's boat": 39,
      shuttle: 122.5,
    });
  });
});
