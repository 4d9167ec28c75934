// Card view + card state → HTML, through Foundry's template renderer (templates/chat/card.hbs).
import { cardKind, cardRulesLink } from "./kinds";
import { label, NS, t } from "./i18n";
import type { ButtonView, CardView } from "./view";
import { templatePath } from "../base/system-id";

export const CARD_TEMPLATE = templatePath("chat/card.hbs");

export interface CardState {
  kind: string;
  applied: boolean;
  appliedBy: string;
  /** a card that applies (src/chat/kinds.ts) with something to write */
  applicable: boolean;
}

/** The labels every card uses (table headers). */
export function cardLabels(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ["dice", "total", "effect", "range", "weapon", "dm", "result"]) out[k] = t(`${NS.chat}.Label.${k}`);
  return out;
}

/** The view with the buttons and status that follow from the card's state (Apply, or Undo once applied). */
export function decorate(view: CardView, state: CardState): CardView {
  const out: CardView = { ...view, buttons: [...view.buttons] };
  const kind = cardKind(state.kind);
  if (kind?.writes && state.applicable) {
    if (state.applied) {
      out.status = t(`${NS.chat}.AppliedBy`, { name: state.appliedBy || label(NS.chat, "Someone") });
      // worded, and drawn below Apply's weight: it takes back what the card wrote
      out.buttons.push(button("undo", view.undo || t(`${NS.chat}.Undo`), "undo secondary"));
    } else {
      out.status = null;
      out.buttons.push(button("apply", t(`${NS.chat}.Apply`), "apply"));
    }
  }
  // a reaction card once answered (or closed) has no buttons left
  if (kind?.offersReactions && state.applied) out.buttons = [];
  return out;
}

function button(action: string, text: string, css: string): ButtonView {
  return { action, label: text, data: [], css };
}

export async function renderCard(view: CardView, state: CardState): Promise<string> {
  const link = cardRulesLink(view.kind);
  const rules = { uuid: link.uuid, text: t("CEPHEUS.Rules.link", { page: t(link.label) }) };
  const context = { ...decorate(view, state), labels: cardLabels(), rules };
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, context as never);
}
