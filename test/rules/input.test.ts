// Bad input to the rules refused with a RulesInputError that says what was wrong: never a hang, a TypeError, NaN or
// undefined. The sizes the engine accepts are capped (dice, battles, rounds).
import { describe, expect, test } from "vitest";
import { degreeOfSuccess, difficultyDM, opposedCheck, resolveCheck } from "../../src/rules/checks";
import { collisionCheck } from "../../src/rules/planetary";
import { boardingOutcome } from "../../src/rules/boarding";
import { damageToHits, hitLocation } from "../../src/rules/damage-lookups";
import { resolveDamage } from "../../src/rules/damage";
import { roll, runAsync, runSync, scriptedSource, seededSource, type DiceSource } from "../../src/rules/dice";
import { engagementOdds, oddsOf, splitBattles } from "../../src/rules/engagement/odds";
import { simulate, simulateEngagement } from "../../src/rules/engagement/simulate";
import { createEngagement } from "../../src/rules/engagement/state";
import {
  MAX_BATTLES,
  MAX_DAMAGE,
  MAX_DICE,
  MAX_REROLLS,
  MAX_ROUNDS,
  RULES_INPUT_MESSAGES,
  RulesInputError,
  setRulesInputFormatter,
  showValue,
  type RulesInputCode,
} from "../../src/rules/input";
import { missileFuelEndsRound, missileTurnsToImpact, missileToHitTarget } from "../../src/rules/missiles";
import { rangeBandForDistance, rangeIndex, shiftRange } from "../../src/rules/ranges";
import { reactionsForInitiative } from "../../src/rules/reactions";
import { hitsRepaired, repairSystem } from "../../src/rules/repair";
import { hullPoints } from "../../src/rules/hull";
import { crewDamage } from "../../src/rules/crew-damage";
import { frontierTrader, raider } from "./engagement/fixtures";
import { makeShip } from "./fixtures";
import * as api from "../../src/rules";

/** The RulesInputError `fn` throws (the test fails when it returns or throws anything else). */
function refusedWith(fn: () => unknown): RulesInputError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RulesInputError);
    return err as RulesInputError;
  }
  throw new Error("not refused");
}

function expectCode(fn: () => unknown, code: RulesInputCode, name?: string): RulesInputError {
  const err = refusedWith(fn);
  expect(err.code).toBe(code);
  if (name !== undefined) expect(err.details.name).toBe(name);
  return err;
}

describe("RulesInputError", () => {
  test("a RangeError with a code, its details and a message naming the argument and the value", () => {
    const err = expectCode(() => difficultyDM("x" as never), "unknownValue", "difficulty");
    expect(err).toBeInstanceOf(RangeError);
    expect(err.name).toBe("RulesInputError");
    expect(err.details.value).toBe("x");
    expect(err.details.allowed).toContain("formidable");
    expect(err.message).toBe(
      'difficulty is "x", which is not one of: simple, easy, routine, average, difficult, veryDifficult, formidable',
    );
    expect(Object.isFrozen(err.details)).toBe(true);
  });

  test("messages render any value safely (a value whose own toString is broken included)", () => {
    expect(showValue(Number.NaN)).toBe("NaN");
    expect(showValue(Infinity)).toBe("Infinity");
    expect(showValue(-0)).toBe("0");
    expect(showValue("a".repeat(50))).toBe(`"${"a".repeat(40)}…"`);
    expect(showValue({ toString: 5 })).toBe("an object");
    expect(showValue([1])).toBe("a list");
    expect(showValue(null)).toBe("null");
    expect(showValue(Symbol("s"))).toBe("a symbol");
    expect(() => api.degreeOfSuccess({ toString: 5 } as never)).toThrow(RulesInputError);
  });

  test("a formatter set by the host translates the messages; a formatter that fails leaves the English one", () => {
    try {
      setRulesInputFormatter((code, d) => `[${code}] ${d.name}`);
      expect(refusedWith(() => degreeOfSuccess(Number.NaN)).message).toBe("[notANumber] effect");
      setRulesInputFormatter(() => {
        throw new Error("no language");
      });
      expect(refusedWith(() => degreeOfSuccess(Number.NaN)).message).toBe("effect must be a finite number, not NaN");
      setRulesInputFormatter(() => undefined);
      expect(refusedWith(() => degreeOfSuccess(Number.NaN)).message).toBe("effect must be a finite number, not NaN");
    } finally {
      setRulesInputFormatter(null);
    }
  });

  test("every code has an English message", () => {
    for (const msg of Object.values(RULES_INPUT_MESSAGES)) expect(msg).toMatch(/\{name\}|\{value\}/);
  });
});

