// The encounter builder's search (pure, seeded): which fleet of the pool, with which crews, gives the players the chance
// of winning the GM wants. It fights fleets in rounds: a screen of fleets drawn at random, then steps that try the
// neighbours of the closest so far (a fleet one step stronger when the players win too often, weaker when they lose)
// and fight the closest again, then a confirmation of the best few on battles no choice was made from, so that the
// chance and interval shown are honest. Each round is a list of jobs (one engagement, a run of seeded battles) that
// anyone may fight: `searchEncounter` fights them here with `oddsOf`; the window hands them to Web Workers
// (src/odds/encounter-run.ts), in any order, with the same result. Nothing but the results of a whole round decides
// the next, so the same input and seed always give the same fleets.
import { mergeOdds, oddsOf, type OddsResult } from "../engagement/odds";
import type { EngagementOptions } from "../engagement/memory";
import type { SimulationOptions } from "../engagement/simulate";
import type { EngagementState } from "../engagement/state";
import { wilsonInterval } from "../interval";
import type { RangeBand, ShipSnapshot } from "../types";
import {
  candidateKey,
  chooser,
  EncounterRefusal,
  eligiblePool,
  fleetFight,
  fleetFits,
  MAX_TARGET,
  MIN_TARGET,
  neighbours,
  PLAYERS_SIDE,
  randomCandidate,
  resolveLimits,
  setKey,
  type Candidate,
  type Chooser,
  type EncounterLimits,
  type EncounterShip,
  type FightSetup,
  type Limits,
} from "./fleet";

export interface EncounterInput {
  /** the players' ships (ids unique, none starting "opponent-") */
  players: readonly ShipSnapshot[];
  pool: readonly EncounterShip[];
  /** the chance the players should have of winning, MIN_TARGET to MAX_TARGET */
  target: number;
  limits?: EncounterLimits;
  /** a whole number from 0 to 2^31 − 1: the same seed, the same search */
  seed: number;
  /** every pair's starting range (default Short) */
  range?: RangeBand;
  /** the world's rulings */
  options?: EngagementOptions;
  /** rounds each battle may last (default 30, the odds window's) */
  maxRounds?: number;
}

/** How much the search fights: its rounds and their battles (fixed: the bench and the tests time these). */
export const SEARCH = Object.freeze({
  /** each pool ship alone, with its weakest crew, and the battles each is fought */
  probeBattles: 16,
  /** a ship whose probe stays this far below the target at best is left out of the fleets drawn */
  probeMargin: 0.05,
  /** fleets drawn at random, and the battles each is fought */
  screen: 24,
  screenBattles: 24,
  /** steps after the screen: the closest `parents` each give up to `neighbours` new fleets (screenBattles each) … */
  steps: 4,
  parents: 4,
  neighbours: 4,
  /** … and the closest `refine` are fought `refineBattles` more */
  refine: 6,
  refineBattles: 32,
  /**
   * then the closest `top` are fought until each has `battles` (the closest on few battles are often only lucky: more
   * battles tell them apart before the best few are chosen), narrower each round
   */
  sharpen: [
    { top: 10, battles: 160 },
    { top: 5, battles: 400 },
  ],
  /** the best few, fought again on fresh seeds for the figures shown */
  picks: 3,
  confirmBattles: 500,
});

/** Seeds of one fleet: its battles start at seed + index × SEED_STRIDE, its confirmation half a stride on. */
const SEED_STRIDE = 1_000_000;
const CONFIRM_OFFSET = SEED_STRIDE / 2;
/** A best fleet whose interval stays further than this from the target is reported as far from it. */
export const FAR = 0.1;

/** One run of battles to fight: the fleet's engagement and its crews' tactics, seeded. */
export interface SearchJob {
  /** the fleet's index in the search */
  fleet: number;
  state: EngagementState;
  options: SimulationOptions;
  battles: number;
  seed: number;
  confirm: boolean;
}

interface Tried {
  c: Candidate;
  /** battles fought to choose (probe, screen and steps), and the confirmation's */
  fought: OddsResult | null;
  confirmed: OddsResult | null;
}

