// What a card's Apply, Undo and Decline write, on the GM side (the request and who may press which button:
// ./apply.ts). Apply works out the amounts from the card's own events (src/data/changes.ts) and lays them onto the
// documents as they are now; Undo takes back exactly what that Apply wrote. Part of the GM's command path, loaded on
// first use (./load-command-path.ts).
import { undoLaunch } from "./undo-launch";
import { damageChanges, destroys, injuryChanges, isChanges, isEmpty, negate } from "../data/changes";
import { CrewData } from "../data/actor/crew";
import { seatTrusted } from "../data/seat-trust";
import { shipsPutOut, syncAfterCard } from "./restore";
import { actorByRef, isCrewActor } from "./ships";
import { changeTarget, writeChanges, type ChangesFor, type ChangeTarget } from "./write-changes";
import type { EngagementEvent } from "../rules/engagement/events";
import { CardData, type UndoEntry } from "../data/chat/card";
import { crewInjuries, injuredShipOf } from "../rules/engagement/injuries";
import { cardKind } from "../chat/kinds";
import { recordedCards } from "../chat/posted";
import { sameJson } from "../chat/source";
import { t, NS } from "../chat/i18n";
import { renderCard } from "../chat/render";
import {
  cardData,
  cardShip,
  postedByGM,
  recheckCardAction,
  type AnyUser,
  type CardActionResult,
  type Msg,
} from "./card-read";
import { serialised } from "./queue";
import type { CardAction } from "../chat/kinds";

// ----- what a card writes -------------------------------------------------------------------------------------------

interface Write {
  doc: ChangeTarget;
  changes: ChangesFor;
}

/** The combatant of the card's ship in the card's combat (the rules ship id of its events is the combatant id). */
function shipCombatant(
  sys: CardData,
  ship: Actor.Implementation,
  events: readonly EngagementEvent[],
): Combatant.Implementation | null {
  if (!sys.combatUuid) return null;
  let combat: unknown = null;
  try {
    combat = fromUuidSync(sys.combatUuid);
  } catch {
    return null;
  }
  if (!(combat instanceof Combat)) return null;
  for (const e of events) {
    if (e.type !== "damageResolved") continue;
    const c = (combat as Combat.Implementation).combatants.get(e.targetId) as Combatant.Implementation | undefined;
    if (c && c.actor === ship) return c;
  }
  return null;
}

/**
 * Whether a crew card in the GM's record answers for this card's crew injuries: one posted beside it for the same hits
 * on the same ship (the pairs a world's older cards came in). Then this card writes the ship's damage alone, and no
 * injury is written twice.
 */
function injuriesOnTheirOwnCard(sys: CardData): boolean {
  const hits = hitsOf(sys);
  return (
    hits.length > 0 &&
    recordedCards().some((m) => {
      const other = cardData(m);
      const writes = other && cardKind(other.kind)?.writes;
      return (
        !!writes &&
        !writes.ship &&
        other.combatUuid === sys.combatUuid &&
        other.shipUuid === sys.shipUuid &&
        sameJson(hitsOf(other), hits)
      );
    })
  );
}

const hitsOf = (sys: CardData) => sys.events.filter((e) => e.type === "damageResolved");

/** The writes an Apply makes, from the card's events and the documents as they are now; or why none. */
export function plannedWrites(msg: Msg): Write[] | { reason: string } {
  const sys = cardData(msg)!;
  const events = sys.events;
  const ship = cardShip(msg);
  if (!ship) return { reason: "targetMissing" };
  const writes: Write[] = [];
  const what = cardKind(sys.kind)?.writes;
  if (what?.ship) {
    const changes = damageChanges(events);
    if (!isEmpty(changes)) writes.push({ doc: ship, changes });
    const combatant = destroys(events) ? shipCombatant(sys, ship, events) : null;
    if (combatant) writes.push({ doc: combatant, changes: { defeated: 1 } });
  }
  const shipId = what?.crew && !(what.ship && injuriesOnTheirOwnCard(sys)) ? injuredShipOf(events) : undefined;
  for (const injury of shipId ? crewInjuries(events, shipId) : []) {
    const person = actorByRef(injury.crewId);
    // only a person whose seat on the card's ship counts (src/data/seat-trust.ts) is injured by the GM's write;
    // split over the person's scores when the write's turn comes (after any card written before it)
    if (isCrewActor(person) && seatTrusted(ship, person))
      writes.push({
        doc: person,
        changes: (doc) => injuryChanges((doc as Actor.Implementation).system as CrewData, injury),
      });
  }
  return writes;
}

/** Whether a card that applies has anything to write (its Apply button). */
export function applicable(msg: Msg): boolean {
  const sys = cardData(msg);
  if (!sys || sys.outsideCombat || !cardKind(sys.kind)?.writes) return false;
  const writes = plannedWrites(msg);
  return Array.isArray(writes) && writes.length > 0;
}

// ----- the actions ------------------------------------------------------------------------------------------------

/**
 * The card's content after an Apply or Undo. A view that does not render keeps the content it has: what was
 * written is recorded on the card all the same (its `applied` flag and Undo record), so it is never applied twice
 * and can always be undone.
 */
async function rerender(
  msg: Msg,
  system: { applied: boolean; appliedBy: string },
  isApplicable: boolean,
): Promise<string> {
  const sys = cardData(msg)!;
  try {
    return await renderCard(sys.view, {
      kind: sys.kind,
      applied: system.applied,
      appliedBy: system.appliedBy,
      applicable: isApplicable,
    });
  } catch (err) {
    console.error(err);
    return (msg as unknown as { content?: string }).content ?? "";
  }
}