describe("the functions the attack found", () => {
  test("difficultyDM of an unknown difficulty, degreeOfSuccess of NaN", () => {
    for (const d of ["x", "constructor", "toString", "__proto__", ""])
      expectCode(() => difficultyDM(d as never), "unknownValue", "difficulty");
    expect(difficultyDM("veryDifficult")).toBe(-4);
    for (const e of [Number.NaN, undefined, "x"]) expectCode(() => degreeOfSuccess(e as never), "notANumber", "effect");
    expect(degreeOfSuccess(-6)).toBe("exceptionalFailure");
    expect(degreeOfSuccess(Infinity)).toBe("exceptionalSuccess");
  });

  test("damageToHits of Infinity, NaN or more than MAX_DAMAGE points", () => {
    expectCode(() => damageToHits(Infinity), "notANumber", "damage");
    expectCode(() => damageToHits(-Infinity), "notANumber", "damage");
    expectCode(() => damageToHits(Number.NaN), "notANumber", "damage");
    expectCode(() => api.damageToHits("9" as never), "notANumber", "damage");
    const big = expectCode(() => damageToHits(MAX_DAMAGE + 1), "outOfRange", "damage");
    expect(big.details.max).toBe(MAX_DAMAGE);
    expect(damageToHits(MAX_DAMAGE).single).toBeGreaterThan(0);
    expect(damageToHits(-5)).toEqual({ single: 0, double: 0, triple: 0 });
  });

  test('missileFuelEndsRound("3") is refused, not "34"', () => {
    expectCode(() => missileFuelEndsRound("3" as never), "notANumber", "launchedRound");
    expectCode(() => missileFuelEndsRound(1.5), "notAnInteger", "launchedRound");
    expectCode(() => missileFuelEndsRound(-1), "outOfRange", "launchedRound");
    expect(missileFuelEndsRound(3)).toBe(7);
  });

  test("table lookups by a prototype key: refused, never a function or undefined", () => {
    for (const key of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expectCode(() => hitLocation(7, key as never), "unknownValue", "column");
      expectCode(() => missileTurnsToImpact(key as never), "unknownValue", "range");
      expectCode(() => collisionCheck(key as never), "unknownValue", "situation");
      expectCode(() => boardingOutcome(key as never, 3), "unknownValue", "winner");
      expectCode(() => rangeIndex(key as never), "unknownValue", "range");
      // a repair of no system is blocked, as a repair of an unknown one always was
      expect(
        repairSystem(
          makeShip({ systems: { sensors: 1, mDrive: 0, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 } }),
          key as never,
          3,
        ).events,
      ).toEqual([{ type: "repairBlocked", reason: "notRepairable" }]);
    }
    expect(repairSystem(makeShip(), null as never, 3).events).toEqual([
      { type: "repairBlocked", reason: "notRepairable" },
    ]);
    expectCode(() => hitLocation(13, "external"), "outOfRange", "roll");
    expectCode(() => hitLocation(7.5, "external"), "notAnInteger", "roll");
    expect(hitLocation(7, "external")).toBe("armor");
  });

  test("the other checks of single numbers refuse with the typed error", () => {
    expectCode(() => reactionsForInitiative(Number.NaN), "notANumber", "initiative");
    expectCode(() => missileToHitTarget(Number.NaN), "notANumber", "launchEffect");
    expectCode(() => crewDamage(Number.NaN, "normal"), "notANumber", "roll");
    expectCode(() => crewDamage(7, "toString" as never), "unknownValue", "column");
    expectCode(() => hitsRepaired(Number.NaN), "notANumber", "effect");
    expectCode(() => hullPoints(Infinity), "notANumber", "tons");
    expectCode(() => hullPoints(-50), "outOfRange", "tons");
    expectCode(() => rangeBandForDistance(Number.NaN), "notANumber", "km");
    expectCode(() => rangeBandForDistance(-1), "outOfRange", "km");
    expectCode(() => shiftRange("short", Number.NaN), "notANumber", "steps");
    expectCode(() => shiftRange("short", 0.5), "notAnInteger", "steps");
    expect(shiftRange("short", 99)).toBe("distant");
  });
});

