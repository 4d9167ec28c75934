// The public hooks for modules (docs/modules.md, "Hooks for modules"), driven on every client by what the GM recorded:
// a card created (the command's main card), a command written on a card instead of its own (a reaction on its
// reaction card, a command of an NPC turn on the turn's card: the hooks its own card would have fired), a damage or
// crew card applied or undone, the engagement's ranges stored on its Combat, a ship's status stored on its Combat.
// Only what a GM wrote counts: a card a GM posted (judged when it was posted: src/chat/posted.ts), the Combat's system
// data (only a GM may write it). Core fires those document hooks once on each client that receives the change, and
// never for documents loaded with the world, so each event is announced once per client, after the GM wrote it, and
// not again on a re-render or a reload. A whispered card is announced only where it is shown.
// The listeners below are registered by registerHooks (src/registration/listeners.ts).
import { postedByGM } from "../chat/posted";
import { applies, cardKind } from "../chat/kinds";
import { ANSWER_WRITE, CardData } from "../data/chat/card";
import { WeaponData } from "../data/item/weapon";
import {
  cardHookCalls,
  pairIds,
  rangeChanges,
  type CardHookBase,
  type CardRecord,
  type DamagePayload,
  type HookWorld,
  type ShipRef,
  type WeaponRef,
} from "./payloads";
import { fireHook } from "./fire";

type Doc = { id?: string | null; uuid?: string | null; name?: string | null };

function lookUp(uuid: string | null | undefined): unknown {
  if (!uuid) return null;
  try {
    return fromUuidSync(uuid);
  } catch {
    return null;
  }
}

function combatOf(uuid: string | null | undefined): Combat.Implementation | null {
  const doc = lookUp(uuid);
  return doc instanceof Combat ? (doc as Combat.Implementation) : null;
}

/** Whether this client shows the message: not whispered, or whispered to this user, or this user is a GM. */
export function shownHere(msg: ChatMessage.Implementation): boolean {
  const user = game.user;
  if (!user) return false;
  const whisper = (msg as unknown as { whisper?: readonly string[] }).whisper ?? [];
  return user.isGM || whisper.length === 0 || whisper.includes(user.id!);
}

/** The documents behind rules ship ids, as this client has them. */
export function hookWorld(
  combat: Combat.Implementation | null,
  fallbackActor: Actor.Implementation | null = null,
): HookWorld {
  const actorOf = (id: string): Actor.Implementation | null => {
    const c = combat?.combatants.get(id) as Combatant.Implementation | undefined;
    if (c) return (c.actor as Actor.Implementation | null) ?? null;
    return (
      (game.actors?.get(id) as Actor.Implementation | undefined) ?? (fallbackActor?.id === id ? fallbackActor : null)
    );
  };
  const weaponRef = (item: {
    id?: string | null;
    uuid?: string | null;
    name?: string | null;
    system?: unknown;
  }): WeaponRef | null =>
    item.system instanceof WeaponData && item.id
      ? { id: item.id, uuid: item.uuid ?? null, name: item.name ?? "", kind: item.system.kind }
      : null;
  const items = (id: string) => [
    ...((actorOf(id)?.items ?? []) as Iterable<{
      id?: string | null;
      uuid?: string | null;
      name?: string | null;
      system?: unknown;
    }>),
  ];
  const stored = (combat?.system ?? {}) as {
    pendingAttacks?: { id?: string; attackerId?: string }[];
    salvos?: { id?: string; attackerId?: string }[];
  };
  return {
    ship(id: string): ShipRef {
      const c = combat?.combatants.get(id) as (Combatant.Implementation & { token?: Doc | null }) | undefined;
      const actor = actorOf(id);
      return {
        id,
        name: c?.name ?? actor?.name ?? "",
        actorUuid: actor?.uuid ?? null,
        tokenUuid: c?.token?.uuid ?? (actor as unknown as { token?: Doc | null } | null)?.token?.uuid ?? null,
        combatantUuid: c?.uuid ?? null,
      };
    },
    weapons(shipId, weaponIds) {
      const all = items(shipId);
      return weaponIds
        .map((w) => all.find((i) => i.id === w))
        .flatMap((i) => (i ? [weaponRef(i)].filter((x): x is WeaponRef => !!x) : []));
    },
    mountWeapons(shipId, mountId, kind) {
      if (!mountId) return [];
      return items(shipId)
        .filter((i) => i.system instanceof WeaponData && i.system.mountId === mountId && i.system.kind === kind)
        .map(weaponRef)
        .filter((x): x is WeaponRef => !!x);
    },
    attackerOf(attackId) {
      return (stored.pendingAttacks ?? []).find((a) => a?.id === attackId)?.attackerId ?? null;
    },
    salvoAttacker(salvoId) {
      const live = (stored.salvos ?? []).find((s) => s?.id === salvoId)?.attackerId;
      if (live) return live;
      // a salvo spent in this command is gone from the engagement: its launch card names who fired it
      for (const msg of [...(game.messages?.values() ?? [])].reverse() as ChatMessage.Implementation[]) {
        const sys = msg.system;
        if (!(sys instanceof CardData) || !cardKind(sys.kind)?.reports) continue;
        // (a turn's card holds the launches of the commands written on it among its answers)
        const launched = [sys.events, ...sys.answers.map((a) => a.events)]
          .flat()
          .find((e) => e?.type === "missileLaunched" && e.salvoId === salvoId);
        if (launched?.type === "missileLaunched") return launched.attackerId;
      }
      return null;
    },
  };
}

