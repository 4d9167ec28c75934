// The encounter builder's search space (pure): the pool of opposing ships the GM offers, the limits on them, a fleet
// to try (some ships of the pool, the skill of their unnamed crews and their crews' stance) and the engagement it makes
// against the players' ships, fought by the odds engine with the NPC crews the referee's ships fight with.
import { seededSource } from "../dice";
import type { EngagementOptions } from "../engagement/memory";
import { STANCES, type Stance } from "../engagement/npc-crew/policy";
import type { SimulationOptions } from "../engagement/simulate";
import { createEngagement, type EngagementState } from "../engagement/state";
import type { RangeBand, ShipSnapshot } from "../types";

/** One ship the GM offers as an opponent: `key` finds its document again (a UUID), `techLevel` when known. */
export interface EncounterShip {
  key: string;
  name: string;
  techLevel: number | null;
  snapshot: ShipSnapshot;
}

/** The GM's limits on a fleet: each ship's tonnage and tech level, the fleet's size and tonnage, crews and stances. */
export interface EncounterLimits {
  /** ships in a fleet (default 1 to 3; at most MAX_FLEET) */
  minShips?: number;
  maxShips?: number;
  /** each ship's tonnage (null or absent: no limit) */
  minTons?: number | null;
  maxTons?: number | null;
  /** the whole fleet's tonnage */
  maxFleetTons?: number | null;
  /** each ship's tech level (a ship whose tech level is not known passes) */
  minTechLevel?: number | null;
  maxTechLevel?: number | null;
  /** the skill of the unnamed crews (default 0 to 3; from 0 to MAX_SKILL) */
  minSkill?: number;
  maxSkill?: number;
  /** the stances the NPC crews may take (default all) */
  stances?: readonly Stance[];
}

/** The limits with every member decided. */
export interface Limits {
  minShips: number;
  maxShips: number;
  minTons: number | null;
  maxTons: number | null;
  maxFleetTons: number | null;
  minTechLevel: number | null;
  maxTechLevel: number | null;
  minSkill: number;
  maxSkill: number;
  stances: Stance[];
}

/** One ship of a fleet: a pool ship (its index in the eligible pool) and the skill of its unnamed crew. */
export interface Member {
  ship: number;
  skill: number;
}

/** A fleet to try: its ships (in pool order, then skill; one pool ship may come twice) and its crews' stance. */
export interface Candidate {
  members: Member[];
  stance: Stance;
}

/** The most ships in a fleet. */
export const MAX_FLEET = 6;
/** The highest skill of the unnamed crews the search tries (the import window's highest NPC skill). */
export const MAX_SKILL = 4;
/** The wanted chance must be from MIN_TARGET to MAX_TARGET: 0% and 100% are no balance. */
export const MIN_TARGET = 0.05;
export const MAX_TARGET = 0.95;
/** The sides of the engagement a fleet makes. */
export const PLAYERS_SIDE = "players";
export const OPPONENTS_SIDE = "opponents";

/** Why the search cannot start. Stable: the window reads `CEPHEUS.Encounter.Refusal.<code>`. */
export type RefusalCode = "noPlayers" | "target" | "emptyPool" | "unarmedPool" | "noneFit" | "limits";

/** A search refused before any battle, with the figures its message names. */
export class EncounterRefusal extends Error {
  constructor(
    readonly code: RefusalCode,
    readonly data: Record<string, number | string> = {},
  ) {
    super(`encounter refused: ${code} ${JSON.stringify(data)}`);
    this.name = "EncounterRefusal";
  }
}

const whole = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n);
const sizeOrNull = (n: unknown): n is number | null | undefined =>
  n === null || n === undefined || (typeof n === "number" && Number.isFinite(n) && n >= 0);