/** Take back writes already made (a later write of the same Apply or Undo failed). */
async function putBack(done: readonly UndoEntry[]): Promise<void> {
  for (const entry of [...done].reverse()) {
    const doc = changeTarget(entry.uuid);
    if (doc) await writeChanges(doc, negate(entry.changes));
  }
}

/** Whether the card can take this action at all (shared refusals). */
function refusalOf(msg: Msg): CardActionResult | null {
  const sys = cardData(msg);
  if (!sys) return { ok: false, reason: "cardMissing" };
  if (!postedByGM(msg)) return { ok: false, reason: "notPostedByGM" };
  if (sys.view.withdrawn) return { ok: false, reason: "withdrawn" };
  return null;
}

/** Apply a card that applies (GM side; `user` is who asked). */
export async function applyCard(msg: Msg, user: AnyUser): Promise<CardActionResult> {
  const refused = refusalOf(msg);
  if (refused) return refused;
  const sys = cardData(msg)!;
  if (sys.applied) return { ok: false, reason: "alreadyApplied" };
  if (sys.outsideCombat || !cardKind(sys.kind)?.writes) return { ok: false, reason: "nothingToApply" };
  const writes = plannedWrites(msg);
  if (!Array.isArray(writes)) return { ok: false, reason: writes.reason };
  if (!writes.length) return { ok: false, reason: "nothingToApply" };
  // a write may change nothing (a person already at 0, a track already at 3): the card is still applied
  const undo: UndoEntry[] = [];
  for (const w of writes) {
    const applied = await writeChanges(w.doc, w.changes);
    if (!applied) {
      await putBack(undo);
      return { ok: false, reason: "writeFailed" };
    }
    if (!isEmpty(applied)) undo.push({ uuid: w.doc.uuid!, changes: applied });
  }
  // applied again after an Undo: the ship this damage destroys or disables leaves the fight again
  if (cardKind(sys.kind)?.writes?.ship)
    await syncAfterCard(sys.combatUuid, shipsPutOut(sys.events), user as User.Implementation);
  const state = { applied: true, appliedBy: user.name ?? "" };
  const content = await rerender(msg, state, true);
  await msg.update({ content, system: { ...state, undo, undone: [] } } as never);
  return { ok: true };
}

/** The Undo entries stored on a card, checked (a card whose entries are not ours is refused). */
function undoEntries(sys: CardData): UndoEntry[] | null {
  const out: UndoEntry[] = [];
  for (const raw of sys.undo) {
    const e: Partial<UndoEntry> | null = raw;
    if (!e || typeof e.uuid !== "string" || !isChanges(e.changes)) return null;
    out.push({ uuid: e.uuid, changes: e.changes });
  }
  return out;
}

/** Undo an applied card: take back from each document exactly what the Apply changed on it. */
export async function undoCard(msg: Msg, user: AnyUser): Promise<CardActionResult> {
  const refused = refusalOf(msg);
  if (refused) return refused;
  const sys = cardData(msg)!;
  if (!sys.applied) return { ok: false, reason: "notApplied" };
  const entries = undoEntries(sys);
  if (!entries) return { ok: false, reason: "cardMissing" };
  const docs = entries.map((e) => changeTarget(e.uuid));
  if (docs.some((d) => !d)) return { ok: false, reason: "targetMissing" };
  const done: UndoEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const taken = await writeChanges(docs[i]!, negate(entries[i].changes));
    if (!taken) {
      await putBack(done);
      return { ok: false, reason: "writeFailed" };
    }
    done.push({ uuid: entries[i].uuid, changes: taken });
  }
  // a ship this damage had destroyed or disabled is back in its engagement
  const putBackIn = cardKind(sys.kind)?.writes?.ship
    ? await syncAfterCard(sys.combatUuid, shipsPutOut(sys.events), user as User.Implementation)
    : [];
  for (const c of putBackIn)
    if (c.to === "active") ui.notifications?.info(t(`${NS.chat}.BackInTheFight`, { name: c.name }));
  const state = { applied: false, appliedBy: "" };
  const content = await rerender(msg, state, applicable(msg));
  await msg.update({ content, system: { ...state, undo: [], undone: done } } as never);
  return { ok: true };
}

/** Close a reaction card without reacting. */
export async function declineCard(msg: Msg, user: AnyUser): Promise<CardActionResult> {
  const refused = refusalOf(msg);
  if (refused) return refused;
  const sys = cardData(msg)!;
  if (sys.applied) return { ok: false, reason: "alreadyApplied" };
  const view = { ...sys.view, buttons: [], status: t(`${NS.chat}.Declined`, { name: user.name ?? "" }) };
  const content = await renderCard(view, {
    kind: sys.kind,
    applied: true,
    appliedBy: user.name ?? "",
    applicable: false,
  });
  await msg.update({ content, system: { applied: true, appliedBy: user.name ?? "", view } } as never);
  return { ok: true };
}

/**
 * Run a card action on the GM's side, one at a time per card, checked again when its turn comes (the card may have
 * gone, or been applied, while the action waited).
 */
export function runCardAction(messageId: string, action: CardAction, user: AnyUser): Promise<CardActionResult> {
  // (a step back of its own: it withdraws this card in the card's queue, so it runs in the combat's queue instead)
  if (action === "undoLaunch") {
    const refused = recheckCardAction(user, { messageId, action });
    return refused ? Promise.resolve(refused) : undoLaunch(game.messages!.get(messageId) as Msg, user);
  }
  return serialised(`card:${messageId}`, async () => {
    const refused = recheckCardAction(user, { messageId, action });
    if (refused) return refused;
    const msg = game.messages!.get(messageId) as Msg;
    if (action === "apply") return applyCard(msg, user);
    if (action === "undo") return undoCard(msg, user);
    return declineCard(msg, user);
  });
}
