// Registration of the chat cards and the engagement bridge: called once from the system's init hook.
import { registerPerformRequest } from "../../engagement/perform";
import { registerEngagementSettings } from "../../engagement/settings";
import { registerCardRequest } from "../../engagement/apply";
import { CardData, CARD_TYPE } from "../../chat/card-data";
import { onRenderChatMessageHTML } from "./card-buttons";

export function registerChat(): void {
  (CONFIG.ChatMessage.dataModels as Record<string, unknown>)[CARD_TYPE] = CardData;
  registerEngagementSettings();
  registerPerformRequest();
  registerCardRequest();
  Hooks.on("renderChatMessageHTML", (message, html) => onRenderChatMessageHTML(message as ChatMessage.Implementation, html as HTMLElement));
}