/** createChatMessage: the card hooks of a command's main card. */
export function onCardCreated(msg: ChatMessage.Implementation, userId?: string): void {
  const sys = msg.system;
  if (!(sys instanceof CardData) || !cardKind(sys.kind)?.reports || !shownHere(msg)) return;
  // only a card a GM posted: its creator (named by core, not by the message) is a GM as it is created
  if (!userId || !game.users?.get(userId)?.isGM) return;
  announce(msg, sys, { kind: sys.kind, command: sys.command, events: sys.events, outsideCombat: sys.outsideCombat });
}

/**
 * A command written on a card instead of a card of its own (its newest answer): a reaction on the reaction card it was
 * taken from, a command of an NPC turn on the turn's card. The card hooks of the command's own card, as if that card
 * had been posted. Only a GM's write of a card a GM posted counts.
 */
function onAnswerWritten(msg: ChatMessage.Implementation, userId: string | undefined): void {
  const sys = msg.system;
  if (!(sys instanceof CardData) || !shownHere(msg) || !userId || !game.users?.get(userId)?.isGM) return;
  // a reaction card must be in the GM's record; a command's own card is written on only by the GM's command path,
  // which took it for a card a GM posted (src/play/answer-card.ts)
  const kind = cardKind(sys.kind);
  if (kind?.offersReactions ? !postedByGM(msg) : !kind?.reports) return;
  const answer = sys.answers.at(-1);
  if (!answer || !Array.isArray(answer.events)) return;
  // the kind of the card the reaction would have had: the command's own (./payloads.ts reads only such cards)
  announce(msg, sys, {
    kind: "action",
    command: answer.command,
    events: answer.events,
    outsideCombat: sys.outsideCombat,
  });
}

/** Fire the card hooks of a command's record, as a card of `msg` (its ids, its combat and round). */
function announce(msg: ChatMessage.Implementation, sys: CardData, record: CardRecord): void {
  const combat = sys.outsideCombat ? null : combatOf(sys.combatUuid);
  const actor = lookUp(sys.shipUuid);
  const world = hookWorld(combat, actor instanceof Actor ? (actor as Actor.Implementation) : null);
  const base: CardHookBase = {
    messageId: msg.id ?? "",
    messageUuid: msg.uuid ?? null,
    combatUuid: combat?.uuid ?? null,
    round: sys.outsideCombat ? 1 : (combat?.round ?? 0),
    outsideCombat: sys.outsideCombat,
  };
  for (const call of cardHookCalls(record, base, world)) fireHook(call);
}

/**
 * updateChatMessage: a command written on a card instead of its own (a reaction on its reaction card, a command of an
 * NPC turn on the turn's card: the hooks its own card would have fired: action, reaction, ...), a damage or crew card
 * applied (damageApplied) or undone (damageUndone).
 */
