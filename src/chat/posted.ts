// The GM's record of the cards it posted that can still act: the kinds with buttons (src/chat/kinds.ts: Apply and
// Undo, the damage hooks when they flip; reactions, the refresh after every command). A card is judged by who posted
// it when it was posted, never by the role its author has now: a player's own message made to look like a card stays
// a player's message even after its author is made an Assistant. The record is a hidden world setting, which only a
// GM may write; the GM writes a card's id and its own user id there before it creates the card, so every client
// knows the card is the GM's by the time it arrives. The record also lets the refresh find every open reaction card
// of a combat, however long the chat log.
import { SYSTEM_ID } from "../base/system-id";

/** The hidden world setting (registered in src/registration/settings.ts): message id → the id of the GM who posted it. */
export const POSTED_CARDS = "postedCards";

type Record_ = Record<string, string>;

function record(): Record_ {
  try {
    const value = (game.settings as unknown as { get(ns: string, key: string): unknown } | undefined)?.get(
      SYSTEM_ID,
      POSTED_CARDS,
    );
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record_) : {};
  } catch {
    return {};
  }
}

/** Whether a GM posted this card: it is in the GM's record, as written by the user who is still its author. */
export function postedByGM(msg: { id: string | null; _source?: unknown }): boolean {
  const author = (msg._source as { author?: unknown } | undefined)?.author;
  const by = msg.id ? record()[msg.id] : undefined;
  return typeof by === "string" && by === author;
}

/**
 * GM: record a card about to be posted with this id (the record keeps only messages that still exist). Resolves once
 * the record is written; throws when this user may not write it.
 */
export async function recordPosted(messageId: string): Promise<void> {
  const kept: Record_ = {};
  for (const [id, by] of Object.entries(record())) if (game.messages?.get(id)) kept[id] = by;
  kept[messageId] = game.user!.id!;
  await (game.settings as unknown as { set(ns: string, key: string, v: unknown): Promise<unknown> }).set(
    SYSTEM_ID,
    POSTED_CARDS,
    kept,
  );
}

/** The recorded cards that still exist, oldest first. */
export function recordedCards(): ChatMessage.Implementation[] {
  const out: ChatMessage.Implementation[] = [];
  for (const id of Object.keys(record())) {
    const msg = game.messages?.get(id) as ChatMessage.Implementation | undefined;
    if (msg && postedByGM(msg)) out.push(msg);
  }
  return out;
}
