// The referee's own changes to an engagement, beside the crews' commands: setting a range band by hand (the tracker's
// range matrix, token distances). They change the state in place through the engine's own rules and report the same
// events, so the bridge never needs the engine's internal context.
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
