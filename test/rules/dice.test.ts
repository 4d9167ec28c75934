// The dice interface: procedures are pure functions of a source; runAsync replays them with real (async) answers.
import { describe, expect, it } from "vitest";
import { taskCheck } from "../../src/rules/checks";
import { resolveDamage } from "../../src/rules/damage";
import {
  pick,
  pickIndex,
  roll,
  rollDice,
  runAsync,
  runSync,
  scriptedSource,
  seededSource,
  type DiceRequest,
  type DiceSource,
  type Rolling,
} from "../../src/rules/dice";
import { applyCommand } from "../../src/rules/engagement/engine";
import { frontierTrader, raider } from "./engagement/fixtures";
import { createEngagement } from "../../src/rules/engagement/state";

/** An async answerer that hands out `totals` in order and logs every request it was asked. */
function answerer(totals: number[]) {
  const asked: DiceRequest[] = [];
  return {
    asked,
    answer: async (request: DiceRequest) => {
      asked.push(request);
      await Promise.resolve();
      const t = totals.shift();
      if (t === undefined) throw new Error("out of totals");
      return t;
    },
  };
}

describe("runSync", () => {
  it("runs a procedure with the source's answers", () => {
    const proc: Rolling<number> = (dice) => rollDice(dice, 2, "check") * 10 + pickIndex(dice, 4, "turret");
    expect(runSync(proc, scriptedSource([7, 3]))).toBe(72);
    expect(runSync(roll(3, "damage"), scriptedSource([11]))).toBe(11);
    expect(runSync(pick(1), scriptedSource([]))).toBe(0); // one choice: no die
  });
});

describe("seeded source", () => {
  it("gives mulberry32's numbers for seeds on both sides of 2^31 and beyond 2^32", () => {
    /** mulberry32 as published, its state an unsigned 32-bit number */
    function reference(seed: number): () => number {
      let state = seed >>> 0;
      return () => {
        const s = (state = (state + 0x6d2b79f5) >>> 0);
        let t = Math.imul(s ^ (s >>> 15), s | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    for (const seed of [0, 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32 + 5, -1, -123456789, 1e15 + 3]) {
      const ours = seededSource(seed);
      const theirs = reference(seed);
      // the state passes 2^31 within a few draws whatever the seed
      for (let i = 0; i < 50; i++) expect(ours.next()).toBe(theirs());
    }
  });

  it("a die is 1 + ⌊next() × 6⌋, draw after draw", () => {
    const dice = seededSource(7);
    const draws = seededSource(7);
    const faces = [0, 0, 0, 0, 0, 0];
    let different = 0;
    for (let i = 0; i < 100_000; i++) {
      const die = dice.roll({ dice: 1, purpose: "check" });
      if (die !== 1 + Math.floor(draws.next() * 6)) different++;
      faces[die - 1]++;
    }
    expect(different).toBe(0);
    for (const n of faces) expect(n).toBeGreaterThan(16_000);
  });

  it("rollDice and pickIndex give the numbers the source's roll gives, and refuse what roll refuses", () => {
    const asked = seededSource(42);
    const direct = seededSource(42);
    const fromRequests: number[] = [];
    const fromHelpers: number[] = [];
    for (const n of [2, 0, 1, 3, 2, 500]) {
      fromRequests.push(direct.roll({ dice: n, purpose: "check" }));
      fromHelpers.push(rollDice(asked, n, "check"));
    }
    for (const n of [2, 7, 1_000_000]) {
      fromRequests.push(direct.roll({ dice: 1, sides: n, purpose: "random" }) - 1);
      fromHelpers.push(pickIndex(asked, n));
    }
    expect(fromHelpers).toEqual(fromRequests);
    expect(asked.next()).toBe(direct.next());
    for (const bad of [-1, 1.5, 501, Infinity, NaN]) {
      // the same refusal as the request's
      let refused: unknown;
      try {
        direct.roll({ dice: bad, purpose: "check" });
      } catch (e) {
        refused = e;
      }
      expect(refused).toBeInstanceOf(Error);
      expect(() => rollDice(asked, bad, "check")).toThrow((refused as Error).message);
    }
    for (const bad of [2.5, 1_000_001]) expect(() => pickIndex(asked, bad)).toThrow();
  });
});

describe("runAsync (replay)", () => {
  it("asks each request exactly once, in order, and returns what runSync returns with the same totals", async () => {
    const totals = [9, 4, 6, 2, 3];
    const { asked, answer } = answerer(totals.slice());
    const proc = taskCheck({ skill: 1, difficulty: "average" }, "attack");
    const damage = resolveDamage(raider(), { damage: 14, weapon: "beamLaser", label: "beam" });
    const both: Rolling<unknown> = (dice) => [proc(dice), damage(dice)];
    const source = scriptedSource(totals.slice());
    const sync = runSync(both, source);
    const async = await runAsync(both, answer);
    expect(async).toEqual(sync);
    expect(asked).toEqual(source.log);
    expect(asked.length).toBeGreaterThan(2);
  });

  it("gives the same engagement result as runSync for a whole command (state copied, input untouched)", async () => {
    const state = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "A", trader: "B" },
      range: "short",
    });
    const before = JSON.stringify(state);
    const seeded = seededSource(11);
    const log: number[] = [];
    const recorder: DiceSource = {
      roll: (r) => {
        const t = seeded.roll(r);
        log.push(t);
        return t;
      },
    };
    const sync = runSync(applyCommand(state, { type: "rollInitiative" }), recorder);
    const { answer, asked } = answerer(log.slice());
    const async = await runAsync(applyCommand(state, { type: "rollInitiative" }), answer);
    expect(JSON.stringify(async)).toBe(JSON.stringify(sync));
    expect(asked).toHaveLength(log.length);
    expect(JSON.stringify(state)).toBe(before);
  });

  it("a procedure with no dice runs once and asks nothing", async () => {
    const { asked, answer } = answerer([]);
    expect(await runAsync(() => 42, answer)).toBe(42);
    expect(asked).toEqual([]);
  });

  it("passes on the procedure's own errors and the answerer's", async () => {
    await expect(
      runAsync(() => {
        throw new RangeError("bad input");
      }, answerer([]).answer),
    ).rejects.toThrow("bad input");
    await expect(runAsync(roll(2, "check"), answerer([]).answer)).rejects.toThrow("out of totals");
  });

  it("refuses an impure procedure that asks different questions on a replay", async () => {
    let calls = 0;
    const impure: Rolling<number> = (dice) => {
      calls++;
      // first run asks 2D6, the replay asks 1D6 first: the state it read changed between runs
      return rollDice(dice, calls === 1 ? 2 : 1, "check") + rollDice(dice, 1, "damage");
    };
    await expect(runAsync(impure, answerer([7, 3]).answer)).rejects.toThrow(/impure rules procedure/);
  });
});
