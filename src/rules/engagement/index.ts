// The engagement engine's public face: state, commands, events, refusals, the state machine and auto-play.
export * from "./memory";
export {
  createEngagement,
  cloneState,
  rangeBetween,
  enemiesOf,
  seatSkill,
  bestSeat,
  seatPositions,
  isLonePilot,
  SKILL_CHARACTERISTIC,
} from "./state";
export type { EngagementState, EngagementSetup } from "./state";
export type * from "./commands";
export type * from "./events";
export { REFUSAL_REASONS, refuse } from "./refusals";
export type { RefusalReason, Refusal, Verdict } from "./refusals";
export { applyCommand, applyCommandInPlace } from "./engine";
export { canPerform, availableActions, availableReactions, currentShipId } from "./validation";
export type { CommandResult } from "./engine";
export type { AvailableAction } from "./validation";
export { pursuitDM } from "./actions/pursuit";
export { weaponDamageDice } from "./weapons";
export { screenFor } from "./reaction-gates";
export { queryEngagement } from "./query";
export type { EngagementQuery } from "./query";
export type { SalvoFlight } from "./salvo-flight";
export { SEAT_ACTIONS, REACTIONS, actionDef } from "./catalogue";
export type { SeatActionType, EngineActionDef } from "./catalogue";
export { simulate, simulateEngagement } from "./simulate";
export type { SimulationOptions, SimulationResult, ShipTactics } from "./simulate";
export { planTurn, planReaction } from "./npc-crew/plan";
export type { PlanScope } from "./npc-crew/plan";
export { STANCES, FLEE_RULES, TARGET_RULES, DEFAULT_POLICY } from "./npc-crew/policy";
export type { CrewPolicy, Stance, FleeRule, TargetRule } from "./npc-crew/policy";
export { REASON_CODES } from "./npc-crew/reasons";
export type { PlannedAction, ReasonCode } from "./npc-crew/reasons";
export { oddsOf, engagementOdds, splitBattles, mergeOdds } from "./odds";
export { syncStatuses } from "./restore";
export type { StatusChange } from "./restore";
export type { OddsResult } from "./odds";
