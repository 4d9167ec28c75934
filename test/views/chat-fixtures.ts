// Realistic chat cards for screenshots: the ISS Vigilant's named gunner fires the three beam lasers of
// its damaged turret 1 at the Red Kestrel at Medium range (two hit, one misses); when the Vigilant's turn ends the
// damage lands: a Hull hit and an M-Drive hit. Built by the real rules engine with scripted dice and the real card
// builders. `chatFixtureViews()` gives the view models; `renderChatFixture(kind)` the card HTML through
// foundry.applications.handlebars.renderTemplate (install the template stand-in first, e.g. test/harness/chat.ts).
import { actionSections, damageSections, type CardView, type ViewContext } from "../../src/chat/view";
import { reactionView } from "../../src/chat/cards";
import { cardLabels, CARD_TEMPLATE, decorate } from "../../src/chat/render";
import { runSync, seededSource, type DiceSource } from "../../src/rules/dice";
import { applyCommand } from "../../src/rules/engagement/engine";
import type { EngagementEvent } from "../../src/rules/engagement/events";
import type { EngagementState } from "../../src/rules/engagement/state";
import { engage } from "../sheets/engagement";

/** Scripted totals first, then seeded dice. */
function dice(totals: number[], seed = 7): DiceSource {
  const rest = seededSource(seed);
  const queue = totals.slice();
  return { roll: (req) => (queue.length ? queue.shift()! : rest.roll(req)) };
}

export interface ChatFixture {
  before: EngagementState;
  afterAttack: EngagementState;
  afterTurn: EngagementState;
  attackEvents: EngagementEvent[];
  turnEvents: EngagementEvent[];
}

/** The engagement runs: the attack (beam 1: 10 hit, 5 damage; beam 2: 4 miss; beam 3: 9 hit, 6 damage), then end of turn. */
export function chatFixtureRun(): ChatFixture {
  const before = engage({ range: "medium", frigateFirst: true });
  const attack = runSync(applyCommand(before, { type: "attack", shipId: "frigate", seat: 3, targetId: "corsair" }), dice([10, 5, 4, 9, 6]));
  if (attack.events.some((e) => e.type === "refused")) throw new Error(`fixture attack refused: ${JSON.stringify(attack.events[0])}`);
  // end of the Vigilant's turn: 5 − armor 2 = 3 → Single Hit, location 8 (Hull); 6 − 2 = 4 → Single Hit, location 4 (M-Drive)
  const turn = runSync(applyCommand(attack.state, { type: "endTurn", shipId: "frigate" }), dice([8, 4]));
  return { before, afterAttack: attack.state, afterTurn: turn.state, attackEvents: attack.events, turnEvents: turn.events };
}

function baseView(kind: string, title: string, subtitle: string): CardView {
  return { kind, css: "", title, subtitle, notice: null, sections: [], buttons: [], status: null };
}

export function chatFixtureViews(): { attack: CardView; reaction: CardView; damage: CardView } {
  const f = chatFixtureRun();
  const i18n = game.i18n!;
  const attackCtx: ViewContext = { before: f.before, after: f.afterAttack, outsideCombat: false };
  const attack = baseView("action", i18n.format("CEPHEUS.Chat.TitleWithShip", { action: i18n.localize("CEPHEUS.Chat.Action.attack"), ship: "ISS Vigilant" }), i18n.format("CEPHEUS.Chat.Round", { round: "1" }));
  attack.sections = actionSections(attackCtx, f.attackEvents);
  const offered = f.attackEvents.find((e) => e.type === "attackRolled");
  const attackId = offered && offered.type === "attackRolled" ? offered.attackId : "a1";
  const reaction = reactionView(f.afterAttack, attackCtx, attackId, null);
  const turnCtx: ViewContext = { before: f.afterAttack, after: f.afterTurn, outsideCombat: false };
  const damage = baseView("damage", i18n.format("CEPHEUS.Chat.DamageTitle", { ship: "Red Kestrel" }), i18n.format("CEPHEUS.Chat.Round", { round: "1" }));
  damage.sections = damageSections(turnCtx, "corsair", f.turnEvents);
  return { attack, reaction, damage };
}

/** The card HTML, as it is posted (the damage card not yet applied: it shows Apply). */
export async function renderChatFixture(kind: "attack" | "reaction" | "damage"): Promise<string> {
  const view = chatFixtureViews()[kind];
  const context = { ...decorate(view, { kind: view.kind, applied: false, appliedBy: "", applicable: kind === "damage" }), labels: cardLabels() };
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, context as never);
}
