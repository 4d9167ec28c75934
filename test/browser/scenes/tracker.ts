// Scenes of the combat tracker: round 3 of a four-ship fight, as the GM and as a player see it (issue 5). The
// tracker's real templates render the view model of test/views/tracker-fixtures.ts inside Foundry's sidebar markup.
import { renderTemplateSync } from "../../harness/templates";
import { renderTrackerFixture } from "../../views/tracker-fixtures";
import type { Scene, SceneContext } from "../scene-kit";

function placeTracker(ctx: SceneContext, who: "gm" | "player"): HTMLElement {
  const host = document.createElement("div");
  host.className = "cepheus-screenshot-sidebar";
  host.style.cssText = "position:absolute;left:12px;top:12px;width:340px;";
  host.innerHTML = renderTrackerFixture(who, renderTemplateSync);
  ctx.stage.append(host);
  return host;
}

export const scenes: Scene[] = [
  {
    name: "tracker-gm",
    title: "Combat tracker (GM): round 3, initiative order, reactions, crew actions, ranges matrix, missiles in flight",
    async setup(ctx) {
      return placeTracker(ctx, "gm");
    },
  },
  {
    name: "tracker-player",
    title: "Combat tracker as a player: their side in full, the enemy's condition only",
    themes: ["dark"],
    async setup(ctx) {
      return placeTracker(ctx, "player");
    },
  },
];
