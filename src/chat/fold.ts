// The card of a ship's turn (the GM's NPC turn, src/play/npc-play.ts): each command of the turn after the first is
// written on the first one's card (its sections under the card's, its rolls beside the card's) instead of a card of
// its own, so the whole turn reads as one card; and a line is put above the part a command wrote (the crew's reason).
// Part of the GM's command path (src/play/run-command.ts decides when a command may be written there).
import { ANSWER_WRITE, CardData, type CardAnswer } from "../data/chat/card";
import type { LineView, SectionView } from "../data/chat/card-view";
import { SYSTEM_ID } from "../base/system-id";
import { NS, t } from "./i18n";
import { renderCard } from "./render";
import { cardKind } from "./kinds";

type Msg = ChatMessage.Implementation;

/** A command to write on the turn's card: the card, what the command's own card would have held, its rolls. */
export interface TurnCardWrite {
  messageId: string;
  answer: CardAnswer;
  /** the command's Rolls (JSON), added to the card's own */
  rolls: unknown[];
  /** the command made a step back's checkpoint: it ended the turn, or launched missiles (`takeBackSince`) */
  cut?: boolean;
}

function cardMessage(messageId: string): { msg: Msg; sys: CardData } | null {
  const msg = game.messages?.get(messageId) as Msg | undefined;
  const sys = msg?.system;
  return msg && sys instanceof CardData && !sys.view.withdrawn ? { msg, sys } : null;
}

function render(sys: CardData, view: CardData["view"]): Promise<string> {
  return renderCard(view, {
    kind: sys.kind,
    applied: sys.applied,
    appliedBy: sys.appliedBy,
    applicable: sys.applicable,
  });
}

/**
 * Write a command on the turn's card (titled now as the ship's turn): resolves with whether it was written (false
 * when the card is gone or was taken back: the caller posts the command's own card). The update carries
 * ANSWER_WRITE, so every client's public hooks announce the command as if its own card had been posted.
 */
export async function writeOnTurnCard(write: TurnCardWrite, ship: string): Promise<boolean> {
  const card = cardMessage(write.messageId);
  if (!card) return false;
  const { msg, sys } = card;
  const had = (msg._source as { rolls?: unknown[] }).rolls ?? [];
  const written = { at: Date.now(), sections: sys.view.sections.length, rolls: had.length, cut: !!write.cut };
  const answer: CardAnswer = { ...write.answer, written };
  const answers = [...sys.answers, answer];
  const view = {
    ...sys.view,
    title: t(`${NS.chat}.TurnTitle`, { ship }),
    sections: [...sys.view.sections, ...write.answer.sections],
  };
  const rolls = [...had, ...write.rolls];
  await msg.update(
    { content: await render(sys, view), rolls, system: { view, answers } } as never,
    {
      [ANSWER_WRITE]: true,
    } as never,
  );
  return true;
}

/**
 * The first command on a turn's card that a step back to a checkpoint taken at `at` (ms) takes back: the one whose
 * command made that checkpoint (written at or after it), or one written after it; -1 when none.
 */
export function firstWrittenSince(answers: readonly CardAnswer[], at: number): number {
  return answers.findIndex((a) => {
    const w = a.written;
    return !!w && typeof w.at === "number" && (w.at > at || (w.cut === true && w.at >= at));
  });
}

/**
 * Take off a turn's or a reaction card the commands a step back to a checkpoint taken at `at` takes back: the card as
 * it was before the first of them was written on it, its sections and rolls included (a reaction card open again, as
 * it was when answered). Resolves with whether any was taken off.
 */
export async function takeBackSince(messageId: string, at: number): Promise<boolean> {
  const card = cardMessage(messageId);
  const first = card ? firstWrittenSince(card.sys.answers, at) : -1;
  if (!card || first < 0) return false;
  const { msg, sys } = card;
  const { sections, rolls } = sys.answers[first].written!;
  const view = { ...sys.view, sections: sys.view.sections.slice(0, sections) };
  const reopened = cardKind(sys.kind)?.offersReactions ? { applied: false } : {};
  await msg.update({
    content: await render({ ...sys, ...reopened } as CardData, view),
    rolls: ((msg._source as { rolls?: unknown[] }).rolls ?? []).slice(0, rolls),
    system: { view, answers: sys.answers.slice(0, first), ...reopened },
  } as never);
  return true;
}

/**
 * Put `note` above the newest part of a card: the last command written on it, or the card's own sections when none
 * was. `flags` (the system's) are kept beside it. Resolves with whether the card was there to write on.
 */
export async function noteOnCard(messageId: string, note: LineView, flags?: Record<string, unknown>): Promise<boolean> {
  const card = cardMessage(messageId);
  if (!card) return false;
  const { msg, sys } = card;
  const last = sys.answers.at(-1);
  const partLength = Array.isArray(last?.sections) ? last.sections.length : sys.view.sections.length;
  const sections: SectionView[] = [...sys.view.sections];
  sections.splice(Math.max(0, sections.length - partLength), 0, { line: note });
  const view = { ...sys.view, sections };
  await msg.update({
    content: await render(sys, view),
    system: { view },
    ...(flags ? { flags: { [SYSTEM_ID]: flags } } : {}),
  } as never);
  return true;
}
