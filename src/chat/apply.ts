// Card actions on the GM side: Apply (write a damage or crew card's outcome), Undo (write back what was there
// just before Apply), Decline (no reaction). The GM holds the truth: the card's `applied` flag is read and written
// only by the active GM, and actions on one card run one after another, so a card applies exactly once however
// many clicks arrive from however many clients.
import { serialised } from "../engagement/queue";
import { shipsPutOut, syncAfterCard } from "../engagement/restore";
import { shipActorFor } from "../engagement/ships";
import { CardData, type CardTarget, type UndoEntry } from "./card-data";
import { t, NS } from "./i18n";
import { renderCard } from "./render";
import { pickSource, rebase, sameJson, sourceOf, type Json } from "./source";
import type { CardView } from "./view";

export const CARD_QUERY = "cepheus-space-combat.card";

export type CardAction = "apply" | "undo" | "decline";

export interface CardRequest {
  messageId: string;
  action: CardAction;
  userId: string;
  /** apply (or undo) even though the documents changed since the card was made (the user confirmed) */
  force?: boolean;
}

export interface CardActionResult {
  ok: boolean;
  /** CEPHEUS.Reason.<code> when not ok */
  reason?: string;
  /** the documents changed since the card was made (apply) or applied (undo): ask, then send again with force */
  stale?: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares CONFIG.Queries in a namespace
  namespace CONFIG {
    interface Queries {
      "cepheus-space-combat.card": (data: CardRequest) => Promise<CardActionResult>;
    }
  }
}

type Msg = ChatMessage.Implementation;
type AnyUser = User.Implementation;

// ----- who may ----------------------------------------------------------------------------------------------------

function cardData(msg: Msg): CardData | null {
  return msg.system instanceof CardData ? msg.system : null;
}

/** The ship actor a card is about (null when it is gone). */
export function cardShip(msg: Msg): Actor.Implementation | null {
  const sys = cardData(msg);
  if (!sys?.shipUuid) return null;
  return shipActorFor(null, sys.shipUuid);
}

/**
 * Apply and Decline: the GM, or the owners of the ship the card is about. Undo: the GM only (a player cannot
 * take back damage their ship took).
 */
export function mayUseCard(user: AnyUser | null | undefined, msg: Msg, action: CardAction): boolean {
  if (!user) return false;
  const sys = cardData(msg);
  if (!sys) return false;
  if (action === "decline" ? sys.kind !== "reaction" : sys.kind !== "damage" && sys.kind !== "crew") return false;
  if (user.isGM) return true;
  if (action === "undo") return false;
  const ship = cardShip(msg);
  return !!ship && ship.testUserPermission(user, "OWNER");
}

// ----- the actions ------------------------------------------------------------------------------------------------

type Writable = { update(data: unknown): Promise<unknown>; toObject(source?: boolean): unknown };

/** The document a card writes: a ship or crew Actor, or the ship's Combatant (defeated). */
function docFor(uuid: string): Writable | null {
  try {
    const doc = fromUuidSync(uuid) as unknown;
    return doc instanceof Actor || doc instanceof Combatant ? (doc as unknown as Writable) : null;
  } catch {
    return null;
  }
}

async function rerender(msg: Msg, system: { applied: boolean; appliedBy: string }): Promise<string> {
  const sys = cardData(msg)!;
  return renderCard(sys.view as unknown as CardView, { kind: sys.kind, applied: system.applied, appliedBy: system.appliedBy, applicable: sys.targets.length > 0 });
}

/** Apply a damage or crew card (GM side; `user` is who asked). */
export async function applyCard(msg: Msg, user: AnyUser, options: { force?: boolean } = {}): Promise<CardActionResult> {
  const sys = cardData(msg);
  if (!sys) return { ok: false, reason: "cardMissing" };
  if ((sys.view as unknown as CardView).withdrawn) return { ok: false, reason: "withdrawn" };
  if (sys.applied) return { ok: false, reason: "alreadyApplied" };
  const targets = sys.targets as unknown as CardTarget[];
  if (!targets.length) return { ok: false, reason: "nothingToApply" };
  const docs = targets.map((x) => docFor(x.uuid));
  if (docs.some((d) => !d)) return { ok: false, reason: "targetMissing" };
  const undo: UndoEntry[] = [];
  const writes: Json[] = [];
  let stale = false;
  targets.forEach((x, i) => {
    const now = pickSource(sourceOf(docs[i]!), x.update);
    const changed = !sameJson(now, x.before);
    if (changed) stale = true;
    // a stale card adds its own changes to the document as it is now
    const write = changed ? rebase(x.update, x.before, now) : x.update;
    writes.push(write);
    undo.push({ uuid: x.uuid, update: now, written: write });
  });
  if (stale && !options.force) return { ok: false, reason: "stale", stale: true };
  // Write each document and check it now holds what was written; if one write is refused (validation), put back
  // every document already written and leave the card unapplied.
  for (let i = 0; i < targets.length; i++) {
    let held = false;
    try {
      await docs[i]!.update(writes[i] as never);
      held = sameJson(pickSource(sourceOf(docs[i]!), writes[i]), writes[i]);
    } catch {
      held = false;
    }
    if (!held) {
      for (let j = i; j >= 0; j--) await docs[j]!.update(undo[j].update as never).catch(() => undefined);
      return { ok: false, reason: "writeFailed" };
    }
  }
  // applied again after an Undo: the ship this damage destroys or disables leaves the fight again
  if (sys.kind === "damage") await syncAfterCard(sys.combatUuid, shipsPutOut(sys.events));
  const state = { applied: true, appliedBy: user.name ?? "" };
  const content = await rerender(msg, state);
  await msg.update({ content, system: { ...state, undo: undo as unknown as Json[] } } as never);
  return { ok: true };
}

