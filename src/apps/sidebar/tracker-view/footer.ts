// The tracker's footer: the round's buttons (roll initiative, resolve missiles, end round), Step back and what it
// returns to, setup, the GM's "Odds of this fight" and "Battle report".
import type { TrackerContext, TrackerViewerContext } from "./context";
import { npcFooterView } from "./npc";
import type { TrackerFooterView } from "./types";

/** The footer without an engagement. */
export function emptyFooterView({ input, isGM }: TrackerViewerContext): TrackerFooterView {
  return {
    hasEngagement: false,
    isGM,
    controls: { rollInitiative: false, resolveMissiles: false, endRound: false, stepBack: false, setup: false },
    stepBackTo: null,
    playAllNpc: false,
    odds: { show: false, busy: !!input.oddsBusy },
    report: false,
  };
}

export function footerView(ctx: TrackerContext): TrackerFooterView {
  const { input, isGM, m, ids, allowed, nameOf } = ctx;
  return {
    hasEngagement: true,
    isGM,
    controls: {
      rollInitiative: ids.length > 0 && allowed({ type: "rollInitiative" }),
      resolveMissiles: allowed({ type: "resolveMissiles" }),
      endRound: allowed({ type: "endRound" }),
      stepBack: isGM && !!input.canStepBack,
      setup: isGM && !m.ended,
    },
    stepBackTo:
      isGM && input.canStepBack && input.stepBackTo
        ? {
            round: input.stepBackTo.round,
            ship: input.stepBackTo.shipId ? nameOf(input.stepBackTo.shipId) : "",
            beforeStart: input.stepBackTo.round < 1,
          }
        : null,
    playAllNpc: npcFooterView(ctx),
    odds: { show: isGM && !m.ended && new Set(ids.map((id) => m.ships[id].side)).size > 1, busy: !!input.oddsBusy },
    report: isGM && (m.round >= 1 || !!m.ended),
  };
}
