// ChatMessage type "card": the system's chat cards. The message `content` is the rendered card; `system` keeps
// what the card's buttons need (the events it shows, who applied it, what its Apply changed). Cards are posted by
// the GM, and only the GM writes `system` after creation (Apply, Undo, reactions resolved): players ask through
// the GM request channel (src/net/requests.ts); a card a GM did not post is never applied.
//
// The JSON members (command, view, events, reaction, answers, undo, undone) are ObjectFields, stored as they were written;
// the model names their shapes (the `declare`s below), so that readers need no casts. The field names are those
// every stored card has.
import type { Changes } from "../changes";
import type { EngagementEvent } from "../../rules/engagement/events";
import type { CardView, SectionView } from "./card-view";

const fields = foundry.data.fields;

export const CARD_KINDS = ["action", "reaction", "damage", "crew"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The subtype name in system.json documentTypes.ChatMessage. */
export const CARD_TYPE = "card";

/** What an Apply wrote to one document (kept on the card for its Undo). */
export interface UndoEntry {
  uuid: string;
  changes: Changes;
}

/** A reaction card's open question: the attack (or boarding) it answers and the ship that may react. */
export interface CardReaction {
  attackId?: string;
  boardingId?: string;
  shipId?: string;
}

/**
 * A reaction taken with a reaction card's own button and written on that card instead of a card of its own
 * (src/chat/refresh.ts): the command as the GM ran it, its events, and the lines the card shows for it.
 */
export interface CardAnswer {
  command: Record<string, unknown>;
  events: EngagementEvent[];
  sections: SectionView[];
  /**
   * a command written on a turn's card: when (ms), how many sections and rolls the card had before it, and whether
   * its command made a step back's checkpoint (it ended the turn, or launched missiles). A step back takes the
   * commands written since its checkpoint off the card again (src/play/withdraw.ts).
   */
  written?: { at: number; sections: number; rolls: number; cut: boolean };
}

/** Update option of the GM's write that adds a reaction card's newest answer: the public hooks announce that answer. */
export const ANSWER_WRITE = "cepheusAnswer";

/** A JSON member as an ObjectField holds it: the shape the card wrote, and any other key an older card may have. */
export type Stored<T> = T & Record<string, unknown>;

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
  /** reaction cards: the reactions taken with the card's buttons and written on it, oldest first (JSON) */
  answers: new fields.ArrayField(new fields.ObjectField()),
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
  declare kind: CardKind;
  declare command: Record<string, unknown>;
  declare view: Stored<CardView>;
  declare events: Stored<EngagementEvent>[];
  declare reaction: Stored<CardReaction>;
  declare answers: Stored<CardAnswer>[];
  declare undo: Stored<UndoEntry>[];
  declare undone: Stored<UndoEntry>[];

  static override defineSchema(): CardSchema {
    return cardSchema();
  }
}

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: { card: typeof CardData };
  }
}

/** A message's card data, or null when it is not one of the system's cards. */
export function cardOf(msg: { system?: unknown } | null | undefined): CardData | null {
  const sys = msg?.system;
  return sys instanceof CardData ? sys : null;
}
