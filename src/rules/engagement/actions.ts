// The crew's actions other than attacks (SRD Chapter 10 "Minor Actions", "Significant Actions", "Planetary
// Maneuvers", "Abstract Boarding Rules", "Extended Actions"; rulings R13, R37, R60–R85).
import { rollDice } from "../dice";
import { copySeat, copyShip } from "../layouts";
import { autoRepairCheck, repairSystem, type RepairTarget } from "../repair";
import { rangeIndex, shiftRange } from "../ranges";
import { sensorTargetingModifiers } from "../sensors";
import { ACTION_FIGURES, ACTIONS } from "../tables/actions";
import { BOARDING_CHECK } from "../tables/boarding";
import { atmosphericEntryDM, collisionCheck, collisionDamageDice } from "../planetary";
import { boardingDamage, boardingOutcome } from "../boarding";
import { REPAIR_CHECK } from "../tables/repair";
import type { Modifier } from "../checks";
import { rollCheck } from "../checks";
import type {
  AdjustSpeedCommand,
  AtmosphericEntryCommand,
  AvoidCollisionCommand,
  BoardingActionCommand,
  BreakPursuitCommand,
  ChangePositionCommand,
  DockCommand,
  ElectronicWarfareCommand,
  ExtendedActionCommand,
  InterceptCommunicationsCommand,
  MaintainCommunicationsCommand,
  MiscellaneousCommand,
  OrbitalInsertionCommand,
  PursuitCommand,
  RamCommand,
  RangeCheckCommand,
  RangeChoice,
  RepairDamagedSystemCommand,
  SeatCommand,
} from "./commands";
import { applyDamage, checkEnd, setStatus } from "./damage-landing";
import { check, checkSpec, type CheckSpec, type CheckSpecMore, opposed } from "./crew-checks";
import { combatIn, type Ctx, effectsOf, setShip, shipIn, type ShipSlot, slotOf, effectsIn } from "./context";
import { spend } from "./economy";
import { CAPTAIN, NAVIGATOR, PILOT, roleSeat, SENSORS_OPERATOR, type Role } from "./crew-figures";
import type { TurnModifier } from "./memory";
import { pairKey, repairOptionsOf } from "./memory";
import { enemiesOf, isDown, nextId, rangeBetween, seatSkill } from "./state";
import { RANGE_BANDS, type Position, type RangeBand, type ShipSnapshot } from "../types";

// ----- helpers --------------------------------------------------------------------------------------------------

function addModifier(ctx: Ctx, mod: Omit<TurnModifier, "id">): TurnModifier {
  // every member present (undefined when absent), in one order: the engine reads these in its hottest loops
  const full: TurnModifier = {
    id: nextId(ctx.m, "m"),
    shipId: mod.shipId,
    key: mod.key,
    value: mod.value,
    targetId: mod.targetId,
    expiresRound: mod.expiresRound,
    uses: mod.uses,
    lapsesAtTurnOf: mod.lapsesAtTurnOf,
  };
  ctx.m.modifiers.push(full);
  ctx.ev?.push({ type: "modifierAdded", modifier: { ...full } });
  return full;
}

/** The crew member who answers for the other ship in an opposed check: the role's seat, else unmanned (DM−3). */
function opponent(ctx: Ctx, shipId: string, r: Role, action: string, more?: CheckSpecMore): CheckSpec {
  const seat = roleSeat(shipIn(ctx, shipId), r);
  return checkSpec(shipId, seat >= 0 ? seat : undefined, action, r.skill, more);
}

/** The check of a seat's own action on its ship's turn: its Coordinate Crew points, hasty (R60). */
function seatSpec(
  cmd: SeatCommand,
  action: string,
  skill: CheckSpec["skill"],
  more: CheckSpecMore = NO_MORE,
): CheckSpec {
  // the spec itself, in checkSpec's layout (the members in its order), rather than a `more` for checkSpec to copy
  return {
    shipId: cmd.shipId,
    seat: cmd.seat,
    action,
    skill,
    characteristic: more.characteristic,
    difficulty: more.difficulty,
    modifiers: more.modifiers,
    against: more.against,
    pool: "pool" in more ? more.pool : cmd.pool,
    ownTurn: true,
    skillLevel: more.skillLevel,
  };
}
const NO_MORE: CheckSpecMore = Object.freeze({});
/** An Average check: the commonest (made once, not for each check) */
const AVERAGE: CheckSpecMore = Object.freeze({ difficulty: "average" });

export function setRange(ctx: Ctx, a: string, b: string, to: RangeBand, reason: string): void {
  const k = pairKey(a, b);
  const from = ctx.m.ranges[k];
  if (from === to) return;
  ctx.m.ranges[k] = to;
  ctx.ev?.push({ type: "rangeChanged", a, b, from, to, reason });
  if (rangeIndex(to) >= rangeIndex("medium")) breakPursuits(ctx, a, b, "range");
  if (to !== "adjacent") {
    const docked = ctx.m.docked ?? [];
    const i = docked.indexOf(k);
    if (i >= 0) {
      docked.splice(i, 1);
      ctx.ev?.push({ type: "undocked", a, b });
    }
  }
}

