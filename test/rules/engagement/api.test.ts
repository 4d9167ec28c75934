// The public barrel: the names and string values macros and modules rely on.
import { describe, expect, test } from "vitest";
import * as api from "../../../src/rules/index";

describe("src/rules/index.ts", () => {
  test("exports the functions macros and modules call, working", () => {
    expect(api.difficultyDM("difficult")).toBe(-2);
    expect(api.degreeOfSuccess(6)).toBe("exceptionalSuccess");
    expect(api.characteristicDM(9)).toBe(1);
    expect(api.attackDifficulty("sandcaster", "medium")).toBeNull();
    expect(api.reactionsForInitiative(13)).toBe(4);
    expect(api.damageToHits(12)).toEqual({ single: 0, double: 1, triple: 0 });
    // damage less armor below zero is the table's first row, "0 or less: No damage", not a refusal
    expect(api.damageToHits(-3)).toEqual({ single: 0, double: 0, triple: 0 });
    expect(api.hitLocation(7, "external")).toBe("armor");
    expect(api.missileTurnsToImpact("veryLong")).toBe(2);
    expect(api.missileToHitTarget(0)).toBe(8);
    expect(api.crewDamage(12, "radiation")).toEqual({ target: "all", dice: 4, multiplier: 10 });
    expect(api.hitsRepaired(-1)).toBe(0);
    expect(api.hullPoints(300)).toBe(6);
    expect(api.structurePoints(10)).toBe(1);
  });

  test("the string values of the public types", () => {
    expect(api.RANGE_BANDS).toEqual(["adjacent", "close", "short", "medium", "long", "veryLong", "distant"]);
    expect(api.DIFFICULTIES).toEqual([
      "simple",
      "easy",
      "routine",
      "average",
      "difficult",
      "veryDifficult",
      "formidable",
    ]);
    expect(api.WEAPON_KINDS).toEqual([
      "pulseLaser",
      "beamLaser",
      "particleBeam",
      "fusionGun",
      "mesonGun",
      "sandcaster",
      "missile",
    ]);
    expect(api.HIT_LOCATIONS).toEqual([
      "hull",
      "structure",
      "armor",
      "turret",
      "bay",
      "sensors",
      "mDrive",
      "jDrive",
      "powerPlant",
      "bridge",
      "fuel",
      "hold",
      "crew",
    ]);
  });

  test("pairKey: one key per pair whichever way round, however the last pairs asked for change", () => {
    const asked: [string, string, string][] = [
      ["a", "b", "a|b"],
      ["b", "a", "a|b"],
      ["a", "b", "a|b"],
      ["a", "c", "a|c"],
      ["b", "a", "a|b"],
      ["c", "a", "a|c"],
      ["", "", "|"],
      ["", "x", "|x"],
      ["x", "", "|x"],
      ["a", "b", "a|b"],
    ];
    for (const [a, b, key] of asked) expect(api.pairKey(a, b), `${a} ${b}`).toBe(key);
  });

  test("exports the engagement engine", () => {
    const s = api.createEngagement({ ships: [], range: "short" });
    expect(api.canPerform(s, { type: "endTurn", shipId: "x" })).toEqual({ ok: false, reason: "initiativeNotRolled" });
    expect(typeof api.applyCommand).toBe("function");
    expect(typeof api.simulateEngagement).toBe("function");
    expect(api.REFUSAL_REASONS).toContain("noReactions");
    expect(api.pairKey("b", "a")).toBe("a|b");
    expect(api.runSync(api.roll(2, "check"), api.scriptedSource([7]))).toBe(7);
    expect(api.SEAT_ACTIONS).toContain("attack");
    expect(
      api.runSync((dice) => api.rollDice(dice, 2, "check") + api.pickIndex(dice, 3), api.scriptedSource([9, 2])),
    ).toBe(10);
    expect(api.mergeOdds(api.splitBattles(4, 1, 2).map((p) => api.oddsOf(s, p.battles, p.seed))).battles).toBe(4);
    expect(api.syncStatuses(s, [])).toEqual([]);
  });
});
