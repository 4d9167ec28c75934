// Stepping back a turn (the tracker's history) takes back the attacks resolved since the checkpoint: the damage and
// crew cards those attacks posted no longer apply. An applied one is undone first (crew injuries are not part of a
// checkpoint); then each loses its buttons and says why.
import type { EngagementEvent } from "../rules/engagement/events";
import type { EngagementMemory } from "../rules/engagement/memory";
import { undoCard } from "./apply";
import { CardData } from "./card-data";
import { NS, t } from "./i18n";
import { renderCard } from "./render";
import type { Json } from "./source";
import type { CardView } from "./view";

type Msg = ChatMessage.Implementation;

/**
 * Whether an attack is taken back by returning to `memory`: still pending there, or made after it (attack ids count
 * up from the memory's `nextId`: "a12" was made when nextId was 12).
 */
export function attackTakenBack(attackId: string, memory: EngagementMemory): boolean {
  if ((memory.pendingAttacks ?? []).some((a) => a.id === attackId)) return true;
  const n = /^a(\d+)$/.exec(attackId);
  return !!n && Number(n[1]) >= (memory.nextId ?? 1);
}

/** The damage and crew cards of `combatUuid` whose damage came from an attack taken back by returning to `memory`. */
export function cardsTakenBack(messages: Iterable<Msg>, combatUuid: string, memory: EngagementMemory): Msg[] {
  const out: Msg[] = [];
  for (const msg of messages) {
    const sys = msg.system;
    if (!(sys instanceof CardData) || sys.combatUuid !== combatUuid || (sys.kind !== "damage" && sys.kind !== "crew")) continue;
    if ((sys.view as unknown as CardView).withdrawn) continue;
    const events = sys.events as unknown as EngagementEvent[];
    if (events.some((e) => e.type === "damageResolved" && e.attackId !== undefined && attackTakenBack(e.attackId, memory))) out.push(msg);
  }
  return out;
}

/** Undo (when applied) and close each card: no buttons, a line saying the GM stepped back. GM side. */
export async function withdrawCards(cards: readonly Msg[], round: number): Promise<void> {
  for (const msg of cards) {
    const sys = msg.system as CardData;
    if (sys.applied) await undoCard(msg, game.user!, { force: true });
    const view = { ...((msg.system as CardData).view as unknown as CardView), buttons: [], withdrawn: true, status: t(`${NS.chat}.Withdrawn`, { round: String(round) }) };
    const content = await renderCard(view, { kind: sys.kind, applied: false, appliedBy: "", applicable: false });
    await msg.update({ content, system: { view: view as unknown as Json } } as never);
  }
}
