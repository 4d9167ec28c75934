// Realistic data for the combat tracker's screenshots: round 3 of a four-ship fight. The players' ISS
// Vigilant (acting, hull 4/6, a smart-missile salvo on its way) and the trader Marigold against the pirates Red
// Kestrel (hull 5/8, its own missiles incoming) and Black Gull (hull breached, pursuing the Marigold).
// Plain data and pure functions: `trackerFixtureViews()` gives the GM's and a player's view models,
// `renderTrackerFixture(who)` the tracker's HTML (tracker part + footer) with the real templates.
import { prepareTrackerView, type TrackerInput, type TrackerView } from "../../src/apps/sidebar/view-model";
import { pairKey, type ShipCombatState } from "../../src/rules/engagement/memory";
import { createEngagement, type EngagementState } from "../../src/rules/engagement/state";
import { reactionsForInitiative } from "../../src/rules/reactions";
import { frontierTrader, raider } from "../rules/engagement/fixtures";
import { corsairSnapshot, frigateSnapshot } from "./fixtures";

export const TRACKER_TEMPLATES = {
  tracker: "systems/cepheus-space-combat/templates/sidebar/tracker.hbs",
  footer: "systems/cepheus-space-combat/templates/sidebar/footer.hbs",
} as const;

/** The engagement in round 3, the Vigilant's turn under way. */
export function trackerBattle(): EngagementState {
  const vigilant = frigateSnapshot("vigilant");
  const kestrel = { ...corsairSnapshot("kestrel"), hull: { value: 5, max: 8 } };
  const gull = { ...raider("gull"), name: "Black Gull", hull: { value: 0, max: 6 }, structure: { value: 5, max: 6 } };
  const marigold = { ...frontierTrader("marigold"), name: "Marigold" };
  const state = createEngagement({
    ships: [vigilant, kestrel, gull, marigold],
    sides: { vigilant: "navy", marigold: "navy", kestrel: "pirates", gull: "pirates" },
    ranges: {
      [pairKey("vigilant", "kestrel")]: "medium",
      [pairKey("vigilant", "gull")]: "long",
      [pairKey("vigilant", "marigold")]: "close",
      [pairKey("kestrel", "gull")]: "short",
      [pairKey("kestrel", "marigold")]: "medium",
      [pairKey("gull", "marigold")]: "short",
    },
  });
  const m = state.memory;
  m.round = 3;
  m.turn = 0;
  m.order = ["vigilant", "kestrel", "gull", "marigold"];
  const set = (id: string, initiative: number, extra: Partial<ShipCombatState> = {}) => {
    Object.assign(m.ships[id], { initiative, reactionsBudget: reactionsForInitiative(initiative), acted: false, ...extra });
  };
  set("vigilant", 11, { hasty: true, speed: 3, reactionsSpent: 1, actions: { "1": { minor: 1, significant: 0 }, "3": { minor: 0, significant: 1 } }, initiativeBonusNext: 1 });
  set("kestrel", 9, { speed: 3 });
  set("gull", 7, { speed: 4, reactionsSpent: 2 });
  set("marigold", 6, { speed: 4, aware: true });
  m.salvos.push(
    { id: "s1", attackerId: "vigilant", targetId: "kestrel", mountId: "turret2", missileType: "smart", count: 3, launchedRound: 2, impactRound: 4, toHit: 8, fuelEndsRound: 6, launchEffect: 2 },
    { id: "s2", attackerId: "kestrel", targetId: "vigilant", mountId: "c2", missileType: "standard", count: 1, launchedRound: 3, impactRound: 4, toHit: 7, fuelEndsRound: 7, launchEffect: 1 },
  );
  m.pursuits.push({ pursuerId: "gull", targetId: "marigold", turns: 2, maintainedRound: 2 });
  m.nextId = 3;
  return state;
}

const NAMES: Record<string, string> = { vigilant: "ISS Vigilant", kestrel: "Red Kestrel", gull: "Black Gull", marigold: "Marigold" };
const IMAGES: Record<string, string> = {
  vigilant: "icons/svg/sun.svg",
  kestrel: "icons/svg/skull.svg",
  gull: "icons/svg/skull.svg",
  marigold: "icons/svg/anchor.svg",
};

/** The view model's input as the GM or a player (who commands the Vigilant and the Marigold) sees it. */
export function trackerFixtureInput(who: "gm" | "player"): TrackerInput {
  const state = trackerBattle();
  const owned = who === "player" ? ["vigilant", "marigold"] : [];
  return {
    state,
    ships: Object.keys(NAMES).map((id) => ({ id, name: NAMES[id], img: IMAGES[id], owned: owned.includes(id), hidden: false })),
    viewer: { isGM: who === "gm" },
    overrides: [pairKey("vigilant", "kestrel")],
    tokenRanges: true,
    canStepBack: who === "gm",
    unknownName: "Unknown contact",
    // as the bridge's mayPerform decides: the turn flow is the GM's, a ship's own decisions its owners'
    may: (c) => who === "gm" || (c.type !== "endTurn" && "shipId" in c && owned.includes(c.shipId)),
  };
}

export function trackerFixtureViews(): { gm: TrackerView; player: TrackerView } {
  return { gm: prepareTrackerView(trackerFixtureInput("gm")), player: prepareTrackerView(trackerFixtureInput("player")) };
}

/**
 * The tracker's HTML for the screenshots: the tracker part and the footer, as the sidebar shows them (wrap in
 * Foundry's sidebar markup and the system stylesheet). `render(path, context)` renders a system template
 * (e.g. test/harness/templates.ts renderTemplateSync after loadTemplates, in a test or the screenshots run).
 */
export function renderTrackerFixture(who: "gm" | "player", render: (path: string, context: object) => string): string {
  const view = prepareTrackerView(trackerFixtureInput(who));
  return `<section id="combat" class="tab sidebar-tab combat-sidebar">${render(TRACKER_TEMPLATES.tracker, { view })}${render(TRACKER_TEMPLATES.footer, { view })}</section>`;
}
