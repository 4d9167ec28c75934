// Shared machinery of the engagement engine: the working draft, checks with their circumstance DMs, the action
// economy, damage landing on ships, ships leaving the fight. Internal to src/rules/engagement.
import {
  difficultyDM,
  rollCheck,
  rollCheckWithDM,
  rollOpposedWith,
  UNSKILLED_DM,
  type CheckInput,
  type CheckResult,
  type Modifier,
  type OpposedResult,
} from "../checks";
import {
  rollDamageInto,
  type DamageAttack,
  type DamageEvent,
  type DamageOptions,
  type DamageRun,
  type DamageTally,
} from "../damage";
import type { DiceSource } from "../dice";
import { IdentityCache } from "../identity-cache";
import { shipEffects, type ShipEffects, type ShipEffectsOptions } from "../ship-state";
import { skillIndex } from "../keys";
import { type Characteristic, type Difficulty, type ShipSnapshot, type SkillKey } from "../types";
import {
  crewFiguresOf,
  OWN_CHARACTERISTIC,
  seatDM,
  seatDMAt,
  seatLevelAt,
  seatScore,
  type CrewFigures,
} from "./crew-figures";
import type { EngagementEvent } from "./events";
import type { EngagementMemory, EngagementOptions, ShipCombatState } from "./memory";
import { skillCharacteristic, type EngagementState } from "./state";

/** The mutable working copy a command runs on (the caller's state is never touched). */
export interface Ctx {
  s: EngagementState;
  m: EngagementMemory;
  /** where events go; undefined when nobody reads them (simulations): then none is even built */
  ev: EngagementEvent[] | undefined;
  /** where the command's dice come from */
  dice: DiceSource;
  /**
   * Each ship of the engagement, in the memory's order, with its snapshot and its combat state. The engine finds a
   * ship here (shipIn, combatIn) rather than in `s.ships` and `m.ships`: a site that reads those records by id sees
   * every ship's id, and such a read costs several times a search of a few slots. Snapshots are replaced through
   * setShip, which writes both the slot and the state.
   */
  slots: ShipSlot[];
  /** the first of `slots`, each linked to the next (slotOf follows the links) */
  first: ShipSlot | undefined;
}

/** One ship of the engagement as its context holds it (Ctx.slots). */
export interface ShipSlot {
  readonly id: string;
  /** the ship's snapshot now (the same object as `s.ships[id]`) */
  ship: ShipSnapshot;
  /** the ship's combat state (the same object as `m.ships[id]`: changed in place, never replaced while it runs) */
  readonly st: ShipCombatState;
  /**
   * the effects of `ship` (effectsIn) under the engagement's options and its crew figures (crewFiguresIn): undefined
   * until asked for after the snapshot is set (setShip clears them)
   */
  fx: ShipEffects | undefined;
  cf: CrewFigures | undefined;
  /** the effects worked out last, and the snapshot they were for (the one before `ship`, or `ship` itself) */
  lastFx: ShipEffects | undefined;
  lastFxOf: ShipSnapshot | undefined;
  /** the slot after this one in Ctx.slots */
  next: ShipSlot | undefined;
}

/** The source of a context that must roll nothing (validation, queries): asking it is a bug. */
const NO_DICE: DiceSource = {
  roll(request) {
    throw new Error(`no dice may be rolled here (asked for ${request.purpose})`);
  },
};

export function makeCtx(s: EngagementState, ev?: EngagementEvent[], dice: DiceSource = NO_DICE): Ctx {
  const slots: ShipSlot[] = [];
  const memory = s.memory.ships;
  // in the memory's order (the order the engine has always gone through the ships in); only the ships both records
  // hold, each combat state naming its own id (see validation's isShip)
  let last: ShipSlot | undefined;
  for (const id of Object.keys(memory)) {
    const st = memory[id];
    if (!(st.shipId === id && Object.hasOwn(s.ships, id))) continue;
    const slot: ShipSlot = {
      id,
      ship: s.ships[id],
      st,
      fx: undefined,
      cf: undefined,
      lastFx: undefined,
      lastFxOf: undefined,
      next: undefined,
    };
    if (last) last.next = slot;
    last = slot;
    slots.push(slot);
  }
  return { s, m: s.memory, ev, dice, slots, first: slots[0] };
}

