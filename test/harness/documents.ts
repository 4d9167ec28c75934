// The stand-in's client Documents by name (Actor, Item, Combat, Combatant, ChatMessage, User, Scene, Token): the
// classes an embedded document falls back to when CONFIG names none, and the resolution of world UUIDs. The documents
// themselves, and the server's part of a database operation, are in document.ts and one file for each document
// (test/harness/README.md, "Files"). What the stand-in does NOT do: sockets, compendia, active effects, sorting.
import { Actor, Item, Scene, TokenDocument } from "./actors-and-scenes";
import { ChatMessage } from "./chat-message";
import { Combat } from "./combat";
import { Combatant } from "./combat-turns";
import { Document, worldCollection } from "./document";
import { BASES } from "./document-base";
import { User } from "./users";
import { JournalEntry, JournalEntryPage } from "./journals";

Object.assign(BASES, {
  Actor,
  Item,
  Combat,
  Combatant,
  ChatMessage,
  User,
  Scene,
  Token: TokenDocument,
  JournalEntry,
  JournalEntryPage,
});

/** Resolve a world UUID ("Actor.id", "Actor.id.Item.id", "Combat.id.Combatant.id", ...). */
export function fromUuidSync(uuid: string): Document | null {
  const parts = uuid.split(".");
  if (parts[0] === "Compendium") return null;
  let doc: Document | null = null;
  for (let i = 0; i < parts.length; i += 2) {
    const [type, id] = [parts[i], parts[i + 1]];
    if (!doc) doc = worldCollection(type)?.get(id) ?? null;
    // core: "Scene.<id>.Token.<id>.Actor.<id>" names the token's (synthetic) actor
    else if (doc instanceof TokenDocument && type === "Actor") doc = doc.actorId === id ? doc.actor : null;
    else doc = (doc.embeddedCollection(type).get(id) as Document | undefined) ?? null;
    if (!doc) return null;
  }
  return doc;
}

export async function fromUuid(uuid: string): Promise<Document | null> {
  return fromUuidSync(uuid);
}