function breakPursuits(
  ctx: Ctx,
  a: string,
  b: string,
  reason: "range" | "outpaced" | "breakPursuit",
  onlyPursuer?: string,
): void {
  const m = ctx.m;
  for (let i = m.pursuits.length - 1; i >= 0; i--) {
    const p = m.pursuits[i];
    const match = (p.pursuerId === a && p.targetId === b) || (p.pursuerId === b && p.targetId === a);
    if (!match || (onlyPursuer !== undefined && p.pursuerId !== onlyPursuer)) continue;
    m.pursuits.splice(i, 1);
    ctx.ev?.push({ type: "pursuitBroken", pursuerId: p.pursuerId, targetId: p.targetId, reason });
  }
}

function collide(ctx: Ctx, shipId: string, speed: number, otherId?: string): void {
  const dice = collisionDamageDice(speed);
  const damage = dice > 0 ? rollDice(ctx.dice, dice, "collision", "collision") : 0;
  ctx.ev?.push({ type: "collision", shipId, otherId, speed, damage });
  applyDamage(ctx, shipId, { damage, weapon: "collision", label: "collision" });
}

// ----- minor actions ------------------------------------------------------------------------------------------------

export function adjustSpeed(ctx: Ctx, cmd: AdjustSpeedCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "adjustSpeed", "minor");
  const st = combatIn(ctx, cmd.shipId);
  const from = st.speed;
  st.speed = cmd.speed;
  ctx.ev?.push({ type: "speedChanged", shipId: cmd.shipId, from, to: cmd.speed });
  // a target that outpaces its pursuer by 7+ breaks the pursuit; so does a pursuer falling that far behind
  for (const p of ctx.m.pursuits.slice())
    if (
      (p.targetId === cmd.shipId || p.pursuerId === cmd.shipId) &&
      combatIn(ctx, p.targetId).speed - combatIn(ctx, p.pursuerId).speed >= ACTION_FIGURES.pursuitOutpaceSpeed
    )
      breakPursuits(ctx, p.pursuerId, p.targetId, "outpaced", p.pursuerId);
}

export function maintainCourse(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "maintainCourse", "minor");
  ctx.ev?.push({ type: "courseMaintained", shipId: cmd.shipId, speed: combatIn(ctx, cmd.shipId).speed });
}

export function changePositions(ctx: Ctx, cmd: ChangePositionCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "changePositions", "minor");
  const ship = shipIn(ctx, cmd.shipId);
  const from = ship.seats[cmd.seat].position;
  const seats = ship.seats.slice();
  const seat = copySeat(seats[cmd.seat]);
  seat.position = cmd.position;
  seat.mountId = cmd.mountId;
  seats[cmd.seat] = seat;
  const copy = copyShip(ship);
  copy.seats = seats;
  setShip(ctx, cmd.shipId, copy);
  ctx.ev?.push({
    type: "positionChanged",
    shipId: cmd.shipId,
    seat: cmd.seat,
    from,
    to: cmd.position,
    mountId: cmd.mountId,
  });
}

export function personalAction(ctx: Ctx, cmd: SeatCommand & { label?: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "personalAction", "minor");
  ctx.ev?.push({ type: "personalAction", shipId: cmd.shipId, seat: cmd.seat, label: cmd.label });
}

export function miscellaneous(ctx: Ctx, cmd: MiscellaneousCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "miscellaneous", cmd.cost);
  let success: boolean | undefined;
  if (cmd.skill) {
    const r = check(
      ctx,
      seatSpec(cmd, "miscellaneous", cmd.skill, {
        characteristic: cmd.characteristic,
        difficulty: cmd.difficulty ?? "average",
      }),
    );
    success = r.success;
  }
  ctx.ev?.push({ type: "miscellaneous", shipId: cmd.shipId, seat: cmd.seat, label: cmd.label, success });
}

// ----- pilot ------------------------------------------------------------------------------------------------------------

export function avoidCollision(ctx: Ctx, cmd: AvoidCollisionCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "avoidCollision", "significant");
  const c = collisionCheck(cmd.hazard, cmd.speedDifference);
  const mods: Modifier[] = c.dm ? [{ source: "speedDifference", value: c.dm }] : [];
  const r = check(ctx, seatSpec(cmd, "avoidCollision", "piloting", { difficulty: c.difficulty, modifiers: mods }));
  if (!r.success) collide(ctx, cmd.shipId, combatIn(ctx, cmd.shipId).speed);
}

export function evasiveManeuvers(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "evasiveManeuvers", "significant");
  const r = check(ctx, seatSpec(cmd, "evasiveManeuvers", "piloting", AVERAGE));
  if (!r.success) return;
  const value =
    r.degree === "exceptionalSuccess" ? ACTION_FIGURES.evasiveDM.exceptionalSuccess : ACTION_FIGURES.evasiveDM.success;
  addModifier(ctx, {
    shipId: cmd.shipId,
    key: "evasive",
    value,
    expiresRound: ctx.m.round + 1,
    lapsesAtTurnOf: cmd.shipId,
  });
}

