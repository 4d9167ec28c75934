// Seeded auto-play: two ships fight it out under a simple, fixed crew policy, through the same commands a table
// would use. For "odds of this fight" estimates and for the bench. Same seed, same fight.
import { seededSource, type DiceSource } from "../dice";
import { repairableLocations, type RepairOptions, type RepairTarget } from "../repair";
import { attackDifficulty, rangeIndex } from "../ranges";
import { checkBoolean, checkInteger, checkObject, checkOneOf, MAX_ROUNDS, optional } from "../input";
import { RANGE_BANDS, type RangeBand, type ShipSnapshot } from "../types";
import { effectiveArmor } from "../damage";
import { IdentityCache } from "../identity-cache";
import { MISSILE_TYPE_TABLE } from "../tables/missiles";
import { SANDCASTER } from "../tables/weapons";
import { canStillHit } from "./shots";
import { missileTypeOf, mountById, weaponDamageDice } from "./weapons";
import { firstReactionSeat, firstScreensSeat, sandApplies, screenFor } from "./reactions";
import type { Command, RangeChoice, ReactionCommand } from "./commands";
import { combatIn, makeCtx, optionsOf, shipIn, slotOf, type Ctx, effectsIn, type ShipSlot } from "./context";
import { applyKnownIn } from "./engine";
import type { EngagementEvent } from "./events";
import {
  repairOptionsOf,
  type EngagementOptions,
  type PendingAttack,
  type Salvo,
  type ShipCombatState,
} from "./memory";
import { checkEngagementOptions } from "../shapes";
import { createEngagement, enemiesOf, rangeBetween, type EngagementState } from "./state";
import { uniformOwned, uniformState } from "./working-copy";
import { currentShip } from "./flow";

export interface SimulationOptions {
  /** starting range (default Short) */
  range?: RangeBand;
  /**
   * stop after this many more rounds with no result (default 30; a whole number from 0 to MAX_ROUNDS), counted from the
   * round the fight starts in: a draw
   */
  maxRounds?: number;
  /**
   * end at once, as a draw, a fight nobody can win: no ship has a weapon that can get through an enemy's armor, and
   * nothing else is under way (missiles, attacks, boardings, a ship about to flee) (default true)
   */
  endStalemates?: boolean;
  options?: EngagementOptions;
  /** keep every event (slower; default false) */
  keepEvents?: boolean;
  /** ships flee (plot a jump and jump) once their Hull is gone (default true) */
  flee?: boolean;
  /** one ship's crew policy apart from the others' (a what-if): by ship id */
  tactics?: Record<string, ShipTactics>;
}

/** How one ship's crew fights, where it differs from the rest (SimulationOptions.tactics). */
export interface ShipTactics {
  /** flee once its Hull is gone (default: SimulationOptions.flee) */
  flee?: boolean;
  /** react to attacks: screens, sand, point defense, dodge (default true) */
  react?: boolean;
}

export interface SimulationResult {
  /** the winning ship's id, or null for a draw (both gone, the round limit, or a stalemate) */
  winner: string | null;
  reason: "destroyed" | "escaped" | "surrendered" | "referee" | "roundLimit" | "stalemate";
  /** the round the fight ended in */
  rounds: number;
  state: EngagementState;
  events: EngagementEvent[];
}

/** A fight under way: its state (changed in place by the commands) with its dice and the events kept (if any). */
interface Fight {
  /** the engine's context for the whole fight: the state, its memory, the events kept, the dice */
  ctx: Ctx;
  /** ships whose crew never reacts (ShipTactics.react false), if any */
  noReact: readonly string[] | undefined;
  /** the engagement's repair options (no command changes them) */
  repair: RepairOptions;
  /** the command being given (see order) */
  order: CrewOrder;
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
    for (const id of Object.keys(tactics)) {
      const t = tactics[id];
      checkObject(`options.tactics.${id}`, t);
      optional(checkBoolean, `options.tactics.${id}.flee`, t.flee);
      optional(checkBoolean, `options.tactics.${id}.react`, t.react);
    }
  }
}

