// The one way randomness enters the rules. A rules procedure is a function of a dice source: it *asks* the
// source for dice (a DiceRequest) and is *answered* with the total. Tests and simulations pass a scripted or
// seeded source and get the result at once; Foundry runs the same procedure with real Roll objects (runAsync,
// src/dice/), replaying it with the totals already rolled until it asks for no more.
import {
  checkInteger,
  checkList,
  checkObject,
  checkOneOf,
  MAX_DICE,
  MAX_PICK,
  optional,
  checkString,
  refuseInput,
} from "./input";

/** Why the dice are rolled: chat cards group and label rolls by purpose. */
export const DICE_PURPOSES = [
  "check",
  "initiative",
  "damage",
  "location",
  "crewDamage",
  "crewDice",
  "missileToHit",
  "missileDamage",
  "sand",
  "screens",
  "repair",
  "percent",
  "random",
  "collision",
] as const;
export type DicePurpose = (typeof DICE_PURPOSES)[number];

export interface DiceRequest {
  /** number of six-sided dice (the SRD uses only D6): a whole number from 0 to MAX_DICE */
  dice: number;
  /** for "random" picks (a random turret, a random crew member): the number of choices (1 to MAX_PICK), answered 1..sides */
  sides?: number;
  purpose: DicePurpose;
  /** free text for logs and chat flavour, e.g. "attack: turret 2 beam laser" */
  label?: string;
}

/** A rules procedure needing dice: give it a source, get T. Procedures are pure: same answers, same result. */
export type Rolling<T> = (dice: DiceSource) => T;

/** Something that answers dice requests at once: a seeded or scripted source, or runAsync's replay. */
export interface DiceSource {
  roll(request: DiceRequest): number;
}

/**
 * Refuse a request no die can answer: a dice count that is not a whole number from 0 to MAX_DICE, a pick among other
 * than 1 to MAX_PICK choices, an unknown purpose. (The engine's own requests always pass; this runs where a request
 * comes from outside: scripted sources, runAsync, the public API.)
 */
export function checkDiceRequest(request: unknown, name = "request"): asserts request is DiceRequest {
  checkObject(name, request);
  checkInteger(`${name}.dice`, request.dice, 0, MAX_DICE);
  if (request.sides !== undefined && request.sides !== 0) checkInteger(`${name}.sides`, request.sides, 1, MAX_PICK);
  checkOneOf(`${name}.purpose`, request.purpose, DICE_PURPOSES);
  optional(checkString, `${name}.label`, request.label);
}

/** The lowest and highest total a request can be answered with. */
function totalRange(request: DiceRequest): [number, number] {
  return request.sides ? [1, request.sides] : [request.dice, request.dice * 6];
}

/** `2D6`-style formula of a request; "1dN" for random picks. */
export function formulaOf(request: DiceRequest): string {
  return request.sides ? `1d${request.sides}` : `${request.dice}d6`;
}

/**
 * Inside a procedure: the total of `count` D6 (`rollDice(dice, 2, "check")`). A seeded source is asked directly,
 * without building a request it would only read the count of (the same numbers come out, and the same counts are
 * refused); any other source gets the request. (Kept small: it is inlined at many calls.)
 */
export function rollDice(source: DiceSource, count: number, purpose: DicePurpose, label?: string): number {
  return source instanceof SeededSource ? source.d6(count) : source.roll({ dice: count, purpose, label });
}

/** Inside a procedure: a uniformly random index 0..n-1 (no dice rolled for a single choice). */
export function pickIndex(source: DiceSource, n: number, label?: string): number {
  if (n <= 1) return 0;
  const r =
    source instanceof SeededSource && n >>> 0 === n && n <= MAX_PICK
      ? source.pick(n)
      : source.roll({ dice: 1, sides: n, purpose: "random", label });
  return Math.min(n, Math.max(1, r)) - 1;
}

/** A procedure of one roll: `runSync(roll(2, "check"), source)`. */
export function roll(dice: number, purpose: DicePurpose, label?: string): Rolling<number> {
  return (source) => rollDice(source, dice, purpose, label);
}

/** A procedure of one random pick, an index 0..n-1. */
export function pick(n: number, label?: string): Rolling<number> {
  return (source) => pickIndex(source, n, label);
}

/** Run a procedure with a synchronous source. */
export function runSync<T>(proc: Rolling<T>, source: DiceSource): T {
  return proc(source);
}

/** Thrown inside a replay when the procedure asks for a die not rolled yet; never escapes runAsync. */
class NeedsDice {
  constructor(readonly request: DiceRequest) {}
}

/**
 * Run a procedure with an asynchronous answerer (Foundry Rolls, manual dice entry). The procedure is run from the
 * start with the totals known so far; when it asks for one more, that die is rolled and the procedure run again.
 * Each request is answered exactly once, in order. A procedure asking different questions on a replay is impure:
 * that is a bug, and an error.
 */
