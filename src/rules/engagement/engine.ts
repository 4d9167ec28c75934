// The engagement state machine: validate a command (validation.ts), then apply it (applyCommand) to a copy of the
// state, returning the new state and the events. A rule violation is a `refused` event, never an exception.
import type { DiceSource, Rolling } from "../dice";
import * as act from "./actions";
import { attack } from "./attack";
import { dodge, fireSand, pointDefense, triggerScreens } from "./reactions";
import { resolveMissiles } from "./salvos";
import type { Command } from "./commands";
import { combatIn, makeCtx, type Ctx } from "./context";
import type { EngagementEvent } from "./events";
import { currentShip } from "./context";
import { actNow, beginTurn, declareHasty, delay, endRound, endTurn, rollInitiative } from "./flow";
import { type Verdict } from "./refusals";
import { cloneState, type EngagementState } from "./state";
import { type Findings, unknownCommand, validate, validateIn } from "./validation";

export interface CommandResult {
  state: EngagementState;
  events: EngagementEvent[];
}

/**
 * Apply a command. Never mutates `state`. A refused command returns the same state and one `refused` event.
 * Drive with `runSync(applyCommand(s, c), seededSource(n))` in tests and simulations, `runAsync` in Foundry.
 */
export function applyCommand(state: EngagementState, command: Command): Rolling<CommandResult> {
  return (dice) => {
    const found: Findings = {};
    const verdict = validate(state, command, found);
    if (!verdict.ok) {
      const refused: EngagementEvent =
        verdict.detail === undefined
          ? { type: "refused", reason: verdict.reason, command }
          : { type: "refused", reason: verdict.reason, command, detail: verdict.detail };
      return { state, events: [refused] };
    }
    const draft = cloneState(state);
    const events: EngagementEvent[] = [];
    // the draft is a copy of the state validated, sharing its snapshots: what validation found holds for it
    execute(makeCtx(draft, events, dice), command, found);
    return { state: draft, events };
  };
}

/**
 * The same, applied to `state` itself (no copy) with a synchronous dice source: for simulations that own their
 * state. Returns the verdict; events are appended to `events` when given, and not even built when not. Not a
 * procedure: it changes its input, so it cannot be replayed by runAsync.
 */
export function applyCommandInPlace(
  state: EngagementState,
  command: Command,
  dice: DiceSource,
  events?: EngagementEvent[],
): Verdict {
  // (an ended engagement refuses everything, known or not: validateKnown says so)
  const bad = state.memory.ended ? undefined : unknownCommand(command);
  return bad ?? applyKnownCommand(state, command, dice, events);
}

/**
 * applyCommandInPlace for a command whose type is known to be one of the engine's (the simulation's crew builds only
 * those): the same validation of its values, without looking its type up first.
 */
export function applyKnownCommand(
  state: EngagementState,
  command: Command,
  dice: DiceSource,
  events?: EngagementEvent[],
): Verdict {
  return applyKnownIn(makeCtx(state, events, dice), command);
}

/**
 * applyKnownCommand with a context made once by the caller (makeCtx(state, events, dice)) and kept for a whole fight:
 * a simulation owns its state, whose objects are changed in place, so one context serves every command.
 */
export function applyKnownIn(ctx: Ctx, command: Command): Verdict {
  const found = FOUND;
  const verdict = validateIn(ctx, command, found);
  if (!verdict.ok) return verdict;
  execute(ctx, command, found);
  return verdict;
}

/** The findings of the command being applied in place (one at a time; read only while it is applied). */
const FOUND: Findings = { attack: undefined };

function execute(ctx: Ctx, c: Command, found: Findings): void {
  perform(ctx, c, found);
  // a ship that leaves the fight in its own turn (jumps out, escapes by range, is wrecked by its own collision) has
  // had its turn: it could take no command again, End Turn included, and the fight goes on without it
  const id = currentShip(ctx);
  if (id !== undefined && combatIn(ctx, id).status !== "active") endTurn(ctx, id);
}

/** Carry out a command already validated (the cases the simulation's crew gives most often come first). */
function perform(ctx: Ctx, c: Command, found: Findings): void {
  const m = ctx.m;
  switch (c.type) {
    case "attack":
      return attack(ctx, c, found.attack);
    case "dodge":
      return dodge(ctx, c);
    case "lineUpTheShot":
      return act.lineUpTheShot(ctx, c);
    case "endTurn":
      return endTurn(ctx, c.shipId);
    case "rangeCheck":
      return act.rangeCheck(ctx, c);
    case "coordinateCrew":
      return act.coordinateCrew(ctx, c);
    case "fireSand":
      return fireSand(ctx, c);
    case "reload":
      return act.reload(ctx, c);
    case "sensorTargeting":
      return act.sensorTargeting(ctx, c);
    case "jump":
      return act.jump(ctx, c);
    case "calculateJumpPlot":
      return act.calculateJumpPlot(ctx, c);
    case "evasiveManeuvers":
      return act.evasiveManeuvers(ctx, c);
    case "endRound":
      return endRound(ctx);
    case "resolveMissiles":
      resolveMissiles(ctx);
      return beginTurn(ctx);
    case "pointDefense":
      return pointDefense(ctx, c);
    case "triggerScreens":
      return triggerScreens(ctx, c);
    case "rollInitiative":
      return rollInitiative(ctx);
    case "declareHasty":
      return declareHasty(ctx, c.shipId);
    case "delay":
      return delay(ctx, c.shipId);
    case "actNow":
      return actNow(ctx, c.shipId);
    case "endEngagement": {
      const reason = c.reason ?? "referee";
      m.ended =
        c.winnerSide === undefined ? { round: m.round, reason } : { round: m.round, reason, winnerSide: c.winnerSide };
      ctx.ev?.push(
        c.winnerSide === undefined
          ? { type: "engagementEnded", round: m.round, reason }
          : { type: "engagementEnded", round: m.round, reason, winnerSide: c.winnerSide },
      );
      return;
    }
    case "autoRepair":
      return act.autoRepair(ctx, c.shipId, c.target);
    case "adjustSpeed":
      return act.adjustSpeed(ctx, c);
    case "maintainCourse":
      return act.maintainCourse(ctx, c);
    case "changePositions":
      return act.changePositions(ctx, c);
    case "personalAction":
      return act.personalAction(ctx, c);
    case "miscellaneous":
      return act.miscellaneous(ctx, c);
    case "avoidCollision":
      return act.avoidCollision(ctx, c);
    case "boardingAction":
      return act.boardingAction(ctx, c);
    case "breakPursuit":
      return act.breakPursuit(ctx, c);
    case "dock":
      return act.dock(ctx, c);
    case "undock":
      return act.undock(ctx, c);
    case "electronicWarfare":
      return act.electronicWarfare(ctx, c);
    case "increaseInitiative":
      return act.increaseInitiative(ctx, c);
    case "interceptCommunications":
      return act.interceptCommunications(ctx, c);
    case "maintainCommunications":
      return act.maintainCommunications(ctx, c);
    case "pursuit":
      return act.pursuit(ctx, c);
    case "ram":
      return act.ram(ctx, c);
    case "repairDamagedSystem":
      return act.repairDamagedSystem(ctx, c);
    case "extendedAction":
      return act.extendedAction(ctx, c);
    case "abandonExtended":
      return act.abandonExtended(ctx, c);
    case "orbitalInsertion":
      return act.orbitalInsertion(ctx, c);
    case "atmosphericEntry":
      return act.atmosphericEntry(ctx, c);
  }
}
