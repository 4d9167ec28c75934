// The kinds of chat card, each declared once: what it does, what a step back does to it, its buttons and who may
// press them, and the rules page it links to. Everything that treats cards differently by kind (building and posting
// them, their buttons, Apply and Undo, withdrawing, the public hooks, the tracker's "damage waiting") asks here; the
// kind names themselves are the data model's (src/data/chat/card.ts), which stores them.
import type { CardKind } from "../data/chat/card";
import { rulesLink, type RulesLink, type RulesTopic } from "../links/rules-links";

/**
 * The buttons a card can carry: Apply and Undo (writing what its events did), Decline and React (reactions), Undo
 * launch (a launch's own card: back to the step before it).
 */
export const CARD_ACTIONS = ["apply", "undo", "decline", "undoLaunch"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/**
 * Who may press a button (the GM side checks again): the GM alone; the GM or the owners of the ship the card is
 * about; whoever may perform the reaction command the button sends (the engagement's permissions).
 */
export type Presser = "gm" | "owners" | "performer";

export interface CardKindDef {
  /** the command's own card: it carries the command's rolls in the asker's roll mode, and the card hooks fire from it */
  readonly reports: boolean;
  /** what its Apply writes from its events: the damaged ship's damage, the crew's injuries (none: it does not apply) */
  readonly writes: { readonly ship: boolean; readonly crew: boolean } | null;
  /** it offers the target's reactions to an attack or boarding, is refreshed after every command, closed once answered */
  readonly offersReactions: boolean;
  /**
   * what a step back does to it: "always" when the attack its events follow is taken back (its Apply undone, its
   * buttons gone); "sincePosted" only when it was posted after the checkpoint (the commands it reports are taken back)
   */
  readonly withdraws: "always" | "sincePosted";
  /** its buttons, each with who may press it */
  readonly buttons: Readonly<Partial<Record<CardAction | "react", Presser>>>;
  /** the quick-reference page its rules link opens */
  readonly rules: RulesTopic;
}

/** A kind that reports nothing, writes nothing, offers no reaction and has no button, with what it changes. */
const kind = (def: Partial<CardKindDef> & Pick<CardKindDef, "rules">): CardKindDef => ({
  reports: false,
  writes: null,
  offersReactions: false,
  withdraws: "always",
  buttons: {},
  ...def,
});

export const CARD_KIND_DEFS: Readonly<Record<CardKind, CardKindDef>> = Object.freeze({
  // a launch's own card has Undo launch (its view carries the button: src/chat/cards.ts)
  action: kind({ reports: true, withdraws: "sincePosted", buttons: { undoLaunch: "gm" }, rules: "checklist" }),
  reaction: kind({ offersReactions: true, buttons: { react: "performer", decline: "owners" }, rules: "reactions" }),
  // one per damaged ship: its damage, and the injuries of its crew
  damage: kind({ writes: { ship: true, crew: true }, buttons: { apply: "owners", undo: "gm" }, rules: "damage" }),
  // boarders struck while their own ship took no damage: their injuries
  crew: kind({ writes: { ship: false, crew: true }, buttons: { apply: "owners", undo: "gm" }, rules: "damage" }),
});

/** The declaration of a stored kind, or null for a name no kind has (a forged or foreign card). */
export function cardKind(kind: unknown): CardKindDef | null {
  return typeof kind === "string" && Object.hasOwn(CARD_KIND_DEFS, kind) ? CARD_KIND_DEFS[kind as CardKind] : null;
}

/** Whether cards of this kind have an Apply (and Undo). */
export function applies(kind: unknown): boolean {
  return !!cardKind(kind)?.writes;
}

/**
 * Whether every card of this kind has buttons: a GM's record keeps them (src/chat/posted.ts). A command's own card
 * has one only when it launched missiles (Undo launch, in its view): the record keeps that one as it is posted.
 */
export function hasButtons(kind: unknown): boolean {
  const def = cardKind(kind);
  return !!def && !def.reports && Object.keys(def.buttons).length > 0;
}

/** Who may press a button of a card of this kind, or null when the kind has no such button. */
export function presserOf(kind: unknown, action: CardAction | "react"): Presser | null {
  return cardKind(kind)?.buttons[action] ?? null;
}

/** The rules page a card of this kind links to. */
export function cardRulesLink(kind: unknown): RulesLink {
  return rulesLink(cardKind(kind)?.rules ?? "checklist");
}