/** The slot of ship `id`; undefined when it is none of the engagement's (a stale or mistaken id). */
export function slotOf(ctx: Ctx, id: string): ShipSlot | undefined {
  return slotFrom(ctx.first, id);
}

/**
 * The slot of ship `id` among `s` and the slots after it. The slots are followed by their links rather than by index
 * (fewer reads per slot), in a search under the size of function V8 inlines wherever it is called (27 bytes of
 * bytecode): the engine looks ships up hundreds of times a fight.
 */
function slotFrom(s: ShipSlot | undefined, id: string): ShipSlot | undefined {
  while (s !== undefined && id !== s.id) s = s.next;
  return s;
}

// (shipIn and combatIn, like slotOf and effectsIn, are kept small, the error apart: the smaller a function, the less of
// V8's inlining budget it takes where it is inlined, and the more of its calls are)

/** The snapshot now of ship `id`, one of the engagement's (validated). */
export function shipIn(ctx: Ctx, id: string): ShipSnapshot {
  return (slotOf(ctx, id) ?? noShip(id)).ship;
}

/** The combat state of ship `id`, one of the engagement's (validated). */
export function combatIn(ctx: Ctx, id: string): ShipCombatState {
  return (slotOf(ctx, id) ?? noShip(id)).st;
}

function noShip(id: string): never {
  throw new Error(`no ship ${id} in the engagement`);
}

/**
 * The effects of ship `id`'s snapshot now (effectsOf under the engagement's options), kept in its slot until the
 * snapshot is replaced: most commands ask for them more than once. (The options never change in an engagement.)
 */
export function effectsIn(ctx: Ctx, id: string): ShipEffects {
  // (kept small: see shipIn)
  return slotEffects(ctx, slotOf(ctx, id)!);
}

/** effectsIn for a ship whose slot is at hand, without looking the slot up again. */
export function slotEffects(ctx: Ctx, slot: ShipSlot): ShipEffects {
  return slot.fx ?? newEffectsIn(ctx, slot);
}

/**
 * effectsIn for a slot whose snapshot was set since: the effects worked out last when their snapshot agrees with this
 * one on everything shipEffects reads (most hits only take Hull points or spend ammunition), else effectsOf's.
 */
function newEffectsIn(ctx: Ctx, slot: ShipSlot): ShipEffects {
  const ship = slot.ship;
  const before = slot.lastFxOf;
  const fx = before !== undefined && sameInputs(before, ship) ? slot.lastFx! : effectsOf(ship, ctx.m.options);
  slot.lastFxOf = ship;
  slot.lastFx = fx;
  return (slot.fx = fx);
}

/** Replace ship `id`'s snapshot, in its slot (whose effects and crew figures are then worked out anew) and in the state. */
export function setShip(ctx: Ctx, id: string, ship: ShipSnapshot): void {
  const slot = slotOf(ctx, id);
  if (slot !== undefined) {
    slot.ship = ship;
    slot.fx = undefined;
    slot.cf = undefined;
  }
  ctx.s.ships[id] = ship;
}

/** The shots of an attack as an event carries them: a snapshot (the pending attack changes later). */
export function shotsFor<T extends object>(shots: T[]): T[] {
  return shots.map((x) => ({ ...x }));
}

/** Effects computed lately, by snapshot, M-Drive rounding (ruling R22) and whether Hull 0 disables (R101). */
const effectsCache = new IdentityCache<ShipSnapshot, EffectsKey, ShipEffects>();
type EffectsKey = "up" | "down" | "upHullZero" | "downHullZero";

/**
 * Whether two snapshots agree on everything shipEffects reads (of Hull and Structure, only whether any is left), the
 * first kept under `key` and the second looked up under `bKey`.
 */