export function lineUpTheShot(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "lineUpTheShot", "significant");
  const r = check(ctx, seatSpec(cmd, "lineUpTheShot", "piloting", AVERAGE));
  if (!r.success) return;
  const value =
    r.degree === "exceptionalSuccess" ? ACTION_FIGURES.lineUpDM.exceptionalSuccess : ACTION_FIGURES.lineUpDM.success;
  addModifier(ctx, { shipId: cmd.shipId, key: "lineUpTheShot", value, expiresRound: ctx.m.round });
}

export function pursuit(ctx: Ctx, cmd: PursuitCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "pursuit", "significant");
  const m = ctx.m;
  const existing = m.pursuits.find((p) => p.pursuerId === cmd.shipId && p.targetId === cmd.targetId);
  if (existing) {
    if ((existing.maintainedRound ?? 0) < m.round) existing.turns++;
    existing.maintainedRound = m.round;
    ctx.ev?.push({
      type: "pursuitMaintained",
      pursuerId: cmd.shipId,
      targetId: cmd.targetId,
      turns: existing.turns,
      dm: Math.min(ACTION_FIGURES.pursuitMaxDM, (existing.turns - 1) * ACTION_FIGURES.pursuitDMPerTurn),
    });
    return;
  }
  const o = opposed(
    ctx,
    "pursuit",
    seatSpec(cmd, "pursuit", "piloting", { against: cmd.targetId }),
    opponent(ctx, cmd.targetId, PILOT, "pursuit"),
  );
  if (!o.won) return;
  m.pursuits.push({ pursuerId: cmd.shipId, targetId: cmd.targetId, turns: 1, maintainedRound: m.round });
  ctx.ev?.push({ type: "pursuitStarted", pursuerId: cmd.shipId, targetId: cmd.targetId });
}

export function breakPursuit(ctx: Ctx, cmd: BreakPursuitCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "breakPursuit", "significant");
  const p = ctx.m.pursuits.find(
    (x) => x.targetId === cmd.shipId && (cmd.pursuerId === undefined || x.pursuerId === cmd.pursuerId),
  )!;
  const o = opposed(
    ctx,
    "breakPursuit",
    seatSpec(cmd, "breakPursuit", "piloting", { against: p.pursuerId }),
    opponent(ctx, p.pursuerId, PILOT, "breakPursuit"),
  );
  if (o.won) breakPursuits(ctx, p.pursuerId, cmd.shipId, "breakPursuit", p.pursuerId);
}

export function ram(ctx: Ctx, cmd: RamCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "ram", "significant");
  const o = opposed(
    ctx,
    "ram",
    seatSpec(cmd, "ram", "piloting", { against: cmd.targetId }),
    opponent(ctx, cmd.targetId, PILOT, "ram"),
  );
  if (!o.won) return;
  const diff = combatIn(ctx, cmd.shipId).speed - combatIn(ctx, cmd.targetId).speed;
  // ruling R76: both ships take the collision, each its own roll
  collide(ctx, cmd.targetId, diff, cmd.shipId);
  collide(ctx, cmd.shipId, diff, cmd.targetId);
  checkEnd(ctx, "destroyed");
}

export function dock(ctx: Ctx, cmd: DockCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "dock", "significant");
  let success: boolean;
  if (cmd.unwilling) {
    const o = opposed(
      ctx,
      "dock",
      seatSpec(cmd, "dock", "piloting", {
        against: cmd.targetId,
        modifiers: [{ source: "unwilling", value: ACTION_FIGURES.unwillingDockDM }],
      }),
      opponent(ctx, cmd.targetId, PILOT, "dock"),
    );
    success = o.won;
  } else success = check(ctx, seatSpec(cmd, "dock", "piloting", AVERAGE)).success;
  if (!success) return;
  (ctx.m.docked ??= []).push(pairKey(cmd.shipId, cmd.targetId));
  ctx.ev?.push({ type: "docked", a: cmd.shipId, b: cmd.targetId });
}

export function undock(ctx: Ctx, cmd: SeatCommand & { targetId: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "undock", "significant");
  const docked = ctx.m.docked ?? [];
  docked.splice(docked.indexOf(pairKey(cmd.shipId, cmd.targetId)), 1);
  ctx.ev?.push({ type: "undocked", a: cmd.shipId, b: cmd.targetId });
}

export function orbitalInsertion(ctx: Ctx, cmd: OrbitalInsertionCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "orbitalInsertion", "significant");
  const r = check(
    ctx,
    seatSpec(cmd, "orbitalInsertion", "piloting", { difficulty: ACTIONS.orbitalInsertion.difficulty as "routine" }),
  );
  const st = combatIn(ctx, cmd.shipId);
  // the world near the fight (R108): a decaying orbit's re-entry reads its digits, even if the GM names another later
  const world = ctx.m.world!;
  st.orbitWorldSize = world.size;
  st.orbitWorldAtmosphere = world.atmosphere;
  // ruling R100: a failed insertion starts a decaying orbit (a second failure does not restart it); the ship falls
  // into the atmosphere at the end of the next round unless an insertion succeeds first
  if (r.success) st.reentryRound = undefined;
  else if (st.planetary !== "decayingOrbit" || st.reentryRound === undefined) st.reentryRound = ctx.m.round + 1;
  st.planetary = r.success ? "orbit" : "decayingOrbit";
  ctx.ev?.push({
    type: "planetaryManeuver",
    shipId: cmd.shipId,
    maneuver: "orbitalInsertion",
    success: r.success,
    result: st.planetary,
  });
}

