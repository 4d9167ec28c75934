// The odds window's pictures, as numbers a template draws (pure: no Foundry, no DOM): the share of battles each ship
// ends destroyed, disabled, fled or still fighting (one stacked bar), a histogram of the round the fight ends in, and
// the spread of Hull and Structure each ship has left. Every chart is drawn as SVG in a viewBox of CHART_WIDTH units
// and is backed by a table of the same figures (the SVG is hidden from screen readers; the table is what they read).
// The 95% confidence interval of a share (Wilson score) is the rules' (src/rules/interval.ts), shared with the
// encounter builder.
import type { ShipOdds } from "../rules/engagement/odds";

export { wilsonInterval } from "../rules/interval";

/** Width of every chart's viewBox (the SVG scales to the window). */
export const CHART_WIDTH = 100;
/** Height of a histogram's viewBox. */
export const HISTOGRAM_HEIGHT = 30;

export const FATES = ["destroyed", "disabled", "escaped", "active"] as const;
export type Fate = (typeof FATES)[number];

export interface FateCell {
  fate: Fate;
  /** lang key of the fate's name */
  key: string;
  count: number;
  percent: string;
  /** where its part of the stacked bar starts, and how wide it is (viewBox units) */
  x: number;
  width: number;
}

export interface HistogramBar {
  /** the value the bar counts (a round, a Hull or Structure level) */
  value: number;
  count: number;
  percent: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Histogram {
  bars: HistogramBar[];
  /** the first and last value shown (axis labels) */
  first: number;
  last: number;
  /** the value at the middle battle (median), as text */
  median: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The stacked bar of a ship's fates: each fate's share of the battles, the parts adding up to CHART_WIDTH. */
export function fateCells(o: ShipOdds, battles: number, percent: (share: number) => string): FateCell[] {
  let x = 0;
  return FATES.map((fate) => {
    const count = o[fate];
    const width = battles > 0 ? round2((count / battles) * CHART_WIDTH) : 0;
    const cell = {
      fate,
      key: `CEPHEUS.Odds.Fate.${fate}`,
      count,
      percent: percent(battles > 0 ? count / battles : 0),
      x: round2(x),
      width,
    };
    x += width;
    return cell;
  });
}

/**
 * A histogram of counts by value (counts[v]: battles with value v), from `from` (or the first value counted) to the
 * last value counted (or `to`); the bars' heights are shares of the tallest.
 */
export function histogram(
  counts: readonly number[],
  percent: (share: number) => string,
  format: (n: number) => string,
  from?: number,
  to?: number,
): Histogram {
  let first = from ?? counts.findIndex((c) => c > 0);
  let last = to ?? counts.length - 1;
  if (to === undefined) while (last > 0 && !(counts[last] > 0)) last--;
  if (first < 0) first = 0;
  if (last < first) last = first;
  const total = counts.reduce((a, b) => a + (b || 0), 0);
  const n = last - first + 1;
  const width = CHART_WIDTH / n;
  let tallest = 0;
  for (let v = first; v <= last; v++) tallest = Math.max(tallest, counts[v] || 0);
  const bars: HistogramBar[] = [];
  for (let v = first; v <= last; v++) {
    const count = counts[v] || 0;
    const height = tallest > 0 ? round2((count / tallest) * HISTOGRAM_HEIGHT) : 0;
    bars.push({
      value: v,
      count,
      percent: percent(total > 0 ? count / total : 0),
      x: round2((v - first) * width + width * 0.1),
      y: round2(HISTOGRAM_HEIGHT - height),
      width: round2(width * 0.8),
      height,
    });
  }
  return { bars, first, last, median: format(medianOf(counts)) };
}

/** The value at the middle of the counted battles (the lower middle for an even count); 0 when none. */
export function medianOf(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + (b || 0), 0);
  if (total <= 0) return 0;
  const half = Math.ceil(total / 2);
  let seen = 0;
  for (let v = 0; v < counts.length; v++) {
    seen += counts[v] || 0;
    if (seen >= half) return v;
  }
  return counts.length - 1;
}