function sameEffectInputs(a: ShipSnapshot, key: EffectsKey, b: ShipSnapshot, bKey: EffectsKey): boolean {
  return key === bKey && sameInputs(a, b);
}

/** Whether two snapshots agree on everything shipEffects reads under one set of options (see sameEffectInputs). */
function sameInputs(a: ShipSnapshot, b: ShipSnapshot): boolean {
  return (
    a.systems === b.systems &&
    a.mounts === b.mounts &&
    a.software === b.software &&
    a.sensors === b.sensors &&
    // (the tests shipEffects makes of them)
    a.hull.value <= 0 === b.hull.value <= 0 &&
    a.structure.value <= 0 === b.structure.value <= 0 &&
    a.tons === b.tons &&
    a.thrust === b.thrust &&
    a.jump === b.jump
  );
}

/**
 * shipEffects under the engagement's options, cached (snapshots are replaced, never mutated, by the engine). A new
 * snapshot that shares its tracks, mounts, software and sensors with a cached one, has Hull and Structure left (or not)
 * as it does, and the same tonnage, Thrust and Jump (one that only spent ammunition or lost Hull points, say) reuses
 * that one's effects.
 */
export function effectsOf(ship: ShipSnapshot, options: ShipEffectsOptions | undefined): ShipEffects {
  const key: EffectsKey =
    options?.hullZero === "disabled"
      ? options.mDriveHalfRounding === "down"
        ? "downHullZero"
        : "upHullZero"
      : options?.mDriveHalfRounding === "down"
        ? "down"
        : "up";
  // (the lookup that nearly always answers kept small, to be inlined where effects are read)
  return effectsCache.get(ship, key) ?? newEffects(ship, key);
}

/** effectsOf for a snapshot not in the cache: a like one's effects, or computed. */
function newEffects(ship: ShipSnapshot, key: EffectsKey): ShipEffects {
  const alike = effectsCache.find(sameEffectInputs, ship, key);
  return effectsCache.set(ship, key, alike ?? shipEffects(ship, EFFECTS_OPTIONS[key]));
}

const EFFECTS_OPTIONS: Readonly<Record<EffectsKey, ShipEffectsOptions>> = {
  up: Object.freeze({ mDriveHalfRounding: "up" }),
  down: Object.freeze({ mDriveHalfRounding: "down" }),
  upHullZero: Object.freeze({ mDriveHalfRounding: "up", hullZero: "disabled" }),
  downHullZero: Object.freeze({ mDriveHalfRounding: "down", hullZero: "disabled" }),
};

export interface ResolvedOptions {
  reactionTiming: "after" | "before";
  pulseLaserPenalty: boolean;
  reloading: "manual" | "magazine";
}
export function optionsOf(m: EngagementMemory): ResolvedOptions {
  // (the lookup that nearly always answers kept small, to be inlined where the options are read)
  const o = m.options;
  return o === lastOptions ? lastResolved : resolveOptions(o);
}

/** optionsOf for an options object other than the last one resolved. */
function resolveOptions(o: EngagementOptions | undefined): ResolvedOptions {
  lastOptions = o;
  // every engagement has its own options object, most often with the same settings as the last: those are kept
  const reactionTiming = o?.reactionTiming ?? "after";
  const pulseLaserPenalty = o?.pulseLaserPenalty ?? true;
  const reloading = o?.reloading ?? "manual";
  const last = lastResolved;
  if (
    last.reactionTiming === reactionTiming &&
    last.pulseLaserPenalty === pulseLaserPenalty &&
    last.reloading === reloading
  )
    return last;
  return (lastResolved = Object.freeze({ reactionTiming, pulseLaserPenalty, reloading }));
}

// the options object of an engagement is never changed (a new one replaces it): the last one resolved is kept
let lastOptions: EngagementOptions | undefined;
let lastResolved: ResolvedOptions = Object.freeze({
  reactionTiming: "after",
  pulseLaserPenalty: true,
  reloading: "manual",
});

// ----- the action economy (ruling R13; hasty: ruling R60) -----------------------------------------------------