describe("dice: at most MAX_DICE dice a roll", () => {
  test("seededSource().roll refuses Infinity, 1e308, fractions, negatives and strings instead of looping for ever", () => {
    const dice = seededSource(1);
    expectCode(() => dice.roll({ dice: Infinity, purpose: "damage" }), "notANumber", "request.dice");
    for (const n of [1e308, MAX_DICE + 1])
      expectCode(() => dice.roll({ dice: n, purpose: "damage" }), "outOfRange", "request.dice");
    expectCode(() => dice.roll({ dice: 2.5, purpose: "damage" }), "notAnInteger", "request.dice");
    expectCode(() => dice.roll({ dice: -1, purpose: "damage" }), "outOfRange", "request.dice");
    expectCode(() => dice.roll({ dice: Number.NaN, purpose: "damage" }), "notANumber", "request.dice");
    expectCode(() => dice.roll({ dice: "2" as never, purpose: "damage" }), "notANumber", "request.dice");
    expectCode(() => dice.roll({ dice: 1, sides: Infinity, purpose: "random" }), "notANumber", "request.sides");
    expectCode(() => dice.roll({ dice: 1, sides: 2.5, purpose: "random" }), "notAnInteger", "request.sides");
    expectCode(() => dice.roll(null as never), "wrongType", "request");
    const total = dice.roll({ dice: MAX_DICE, purpose: "damage" });
    expect(total).toBeGreaterThanOrEqual(MAX_DICE);
    expect(total).toBeLessThanOrEqual(6 * MAX_DICE);
  });

  test("a procedure asking too many dice is refused by every source, and by runAsync before any die is rolled", async () => {
    expectCode(() => runSync(roll(Infinity, "damage"), seededSource(3)), "notANumber", "request.dice");
    expectCode(() => runSync(roll(1e308, "damage"), scriptedSource([6])), "outOfRange", "request.dice");
    let asked = 0;
    const answer = async () => {
      asked++;
      return 6;
    };
    await expect(runAsync(roll(Infinity, "damage"), answer)).rejects.toBeInstanceOf(RulesInputError);
    expect(asked).toBe(0);
  });

  test("runAsync refuses an impossible answer (a Roll gone wrong, a typed-in total out of range)", async () => {
    for (const bad of [13, 1, 7.5, Number.NaN, "7"]) {
      const err = await runAsync(roll(2, "check"), async () => bad as number).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RulesInputError);
      expect((err as RulesInputError).code).toBe("impossibleTotal");
    }
    expect(await runAsync(roll(2, "check"), async () => 12)).toBe(12);
  });

  test("seededSource takes a whole-number seed", () => {
    for (const seed of [Number.NaN, Infinity, 1.5, "1"])
      expect(() => seededSource(seed as never)).toThrow(RulesInputError);
    expect(seededSource(-7).roll({ dice: 2, purpose: "check" })).toBeGreaterThanOrEqual(2);
  });

  test("scriptedSource refuses a script that is not a list, and a request no die can answer", () => {
    expectCode(() => scriptedSource(7 as never), "wrongType", "totals");
    expectCode(
      () => scriptedSource([7]).roll({ dice: 2, purpose: "nonsense" as never }),
      "unknownValue",
      "request.purpose",
    );
  });

  test("an opposed check whose dice always tie is refused after MAX_REROLLS rerolls, not rolled for ever", () => {
    const tied: DiceSource = { roll: (r) => (r.sides ? 1 : r.dice * 3) };
    const err = expectCode(
      () => runSync(opposedCheck({ skill: 1 }, { skill: 1 }, { a: 7, b: 7 }, "pursuit"), tied),
      "endlessRerolls",
      "pursuit",
    );
    expect(err.details.value).toBe(MAX_REROLLS + 1);
    // ties that end are rerolled as the rules say
    let n = 0;
    const once: DiceSource = { roll: () => (n++ < 2 ? 7 : 9 - (n % 2)) };
    expect(runSync(opposedCheck({ skill: 1 }, { skill: 1 }), once).rerolls).toBe(1);
    expect(resolveCheck({ skill: 1 }, 8).effect).toBe(1);
  });
});

