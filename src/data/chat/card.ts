// ChatMessage type "card": the system's chat cards. The message `content` is the rendered card; `system` keeps
// what the card's buttons need (the events it shows, who applied it, what its Apply changed). Cards are posted by
// the GM, and only the GM writes `system` after creation (Apply, Undo, reactions resolved): players ask through
// the GM request channel (src/net/requests.ts); a card a GM did not post is never applied.
//
// The JSON members (command, view, events, reaction, answers, landed, undo, undone) are ObjectFields, stored as they were written;
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

/**
 * A reaction card on which its attack landed: it became that landing's damage card (src/chat/landing.ts). What the
 * reaction card was then, so that a step back to before the landing makes it the reaction card again.
 */
export interface CardLanding {
  /** when the attack landed (ms) */
  at: number;
  view: CardView;
  events: EngagementEvent[];
  applied: boolean;
  appliedBy: string;
}

/** Update option of the GM's write that adds a reaction card's newest answer: the public hooks announce that answer. */
export const ANSWER_WRITE = "cepheusAnswer";

/** A JSON member as an ObjectField holds it: the shape the card wrote, and any other key an older card may have. */
export type Stored<T> = T & Record<string, unknown>;

/** A required string, blank until set; a required flag, false until set; a JSON object; a list of JSON objects. */
const text = () => new fields.StringField({ required: true, blank: true, initial: "" });
const flag = () => new fields.BooleanField({ required: true, initial: false });
const json = () => new fields.ObjectField({ required: true, initial: {} });
const jsonList = () => new fields.ArrayField(new fields.ObjectField());

const cardSchema = () => ({
  kind: new fields.StringField({ required: true, blank: false, initial: "action", choices: [...CARD_KINDS] }),
  /** the combat the card belongs to ("" outside combat) */
  combatUuid: text(),
  /** the ship actor the card is about (damage and crew cards: the damaged ship; reactions: the reacting ship) */
  shipUuid: text(),
  /** rolled on a one-ship engagement made on the fly: nothing was stored */
  outsideCombat: flag(),
  /** the command that produced the card (JSON) */
  command: json(),
  /** the card's view model (localised text; re-rendered when the card's state changes) */
  view: json(),
  /** the engine events the card shows (JSON) */
  events: jsonList(),
  /** damage and crew cards: whether there was anything to write when the card was made (its Apply button) */
  applicable: flag(),
  /** reaction cards: the reacting ship (Combatant id), the attack, the choices offered (JSON) */
  reaction: json(),
  /** reaction cards: the reactions taken with the card's buttons and written on it, oldest first (JSON) */
  answers: jsonList(),
  /** a damage card that was its attack's reaction card: that card as it was when the attack landed (one entry, JSON) */
  landed: jsonList(),
  /** set by the GM when the card's outcome has been written (damage/crew) or chosen (reactions) */
  applied: flag(),
  appliedBy: text(),
  /** what Apply changed, as amounts: one { uuid, changes } per document written (src/data/changes.ts); Undo takes them back */
  undo: jsonList(),
  /** what the last Undo took back, as amounts (the damageUndone hook reports them) */
  undone: jsonList(),
});

export type CardSchema = ReturnType<typeof cardSchema>;

export class CardData extends foundry.abstract.TypeDataModel<CardSchema, foundry.abstract.Document.Any> {
  declare kind: CardKind;
  declare command: Record<string, unknown>;
  declare view: Stored<CardView>;
  declare events: Stored<EngagementEvent>[];
  declare reaction: Stored<CardReaction>;
  declare answers: Stored<CardAnswer>[];
  declare landed: Stored<CardLanding>[];
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
