// Random junk to every function of the public API (src/rules/index.ts, game.system.api): wrong types, prototype keys,
// huge numbers, NaN, and snapshots or states with one member spoiled. Each call either returns a valid result (no NaN
// anywhere in it; a procedure runs to its end with seeded dice) or throws a RulesInputError: never a TypeError, never
// a hang (every size drawn is bounded; the engine's caps refuse the huge ones). Commands are refused with a reason, so
// applyCommand and canPerform throw only for a bad state. The fast-check seed is fixed: a run is reproducible.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as api from "../../src/rules";
import { RulesInputError } from "../../src/rules/input";
import { checkState } from "../../src/rules/shapes";
import { CHARACTERISTICS, HIT_LOCATIONS, SHIP_SYSTEMS, SKILLS } from "../../src/rules/types";
import { simulate } from "../../src/rules/engagement/simulate";
import { seededSource as rawSeeded } from "../../src/rules/dice";
import { duel, patrolFrigate, raider } from "./engagement/fixtures";
import { makeShip } from "./fixtures";
import { SIGNATURES, STATES } from "./api-junk-signatures";
import { arg } from "./api-junk-spoilers";

const SEED = Number(process.env.JUNK_SEED ?? 20_251_201);
const RUNS = Number(process.env.JUNK_RUNS ?? 120);

// ----- the property ---------------------------------------------------------------------------------------------------

/** A result a caller can use: no NaN anywhere in it, and every procedure in it runs to its end. */
function expectUsable(result: unknown, path = "result", depth = 0): void {
  if (typeof result === "number") {
    expect(Number.isNaN(result), `${path} is NaN`).toBe(false);
    return;
  }
  if (depth > 8 || typeof result !== "object" || result === null) return;
  for (const [k, v] of Object.entries(result)) {
    // a refusal carries the caller's command as it came, junk and all
    if (k === "command" && (result as { type?: unknown }).type === "refused") continue;
    expectUsable(v, `${path}.${k}`, depth + 1);
  }
}

function call(name: string, args: unknown[]): unknown {
  const fn = (api as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
  const result = fn(...args);
  // a procedure (Rolling<T>) is run with seeded dice; a dice source is asked for a roll
  if (typeof result === "function") return (result as (d: api.DiceSource) => unknown)(api.seededSource(1));
  return result;
}

function isValidState(s: unknown): boolean {
  try {
    checkState("state", s);
    return true;
  } catch {
    return false;
  }
}

/** The functions the barrel exports (the error class is not a function of the API). */
const FUNCTIONS = Object.entries(api)
  .filter(([k, v]) => typeof v === "function" && k !== "RulesInputError")
  .map(([k]) => k)
  .sort();

describe("every public function, given junk", () => {
  test("the table below names every function of the API, and only those", () => {
    expect(Object.keys(SIGNATURES).sort()).toEqual(FUNCTIONS);
  });

  test.each(FUNCTIONS.filter((f) => f !== "runAsync"))(
    "%s returns a usable result or throws RulesInputError",
    (name) => {
      const args = SIGNATURES[name];
      fc.assert(
        fc.property(fc.tuple(...(args as [fc.Arbitrary<unknown>])), (values) => {
          let result: unknown;
          try {
            result = call(name, values);
          } catch (err) {
            if (!(err instanceof RulesInputError))
              throw new Error(`${name} threw ${(err as Error)?.name}: ${(err as Error)?.message}`);
            // the engine's commands are refused with a reason, never thrown: only a bad state (or dice source) throws
            const [first] = values as unknown[];
            if (name === "applyCommand" || name === "canPerform") expect(isValidState(first), err.message).toBe(false);
            if (name === "applyCommandInPlace" && isValidState(first))
              expect(err.details.name).toMatch(/^(source|events)$/);
            expect(err.message.length).toBeGreaterThan(10);
            return;
          }
          expectUsable(result);
          if (
            result &&
            typeof result === "object" &&
            "roll" in result &&
            typeof (result as api.DiceSource).roll === "function"
          ) {
            // a dice source made from junk still answers whole numbers (or refuses)
            try {
              const total = (result as api.DiceSource).roll({ dice: 2, purpose: "check" });
              expect(Number.isInteger(total)).toBe(true);
            } catch (err) {
              expect(err).toBeInstanceOf(Error);
            }
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );

  test("runAsync: a procedure and an answerer, or a RulesInputError (the promise rejects with it)", async () => {
    await fc.assert(
      fc.asyncProperty(
        arg(
          fc.constantFrom(
            api.roll(2, "check"),
            (d: api.DiceSource) => d.roll({ dice: 1e308, purpose: "damage" }),
            api.pick(4),
          ),
        ),
        arg(
          fc.constantFrom(
            async () => 7,
            async () => 1,
            async () => Number.NaN,
            async () => "7",
          ),
        ),
        async (proc, answer) => {
          try {
            const v = await api.runAsync(proc as api.Rolling<number>, answer as () => Promise<number>);
            expect(Number.isInteger(v)).toBe(true);
          } catch (err) {
            expect(err, String(err)).toBeInstanceOf(RulesInputError);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe("the checks accept what the engine makes", () => {
  test("every state of the fixtures and of seeded fights, and every ship of them, passes checkState", () => {
    for (const make of STATES) expect(() => checkState("state", make())).not.toThrow();
    for (let seed = 1; seed <= 20; seed++) {
      const r = simulate(duel(patrolFrigate(), raider(), { range: "long" }), rawSeeded(seed), {
        maxRounds: 1 + (seed % 6),
        endStalemates: false,
        flee: seed % 2 === 0,
      });
      expect(() => checkState("state", r.state)).not.toThrow();
      expect(() => checkState("state", JSON.parse(JSON.stringify(r.state)))).not.toThrow();
    }
  });

  test("the characteristics and skills of the vocabulary are what the checks allow", () => {
    const crew = [
      {
        id: "c",
        name: "c",
        skills: Object.fromEntries(SKILLS.map((k) => [k, 1])),
        characteristics: Object.fromEntries(CHARACTERISTICS.map((c) => [c, 7])),
      },
    ];
    expect(() => api.shipEffects(makeShip({ crew }))).not.toThrow();
    expect(HIT_LOCATIONS.length).toBeGreaterThan(SHIP_SYSTEMS.length);
  });
});