/** The limits with their defaults, or a refusal ("limits") naming the first one that makes no sense. */
export function resolveLimits(l: EncounterLimits = {}): Limits {
  const out: Limits = {
    minShips: l.minShips ?? 1,
    maxShips: l.maxShips ?? 3,
    minTons: l.minTons ?? null,
    maxTons: l.maxTons ?? null,
    maxFleetTons: l.maxFleetTons ?? null,
    minTechLevel: l.minTechLevel ?? null,
    maxTechLevel: l.maxTechLevel ?? null,
    minSkill: l.minSkill ?? 0,
    maxSkill: l.maxSkill ?? 3,
    stances: [...(l.stances ?? STANCES)],
  };
  const bad = (what: string) => new EncounterRefusal("limits", { what });
  if (!whole(out.minShips) || !whole(out.maxShips) || out.minShips < 1 || out.maxShips > MAX_FLEET) throw bad("ships");
  if (out.minShips > out.maxShips) throw bad("ships");
  if (!whole(out.minSkill) || !whole(out.maxSkill) || out.minSkill < 0 || out.maxSkill > MAX_SKILL) throw bad("skill");
  if (out.minSkill > out.maxSkill) throw bad("skill");
  for (const k of ["minTons", "maxTons", "maxFleetTons", "minTechLevel", "maxTechLevel"] as const)
    if (!sizeOrNull(l[k])) throw bad(k);
  if (out.minTons !== null && out.maxTons !== null && out.minTons > out.maxTons) throw bad("maxTons");
  if (out.minTechLevel !== null && out.maxTechLevel !== null && out.minTechLevel > out.maxTechLevel)
    throw bad("maxTechLevel");
  if (!out.stances.length || out.stances.some((s) => !STANCES.includes(s))) throw bad("stances");
  out.stances = STANCES.filter((s) => out.stances.includes(s));
  return out;
}

/** Whether a ship has a weapon at all (an unarmed ship can never win a fight). */
export function armed(ship: ShipSnapshot): boolean {
  return ship.mounts.some((m) => m.weapons.length > 0);
}

/** Whether a pool ship passes the limits on each ship. */
export function fits(s: EncounterShip, l: Limits): boolean {
  const tons = s.snapshot.tons;
  if (l.minTons !== null && tons < l.minTons) return false;
  if (l.maxTons !== null && tons > l.maxTons) return false;
  if (l.maxFleetTons !== null && tons > l.maxFleetTons) return false;
  const tl = s.techLevel;
  if (tl !== null && l.minTechLevel !== null && tl < l.minTechLevel) return false;
  if (tl !== null && l.maxTechLevel !== null && tl > l.maxTechLevel) return false;
  return true;
}

/** The pool ships a fleet may take: armed and within the limits (a refusal when none is). */
export function eligiblePool(pool: readonly EncounterShip[], l: Limits): EncounterShip[] {
  if (!pool.length) throw new EncounterRefusal("emptyPool");
  const withWeapons = pool.filter((s) => armed(s.snapshot));
  if (!withWeapons.length) throw new EncounterRefusal("unarmedPool", { ships: pool.length });
  const out = withWeapons.filter((s) => fits(s, l));
  if (!out.length) throw new EncounterRefusal("noneFit", { ships: withWeapons.length });
  return out;
}

/** A fleet's identity: the same ships, crews and stance are the same candidate. */
export function candidateKey(c: Candidate): string {
  return `${setKey(c)}/${c.stance}`;
}

/** A fleet's ships and crews, whatever its stance. */
export function setKey(c: Candidate): string {
  return c.members.map((m) => `${m.ship}:${m.skill}`).join(",");
}

/** Whether a fleet keeps to the limits on the whole fleet (its size and its tonnage). */
export function fleetFits(c: Candidate, pool: readonly EncounterShip[], l: Limits): boolean {
  if (c.members.length < l.minShips || c.members.length > l.maxShips) return false;
  if (l.maxFleetTons === null) return true;
  let tons = 0;
  for (const m of c.members) tons += pool[m.ship].snapshot.tons;
  return tons <= l.maxFleetTons;
}

/** The id an opponent gets in the engagement a fleet makes (its place in the fleet, from 1). */
export const opponentId = (i: number): string => `opponent-${i + 1}`;

/** A ship whose unnamed crew (seats with an NPC skill and no crew member) fights at `skill`. */
export function withCrewSkill(ship: ShipSnapshot, skill: number, id: string): ShipSnapshot {
  return {
    ...ship,
    id,
    seats: ship.seats.map((s) =>
      s.npcSkill !== undefined && s.crewId === undefined && !s.automated ? { ...s, npcSkill: skill } : s,
    ),
  };
}

/** What every fight of a search shares: the players, the starting range, the rulings, the round limit. */
export interface FightSetup {
  players: readonly ShipSnapshot[];
  range: RangeBand;
  options?: EngagementOptions;
  maxRounds: number;
}