export async function runAsync<T>(proc: Rolling<T>, answer: (request: DiceRequest) => Promise<number>): Promise<T> {
  const asked: DiceRequest[] = [];
  const totals: number[] = [];
  for (;;) {
    let i = 0;
    const replay: DiceSource = {
      roll(request) {
        if (i < totals.length) {
          const before = asked[i];
          if (before.dice !== request.dice || before.sides !== request.sides || before.purpose !== request.purpose)
            throw new Error(
              `impure rules procedure: request ${i + 1} was ${formulaOf(before)} ${before.purpose}, now ${formulaOf(request)} ${request.purpose}`,
            );
          return totals[i++];
        }
        throw new NeedsDice(request);
      },
    };
    try {
      return proc(replay);
    } catch (err) {
      if (!(err instanceof NeedsDice)) throw err;
      const request = err.request;
      checkDiceRequest(request);
      const total = await answer(request);
      const [lo, hi] = totalRange(request);
      if (typeof total !== "number" || !Number.isInteger(total) || total < lo || total > hi)
        refuseInput("impossibleTotal", { name: formulaOf(request), value: total, min: lo, max: hi });
      asked.push(request);
      totals.push(total);
    }
  }
}

/** Deterministic PRNG (mulberry32): same seed, same dice. The seed is a whole number (taken modulo 2^32). */
export function seededSource(seed: number): DiceSource & { next(): number } {
  checkInteger("seed", seed);
  return new SeededSource(seed);
}

// A class, not closures: every battle of a simulation makes its own source, and closures made anew each time left the
// engine's calls to `roll` unable to be inlined (one class: one `roll` for every battle).
class SeededSource implements DiceSource {
  /**
   * mulberry32's 32-bit state, held as a signed integer (the same bits as the unsigned state): V8 keeps a signed 32-bit
   * integer in the field as it is, where an unsigned one above 2^31 is a double kept in a box, read and written back
   * through it at every die (about half of what a die cost).
   */
  private s: number;

  constructor(seed: number) {
    this.s = seed | 0;
  }

  /** The next number in [0, 1) (mulberry32). */
  next(): number {
    return this.bits() / 4294967296;
  }

  /** mulberry32's next 32 bits, as an unsigned integer (next() is this over 2^32). */
  private bits(): number {
    const s = (this.s = (this.s + 0x6d2b79f5) | 0);
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  roll(request: DiceRequest): number {
    const sides = request?.sides;
    if (sides) {
      if (sides >>> 0 !== sides || sides > MAX_PICK) checkDiceRequest(request);
      return this.pick(sides);
    }
    const n = request?.dice;
    if (n >>> 0 !== n || n > MAX_DICE) checkDiceRequest(request);
    return this.d6(n);
  }

  /** The total of `n` D6, `n` a whole number from 0 to MAX_DICE (refused otherwise, as `roll` refuses the request). */
  d6(n: number): number {
    // one comparison refuses NaN, Infinity, fractions, negatives, strings and counts above MAX_DICE (the loop below
    // would never end on Infinity)
    if (n >>> 0 !== n || n > MAX_DICE) checkInteger("request.dice", n, 0, MAX_DICE);
    let total = 0;
    for (let i = 0; i < n; i++) total += 1 + sixth(this.bits());
    return total;
  }

  /** One of 1..`sides` (`sides` a whole number from 1 to MAX_PICK, checked by the caller). */
  pick(sides: number): number {
    return 1 + Math.floor(this.next() * sides);
  }
}

/**
 * floor(x × 6 / 2^32) for a 32-bit unsigned x, in integers: what `Math.floor(next() * 6)` gives (the same for all 2^32 x),
 * without going through a double. With x = h·2^16 + l, x·6 = (6h + ⌊6l / 2^16⌋)·2^16 + r with r < 2^16, and a
 * remainder below 2^16 never carries past the division by 2^32.
 */
function sixth(x: number): number {
  return ((x >>> 16) * 6 + (((x & 0xffff) * 6) >>> 16)) >>> 16;
}

/** Answers with the given totals in order; throws when the script runs out or a total is impossible. */
export function scriptedSource(totals: readonly number[]): DiceSource & { remaining(): number; log: DiceRequest[] } {
  checkList("totals", totals);
  let i = 0;
  const log: DiceRequest[] = [];
  return {
    log,
    remaining: () => totals.length - i,
    roll(request) {
      checkDiceRequest(request);
      if (i >= totals.length)
        throw new Error(`dice script exhausted at request ${i + 1} (${formulaOf(request)} ${request.purpose})`);
      const total = totals[i++];
      const [lo, hi] = totalRange(request);
      if (!Number.isInteger(total) || total < lo || total > hi)
        throw new Error(`scripted total ${total} impossible for ${formulaOf(request)} (${request.purpose})`);
      log.push(request);
      return total;
    },
  };
}