export type Cost = "minor" | "significant";

/** Action units a seat may use in a turn: a significant action costs 2, a minor 1 (R13); hasty adds 1 (R60). */
export function actionUnits(state: ShipCombatState): number {
  return state.hasty ? 4 : 3;
}

const NOTHING_SPENT = Object.freeze({ minor: 0, significant: 0 });

export function canSpend(state: ShipCombatState, seat: number, cost: Cost): boolean {
  // seats key the record by number (the same JSON key as its string; no string to build and parse back)
  const a = state.actions[seat] ?? NOTHING_SPENT;
  const used = a.minor + 2 * a.significant;
  if (cost === "significant") return a.significant === 0 && used + 2 <= actionUnits(state);
  return used + 1 <= actionUnits(state);
}

export function spend(ctx: Ctx, shipId: string, seat: number, action: string, cost: Cost): void {
  const st = combatIn(ctx, shipId);
  const a = st.actions[seat] ?? (st.actions[seat] = { minor: 0, significant: 0 });
  if (cost === "significant") a.significant++;
  else a.minor++;
  ctx.ev?.push({ type: "actionSpent", shipId, seat, action, cost });
}

// ----- checks ---------------------------------------------------------------------------------------------------

export interface CheckSpec {
  shipId: string;
  /** the seat making the check; undefined for an unmanned check (DM−3 unless `skillLevel` is given) */
  seat?: number;
  action: string;
  skill: SkillKey;
  characteristic?: Characteristic | null;
  difficulty?: Difficulty;
  /** circumstance DMs already known (targeting, damage, ...); read only */
  modifiers?: readonly Modifier[];
  /** the enemy the check affects: intercepted communications' one-time DM+4 applies */
  against?: string;
  /** Coordinate Crew points to spend */
  pool?: number;
  /** the ship's own turn: a hasty crew's DM−1 applies (R60) */
  ownTurn?: boolean;
  /** override the seat's skill (software checks) */
  skillLevel?: number | null;
}

/** CheckSpec's members after the first four. */
export type CheckSpecMore = Omit<CheckSpec, "shipId" | "seat" | "action" | "skill">;
const NO_MORE: CheckSpecMore = {};

/**
 * A CheckSpec with every member present (undefined when absent), in one order: buildCheck reads them in every check,
 * and specs built in many shapes made each read a generic lookup (see layouts.ts). Small enough to be inlined where
 * `more` is a literal.
 */
export function checkSpec(
  shipId: string,
  seat: number | undefined,
  action: string,
  skill: SkillKey,
  more: CheckSpecMore = NO_MORE,
): CheckSpec {
  return {
    shipId,
    seat,
    action,
    skill,
    characteristic: more.characteristic,
    difficulty: more.difficulty,
    modifiers: more.modifiers,
    against: more.against,
    pool: more.pool,
    ownTurn: more.ownTurn,
    skillLevel: more.skillLevel,
  };
}

/** The CheckInput for a spec, spending pool points and one-time modifiers (call only when the check is made). */
export function buildCheck(ctx: Ctx, spec: CheckSpec): CheckInput {
  // each member read once (specs not made by checkSpec come in other layouts)
  const { shipId, seat, skill, characteristic, skillLevel, modifiers, ownTurn, pool, against, difficulty } = spec;
  const slot = checkSlot(ctx, shipId, seat, ownTurn, pool);
  readSeat(slot, seat, skill, characteristic, skillLevel);
  const { level, dm } = seatRead;
  payExtras(ctx, slot, shipId, seat, ownTurn, pool, against);
  const { hasty, points, intercept } = extras;
  // the spec's own list when nothing is added (a check input's list is read only); a new one otherwise
  let mods: readonly Modifier[] = modifiers ?? NO_MODIFIERS;
  if (hasty) mods = [...mods, { source: "hasty", value: hasty }];
  if (points) mods = [...mods, { source: "coordinateCrew", value: points }];
  if (intercept) mods = [...mods, { source: "intercept", value: intercept }];
  return { skill: level, characteristicDM: dm, difficulty, modifiers: mods };
}
const NO_MODIFIERS: readonly Modifier[] = Object.freeze([]);

