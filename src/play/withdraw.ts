// Stepping back a turn (the tracker's history) takes back everything since the checkpoint: the damage, crew and
// reaction cards posted since no longer apply. An applied one is undone first (crew injuries are not part of a
// checkpoint), newest first; then each loses its buttons and says why. The action cards posted since (the rolls of
// the commands taken back) stay in the log, marked as taken back; a reaction card an attack landed on since is the
// reaction card again (src/chat/landing.ts). Part of the GM's command path, loaded on first use
// (./load-command-path.ts, asked by the step back in ./checkpoints.ts).
import { serialised } from "./queue";
import type { EngagementMemory } from "../rules/engagement/memory";
import { idGivenOutAfter } from "../rules/engagement/state";
import { undoCard } from "./card-writes";
import { CardData } from "../data/chat/card";
import { NS, t } from "../chat/i18n";
import { renderCard } from "../chat/render";
import { firstWrittenSince } from "../chat/fold";
import { landedSince, landingBack } from "../chat/landing";
import { cardKind } from "../chat/kinds";

type Msg = ChatMessage.Implementation;

/** What a step back returns to: the memory then, and when (ms; absent in checkpoints older than this rule). */
export interface TakenBackFrom {
  memory: EngagementMemory;
  at?: number;
}

/**
 * Whether an attack is taken back by returning to `memory` (old checkpoints without a time only): still pending
 * there, or made after it (attack ids count up from the memory's `nextId`: "a12" was made when nextId was 12).
 */
export function attackTakenBack(attackId: string, memory: EngagementMemory): boolean {
  return (
    (memory.pendingAttacks ?? []).some((a) => a.id === attackId) ||
    (attackId.startsWith("a") && idGivenOutAfter(attackId, memory))
  );
}

/**
 * The open damage, crew and reaction cards of `combatUuid` that a step back to `from` takes back, and the action cards
 * posted since it (checkpoints with a time: older ones cannot tell which commands an action card came from), oldest first.
 */
export function cardsTakenBack(messages: Iterable<Msg>, combatUuid: string, from: TakenBackFrom): Msg[] {
  const out: Msg[] = [];
  for (const msg of messages) {
    const sys = msg.system;
    if (!(sys instanceof CardData) || sys.combatUuid !== combatUuid) continue;
    // a card of a kind withdrawn only when posted since the checkpoint needs the checkpoint's time
    const withdraws = cardKind(sys.kind)?.withdraws;
    if (!withdraws || (withdraws === "sincePosted" && from.at === undefined)) continue;
    if (sys.view.withdrawn) continue;
    if (from.at !== undefined) {
      // posted since the checkpoint: the commands that posted it are taken back
      if ((msg as unknown as { timestamp?: number }).timestamp! >= from.at) out.push(msg);
      continue;
    }
    const events = sys.events;
    if (
      events.some(
        (e) => e.type === "damageResolved" && e.attackId !== undefined && attackTakenBack(e.attackId, from.memory),
      )
    )
      out.push(msg);
  }
  return out.sort(
    (a, b) =>
      ((a as unknown as { timestamp?: number }).timestamp ?? 0) -
      ((b as unknown as { timestamp?: number }).timestamp ?? 0),
  );
}

/**
 * The turns' and reaction cards of `combatUuid` posted before a step back to `from` with commands written on them
 * since (src/chat/fold.ts): the step back takes those commands off them, and the commands before them stand.
 */
export function cardsCut(messages: Iterable<Msg>, combatUuid: string, from: TakenBackFrom): Msg[] {
  const out: Msg[] = [];
  if (from.at === undefined) return out;
  for (const msg of messages) {
    const sys = msg.system;
    if (!(sys instanceof CardData) || sys.combatUuid !== combatUuid || sys.view.withdrawn) continue;
    const posted = (msg as unknown as { timestamp?: number }).timestamp ?? 0;
    if (posted < from.at && firstWrittenSince(sys.answers, from.at) >= 0) out.push(msg);
  }
  return out;
}

/**
 * Undo (when applied) and close each card, newest first, each in its card's queue (no Apply can slip in between).
 * A card whose Undo fails stays as it is, and the GM is told. GM side.
 */
export async function withdrawCards(cards: readonly Msg[], round: number): Promise<void> {
  for (const msg of [...cards].reverse()) {
    await serialised(`card:${msg.id}`, async () => {
      const sys = msg.system;
      if (!(sys instanceof CardData)) return;
      const kind = cardKind(sys.kind);
      if (!(await undoneIfApplied(msg, sys))) return;
      // the card as the Undo left it
      const now = msg.system instanceof CardData ? msg.system : sys;
      const view = {
        ...now.view,
        buttons: [],
        withdrawn: true,
        status:
          round > 0 ? t(`${NS.chat}.Withdrawn`, { round: String(round) }) : t(`${NS.chat}.WithdrawnBeforeInitiative`),
      };
      // a reaction card is closed for good (the refresh after each command leaves closed ones alone)
      const closed = !!kind?.offersReactions;
      // (the command's own card has no buttons and nothing applied: it keeps its flags and only says it was taken back)
      const content = await renderCard(view, {
        kind: sys.kind,
        applied: closed || (!!kind?.reports && sys.applied),
        appliedBy: kind?.reports ? sys.appliedBy : "",
        applicable: false,
      });
      await msg.update({ content, system: closed ? { view, applied: true } : { view } } as never);
    });
  }
}

/** Undo a card's Apply when it was applied; resolves with false (the GM told) when its Undo failed. */
async function undoneIfApplied(msg: Msg, sys: CardData): Promise<boolean> {
  if (!sys.applied || !cardKind(sys.kind)?.writes) return true;
  const undone = await undoCard(msg, game.user!).catch((err: unknown) => ({ ok: false, reason: String(err) }));
  if (!undone.ok)
    ui.notifications?.warn(t(`${NS.chat}.WithdrawFailed`, { title: sys.view.title, reason: undone.reason ?? "" }));
  return undone.ok;
}

/**
 * The reaction cards of `combatUuid` posted before a step back to `from` whose attack landed on them since
 * (src/chat/landing.ts): each is made the reaction card again.
 */
export function landingsTakenBack(messages: Iterable<Msg>, combatUuid: string, from: TakenBackFrom): Msg[] {
  const out: Msg[] = [];
  if (from.at === undefined) return out;
  for (const msg of messages) {
    const sys = msg.system;
    if (sys instanceof CardData && sys.combatUuid === combatUuid && !sys.view.withdrawn && landedSince(msg, from.at))
      out.push(msg);
  }
  return out;
}

/**
 * Make each card an attack landed on the reaction card it was, its Apply undone first, newest first, each in its
 * card's queue. A card whose Undo fails stays the damage card, and the GM is told. GM side.
 */
export async function takeLandingsBack(cards: readonly Msg[]): Promise<void> {
  for (const msg of [...cards].reverse())
    await serialised(`card:${msg.id}`, async () => {
      const sys = msg.system;
      if (sys instanceof CardData && (await undoneIfApplied(msg, sys))) await landingBack(msg);
    });
}
