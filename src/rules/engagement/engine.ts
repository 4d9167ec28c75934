// The engagement state machine: validate a command (validation.ts), then apply it (applyCommand) to a copy of the
// state, returning the new state and the events. A rule violation is a `refused` event, never an exception.
import type { DiceSource, Rolling } from "../dice";
import { autoRepair } from "./actions/repair-damaged-system";
import type { AttackPlan, Executor, Plan } from "./actions/station-action";
import type { ReactionAction, ReactionPlan } from "./actions/reaction-action";
import { reactionAction, stationAction } from "./catalogue";
import { applyDamage, checkEnd, collide, escape } from "./damage-landing";
import { launchCraft, recoverCraft } from "./craft-resolve";
import { attack } from "./attack";
import { laserBoarders, sandBoarders } from "./boarders";
import { resolveMissiles } from "./salvos";
import { salvosFollowTarget } from "./salvo-craft";
import type { Command } from "./commands";
import { combatIn, makeCtx, type Ctx } from "./context";
import type { EngagementEvent } from "./events";
import { currentShip } from "./context";
import { actNow, beginTurn, declareHasty, delay, endRound, endTurn, rollInitiative } from "./flow";
import { OK, type Verdict } from "./refusals";
import { cloneState, type EngagementState } from "./state";
import { unknownCommand, validate, validateIn } from "./validation";

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
    const verdict = validate(state, command);
    if (!verdict.ok) {
      const refused: EngagementEvent =
        verdict.detail === undefined
          ? { type: "refused", reason: verdict.reason, command }
          : { type: "refused", reason: verdict.reason, command, detail: verdict.detail };
      return { state, events: [refused] };
    }
    const draft = cloneState(state);
    const events: EngagementEvent[] = [];
    // the draft is a copy of the state validated, sharing its snapshots: the plan validation returned holds for it
    execute(makeCtx(draft, events, dice), command, verdict);
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
  const plan = validateIn(ctx, command);
  if (!plan.ok) return plan;
  execute(ctx, command, plan);
  return OK;
}

/**
 * applyKnownIn for a command its caller has just validated itself (validateIn on this context, nothing changed since):
 * carried out on the plan validation returned, so the command is validated once. The NPC crew asks validation before
 * it gives a command, and gives only what it allows.
 */
export function executeIn(ctx: Ctx, command: Command, plan: Plan): void {
  execute(ctx, command, plan);
}

/** What the station actions reach of the resolution through the engine (see Executor). */
const EXECUTOR: Executor = Object.freeze({
  applyDamage,
  checkEnd,
  collide,
  escape,
  targetMoved: salvosFollowTarget,
  launchCraft,
  recoverCraft,
  fireAttack: attack,
  sandBoarders,
  laserBoarders,
});

function execute(ctx: Ctx, c: Command, plan: Plan): void {
  const departures = ctx.departures;
  perform(ctx, c, plan);
  // a ship that leaves the fight in its own turn (jumps out, escapes by range, is wrecked by its own collision) has
  // had its turn: it could take no command again, End Turn included. Its turn closes here (its attacks land, R80), and
  // the fight's end, left until then, is decided as it closes (flow.ts, advance)
  if (ctx.departures === departures) return;
  const id = currentShip(ctx);
  if (id !== undefined && combatIn(ctx, id).status !== "active") endTurn(ctx, id);
}

/**
 * Carry out a command already validated: the flow of the fight here, a reaction or a station action by its module
 * (an attack, the commonest, directly: its plan is the one validation returned).
 */
function perform(ctx: Ctx, c: Command, plan: Plan): void {
  const m = ctx.m;
  switch (c.type) {
    case "attack":
      return attack(ctx, c, plan as AttackPlan);
    case "endTurn":
      return endTurn(ctx, c.shipId);
    case "endRound":
      return endRound(ctx);
    case "resolveMissiles":
      resolveMissiles(ctx);
      return beginTurn(ctx);
    case "dodge":
    case "fireSand":
    case "pointDefense":
    case "triggerScreens":
      return (reactionAction(c.type) as ReactionAction).resolve(ctx, c as never, plan as ReactionPlan, EXECUTOR);
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
      return autoRepair(ctx, c.shipId, c.target);
    default:
      return stationAction(c.type)!.resolve(ctx, c, plan, EXECUTOR);
  }
}
