// The chat cards posted so far, read back: every card (or those of one kind), one message by id, and its typed data.
import { CardData } from "../../src/data/chat/card";

export function cards(kind?: string): ChatMessage.Implementation[] {
  return ([...game.messages!.values()] as ChatMessage.Implementation[]).filter(
    (m) => m.system instanceof CardData && (!kind || m.system.kind === kind),
  );
}

export function card(id: string): ChatMessage.Implementation {
  const m = game.messages!.get(id) as ChatMessage.Implementation | undefined;
  if (!m) throw new Error(`no message ${id}`);
  return m;
}

export function sys(m: ChatMessage.Implementation): CardData {
  if (!(m.system instanceof CardData)) throw new Error("not a card");
  return m.system;
}