/**
 * The sum of the DMs buildCheck itemises, paying for the same pool points and one-time modifiers: for a check shown
 * nowhere (no events kept), whose list nobody would read.
 */
function checkDMOf(ctx: Ctx, spec: CheckSpec): number {
  const { shipId, seat, skill, characteristic, skillLevel, modifiers, ownTurn, pool, against, difficulty } = spec;
  const slot = checkSlot(ctx, shipId, seat, ownTurn, pool);
  readSeat(slot, seat, skill, characteristic, skillLevel);
  const level = seatRead.level;
  let dm = (level === null ? UNSKILLED_DM : level) + seatRead.dm;
  if (difficulty) dm += difficultyDM(difficulty);
  if (modifiers) for (let i = 0; i < modifiers.length; i++) dm += modifiers[i].value;
  payExtras(ctx, slot, shipId, seat, ownTurn, pool, against);
  return dm + extras.hasty + extras.points + extras.intercept;
}

/**
 * The slot of a check's ship, found once for all the check reads of it (its seat's crew figures, whether it is hasty,
 * its Coordinate Crew pool); undefined when the check reads none of them (an unmanned check with no pool points).
 */
function checkSlot(
  ctx: Ctx,
  shipId: string,
  seat: number | undefined,
  ownTurn: boolean | undefined,
  pool: number | undefined,
): ShipSlot | undefined {
  return seat !== undefined || ownTurn || (pool !== undefined && pool > 0)
    ? (slotOf(ctx, shipId) ?? noShip(shipId))
    : undefined;
}

/** The crew figures of a slot's snapshot now, kept in the slot until the snapshot is replaced. */
function crewFiguresIn(slot: ShipSlot): CrewFigures {
  return slot.cf ?? newCrewFiguresIn(slot);
}

function newCrewFiguresIn(slot: ShipSlot): CrewFigures {
  return (slot.cf = crewFiguresOf(slot.ship));
}

/** The skill level and characteristic DM of a check's seat, as readSeat found them: read at once after each call. */
const seatRead: { level: number | null; dm: number } = { level: null, dm: 0 };

/**
 * The skill level a check uses (the spec's override, else the seat's; null: untrained, or no seat) and its
 * characteristic DM (the seat's in the spec's characteristic, else the skill's own; none: 0), into `seatRead`. `slot`:
 * checkSlot's.
 */
function readSeat(
  slot: ShipSlot | undefined,
  seat: number | undefined,
  skill: SkillKey,
  characteristic: Characteristic | null | undefined,
  skillLevel: number | null | undefined,
): void {
  if (seat === undefined) {
    seatRead.level = skillLevel === undefined ? null : skillLevel;
    seatRead.dm = 0;
    return;
  }
  const ship = slot!.ship;
  const f = crewFiguresIn(slot!);
  // the skill's index, found once for both its level and its own characteristic
  const i = skillIndex(skill);
  seatRead.level = skillLevel !== undefined ? skillLevel : seatLevelAt(f, ship, seat, skill, i);
  seatRead.dm =
    characteristic === undefined
      ? i < 0 || seat < 0
        ? seatDM(f, ship, seat, skillCharacteristic(skill))
        : seatDMAt(f, ship, seat, OWN_CHARACTERISTIC[i])
      : characteristic === null
        ? 0
        : seatDM(f, ship, seat, characteristic);
}

/** The characteristic score that breaks an opposed check's tie (7 for an unmanned check or none). */
function tieScoreOf(ctx: Ctx, spec: CheckSpec): number {
  const { seat, characteristic } = spec;
  const c = characteristic === undefined ? skillCharacteristic(spec.skill) : characteristic;
  if (seat === undefined || !c) return 7;
  const slot = slotOf(ctx, spec.shipId) ?? noShip(spec.shipId);
  return seatScore(crewFiguresIn(slot), slot.ship, seat, c);
}

