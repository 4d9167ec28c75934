// Leading to a card in the chat log (the tracker's "damage card waiting" flag): the sidebar shows its chat tab, the
// card scrolls into view, is marked for a moment and takes the focus, so the keyboard goes on to its buttons.
import { t } from "../../chat/i18n";

/** How long a card shown this way stays marked (ms). */
export const SHOWN_FOR = 3000;

interface ChatTab {
  element?: HTMLElement | null;
}

interface SidebarApp {
  changeTab?(tab: string, group: string): void;
}

/**
 * Show the card of message `messageId` in the chat log. False (and a note saying where to look) when the log does not
 * show it: a card older than the messages the log has drawn, or one the user may not see.
 */
export function showCardInChat(messageId: string): boolean {
  const shell = ui as unknown as { chat?: ChatTab; sidebar?: SidebarApp };
  shell.sidebar?.changeTab?.("chat", "primary");
  const li = messageId
    ? shell.chat?.element?.querySelector<HTMLElement>(`.chat-message[data-message-id="${CSS.escape(messageId)}"]`)
    : null;
  const card = li?.querySelector<HTMLElement>(".cepheus-card") ?? null;
  if (!li || !card) {
    ui.notifications?.info(t("CEPHEUS.Tracker.CardNotShown"));
    return false;
  }
  li.scrollIntoView({ block: "center" });
  card.tabIndex = -1;
  card.classList.add("shown");
  card.focus({ preventScroll: true });
  setTimeout(() => card.classList.remove("shown"), SHOWN_FOR);
  return true;
}