/**
 * The end of a round: every ship whose decaying orbit runs out now re-enters, out of control (ruling R100): the
 * pilot makes the Atmospheric Entry check at once, with the DMs of the world named at the insertion; success brings
 * the ship into the atmosphere under control, failure brings it in all the same, striking it like a collision at its
 * speed (at least 1). A ship that cannot take Pilot actions (no power, bridge disabled) fails without a roll.
 */
export function orbitsDecay(ctx: Ctx): void {
  const m = ctx.m;
  // (most rounds, no ship's orbit is decaying: nothing to go through in order)
  if (!ctx.slots.some(decaying)) return;
  for (const id of m.order) {
    const st = m.ships[id];
    if (st.planetary !== "decayingOrbit" || st.reentryRound === undefined || st.reentryRound > m.round) continue;
    if (st.status === "destroyed" || st.status === "escaped") continue;
    const reentryRound = st.reentryRound;
    const ship = shipIn(ctx, id);
    let success = false;
    if (effectsOf(ship, m.options).bridge.pilotActions) {
      const world =
        st.orbitWorldSize !== undefined && st.orbitWorldAtmosphere !== undefined
          ? atmosphericEntryDM(st.orbitWorldSize, st.orbitWorldAtmosphere)
          : { autoSuccess: false, dm: 0 };
      if (world.autoSuccess) success = true;
      else {
        const seat = roleSeat(ship, PILOT);
        const mods: Modifier[] = world.dm ? [{ source: "world", value: world.dm }] : [];
        success = check(
          ctx,
          checkSpec(id, seat >= 0 ? seat : undefined, "reentry", "piloting", {
            difficulty: ACTIONS.atmosphericEntry.difficulty as "average",
            modifiers: mods,
          }),
        ).success;
      }
    }
    st.planetary = "atmosphere";
    st.reentryRound = undefined;
    ctx.ev?.push({ type: "reentry", shipId: id, success, reentryRound });
    if (success) continue;
    collide(ctx, id, Math.max(REENTRY_MIN_SPEED, st.speed));
    checkEnd(ctx, "destroyed");
  }
}
function decaying(slot: ShipSlot): boolean {
  return slot.st.planetary === "decayingOrbit";
}

/** R100: a failed re-entry strikes the ship at least as hard as a collision at speed 1. */
const REENTRY_MIN_SPEED = 1;

export function atmosphericEntry(ctx: Ctx, cmd: AtmosphericEntryCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "atmosphericEntry", "significant");
  const near = ctx.m.world!;
  const world = atmosphericEntryDM(near.size, near.atmosphere);
  let success = true;
  if (!world.autoSuccess) {
    const mods: Modifier[] = world.dm ? [{ source: "world", value: world.dm }] : [];
    success = check(
      ctx,
      seatSpec(cmd, "atmosphericEntry", "piloting", {
        difficulty: ACTIONS.atmosphericEntry.difficulty as "average",
        modifiers: mods,
      }),
    ).success;
  }
  const st = combatIn(ctx, cmd.shipId);
  if (success) {
    st.planetary = "atmosphere";
    st.reentryRound = undefined;
  }
  ctx.ev?.push({
    type: "planetaryManeuver",
    shipId: cmd.shipId,
    maneuver: "atmosphericEntry",
    success,
    result: success ? "atmosphere" : "failed",
  });
}

// ----- navigator ------------------------------------------------------------------------------------------------------

export function rangeCheck(ctx: Ctx, cmd: RangeCheckCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "rangeCheck", "significant");
  // (the spec's own member set, rather than an object of options made for each check)
  const own = seatSpec(cmd, "rangeCheck", "navigation");
  own.against = cmd.targetId;
  const o = opposed(ctx, "rangeCheck", own, opponent(ctx, cmd.targetId, NAVIGATOR, "rangeCheck"));
  const choice: RangeChoice = o.won ? cmd.choice : (cmd.opponentChoice ?? "same");
  const from = rangeBetween(ctx.m, cmd.shipId, cmd.targetId);
  const winner = o.won ? cmd.shipId : cmd.targetId;
  if (choice === "same") return;
  if (choice === "farther" && from === "distant") {
    // ruling R75: opening the range beyond Distant from every enemy leaves the engagement
    const others = enemiesOf(ctx.m, winner).filter((e) => e !== (o.won ? cmd.targetId : cmd.shipId));
    if (others.every((e) => rangeBetween(ctx.m, winner, e) === "distant")) escape(ctx, winner, "range");
    return;
  }
  // ruling R90: one band per Range Check; with rangeCheckReverts the range goes back when the round ends
  if (ctx.m.options?.rangeCheckReverts) rememberRange(ctx, cmd.shipId, cmd.targetId, from);
  setRange(ctx, cmd.shipId, cmd.targetId, shiftRange(from, choice === "closer" ? -1 : 1), "rangeCheck");
}

/**
 * The key of the bookkeeping entry (in the engagement's modifiers, a DM to nothing) that holds a pair's range from
 * before its first Range Check change of the round: `value` is the band's index, `expiresRound` the round.
 */
const RANGE_BEFORE_CHECK = "rangeBeforeCheck";

