// Commands the bridge accepts on top of the rules engine's: referee tools that have no Action Summary row (run by
// ./referee.ts), and which commands are whose (the GM's, a ship's, a reaction).
import { REACTIONS } from "../rules/engagement/catalogue";
import type { Command } from "../rules/engagement/commands";
import type { RangeBand } from "../rules/types";

/** The referee sets the range band between two ships (the tracker's range matrix, token distances). */
export interface SetRangeCommand {
  type: "setRange";
  a: string;
  b: string;
  range: RangeBand;
}

/** The referee withdraws a salvo in flight (its token deleted from the map, src/apps/canvas/salvo-map). */
export interface WithdrawSalvoCommand {
  type: "withdrawSalvo";
  salvoId: string;
}

export type RefereeCommand = SetRangeCommand | WithdrawSalvoCommand;

/** Everything perform() accepts. */
export type BridgeCommand = Command | RefereeCommand;

const REFEREE_TYPES: readonly string[] = ["setRange", "withdrawSalvo"];

export function isRefereeCommand(c: BridgeCommand): c is RefereeCommand {
  return REFEREE_TYPES.includes(c.type);
}

/** Command types only the GM may send (the turn flow and referee tools). */
export const GM_ONLY_COMMANDS: readonly string[] = [
  "rollInitiative",
  "endTurn",
  "endRound",
  "resolveMissiles",
  "endEngagement",
  "setRange",
  "withdrawSalvo",
];

/** Flow commands that are a ship's own decision (its captain's): the ship's owners may send them. */
export const SHIP_FLOW_COMMANDS: readonly string[] = ["declareHasty", "delay", "actNow", "autoRepair"];

/** Reactions: the target ship's owners (or the GM for NPC ships) choose them. */
export const REACTION_COMMANDS: readonly string[] = REACTIONS;
