// Scenes of the combat tracker: round 3 of a four-ship fight, as the GM and as a player see it (issue 5). The
// tracker's real templates render the view model of test/views/tracker-fixtures.ts inside Foundry's sidebar markup.
import { renderTemplateSync } from "../../harness/templates";
import { prepareOddsView } from "../../../src/odds/view";
import { applyWhatIf, whatIfChoices } from "../../../src/odds/what-if";
import { oddsOf } from "../../../src/rules/engagement/odds";
import { createEngagement } from "../../../src/rules/engagement/state";
import { frontierTrader, raider } from "../../rules/engagement/fixtures";
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

/**
 * The "Odds of this fight" window as DialogV2 frames it (the stand-in has no DialogV2): 500 battles of a Raider against
 * two Frontier Traders from the start, fought here with the rules' oddsOf, beside the same fight at Long range (what if).
 */
function placeOdds(ctx: SceneContext): HTMLElement {
  const state = createEngagement({
    ships: [frontierTrader(), frontierTrader("trader2"), raider()],
    sides: { trader: "navy", trader2: "navy", raider: "pirates" },
    range: "short",
  });
  const ships = [
    { id: "trader", name: "Far Trader Kestrel" },
    { id: "trader2", name: "ISS Vigilant" },
    { id: "raider", name: "Red Corsair" },
  ];
  const sides = [
    { side: "navy", names: ["Far Trader Kestrel", "ISS Vigilant"] },
    { side: "pirates", names: ["Red Corsair"] },
  ];
  const column = (result: ReturnType<typeof oddsOf>, running?: { done: number; total: number }) =>
    renderTemplateSync("systems/cepheus-space-combat/templates/sidebar/odds.hbs", prepareOddsView({ result, sides, ships, round: 0, ms: 1840, workers: 4, inPage: 0, running }));
  const far = applyWhatIf(state, { maxRounds: 30 }, { kind: "range", band: "long" });
  const i18n = game.i18n!;
  const host = document.createElement("div");
  host.className = "application dialog cepheus cepheus-odds-dialog";
  host.style.cssText = "left:12px;top:12px;width:640px;";
  const content = renderTemplateSync("systems/cepheus-space-combat/templates/sidebar/odds-panel.hbs", {
    columns: [
      { index: 0, title: i18n.localize("CEPHEUS.Odds.AsItStands"), html: column(oddsOf(state, 500, 7, { maxRounds: 30 })) },
      { index: 1, title: i18n.format("CEPHEUS.Odds.WithChange", { change: i18n.format("CEPHEUS.Odds.Change.range", { band: "Long" }) }), html: column(oddsOf(far.state, 200, 7, far.opts), { done: 200, total: 10_000 }) },
    ],
    choices: whatIfChoices(state, ships, (b) => b).map((c) => ({ value: c.value, label: i18n.format(c.key, c.data) })),
  });
  host.innerHTML = `<header class="window-header"><h1 class="window-title">${i18n.localize("CEPHEUS.Odds.Title")}</h1></header><section class="window-content" style="padding:8px;gap:8px">${content}<footer class="form-footer"><button type="button" data-action="ok">${i18n.localize("CEPHEUS.Odds.Close")}</button></footer></section>`;
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
    title: "Odds of this fight (GM): shares with their 95% range, each ship's fate, the end round, Hull and Structure left; beside it the same fight at Long range, still running",
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