function rememberRange(ctx: Ctx, a: string, b: string, from: RangeBand): void {
  const m = ctx.m;
  const same = (x: TurnModifier) =>
    x.key === RANGE_BEFORE_CHECK && ((x.shipId === a && x.targetId === b) || (x.shipId === b && x.targetId === a));
  if (m.modifiers.some(same)) return;
  m.modifiers.push({
    id: nextId(m, "m"),
    shipId: a,
    key: RANGE_BEFORE_CHECK,
    value: rangeIndex(from),
    targetId: b,
    expiresRound: m.round,
    uses: undefined,
    lapsesAtTurnOf: undefined,
  });
}

/** Ruling R90 (rangeCheckReverts): at the round's end the ranges Range Checks changed go back to what they were. */
export function revertRangeChecks(ctx: Ctx): void {
  const mods = ctx.m.modifiers;
  for (let i = 0; i < mods.length;) {
    const x = mods[i];
    if (x.key !== RANGE_BEFORE_CHECK) {
      i++;
      continue;
    }
    mods.splice(i, 1);
    const a = combatIn(ctx, x.shipId);
    const b = x.targetId === undefined ? undefined : combatIn(ctx, x.targetId);
    if (a && b && a.status !== "escaped" && b.status !== "escaped")
      setRange(ctx, x.shipId, x.targetId!, RANGE_BANDS[x.value], "roundEnded");
  }
}

export function escape(ctx: Ctx, shipId: string, how: "jump" | "range"): void {
  setStatus(ctx, shipId, "escaped");
  ctx.ev?.push({ type: "shipEscaped", shipId, how });
  checkEnd(ctx, "escaped");
}

export function calculateJumpPlot(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "calculateJumpPlot", "significant");
  const r = check(ctx, seatSpec(cmd, "calculateJumpPlot", "navigation", JUMP_PLOT));
  if (!r.success) return;
  combatIn(ctx, cmd.shipId).jumpPlotted = true;
  ctx.ev?.push({ type: "jumpPlotted", shipId: cmd.shipId });
}

/** The Calculate Jump Plot check: hastened, in the middle of a fight (made once, not for each check). */
const JUMP_PLOT: CheckSpecMore = Object.freeze({
  characteristic: ACTIONS.calculateJumpPlot.characteristic,
  difficulty: ACTIONS.calculateJumpPlot.difficulty as "easy",
  modifiers: Object.freeze([
    Object.freeze({ source: "hastened", value: ACTIONS.calculateJumpPlot.dm ?? ACTION_FIGURES.jumpPlotHasteDM }),
  ]),
});

/** Ruling R74: an Easy Education-based Engineering check (J-Drive damage DM) takes the ship out of the fight. */
export function jump(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "jump", "significant");
  const fx = effectsIn(ctx, cmd.shipId);
  const mods: Modifier[] = fx.jump.engineeringDM ? [{ source: "jDriveDamaged", value: fx.jump.engineeringDM }] : [];
  const r = check(
    ctx,
    seatSpec(cmd, "jump", "engineering", { characteristic: "edu", difficulty: "easy", modifiers: mods }),
  );
  if (r.success) escape(ctx, cmd.shipId, "jump");
}

// ----- sensors operator -------------------------------------------------------------------------------------------------

export function sensorTargeting(ctx: Ctx, cmd: SeatCommand & { targetId: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "sensorTargeting", "significant");
  const mods = sensorTargetingModifiers(shipIn(ctx, cmd.shipId), shipIn(ctx, cmd.targetId));
  const r = check(
    ctx,
    seatSpec(cmd, "sensorTargeting", "comms", {
      characteristic: "edu",
      difficulty: "average",
      modifiers: mods,
      against: cmd.targetId,
    }),
  );
  if (!r.success) return;
  const value =
    r.degree === "exceptionalSuccess"
      ? ACTION_FIGURES.sensorTargetingDM.exceptionalSuccess
      : ACTION_FIGURES.sensorTargetingDM.success;
  addModifier(ctx, {
    shipId: cmd.shipId,
    key: "sensorTargeting",
    value,
    targetId: cmd.targetId,
    expiresRound: ctx.m.round,
  });
}

function sensorDM(ctx: Ctx, shipId: string): Modifier[] {
  const dm = effectsIn(ctx, shipId).sensors.dm;
  return dm ? [{ source: "sensors", value: dm }] : [];
}