/**
 * Apply one command of the crew's; whether it was allowed. (A function, not a closure made for each fight; the crew
 * builds only commands of the engine's types, so their types are not looked up.)
 */
function run(f: Fight, c: CrewOrder): boolean {
  return applyKnownIn(f.ctx, c as Command).ok;
}

/**
 * A command of the crew's, in one layout for all: every member any of them has is present (undefined when the command
 * has none, as good as absent to the engine and to JSON), so the engine's sites that read every command's type, ship
 * and seat see one layout.
 */
interface CrewOrder {
  type: Command["type"];
  shipId: string | undefined;
  seat: number | undefined;
  targetId: string | undefined;
  pool: number | undefined;
  choice: RangeChoice | undefined;
  opponentChoice: RangeChoice | undefined;
  mode: "smartMissiles" | undefined;
  target: RepairTarget | undefined;
  weaponId: string | undefined;
  attackId: string | undefined;
}

/** A fight's command object (its members are set by order before each use). */
function newOrder(): CrewOrder {
  return {
    type: "endTurn",
    shipId: undefined,
    seat: undefined,
    targetId: undefined,
    pool: undefined,
    choice: undefined,
    opponentChoice: undefined,
    mode: undefined,
    target: undefined,
    weaponId: undefined,
    attackId: undefined,
  };
}

/**
 * The fight's command object, set to a new command of `type` by ship `shipId`'s seat `seat` (none: undefined), its
 * other members cleared for the caller to set. One object serves the whole fight: a command applied in place is not
 * kept by the engine (a refusal is only returned), and the crew gives one command at a time.
 */
function order(f: Fight, type: Command["type"], shipId?: string, seat?: number): CrewOrder {
  const c = f.order;
  c.type = type;
  c.shipId = shipId;
  c.seat = seat;
  c.targetId = undefined;
  c.pool = undefined;
  c.choice = undefined;
  c.opponentChoice = undefined;
  c.mode = undefined;
  c.target = undefined;
  c.weaponId = undefined;
  c.attackId = undefined;
  return c;
}

