// src/odds/view.ts and templates/sidebar/odds.hbs: each side named by its ships, win shares and draws that add up
// to exactly 100 %, sorted by wins; rendered with the real handlebars and lang file.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OddsResult } from "../../src/rules/engagement/odds";
import { prepareOddsView, tenthsOf } from "../../src/odds/view";
import { count, render } from "../apps/sidebar/render";

const result = (sides: Record<string, number>, draws: number, totalRounds = 0, stalemates = 0): OddsResult => {
  const battles = Object.values(sides).reduce((a, b) => a + b, 0) + draws;
  return {
    battles,
    wins: {},
    sides,
    draws,
    stalemates,
    totalRounds,
    averageRounds: battles ? totalRounds / battles : 0,
    ships: {},
    rounds: [],
  };
};

describe("tenthsOf", () => {
  it("rounds down, then gives the tenths left to the largest remainders", () => {
    expect(tenthsOf([1, 1, 1], 3)).toEqual([334, 333, 333]);
    expect(tenthsOf([2, 1], 3)).toEqual([667, 333]);
    expect(tenthsOf([6321, 3579, 100], 10_000)).toEqual([632, 358, 10]);
    expect(tenthsOf([0, 0], 0)).toEqual([0, 0]);
    expect(tenthsOf([5, 0], 5)).toEqual([1000, 0]);
  });

  it("always adds up to 1000, each share within a tenth of the exact one", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100_000), { minLength: 1, maxLength: 6 }), (counts) => {
        const total = counts.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const t = tenthsOf(counts, total);
        expect(t.reduce((a, b) => a + b, 0)).toBe(1000);
        counts.forEach((c, i) => expect(Math.abs(t[i] - (c * 1000) / total)).toBeLessThan(1));
      }),
    );
  });
});

describe("prepareOddsView", () => {
  const sides = [
    { side: "navy", names: ["Patrol Frigate", "Far Trader"] },
    { side: "pirates", names: ["Raider"] },
  ];

  it("names each side by its ships, sorts by wins, and the percentages with the draws add up to 100", () => {
    const v = prepareOddsView({
      result: result({ navy: 3333, pirates: 6334 }, 333, 52_000),
      sides,
      round: 0,
      ms: 2345,
      workers: 4,
      inPage: 0,
    });
    expect(v.rows.map((r) => [r.name, r.percent])).toEqual([
      // 63.34 + 33.33 + 3.33: rounded down that is 99.9, so the largest remainder gets the tenth left over
      ["Raider", "63.4%"],
      ["Patrol Frigate and Far Trader", "33.3%"],
    ]);
    expect(v.draws.percent).toBe("3.3%");
    expect(v.rows.reduce((a, r) => a + r.tenths, 0) + v.draws.tenths).toBe(1000);
    expect(v.battles).toBe("10,000");
    expect(v.averageRound).toBe("5.2");
    expect(v.seconds).toBe("2.3");
    expect(v.from).toEqual({ key: "CEPHEUS.Odds.FromStart", round: 0 });
    expect(v.where).toEqual({ key: "CEPHEUS.Odds.InWorkers", workers: 4 });
  });

  it("a side that never won is listed at 0 %; mid-fight says from which round; one worker, or the page", () => {
    const v = prepareOddsView({
      result: result({ navy: 10, pirates: 0 }, 0),
      sides,
      round: 3,
      ms: 80,
      workers: 1,
      inPage: 0,
    });
    expect(v.rows.map((r) => [r.name, r.percent])).toEqual([
      ["Patrol Frigate and Far Trader", "100.0%"],
      ["Raider", "0.0%"],
    ]);
    expect(v.from).toEqual({ key: "CEPHEUS.Odds.FromRound", round: 3 });
    expect(v.where.key).toBe("CEPHEUS.Odds.InOneWorker");
    expect(
      prepareOddsView({ result: result({ navy: 1 }, 1), sides, round: 0, ms: 1, workers: 1, inPage: 1 }).where.key,
    ).toBe("CEPHEUS.Odds.InPage");
    // the first estimate, fought in the window while the worker threads start: no "0 worker threads"
    expect(
      prepareOddsView({ result: result({ navy: 1 }, 1), sides, round: 0, ms: 1, workers: 0, inPage: 0 }).where.key,
    ).toBe("CEPHEUS.Odds.InWindow");
  });

  it("names three ships with the language's list; a side only the result knows keeps its id", () => {
    const three = [{ side: "a", names: ["Alpha", "Beta", "Gamma"] }];
    const v = prepareOddsView({
      result: result({ a: 1, ghost: 1 }, 0),
      sides: three,
      round: 0,
      ms: 1,
      workers: 2,
      inPage: 0,
    });
    expect(v.rows.map((r) => r.name)).toEqual(["Alpha, Beta, and Gamma", "ghost"]);
    const fr = prepareOddsView({
      result: result({ a: 2 }, 1),
      sides: three,
      round: 0,
      ms: 1500,
      workers: 2,
      inPage: 0,
      lang: "fr",
    });
    expect(fr.rows[0].name).toBe("Alpha, Beta et Gamma");
    expect(fr.seconds).toBe("1,5");
  });

  it("percentages add up to 100 for any outcome", () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), fc.nat(5000), fc.nat(500), (a, b, c, d) => {
        fc.pre(a + b + c + d > 0);
        const v = prepareOddsView({
          result: result({ x: a, y: b, z: c }, d),
          sides: [],
          round: 0,
          ms: 1,
          workers: 1,
          inPage: 0,
        });
        expect(v.rows.reduce((s, r) => s + r.tenths, 0) + v.draws.tenths).toBe(1000);
        expect(v.rows.map((r) => r.wins)).toEqual([a, b, c].sort((p, q) => q - p));
      }),
    );
  });
});