export function electronicWarfare(ctx: Ctx, cmd: ElectronicWarfareCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "electronicWarfare", "significant");
  if (cmd.mode === "smartMissiles") {
    const max = cmd.maxChecks ?? Infinity;
    for (let n = 0; n < max; n++) {
      const salvo = ctx.m.salvos.find(
        (s) =>
          s.targetId === cmd.shipId &&
          s.missileType === "smart" &&
          s.count > 0 &&
          (cmd.salvoId === undefined || s.id === cmd.salvoId),
      );
      if (!salvo) break;
      const mods = sensorDM(ctx, cmd.shipId);
      if (n) mods.push({ source: "repeat", value: n * ACTION_FIGURES.ewRepeatDM });
      const r = check(
        ctx,
        seatSpec(cmd, "electronicWarfare", "comms", {
          characteristic: "int",
          difficulty: ACTION_FIGURES.ewSmartMissileDifficulty,
          modifiers: mods,
          pool: n ? undefined : cmd.pool,
        }),
      );
      if (!r.success) break;
      salvo.count--;
      ctx.ev?.push({ type: "missileDestroyed", salvoId: salvo.id, count: 1, by: "electronicWarfare" });
      if (salvo.count <= 0) {
        ctx.m.salvos.splice(ctx.m.salvos.indexOf(salvo), 1);
        ctx.ev?.push({ type: "salvoExpired", salvoId: salvo.id, reason: "spent" });
      }
    }
    return;
  }
  const target = cmd.targetId;
  const o = opposed(
    ctx,
    "electronicWarfare",
    seatSpec(cmd, "electronicWarfare", "comms", {
      characteristic: "int",
      modifiers: sensorDM(ctx, cmd.shipId),
      against: target,
    }),
    opponent(ctx, target, SENSORS_OPERATOR, "electronicWarfare", {
      characteristic: "int",
      modifiers: sensorDM(ctx, target),
    }),
  );
  if (!o.won) return;
  // locks broken: the target's sensor targeting against this ship lapses (R78)
  const mods = ctx.m.modifiers;
  for (let i = mods.length - 1; i >= 0; i--) {
    const x = mods[i];
    if (x.shipId === target && x.key === "sensorTargeting" && x.targetId === cmd.shipId) {
      mods.splice(i, 1);
      ctx.ev?.push({ type: "modifierRemoved", modifierId: x.id, key: x.key, reason: "locksBroken" });
    }
  }
  ctx.ev?.push({ type: "locksBroken", shipId: target, byId: cmd.shipId });
  if (cmd.mode === "jam") {
    // jammed communications: the target's Maintain Communications becomes opposed by this ship until the end of next round
    addModifier(ctx, {
      shipId: target,
      key: "commsJammed",
      value: 0,
      targetId: cmd.shipId,
      expiresRound: ctx.m.round + 1,
    });
    combatIn(ctx, target).commsEstablished = false;
    ctx.ev?.push({ type: "commsJammed", shipId: target, byId: cmd.shipId });
  }
}

export function interceptCommunications(ctx: Ctx, cmd: InterceptCommunicationsCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "interceptCommunications", "significant");
  const r = check(
    ctx,
    seatSpec(cmd, "interceptCommunications", "comms", {
      difficulty: "difficult",
      modifiers: sensorDM(ctx, cmd.shipId),
    }),
  );
  let intercepted = r.success;
  let encryption: "broken" | "held" | undefined;
  if (intercepted && combatIn(ctx, cmd.targetId).encrypted === true) {
    // ruling R106: encryption is broken by an opposed Comms check against the operator who secured the channel
    const o = opposed(
      ctx,
      "breakEncryption",
      seatSpec(cmd, "breakEncryption", "comms", { characteristic: "int", pool: undefined }),
      opponent(ctx, cmd.targetId, SENSORS_OPERATOR, "breakEncryption", { characteristic: "int" }),
    );
    encryption = o.won ? "broken" : "held";
    intercepted = o.won;
  }
  let advantage = false;
  if (intercepted) {
    const ship = shipIn(ctx, cmd.shipId);
    const captain = cmd.captainSeat ?? roleSeat(ship, CAPTAIN);
    if (captain >= 0) {
      const t = check(
        ctx,
        checkSpec(cmd.shipId, captain, "interceptCommunications", "tactics", {
          characteristic: "int",
          difficulty: ACTION_FIGURES.interceptTacticsDifficulty,
          ownTurn: true,
        }),
      );
      advantage = t.success;
    }
  }
  ctx.ev?.push(
    encryption === undefined
      ? { type: "communicationsIntercepted", shipId: cmd.shipId, targetId: cmd.targetId, advantage }
      : { type: "communicationsIntercepted", shipId: cmd.shipId, targetId: cmd.targetId, advantage, encryption },
  );
  if (advantage)
    // ruling R68: the one-time DM+4 keeps until used or the end of the next round
    addModifier(ctx, {
      shipId: cmd.shipId,
      key: "intercept",
      value: ACTION_FIGURES.interceptDM,
      targetId: cmd.targetId,
      expiresRound: ctx.m.round + 1,
      uses: 1,
    });
}

export function maintainCommunications(ctx: Ctx, cmd: MaintainCommunicationsCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "maintainCommunications", "significant");
  const mods: Modifier[] = cmd.noise ? [{ source: "noise", value: ACTION_FIGURES.commsNoiseDM }] : [];
  const jam = ctx.m.modifiers.find((x) => x.shipId === cmd.shipId && x.key === "commsJammed");
  let success: boolean;
  if (jam && jam.targetId !== undefined && slotOf(ctx, jam.targetId)?.st.status === "active") {
    // deliberate jamming: an opposed Comms check with the jammer; keeping the link is counter-jamming, so each side
    // adds its electronics DM (Ship Electronics: "The Dice Modifier applies to jamming and counter-jamming attempts")
    const o = opposed(
      ctx,
      "maintainCommunications",
      seatSpec(cmd, "maintainCommunications", "comms", { modifiers: [...mods, ...sensorDM(ctx, cmd.shipId)] }),
      opponent(ctx, jam.targetId, SENSORS_OPERATOR, "maintainCommunications", {
        modifiers: sensorDM(ctx, jam.targetId),
      }),
    );
    success = o.won;
  } else
    success = check(
      ctx,
      seatSpec(cmd, "maintainCommunications", "comms", { difficulty: "routine", modifiers: mods }),
    ).success;
  // ruling R102: the link is up after a success and down after a failure, until the next check or jamming
  combatIn(ctx, cmd.shipId).commsEstablished = success;
  ctx.ev?.push({ type: "commsEstablished", shipId: cmd.shipId, success });
}

