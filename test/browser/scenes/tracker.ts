// Scenes of the combat tracker: round 3 of a four-ship fight, as the GM and as a player see it (issue 5). The
// tracker's real templates render the view model of test/views/tracker-fixtures.ts inside Foundry's sidebar markup.
import { renderTemplateSync } from "../../harness/templates";
import { prepareOddsView } from "../../../src/odds/view";
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

/** The "Odds of this fight" window as DialogV2 frames it (the stand-in has no DialogV2): a fixed result, 10,000 battles. */
function placeOdds(ctx: SceneContext): HTMLElement {
  const view = prepareOddsView({
    result: { battles: 10_000, wins: {}, sides: { navy: 6121, pirates: 3357 }, draws: 522, stalemates: 0, totalRounds: 71_340, averageRounds: 7.134, ships: {}, rounds: [] },
    sides: [
      { side: "navy", names: ["ISS Vigilant", "Far Trader Kestrel"] },
      { side: "pirates", names: ["Red Corsair"] },
    ],
    round: 3,
    ms: 4210,
    workers: 4,
    inPage: 0,
  });
  const host = document.createElement("div");
  host.className = "application dialog cepheus cepheus-odds-dialog";
  host.style.cssText = "left:12px;top:12px;width:400px;";
  const title = game.i18n!.localize("CEPHEUS.Odds.Title");
  const close = game.i18n!.localize("CEPHEUS.Odds.Close");
  host.innerHTML = `<header class="window-header"><h1 class="window-title">${title}</h1></header><section class="window-content" style="padding:8px;gap:8px">${renderTemplateSync(
    "systems/cepheus-space-combat/templates/sidebar/odds.hbs",
    view,
  )}<footer class="form-footer"><button type="button" data-action="ok">${close}</button></footer></section>`;
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
    name: "odds-window",
    title: "Odds of this fight (GM): each side's share of 10,000 battles from round 3, draws, length, time taken",
    async setup(ctx) {
      return placeOdds(ctx);
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
