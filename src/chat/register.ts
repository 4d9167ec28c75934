// Registration of the chat cards and the engagement bridge: called once from the system's init hook.
import { registerEngagementSettings } from "../engagement/settings";
import { CardData, CARD_TYPE } from "./card-data";
import { onRenderChatMessageHTML } from "./hooks";

export function registerChat(): void {
  (CONFIG.ChatMessage.dataModels as Record<string, unknown>)[CARD_TYPE] = CardData;
  registerEngagementSettings();
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessageHTML(message as ChatMessage.Implementation, html as HTMLElement));
}
