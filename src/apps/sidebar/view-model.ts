// The combat tracker's view model: a pure function of the engagement state, a little document metadata and who is
// looking. No Foundry here: the tracker class gathers the inputs, the templates render the output, and tests call
// this directly. Strings are lang keys (CEPHEUS.Tracker.*), localised by the template. Each part of the tracker has
// its builder (tracker-view/list.ts, footer.ts); the tracker class builds each in _preparePartContext, and
// prepareTrackerView builds both. What a player may see: tracker-view/context.ts.
import { trackerContext, viewerContext, type TrackerContext, type TrackerViewerContext } from "./tracker-view/context";
import { emptyFooterView, footerView } from "./tracker-view/footer";
import { emptyListView, listView } from "./tracker-view/list";
import type { TrackerFooterView, TrackerInput, TrackerListView, TrackerView } from "./tracker-view/types";

export * from "./tracker-view/types";
export { abbreviate, bandAbbr, bandLabel } from "./tracker-view/bands";
export { conditionOf } from "./tracker-view/condition";

/** The context the part builders read: the engagement's, or the viewer's alone when there is none. */
export function trackerViewContext(input: TrackerInput): TrackerContext | TrackerViewerContext {
  return trackerContext(input) ?? viewerContext(input);
}

const hasEngagement = (ctx: TrackerContext | TrackerViewerContext): ctx is TrackerContext => "state" in ctx;

/** The builder of each part of the tracker (its PARTS: the list and the footer). */
export const TRACKER_PART_VIEWS: Record<
  "cepheus" | "cepheusFooter",
  (ctx: TrackerContext | TrackerViewerContext) => TrackerListView | TrackerFooterView
> = {
  cepheus: (ctx) => (hasEngagement(ctx) ? listView(ctx) : emptyListView(ctx)),
  cepheusFooter: (ctx) => (hasEngagement(ctx) ? footerView(ctx) : emptyFooterView(ctx)),
};

/** The whole tracker's view (every part). */
export function prepareTrackerView(input: TrackerInput): TrackerView {
  const ctx = trackerViewContext(input);
  return {
    ...(TRACKER_PART_VIEWS.cepheus(ctx) as TrackerListView),
    ...(TRACKER_PART_VIEWS.cepheusFooter(ctx) as TrackerFooterView),
  };
}
