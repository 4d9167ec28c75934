// Whether a command may be applied now (canPerform), and why not: every refusal carries a stable reason code
// (refusals.ts). The UI's queries (availableActions, availableReactions) ask the same gates.
import { autoRepairAttempts } from "../repair";
import { showValue } from "../input";
import {
  actionDef,
  COMMAND_TYPES,
  reactionAction,
  SEAT_ACTIONS,
  type EngineActionDef,
  type SeatActionType,
  stationAction,
} from "./catalogue";
import { boardingClosed, findAttack, reactionLeft } from "./reaction-gates";
import { reactionOptions } from "./reaction-offers";
import { type ActionCommand, type AttackCommand, type Command, type ReactionCommand } from "./commands";
import { canSpend, type Cost } from "./economy";
import { combatIn, type Ctx, makeCtx, slotOf, type ShipSlot, slotEffects, currentShip } from "./context";
import { type ReactionType } from "./events";
import { type Boarding, type EngagementMemory, type PendingAttack } from "./memory";
import { OK, refuse, type Refusal, type Verdict } from "./refusals";
import { type ShipEffects } from "../ship-state";
import { seatActsAsAny, type EngagementState } from "./state";
import { type Plan } from "./actions/station-action";
import type { ReactionAction } from "./actions/reaction-action";
import { validateAttack } from "./actions/attack";
import { boardingOf } from "./actions/reaction-kit";
import { anyActionTaken, isShip, repairable, statusRefusal } from "./actions/common-gates";

function isReaction(type: string): boolean {
  return type === "dodge" || type === "fireSand" || type === "pointDefense" || type === "triggerScreens";
}

/** Whether a command may be applied now; a refusal carries a stable reason code (see refusals.ts). */
export function canPerform(state: EngagementState, c: Command): Verdict {
  // a verdict, not the plan validation returns for the engine
  const v = validate(state, c);
  return v.ok ? OK : v;
}

/** The refusal of a command that is no object, or whose type is none of the engine's; undefined for any other. */
export function unknownCommand(c: Command): Refusal | undefined {
  if (typeof c !== "object" || c === null) return refuse("invalidValue", "command");
  const { type } = c;
  // a Set, not a table: "constructor" or "__proto__" is no command
  return COMMAND_TYPES.has(type) ? undefined : refuse("invalidValue", `unknown command ${showValue(type)}`);
}

export function validate(state: EngagementState, c: Command): Plan | Refusal {
  // (an ended engagement refuses everything, known or not: validateKnown says so)
  const bad = state.memory.ended ? undefined : unknownCommand(c);
  return bad ?? validateKnown(state, c);
}

function validateKnown(state: EngagementState, c: Command): Plan | Refusal {
  return validateIn(makeCtx(state), c);
}

export function validateIn(ctx: Ctx, c: Command): Plan | Refusal {
  const m = ctx.m;
  if (m.ended) return refuse("engagementOver");
  // read once: commands come in many layouts, so every read of a member of `c` is a slow generic lookup
  const { type } = c;
  // (the commonest command on a path of its own, where the members read are an attack's only)
  if (type === "attack") return validateAttackCommand(ctx, c);
  if (type === "rollInitiative") return m.round === 0 ? OK : refuse("initiativeAlreadyRolled");
  if (type === "endEngagement") return validateEnd(m, c);
  if (m.round < 1) return refuse("initiativeNotRolled");
  if (isReaction(type)) return validateReaction(ctx, c as ReactionCommand);
  if (type === "resolveMissiles") return m.missilePhase ? OK : refuse("nothingToResolve");
  if (m.missilePhase) return refuse("missilesIncoming");
  const current = currentShip(ctx);
  switch (type) {
    case "endRound":
      return current === undefined ? OK : refuse("notYourTurn");
    case "actNow": {
      const st = typeof c.shipId === "string" ? slotOf(ctx, c.shipId)?.st : undefined;
      if (!st) return refuse("unknownShip");
      if (st.status !== "active") return statusRefusal(st.status);
      return st.delayed && !st.acted ? OK : refuse("notDelaying");
    }
  }
  const shipId = (c as { shipId: string }).shipId;
  // (a key that is no string is no ship; an object for a key would even be turned into one, its own way)
  if (typeof shipId !== "string") return refuse("unknownShip");
  // (only the engagement's ships have slots: a prototype member, "constructor" or "toString", is none)
  const slot = slotOf(ctx, shipId);
  if (!slot) return refuse("unknownShip");
  const ship = slot.ship;
  const st = slot.st;
  if (st.status !== "active") return statusRefusal(st.status);
  // an extended action can be abandoned at any time (Extended Actions)
  if (type === "abandonExtended")
    return Number.isInteger(c.seat) && ship.seats[c.seat] && st.extended?.[String(c.seat)]
      ? OK
      : refuse("noExtendedAction");
  if (current !== shipId) return refuse(current === undefined ? "awaitingDelayed" : "notYourTurn");
  switch (type) {
    case "endTurn":
      return OK;
    case "declareHasty":
      if (st.hasty) return refuse("alreadyHasty");
      return anyActionTaken(st) ? refuse("tooLate") : OK;
    case "delay":
      return anyActionTaken(st) ? refuse("tooLate") : OK;
    case "autoRepair": {
      if ((st.autoRepairsUsed ?? 0) >= autoRepairAttempts(ship)) return refuse("noAutoRepair");
      return repairable(ship, c.target, m) ? OK : refuse("nothingToRepair");
    }
  }
  return validateSeatAction(ctx, c as ActionCommand, slot);
}