export interface Search {
  readonly target: number;
  readonly seed: number;
  readonly limits: Limits;
  /** the eligible pool: armed ships within the limits */
  readonly pool: readonly EncounterShip[];
  readonly setup: FightSetup;
  readonly tried: Tried[];
  readonly seen: Set<string>;
  /** the next round: 0 the probe, 1 the screen, 2 … steps + 1, the sharpenings, the confirmation, then done */
  round: number;
  /** the pool ships fleets are drawn from once probed, and each ship's strength (1 − the players' chance alone) */
  ships: number[];
  strength: number[];
  /** the fleets confirmed (the best few), once the confirmation is planned */
  chosen: number[] | null;
  /** jobs of the round under way not yet answered */
  waiting: number;
  /** battles fought so far, and about how many the whole search fights */
  battles: number;
  planned: number;
}

/** One of the best fleets: its ships, crews, and the players' chance against it with its 95% interval. */
export interface EncounterPick {
  fleet: number;
  candidate: Candidate;
  /** its ships in fleet order (opponent-1 first): the pool ship's key and name, its unnamed crew's skill */
  members: { key: string; name: string; skill: number }[];
  /** the battles its figures count: the confirmation's once confirmed, else those fought so far */
  result: OddsResult;
  chance: number;
  interval: [number, number];
  /** how far the chance may be from the target: the farther end of its interval */
  distance: number;
  confirmed: boolean;
}

export interface EncounterOutcome {
  picks: EncounterPick[];
  battles: number;
  /** the best pick's interval stays more than FAR from the target: no fleet of this pool comes near it */
  far: boolean;
}

const refuse = (code: ConstructorParameters<typeof EncounterRefusal>[0], data?: Record<string, number | string>) =>
  new EncounterRefusal(code, data);

/** Check the input and set the search up (an EncounterRefusal when it cannot start). */
export function startSearch(input: EncounterInput): Search {
  if (!input.players.length) throw refuse("noPlayers");
  const t = input.target;
  if (typeof t !== "number" || !(t >= MIN_TARGET && t <= MAX_TARGET))
    throw refuse("target", { min: MIN_TARGET * 100, max: MAX_TARGET * 100 });
  if (!Number.isInteger(input.seed) || input.seed < 0 || input.seed > 2 ** 31 - 1) throw new RangeError("seed");
  const limits = resolveLimits(input.limits);
  const pool = eligiblePool(input.pool, limits);
  // the smallest fleet the limits allow must fit the fleet's tonnage
  if (limits.maxFleetTons !== null) {
    const smallest = pool.map((p) => p.snapshot.tons).sort((a, b) => a - b)[0];
    if (smallest * limits.minShips > limits.maxFleetTons) throw refuse("noneFit", { ships: pool.length });
  }
  const setup: FightSetup = {
    players: input.players,
    range: input.range ?? "short",
    options: input.options,
    maxRounds: input.maxRounds ?? 30,
  };
  const s: Search = {
    target: t,
    seed: input.seed,
    limits,
    pool,
    setup,
    tried: [],
    seen: new Set(),
    round: 0,
    waiting: 0,
    battles: 0,
    planned: 0,
    ships: pool.map((_, i) => i),
    strength: pool.map(() => 0),
    chosen: null,
  };
  s.planned = plannedFrom(s, 0);
  return s;
}

/** The round of the first sharpening, and of the confirmation. */
const SHARPEN = SEARCH.steps + 2;
const CONFIRM = SHARPEN + SEARCH.sharpen.length;

/** About how many battles the rounds from `round` on fight (a sharpening fights about half its most). */
function plannedFrom(s: Search, round: number): number {
  const step = SEARCH.parents * SEARCH.neighbours * SEARCH.screenBattles + SEARCH.refine * SEARCH.refineBattles;
  let n = s.battles + Math.max(0, SEARCH.steps - Math.max(0, round - 2)) * step;
  if (round <= 0) n += s.pool.length * SEARCH.probeBattles;
  if (round <= 1) n += SEARCH.screen * SEARCH.screenBattles;
  for (const [k, sh] of SEARCH.sharpen.entries()) if (round <= SHARPEN + k) n += (sh.top * sh.battles) / 2;
  if (round <= CONFIRM) n += SEARCH.picks * SEARCH.confirmBattles;
  return n;
}