/** The engagement of a fleet against the players (the players' side first) and how its crews fight. */
export function fleetFight(
  setup: FightSetup,
  pool: readonly EncounterShip[],
  c: Candidate,
): { state: EngagementState; options: SimulationOptions } {
  const opponents = c.members.map((m, n) => withCrewSkill(pool[m.ship].snapshot, m.skill, opponentId(n)));
  const sides: Record<string, string> = {};
  for (const p of setup.players) sides[p.id] = PLAYERS_SIDE;
  const tactics: NonNullable<SimulationOptions["tactics"]> = {};
  for (const o of opponents) {
    sides[o.id] = OPPONENTS_SIDE;
    tactics[o.id] = { stance: c.stance };
  }
  const state = createEngagement({
    ships: [...setup.players, ...opponents],
    sides,
    range: setup.range,
    options: setup.options,
  });
  return { state, options: { maxRounds: setup.maxRounds, tactics } };
}

/** A seeded source of choices (the search's own, from the rules' seeded dice: the same seed, the same fleets). */
export type Chooser = (n: number) => number;

export function chooser(seed: number): Chooser {
  const source = seededSource(seed);
  return (n) => Math.min(n - 1, Math.floor(source.next() * n));
}

/** Members in their one order: by pool ship, then skill. */
export function inOrder(members: Member[]): Member[] {
  return members.sort((a, b) => a.ship - b.ship || a.skill - b.skill);
}

/** A fleet drawn at random from `ships` (eligible pool indexes) within the limits; null when none fits. */
export function randomCandidate(
  ships: readonly number[],
  pool: readonly EncounterShip[],
  l: Limits,
  pick: Chooser,
): Candidate | null {
  const skill = () => l.minSkill + pick(l.maxSkill - l.minSkill + 1);
  for (let attempt = 0; attempt < 20; attempt++) {
    const count = l.minShips + pick(l.maxShips - l.minShips + 1);
    const crew = skill();
    // one skill for the whole fleet, sometimes one per ship
    const mixed = pick(3) === 0;
    const members = inOrder(
      Array.from({ length: count }, () => ({ ship: ships[pick(ships.length)], skill: mixed ? skill() : crew })),
    );
    const c: Candidate = { members, stance: l.stances[pick(l.stances.length)] };
    if (fleetFits(c, pool, l)) return c;
  }
  return null;
}

/**
 * Fleets one step from `c`, towards a stronger fleet when the players win too often (`stronger`), else a weaker one:
 * one crew a level better (worse), one ship more (fewer), one ship swapped for one at least as strong (no stronger:
 * `strength`, by pool index, higher is stronger), and another stance. Each keeps to the limits; the caller drops those
 * already tried. New ships come from `ships` (eligible pool indexes).
 */
export function neighbours(
  c: Candidate,
  stronger: boolean,
  ships: readonly number[],
  strength: readonly number[],
  pool: readonly EncounterShip[],
  l: Limits,
  pick: Chooser,
): Candidate[] {
  const out: Candidate[] = [];
  const step = stronger ? 1 : -1;
  const at = pick(c.members.length);
  const with_ = (members: Member[]): Candidate => ({ ...c, members: inOrder(members) });
  // a crew a level better or worse: the one picked, else the first that can
  const order = [...c.members.keys()].map((k) => (k + at) % c.members.length);
  const crew = order.find((k) => {
    const s = c.members[k].skill + step;
    return s >= l.minSkill && s <= l.maxSkill;
  });
  if (crew !== undefined) out.push(with_(c.members.map((m, k) => (k === crew ? { ...m, skill: m.skill + step } : m))));
  if (stronger) out.push(with_([...c.members, { ship: ships[pick(ships.length)], skill: c.members[at].skill }]));
  else if (c.members.length > 1) out.push(with_(c.members.filter((_, k) => k !== at)));
  const own = strength[c.members[at].ship];
  const swaps = ships.filter((i) => i !== c.members[at].ship && (stronger ? strength[i] >= own : strength[i] <= own));
  if (swaps.length)
    out.push(with_(c.members.map((m, k) => (k === at ? { ...m, ship: swaps[pick(swaps.length)] } : m))));
  const others = l.stances.filter((s) => s !== c.stance);
  if (others.length) out.push({ ...c, stance: others[pick(others.length)] });
  return out.filter((n) => fleetFits(n, pool, l));
}
