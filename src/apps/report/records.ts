// The engagement's record as its cards keep it, read for the battle report (GM side): one record per command, the
// events of its own card (an action card, or a reaction taken on a reaction card's button and written there, kept
// there when the attack landed on that card and made it the damage card), oldest first. Only cards a GM posted count
// (the trust boundary): a card with buttons by the GM's record of it (src/chat/posted.ts); a command's own card, which
// has none, by its author being a GM (core lets a user create a message only as its own author, and a user who is a
// GM could post such a card now). A card a step back withdrew is taken back with its events; a damage or crew card
// withdrawn or undone takes back the damage it carries (the command's other events stay). The damage and crew cards
// are the links of the damage lines.
import { CardData } from "../../data/chat/card";
import { cardKind, hasButtons } from "../../chat/kinds";
import { postedByGM } from "../../chat/posted";
import type { EngagementEvent } from "../../rules/engagement/events";
import type { ReportRecord } from "../../rules/engagement/battle-report";

type Msg = ChatMessage.Implementation;

/** Whether a card is taken back: withdrawn by a step back, or (a card that writes) its Apply undone since. */
export function takenBack(sys: CardData): boolean {
  if (sys.view?.withdrawn) return true;
  return !!cardKind(sys.kind)?.writes && !sys.applied && sys.undone.length > 0;
}

/** Whether a GM posted the card (see the file's head). */
export function fromGM(msg: Msg, sys: CardData): boolean {
  if (hasButtons(sys.kind)) return postedByGM(msg);
  const author = (msg._source as { author?: unknown }).author;
  return typeof author === "string" && !!game.users?.get(author)?.isGM;
}

/** The engagement's record for the report, and the cards behind it. */
export interface CardRecord {
  records: ReportRecord[];
  /** the damage and crew card carrying an event (by the event's JSON), for the damage lines' links */
  carriedBy: Map<string, string>;
  /** every card read (its id → taken back or not), for the report's out-of-date check */
  cards: Map<string, boolean>;
}

const key = (e: unknown) => JSON.stringify(e);
const timeOf = (m: Msg) => (m as unknown as { timestamp?: number }).timestamp ?? 0;

/** The GM-posted cards of a combat, oldest first. */
export function combatCards(messages: Iterable<Msg>, combatUuid: string): { msg: Msg; sys: CardData }[] {
  const out: { msg: Msg; sys: CardData }[] = [];
  for (const msg of messages) {
    const sys = msg.system;
    if (
      sys instanceof CardData &&
      combatUuid &&
      sys.combatUuid === combatUuid &&
      !sys.outsideCombat &&
      fromGM(msg, sys)
    )
      out.push({ msg, sys });
  }
  return out.sort((a, b) => timeOf(a.msg) - timeOf(b.msg));
}

/** The record of the combat `combatUuid` from its cards. */
export function readRecord(messages: Iterable<Msg>, combatUuid: string): CardRecord {
  const cards = combatCards(messages, combatUuid);
  const carriedBy = new Map<string, string>();
  const undone = new Set<string>();
  const seen = new Map<string, boolean>();
  for (const { msg, sys } of cards) {
    const back = takenBack(sys);
    seen.set(msg.id!, back);
    if (!cardKind(sys.kind)?.writes) continue;
    for (const e of sys.events) {
      const k = key(e);
      if (!carriedBy.has(k)) carriedBy.set(k, msg.id!);
      if (back) undone.add(k);
    }
  }
  const records: ReportRecord[] = [];
  for (const { msg, sys } of cards) {
    const kind = cardKind(sys.kind);
    const back = seen.get(msg.id!)!;
    if (kind?.reports) {
      const events = (sys.events as EngagementEvent[]).filter((e) => !undone.has(key(e)));
      records.push({ id: msg.id!, events, takenBack: back });
    } else {
      // the reactions taken on a reaction card's buttons (still its answers once its attack landed on it)
      for (const answer of sys.answers)
        if (Array.isArray(answer.events)) records.push({ id: msg.id!, events: answer.events, takenBack: back });
    }
  }
  return { records, carriedBy, cards: seen };
}

/** The card carrying an event of the record (a damage line's damage card), if any. */
export function carrierOf(record: CardRecord, e: EngagementEvent): string | undefined {
  return record.carriedBy.get(key(e));
}