/** What a check's circumstances add to its spec's own DMs, as payExtras found them: read at once after each call. */
const extras = { hasty: 0, points: 0, intercept: 0 };

/**
 * Work out, and pay for, the DMs a check gets from its circumstances: a hasty crew's DM−1 on its own turn (R60), the
 * Coordinate Crew points it spends, and intercepted communications' one-time DM against the enemy it affects. `slot`:
 * checkSlot's.
 */
function payExtras(
  ctx: Ctx,
  slot: ShipSlot | undefined,
  shipId: string,
  seat: number | undefined,
  ownTurn: boolean | undefined,
  pool: number | undefined,
  against: string | undefined,
): void {
  extras.hasty = ownTurn && slot!.st.hasty ? HASTY_DM : 0;
  extras.points = 0;
  if (pool && pool > 0) {
    const st = slot!.st;
    const left = st.coordinationPool ?? 0;
    const used = Math.min(left, pool);
    if (used > 0) {
      st.coordinationPool = left - used;
      extras.points = used;
      ctx.ev?.push({ type: "poolSpent", shipId, seat, points: used, remaining: st.coordinationPool });
    }
  }
  extras.intercept = against !== undefined ? takeOneTime(ctx, shipId, "intercept", against) : 0;
}
/** Ruling R60: a hasty crew's checks on its own turn. */
const HASTY_DM = -1;

/** Use up a one-time modifier of `key` held by `shipId` against `targetId`; returns its value (0 if none). */
export function takeOneTime(ctx: Ctx, shipId: string, key: string, targetId: string): number {
  const mods = ctx.m.modifiers;
  for (let i = 0; i < mods.length; i++) {
    const x = mods[i];
    if (x.shipId !== shipId || x.key !== key || (x.targetId !== undefined && x.targetId !== targetId)) continue;
    const uses = (x.uses ?? 1) - 1;
    ctx.ev?.push({ type: "modifierUsed", modifierId: x.id, shipId, key, value: x.value });
    if (uses <= 0) {
      mods.splice(i, 1);
      ctx.ev?.push({ type: "modifierRemoved", modifierId: x.id, key, reason: "used" });
    } else x.uses = uses;
    return x.value;
  }
  return 0;
}

/** Sum of standing modifiers of `key` held by `shipId` (optionally only those aimed at `targetId` or at anyone). */
export function standing(m: EngagementMemory, shipId: string, key: string, targetId?: string): number {
  let v = 0;
  const mods = m.modifiers;
  for (let i = 0; i < mods.length; i++) {
    const x = mods[i];
    if (x.shipId === shipId && x.key === key && (x.targetId === undefined || x.targetId === targetId)) v += x.value;
  }
  return v;
}

export function check(ctx: Ctx, spec: CheckSpec): CheckResult {
  // with no events kept, the check's modifiers are shown nowhere: summed, not itemised
  return ctx.ev ? shownCheck(ctx, ctx.ev, spec) : rollCheckWithDM(ctx.dice, checkDMOf(ctx, spec), spec.action);
}

/** check with events kept: the modifiers itemised, the roll reported. */
function shownCheck(ctx: Ctx, ev: EngagementEvent[], spec: CheckSpec): CheckResult {
  const r = rollCheck(ctx.dice, buildCheck(ctx, spec), spec.action);
  ev.push({ type: "checkRolled", shipId: spec.shipId, seat: spec.seat, action: spec.action, check: r });
  return r;
}

export interface OpposedOutcome {
  result: OpposedResult;
  /** true when `a` (the acting ship) won */
  won: boolean;
  winnerCheck: CheckResult;
}