export function onCardUpdated(
  msg: ChatMessage.Implementation,
  changes: unknown,
  options?: unknown,
  userId?: string,
): void {
  const sys = msg.system;
  if ((options as Record<string, unknown> | undefined)?.[ANSWER_WRITE] === true) {
    onAnswerWritten(msg, userId);
    return;
  }
  const changed = (changes as { system?: { applied?: unknown; kind?: unknown } } | null)?.system;
  const applied = changed?.applied;
  if (
    // (a reaction card its attack landed on becoming the damage card, or a step back making it the reaction card
    // again, is neither an Apply nor an Undo: src/chat/landing.ts)
    changed?.kind !== undefined ||
    !(sys instanceof CardData) ||
    !applies(sys.kind) ||
    typeof applied !== "boolean" ||
    !shownHere(msg) ||
    !postedByGM(msg)
  )
    return;
  const combat = combatOf(sys.combatUuid);
  const actor = lookUp(sys.shipUuid);
  const actorDoc = actor instanceof Actor ? (actor as Actor.Implementation) : null;
  const world = hookWorld(combat, actorDoc);
  // the damaged ship's rules id: its combatant in combat, else its actor
  const targetId = sys.events.find((e) => e.type === "damageResolved")?.targetId;
  const id =
    targetId && (combat?.combatants.get(targetId) || actorDoc?.id === targetId) ? targetId : (actorDoc?.id ?? null);
  const ship = id ? world.ship(id) : null;
  const entries = applied ? sys.undo : sys.undone;
  const payload: DamagePayload = {
    messageId: msg.id ?? "",
    messageUuid: msg.uuid ?? null,
    combatUuid: combat?.uuid ?? null,
    kind: sys.kind as DamagePayload["kind"],
    ship,
    changes: foundry.utils.deepClone(entries ?? []),
    by: applied ? sys.appliedBy : "",
  };
  fireHook({ hook: applied ? "damageApplied" : "damageUndone", payload });
}

/** The bands this client last saw stored, per combat id: what a range changed from. */
const knownRanges = new Map<string, Record<string, string>>();

/** createCombat (and each combat at ready): the bands it starts with. */
export function rememberRanges(combat: Combat.Implementation): void {
  const ranges = (combat.system as { ranges?: unknown } | undefined)?.ranges;
  if (combat.id && ranges && typeof ranges === "object")
    knownRanges.set(combat.id, { ...(ranges as Record<string, string>) });
}

/**
 * updateCombat: the ranges the engagement stored (token moves, range checks, the referee's bands, setup, step back),
 * and a ship's status stored as disabled or destroyed. Both live in the Combat's system data, which only a GM may
 * write (a player's write of their Combatant fires nothing).
 */
export function onCombatUpdated(combat: Combat.Implementation, changes: unknown): void {
  const before = combat.id ? knownRanges.get(combat.id) : undefined;
  rememberRanges(combat);
  const changed = rangeChanges(changes, before);
  const world = changed.length || statusChanges(changes).length ? hookWorld(combat) : null;
  for (const c of changed) {
    const [a, b] = pairIds(c.key)!;
    fireHook({
      hook: "rangeChanged",
      payload: { combatUuid: combat.uuid!, a: world!.ship(a), b: world!.ship(b), from: c.from, to: c.to },
    });
  }
  for (const { id, status } of statusChanges(changes)) {
    const payload = { combatUuid: combat.uuid!, ship: world!.ship(id), status } as const;
    fireHook(status === "destroyed" ? { hook: "shipDestroyed", payload } : { hook: "shipDisabled", payload });
  }
}

/** The ships whose stored status an update of the Combat changed to disabled or destroyed. */
function statusChanges(changes: unknown): { id: string; status: "disabled" | "destroyed" }[] {
  const ships = (changes as { system?: { ships?: unknown } } | null)?.system?.ships;
  if (!ships || typeof ships !== "object") return [];
  const out: { id: string; status: "disabled" | "destroyed" }[] = [];
  for (const [id, entry] of Object.entries(ships as Record<string, unknown>)) {
    const status = (entry as { status?: unknown } | null)?.status;
    if (status === "disabled" || status === "destroyed") out.push({ id, status });
  }
  return out;
}

/** ready: the bands a world loads with, so that the first change after a reload knows where it came from. */
export function rememberWorldRanges(): void {
  for (const c of (game.combats ?? []) as Iterable<Combat.Implementation>) rememberRanges(c);
}

/** deleteCombat: its bands are forgotten. */
export function forgetRanges(combat: Combat.Implementation): void {
  knownRanges.delete(combat.id ?? "");
}