describe("odds.hbs", () => {
  it("a table of the sides by name with their shares, the draws, the average round and the time taken", () => {
    const v = prepareOddsView({
      result: result({ navy: 3333, pirates: 6334 }, 333, 52_000),
      sides: [
        { side: "navy", names: ["Patrol Frigate", "Far Trader"] },
        { side: "pirates", names: ["Raider"] },
      ],
      round: 2,
      ms: 2345,
      workers: 4,
      inPage: 0,
    });
    const html = render("sidebar/odds.hbs", v);
    expect(html).toContain("10,000 battles fought on from round 2");
    expect(count(html, /<tr class="odds-side">/)).toBe(2);
    expect(html).toMatch(
      /<th scope="row">Raider<\/th>\s*<td><span class="odds-bar" style="--share: 634" aria-hidden="true"><span class="odds-whisker" style="--low: \d+; --high: \d+"><\/span><\/span><span class="odds-percent">63.4%<\/span>/,
    );
    expect(html).toContain('<th scope="row">Patrol Frigate and Far Trader</th>');
    expect(html).toMatch(/Draws \(no winner\)<\/th>\s*<td><span class="odds-bar" style="--share: 33"/);
    // each share with its 95% interval, which holds the share
    expect(html).toContain("(95% likely between 62.4% and 64.3%)");
    expect(html).toContain("On average the fight is over in round 5.2.");
    expect(html).toContain("Computed in 2.3 s on 4 worker threads.");
    expect(html).not.toContain("odds-stalemate");
  });

  it("a stalemate says why every fight is a draw instead of an average round", () => {
    const v = prepareOddsView({
      result: result({ navy: 0, pirates: 0 }, 500, 0, 500),
      sides: [],
      round: 0,
      ms: 10,
      workers: 2,
      inPage: 0,
    });
    expect(v.stalemate).toBe(true);
    expect(v.draws.percent).toBe("100.0%");
    const html = render("sidebar/odds.hbs", v);
    expect(html).toContain(`<p class="odds-stalemate">Neither side has a weapon that can get through`);
    expect(html).not.toContain("odds-rounds");
  });
});
