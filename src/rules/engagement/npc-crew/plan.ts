// Planning: what an NPC ship's crew would do now, nothing rolled and nothing changed. The referee's preview shows a
// whole turn; playing a turn asks one seat at a time, on the turn as it stands after the seats before it acted, which
// is how the crew plays the odds window's fights (crewTurn).
import { makeCtx } from "../context";
import { findAttack } from "../reaction-gates";
import { repairOptionsOf } from "../memory";
import type { EngagementState } from "../state";
import { currentShip } from "../context";
import type { Crew } from "./crew";
import { checkCrewPolicy, resolvePolicy, type CrewPolicy } from "./policy";
import { reachOf } from "./reach";
import { react } from "./react";
import type { PlannedAction } from "./reasons";
import { crewTurn } from "./turn";

/** Which seats to plan: all (the preview), or one (playing seat by seat). */
export interface PlanScope {
  /** plan only this seat's actions */
  seat?: number;
}

function planningCrew(state: EngagementState, policy: CrewPolicy | undefined): Crew & { plan: PlannedAction[] } {
  if (policy !== undefined) checkCrewPolicy("policy", policy);
  const resolved = resolvePolicy(policy);
  return { ctx: makeCtx(state), plan: [], policy: resolved, policies: undefined, base: resolved };
}

/**
 * The actions ship `shipId`'s crew would take this turn under `policy` (its defaults: the odds window's crew), in
 * the crew's seat order (crewSeatOrder), each with its reason; empty when it is not that ship's turn. Every action is
 * one validation allows now; an action that a result of an earlier one would change (a range won, a plot made) is
 * planned as the turn stands.
 */
export function planTurn(
  state: EngagementState,
  shipId: string,
  policy?: CrewPolicy,
  scope: PlanScope = {},
): PlannedAction[] {
  const f = planningCrew(state, policy);
  if (currentShip(f.ctx) !== shipId) return [];
  crewTurn(f, shipId, repairOptionsOf(state.memory), reachOf(state.ships[shipId]), scope.seat);
  return f.plan;
}

/**
 * The next reaction the target of pending attack `attackId` would take under `policy` (undefined: none, or no such
 * attack). Asked again once it is taken, while it answers.
 */
export function planReaction(state: EngagementState, attackId: string, policy?: CrewPolicy): PlannedAction | undefined {
  const f = planningCrew(state, policy);
  const a = findAttack(f.ctx, attackId);
  if (a === undefined) return undefined;
  react(f, a);
  return f.plan[0];
}