const shareOf = (r: OddsResult | null) => (r && r.battles ? (r.sides[PLAYERS_SIDE] ?? 0) / r.battles : 0);

function intervalOf(r: OddsResult | null): [number, number] {
  return r ? wilsonInterval(r.sides[PLAYERS_SIDE] ?? 0, r.battles) : [0, 1];
}

/** How close a fleet looks to the target so far: the middle of its interval (few battles lean to the middle). */
function closeness(s: Search, t: Tried): number {
  const [lo, hi] = intervalOf(t.fought);
  return Math.abs((lo + hi) / 2 - s.target);
}

/** How far the chance may be from the target: the farther end of the interval. */
export function distanceOf(target: number, interval: readonly [number, number]): number {
  return Math.max(Math.abs(interval[0] - target), Math.abs(interval[1] - target));
}

/** The fleets fought so far that keep to the limits (a probe may not), closest first (ties: more battles, the earlier). */
function ranked(s: Search): number[] {
  const ids = s.tried
    .map((_, i) => i)
    .filter((i) => s.tried[i].fought?.battles && fleetFits(s.tried[i].c, s.pool, s.limits));
  const key = ids.map((i) => closeness(s, s.tried[i]));
  return ids
    .map((i, n) => ({ i, k: key[n] }))
    .sort((a, b) => a.k - b.k || s.tried[b.i].fought!.battles - s.tried[a.i].fought!.battles || a.i - b.i)
    .map((x) => x.i);
}

function tryFleet(s: Search, c: Candidate): number | null {
  const key = candidateKey(c);
  if (s.seen.has(key)) return null;
  s.seen.add(key);
  s.tried.push({ c, fought: null, confirmed: null });
  return s.tried.length - 1;
}

function job(s: Search, fleet: number, battles: number, confirm: boolean): SearchJob {
  const t = s.tried[fleet];
  const { state, options } = fleetFight(s.setup, s.pool, t.c);
  const base = s.seed + fleet * SEED_STRIDE;
  const seed = confirm ? base + CONFIRM_OFFSET : base + (t.fought?.battles ?? 0);
  return { fleet, state, options, battles, seed, confirm };
}

/**
 * The next round's jobs, once every job of the last is answered (`takeResult`); null when the search is over. The
 * jobs may be fought in any order and anywhere.
 */
export function nextRound(s: Search): SearchJob[] | null {
  if (s.waiting > 0) throw new Error("the round under way is not answered yet");
  const round = s.round++;
  const pick: Chooser = chooser((s.seed + round * 7919) >>> 0);
  let jobs: SearchJob[];
  if (round === 0) {
    // each ship alone with its weakest crew, at the middle stance the GM allows
    const stance = s.limits.stances.includes("steady") ? "steady" : s.limits.stances[0];
    const probes = s.pool.map((_, ship) => tryFleet(s, { members: [{ ship, skill: s.limits.minSkill }], stance })!);
    jobs = probes.map((i) => job(s, i, SEARCH.probeBattles, false));
  } else if (round === 1) {
    keepShips(s);
    const fresh: number[] = [];
    for (let n = 0; n < SEARCH.screen * 4 && fresh.length < SEARCH.screen; n++) {
      const c = randomCandidate(s.ships, s.pool, s.limits, pick);
      const i = c && tryFleet(s, c);
      if (i !== null && i !== undefined) fresh.push(i);
    }
    jobs = fresh.map((i) => job(s, i, SEARCH.screenBattles, false));
  } else if (round <= SEARCH.steps + 1) {
    const order = ranked(s);
    const fresh: number[] = [];
    for (const parent of order.slice(0, SEARCH.parents)) {
      const t = s.tried[parent];
      const stronger = shareOf(t.fought) > s.target;
      let added = 0;
      for (const c of neighbours(t.c, stronger, s.ships, s.strength, s.pool, s.limits, pick)) {
        if (added >= SEARCH.neighbours) break;
        const i = tryFleet(s, c);
        if (i !== null) {
          fresh.push(i);
          added++;
        }
      }
    }
    jobs = [
      ...fresh.map((i) => job(s, i, SEARCH.screenBattles, false)),
      ...order.slice(0, SEARCH.refine).map((i) => job(s, i, SEARCH.refineBattles, false)),
    ];
  } else if (round < CONFIRM) {
    const { top, battles } = SEARCH.sharpen[round - SHARPEN];
    jobs = ranked(s)
      .slice(0, top)
      .map((i) => ({ i, more: battles - s.tried[i].fought!.battles }))
      .filter(({ more }) => more > 0)
      .map(({ i, more }) => job(s, i, more, false));
  } else if (round === CONFIRM) {
    s.chosen = chosen(s);
    jobs = s.chosen.map((i) => job(s, i, SEARCH.confirmBattles, true));
  } else return null;
  s.waiting = jobs.length;
  s.planned = plannedFrom(s, round + 1) + jobs.reduce((n, j) => n + j.battles, 0);
  return jobs;
}

