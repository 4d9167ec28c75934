// Commands the bridge accepts on top of the rules engine's: referee tools that have no Action Summary row.
// Pure: they run on an EngagementState like the engine's own commands and return the same shape.
import { setRange as engineSetRange } from "../rules/engagement/actions/resolve-kit";
import { REACTIONS } from "../rules/engagement/catalogue";
import type { Command } from "../rules/engagement/commands";
import { makeCtx } from "../rules/engagement/context";
import type { CommandResult } from "../rules/engagement/engine";
import type { EngagementEvent } from "../rules/engagement/events";
import { cloneState, type EngagementState } from "../rules/engagement/state";
import { RANGE_BANDS, type RangeBand } from "../rules/types";

/** The referee sets the range band between two ships (the tracker's range matrix, token distances). */
export interface SetRangeCommand {
  type: "setRange";
  a: string;
  b: string;
  range: RangeBand;
}

export type RefereeCommand = SetRangeCommand;

/** Everything perform() accepts. */
export type BridgeCommand = Command | RefereeCommand;

const REFEREE_TYPES: readonly string[] = ["setRange"];

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
];

/** Flow commands that are a ship's own decision (its captain's): the ship's owners may send them. */
export const SHIP_FLOW_COMMANDS: readonly string[] = ["declareHasty", "delay", "actNow", "autoRepair"];

/** Reactions: the target ship's owners (or the GM for NPC ships) choose them. */
export const REACTION_COMMANDS: readonly string[] = REACTIONS;

function refused(
  state: EngagementState,
  command: RefereeCommand,
  reason: "unknownShip" | "invalidValue" | "engagementOver",
  detail?: string,
): CommandResult {
  const event = (detail === undefined
    ? { type: "refused", reason, command }
    : { type: "refused", reason, command, detail }) as unknown as EngagementEvent;
  return { state, events: [event] };
}

/** Apply a referee command (never mutates `state`). An unknown ship or band is a `refused` event, like the engine's. */
export function applyRefereeCommand(state: EngagementState, command: RefereeCommand): CommandResult {
  switch (command.type) {
    case "setRange": {
      if (state.memory.ended) return refused(state, command, "engagementOver");
      const { a, b, range } = command;
      if (!state.memory.ships[a] || !state.memory.ships[b] || a === b) return refused(state, command, "unknownShip");
      if (!RANGE_BANDS.includes(range)) return refused(state, command, "invalidValue", "range");
      const draft = cloneState(state);
      const events: EngagementEvent[] = [];
      engineSetRange(makeCtx(draft, events), a, b, range, "referee");
      return { state: draft, events };
    }
  }
}
