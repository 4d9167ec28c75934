// Registration of the chat cards and the engagement bridge: called once from the system's init hook.
import { CardData, CARD_TYPE } from "./card-data";

export function registerChat(): void {
  (CONFIG.ChatMessage.dataModels as Record<string, unknown>)[CARD_TYPE] = CardData;
}
