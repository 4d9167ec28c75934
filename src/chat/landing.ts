// An attack lands on its reaction card. When a command lands an attack on a ship whose reaction card for it is public
// (a ship a player owns: an NPC ship's is whispered to the GMs, and a damage card is for everyone), the damage card the
// command would post is written on that reaction card instead, which becomes the damage card: the attack, the
// reactions taken and what they did, then the damage, on one card with Apply. The reaction card as it was is kept on it
// (`landed`), so that a step back to before the landing makes it the reaction card again. Part of the GM's command
// path (src/play/run-command.ts writes the landings, src/play/step-back-restore.ts takes them back).
import { CardData, type CardLanding } from "../data/chat/card";
import type { SectionView } from "../data/chat/card-view";
import { recordedCards } from "./posted";
import { cardKind } from "./kinds";
import type { CardSpec } from "./card-spec";
import { reactionView, withAnswers } from "./reaction-cards";
import type { ViewContext } from "./view";
import { renderCard } from "./render";
import { deletionEntry } from "../foundry-compat";

type Msg = ChatMessage.Implementation;

/** The attacks whose landing on the card's ship a damage card shows. */
function attacksShown(spec: CardSpec): Set<string> {
  const out = new Set<string>();
  for (const e of spec.system.events as { type?: unknown; attackId?: unknown; targetId?: unknown }[])
    if (e.type === "damageResolved" && e.targetId === spec.shipId && typeof e.attackId === "string")
      out.add(e.attackId);
  return out;
}

/**
 * The reaction card a damage card lands on: the newest reaction card the GM posted in this combat, to everyone, for
 * one of the attacks the damage card shows and about its ship, not taken back; null when there is none (the damage
 * card is posted as a card of its own).
 */
export function landingCard(spec: CardSpec, combatUuid: string): Msg | null {
  if (spec.kind !== "damage" || !spec.shipId || !combatUuid) return null;
  const attacks = attacksShown(spec);
  if (!attacks.size) return null;
  let found: Msg | null = null;
  // (the GM's record, oldest first: the newest fitting card wins)
  for (const msg of recordedCards()) {
    const sys = msg.system;
    if (!(sys instanceof CardData) || !cardKind(sys.kind)?.offersReactions || sys.view.withdrawn) continue;
    const whisper = (msg._source as { whisper?: unknown[] }).whisper ?? [];
    if (whisper.length || sys.combatUuid !== combatUuid || sys.reaction.shipId !== spec.shipId) continue;
    if (attacks.has(sys.reaction.attackId ?? "")) found = msg;
  }
  return found;
}

/**
 * Write damage card `spec` on reaction card `msg`: the reaction card's lines as the engagement after the landing has
 * them (the attack, the reactions taken, no reactions left to offer) with the reactions written on it, and the
 * player's or referee's "No reaction" when chosen, then the damage's; the card is a damage card from then on, not yet
 * applied.
 */
export async function writeLanding(msg: Msg, spec: CardSpec, ctx: ViewContext): Promise<void> {
  const sys = msg.system as CardData;
  const asked = withAnswers(reactionView(ctx.after, ctx, sys.reaction.attackId ?? "", null), sys.answers);
  const was: CardLanding = {
    at: Date.now(),
    view: sys.view,
    events: sys.events,
    applied: sys.applied,
    appliedBy: sys.appliedBy,
  };
  // a card closed by the landing says so in its status, which the damage replaces; "No reaction" is worth keeping
  const declined: SectionView[] = sys.appliedBy && sys.view.status ? [{ line: { text: sys.view.status } }] : [];
  const view = { ...spec.view, sections: [...asked.sections, ...declined, ...spec.view.sections] };
  const { applicable, events } = spec.system;
  const content = await renderCard(view, { kind: spec.kind, applied: false, appliedBy: "", applicable });
  await msg.update({
    content,
    system: { kind: spec.kind, view, events, applicable, applied: false, appliedBy: "", landed: [was] },
  } as never);
}

/**
 * A card's view `was` as the update that puts it back over the view it has `now`: its keys set, and the keys only `now`
 * has deleted (a view's keys are merged by an update: the damage view's Undo label would stay).
 */
export function viewBack(now: object, was: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...was };
  for (const k of Object.keys(now))
    if (!(k in was)) {
      const [key, value] = deletionEntry(k);
      out[key] = value;
    }
  return out;
}

/** Make a card its attack landed on the reaction card it was again; resolves with whether it was one. */
export async function landingBack(msg: Msg): Promise<boolean> {
  const sys = msg.system;
  const was = sys instanceof CardData ? sys.landed[0] : undefined;
  if (!was) return false;
  const state = { kind: "reaction", applied: was.applied, appliedBy: was.appliedBy, applicable: false };
  await msg.update({
    content: await renderCard(was.view, state),
    system: { ...state, view: viewBack(sys.view, was.view), events: was.events, landed: [], undo: [], undone: [] },
  } as never);
  return true;
}

/** Whether the card is a reaction card its attack landed on since `at` (ms): a step back to then takes it back. */
export function landedSince(msg: Msg, at: number): boolean {
  const sys = msg.system;
  const was = sys instanceof CardData ? sys.landed[0] : undefined;
  return !!was && typeof was.at === "number" && was.at >= at;
}
