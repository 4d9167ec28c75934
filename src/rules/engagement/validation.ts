// Whether a command may be applied now (canPerform), and why not: every refusal carries a stable reason code
// (refusals.ts). The UI's queries (availableActions, availableReactions) ask the same gates.
import { autoRepairAttempts, repairableLocations, type RepairTarget } from "../repair";
import { attackDifficulty } from "../ranges";
import { MAX_EXTENDED_TURNS, MAX_SPEED, showValue } from "../input";
import { COLLISION_AVOIDANCE } from "../tables/planetary";
import { IdentityCache } from "../identity-cache";
import {
  CHARACTERISTICS,
  DIFFICULTIES,
  POSITIONS,
  SKILLS,
  type MissileType,
  type MountSnapshot,
  type Position,
  type RangeBand,
  type Seat,
  type ShipSnapshot,
  type WeaponKind,
  type WeaponSnapshot,
} from "../types";
import { actionDef, COMMAND_TYPES, SEAT_ACTIONS, type EngineActionDef, type SeatActionType } from "./catalogue";
import type { AttackPlan } from "./attack";
import {
  attackMountIndex,
  attackWeapons,
  fireControlLeft,
  isLoaded,
  isSpent,
  missilesPerLaunch,
  missileTypeOf,
} from "./weapons";
import {
  findAttack,
  reactionOptions,
  reactionFireBlocked,
  reactionWeapon,
  sandApplies,
  screenFor,
} from "./reaction-gates";
import type { ActionCommand, AttackCommand, Command, ReactionCommand } from "./commands";
import { canSpend, type Cost } from "./economy";
import { combatIn, type Ctx, makeCtx, slotOf, effectsIn, type ShipSlot, slotEffects, optionsOf } from "./context";
import { PILOT, roleSeat } from "./crew-figures";
import type { ReactionType } from "./events";
import { currentShip } from "./context";
import { pairKey, repairOptionsOf, type EngagementMemory, type PendingAttack, type ShipCombatState } from "./memory";
import { canStillHit } from "./shots";
import { OK, refuse, type Refusal, type Verdict } from "./refusals";
import type { ShipEffects } from "../ship-state";
import { hasCommunications } from "./comms";
import { enemiesOf, rangeBetween, seatActsAs, seatActsAsAny, seatSkill, type EngagementState } from "./state";

/**
 * What validating a command found that its execution needs too, so it is not worked out twice. Read only while the
 * command is applied: an attack plan already there is filled in anew (the in-place path keeps one findings object for
 * every command) rather than made again.
 */
export interface Findings {
  attack?: AttackPlan;
}

function isReaction(type: string): boolean {
  return type === "dodge" || type === "fireSand" || type === "pointDefense" || type === "triggerScreens";
}

/** Whether a command may be applied now; a refusal carries a stable reason code (see refusals.ts). */
export function canPerform(state: EngagementState, c: Command): Verdict {
  return validate(state, c, undefined);
}

/** The refusal of a command that is no object, or whose type is none of the engine's; undefined for any other. */
export function unknownCommand(c: Command): Refusal | undefined {
  if (typeof c !== "object" || c === null) return refuse("invalidValue", "command");
  const { type } = c;
  // a Set, not a table: "constructor" or "__proto__" is no command
  return COMMAND_TYPES.has(type) ? undefined : refuse("invalidValue", `unknown command ${showValue(type)}`);
}

export function validate(state: EngagementState, c: Command, found: Findings | undefined): Verdict {
  // (an ended engagement refuses everything, known or not: validateKnown says so)
  const bad = state.memory.ended ? undefined : unknownCommand(c);
  return bad ?? validateKnown(state, c, found);
}

function validateKnown(state: EngagementState, c: Command, found: Findings | undefined): Verdict {
  return validateIn(makeCtx(state), c, found);
}

