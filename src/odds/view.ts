// What the odds window shows (pure: no Foundry). Each side is named by its ships' names; the sides' win shares and
// the draws are percentages with one decimal that add up to exactly 100.0 (largest remainder), sorted by wins.
// Strings are lang keys (CEPHEUS.Odds.*) with their data; numbers are formatted for the user's language.
import type { OddsResult } from "../rules/engagement/odds";
import {
  CHART_WIDTH,
  fateCells,
  HISTOGRAM_HEIGHT,
  histogram,
  wilsonInterval,
  type FateCell,
  type Histogram,
} from "./charts";

export interface OddsSideInput {
  /** the side's id in the engagement (memory.ships[id].side) */
  side: string;
  /** its ships' names, in tracker order */
  names: string[];
}

export interface OddsViewInput {
  result: OddsResult;
  sides: OddsSideInput[];
  /** the engagement's round when the estimate started (0: before initiative) */
  round: number;
  /** how long it took, in milliseconds */
  ms: number;
  /** how many workers fought, and how many parts the page fought */
  workers: number;
  inPage: number;
  /** the user's language (game.i18n.lang) */
  lang?: string;
  /** every ship's name by id, in tracker order (default: the ids the result knows) */
  ships?: { id: string; name: string }[];
  /** still fighting: how many battles of how many are counted so far (a first estimate, refined as they come) */
  running?: { done: number; total: number };
  /** stopped early by the referee */
  stopped?: boolean;
}

/** A share's 95% confidence interval, as text and in tenths of a percent (for the bar's whisker). */
export interface OddsInterval {
  low: string;
  high: string;
  lowTenths: number;
  highTenths: number;
}

/** One ship's pictures: how it ends the battles, and the Hull and Structure it has left. */
export interface OddsShipView {
  id: string;
  name: string;
  fates: FateCell[];
  hull: Histogram;
  structure: Histogram;
}

export interface OddsRow {
  side: string;
  /** "Beowulf and Lancer" */
  name: string;
  wins: number;
  /** tenths of a percent, the rows and draws summing to 1000 */
  tenths: number;
  percent: string;
  interval: OddsInterval;
}

export interface OddsView {
  battles: string;
  rows: OddsRow[];
  draws: { count: number; tenths: number; percent: string; interval: OddsInterval };
  /** lang key + data: when the estimate started */
  from: { key: string; round: number };
  /** the round the fights ended in, on average */
  averageRound: string;
  /** no ship can get through an enemy's armor: every fight is a draw */
  stalemate: boolean;
  seconds: string;
  /** lang key + data: where it was computed */
  where: { key: string; workers: number };
  /** per ship, in tracker order */
  ships: OddsShipView[];
  /** the round the fights end in */
  rounds: Histogram;
  /** chart sizes (the templates' viewBoxes) */
  chart: { width: number; height: number };
  /** still fighting: a progress line and the Stop button */
  running: { done: string; total: string; pct: number } | null;
  stopped: boolean;
}

/**
 * Shares of `total` in tenths of a percent that add up to exactly 1000 (when total > 0): each share rounded down,
 * then the tenths left over go to the largest remainders (ties: the earlier share).
 */
export function tenthsOf(counts: readonly number[], total: number): number[] {
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 1000) / total);
  const out = exact.map(Math.floor);
  let left = 1000 - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]++;
    left--;
  }
  return out;
}

export function prepareOddsView(input: OddsViewInput): OddsView {
  const { result } = input;
  const lang = input.lang ?? "en";
  const list = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });
  const one = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const share = new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = (tenths: number) => share.format(tenths / 1000);

  // every side of the engagement, even one that never won, then any side only the result knows
  const sides = [...input.sides];
  for (const side of Object.keys(result.sides))
    if (!sides.some((s) => s.side === side)) sides.push({ side, names: [] });
  const counts = sides.map((s) => result.sides[s.side] ?? 0);
  const tenths = tenthsOf([...counts, result.draws], result.battles);
  const interval = (count: number): OddsInterval => {
    const [low, high] = wilsonInterval(count, result.battles);
    return {
      low: share.format(low),
      high: share.format(high),
      lowTenths: Math.round(low * 1000),
      highTenths: Math.round(high * 1000),
    };
  };
  const rows: OddsRow[] = sides.map((s, i) => ({
    side: s.side,
    name: s.names.length ? list.format(s.names) : s.side,
    wins: counts[i],
    tenths: tenths[i],
    percent: percent(tenths[i]),
    interval: interval(counts[i]),
  }));
  rows.sort((a, b) => b.wins - a.wins);
  const drawTenths = tenths[sides.length];
  return {
    battles: whole.format(result.battles),
    rows,
    draws: { count: result.draws, tenths: drawTenths, percent: percent(drawTenths), interval: interval(result.draws) },
    from:
      input.round > 0
        ? { key: "CEPHEUS.Odds.FromRound", round: input.round }
        : { key: "CEPHEUS.Odds.FromStart", round: 0 },
    averageRound: one.format(result.averageRounds),
    stalemate: result.stalemates > 0,
    seconds: one.format(input.ms / 1000),
    where: {
      key: input.inPage
        ? "CEPHEUS.Odds.InPage"
        : input.workers === 0
          ? "CEPHEUS.Odds.InWindow"
          : input.workers === 1
            ? "CEPHEUS.Odds.InOneWorker"
            : "CEPHEUS.Odds.InWorkers",
      workers: input.workers,
    },
    ships: shipViews(
      input,
      (x) => share.format(x),
      (n) => whole.format(n),
    ),
    rounds: histogram(
      result.rounds ?? [],
      (x) => share.format(x),
      (n) => whole.format(n),
    ),
    chart: { width: CHART_WIDTH, height: HISTOGRAM_HEIGHT },
    running: input.running
      ? {
          done: whole.format(input.running.done),
          total: whole.format(input.running.total),
          pct: input.running.total > 0 ? Math.round((input.running.done / input.running.total) * 100) : 100,
        }
      : null,
    stopped: !!input.stopped,
  };
}

function shipViews(input: OddsViewInput, pct: (share: number) => string, whole: (n: number) => string): OddsShipView[] {
  const { result } = input;
  const ships = result.ships ?? {};
  const named = input.ships ?? Object.keys(ships).map((id) => ({ id, name: id }));
  const out: OddsShipView[] = [];
  for (const { id, name } of named) {
    const o = Object.hasOwn(ships, id) ? ships[id] : undefined;
    if (!o) continue;
    out.push({
      id,
      name,
      fates: fateCells(o, result.battles, pct),
      hull: histogram(o.hull, pct, whole, 0, o.hull.length - 1),
      structure: histogram(o.structure, pct, whole, 0, o.structure.length - 1),
    });
  }
  return out;
}

/** "Odds of this fight" what-if: the two views side by side, labelled (the fight as it stands, and with the change). */
export interface OddsComparison {
  base: OddsView;
  variant: OddsView;
}
