// The referee commands the bridge accepts on top of the rules engine's (./commands.ts): pure, they run on an
// EngagementState like the engine's own commands and return the same shape. They run the engine's executor, so they
// are part of the GM's command path, loaded on first use (./load-command-path.ts).
import type { CommandResult } from "../rules/engagement/engine";
import type { EngagementEvent } from "../rules/engagement/events";
import { refereeSetRange, refereeWithdrawSalvo } from "../rules/engagement/referee";
import { cloneState, type EngagementState } from "../rules/engagement/state";
import { RANGE_BANDS } from "../rules/types";
import type { RefereeCommand } from "./commands";

function refused(
  state: EngagementState,
  command: RefereeCommand,
  reason: "unknownShip" | "invalidValue" | "engagementOver" | "unknownSalvo",
  detail?: string,
): CommandResult {
  const event = (detail === undefined
    ? { type: "refused", reason, command }
    : { type: "refused", reason, command, detail }) as unknown as EngagementEvent;
  return { state, events: [event] };
}

/**
 * Apply a referee command (never mutates `state`). An unknown ship, band or salvo is a `refused` event, like the
 * engine's.
 */
export function applyRefereeCommand(state: EngagementState, command: RefereeCommand): CommandResult {
  switch (command.type) {
    case "setRange": {
      if (state.memory.ended) return refused(state, command, "engagementOver");
      const { a, b, range } = command;
      if (!state.memory.ships[a] || !state.memory.ships[b] || a === b) return refused(state, command, "unknownShip");
      if (!RANGE_BANDS.includes(range)) return refused(state, command, "invalidValue", "range");
      const draft = cloneState(state);
      return { state: draft, events: refereeSetRange(draft, a, b, range) };
    }
    case "withdrawSalvo": {
      if (state.memory.ended) return refused(state, command, "engagementOver");
      if (!state.memory.salvos.some((s) => s.id === command.salvoId)) return refused(state, command, "unknownSalvo");
      const draft = cloneState(state);
      return { state: draft, events: refereeWithdrawSalvo(draft, command.salvoId) };
    }
  }
}
