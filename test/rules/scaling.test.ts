// Fights across scales: SRD Chapter 10 "Scaling Damage: Ship Weapons Against Personal-Scale Targets" and the
// Personal Combat chapter's "Ground Force Weaponry against Starship-scale Targets" (rulings R98, R99).
import { describe, expect, it } from "vitest";
import { runSync, scriptedSource } from "../../src/rules/dice";
import { scalingWeaponOf as guardedScalingWeaponOf } from "../../src/rules/guarded";
import { RulesInputError } from "../../src/rules/input";
import {
  personalDamageToShip,
  personalScaleAttackDM,
  personalScaleDamage,
  personalScaleFormula,
  personalVsShipDM,
  personalWeaponsDice,
  personalWeaponsVsShip,
  scalingWeaponOf,
} from "../../src/rules/scaling";
import { SCALING_DAMAGE, type ScalingWeapon } from "../../src/rules/tables/scaling";

describe("Ship weapons against personal-scale targets", () => {
  it("'Ship weapons suffer a DM -4 to hit a specific target on the personal combat scale.'", () => {
    expect(personalScaleAttackDM()).toBe(-4);
    expect(personalScaleAttackDM(true)).toBe(-4);
    // sand at a whole boarding party aims at no one person: "each target in the boarding party takes 8D6 damage"
    expect(personalScaleAttackDM(false)).toBe(0);
  });

  // Table: Scaling Damage, row by row: the formula as printed, then one roll with scripted dice
  it.each([
    ["beamLaser", "1D6x50", null, [4], 200, 0],
    ["fusionGunBay", "5D6x50", null, [17], 850, 0],
    ["mesonGunBay", "5D6x50", "4D6x10", [17, 14], 850, 140],
    ["nuclearMissile", "2D6x50", "4D6x10", [7, 4], 350, 40],
    ["particleBeamBay", "6D6x50", "4D6x10", [21, 24], 1050, 240],
    ["particleBeamTurret", "3D6x50", "4D6x10", [10, 12], 500, 120],
    ["pulseLaser", "2D6x50", null, [2], 100, 0],
    ["sandcaster", "8D6", null, [28], 28, 0],
    ["smartMissile", "1D6x50", null, [6], 300, 0],
    ["standardMissile", "1D6x50", null, [1], 50, 0],
  ] as const)("%s: %s, rads %s", (weapon, damage, rads, dice, points, radPoints) => {
    expect(personalScaleFormula(weapon)).toEqual({ damage, rads });
    const src = scriptedSource(dice);
    const hit = runSync(personalScaleDamage(weapon), src);
    expect(src.remaining()).toBe(0);
    // "no rads" is null here as in the formula
    expect(hit).toEqual({
      weapon,
      roll: dice[0],
      damage: points,
      radRoll: rads === null ? null : dice[1],
      rads: rads === null ? null : radPoints,
    });
    // the dice asked for are the row's: damage D6, then rad D6
    expect(src.log.map((r) => r.dice)).toEqual(
      SCALING_DAMAGE[weapon].radDice
        ? [SCALING_DAMAGE[weapon].dice, SCALING_DAMAGE[weapon].radDice]
        : [SCALING_DAMAGE[weapon].dice],
    );
  });

  it("every ship weapon reads a row: particle beams by mount, missiles by type", () => {
    const cases: [Parameters<typeof scalingWeaponOf>, ScalingWeapon][] = [
      [["pulseLaser", "turret"], "pulseLaser"],
      [["beamLaser", "turret"], "beamLaser"],
      [["sandcaster", "turret"], "sandcaster"],
      [["particleBeam", "turret"], "particleBeamTurret"],
      [["particleBeam", "bay"], "particleBeamBay"],
      [["fusionGun", "bay"], "fusionGunBay"],
      [["fusionGun"], "fusionGunBay"],
      [["mesonGun"], "mesonGunBay"],
      [["pulseLaser"], "pulseLaser"],
      [["mesonGun", "bay"], "mesonGunBay"],
      [["missile", "turret", "standard"], "standardMissile"],
      [["missile", "bay", "smart"], "smartMissile"],
      [["missile", "turret", "nuclear"], "nuclearMissile"],
    ];
    for (const [args, row] of cases) expect(scalingWeaponOf(...args)).toBe(row);
  });

  it("a weapon in a mount it does not come in has no row: refused, never another mount's row", () => {
    // Bay Weapons table: "Fusion Gun | 12 | Medium | 5D6"; Scaling Damage: "Fusion Gun (bay) | 5D6x50", no turret row
    for (const [kind, mount] of [
      ["fusionGun", "turret"],
      ["mesonGun", "turret"],
      ["pulseLaser", "bay"],
      ["beamLaser", "bay"],
      ["sandcaster", "bay"],
    ] as const) {
      expect(() => scalingWeaponOf(kind, mount)).toThrow(RulesInputError);
      expect(() => guardedScalingWeaponOf(kind, mount)).toThrow(/mountType/);
    }
  });
});

describe("Personal weapons against ships", () => {
  it("'Gaining a DM +4 bonus to hit anything on the starship-scale'", () => {
    expect(personalVsShipDM()).toBe(4);
  });

  it("'ground force weaponry must divide its damage by 50 before comparing it to a starship-scale target's armor' (rounded down, R99)", () => {
    expect(personalDamageToShip(0)).toBe(0);
    expect(personalDamageToShip(49)).toBe(0);
    expect(personalDamageToShip(50)).toBe(1);
    expect(personalDamageToShip(149)).toBe(2);
    expect(personalDamageToShip(150)).toBe(3);
  });

  it("'Every additional ground weapon beyond the first can add half its damage dice to the total' (halves summed, rounded down: R99)", () => {
    expect(personalWeaponsDice([])).toBe(0);
    expect(personalWeaponsDice([3])).toBe(3);
    // the weapon with the most dice counts whole
    expect(personalWeaponsDice([2, 6])).toBe(7);
    expect(personalWeaponsDice([3, 3, 3])).toBe(6);
    // two 1D6 pistols beyond the first add one die between them; one adds none
    expect(personalWeaponsDice([1, 1])).toBe(1);
    expect(personalWeaponsDice([1, 1, 1])).toBe(2);
  });

  it("rolls the dice once and divides the total", () => {
    const src = scriptedSource([100]);
    expect(runSync(personalWeaponsVsShip(Array(40).fill(1)), src)).toEqual({
      dice: 20,
      personalDamage: 100,
      shipDamage: 2,
    });
    expect(src.log).toEqual([{ dice: 20, purpose: "damage", label: undefined }]);
    // "a single weapon will, obviously, be unable to punch though armor": 3D6 is at most 18, which is 0 at ship scale
    expect(runSync(personalWeaponsVsShip([3]), scriptedSource([18])).shipDamage).toBe(0);
  });
});