/** An opposed check between the acting ship (a) and another ship (b); emits opposedRolled. */
export function opposed(ctx: Ctx, action: string, a: CheckSpec, b: CheckSpec): OpposedOutcome {
  // both sides' DMs are worked out (paying pool points and one-time modifiers), a's first, before either rolls; with no
  // events kept they are summed, not itemised
  const result = ctx.ev
    ? rollOpposedWith(
        ctx.dice,
        buildCheck(ctx, a),
        buildCheck(ctx, b),
        tieScoreOf(ctx, a),
        tieScoreOf(ctx, b),
        action,
        rollCheck,
      )
    : rollOpposedWith(
        ctx.dice,
        checkDMOf(ctx, a),
        checkDMOf(ctx, b),
        tieScoreOf(ctx, a),
        tieScoreOf(ctx, b),
        action,
        rollCheckWithDM,
      );
  const won = result.winner === "a";
  ctx.ev?.push({
    type: "opposedRolled",
    action,
    shipId: a.shipId,
    opponentId: b.shipId,
    check: result.a,
    opponentCheck: result.b,
    winnerId: won ? a.shipId : b.shipId,
    rerolls: result.rerolls,
  });
  return { result, won, winnerCheck: won ? result.a : result.b };
}

// ----- damage and leaving the fight -------------------------------------------------------------------------------

export interface DamageMeta {
  attackId?: string;
  attackerId?: string;
}

/**
 * Run the damage chain on a ship, store the new snapshot, report it, and update the ship's status. Several hits on
 * one ship in a row may share a `run` (see DamageRun): one working copy of the snapshot for all of them.
 */
export function applyDamage(
  ctx: Ctx,
  targetId: string,
  attack: DamageAttack,
  meta: DamageMeta = {},
  run?: DamageRun,
): void {
  const slot = slotOf(ctx, targetId)!;
  const before = slot.ship;
  // (read now: with a run, the snapshot may be written in place)
  const hullBefore = before.hull.value;
  const events: DamageEvent[] | undefined = ctx.ev ? [] : undefined;
  const ship = rollDamageInto(ctx.dice, before, attack, damageOptionsOf(ctx.m.options), events, tally, run);
  // (a new snapshot is stored; one written in place by a run's later hits is already there)
  if (ship !== before) setShip(ctx, targetId, ship);
  // ruling R101, setting "disabled": the hit that wipes out the Hull disables the ship (its card carries it, so an
  // Apply or Undo of that card puts the ship out or back)
  const hullZeroDisables =
    ctx.m.options?.hullZero === "disabled" && hullBefore > 0 && ship.hull.value <= 0 && !tally.status;
  if (hullZeroDisables) events?.push({ type: "shipDisabled", cause: "hullZero" });
  ctx.ev?.push({
    type: "damageResolved",
    attackId: meta.attackId,
    attackerId: meta.attackerId,
    targetId,
    weapon: attack.weapon === "collision" || attack.weapon === "boarding" ? undefined : attack.weapon,
    damage: attack.damage,
    events: events as unknown as { type: string }[] as EngagementEventDamage[],
  });
  // damage through the armor may spoil an extended action (even when it only hurt the crew, whose injuries come on
  // their own card); only a changed snapshot can change a status
  const { net, status } = tally;
  const spoil = net > 0 && !!slot.st.extended;
  const refresh = status || hullZeroDisables;
  // (checks and effects look at the snapshot: from now on it is seen, and is never written to again)
  if (run && (spoil || refresh)) run.seal();
  if (spoil) spoilExtended(ctx, targetId, net);
  if (refresh) refreshStatus(ctx, targetId);
}

/** The damage chain's options under the engagement's settings (R26, R96): one frozen object per combination. */
function damageOptionsOf(options: EngagementOptions | undefined): DamageOptions {
  const each = options?.crewDamageEach === true;
  const unnamed = options?.crewHitsUnnamed === true;
  return DAMAGE_OPTIONS[(each ? 1 : 0) + (unnamed ? 2 : 0)];
}

const DAMAGE_OPTIONS: readonly DamageOptions[] = [
  Object.freeze({ crewDamageEach: false, crewHitsUnnamed: false }),
  Object.freeze({ crewDamageEach: true, crewHitsUnnamed: false }),
  Object.freeze({ crewDamageEach: false, crewHitsUnnamed: true }),
  Object.freeze({ crewDamageEach: true, crewHitsUnnamed: true }),
];

