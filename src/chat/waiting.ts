// Damage waiting to be applied: the cards that apply (damage and crew, src/chat/kinds.ts) of a combat whose Apply has
// not been pressed yet, counted per damaged ship, so the tracker can say that a ship's numbers do not show its latest
// hits, and lead to the oldest of them in the chat log.
import { CardData } from "../data/chat/card";
import { applies } from "./kinds";

/**
 * The unapplied damage and crew cards of the combat `combatUuid`: their message ids by the damaged ship actor's uuid,
 * oldest first (the chat log's order).
 */
export function damageWaiting(combatUuid: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!combatUuid || !game.messages) return out;
  for (const msg of game.messages.values()) {
    const sys = (msg as ChatMessage.Implementation).system;
    if (!(sys instanceof CardData) || !applies(sys.kind)) continue;
    if (!sys.applicable || sys.applied || sys.combatUuid !== combatUuid || !sys.shipUuid) continue;
    out.set(sys.shipUuid, [...(out.get(sys.shipUuid) ?? []), msg.id ?? ""]);
  }
  return out;
}

/** Whether a chat message is a card the tracker's "damage waiting" flags count (its creation or Apply re-renders). */
export function isDamageCard(msg: ChatMessage.Implementation): boolean {
  const sys = msg.system;
  return sys instanceof CardData && applies(sys.kind);
}