/**
 * After the probe: each ship's strength (1 − the players' chance against it alone), and the ships fleets are drawn
 * from: those that alone, with their weakest crew, may still leave the players near the target (all, when none may).
 */
function keepShips(s: Search): void {
  const kept: number[] = [];
  for (let i = 0; i < s.pool.length; i++) {
    const probe = s.tried[i].fought;
    s.strength[i] = 1 - shareOf(probe);
    if (intervalOf(probe)[1] >= s.target - SEARCH.probeMargin) kept.push(i);
  }
  if (kept.length) s.ships = kept;
}

/** The best few to confirm: the closest, one per set of ships and crews (the stance alone makes no new fleet). */
function chosen(s: Search): number[] {
  const out: number[] = [];
  const sets = new Set<string>();
  for (const i of ranked(s)) {
    const set = setKey(s.tried[i].c);
    if (sets.has(set)) continue;
    sets.add(set);
    out.push(i);
    if (out.length >= SEARCH.picks) break;
  }
  return out;
}

/** Count one job's battles (in any order within its round). */
export function takeResult(s: Search, j: SearchJob, result: OddsResult): void {
  const t = s.tried[j.fleet];
  if (j.confirm) t.confirmed = t.confirmed ? mergeOdds([t.confirmed, result]) : result;
  else t.fought = t.fought ? mergeOdds([t.fought, result]) : result;
  s.battles += result.battles;
  s.waiting = Math.max(0, s.waiting - 1);
}

function pickOf(s: Search, i: number): EncounterPick {
  const t = s.tried[i];
  const result = t.confirmed ?? t.fought!;
  const interval = intervalOf(result);
  return {
    fleet: i,
    candidate: t.c,
    members: t.c.members.map((m) => ({ key: s.pool[m.ship].key, name: s.pool[m.ship].name, skill: m.skill })),
    result,
    chance: shareOf(result),
    interval,
    distance: distanceOf(s.target, interval),
    confirmed: !!t.confirmed,
  };
}

/**
 * The best few now: once chosen for the confirmation, those fleets, the confirmed first, by the distance of their
 * chance to the target with its interval; before, the closest fleets fought so far.
 */
export function picks(s: Search): EncounterPick[] {
  if (s.chosen)
    return s.chosen
      .map((i) => pickOf(s, i))
      .sort((a, b) => +b.confirmed - +a.confirmed || a.distance - b.distance || a.fleet - b.fleet);
  return ranked(s)
    .slice(0, SEARCH.picks)
    .map((i) => pickOf(s, i));
}

/** What the search found: the best few, the battles fought, and whether even the best stays far from the target. */
export function outcomeOf(s: Search): EncounterOutcome {
  const best = picks(s);
  const top = best[0];
  const gap = top ? Math.max(0, top.interval[0] - s.target, s.target - top.interval[1]) : 1;
  return { picks: best, battles: s.battles, far: gap > FAR };
}

/** The whole search fought here, round after round (the tests' and the API's; the window uses Web Workers). */
export function searchEncounter(input: EncounterInput): EncounterOutcome {
  const s = startSearch(input);
  for (let jobs = nextRound(s); jobs; jobs = nextRound(s))
    for (const j of jobs) takeResult(s, j, oddsOf(j.state, j.battles, j.seed, j.options));
  return outcomeOf(s);
}