/**
 * An attack: the checks validateIn makes of every command of a ship's turn, in its order (initiative, the missile
 * window, the ship, its status, its turn), then the attack's own.
 */
function validateAttackCommand(ctx: Ctx, c: AttackCommand): Plan | Refusal {
  const m = ctx.m;
  if (m.round < 1) return refuse("initiativeNotRolled");
  if (m.missilePhase) return refuse("missilesIncoming");
  const shipId = c.shipId;
  if (typeof shipId !== "string") return refuse("unknownShip");
  const slot = slotOf(ctx, shipId);
  if (!slot) return refuse("unknownShip");
  const st = slot.st;
  if (st.status !== "active") return statusRefusal(st.status);
  const current = currentShip(ctx);
  if (current !== shipId) return refuse(current === undefined ? "awaitingDelayed" : "notYourTurn");
  // then the seat's gates; the attack's own checks follow (the other actions' checks do not apply)
  const gate = shipSeatGate(ctx, slot, c.seat, "attack", ATTACK_DEF, ATTACK_COST, c.pool);
  return gate.ok ? validateAttack(ctx, c, slot, slotEffects(ctx, slot)) : gate;
}

/** The referee's end: a reason of the list, and a winning side that some ship of the engagement is on. */
function validateEnd(m: EngagementMemory, c: Extract<Command, { type: "endEngagement" }>): Verdict {
  const { reason, winnerSide } = c;
  if (reason !== undefined && reason !== "surrendered" && reason !== "referee") return refuse("invalidValue", "reason");
  if (winnerSide === undefined) return OK;
  if (typeof winnerSide !== "string") return refuse("invalidValue", "winnerSide");
  for (const id in m.ships) if (m.ships[id].side === winnerSide) return OK;
  return refuse("invalidValue", "winnerSide");
}

/** The gates every seat action passes: seat, busy, position, action economy, bridge, pool. */
function seatGate(ctx: Ctx, shipId: string, seat: number, type: string, cost: Cost | "free", pool?: number): Verdict {
  const slot = slotOf(ctx, shipId)!;
  return shipSeatGate(ctx, slot, seat, type, actionDef(type)!, cost, pool);
}

function shipSeatGate(
  ctx: Ctx,
  slot: ShipSlot,
  seat: number,
  type: string,
  def: EngineActionDef,
  cost: Cost | "free",
  pool: number | undefined,
): Verdict {
  if (!Number.isInteger(seat)) return refuse("unknownSeat");
  const ship = slot.ship;
  const st = slot.st;
  const s = ship.seats[seat];
  if (!s) return refuse("unknownSeat");
  if (type === "abandonExtended") return st.extended?.[String(seat)] ? OK : refuse("noExtendedAction");
  if (st.extended?.[String(seat)]) return refuse("busyExtended");
  if (!seatActsAsAny(ship, seat, def.positions)) return refuse("wrongPosition");
  if (cost !== "free" && !canSpend(st, seat, cost))
    return refuse(cost === "significant" ? "noSignificantAction" : "noMinorAction");
  // (the ship's effects are looked up only for the actions a disabled bridge stops)
  if ((def.pilot || def.sensor) && bridgeStops(slotEffects(ctx, slot), def)) return refuse("bridgeDisabled");
  if (pool !== undefined && (!Number.isInteger(pool) || pool < 0 || pool > (st.coordinationPool ?? 0)))
    return refuse("noPool");
  return OK;
}

/** Whether a disabled bridge stops this pilot's or sensor operator's action. */
function bridgeStops(fx: ShipEffects, def: EngineActionDef): boolean {
  return (def.pilot && !fx.bridge.pilotActions) || (def.sensor && !fx.bridge.sensorActions);
}

/** What an action of the Summary costs (Miscellaneous: what its command names, see costOf). */
function defCost(def: EngineActionDef): Cost | "free" {
  const t = def.type;
  return t === "minor" || t === "significant" ? t : "free";
}

// the commonest command of all, looked up once
const ATTACK_DEF = actionDef("attack")!;

const ATTACK_COST = defCost(ATTACK_DEF);

/** Any other seat action: its own values, the seat's gates, then the action's own checks (its module's). */
function validateSeatAction(ctx: Ctx, c: ActionCommand, slot: ShipSlot): Plan | Refusal {
  const { type } = c;
  const def = actionDef(type);
  const action = stationAction(type);
  if (!def || !action) return refuse("invalidValue", `unknown command ${String(type)}`);
  if (action.values !== undefined) {
    const bad = action.values(c);
    if (bad !== undefined) return bad;
  }
  const cost = action.cost !== undefined ? action.cost(c) : defCost(def);
  const gate = shipSeatGate(ctx, slot, c.seat, type, def, cost, c.pool);
  if (!gate.ok) return gate;
  return action.validate !== undefined ? action.validate(ctx, c, slot) : OK;
}