/** Give a command that names only its ship and seat (or nothing): whether it was allowed. */
function give(f: Fight, type: Command["type"], shipId?: string, seat?: number): boolean {
  return run(f, order(f, type, shipId, seat));
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

/** Fight out `state` (the simulation's own copy, in the fixed layouts: changed in place) with options already checked. */
function play(state: EngagementState, dice: DiceSource, opts: SimulationOptions): SimulationResult {
  const reach: Record<string, RangeBand | null> = {};
  for (const id in state.ships) reach[id] = bestRange(state.ships[id]);
  const events: EngagementEvent[] = [];
  const lastRound = state.memory.round + (opts.maxRounds ?? 30);
  const flee = opts.flee ?? true;
  const m = state.memory;
  const tactics = opts.tactics;
  const noReact = tactics
    ? Object.keys(tactics).filter((id) => Object.hasOwn(tactics, id) && tactics[id].react === false)
    : undefined;
  const f: Fight = {
    ctx: makeCtx(state, opts.keepEvents ? events : undefined, dice),
    noReact: noReact?.length ? noReact : undefined,
    repair: repairOptionsOf(m),
    order: newOrder(),
  };
  const fleeOf = (id: string) => (tactics && Object.hasOwn(tactics, id) ? (tactics[id].flee ?? flee) : flee);
  if ((opts.endStalemates ?? true) && !m.ended && !fightCanEnd(state, fleeOf))
    return { winner: null, reason: "stalemate", rounds: m.round, state, events };
  if (m.round === 0) give(f, "rollInitiative");
  // the fight's context also reads whose turn it is (the state and its memory are the same objects all fight long)
  const turn = f.ctx;
  let guard = 0;
  while (!m.ended && m.round <= lastRound && guard++ < 100_000) {
    if (m.missilePhase) {
      reactToAll(state, f);
      give(f, "resolveMissiles");
      continue;
    }
    const id = currentShip(turn);
    if (id === undefined) {
      give(f, "endRound");
      continue;
    }
    playTurn(state, id, f, tactics ? fleeOf(id) : flee, reach[id]);
    if (!m.ended && currentShip(turn) === id) give(f, "endTurn", id);
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
 * Whether this fight can still end with a winner under the auto-play crew: some ship has a weapon whose best roll
 * gets through an enemy's armor, or missiles or attacks are already on their way, or a boarding is under way, or a
 * ship will flee (Hull gone, a Jump drive). When none holds, no hit can ever land and nobody leaves (armor and
 * weapons only change through hits; this crew never rams or boards): a stalemate.
 */
function fightCanEnd(state: EngagementState, flee: (id: string) => boolean): boolean {
  const m = state.memory;
  if (m.salvos.length || m.pendingAttacks?.length) return true;
  if (m.boardings) for (const b of m.boardings) if (b.status === "fighting" || b.status === "boarded") return true;
  for (const id in m.ships) {
    if (m.ships[id].status !== "active") continue;
    const ship = state.ships[id];
    if (flee(id) && ship.hull.value <= 0 && ship.jump > 0) return true;
    for (const enemyId of enemiesOf(m, id)) {
      const enemy = state.ships[enemyId];
      for (const mount of ship.mounts)
        for (const w of mount.weapons) {
          const best =
            w.kind === "missile"
              ? 6 * MISSILE_TYPE_TABLE[missileTypeOf(w)].damageDice
              : w.kind === "sandcaster"
                ? SANDCASTER.attackDamage
                : 6 * weaponDamageDice(w.kind, mount.type);
          if (best - effectiveArmor(enemy, { weapon: w.kind }) > 0) return true;
        }
    }
  }
  return false;
}

/** The crew policy for one turn. */
function playTurn(state: EngagementState, id: string, f: Fight, flee: boolean, best: RangeBand | null): void {
  const m = state.memory;
  const slot = slotOf(f.ctx, id)!;
  const { ship, st } = slot; // st is changed in place by the commands (only snapshots are replaced)
  const targetId = targetOf(f.ctx, id);
  if (targetId === undefined) return;
  // (only the navigator's Range Check changes it in this turn)
  let range = rangeBetween(m, id, targetId);
  const wantsOut = flee && ship.hull.value <= 0 && ship.jump > 0;
  // a replaced snapshot keeps its seats unless Change Positions is ordered, which this crew never does
  const seats = ship.seats;
  for (let seat = 0; seat < seats.length; seat++) {
    if (m.ended || st.status !== "active") return;
    const now = seats[seat];
    // (most seats are gunners': their case comes first)
    switch (now.position) {
      case "turretGunner":
      case "bayGunner":
        if (now.mountId === undefined || !gunnerAttacks(state, slot, seat, now.mountId, targetId, range, f)) {
          const spent = st.spentWeapons?.[0];
          if (spent) {
            const c = order(f, "reload", id, seat);
            c.weaponId = spent;
            run(f, c);
          }
        }
        break;
      case "captain":
        give(f, "coordinateCrew", id, seat);
        break;
      case "pilot":
        if (!give(f, "lineUpTheShot", id, seat)) give(f, "evasiveManeuvers", id, seat);
        break;
      case "navigator":
        if (wantsOut && !st.jumpPlotted) give(f, "calculateJumpPlot", id, seat);
        else if (best !== null && range !== best) {
          const c = order(f, "rangeCheck", id, seat);
          c.targetId = targetId;
          c.choice = rangeIndex(range) > rangeIndex(best) ? "closer" : "farther";
          c.opponentChoice = "same";
          if (run(f, c)) range = rangeBetween(m, id, targetId);
        }
        break;
      case "driveEngineer":
        // (not before the plot is ready, nor with a drive that cannot jump: the jump would be refused)
        if (wantsOut && st.jumpPlotted && effectsIn(f.ctx, id).jump.canJump) give(f, "jump", id, seat);
        break;
      case "sensorsOperator":
        if (smartMissilesAt(m.salvos, id)) {
          const c = order(f, "electronicWarfare", id, seat);
          c.mode = "smartMissiles";
          run(f, c);
        } else {
          const c = order(f, "sensorTargeting", id, seat);
          c.targetId = targetId;
          run(f, c);
        }
        break;
      case "damageControl": {
        const fix = firstRepair(shipIn(f.ctx, id), f.repair);
        if (fix !== undefined) {
          const c = order(f, "repairDamagedSystem", id, seat);
          c.target = fix;
          run(f, c);
        }
        break;
      }
    }
  }
}

/**
 * The ship to fight: the first enemy (enemiesOf's order) still active, else the first enemy still in the fight. Asked
 * every turn: found without building the list of enemies.
 */
function targetOf(ctx: Ctx, id: string): string | undefined {
  const side = combatIn(ctx, id).side;
  let first: string | undefined;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const { id: other, st } = slots[i];
    if (other === id || st.side === side || st.status === "destroyed" || st.status === "escaped") continue;
    if (st.status === "active") return other;
    first ??= other;
  }
  return first;
}

/** Whether smart missiles are on their way to ship `id`. */
function smartMissilesAt(salvos: readonly Salvo[], id: string): boolean {
  for (let i = 0; i < salvos.length; i++)
    if (salvos[i].targetId === id && salvos[i].missileType === "smart") return true;
  return false;
}

/**
 * The first thing damage control would repair, undefined when nothing can be. Asked every turn, it only changes when
 * the ship's snapshot is replaced, so it is kept by snapshot and the fight's repair options (null: nothing to repair).
 */
function firstRepair(ship: ShipSnapshot, options: RepairOptions): RepairTarget | undefined {
  const known = repairCache.get(ship, options);
  if (known !== undefined) return known ?? undefined;
  return repairCache.set(ship, options, repairableLocations(ship, options)[0] ?? null) ?? undefined;
}
const repairCache = new IdentityCache<ShipSnapshot, RepairOptions, RepairTarget | null>();

/** A gunner (of a seat with a mount) fires at the target: whether the attack was made (then the target reacts). */
function gunnerAttacks(
  state: EngagementState,
  slot: ShipSlot,
  seat: number,
  mountId: string,
  targetId: string,
  range: RangeBand,
  f: Fight,
): boolean {
  const { id, st } = slot;
  if (cannotFire(f.ctx, slot, mountId, range)) return false;
  const before = state.memory.pendingAttacks?.length ?? 0;
  const c = order(f, "attack", id, seat);
  c.targetId = targetId;
  c.pool = Math.min(1, st.coordinationPool ?? 0);
  if (!run(f, c)) return false;
  const pending = state.memory.pendingAttacks ?? [];
  if (pending.length > before) react(state, pending[pending.length - 1], f);
  return true;
}

/**
 * Whether the crew can tell, without asking, that an attack from the seat would be refused: its sensors cannot lock
 * on beyond Adjacent, or every weapon of its mount waits for a reload. Like a crew reading the card, it does not ask
 * then (the attack is refused all the same, and a refused command changes nothing).
 */
function cannotFire(ctx: Ctx, slot: ShipSlot, mountId: string, range: RangeBand): boolean {
  if (range !== "adjacent" && !effectsIn(ctx, slot.id).sensors.attacksBeyondAdjacent) return true;
  const spent = slot.st.spentWeapons;
  if (spent === undefined || optionsOf(ctx.m).reloading !== "manual") return false;
  const mount = mountById(slot.ship, mountId);
  if (mount === undefined) return false;
  const weapons = mount.weapons;
  for (let i = 0; i < weapons.length; i++) if (!spent.includes(weapons[i].id)) return false;
  return true;
}

/**
 * The band where most of the ship's weapons are at their best. Weapons never change in a fight, so it is found once
 * per fight, from the snapshot the fight started from, and kept for the last few mounts arrays seen (the battles of
 * one odds run start from the same snapshots).
 */
const reachCache = new IdentityCache<ShipSnapshot["mounts"], null, RangeBand | null>();

function bestRange(ship: ShipSnapshot): RangeBand | null {
  const known = reachCache.get(ship.mounts, null);
  return known !== undefined ? known : reachCache.set(ship.mounts, null, findBestRange(ship));
}

function findBestRange(ship: ShipSnapshot): RangeBand | null {
  const score = new Map<RangeBand, number>();
  for (const mount of ship.mounts)
    for (const w of mount.weapons) {
      if (w.kind === "sandcaster") continue;
      for (const band of ["close", "short", "medium", "long", "veryLong"] as RangeBand[])
        if (attackDifficulty(w.kind, band) === "average") score.set(band, (score.get(band) ?? 0) + 1);
    }
  let best: RangeBand | null = null;
  for (const [band, n] of score) if (best === null || n > score.get(best)!) best = band;
  return best;
}

/**
 * The target's reactions to one attack: screens, sand or point defense, then a dodge, while reactions last. Like a
 * crew reading the card, it does not ask for a reaction it has none left for, nor one the attack rules out (screens
 * that do not answer this weapon, sand against a meson gun).
 */
function react(state: EngagementState, a: PendingAttack, f: Fight): void {
  const t = a.targetId;
  const slot = slotOf(f.ctx, t)!;
  const st = slot.st;
  if (!canReact(st, a)) return;
  if (f.noReact !== undefined && f.noReact.includes(t)) return;
  const ship = slot.ship;
  if (effectsIn(f.ctx, t).disabled) return;
  const attackId = a.id;
  // whether a reaction was taken: until one is, nothing has changed and canReact still holds
  let reacted = false;
  const screen = screenFor(a);
  if (screen !== null && ship.screens[screen] > 0) {
    const seat = firstScreensSeat(ship, 0);
    if (seat >= 0) reacted = reaction(f, "triggerScreens", t, seat, attackId);
  }
  // sand against beams it can stop (a crew with no canisters left looks for no sandcaster), point defense against
  // missiles; the crew takes the first seat able to
  if (a.kind === "beam") {
    // (screens may have replaced the snapshot: its canisters are read anew)
    const now = slot.ship;
    if (now.ammo.sand > 0 && sandApplies(a) && (!reacted || canReact(st, a))) {
      const seat = firstReactionSeat(f.ctx, now, t, "fireSand", 0);
      if (seat >= 0) reacted = reaction(f, "fireSand", t, seat, attackId) || reacted;
    }
  } else if (!reacted || canReact(st, a)) {
    const seat = firstReactionSeat(f.ctx, slot.ship, t, "pointDefense", 0);
    if (seat >= 0) reacted = reaction(f, "pointDefense", t, seat, attackId) || reacted;
  }
  if (!reacted || canReact(st, a)) reaction(f, "dodge", t, undefined, attackId);
}

/**
 * React to attack `attackId` from ship `shipId`'s seat `seat` (the dodge: none, the ship's pilot): whether the
 * reaction was taken.
 */
function reaction(
  f: Fight,
  type: ReactionCommand["type"],
  shipId: string,
  seat: number | undefined,
  attackId: string,
): boolean {
  const c = order(f, type, shipId, seat);
  c.attackId = attackId;
  return run(f, c);
}

/** A reaction left this round, and a shot of the attack still able to hit. */
function canReact(st: ShipCombatState, a: PendingAttack): boolean {
  if ((st.reactionsBudget ?? 0) - st.reactionsSpent <= 0) return false;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++) if (canStillHit(shots[i])) return true;
  return false;
}

function reactToAll(state: EngagementState, f: Fight): void {
  for (const a of (state.memory.pendingAttacks ?? []).slice()) react(state, a, f);
}