export function validateIn(ctx: Ctx, c: Command, found: Findings | undefined): Verdict {
  const m = ctx.m;
  if (m.ended) return refuse("engagementOver");
  // read once: commands come in many layouts, so every read of a member of `c` is a slow generic lookup
  const { type } = c;
  // (the commonest command on a path of its own, where the members read are an attack's only)
  if (type === "attack") return validateAttackCommand(ctx, c, found);
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
function validateAttackCommand(ctx: Ctx, c: AttackCommand, found: Findings | undefined): Verdict {
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
  return gate.ok ? validateAttack(ctx, c, slot.ship, st, slotEffects(ctx, slot), found) : gate;
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

/** An optional flag of a command: absent, true or false. */
function isFlag(v: unknown): boolean {
  return v === undefined || v === true || v === false;
}

/** An optional free text of a command (labels). */
function isText(v: unknown): boolean {
  return v === undefined || typeof v === "string";
}

/** A ship of the engagement, by an id from a command: its state names the same id (see validate). */
function isShip(ctx: Ctx, id: unknown): id is string {
  if (typeof id !== "string") return false;
  return slotOf(ctx, id) !== undefined;
}

function statusRefusal(status: "disabled" | "destroyed" | "escaped" | "active"): Verdict {
  return refuse(status === "destroyed" ? "shipDestroyed" : status === "escaped" ? "shipEscaped" : "shipDisabled");
}

function anyActionTaken(st: { actions: Record<string, { minor: number; significant: number }> }): boolean {
  for (const k in st.actions) if (st.actions[k].minor || st.actions[k].significant) return true;
  return false;
}

function repairable(ship: ShipSnapshot, target: RepairTarget, m: EngagementMemory): boolean {
  const key = typeof target === "object" && target !== null ? target.mountId : target;
  return repairableLocations(ship, repairOptionsOf(m)).some((t) => (typeof t === "object" ? t.mountId : t) === key);
}

/** The target must exist, be another side's and still be in the fight. */
function enemyTarget(
  ctx: Ctx,
  shipId: string,
  targetId: string | undefined,
  side = combatIn(ctx, shipId).side,
): Verdict {
  const target = typeof targetId === "string" ? slotOf(ctx, targetId)?.st : undefined;
  // (see isShip)
  if (!target) return refuse("unknownTarget");
  if (targetId === shipId || target.side === side) return refuse("sameSide");
  const s = target.status;
  return s === "destroyed" || s === "escaped" ? refuse("targetGone") : OK;
}

/** Intercept Enemy Communications: "the enemy must have communications for them to be intercepted" (R105). */
function interceptTarget(ctx: Ctx, shipId: string, targetId: string): Verdict {
  const t = enemyTarget(ctx, shipId, targetId);
  if (!t.ok) return t;
  return hasCommunications(ctx.m, targetId) ? OK : refuse("noEnemyComms");
}

function anyTarget(ctx: Ctx, shipId: string, targetId: string): Verdict {
  if (!isShip(ctx, targetId) || targetId === shipId) return refuse("unknownTarget");
  const s = combatIn(ctx, targetId).status;
  return s === "destroyed" || s === "escaped" ? refuse("targetGone") : OK;
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

function weaponById(ship: ShipSnapshot, id: string): WeaponSnapshot | undefined {
  for (const mount of ship.mounts) for (const w of mount.weapons) if (w.id === id) return w;
  return undefined;
}

function costOf(type: string, c: ActionCommand, def: EngineActionDef): Cost | "free" {
  if (type === "miscellaneous") return (c as Extract<ActionCommand, { type: "miscellaneous" }>).cost;
  return defCost(def);
}

/** What an action of the Summary costs (Miscellaneous: what its command names, see costOf). */
function defCost(def: EngineActionDef): Cost | "free" {
  const t = def.type;
  return t === "minor" || t === "significant" ? t : "free";
}

// the commonest command of all, looked up once
const ATTACK_DEF = actionDef("attack")!;
const ATTACK_COST = defCost(ATTACK_DEF);

/** Any other seat action: the seat's gates, then the action's own checks. */
function validateSeatAction(ctx: Ctx, c: ActionCommand, slot: ShipSlot): Verdict {
  const { type } = c;
  const def = actionDef(type);
  if (!def) return refuse("invalidValue", `unknown command ${String(type)}`);
  if (type === "miscellaneous") {
    if (c.cost !== "minor" && c.cost !== "significant") return refuse("invalidValue", "cost");
    if (c.difficulty !== undefined && !DIFFICULTIES.includes(c.difficulty)) return refuse("invalidValue", "difficulty");
    if (c.skill !== undefined && !SKILLS.includes(c.skill)) return refuse("invalidValue", "skill");
    if (c.characteristic !== undefined && !CHARACTERISTICS.includes(c.characteristic))
      return refuse("invalidValue", "characteristic");
    if (!isText(c.label)) return refuse("invalidValue", "label");
  }
  const gate = shipSeatGate(ctx, slot, c.seat, type, def, costOf(type, c, def), c.pool);
  if (!gate.ok) return gate;
  const ship = slot.ship;
  const st = slot.st;
  const m = ctx.m;
  // (the crew's commonest actions first: a switch on strings tries its cases in their order)
  switch (type) {
    case "lineUpTheShot":
    case "coordinateCrew":
    case "evasiveManeuvers":
    case "calculateJumpPlot":
      return OK;
    case "rangeCheck": {
      const t = enemyTarget(ctx, c.shipId, c.targetId);
      if (!t.ok) return t;
      return isRangeChoice(c.choice) && (c.opponentChoice === undefined || isRangeChoice(c.opponentChoice))
        ? OK
        : refuse("invalidValue", "choice");
    }
    case "reload": {
      const w = weaponById(ship, c.weaponId);
      if (!w) return refuse("unknownWeapon");
      if (!isLoaded(w.kind) || !isSpent(ctx, c.shipId, w.id)) return refuse("notSpent");
      return (w.kind === "sandcaster" ? ship.ammo.sand : ship.ammo.missiles[missileTypeOf(w)]) > 0
        ? OK
        : refuse("noAmmunition");
    }
    case "adjustSpeed":
      if (!Number.isInteger(c.speed) || c.speed < 0 || c.speed > MAX_SPEED) return refuse("invalidValue", "speed");
      return Math.abs(c.speed - st.speed) <= slotEffects(ctx, slot).thrust ? OK : refuse("thrustExceeded");
    case "changePositions": {
      if (!POSITIONS.includes(c.position)) return refuse("invalidValue", "position");
      if (!isText(c.mountId)) return refuse("invalidValue", "mountId");
      if (c.position === "pilot" && ship.seats.some((s, i) => i !== c.seat && s.position === "pilot"))
        return refuse("pilotTaken");
      if (c.position === "turretGunner" || c.position === "bayGunner") {
        const mount = ship.mounts.find((x) => x.id === c.mountId);
        if (!mount || mount.type !== (c.position === "turretGunner" ? "turret" : "bay")) return refuse("unknownMount");
      }
      // Crew Positions: one gunner per turret or bay, one engineer per drive
      const single = c.position === "turretGunner" || c.position === "bayGunner" || c.position === "driveEngineer";
      if (
        single &&
        c.mountId !== undefined &&
        ship.seats.some((s, i) => i !== c.seat && s.position === c.position && s.mountId === c.mountId)
      )
        return refuse(c.position === "driveEngineer" ? "driveManned" : "mountManned");
      return OK;
    }
    case "personalAction":
      return isText(c.label) ? OK : refuse("invalidValue", "label");
    case "avoidCollision":
      if (!isFlag(c.speedDifference)) return refuse("invalidValue", "speedDifference");
      // an own member only: `in` would find "toString" in the table
      return typeof c.hazard === "string" && Object.hasOwn(COLLISION_AVOIDANCE, c.hazard)
        ? OK
        : refuse("invalidValue", "hazard");
    case "boardingAction": {
      const t = enemyTarget(ctx, c.shipId, c.targetId);
      if (!t.ok) return t;
      const docked = (m.docked ?? []).includes(pairKey(c.shipId, c.targetId));
      return docked || rangeBetween(m, c.shipId, c.targetId) === "adjacent" ? OK : refuse("needsAdjacent");
    }
    case "breakPursuit":
      return m.pursuits.some(
        (p) => p.targetId === c.shipId && (c.pursuerId === undefined || p.pursuerId === c.pursuerId),
      )
        ? OK
        : refuse("notInPursuit");
    // (Calculate Jump Plot is a navigator's action: a disabled bridge does not stop it, ruling R89)
    case "jump":
      if (!st.jumpPlotted) return refuse("noJumpPlot");
      return slotEffects(ctx, slot).jump.canJump ? OK : refuse("cannotJump");
    case "dock": {
      if (!isFlag(c.unwilling)) return refuse("invalidValue", "unwilling");
      const t = anyTarget(ctx, c.shipId, c.targetId);
      if (!t.ok) return t;
      if ((m.docked ?? []).includes(pairKey(c.shipId, c.targetId))) return refuse("alreadyDocked");
      return rangeBetween(m, c.shipId, c.targetId) === "adjacent" ? OK : refuse("needsAdjacent");
    }
    case "undock":
      if (!isShip(ctx, c.targetId)) return refuse("unknownTarget");
      return (m.docked ?? []).includes(pairKey(c.shipId, c.targetId)) ? OK : refuse("notDocked");
    case "electronicWarfare": {
      if (!slotEffects(ctx, slot).sensors.usable) return refuse("sensorsDisabled");
      if (c.mode === "smartMissiles") {
        if (c.maxChecks !== undefined && (!Number.isInteger(c.maxChecks) || c.maxChecks < 1))
          return refuse("invalidValue", "maxChecks");
        if (c.salvoId !== undefined && !m.salvos.some((s) => s.id === c.salvoId)) return refuse("unknownSalvo");
        return m.salvos.some(
          (s) =>
            s.targetId === c.shipId &&
            s.missileType === "smart" &&
            s.count > 0 &&
            (c.salvoId === undefined || s.id === c.salvoId),
        )
          ? OK
          : refuse("noSmartMissiles");
      }
      if (c.mode !== "jam" && c.mode !== "breakLocks") return refuse("invalidValue", "mode");
      return enemyTarget(ctx, c.shipId, c.targetId);
    }
    case "interceptCommunications":
      if (c.captainSeat !== undefined && !(Number.isInteger(c.captainSeat) && ship.seats[c.captainSeat]))
        return refuse("unknownSeat");
      return interceptTarget(ctx, c.shipId, c.targetId);
    case "maintainCommunications":
      return isFlag(c.noise) ? OK : refuse("invalidValue", "noise");
    case "pursuit": {
      const t = enemyTarget(ctx, c.shipId, c.targetId);
      if (!t.ok) return t;
      if (m.pursuits.some((p) => p.pursuerId === c.shipId && p.targetId === c.targetId)) return OK;
      const r = rangeBetween(m, c.shipId, c.targetId);
      if (r !== "short" && r !== "close") return refuse("needsShortRange");
      return st.speed === combatIn(ctx, c.targetId).speed ? OK : refuse("speedMismatch");
    }
    case "ram": {
      const t = enemyTarget(ctx, c.shipId, c.targetId);
      if (!t.ok) return t;
      if (rangeBetween(m, c.shipId, c.targetId) !== "close") return refuse("needsCloseRange");
      return st.speed > combatIn(ctx, c.targetId).speed ? OK : refuse("speedMismatch");
    }
    case "repairDamagedSystem":
      return repairable(ship, c.target, m) ? OK : refuse("nothingToRepair");
    case "sensorTargeting":
      if (!slotEffects(ctx, slot).sensors.usable) return refuse("sensorsDisabled");
      return enemyTarget(ctx, c.shipId, c.targetId);
    case "extendedAction":
      if (!Number.isInteger(c.turns) || c.turns < 1 || c.turns > MAX_EXTENDED_TURNS)
        return refuse("invalidValue", "turns");
      if (typeof c.label !== "string") return refuse("invalidValue", "label");
      return SKILLS.includes(c.skill) ? OK : refuse("invalidValue", "skill");
    case "orbitalInsertion":
    case "atmosphericEntry": {
      // the world near the fight, in orbit first for an entry (actionGate), then the digits the command names
      const gate = planetaryGate(m, st, type);
      if (!gate.ok) return gate;
      if (c.worldSize === undefined && c.worldAtmosphere === undefined) return OK;
      return c.worldSize === m.world!.size && c.worldAtmosphere === m.world!.atmosphere
        ? OK
        : refuse("invalidValue", "world");
    }
    default:
      return OK;
  }
}

/** A Range Check's choice: one band closer, farther, or the same. */
function isRangeChoice(x: unknown): boolean {
  return x === "closer" || x === "farther" || x === "same";
}

function validateAttack(
  ctx: Ctx,
  c: Extract<ActionCommand, { type: "attack" }>,
  ship: ShipSnapshot,
  st: ShipCombatState,
  fx: ShipEffects,
  found: Findings | undefined,
): Verdict {
  const t = enemyTarget(ctx, c.shipId, c.targetId, st.side);
  if (!t.ok) return t;
  const seat = ship.seats[c.seat];
  if (seat.mountId !== undefined && c.mountId !== undefined && c.mountId !== seat.mountId)
    return refuse("notYourMount");
  const { computerTargeting } = c;
  if (!isFlag(computerTargeting)) return refuse("invalidValue", "computerTargeting");
  const index = mountIndexOf(ship, c.seat, c.mountId);
  const ready = mountReady(ship, st, fx, c.seat, index);
  if (!ready.ok) return ready;
  const mount = ship.mounts[index];
  const range = rangeBetween(ctx.m, c.shipId, c.targetId);
  if (sensorsStop(fx, range)) return refuse("sensorsDisabled");
  let weapons;
  if (c.weaponIds !== undefined) {
    if (!Array.isArray(c.weaponIds) || !c.weaponIds.length || new Set(c.weaponIds).size !== c.weaponIds.length)
      return refuse("invalidValue", "weaponIds");
    weapons = [];
    const need: Partial<Record<MissileType, number>> = {};
    let sand = 0;
    if (mountSpent(ctx, st, mount)) return refuse("weaponSpent");
    for (const id of c.weaponIds) {
      const w = mount.weapons.find((x) => x.id === id);
      if (!w) return refuse("unknownWeapon");
      if (attackDifficulty(w.kind, range) === null) return refuse("cannotFireAtRange");
      if (isSpent(ctx, c.shipId, w.id)) return refuse("weaponSpent");
      if (w.kind === "missile") need[missileTypeOf(w)] = (need[missileTypeOf(w)] ?? 0) + missilesPerLaunch(mount.type);
      if (w.kind === "sandcaster") sand++;
      weapons.push(w);
    }
    for (const k in need)
      if (ship.ammo.missiles[k as MissileType] < need[k as MissileType]!) return refuse("noAmmunition");
    if (sand > ship.ammo.sand) return refuse("noAmmunition");
  } else {
    weapons = attackWeapons(ctx, c.shipId, mount, range);
    if (!weapons.length)
      return mountSpent(ctx, st, mount) ? refuse("weaponSpent") : nothingToFire(ctx, c.shipId, mount.weapons, range);
  }
  const slots = (seat.automated ? weapons.length : 0) + (computerTargeting ? 1 : 0);
  // (fire control already used past the program's rating refuses even a manned mount, as it always has)
  if ((slots > 0 || (st.fireControlUsed ?? 0) > 0) && slots > fireControlLeft(ctx, c.shipId))
    return refuse("noFireControl");
  if (found) {
    const plan = found.attack;
    if (plan !== undefined) {
      plan.mount = mount;
      plan.index = index;
      plan.range = range;
      plan.weapons = weapons;
      plan.fx = fx;
    } else found.attack = { mount, index, range, weapons, fx };
  }
  return OK;
}

/**
 * What stops any attack from a ready mount at this range, whatever its weapons or target: sensors that cannot lock on
 * beyond Adjacent ("sensorsDisabled"), or a mount whose every weapon waits for a reload ("weaponSpent"); undefined when
 * neither does. A crew reads it before it asks for an attack; validateAttack refuses for both through the same checks
 * (sensorsStop first, mountSpent when the mount has nothing to fire).
 */
export function attackBlocked(
  ctx: Ctx,
  st: ShipCombatState,
  fx: ShipEffects,
  mount: MountSnapshot | undefined,
  range: RangeBand,
): "sensorsDisabled" | "weaponSpent" | undefined {
  if (sensorsStop(fx, range)) return "sensorsDisabled";
  return mount !== undefined && mountSpent(ctx, st, mount) ? "weaponSpent" : undefined;
}

/** Whether the ship's sensors cannot lock on at this range (beyond Adjacent, with its sensors out). */
function sensorsStop(fx: ShipEffects, range: RangeBand): boolean {
  return range !== "adjacent" && !fx.sensors.attacksBeyondAdjacent;
}

/** Whether every weapon of the mount waits for a reload (manual reloading). */
function mountSpent(ctx: Ctx, st: ShipCombatState, mount: MountSnapshot): boolean {
  const spent = st.spentWeapons;
  if (spent === undefined || optionsOf(ctx.m).reloading !== "manual") return false;
  const weapons = mount.weapons;
  for (let i = 0; i < weapons.length; i++) if (!spent.includes(weapons[i].id)) return false;
  return true;
}

/**
 * Whether the target of a pending attack may still react to it: a reaction left this round (validateReaction refuses
 * "noReactions" otherwise) and a shot of it still able to hit (availableReactions offers nothing otherwise).
 */
export function reactionOpen(st: ShipCombatState, a: PendingAttack): boolean {
  if (!reactionLeft(st)) return false;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++) if (canStillHit(shots[i])) return true;
  return false;
}

/** Whether the ship has a reaction left this round. */
function reactionLeft(st: ShipCombatState): boolean {
  return (st.reactionsBudget ?? 0) - st.reactionsSpent > 0;
}

/**
 * attackMountIndex for a seat of the ship (validated): a command that names no mount fires the seat's own, kept by
 * seat for the last few seat and mount lists seen (a replaced snapshot keeps both until its crew or its mounts
 * change). A seat that mans no mount (a lone pilot's default depends on the craft's tonnage too) is asked anew.
 */
function mountIndexOf(ship: ShipSnapshot, seat: number, mountId: string | undefined): number {
  if (mountId !== undefined) return attackMountIndex(ship, seat, mountId);
  const known = seatMounts.get(ship.seats, ship.mounts) ?? seatMounts.set(ship.seats, ship.mounts, seatMountsOf(ship));
  const index = known[seat];
  return index === UNMANNED ? attackMountIndex(ship, seat, undefined) : index;
}
const seatMounts = new IdentityCache<readonly Seat[], readonly MountSnapshot[], readonly number[]>(4);
/** mountIndexOf: the seat mans no mount (its default is not kept) */
const UNMANNED = -2;

function seatMountsOf(ship: ShipSnapshot): readonly number[] {
  const out: number[] = [];
  for (let i = 0; i < ship.seats.length; i++)
    out.push(ship.seats[i].mountId ? attackMountIndex(ship, i, undefined) : UNMANNED);
  return out;
}

/** Why a mount fires nothing at this range: no weapon reaches, every one that reaches is spent, or the magazine is empty. */
function nothingToFire(ctx: Ctx, shipId: string, weapons: readonly WeaponSnapshot[], range: RangeBand): Refusal {
  let inRange = 0;
  let spent = 0;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    if (attackDifficulty(w.kind, range) === null) continue;
    inRange++;
    if (isSpent(ctx, shipId, w.id)) spent++;
  }
  if (!inRange) return refuse("cannotFireAtRange");
  return refuse(spent === inRange ? "weaponSpent" : "noAmmunition");
}

/**
 * Whether the mount at `index` (-1: none) can fire for this seat this turn, whatever the target: the seat's kind of
 * mount, not disabled, not fired yet. An attack checks it for the mount it fires; availableActions for the seat's own.
 */
function mountReady(ship: ShipSnapshot, st: ShipCombatState, fx: ShipEffects, seat: number, index: number): Verdict {
  if (index < 0) return refuse("unknownMount");
  const mount = ship.mounts[index];
  if (mount.type !== (seatActsAs(ship, seat, "turretGunner") ? "turret" : "bay")) return refuse("notYourMount");
  if (!fx.mounts[index].canFire) return refuse("mountDisabled");
  if (st.firedMounts !== undefined && st.firedMounts.includes(mount.id)) return refuse("mountAlreadyFired");
  return OK;
}

/**
 * The target-free part of an attack from a seat: a mount it could fire now. A seat that mans a mount fires that one
 * (a command naming another is refused); a seat that mans none names one in its command (a lone pilot's default is
 * the craft's first mount), so any of the ship's mounts will do. An automated gunner also needs a Fire Control slot
 * for the least it can fire, one weapon.
 */
function attackGate(
  ctx: Ctx,
  shipId: string,
  ship: ShipSnapshot,
  st: ShipCombatState,
  fx: ShipEffects,
  seat: number,
): Verdict {
  let v: Verdict | undefined;
  if (ship.seats[seat].mountId !== undefined)
    v = mountReady(ship, st, fx, seat, attackMountIndex(ship, seat, undefined));
  else {
    const first = attackMountIndex(ship, seat, undefined);
    if (first >= 0) v = mountReady(ship, st, fx, seat, first);
    for (let i = 0; i < ship.mounts.length && !v?.ok; i++) {
      const other = mountReady(ship, st, fx, seat, i);
      if (other.ok || v === undefined) v = other;
    }
  }
  if (v === undefined) return refuse("unknownMount");
  if (v.ok && ship.seats[seat].automated && fireControlLeft(ctx, shipId) < 1) return refuse("noFireControl");
  return v;
}

/** Whether any of the weapons is of kind `a` or `b`. */
function hasWeapon(weapons: readonly WeaponSnapshot[], a: WeaponKind, b: WeaponKind): boolean {
  for (let i = 0; i < weapons.length; i++) if (weapons[i].kind === a || weapons[i].kind === b) return true;
  return false;
}

/** Who may trigger screens: the captain or a gunner (screensSeats). */
const SCREENS_POSITIONS: readonly Position[] = ["captain", "turretGunner", "bayGunner"];

function validateReaction(ctx: Ctx, c: ReactionCommand): Verdict {
  if (typeof c.shipId !== "string") return refuse("unknownShip");
  const slot = slotOf(ctx, c.shipId);
  if (!slot) return refuse("unknownShip");
  const ship = slot.ship;
  const st = slot.st;
  if (st.status !== "active") return statusRefusal(st.status);
  let attackKind: "beam" | "missile" | "boarding";
  let a;
  if ("attackId" in c) {
    a = findAttack(ctx, c.attackId);
    if (!a) return refuse("unknownAttack");
    if (a.targetId !== c.shipId) return refuse("notTargeted");
    attackKind = a.kind;
  } else {
    const b = (ctx.m.boardings ?? []).find((x) => x.id === c.boardingId);
    if (!b) return refuse("unknownBoarding");
    if (b.defenderId !== c.shipId || b.status !== "fighting") return refuse("notTargeted");
    attackKind = "boarding";
  }
  if (!reactionLeft(st)) return refuse("noReactions");
  if (c.pool !== undefined && (!Number.isInteger(c.pool) || c.pool < 0 || c.pool > (st.coordinationPool ?? 0)))
    return refuse("noPool");
  switch (c.type) {
    case "dodge": {
      if (a!.reactions.includes("dodge")) return refuse("alreadyReacted");
      const seat = c.seat ?? roleSeat(ship, PILOT);
      if (!Number.isInteger(seat) || !ship.seats[seat])
        return c.seat === undefined ? refuse("wrongPosition") : refuse("unknownSeat");
      if (ship.seats[seat].position !== "pilot") return refuse("wrongPosition");
      return slotEffects(ctx, slot).bridge.pilotActions ? OK : refuse("bridgeDisabled");
    }
    case "fireSand":
    case "pointDefense": {
      if (c.type === "pointDefense" && c.maxShots !== undefined && (!Number.isInteger(c.maxShots) || c.maxShots < 1))
        return refuse("invalidValue", "maxShots");
      if (attackKind !== "boarding" && (c.type === "fireSand" ? !sandApplies(a!) : attackKind !== "missile"))
        return refuse("wrongAttackKind");
      const seat = Number.isInteger(c.seat) ? ship.seats[c.seat] : undefined;
      if (!seat) return refuse("unknownSeat");
      if (!seatActsAs(ship, c.seat, "turretGunner")) return refuse("wrongPosition");
      if (seat.mountId !== undefined && c.mountId !== undefined && c.mountId !== seat.mountId)
        return refuse("notYourMount");
      const index = mountIndexOf(ship, c.seat, c.mountId);
      if (index < 0) return refuse("unknownMount");
      const mount = ship.mounts[index];
      if (mount.type !== "turret" || !slotEffects(ctx, slot).mounts[index].canFire) return refuse("mountDisabled");
      if (reactionFireBlocked(ctx, c.shipId, mount.id)) return refuse("mountAlreadyFired");
      if (c.type === "pointDefense")
        return hasWeapon(mount.weapons, "pulseLaser", "beamLaser") ? OK : refuse("noSuitableWeapon");
      if (!hasWeapon(mount.weapons, "sandcaster", "sandcaster")) return refuse("noSuitableWeapon");
      if (ship.ammo.sand <= 0) return refuse("noAmmunition");
      return reactionWeapon(ctx, c.shipId, mount, "fireSand") ? OK : refuse("weaponSpent");
    }
    case "triggerScreens": {
      const screen = screenFor(a!);
      if (!screen) return refuse("wrongAttackKind");
      if (a!.reactions.includes("triggerScreens")) return refuse("alreadyReacted");
      if (!(ship.screens[screen] > 0)) return refuse("noScreens");
      const seat = Number.isInteger(c.seat) ? ship.seats[c.seat] : undefined;
      if (!seat) return refuse("unknownSeat");
      if (!seatActsAsAny(ship, c.seat, SCREENS_POSITIONS)) return refuse("wrongPosition");
      return seatSkill(ship, c.seat, "screens") === null ? refuse("noScreensSkill") : OK;
    }
  }
}

// ----- queries for the UI ---------------------------------------------------------------------------------------------

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

/** Target-free conditions of some actions (the seat's mount, sensors, jump plot, pursuit, repairs). */
function actionGate(ctx: Ctx, shipId: string, seat: number, action: SeatActionType): Verdict {
  const { ship, st } = slotOf(ctx, shipId)!;
  const fx = effectsIn(ctx, st.shipId);
  switch (action) {
    case "attack":
      return attackGate(ctx, shipId, ship, st, fx, seat);
    case "sensorTargeting":
    case "electronicWarfare":
      return fx.sensors.usable ? OK : refuse("sensorsDisabled");
    case "jump":
      if (!st.jumpPlotted) return refuse("noJumpPlot");
      return fx.jump.canJump ? OK : refuse("cannotJump");
    case "breakPursuit":
      return ctx.m.pursuits.some((p) => p.targetId === shipId) ? OK : refuse("notInPursuit");
    case "interceptCommunications":
      // some enemy still in the fight has communications to intercept (R105)
      for (const id of enemiesOf(ctx.m, shipId)) if (interceptTarget(ctx, shipId, id).ok) return OK;
      return refuse("noEnemyComms");
    case "repairDamagedSystem":
      return repairableLocations(ship, repairOptionsOf(ctx.m)).length ? OK : refuse("nothingToRepair");
    case "reload":
      return (st.spentWeapons ?? []).length ? OK : refuse("notSpent");
    case "undock":
      return (ctx.m.docked ?? []).some((k) => k.split("|").includes(shipId)) ? OK : refuse("notDocked");
    case "orbitalInsertion":
    case "atmosphericEntry":
      return planetaryGate(ctx.m, st, action);
    default:
      return OK;
  }
}

/**
 * Ruling R108: planetary maneuvers need a world near the fight (the GM names it); Orbital Insertion puts a ship not
 * yet in orbit into orbit, and Atmospheric Entry takes a ship "out of orbit and into the atmosphere", so it needs the
 * ship in orbit (a decaying one too) first.
 */
function planetaryGate(
  m: EngagementMemory,
  st: ShipCombatState,
  action: "orbitalInsertion" | "atmosphericEntry",
): Verdict {
  if (!m.world) return refuse("noWorldNear");
  if (action === "orbitalInsertion") return st.planetary === "orbit" ? refuse("alreadyInOrbit") : OK;
  return st.planetary === "orbit" || st.planetary === "decayingOrbit" ? OK : refuse("notInOrbit");
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
