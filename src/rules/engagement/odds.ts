// "Odds of this fight": the same engagement fought many times with seeded dice, outcomes counted. Battle i uses
// seed `seed + i`, so a run can be cut into consecutive parts (one per CPU core, say) and merged back into exactly
// the result of the whole run.
import { seededSource } from "../dice";
import { checkInteger, MAX_BATTLES } from "../input";
import type { ShipSnapshot } from "../types";
import { checkSimulationOptions, simulate, type SimulationOptions } from "./simulate";
import { createEngagement, type EngagementState } from "./state";

export interface OddsResult {
  battles: number;
  /** wins per ship id (the side's last active ship when a side has several) */
  wins: Record<string, number>;
  /** wins per side */
  sides: Record<string, number>;
  /** battles nobody won (everyone gone, the round limit, or a stalemate) */
  draws: number;
  /** draws because no ship could get through an enemy's armor (simulate's "stalemate") */
  stalemates: number;
  /** rounds fought, summed over the battles */
  totalRounds: number;
  averageRounds: number;
  /** per ship: how it ends the battles, and the Hull and Structure it has left */
  ships: Record<string, ShipOdds>;
  /** rounds[r]: battles that ended in round r (the engagement's own round count) */
  rounds: number[];
}

/** How one ship ends the battles of a run. */
export interface ShipOdds {
  destroyed: number;
  disabled: number;
  /** jumped away or escaped by range */
  escaped: number;
  /** still in the fight when it ended (a winner, or a draw by the round limit) */
  active: number;
  /** hull[k]: battles it ends with k Hull left (0 to its maximum) */
  hull: number[];
  /** structure[k]: battles it ends with k Structure left */
  structure: number[];
}

/** Refuse a run that is not 0 to MAX_BATTLES battles, or whose seeds are not whole numbers. */
export function checkRun(battles: number, seed: number): void {
  checkInteger("battles", battles, 0, MAX_BATTLES);
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - battles);
}

/**
 * Fight the engagement as it stands `battles` times (0 to MAX_BATTLES; seeds seed, seed + 1, ...) and count the
 * outcomes.
 */
export function oddsOf(start: EngagementState, battles: number, seed = 1, opts: SimulationOptions = {}): OddsResult {
  checkRun(battles, seed);
  checkSimulationOptions(opts);
  const out = emptyOdds(start);
  const ids = Object.keys(out.ships);
  for (let i = 0; i < battles; i++) {
    const r = simulate(start, seededSource(seed + i), opts);
    countShips(out, ids, r.state);
    out.rounds[r.rounds] = (out.rounds[r.rounds] ?? 0) + 1;
    const side = r.state.memory.ended?.winnerSide;
    if (r.winner === null || side === undefined) {
      out.draws++;
      if (r.reason === "stalemate") out.stalemates++;
    } else {
      out.wins[r.winner] = (out.wins[r.winner] ?? 0) + 1;
      out.sides[side] = (out.sides[side] ?? 0) + 1;
    }
    out.totalRounds += r.rounds;
  }
  out.battles = battles;
  out.averageRounds = battles ? out.totalRounds / battles : 0;
  for (let r = 0; r < out.rounds.length; r++) out.rounds[r] ??= 0;
  return out;
}

/** Count how each ship ends one battle. */
function countShips(out: OddsResult, ids: readonly string[], end: EngagementState): void {
  for (const id of ids) {
    const o = out.ships[id];
    const status = end.memory.ships[id]?.status;
    if (status === "destroyed") o.destroyed++;
    else if (status === "disabled") o.disabled++;
    else if (status === "escaped") o.escaped++;
    else o.active++;
    const ship = end.ships[id];
    o.hull[clampIndex(ship.hull.value, o.hull.length)]++;
    o.structure[clampIndex(ship.structure.value, o.structure.length)]++;
  }
}

function clampIndex(value: number, length: number): number {
  return Math.min(length - 1, Math.max(0, Math.floor(value) || 0));
}

