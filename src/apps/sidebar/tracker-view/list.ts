// The tracker's main part: the phase, the rows, missiles, the GM's range matrix and the bands' legend; before the
// combat has an engagement, an empty list with the combatants that take no part.
import { allBands } from "./bands";
import { K, type TrackerContext, type TrackerViewerContext } from "./context";
import { matrixView } from "./matrix";
import { pendingMissilesView, salvosView } from "./missiles";
import { rowsView } from "./rows";
import type { TrackerListView } from "./types";

function problemsOf({ input, isGM }: TrackerViewerContext): TrackerListView["problems"] {
  return isGM
    ? input.ships.filter((s) => s.problem).map((s) => ({ id: s.id, name: s.name, reason: `${K}.Problem.${s.problem}` }))
    : [];
}

/** The list without an engagement. */
export function emptyListView(viewer: TrackerViewerContext): TrackerListView {
  return {
    hasEngagement: false,
    isGM: viewer.isGM,
    round: 0,
    started: false,
    ended: null,
    phase: { key: "none", label: `${K}.Phase.none` },
    current: null,
    rows: [],
    salvos: [],
    pendingMissiles: [],
    matrix: null,
    tokenRanges: !!viewer.input.tokenRanges,
    bands: allBands(),
    bandsShown: [],
    problems: problemsOf(viewer),
  };
}

export function listView(ctx: TrackerContext): TrackerListView {
  const { m, started, current, visible, nameOf } = ctx;
  const rows = rowsView(ctx);
  const matrix = matrixView(ctx);
  const bands = allBands();
  const phaseKey = m.ended
    ? "ended"
    : !started
      ? "setup"
      : m.missilePhase
        ? "missiles"
        : current
          ? "turn"
          : "awaitingDelayed";
  return {
    ...emptyListView(ctx),
    hasEngagement: true,
    round: m.round,
    started,
    ended: m.ended ? { reason: `${K}.Ended.${m.ended.reason}`, winnerSide: m.ended.winnerSide ?? null } : null,
    phase: { key: phaseKey, label: `${K}.Phase.${phaseKey}` },
    current: current && visible(current) ? { id: current, name: nameOf(current) } : null,
    rows,
    salvos: salvosView(ctx),
    pendingMissiles: pendingMissilesView(ctx),
    matrix,
    bands,
    bandsShown: bands.filter(
      (b) =>
        rows.some((r) => r.ranges.some((x) => x.band === b.band)) ||
        !!matrix?.rows.some((r) => r.cells.some((c) => !c.self && c.band === b.band)),
    ),
  };
}
