// The one check path of the engagement: a crew member's check with its circumstance DMs (Coordinate Crew points,
// hasty, intercepted communications, one-time and standing modifiers), and opposed checks between two ships.
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
import { skillIndex } from "../keys";
import { type Characteristic, type Difficulty, type SkillKey } from "../types";
import { OWN_CHARACTERISTIC, seatDM, seatDMAt, seatLevelAt, seatScore } from "./crew-figures";
import type { EngagementEvent } from "./events";
import type { EngagementMemory } from "./memory";
import { skillCharacteristic } from "./state";
import { crewFiguresIn, Ctx, ShipSlot, slotOf, noShip } from "./context";

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

/**
 * The CheckInput for a spec, spending pool points and one-time modifiers (call only when the check is made). It and
 * checkDMOf read the seat and pay for the check's circumstances through the same functions (seatLevelOf,
 * seatCharacteristicDMOf, hastyDMOf, spendPool, takeOneTime), in the same order: they differ only in whether the DMs
 * are itemised.
 */
export function buildCheck(ctx: Ctx, spec: CheckSpec): CheckInput {
  // each member read once (specs not made by checkSpec come in other layouts)
  const { shipId, seat, skill, characteristic, skillLevel, modifiers, ownTurn, pool, against, difficulty } = spec;
  const slot = checkSlot(ctx, shipId, seat, ownTurn, pool);
  const i = skillIndex(skill);
  const level = seatLevelOf(slot, seat, skill, i, skillLevel);
  const dm = seat === undefined ? 0 : seatCharacteristicDMOf(slot!, seat, skill, i, characteristic);
  // the DMs of the check's circumstances, paid for in this order (the pool's event before the intercept's)
  const hasty = hastyDMOf(slot, ownTurn);
  const points = pool !== undefined && pool > 0 ? spendPool(ctx, slot!, shipId, seat, pool) : 0;
  const intercept = against !== undefined ? takeOneTime(ctx, shipId, "intercept", against) : 0;
  // the spec's own list when nothing is added (a check input's list is read only); a new one otherwise
  let mods: readonly Modifier[] = modifiers ?? NO_MODIFIERS;
  if (hasty) mods = [...mods, { source: "hasty", value: hasty }];
  if (points) mods = [...mods, { source: "coordinateCrew", value: points }];
  if (intercept) mods = [...mods, { source: "intercept", value: intercept }];
  return { skill: level, characteristicDM: dm, difficulty, modifiers: mods };
}
const NO_MODIFIERS: readonly Modifier[] = Object.freeze([]);

/** The sum of the DMs buildCheck itemises, paid for the same way: for a check shown nowhere (no events kept). */
function checkDMOf(ctx: Ctx, spec: CheckSpec): number {
  const { shipId, seat, skill, characteristic, skillLevel, modifiers, ownTurn, pool, against, difficulty } = spec;
  const slot = checkSlot(ctx, shipId, seat, ownTurn, pool);
  const i = skillIndex(skill);
  const level = seatLevelOf(slot, seat, skill, i, skillLevel);
  let dm = level === null ? UNSKILLED_DM : level;
  if (seat !== undefined) dm += seatCharacteristicDMOf(slot!, seat, skill, i, characteristic);
  if (difficulty) dm += difficultyDM(difficulty);
  if (modifiers) for (let k = 0; k < modifiers.length; k++) dm += modifiers[k].value;
  dm += hastyDMOf(slot, ownTurn);
  if (pool !== undefined && pool > 0) dm += spendPool(ctx, slot!, shipId, seat, pool);
  return against !== undefined ? dm + takeOneTime(ctx, shipId, "intercept", against) : dm;
}

/** A hasty crew's DM on its own turn (R60); `slot`: checkSlot's. */
function hastyDMOf(slot: ShipSlot | undefined, ownTurn: boolean | undefined): number {
  return ownTurn && slot!.st.hasty ? HASTY_DM : 0;
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

/**
 * The skill level a check uses: the spec's override, else the seat's (null: untrained, or no seat). `i`: the skill's
 * index (skillIndex); `slot`: checkSlot's.
 */
function seatLevelOf(
  slot: ShipSlot | undefined,
  seat: number | undefined,
  skill: SkillKey,
  i: number,
  skillLevel: number | null | undefined,
): number | null {
  if (skillLevel !== undefined) return skillLevel;
  return seat === undefined ? null : seatLevelAt(crewFiguresIn(slot!), slot!.ship, seat, skill, i);
}

/**
 * The characteristic DM of a check's seat: in the spec's characteristic, else the skill's own (none: 0). `i`: the
 * skill's index, found once for both its level and its own characteristic.
 */
function seatCharacteristicDMOf(
  slot: ShipSlot,
  seat: number,
  skill: SkillKey,
  i: number,
  characteristic: Characteristic | null | undefined,
): number {
  const ship = slot.ship;
  const f = crewFiguresIn(slot);
  if (characteristic === null) return 0;
  if (characteristic !== undefined) return seatDM(f, ship, seat, characteristic);
  return i < 0 || seat < 0
    ? seatDM(f, ship, seat, skillCharacteristic(skill))
    : seatDMAt(f, ship, seat, OWN_CHARACTERISTIC[i]);
}

/** The characteristic score that breaks an opposed check's tie (7 for an unmanned check or none). */
function tieScoreOf(ctx: Ctx, spec: CheckSpec): number {
  const { seat, characteristic } = spec;
  const c = characteristic === undefined ? skillCharacteristic(spec.skill) : characteristic;
  if (seat === undefined || !c) return 7;
  const slot = slotOf(ctx, spec.shipId) ?? noShip(spec.shipId);
  return seatScore(crewFiguresIn(slot), slot.ship, seat, c);
}

/** Spend up to `pool` of the ship's Coordinate Crew points on a check; returns the points spent. */
function spendPool(ctx: Ctx, slot: ShipSlot, shipId: string, seat: number | undefined, pool: number): number {
  const st = slot.st;
  const left = st.coordinationPool ?? 0;
  const used = Math.min(left, pool);
  if (used <= 0) return 0;
  st.coordinationPool = left - used;
  ctx.ev?.push({ type: "poolSpent", shipId, seat, points: used, remaining: st.coordinationPool });
  return used;
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
