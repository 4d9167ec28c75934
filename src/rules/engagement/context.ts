// Shared machinery of the engagement engine: the working draft, checks with their circumstance DMs, the action
// economy, damage landing on ships, ships leaving the fight. Internal to src/rules/engagement.
import {
  rollCheck,
  rollCheckQuiet,
  rollOpposed,
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
import type { Characteristic, Difficulty, ShipSnapshot, SkillKey } from "../types";
import type { EngagementEvent } from "./events";
import type { EngagementMemory, EngagementOptions, ShipCombatState } from "./memory";
import {
  seatCharacteristic,
  seatCharacteristicDM,
  seatSkill,
  skillCharacteristic,
  type EngagementState,
} from "./state";

/** The mutable working copy a command runs on (the caller's state is never touched). */
export interface Ctx {
  s: EngagementState;
  m: EngagementMemory;
  /** where events go; undefined when nobody reads them (simulations): then none is even built */
  ev: EngagementEvent[] | undefined;
  /** where the command's dice come from */
  dice: DiceSource;
}

/** The source of a context that must roll nothing (validation, queries): asking it is a bug. */
const NO_DICE: DiceSource = {
  roll(request) {
    throw new Error(`no dice may be rolled here (asked for ${request.purpose})`);
  },
};

export function makeCtx(s: EngagementState, ev?: EngagementEvent[], dice: DiceSource = NO_DICE): Ctx {
  return { s, m: s.memory, ev, dice };
}

/** The shots of an attack as an event carries them: a snapshot (the pending attack changes later). */
export function shotsFor<T extends object>(shots: T[]): T[] {
  return shots.map((x) => ({ ...x }));
}

/** Effects computed lately, by snapshot, M-Drive rounding (ruling R22) and whether Hull 0 disables (R101). */
const effectsCache = new IdentityCache<ShipSnapshot, EffectsKey, ShipEffects>();
type EffectsKey = "up" | "down" | "upHullZero" | "downHullZero";

/** Whether two snapshots agree on everything shipEffects reads (of Hull and Structure, only whether any is left). */
function sameEffectInputs(a: ShipSnapshot, b: ShipSnapshot): boolean {
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
  const alike = effectsCache.find((other, r) => r === key && sameEffectInputs(other, ship));
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
  const o = m.options;
  if (o === lastOptions) return lastResolved;
  lastResolved = resolveOptions(o ?? {});
  lastOptions = o;
  return lastResolved;
}

// the options object of an engagement is never changed (a new one replaces it): the last one resolved is kept
let lastOptions: EngagementOptions | undefined;
let lastResolved: ResolvedOptions = resolveOptions({});

function resolveOptions(o: EngagementOptions): ResolvedOptions {
  return Object.freeze({
    reactionTiming: o.reactionTiming ?? "after",
    pulseLaserPenalty: o.pulseLaserPenalty ?? true,
    reloading: o.reloading ?? "manual",
  });
}

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
  const st = ctx.m.ships[shipId];
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
  /** circumstance DMs already known (targeting, damage, ...) */
  modifiers?: Modifier[];
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
  const ship = ctx.s.ships[shipId];
  const char = characteristic === undefined ? skillCharacteristic(skill) : characteristic;
  const level = skillLevel !== undefined ? skillLevel : seat === undefined ? null : seatSkill(ship, seat, skill);
  const cdm = seat === undefined || char === null ? 0 : seatCharacteristicDM(ship, seat, char);
  // the spec's own list when nothing is added (a check input's list is read only); a new one otherwise
  let mods: readonly Modifier[] = modifiers ?? [];
  const st = ctx.m.ships[shipId];
  if (ownTurn && st.hasty) mods = [...mods, { source: "hasty", value: -1 }];
  if (pool && pool > 0) {
    const left = st.coordinationPool ?? 0;
    const used = Math.min(left, pool);
    if (used > 0) {
      st.coordinationPool = left - used;
      mods = [...mods, { source: "coordinateCrew", value: used }];
      ctx.ev?.push({ type: "poolSpent", shipId, seat, points: used, remaining: st.coordinationPool });
    }
  }
  if (against !== undefined) {
    const dm = takeOneTime(ctx, shipId, "intercept", against);
    if (dm) mods = [...mods, { source: "intercept", value: dm }];
  }
  return { skill: level, characteristicDM: cdm, difficulty, modifiers: mods };
}

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
  for (const x of m.modifiers)
    if (x.shipId === shipId && x.key === key && (x.targetId === undefined || x.targetId === targetId)) v += x.value;
  return v;
}

export function check(ctx: Ctx, spec: CheckSpec): CheckResult {
  const input = buildCheck(ctx, spec);
  // with no events kept, the check's modifiers are shown nowhere: not itemised
  const r = ctx.ev ? rollCheck(ctx.dice, input, spec.action) : rollCheckQuiet(ctx.dice, input, spec.action);
  ctx.ev?.push({ type: "checkRolled", shipId: spec.shipId, seat: spec.seat, action: spec.action, check: r });
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
  const ia = buildCheck(ctx, a);
  const ib = buildCheck(ctx, b);
  const ca = a.characteristic === undefined ? skillCharacteristic(a.skill) : a.characteristic;
  const cb = b.characteristic === undefined ? skillCharacteristic(b.skill) : b.characteristic;
  const scoreA = a.seat === undefined || !ca ? 7 : seatCharacteristic(ctx.s.ships[a.shipId], a.seat, ca);
  const scoreB = b.seat === undefined || !cb ? 7 : seatCharacteristic(ctx.s.ships[b.shipId], b.seat, cb);
  const result = rollOpposed(ctx.dice, ia, ib, { a: scoreA, b: scoreB }, action);
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
  const before = ctx.s.ships[targetId];
  // (read now: with a run, the snapshot may be written in place)
  const hullBefore = before.hull.value;
  const events: DamageEvent[] | undefined = ctx.ev ? [] : undefined;
  const ship = rollDamageInto(ctx.dice, before, attack, damageOptionsOf(ctx.m.options), events, tally, run);
  if (tally.changed) ctx.s.ships[targetId] = ship;
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
  const spoil = net > 0 && !!ctx.m.ships[targetId].extended;
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
  const st = ctx.m.ships[shipId];
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
  const st = ctx.m.ships[shipId];
  if (st.status === "destroyed" || st.status === "escaped") return;
  const e = effectsOf(ctx.s.ships[shipId], ctx.m.options);
  if (e.destroyed) {
    setStatus(ctx, shipId, "destroyed");
    ctx.ev?.push({ type: "shipDestroyed", shipId });
  } else if (e.disabled && st.status === "active") {
    setStatus(ctx, shipId, "disabled");
    ctx.ev?.push({ type: "shipDisabled", shipId });
  }
}

export function setStatus(ctx: Ctx, shipId: string, to: ShipCombatState["status"]): void {
  const st = ctx.m.ships[shipId];
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
  for (const id in m.ships) {
    const st = m.ships[id];
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
