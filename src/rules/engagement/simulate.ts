// Seeded auto-play: ships fight it out under the crew's policies (npc-crew/, the crew the referee's NPC ships fight
// with), through the same commands a table would use. For "odds of this fight" estimates and for the bench. Same
// seed, same fight.
import { seededSource, type DiceSource } from "../dice";
import { checkBoolean, checkInteger, checkObject, checkOneOf, MAX_ROUNDS, optional } from "../input";
import { RANGE_BANDS, type RangeBand, type ShipSnapshot } from "../types";
import { makeCtx, slotOf } from "./context";
import type { EngagementEvent } from "./events";
import { repairOptionsOf, type EngagementOptions, type PendingAttack } from "./memory";
import { mountById } from "./weapons";
import { checkEngagementOptions } from "../shapes";
import { createEngagement, enemiesOf, type EngagementState } from "./state";
import { uniformOwned, uniformState } from "./working-copy";
import { currentShip } from "./context";
import type { Crew } from "./npc-crew/crew";
import { flow, policyFor } from "./npc-crew/orders";
import {
  checkCrewPolicy,
  DEFAULT_POLICY,
  resolvePolicy,
  type CrewPolicy,
  type ResolvedPolicy,
} from "./npc-crew/policy";
import { reachOf, type Reach } from "./npc-crew/reach";
import { reactToAll } from "./npc-crew/react";
import { canHarm, harmOf, missileHarm } from "./npc-crew/target";
import { crewTurn, wantsOut } from "./npc-crew/turn";

export interface SimulationOptions {
  /** starting range (default Short) */
  range?: RangeBand;
  /**
   * stop after this many more rounds with no result (default 30; a whole number from 0 to MAX_ROUNDS), counted from the
   * round the fight starts in: a draw
   */
  maxRounds?: number;
  /**
   * end, as a draw, a fight nobody can win, at once or as soon as it becomes one when a ship leaves it: no ship has a
   * weapon that can get through an enemy's armor, and nothing else is under way (missiles or attacks that could get
   * through their target's armor, boardings, a ship about to flee that can jump) (default true)
   */
  endStalemates?: boolean;
  options?: EngagementOptions;
  /** keep every event (slower; default false) */
  keepEvents?: boolean;
  /** ships flee (plot a jump and jump) once their Hull is gone (default true) */
  flee?: boolean;
  /**
   * a ship's crew policy apart from the others' (a what-if, or the referee's choices for an NPC ship): by ship id; the
   * members it leaves out are the odds window's crew's (DEFAULT_POLICY, with `flee`)
   */
  tactics?: Record<string, ShipTactics>;
}

/** How one ship's crew fights, where it differs from the rest (SimulationOptions.tactics): a crew policy. */
export type ShipTactics = CrewPolicy;

export interface SimulationResult {
  /** the winning ship's id, or null for a draw (both gone, the round limit, or a stalemate) */
  winner: string | null;
  reason: "destroyed" | "escaped" | "surrendered" | "referee" | "roundLimit" | "stalemate";
  /** the round the fight ended in */
  rounds: number;
  state: EngagementState;
  events: EngagementEvent[];
}

/** Refuse options that are not what SimulationOptions says (a fight could not end with maxRounds Infinity, say). */
export function checkSimulationOptions(opts: SimulationOptions): void {
  checkObject("options", opts);
  const { range, maxRounds, endStalemates, options, keepEvents, flee, tactics } = opts;
  optional(checkOneOf, "options.range", range, RANGE_BANDS);
  optional(checkInteger, "options.maxRounds", maxRounds, 0, MAX_ROUNDS);
  optional(checkBoolean, "options.endStalemates", endStalemates);
  optional(checkBoolean, "options.keepEvents", keepEvents);
  optional(checkBoolean, "options.flee", flee);
  if (options !== undefined) checkEngagementOptions("options.options", options);
  if (tactics !== undefined) {
    checkObject("options.tactics", tactics);
    for (const id of Object.keys(tactics))
      checkCrewPolicy(`options.tactics.${id}`, (tactics as Record<string, CrewPolicy>)[id]);
  }
}

/** No options: every default (one object, not one per fight). */
const DEFAULTS: SimulationOptions = Object.freeze({});

/** Fight ship `a` against ship `b` with seeded dice. */
export function simulateEngagement(
  a: ShipSnapshot,
  b: ShipSnapshot,
  seed: number,
  opts: SimulationOptions = DEFAULTS,
): SimulationResult {
  checkSimulationOptions(opts);
  // (each ship on its own side: createEngagement's default)
  const state = createEngagement({
    ships: [a, b],
    range: opts.range ?? "short",
    options: opts.options,
  });
  // the state is this call's own: no copy of it is needed before the fight changes it
  return play(uniformOwned(state), seededSource(seed), opts);
}

/** Play an engagement already set up (any number of ships and sides) to its end with a dice source. */
export function simulate(
  start: EngagementState,
  dice: DiceSource,
  opts: SimulationOptions = DEFAULTS,
): SimulationResult {
  checkSimulationOptions(opts);
  return play(uniformState(start), dice, opts);
}

