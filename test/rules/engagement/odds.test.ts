// "Odds of this fight": counting outcomes, and cutting a run into parts that merge back into the whole run.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { seededSource } from "../../../src/rules/dice";
import { applyCommandInPlace } from "../../../src/rules/engagement/engine";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { engagementOdds, mergeOdds, oddsOf, splitBattles } from "../../../src/rules/engagement/odds";
import { createEngagement } from "../../../src/rules/engagement/state";
import { RulesInputError } from "../../../src/rules/input";
import { frontierTrader, patrolFrigate, raider, sixShipFight } from "./fixtures";

const twoOnOne = () =>
  createEngagement({
    ships: [raider(), raider("raider2"), patrolFrigate()],
    sides: { raider: "pirates", raider2: "pirates", frigate: "navy" },
    range: "short",
  });

describe("splitBattles", () => {
  test("cuts a run into consecutive, near-even parts that cover it exactly", () => {
    expect(splitBattles(10, 5, 3)).toEqual([
      { battles: 4, seed: 5 },
      { battles: 3, seed: 9 },
      { battles: 3, seed: 12 },
    ]);
    expect(splitBattles(2, 1, 4)).toEqual([
      { battles: 1, seed: 1 },
      { battles: 1, seed: 2 },
    ]);
    expect(splitBattles(0, 1, 2)).toEqual([]);
    // no parts at all is no way to cut a run: refused, not taken as one part
    expect(() => splitBattles(3, 1, 0)).toThrow(RulesInputError);
  });
});

describe("oddsOf", () => {
  test("counts wins by ship and by side; wins and draws add up to the battles fought", () => {
    const o = oddsOf(twoOnOne(), 12, 3);
    expect(o.battles).toBe(12);
    expect(Object.keys(o.sides).sort()).toEqual(["navy", "pirates"]);
    expect(o.sides.navy + o.sides.pirates + o.draws).toBe(12);
    expect(o.wins.raider + o.wins.raider2).toBe(o.sides.pirates);
    expect(o.wins.frigate).toBe(o.sides.navy);
    expect(o.averageRounds).toBeCloseTo(o.totalRounds / 12, 10);
  });

  test("from the middle of a fight: the state given is where every battle starts, and it is not changed", () => {
    const state = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "A", trader: "B" },
      range: "short",
    });
    const dice = seededSource(4);
    applyCommandInPlace(state, { type: "rollInitiative" }, dice);
    const first = currentShipId(state)!;
    applyCommandInPlace(state, { type: "endTurn", shipId: first }, dice);
    const before = JSON.stringify(state);
    const o = oddsOf(state, 8, 1);
    expect(JSON.stringify(state)).toBe(before);
    expect(o.sides.A + o.sides.B + o.draws).toBe(8);
    // the same start and seeds give the same odds
    expect(oddsOf(state, 8, 1)).toEqual(o);
  });

  test("engagementOdds is oddsOf a fresh two-ship engagement at Short range", () => {
    const a = raider();
    const b = frontierTrader();
    const start = createEngagement({ ships: [a, b], sides: { raider: "raider", trader: "trader" }, range: "short" });
    expect(engagementOdds(a, b, 10, 7)).toEqual(oddsOf(start, 10, 7));
  });
});

test("a fight nobody can win by arms is a stalemate every time, at once", () => {
  const start = createEngagement({
    ships: [patrolFrigate(), raider()],
    sides: { frigate: "navy", raider: "pirates" },
    range: "medium",
  });
  const o = oddsOf(start, 50, 1);
  expect(o).toMatchObject({ battles: 50, draws: 50, stalemates: 50, sides: { navy: 0, pirates: 0 }, totalRounds: 0 });
  expect(oddsOf(start, 5, 1, { endStalemates: false, maxRounds: 2 }).stalemates).toBe(0);
});

describe("how each ship ends", () => {
  test("every battle ends each ship one way; Hull and Structure left are counted cell by cell up to the ship's own", () => {
    const start = twoOnOne();
    const o = oddsOf(start, 40, 11);
    for (const id of ["raider", "raider2", "frigate"]) {
      const s = o.ships[id];
      expect(s.destroyed + s.disabled + s.escaped + s.active).toBe(40);
      expect(s.hull).toHaveLength(start.ships[id].hull.max + 1);
      expect(s.structure).toHaveLength(start.ships[id].structure.max + 1);
      expect(s.hull.reduce((a, b) => a + b, 0)).toBe(40);
      expect(s.structure.reduce((a, b) => a + b, 0)).toBe(40);
    }
    // a side's win leaves at least one of its ships in the fight
    expect(o.ships.frigate.active).toBeGreaterThanOrEqual(o.sides.navy);
    // the end round of each battle, counted: they add up to the battles and to the rounds fought
    expect(o.rounds.reduce((a, b) => a + b, 0)).toBe(40);
    expect(o.rounds.reduce((a, n, r) => a + n * r, 0)).toBe(o.totalRounds);
  });

  test("a ship destroyed ends with no Structure; one untouched ends with all its Hull", () => {
    const start = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "A", trader: "B" },
      range: "short",
    });
    const o = oddsOf(start, 60, 5);
    const t = o.ships.trader;
    expect(t.destroyed).toBeGreaterThan(0);
    expect(t.structure[0]).toBeGreaterThanOrEqual(t.destroyed);
    const r = o.ships.raider;
    expect(r.hull.at(-1)).toBeGreaterThan(0);
  });

  test("several sides: each side's wins and each ship's fate, six ships on three sides", () => {
    const o = oddsOf(sixShipFight(), 6, 1, { maxRounds: 6 });
    expect(Object.keys(o.sides).sort()).toEqual(["corsairs", "navy", "pirates"]);
    expect(Object.keys(o.ships)).toHaveLength(6);
    expect(o.sides.corsairs + o.sides.navy + o.sides.pirates + o.draws).toBe(6);
  });
});

describe("mergeOdds", () => {
  test("any cut of a run merges back into exactly the whole run", () => {
    const start = twoOnOne();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 1000 }),
        (battles, parts, seed) => {
          const whole = oddsOf(start, battles, seed, { maxRounds: 8 });
          const merged = mergeOdds(
            splitBattles(battles, seed, parts).map((p) => oddsOf(start, p.battles, p.seed, { maxRounds: 8 })),
          );
          expect(merged.battles).toBe(whole.battles);
          expect(merged.draws).toBe(whole.draws);
          expect(merged.stalemates).toBe(whole.stalemates);
          expect(merged.totalRounds).toBe(whole.totalRounds);
          expect(merged.averageRounds).toBe(whole.averageRounds);
          for (const side in whole.sides) expect(merged.sides[side] ?? 0).toBe(whole.sides[side]);
          for (const id in whole.wins) expect(merged.wins[id] ?? 0).toBe(whole.wins[id]);
          // how each ship ends, the rounds, and Hull and Structure left merge cell by cell
          expect(merged.ships).toEqual(battles ? whole.ships : merged.ships);
          expect(merged.rounds.reduce((a, b) => a + b, 0)).toBe(battles);
          expect(merged.rounds).toEqual(whole.rounds);
        },
      ),
      { numRuns: 25 },
    );
  });

  test("nothing merged: no battles", () => {
    expect(mergeOdds([])).toEqual({
      battles: 0,
      wins: {},
      sides: {},
      draws: 0,
      stalemates: 0,
      totalRounds: 0,
      averageRounds: 0,
      ships: {},
      rounds: [],
    });
  });
});