/**
 * A reaction: its ship, what it answers (an attack on the ship; sand and point defense, a boarding of it too), a
 * reaction left this round and the pool points it spends; then its module's own checks.
 */
function validateReaction(ctx: Ctx, c: ReactionCommand): Plan | Refusal {
  if (typeof c.shipId !== "string") return refuse("unknownShip");
  const slot = slotOf(ctx, c.shipId);
  if (!slot) return refuse("unknownShip");
  const st = slot.st;
  if (st.status !== "active") return statusRefusal(st.status);
  const action = reactionAction(c.type);
  // what it answers: an attack on the ship, or (sand, point defense) a boarding of it
  let a: PendingAttack | undefined;
  let b: Boarding | undefined;
  if (!action.boardings || "attackId" in c) {
    a = findAttack(ctx, (c as { attackId: string }).attackId);
    if (!a) return refuse("unknownAttack");
    if (a.targetId !== c.shipId) return refuse("notTargeted");
  } else {
    b = boardingOf(ctx, c);
    if (!b) return refuse("unknownBoarding");
    // (the query's boardingSeats asks the same)
    const closed = boardingClosed(slot, b);
    if (closed !== undefined) return refuse(closed);
  }
  if (!reactionLeft(st)) return refuse("noReactions");
  if (c.pool !== undefined && (!Number.isInteger(c.pool) || c.pool < 0 || c.pool > (st.coordinationPool ?? 0)))
    return refuse("noPool");
  return (action as ReactionAction).validate(ctx, c as never, slot, a, b);
}

export interface AvailableAction {
  action: SeatActionType;
  /** what taking it costs now (Miscellaneous: minor when the seat has only minor actions left) */
  cost: Cost;
  ok: boolean;
  reason?: Verdict extends infer V ? (V extends { ok: false; reason: infer R } ? R : never) : never;
}

/**
 * What a seat could do now, action by action, with the reason when it cannot: every condition that does not depend
 * on the command's own choices, checked as canPerform checks it, so that a command of an action listed as possible
 * is refused only for a choice it makes (a target out of range or too fast, a weapon spent or without ammunition, a
 * mount of another seat), and one of an action listed as impossible is refused for the reason given
 * (test/rules/engagement/consistency.test.ts holds them to it over random play).
 */
export function availableActions(state: EngagementState, shipId: string, seat: number): AvailableAction[] {
  const ctx = makeCtx(state);
  const out: AvailableAction[] = [];
  const base = baseGate(ctx, shipId);
  for (const action of SEAT_ACTIONS) {
    const def = actionDef(action)!;
    let cost: Cost = def.type === "minor" ? "minor" : "significant";
    let v = base;
    if (v.ok) v = seatGate(ctx, shipId, seat, action, cost);
    // Miscellaneous is significant, or minor when the referee allows it: a seat with only minor actions left may
    // still take it as a minor one (its command names the cost)
    if (!v.ok && v.reason === "noSignificantAction" && def.minorAllowed) {
      const minor = seatGate(ctx, shipId, seat, action, "minor");
      if (minor.ok) {
        v = minor;
        cost = "minor";
      }
    }
    if (v.ok) v = actionGate(ctx, shipId, seat, action);
    out.push(v.ok ? { action, cost, ok: true } : { action, cost, ok: false, reason: v.reason });
  }
  return out;
}

function baseGate(ctx: Ctx, shipId: string): Verdict {
  const m = ctx.m;
  if (m.ended) return refuse("engagementOver");
  if (m.round < 1) return refuse("initiativeNotRolled");
  if (m.missilePhase) return refuse("missilesIncoming");
  if (!isShip(ctx, shipId)) return refuse("unknownShip");
  const st = combatIn(ctx, shipId);
  if (st.status !== "active") return statusRefusal(st.status);
  const current = currentShip(ctx);
  return current === shipId ? OK : refuse(current === undefined ? "awaitingDelayed" : "notYourTurn");
}

/** Target-free conditions of the action (its module's gate: the seat's mount, sensors, jump plot, pursuit, repairs). */
function actionGate(ctx: Ctx, shipId: string, seat: number, action: SeatActionType): Verdict {
  const gate = stationAction(action)!.gate;
  return gate === undefined ? OK : gate(ctx, slotOf(ctx, shipId)!, seat);
}

/** Reactions the target of a pending attack could take now (empty when none is left or none applies). */
export function availableReactions(state: EngagementState, attackId: string): ReactionType[] {
  const ctx = makeCtx(state);
  const a = findAttack(ctx, attackId);
  return a ? reactionOptions(ctx, a) : [];
}

/** The ship whose turn it is (undefined before initiative, during the missile window, awaiting delayers, or over). */
export function currentShipId(state: EngagementState): string | undefined {
  return currentShip(makeCtx(state));
}