describe("battles: at most MAX_BATTLES a run", () => {
  const state = () =>
    createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "p", trader: "t" }, range: "short" });

  test.each([Infinity, 1e308, MAX_BATTLES + 1, -1, 2.5, Number.NaN, "10"])(
    "oddsOf, engagementOdds and splitBattles refuse %s battles",
    (battles) => {
      const n = battles as number;
      expect(() => oddsOf(state(), n)).toThrow(RulesInputError);
      expect(() => engagementOdds(raider(), frontierTrader(), n)).toThrow(RulesInputError);
      expect(() => splitBattles(n, 1, 2)).toThrow(RulesInputError);
    },
  );

  test("the seeds of a run must be whole numbers that stay exact", () => {
    expectCode(() => oddsOf(state(), 2, 0.5), "notAnInteger", "seed");
    expectCode(() => oddsOf(state(), 2, Number.MAX_SAFE_INTEGER), "outOfRange", "seed");
    expectCode(() => splitBattles(10, 1, Infinity), "notANumber", "parts");
    expectCode(() => splitBattles(10, 1, 1e308), "outOfRange", "parts");
    expectCode(() => splitBattles(10, 1, 2.5), "notAnInteger", "parts");
    expect(splitBattles(MAX_BATTLES, 1, 3).reduce((n, p) => n + p.battles, 0)).toBe(MAX_BATTLES);
  });

  test("simulate's options: maxRounds 0 to MAX_ROUNDS, the rest of their documented kinds", () => {
    const s = state();
    for (const maxRounds of [Infinity, 1e308, MAX_ROUNDS + 1, -1, 1.5]) {
      expect(() => simulate(s, seededSource(1), { maxRounds })).toThrow(RulesInputError);
      expect(() => simulateEngagement(raider(), frontierTrader(), 1, { maxRounds })).toThrow(RulesInputError);
      expect(() => oddsOf(s, 1, 1, { maxRounds })).toThrow(RulesInputError);
    }
    expectCode(() => simulate(s, seededSource(1), { range: "toString" as never }), "unknownValue", "options.range");
    expectCode(() => simulate(s, seededSource(1), { flee: "yes" as never }), "wrongType", "options.flee");
    expectCode(
      () => simulate(s, seededSource(1), { options: { reloading: "constructor" as never } }),
      "unknownValue",
      "options.options.reloading",
    );
    expectCode(() => simulate(s, seededSource(1), null as never), "wrongType", "options");
    expect(simulate(s, seededSource(1), { maxRounds: 0 }).rounds).toBeLessThanOrEqual(1);
  });

  test("a damage roll beyond MAX_DAMAGE is refused by the damage chain rather than resolved hit by hit", () => {
    expect(() => runSync(resolveDamage(makeShip(), { damage: 1e308, weapon: "beamLaser" }), seededSource(1))).toThrow(
      RulesInputError,
    );
  });
});

describe("ships and sides named like members of every object", () => {
  test("a ship called constructor fights, is counted and merged like any other", () => {
    const a = { ...raider(), id: "constructor" };
    const b = { ...frontierTrader(), id: "toString" };
    const s = api.createEngagement({ ships: [a, b], sides: { toString: "valueOf" } });
    const st = (k: string) => s.memory.ships[k];
    expect(st("constructor").side).toBe("constructor");
    expect(st("toString").side).toBe("valueOf");
    expect(st("constructor").speed).toBe(0);
    const parts = api.splitBattles(6, 1, 2).map((p) => api.oddsOf(s, p.battles, p.seed, { maxRounds: 2 }));
    const merged = api.mergeOdds(parts);
    expect(merged).toEqual(api.oddsOf(s, 6, 1, { maxRounds: 2 }));
    for (const n of [...Object.values(merged.wins), ...Object.values(merged.sides)])
      expect(Number.isInteger(n)).toBe(true);
    expect(() => api.createEngagement({ ships: [{ ...raider(), id: "__proto__" }] })).toThrow(RulesInputError);
  });
});
