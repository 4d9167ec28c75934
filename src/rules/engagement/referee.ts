// The referee's own changes to an engagement, beside the crews' commands: setting a range band by hand (the tracker's
// range matrix, token distances), withdrawing a salvo (its token deleted from the map). They change the state in place
// through the engine's own rules and report the same events, so the bridge never needs the engine's internal context.
import { setRange } from "./actions/resolve-kit";
import { makeCtx } from "./context";
import type { EngagementEvent } from "./events";
import type { EngagementState } from "./state";
import type { RangeBand } from "../types";

/** Set the band between ships `a` and `b` on `draft` (changed in place), with what follows (pursuits, docking). */
export function refereeSetRange(draft: EngagementState, a: string, b: string, range: RangeBand): EngagementEvent[] {
  const events: EngagementEvent[] = [];
  setRange(makeCtx(draft, events), a, b, range, "referee");
  return events;
}

/**
 * Withdraw the salvo `salvoId` from `draft` (changed in place): the referee takes it off the map, so it is gone as a
 * spent salvo is, with its missiles' attack if they are arriving now. Nothing when no such salvo is in flight.
 */
export function refereeWithdrawSalvo(draft: EngagementState, salvoId: string): EngagementEvent[] {
  const m = draft.memory;
  const i = m.salvos.findIndex((s) => s.id === salvoId);
  if (i < 0) return [];
  m.salvos.splice(i, 1);
  if (m.pendingAttacks) m.pendingAttacks = m.pendingAttacks.filter((a) => a.salvoId !== salvoId);
  return [{ type: "salvoExpired", salvoId, reason: "withdrawn" }];
}