/** The crew's policy with none chosen: the odds window's, leaving once its Hull is gone unless `flee` is false. */
const NO_FLEE: ResolvedPolicy = Object.freeze({ ...DEFAULT_POLICY, flee: "never" });

/** Fight out `state` (the simulation's own copy, in the fixed layouts: changed in place) with options already checked. */
function play(state: EngagementState, dice: DiceSource, opts: SimulationOptions): SimulationResult {
  const reach: Record<string, Reach> = {};
  for (const id in state.ships) reach[id] = reachOf(state.ships[id]);
  const events: EngagementEvent[] = [];
  const lastRound = state.memory.round + (opts.maxRounds ?? 30);
  const base = (opts.flee ?? true) ? DEFAULT_POLICY : NO_FLEE;
  const m = state.memory;
  const tactics = opts.tactics;
  let policies: Record<string, ResolvedPolicy> | undefined;
  if (tactics) for (const id of Object.keys(tactics)) (policies ??= {})[id] = resolvePolicy(tactics[id], base);
  const f: Crew = {
    ctx: makeCtx(state, opts.keepEvents ? events : undefined, dice),
    plan: undefined,
    policy: base,
    policies,
    base,
  };
  const repair = repairOptionsOf(m);
  const stalemates = opts.endStalemates ?? true;
  if (stalemates && !m.ended && !fightCanEnd(state, f))
    return { winner: null, reason: "stalemate", rounds: m.round, state, events };
  if (m.round === 0) flow(f, "rollInitiative");
  // the fight's context also reads whose turn it is (the state and its memory are the same objects all fight long)
  const turn = f.ctx;
  // a fight can become one nobody can win only when a ship leaves it (the ships that could hurt each other gone)
  let departures = turn.departures;
  let guard = 0;
  while (!m.ended && m.round <= lastRound && guard++ < 100_000) {
    if (turn.departures !== departures) {
      departures = turn.departures;
      if (stalemates && !m.ended && !fightCanEnd(state, f))
        return { winner: null, reason: "stalemate", rounds: m.round, state, events };
    }
    if (m.missilePhase) {
      reactToAll(f);
      flow(f, "resolveMissiles");
      continue;
    }
    const id = currentShip(turn);
    if (id === undefined) {
      flow(f, "endRound");
      continue;
    }
    f.policy = policies === undefined ? base : policyFor(f, id);
    crewTurn(f, id, repair, reach[id]);
    if (!m.ended && currentShip(turn) === id) flow(f, "endTurn", id);
  }
  let winner: string | null = null;
  if (m.ended?.winnerSide !== undefined) {
    for (const sid in m.ships)
      if (m.ships[sid].side === m.ended.winnerSide && m.ships[sid].status === "active") winner = sid;
  }
  const reason = m.ended ? m.ended.reason : "roundLimit";
  return { winner, reason, rounds: m.round, state, events };
}

/**
 * Whether this fight can still end with a winner under the crew: some ship has a weapon whose best roll gets through
 * the armor of an active enemy, or missiles or attacks on their way could get through their active target's armor, or
 * a boarding is under way, or a ship leaves by its flee rule now (one whose crew can jump it out: wantsOut). When none
 * holds, no hit can ever land and nobody leaves (armor and weapons only change through hits; this crew never rams or
 * boards): a stalemate. Missiles and attacks the armor stops are no way out of one: the crew goes on firing at an
 * enemy it cannot hurt when there is no other, and would never end the fight.
 */
function fightCanEnd(state: EngagementState, f: Crew): boolean {
  const m = state.memory;
  const pending = m.pendingAttacks;
  if (pending) for (const a of pending) if (attackCanHarm(state, a)) return true;
  for (const s of m.salvos)
    if (m.ships[s.targetId].status === "active" && missileHarm(s.missileType, state.ships[s.targetId]) > 0) return true;
  if (m.boardings) for (const b of m.boardings) if (b.status === "fighting" || b.status === "boarded") return true;
  for (const id in m.ships) {
    if (m.ships[id].status !== "active") continue;
    const ship = state.ships[id];
    if (wantsOut(f.ctx, slotOf(f.ctx, id)!, policyFor(f, id).flee)) return true;
    // (only an active enemy: wrecking a disabled one puts no side out of the fight)
    for (const enemyId of enemiesOf(m, id))
      if (m.ships[enemyId].status === "active" && canHarm(ship, state.ships[enemyId])) return true;
  }
  return false;
}

/** Whether an attack under way could get through its target's armor (its target active): some shot's best roll. */
function attackCanHarm(state: EngagementState, a: PendingAttack): boolean {
  if (state.memory.ships[a.targetId].status !== "active") return false;
  const target = state.ships[a.targetId];
  // (an attack whose missiles or mount are not known is taken as one that could)
  if (a.kind === "missile") return a.missileType === undefined || missileHarm(a.missileType, target) > 0;
  const mount = a.mountId === undefined ? undefined : mountById(state.ships[a.attackerId], a.mountId);
  if (mount === undefined) return true;
  for (const s of a.shots) {
    const w = mount.weapons.find((x) => x.id === s.weaponId);
    if (w === undefined || harmOf(w, mount, target) > 0) return true;
  }
  return false;
}