// ----- captain ------------------------------------------------------------------------------------------------------------

export function coordinateCrew(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "coordinateCrew", "significant");
  const r = check(ctx, seatSpec(cmd, "coordinateCrew", "leadership", AVERAGE));
  // ruling R69: the pool is the Effect, at least 1 even on a failed check (as the SRD words it)
  const points = Math.max(ACTION_FIGURES.coordinateMinimumPool, r.effect);
  const st = combatIn(ctx, cmd.shipId);
  st.coordinationPool = (st.coordinationPool ?? 0) + points;
  ctx.ev?.push({ type: "poolGranted", shipId: cmd.shipId, points });
}

export function increaseInitiative(ctx: Ctx, cmd: SeatCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "increaseInitiative", "significant");
  const r = check(ctx, seatSpec(cmd, "increaseInitiative", "leadership", AVERAGE));
  // ruling R63: only a positive Effect raises the initiative, for the following round only
  if (r.effect > 0) combatIn(ctx, cmd.shipId).initiativeBonusNext += r.effect;
}

// ----- anyone / damage control -------------------------------------------------------------------------------------------

export function reload(ctx: Ctx, cmd: SeatCommand & { weaponId: string }): void {
  spend(ctx, cmd.shipId, cmd.seat, "reload", "significant");
  const st = combatIn(ctx, cmd.shipId);
  // the command's copy of the list is its own (markSpent adds to it in place too)
  const spent = st.spentWeapons;
  if (spent) {
    // (removed in place, keeping the others' order, without splice's list of what it removed)
    let kept = 0;
    for (let i = 0; i < spent.length; i++) if (spent[i] !== cmd.weaponId) spent[kept++] = spent[i];
    while (spent.length > kept) spent.pop();
  }
  // none left spent: no list (set to undefined, not deleted: a deleted member makes the object a slow dictionary)
  if (spent && !spent.length) st.spentWeapons = undefined;
  ctx.ev?.push({ type: "reloaded", shipId: cmd.shipId, weaponId: cmd.weaponId });
}

function repairLabel(t: RepairTarget): string {
  return typeof t === "object" ? t.mountId : t;
}

function applyRepair(ctx: Ctx, shipId: string, target: RepairTarget, effect: number, auto: boolean): void {
  const r = repairSystem(shipIn(ctx, shipId), target, effect, repairOptionsOf(ctx.m));
  setShip(ctx, shipId, r.ship);
  ctx.ev?.push({ type: "repaired", shipId, target: repairLabel(target), hits: r.repaired, auto });
}

export function repairDamagedSystem(ctx: Ctx, cmd: RepairDamagedSystemCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "repairDamagedSystem", "significant");
  const r = check(
    ctx,
    seatSpec(cmd, "repairDamagedSystem", "mechanics", {
      characteristic: REPAIR_CHECK.characteristic,
      difficulty: REPAIR_CHECK.difficulty,
    }),
  );
  applyRepair(ctx, cmd.shipId, cmd.target, r.effect, false);
}

export function autoRepair(ctx: Ctx, shipId: string, target: RepairTarget): void {
  const st = combatIn(ctx, shipId);
  st.autoRepairsUsed = (st.autoRepairsUsed ?? 0) + 1;
  const r = rollCheck(ctx.dice, autoRepairCheck(), "autoRepair");
  ctx.ev?.push({ type: "checkRolled", shipId, action: "autoRepair", check: r });
  applyRepair(ctx, shipId, target, r.effect, true);
}

export function extendedAction(ctx: Ctx, cmd: ExtendedActionCommand): void {
  const st = combatIn(ctx, cmd.shipId);
  const key = String(cmd.seat);
  // the seat gives its whole turn to the task
  spend(ctx, cmd.shipId, cmd.seat, "extendedAction", "significant");
  const a = st.actions[key];
  a.minor = Math.max(a.minor, (st.hasty ? 4 : 3) - 2);
  (st.extended ??= {})[key] = {
    label: cmd.label,
    skill: cmd.skill,
    turnsNeeded: Math.max(1, Math.floor(cmd.turns)),
    turnsDone: 0,
  };
  ctx.ev?.push({
    type: "extendedProgress",
    shipId: cmd.shipId,
    seat: cmd.seat,
    label: cmd.label,
    turnsDone: 0,
    turnsNeeded: st.extended[key].turnsNeeded,
  });
}

export function abandonExtended(ctx: Ctx, cmd: SeatCommand): void {
  const st = combatIn(ctx, cmd.shipId);
  const key = String(cmd.seat);
  const x = st.extended![key];
  delete st.extended![key];
  if (!Object.keys(st.extended!).length) delete st.extended;
  ctx.ev?.push({ type: "extendedAbandoned", shipId: cmd.shipId, seat: cmd.seat, label: x.label });
}

