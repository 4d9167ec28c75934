// Scenes of the combat tracker: the demo fight (../demo-battle.ts) in round 1, the Vigilant's turn, her gunners
// having fired, as the GM and as Bob (who commands the Vigilant) see it; the GM's odds of this fight; the range and
// setup dialogs. The tracker's real templates render the real tracker view of the combat inside Foundry's sidebar
// markup, its controls running the tracker's own actions; the dialogs' content comes from the system's own code
// (framed by ../dialog-frame.ts).
import { renderTemplateSync } from "../../harness/templates";
import { TEMPLATES, TRACKER_ACTIONS, trackerView } from "../../../src/apps/sidebar/tracker";
import { demoBattle, type Moment } from "../demo-battle";
import { framedDialog } from "../dialog-frame";
import type { Scene, SceneContext } from "../scene-kit";

async function placeTracker(ctx: SceneContext, who: "gm" | "bob", moment: Moment = "fired"): Promise<HTMLElement> {
  const w = await demoBattle(ctx, moment);
  ctx.setUser(who);
  const view = trackerView(w.combat, game.user as User.Implementation);
  const host = document.createElement("div");
  host.className = "cepheus-screenshot-sidebar";
  host.style.cssText = "position:absolute;left:12px;top:12px;width:340px;";
  host.innerHTML = `<section id="combat" class="tab sidebar-tab combat-sidebar">${renderTemplateSync(TEMPLATES.tracker, { view })}${renderTemplateSync(TEMPLATES.footer, { view })}</section>`;
  // a click on a control runs the tracker's action of its data-action, as core's ApplicationV2 delegates them
  host.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
    const action = target && TRACKER_ACTIONS[target.dataset.action ?? ""];
    if (action) void action.call({ viewed: w.combat }, event as PointerEvent, target);
  });
  ctx.stage.append(host);
  return host;
}

export const scenes: Scene[] = [
  {
    name: "tracker-gm",
    title: "Combat tracker (GM): round 1, the Vigilant acting, reactions, crew actions, ranges, missiles in flight",
    async setup(ctx) {
      return placeTracker(ctx, "gm");
    },
  },
  {
    name: "odds-window",
    title:
      "Odds of this fight (GM): shares with their 95% range, each ship's fate, the end round, Hull and Structure left; beside it the same fight at Long range, still running",
    async setup(ctx) {
      const w = await demoBattle(ctx, "fired");
      const { showOdds } = await import("../../../src/apps/sidebar/odds-dialog");
      // a fixed seed: the same battles every run
      return framedDialog(ctx, () => showOdds(w.combat!, { seed: 20_261_201 }));
    },
  },
  {
    name: "tracker-player",
    title: "Combat tracker as Bob, who commands the Vigilant: his side in full, the enemy's condition only",
    themes: ["dark"],
    async setup(ctx) {
      return placeTracker(ctx, "bob");
    },
  },
  {
    name: "tracker-damage-waiting",
    title: "Combat tracker (GM) after the Vigilant's turn: the Red Kestrel flagged with its damage card still to apply",
    themes: ["dark"],
    async setup(ctx) {
      return placeTracker(ctx, "gm", "turnEnded");
    },
  },
  {
    name: "range-dialog",
    title: "Range dialog (GM): the band between the Vigilant and the Red Kestrel, with each band's distance",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "fired");
      const { chooseRange } = await import("../../../src/apps/sidebar/tracker-dialogs");
      return framedDialog(ctx, () => chooseRange(w.combat!, w.fid, w.cid));
    },
  },
  {
    name: "setup-dialog",
    title: "Engagement setup (GM): starting range, each ship's side and awareness, the scene's km scale",
    themes: ["dark"],
    async setup(ctx) {
      const w = await demoBattle(ctx, "setup");
      const { editSetup } = await import("../../../src/apps/sidebar/tracker-dialogs");
      return framedDialog(ctx, () => editSetup(w.combat!));
    },
  },
];
