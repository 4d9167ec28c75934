// The odds window's pictures as numbers: the 95% interval of a share, the stacked bar of a ship's fates, histograms,
// and what the template draws from them (SVG hidden from screen readers, a table of the same figures behind each).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHART_WIDTH, fateCells, HISTOGRAM_HEIGHT, histogram, medianOf, wilsonInterval } from "../../src/odds/charts";
import { prepareOddsView } from "../../src/odds/view";
import { oddsOf } from "../../src/rules/engagement/odds";
import { createEngagement } from "../../src/rules/engagement/state";
import { frontierTrader, raider } from "../rules/engagement/fixtures";
import { count, render } from "../apps/sidebar/render";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe("wilsonInterval", () => {
  it("holds the share, stays within 0..1, and narrows as more battles are fought", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 1000 }), (k, extra) => {
        const n = k + extra;
        const [lo, hi] = wilsonInterval(k, n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
        // ten times the battles at the same share: a narrower interval
        const [lo10, hi10] = wilsonInterval(k * 10, n * 10);
        expect(hi10 - lo10).toBeLessThan(hi - lo);
      }),
    );
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
    // a textbook value: 50 of 100 is 40.4% to 59.6%
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
  });
});

describe("fateCells and histogram", () => {
  it("the fates' parts of the bar follow one another and fill it", () => {
    const cells = fateCells(
      { destroyed: 30, disabled: 10, escaped: 20, active: 40, hull: [], structure: [] },
      100,
      pct,
    );
    expect(cells.map((c) => c.fate)).toEqual(["destroyed", "disabled", "escaped", "active"]);
    expect(cells.map((c) => c.width)).toEqual([30, 10, 20, 40]);
    expect(cells.map((c) => c.x)).toEqual([0, 30, 40, 60]);
    expect(cells.reduce((a, c) => a + c.width, 0)).toBe(CHART_WIDTH);
    expect(cells[0]).toMatchObject({ key: "CEPHEUS.Odds.Fate.destroyed", percent: "30.0%" });
  });

  it("a histogram's bars run from the first to the last value counted, the tallest full height", () => {
    const h = histogram([0, 0, 5, 10, 0, 5, 0], pct, String);
    expect(h.bars.map((b) => b.value)).toEqual([2, 3, 4, 5]);
    expect(h.bars.map((b) => b.height)).toEqual([HISTOGRAM_HEIGHT / 2, HISTOGRAM_HEIGHT, 0, HISTOGRAM_HEIGHT / 2]);
    expect(h.bars.every((b) => b.y + b.height === HISTOGRAM_HEIGHT)).toBe(true);
    expect(h.bars[1].percent).toBe("50.0%");
    expect([h.first, h.last, h.median]).toEqual([2, 5, "3"]);
    // a fixed range (Hull 0 to its maximum) keeps the empty ends
    expect(histogram([0, 3, 0], pct, String, 0, 2).bars.map((b) => b.value)).toEqual([0, 1, 2]);
    expect(medianOf([1, 1, 1, 1])).toBe(1);
    expect(medianOf([])).toBe(0);
  });
});

describe("the pictures in the window", () => {
  const start = createEngagement({
    ships: [raider(), frontierTrader()],
    sides: { raider: "pirates", trader: "traders" },
    range: "short",
  });
  const result = oddsOf(start, 50, 3);
  const view = prepareOddsView({
    result,
    sides: [
      { side: "pirates", names: ["Red Corsair"] },
      { side: "traders", names: ["Kestrel"] },
    ],
    ships: [
      { id: "raider", name: "Red Corsair" },
      { id: "trader", name: "Kestrel" },
    ],
    round: 0,
    ms: 100,
    workers: 2,
    inPage: 0,
    running: { done: 50, total: 10_000 },
  });

  it("per ship: its fates, and its Hull and Structure left from 0 to its maximum", () => {
    expect(view.ships.map((s) => s.name)).toEqual(["Red Corsair", "Kestrel"]);
    for (const s of view.ships) {
      expect(s.fates.reduce((a, c) => a + c.count, 0)).toBe(50);
      expect(s.hull.first).toBe(0);
      expect(s.hull.last).toBe(start.ships[s.id].hull.max);
    }
    expect(view.rounds.bars.reduce((a, b) => a + b.count, 0)).toBe(50);
    expect(view.running).toEqual({ done: "50", total: "10,000", pct: 1 });
  });

  it("each chart is SVG hidden from screen readers with a table of the same figures behind it", () => {
    const html = render("sidebar/odds.hbs", view);
    const svgs = count(html, /<svg /);
    // a stacked bar per ship, the end-round histogram, Hull and Structure per ship
    expect(svgs).toBe(2 + 1 + 2 * 2);
    expect(count(html, /<svg [^>]*aria-hidden="true"/)).toBe(svgs);
    // the fates' table, the rounds' table, and one per Hull or Structure chart
    expect(count(html, /<table class="visually-hidden">/)).toBe(1 + 1 + 2 * 2);
    expect(html).toContain("<caption>How each ship ends the battles</caption>");
    expect(html).toContain("<caption>Kestrel: Hull left at the end</caption>");
    expect(html).toMatch(/<th scope="row">Red Corsair<\/th><td>[\d.]+%<\/td>/);
    expect(html).toContain(
      '<p class="odds-running"><progress max="100" value="1"></progress> Still fighting: 50 of 10,000 battles counted so far',
    );
    for (const b of view.rounds.bars)
      expect(html).toContain(`<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}">`);
  });
});