/** Undo an applied card: write back what each document held just before Apply. */
export async function undoCard(msg: Msg, _user: AnyUser, options: { force?: boolean } = {}): Promise<CardActionResult> {
  const sys = cardData(msg);
  if (!sys) return { ok: false, reason: "cardMissing" };
  if ((sys.view as unknown as CardView).withdrawn) return { ok: false, reason: "withdrawn" };
  if (!sys.applied) return { ok: false, reason: "notApplied" };
  const undo = sys.undo as unknown as UndoEntry[];
  const docs = undo.map((x) => docFor(x.uuid));
  if (docs.some((d) => !d)) return { ok: false, reason: "targetMissing" };
  // changed since Apply (more damage, a repair)? Undo would wipe that too: ask first
  const changed = undo.some((u, i) => !sameJson(pickSource(sourceOf(docs[i]!), u.written), u.written));
  if (changed && !options.force) return { ok: false, reason: "staleUndo", stale: true };
  for (let i = 0; i < undo.length; i++) await docs[i]!.update(undo[i].update as never);
  // a ship this damage had destroyed or disabled is back in its engagement
  for (const c of sys.kind === "damage" ? await syncAfterCard(sys.combatUuid, shipsPutOut(sys.events)) : [])
    if (c.to === "active") ui.notifications?.info(t(`${NS.chat}.BackInTheFight`, { name: c.name }));
  const state = { applied: false, appliedBy: "" };
  const content = await rerender(msg, state);
  await msg.update({ content, system: { ...state, undo: [] } } as never);
  return { ok: true };
}

/** Close a reaction card without reacting. */
export async function declineCard(msg: Msg, user: AnyUser): Promise<CardActionResult> {
  const sys = cardData(msg);
  if (!sys) return { ok: false, reason: "cardMissing" };
  if (sys.applied) return { ok: false, reason: "alreadyApplied" };
  const view = { ...(sys.view as unknown as CardView), buttons: [], status: t(`${NS.chat}.Declined`, { name: user.name ?? "" }) };
  const content = await renderCard(view, { kind: sys.kind, applied: true, appliedBy: user.name ?? "", applicable: false });
  await msg.update({ content, system: { applied: true, appliedBy: user.name ?? "", view: view as unknown as Json } } as never);
  return { ok: true };
}

/** The GM side of a card button: re-check, then run the action — one at a time per card. */
export async function cardActionAsGM(request: CardRequest): Promise<CardActionResult> {
  if (!request || typeof request.messageId !== "string") return { ok: false, reason: "cardMissing" };
  return serialised(`card:${request.messageId}`, async () => {
    const msg = game.messages?.get(request.messageId) as Msg | undefined;
    if (!msg || !cardData(msg)) return { ok: false, reason: "cardMissing" };
    const user = game.users?.get(request.userId) as AnyUser | undefined;
    if (!mayUseCard(user, msg, request.action)) return { ok: false, reason: "notPermitted" };
    switch (request.action) {
      case "apply":
        return applyCard(msg, user!, { force: request.force });
      case "undo":
        return undoCard(msg, user!, { force: request.force });
      case "decline":
        return declineCard(msg, user!);
      default:
        return { ok: false, reason: "badCommand" };
    }
  });
}

/** Client side: ask the active GM to run a card action (directly when this client is the active GM). */
export async function requestCardAction(request: CardRequest): Promise<CardActionResult> {
  const gm = game.users?.activeGM;
  if (!gm) return { ok: false, reason: "noGM" };
  if (gm.isSelf) return cardActionAsGM(request);
  try {
    return ((await gm.query(CARD_QUERY, request, { timeout: 30_000 })) as CardActionResult) ?? { ok: false, reason: "failed" };
  } catch (err) {
    console.error(err);
    return { ok: false, reason: "failed" };
  }
}

export function registerCardQuery(): void {
  CONFIG.queries[CARD_QUERY] = async (data: CardRequest) => {
    if (!game.user?.isGM) return { ok: false, reason: "failed" };
    return cardActionAsGM(data);
  };
}