/** Two ships, each its own side, from the start of a fight (default range Short). */
export function engagementOdds(
  a: ShipSnapshot,
  b: ShipSnapshot,
  battles: number,
  seed = 1,
  opts: SimulationOptions = {},
): OddsResult {
  checkRun(battles, seed);
  checkSimulationOptions(opts);
  const start = createEngagement({
    ships: [a, b],
    sides: { [a.id]: a.id, [b.id]: b.id },
    range: opts.range ?? "short",
    options: opts.options,
  });
  return oddsOf(start, battles, seed, opts);
}

function emptyOdds(start: EngagementState): OddsResult {
  const wins: Record<string, number> = {};
  const sides: Record<string, number> = {};
  const ships: Record<string, ShipOdds> = {};
  for (const id in start.memory.ships) {
    wins[id] = 0;
    sides[start.memory.ships[id].side] = 0;
    const ship = start.ships[id];
    const cells = (max: number) => new Array<number>(Math.max(0, Math.floor(max) || 0) + 1).fill(0);
    ships[id] = {
      destroyed: 0,
      disabled: 0,
      escaped: 0,
      active: 0,
      hull: cells(ship.hull.max),
      structure: cells(ship.structure.max),
    };
  }
  return { battles: 0, wins, sides, draws: 0, stalemates: 0, totalRounds: 0, averageRounds: 0, ships, rounds: [] };
}

/**
 * Cut a run of `battles` (0 to MAX_BATTLES) into `parts` (1 to MAX_BATTLES) consecutive runs as even as can be:
 * `{ battles, seed }` each (empty ones left out).
 */
export function splitBattles(battles: number, seed: number, parts: number): { battles: number; seed: number }[] {
  checkRun(battles, seed);
  checkInteger("parts", parts, 1, MAX_BATTLES);
  const n = parts;
  const out: { battles: number; seed: number }[] = [];
  let next = seed;
  for (let i = 0; i < n; i++) {
    const size = Math.floor(battles / n) + (i < battles % n ? 1 : 0);
    if (size > 0) out.push({ battles: size, seed: next });
    next += size;
  }
  return out;
}

/** The result of consecutive parts of one run, as if it had been fought in one go. */
export function mergeOdds(parts: readonly OddsResult[]): OddsResult {
  const out: OddsResult = {
    battles: 0,
    wins: {},
    sides: {},
    draws: 0,
    stalemates: 0,
    totalRounds: 0,
    averageRounds: 0,
    ships: {},
    rounds: [],
  };
  for (const p of parts) {
    out.battles += p.battles;
    out.draws += p.draws;
    out.stalemates += p.stalemates;
    out.totalRounds += p.totalRounds;
    // (own members only: a ship or side named "constructor" would read the record's prototype)
    for (const id in p.wins) out.wins[id] = (Object.hasOwn(out.wins, id) ? out.wins[id] : 0) + p.wins[id];
    for (const side in p.sides)
      out.sides[side] = (Object.hasOwn(out.sides, side) ? out.sides[side] : 0) + p.sides[side];
    // (results of before these counts have neither)
    if (p.rounds) addInto(out.rounds, p.rounds);
    if (p.ships)
      for (const id in p.ships) {
        const from = p.ships[id];
        const to = Object.hasOwn(out.ships, id)
          ? out.ships[id]
          : (out.ships[id] = { destroyed: 0, disabled: 0, escaped: 0, active: 0, hull: [], structure: [] });
        to.destroyed += from.destroyed;
        to.disabled += from.disabled;
        to.escaped += from.escaped;
        to.active += from.active;
        addInto(to.hull, from.hull);
        addInto(to.structure, from.structure);
      }
  }
  out.averageRounds = out.battles ? out.totalRounds / out.battles : 0;
  return out;
}

/** Add counts cell by cell (the longer list sets the length). */
function addInto(to: number[], from: readonly number[]): void {
  for (let i = 0; i < from.length; i++) to[i] = (to[i] ?? 0) + from[i];
  for (let i = 0; i < to.length; i++) to[i] ??= 0;
}
