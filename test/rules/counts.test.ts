// The rules API refuses a fraction or a negative where the SRD only has whole counts not below 0 (tons, damage
// points, speeds, scores, Effects), with RulesInputError; the engine's own functions behind it are not changed.
import { describe, expect, test } from "vitest";
import * as api from "../../src/rules";
import { MAX_DAMAGE, RulesInputError, type RulesInputCode } from "../../src/rules/input";

function refused(fn: () => unknown, code: RulesInputCode, name: string): void {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(RulesInputError);
  expect((caught as RulesInputError).code).toBe(code);
  expect((caught as RulesInputError).details.name).toBe(name);
}

describe("counts the SRD only has whole and not below 0", () => {
  test("tons: hullPoints, structurePoints, isSmallCraft", () => {
    refused(() => api.hullPoints(0.5), "notAnInteger", "tons");
    refused(() => api.hullPoints(-50), "outOfRange", "tons");
    refused(() => api.structurePoints(99.9), "notAnInteger", "tons");
    refused(() => api.structurePoints(-1), "outOfRange", "tons");
    refused(() => api.isSmallCraft(99.5), "notAnInteger", "tons");
    expect(api.hullPoints(300)).toBe(6);
    expect(api.structurePoints(300)).toBe(6);
    expect(api.isSmallCraft(99)).toBe(true);
  });

  test("damage points: damageToHits, personalDamageToShip", () => {
    refused(() => api.damageToHits(-MAX_DAMAGE - 1), "outOfRange", "damage");
    refused(() => api.damageToHits(12.5), "notAnInteger", "damage");
    refused(() => api.personalDamageToShip(-50), "outOfRange", "personalDamage");
    refused(() => api.personalDamageToShip(50.5), "notAnInteger", "personalDamage");
    expect(api.damageToHits(0)).toEqual({ single: 0, double: 0, triple: 0 });
    expect(api.personalDamageToShip(150)).toBe(3);
  });

  test("a speed: collisionDamageDice; an Effect: degreeOfSuccess; scores: distributeDamage", () => {
    refused(() => api.collisionDamageDice(-3), "outOfRange", "speed");
    refused(() => api.collisionDamageDice(2.5), "notAnInteger", "speed");
    expect(api.collisionDamageDice(4)).toBe(4);
    refused(() => api.degreeOfSuccess(0.5), "notAnInteger", "effect");
    expect(api.degreeOfSuccess(-6)).toBe("exceptionalFailure");
    refused(() => api.distributeDamage({ str: -1, dex: 7, end: 7 }, 3), "outOfRange", "current.str");
    refused(() => api.distributeDamage({ str: 7, dex: 7, end: 7 }, 2.5), "notAnInteger", "amount");
  });
});
