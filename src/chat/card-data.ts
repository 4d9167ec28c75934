// ChatMessage type "card": the system's chat cards. The message `content` is the rendered card; `system` keeps
// what the card's buttons need (the events it shows, who applied it, what its Apply changed). Cards are posted by
// the GM, and only the GM writes `system` after creation (Apply, Undo, reactions resolved): players ask through
// the GM request channel (src/net/requests.ts); a card a GM did not post is never applied.
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
  /** damage and crew cards: whether there was anything to write when the card was made (its Apply button) */
  applicable: new fields.BooleanField({ required: true, initial: false }),
  /** reaction cards: the reacting ship (Combatant id), the attack, the choices offered (JSON) */
  reaction: new fields.ObjectField({ required: true, initial: {} }),
  /** set by the GM when the card's outcome has been written (damage/crew) or chosen (reactions) */
  applied: new fields.BooleanField({ required: true, initial: false }),
  appliedBy: new fields.StringField({ required: true, blank: true, initial: "" }),
  /** what Apply changed, as amounts: one { uuid, changes } per document written (src/data/changes.ts); Undo takes them back */
  undo: new fields.ArrayField(new fields.ObjectField()),
  /** what the last Undo took back, as amounts (the damageUndone hook reports them) */
  undone: new fields.ArrayField(new fields.ObjectField()),
});

export type CardSchema = ReturnType<typeof cardSchema>;

export class CardData extends foundry.abstract.TypeDataModel<CardSchema, foundry.abstract.Document.Any> {
  static override defineSchema(): CardSchema {
    return cardSchema();
  }
}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof CardData };
  }
}