/** The damage chain's tally, read at once after each call (the engine runs one chain at a time). */
const tally: DamageTally = { net: 0, changed: false, status: false };
type EngagementEventDamage = { type: string } & Record<string, unknown>;

/** A hit while a crew member works on an extended action: 8+ with the skill, DM − damage (Extended Actions). */
function spoilExtended(ctx: Ctx, shipId: string, damage: number): void {
  const st = combatIn(ctx, shipId);
  if (!st.extended) return;
  for (const key of Object.keys(st.extended)) {
    const x = st.extended[key];
    const seat = Number(key);
    const r = check(
      ctx,
      checkSpec(shipId, seat, "extendedAction", x.skill as SkillKey, {
        modifiers: [{ source: "damage", value: -damage }],
      }),
    );
    if (r.success) continue;
    const ruined = r.degree === "exceptionalFailure";
    if (ruined) x.turnsDone = 0;
    x.spoiledRound = ctx.m.round;
    ctx.ev?.push({ type: "extendedSpoiled", shipId, seat, label: x.label, ruined });
  }
}

/** Destroyed / disabled from the snapshot; a ship leaving the fight drops its pursuits, salvos and boardings. */
export function refreshStatus(ctx: Ctx, shipId: string): void {
  const st = combatIn(ctx, shipId);
  if (st.status === "destroyed" || st.status === "escaped") return;
  const e = effectsIn(ctx, shipId);
  if (e.destroyed) {
    setStatus(ctx, shipId, "destroyed");
    ctx.ev?.push({ type: "shipDestroyed", shipId });
  } else if (e.disabled && st.status === "active") {
    setStatus(ctx, shipId, "disabled");
    ctx.ev?.push({ type: "shipDisabled", shipId });
  }
}

export function setStatus(ctx: Ctx, shipId: string, to: ShipCombatState["status"]): void {
  const st = combatIn(ctx, shipId);
  const from = st.status;
  if (from === to) return;
  st.status = to;
  ctx.ev?.push({ type: "statusChanged", shipId, from, to });
  if (to === "active") return;
  // pursuits by or of a ship out of the fight end
  const m = ctx.m;
  for (let i = m.pursuits.length - 1; i >= 0; i--) {
    const p = m.pursuits[i];
    if (p.pursuerId === shipId || p.targetId === shipId) {
      m.pursuits.splice(i, 1);
      ctx.ev?.push({ type: "pursuitBroken", pursuerId: p.pursuerId, targetId: p.targetId, reason: "shipGone" });
    }
  }
  if (to === "destroyed" || to === "escaped") {
    for (let i = m.salvos.length - 1; i >= 0; i--)
      if (m.salvos[i].targetId === shipId) {
        ctx.ev?.push({ type: "salvoExpired", salvoId: m.salvos[i].id, reason: "targetGone" });
        m.salvos.splice(i, 1);
      }
  }
}

/** The sides that still have an active ship. */
export function activeSides(m: EngagementMemory): Set<string> {
  const sides = new Set<string>();
  for (const id in m.ships) if (m.ships[id].status === "active") sides.add(m.ships[id].side);
  return sides;
}

/** The engagement ends when at most one side still has an active ship. */
export function checkEnd(ctx: Ctx, reason: "destroyed" | "escaped"): void {
  const m = ctx.m;
  if (m.ended) return;
  // the one side with an active ship, if only one has any (no set built: this runs after every command that may end it)
  let winnerSide: string | undefined;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const st = slots[i].st;
    if (st.status !== "active") continue;
    if (winnerSide === undefined) winnerSide = st.side;
    else if (st.side !== winnerSide) return;
  }
  m.ended = winnerSide === undefined ? { round: m.round, reason } : { round: m.round, reason, winnerSide };
  ctx.ev?.push(
    winnerSide === undefined
      ? { type: "engagementEnded", round: m.round, reason }
      : { type: "engagementEnded", round: m.round, reason, winnerSide },
  );
}
