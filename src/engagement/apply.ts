// Card actions on the GM side: Apply (write what a damage or crew card's events did), Undo (take back exactly what
// that Apply changed), Decline (no reaction).
//
// The GM decides what is written. Only cards a GM posted are honoured: a player can neither post a message as
// someone else nor change a message they did not post (core's ChatMessage create and update rules), so the events
// on a GM's card are the GM's own record. Apply reads those events, works out the amounts (src/data/changes.ts),
// and lays them onto the card's own ship, the crew its events name and the ship's combatant as they are now,
// only on the fields damage may touch. Actions on one card run one after another, and writes to one document run
// one after another (src/engagement/write-changes.ts), so a card applies exactly once however many clicks arrive,
// two cards applied at once both count, and an Undo in any order takes back only what its own Apply changed.
import { damageChanges, destroys, injuryChanges, isChanges, isEmpty, negate } from "../data/changes";
import { CrewData } from "../data/actor/crew";
import { seatTrusted } from "../data/seat-trust";
import { serialised } from "./queue";
import { shipsPutOut, syncAfterCard } from "./restore";
import { actorByRef, isCrewActor, shipActorFor } from "./ships";
import { changeTarget, writeChanges, type ChangesFor, type ChangeTarget } from "./write-changes";
import type { EngagementEvent } from "../rules/engagement/events";
import { answerRequest, askGM, isDocumentId, RequestRefused, type RequestSpec } from "../net/requests";
import { CardData, type UndoEntry } from "../data/chat/card";
import { crewInjuries, injuredShipOf } from "../rules/engagement/injuries";
import { CARD_ACTIONS, cardKind, presserOf, type CardAction } from "../chat/kinds";
import { t, NS } from "../chat/i18n";
import { renderCard } from "../chat/render";
import { postedByGM as postedBy, recordedCards } from "../chat/posted";
import { sameJson } from "../chat/source";

export { POSTED_CARDS } from "../chat/posted";

export { CARD_ACTIONS, type CardAction };

export interface CardRequest {
  messageId: string;
  action: CardAction;
}

/** Why a card action is refused, beside the request channel's refusals (localised as CEPHEUS.Reason.<code>). */
export const CARD_REASONS = [
  "cardMissing",
  "notPostedByGM",
  "notPermitted",
  "badCommand",
  "withdrawn",
  "alreadyApplied",
  "notApplied",
  "nothingToApply",
  "targetMissing",
  "writeFailed",
] as const;

export interface CardActionResult {
  ok: boolean;
  /** CEPHEUS.Reason.<code> when not ok: one of CARD_REASONS or the channel's */
  reason?: string;
}

declare module "../net/requests" {
  interface Requests {
    card: [CardRequest, CardActionResult];
  }
}

type Msg = ChatMessage.Implementation;
type AnyUser = User.Implementation;

// ----- who may ----------------------------------------------------------------------------------------------------

function cardData(msg: Msg): CardData | null {
  return msg.system instanceof CardData ? msg.system : null;
}

/** Whether a GM posted the card, when it was posted (src/chat/posted.ts): the only cards whose buttons are honoured. */
export const postedByGM = (msg: Msg): boolean => postedBy(msg);

/** The ship actor a card is about (null when it is gone). */
export function cardShip(msg: Msg): Actor.Implementation | null {
  const sys = cardData(msg);
  if (!sys?.shipUuid) return null;
  return shipActorFor(null, sys.shipUuid);
}

/**
 * Who the card's kind lets press the button (src/chat/kinds.ts): Apply and Decline the GM or the owners of the ship
 * the card is about; Undo the GM only (a player cannot take back damage their ship took). Never on a card a GM did
 * not post.
 */
export function mayUseCard(user: AnyUser | null | undefined, msg: Msg, action: CardAction): boolean {
  if (!user) return false;
  const sys = cardData(msg);
  if (!sys || !postedByGM(msg)) return false;
  const presser = presserOf(sys.kind, action);
  if (!presser) return false;
  if (user.isGM) return true;
  if (presser !== "owners") return false;
  const ship = cardShip(msg);
  return !!ship && ship.testUserPermission(user, "OWNER");
}

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
  if (cardKind(sys.kind)?.writes?.ship) await syncAfterCard(sys.combatUuid, shipsPutOut(sys.events));
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
export async function undoCard(msg: Msg, _user: AnyUser): Promise<CardActionResult> {
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
    ? await syncAfterCard(sys.combatUuid, shipsPutOut(sys.events))
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
 * The GM side of a card button, a request of the request table (src/request-table.ts): check the request and who
 * asked, then run the action, one at a time per card.
 */
export const CARD_REQUEST: RequestSpec<{ messageId: string; action: CardAction }, CardActionResult> = {
  read(data) {
    const r = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const { messageId, action } = r;
    if (!isDocumentId(messageId)) return { refused: { ok: false, reason: "cardMissing" } };
    if (typeof action !== "string" || !(CARD_ACTIONS as readonly string[]).includes(action))
      return { refused: { ok: false, reason: "badCommand" } };
    return { value: { messageId, action: action as CardAction } };
  },
  recheck(user, { messageId, action }) {
    const msg = game.messages?.get(messageId) as Msg | undefined;
    if (!msg || !cardData(msg)) return { ok: false, reason: "cardMissing" };
    if (!mayUseCard(user, msg, action))
      return { ok: false, reason: postedByGM(msg) ? "notPermitted" : "notPostedByGM" };
    return null;
  },
  run: ({ messageId, action }, user) =>
    serialised(`card:${messageId}`, async () => {
      // checked again when its turn comes: the card may have gone while the action waited
      const refused = CARD_REQUEST.recheck(user, { messageId, action });
      if (refused) return refused;
      const msg = game.messages!.get(messageId) as Msg;
      if (action === "apply") return applyCard(msg, user);
      if (action === "undo") return undoCard(msg, user);
      return declineCard(msg, user);
    }),
};

/** CARD_REQUEST answered on this client (the GM's own clicks, automatic damage, and the channel's handler). */
export function cardActionAsGM(data: unknown, user: AnyUser): Promise<CardActionResult> {
  return answerRequest(CARD_REQUEST, data, user);
}

/** Client side: ask the active GM to run a card action (directly when this client is the active GM). */
export async function requestCardAction(request: CardRequest): Promise<CardActionResult> {
  try {
    return (await askGM("card", request)) ?? { ok: false, reason: "failed" };
  } catch (err) {
    if (err instanceof RequestRefused) return { ok: false, reason: err.reason };
    console.error(err);
    return { ok: false, reason: "failed" };
  }
}