// ----- boarding (Abstract Boarding Rules) --------------------------------------------------------------------------------

/**
 * The officer who commands a side in abstract boarding: "the attacking Chief Security Officer (or Captain, if the CSO
 * is down or not appointed)"; else the seat itself (R73). A CSO or captain who is down (isDown) is passed over, and
 * a side with neither standing answers unskilled.
 */
function boardingOfficer(ship: ShipSnapshot, fallback?: number): number | undefined {
  const cso = bestStanding(ship, "chiefSecurityOfficer");
  if (cso >= 0) return cso;
  const captain = bestStanding(ship, "captain");
  return captain >= 0 ? captain : fallback;
}

/** The best Tactics seat at `position` whose crew member is not down; -1 when none (a boarding is rare: no cache). */
function bestStanding(ship: ShipSnapshot, position: Position): number {
  let best = -1;
  let level = -Infinity;
  for (let i = 0; i < ship.seats.length; i++) {
    if (ship.seats[i].position !== position || isDown(ship, i)) continue;
    const l = seatSkill(ship, i, "tactics") ?? -3;
    if (l > level) {
      best = i;
      level = l;
    }
  }
  return best;
}

export function boardingAction(ctx: Ctx, cmd: BoardingActionCommand): void {
  spend(ctx, cmd.shipId, cmd.seat, "boardingAction", "significant");
  const m = ctx.m;
  const boardings = (m.boardings ??= []);
  let b = boardings.find(
    (x) => x.attackerId === cmd.shipId && x.defenderId === cmd.targetId && x.status === "fighting",
  );
  if (!b) {
    const docked = (m.docked ?? []).includes(pairKey(cmd.shipId, cmd.targetId));
    b = { id: nextId(m, "b"), attackerId: cmd.shipId, defenderId: cmd.targetId, rounds: 0, status: "fighting" };
    boardings.push(b);
    ctx.ev?.push({
      type: "boardingStarted",
      boardingId: b.id,
      attackerId: cmd.shipId,
      defenderId: cmd.targetId,
      crossing: !docked,
    });
    // ruling R73: merely adjacent boarders cross this turn (the defenders may fire sand or point defense at them);
    // docked boarders cross safely through the airlocks and fight at once
    if (!docked) return;
  }
  const attacker = shipIn(ctx, cmd.shipId);
  const defender = shipIn(ctx, cmd.targetId);
  const aSt = m.ships[cmd.shipId];
  const dSt = m.ships[cmd.targetId];
  const aMods: Modifier[] = aSt.boardingDM ? [{ source: "boarding", value: aSt.boardingDM }] : [];
  const dMods: Modifier[] = dSt.boardingDM ? [{ source: "boarding", value: dSt.boardingDM }] : [];
  delete aSt.boardingDM;
  delete dSt.boardingDM;
  const aSeat = boardingOfficer(attacker, cmd.seat);
  const dSeat = boardingOfficer(defender);
  const o = opposed(
    ctx,
    "boardingAction",
    checkSpec(cmd.shipId, aSeat, "boardingAction", BOARDING_CHECK.skill, {
      characteristic: BOARDING_CHECK.characteristic,
      modifiers: aMods,
      against: cmd.targetId,
      pool: cmd.pool,
      ownTurn: true,
    }),
    checkSpec(cmd.targetId, dSeat, "boardingAction", BOARDING_CHECK.skill, {
      characteristic: BOARDING_CHECK.characteristic,
      modifiers: dMods,
    }),
  );
  b.rounds++;
  // ruling R37: the winner reads the Success row unless its own Effect is 6+ (even when both checks failed)
  const side = o.won ? "attacker" : "defender";
  const out = boardingOutcome(side, o.winnerCheck.effect);
  const degree = out.attackerBoards || out.attackerRepelled ? "exceptionalSuccess" : "success";
  const outcome = out.attackerBoards
    ? "boarded"
    : out.attackerRepelled
      ? "repelled"
      : out.defenderLosesReactions
        ? "defenderLosesReactions"
        : "defenderHolds";
  ctx.ev?.push({
    type: "boardingRound",
    boardingId: b.id,
    attackerId: cmd.shipId,
    defenderId: cmd.targetId,
    winnerId: o.won ? cmd.shipId : cmd.targetId,
    degree,
    outcome,
  });
  if (out.defenderLosesReactions) dSt.reactionsSpent = Math.max(dSt.reactionsSpent, dSt.reactionsBudget ?? 0);
  if (out.nextTacticsDM.attacker) aSt.boardingDM = out.nextTacticsDM.attacker;
  if (out.nextTacticsDM.defender) dSt.boardingDM = out.nextTacticsDM.defender;
  const damage = out.internalDamageDice ? rollDice(ctx.dice, out.internalDamageDice, "damage", "boarding") : 0;
  const hit = boardingDamage(out, damage);
  if (hit) applyDamage(ctx, cmd.targetId, { ...hit, label: "boarding" });
  if (out.attackerBoards) b.status = "boarded";
  if (out.attackerRepelled) b.status = "repelled";
  checkEnd(ctx, "destroyed");
}
