// ChatMessage type "card": the system's chat cards. The message `content` is the rendered card; `system` keeps
// what the card's buttons need (the events it shows, what an Apply writes, who applied it, how to undo it).
// Only the GM writes `system` after creation (Apply, Undo, reactions resolved): players ask through a query.
const fields = foundry.data.fields;

export const CARD_KINDS = ["action", "reaction", "damage", "crew"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The subtype name in system.json documentTypes.ChatMessage. */
export const CARD_TYPE = "card";

const cardSchema = () => ({
  kind: new fields.StringField({ required: true, blank: false, initial: "action", choices: [...CARD_KINDS] }),
  /** the combat the card belongs to ("" outside combat) */
  combatUuid: new fields.StringField({ required: true, blank: true, initial: "" }),
  /** the ship actor the card is about (damage and crew cards: the damaged ship; reactions: the reacting ship) */
  shipUuid: new fields.StringField({ required: true, blank: true, initial: "" }),
  /** rolled on a one-ship engagement made on the fly: nothing was stored */
  outsideCombat: new fields.BooleanField({ required: true, initial: false }),
  /** the command that produced the card (JSON) */
  command: new fields.ObjectField({ required: true, initial: {} }),
  /** the card's view model (localised text; re-rendered when the card's state changes) */
  view: new fields.ObjectField({ required: true, initial: {} }),
  /** the engine events the card shows (JSON) */
  events: new fields.ArrayField(new fields.ObjectField()),
  /**
   * damage and crew cards: one entry per document the Apply button writes —
   * { uuid, name, before (the source values the update will change, at card time), update (nested update) }
   */
  targets: new fields.ArrayField(new fields.ObjectField()),
  /** reaction cards: the reacting ship (Combatant id), the attack, the choices offered (JSON) */
  reaction: new fields.ObjectField({ required: true, initial: {} }),
  /** set by the GM when the card's outcome has been written (damage/crew) or chosen (reactions) */
  applied: new fields.BooleanField({ required: true, initial: false }),
  appliedBy: new fields.StringField({ required: true, blank: true, initial: "" }),
  /** what Undo writes back: one { uuid, update } per document, captured just before Apply wrote */
  undo: new fields.ArrayField(new fields.ObjectField()),
});

export type CardSchema = ReturnType<typeof cardSchema>;

export class CardData extends foundry.abstract.TypeDataModel<CardSchema, foundry.abstract.Document.Any> {
  static override defineSchema(): CardSchema {
    return cardSchema();
  }
}

/** A damage/crew card target as stored in `targets`. */
export interface CardTarget {
  uuid: string;
  name: string;
  /** the values the update will change, as they were when the card was made (stale check) */
  before: Record<string, unknown>;
  /** the nested update Apply writes */
  update: Record<string, unknown>;
}

export interface UndoEntry {
  uuid: string;
  /** the values the document held just before Apply (what Undo writes) */
  update: Record<string, unknown>;
  /** what Apply wrote (Undo asks first when the document no longer holds it) */
  written: Record<string, unknown>;
}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof CardData };
  }
}
