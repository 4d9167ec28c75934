// The referee's NPC crews at work (GM): a ship's turn played seat by seat through perform(), as the GM's clicks
// would play it (the same commands, cards, dice modes, Apply and Undo), then ended; every NPC ship's turn played as
// it comes until a player's ship is to act; an NPC ship's reactions declared by its crew when the world setting
// says so. The crew's choices are the rules' planner's (src/rules/engagement/npc-crew/), made anew on the stored
// engagement before each seat, so each seat sees what the seats before it did.
import { planReaction, planTurn } from "../rules/engagement/npc-crew/plan";
import { crewSeatOrder } from "../rules/engagement/npc-crew/seat-order";
import type { PlannedAction } from "../rules/engagement/npc-crew/reasons";
import { currentShipId } from "../rules/engagement/validation";
import { queryEngagement } from "../rules/engagement/query";
import type { EngagementEvent } from "../rules/engagement/events";
import type { Command } from "../rules/engagement/commands";
import { reasonText as refusalText } from "../chat/i18n";
import { loadEngagement } from "./load";
import { crewPolicy, isPlayerShip } from "./npc-policies";
import { perform } from "./perform";
import { npcReactions } from "./settings";
import { combatByRequestUuid, type AnyCombat } from "./ships";
import { CardData } from "../data/chat/card";
import { postedByGM } from "../chat/posted";
import { reasonLine, reasonText } from "../chat/view/npc-reason";
import { loadCommandPath } from "./load-command-path";
import type { PerformResult } from "./perform-result";
import { SYSTEM_ID } from "../base/system-id";

/** Why an NPC turn was not played (CEPHEUS.Reason.<code>, beside the engine's and the bridge's). */
export const NPC_REASONS = ["playerShip", "npcBusy"] as const;

/** Combats whose NPC turns this client is playing now (one run at a time per combat). */
const playing = new Set<string>();

/** Whether this client is playing an NPC turn in the combat now (its own reactions are then the turn's to declare). */
export function playingNpcTurn(combat: AnyCombat): boolean {
  return playing.has(combat.id ?? "");
}

/**
 * Run `fn` as an NPC run of `combat` (one at a time): the GM's command path is told, so that the run's commands
 * leave their NPC targets' reactions to the crews it plays (no reaction card: src/play/run-command.ts).
 */
async function asCrewRun<T>(combat: AnyCombat, fn: () => Promise<T>): Promise<T> {
  playing.add(combat.id!);
  const path = await loadCommandPath().catch(() => null);
  path?.crewTurn(combat.id!, true);
  try {
    return await fn();
  } finally {
    playing.delete(combat.id!);
    path?.crewTurn(combat.id!, false);
  }
}

/** One action taken in an NPC turn: the command, the crew's reason, and what perform made of it. */
export interface PlayedAction {
  command: Command;
  /** the crew's plan for it (undefined: the referee chose it in the preview) */
  planned: PlannedAction | undefined;
  ok: boolean;
  /** the cards it posted */
  messageIds: string[];
  /** the turn's card it was written on instead of a card of its own */
  writtenOn?: string;
}

/** The referee's changes to a turn's plan, by seat: the command that seat gives instead, or null: nothing. */
export type PlanChanges = ReadonlyMap<number, Command | null>;

export interface NpcPlayResult {
  ok: boolean;
  /** why nothing (more) was played: a refusal code */
  refusal?: string;
  actions: PlayedAction[];
  /** turns played (Play all NPC turns) */
  turns: number;
  /** the players' ships whose reaction cards the last turn waits on before it ends (their names) */
  waiting?: string[];
}

function refused(reason: string, notify: boolean): NpcPlayResult {
  if (notify) ui.notifications?.warn(refusalText(reason));
  return { ok: false, refusal: reason, actions: [], turns: 0 };
}

/** Why the GM may not have the crew of combatant `shipId` play (undefined: it may). */
export function npcRefusal(combat: AnyCombat, shipId: string): string | undefined {
  if (!game.user?.isGM) return "gmOnly";
  const combatant = combat.combatants.get(shipId);
  if (!combatant) return "shipMissing";
  if (isPlayerShip(combatant.actor as never)) return "playerShip";
  return undefined;
}

/**
 * Play the turn of NPC ship `shipId` (a combatant id): every seat's planned action through perform(), each attack's
 * NPC target reacting by its crew when the world setting says so, then the turn ended. A seat the referee changed in
 * the preview (`changes`) gives the referee's command instead (through perform() all the same: checked there as a
 * click is), or nothing. GM only; a player's ship, or a ship whose turn it is not, is refused with a reason and
 * nothing changes.
 */
export async function playNpcTurn(
  combat: AnyCombat,
  shipId: string,
  options: { notify?: boolean; changes?: PlanChanges } = {},
): Promise<NpcPlayResult> {
  const notify = options.notify !== false;
  const why = npcRefusal(combat, shipId);
  if (why) return refused(why, notify);
  if (currentShipId(loadEngagement(combat)) !== shipId) return refused("notYourTurn", notify);
  if (playing.has(combat.id!)) return refused("npcBusy", notify);
  return asCrewRun(combat, async () => {
    const turn = await takeTurn(combat, shipId, options.changes);
    const { played, waiting } = turn;
    if (waiting.length) await awaitAnswers(combat, shipId, turn, false, notify);
    return { ok: true, actions: played, turns: 1, ...(waiting.length ? { waiting } : {}) };
  });
}

/** Refusals of the turn's card itself (gone, taken back, not one): the command is given again on a card of its own. */
const CARD_REFUSALS = new Set(["cardMissing", "withdrawn", "notPostedByGM", "badCommand"]);

/**
 * Give one command of the turn, written on the turn's card when there is one (the first action's card): the whole turn
 * reads as one card, its reactions, damage and end on cards of their own. A card that cannot take it (gone, taken back)
 * is let go and the command given again on its own card; any other refusal is told when `notify` says so.
 */
async function give(
  combat: AnyCombat,
  command: Command,
  notify: boolean,
  turnCard: string | undefined,
): Promise<PerformResult> {
  if (turnCard === undefined) return perform(command, { combat, notify });
  const r = await perform(command, { combat, notify: false, card: turnCard });
  if (!r.ok && CARD_REFUSALS.has(r.refusal?.reason ?? "")) return perform(command, { combat, notify });
  if (!r.ok && notify) ui.notifications?.warn(refusalText(r.refusal?.reason ?? "failed"));
  return r;
}

/** A turn played: its actions, and the players' ships (names) whose reactions it waits on before it ends. */
interface TurnPlayed {
  played: PlayedAction[];
  waiting: string[];
  /** the turn's card (its end is written there once the players have answered) */
  turnCard?: string;
}

async function takeTurn(combat: AnyCombat, shipId: string, changes?: PlanChanges): Promise<TurnPlayed> {
  const policy = crewPolicy(combat, shipId);
  const played: PlayedAction[] = [];
  let turnCard: string | undefined;
  const ship = loadEngagement(combat).ships[shipId];
  for (const seat of ship ? crewSeatOrder(ship.seats) : []) {
    const state = loadEngagement(combat);
    if (state.memory.ended || currentShipId(state) !== shipId) break;
    const changed = changes?.get(seat);
    const steps: { command: Command; planned: PlannedAction | undefined }[] =
      changes?.has(seat) === true
        ? changed
          ? [{ command: changed, planned: undefined }]
          : []
        : planTurn(state, shipId, policy, { seat }).map((a) => ({ command: a.command, planned: a }));
    for (const { command, planned } of steps) {
      if (!planned && !ownSeat(command, shipId, seat)) {
        // a change for another ship or seat is not this seat's to give: not sent
        played.push({ command, planned, ok: false, messageIds: [] });
        continue;
      }
      // (a refusal of the referee's own choice is told, as a click's is)
      const r = await give(combat, command, !planned, turnCard);
      played.push({
        command,
        planned,
        ok: r.ok,
        messageIds: r.messageIds,
        ...(r.answeredOn ? { writtenOn: r.answeredOn } : {}),
      });
      if (!r.ok) continue;
      turnCard ??= r.answeredOn ?? r.messageIds[0];
      if (planned) await sayWhy(combat, shipId, planned, r.answeredOn ?? r.messageIds[0]);
      // the NPC targets' reactions go on the turn's card too (no reaction card was offered to their crews)
      played.push(...(await reactFor(combat, r.events, turnCard)));
    }
  }
  // a player whose ship was hit and may still react answers its reaction card first: the turn ends once they have
  const waiting = awaitedPlayers(combat, shipId);
  if (!waiting.length) await endIfActing(combat, shipId, turnCard);
  return { played, waiting, ...(turnCard ? { turnCard } : {}) };
}

/** End ship `shipId`'s turn if it is still its turn, written on the turn's card when there is one. */
async function endIfActing(combat: AnyCombat, shipId: string, turnCard?: string): Promise<void> {
  const state = loadEngagement(combat);
  if (!state.memory.ended && currentShipId(state) === shipId)
    await give(combat, { type: "endTurn", shipId }, false, turnCard);
}

/**
 * The players' ships (names) that ship `shipId`'s attacks this turn still wait on: a pending attack of that ship on a
 * ship a player owns, whose reaction card the GM posted is still open (not declined, not taken back) and offers a
 * reaction that ship can still take.
 */
export function awaitedPlayers(combat: AnyCombat, shipId: string): string[] {
  const state = loadEngagement(combat);
  if (state.memory.ended || currentShipId(state) !== shipId) return [];
  const query = queryEngagement(state);
  const out = new Set<string>();
  for (const a of state.memory.pendingAttacks ?? []) {
    const target = combat.combatants.get(a.targetId);
    if (a.attackerId !== shipId || !target || !isPlayerShip(target.actor as never)) continue;
    const open = query.attack(a.id);
    if (!open || !query.reactionsTo(open).some((r) => query.seatsFor(open, r).length)) continue;
    if (openReactionCard(a.id)) out.add(target.name ?? a.targetId);
  }
  return [...out];
}

/** Whether the GM's reaction card for attack `attackId` is still open to an answer. */
function openReactionCard(attackId: string): boolean {
  return !!game.messages?.some((m) => {
    const sys = m.system;
    return (
      sys instanceof CardData &&
      sys.kind === "reaction" &&
      sys.reaction.attackId === attackId &&
      !sys.applied &&
      !sys.view.withdrawn &&
      postedByGM(m as ChatMessage.Implementation)
    );
  });
}

/**
 * An NPC turn waiting on players' reaction cards: the ship, the turn's card, and whether Play all goes on after it.
 * Kept in a flag of its Combat (only a GM writes a Combat), so that the active GM ends the turn after a reload too.
 */
interface Waiting {
  shipId: string;
  all: boolean;
  turnCard?: string;
}
const WAITING_FLAG = "npcWaiting";

function waitingOf(combat: AnyCombat): Waiting | null {
  const flags = combat.flags as Record<string, Record<string, unknown> | undefined> | undefined;
  const w = flags?.[SYSTEM_ID]?.[WAITING_FLAG] as Partial<Waiting> | null | undefined;
  return w && typeof w.shipId === "string" ? { shipId: w.shipId, all: w.all === true, turnCard: w.turnCard } : null;
}

function storeWaiting(combat: AnyCombat, waiting: Waiting | null): Promise<unknown> {
  return combat.update({ flags: { [SYSTEM_ID]: { [WAITING_FLAG]: waiting } } } as never);
}

async function awaitAnswers(combat: AnyCombat, shipId: string, turn: TurnPlayed, all: boolean, notify: boolean) {
  const ships = turn.waiting;
  await storeWaiting(combat, { shipId, all, ...(turn.turnCard ? { turnCard: turn.turnCard } : {}) });
  if (notify)
    ui.notifications?.info(
      game.i18n!.format("CEPHEUS.NpcCrew.WaitingForReactions", {
        ship: combat.combatants.get(shipId)?.name ?? shipId,
        players: ships.join(", "),
      }),
    );
}

/**
 * A reaction card changed (answered, declined, closed), on the active GM, while an NPC turn waits on it: once no
 * player's reaction is left to answer, the turn ends, and Play all NPC turns goes on when it was that run's. A turn
 * ended or stepped back meanwhile is let go.
 */
export async function onReactionCardAnswered(msg: ChatMessage.Implementation): Promise<void> {
  const sys = msg.system;
  if (!(sys instanceof CardData) || sys.kind !== "reaction" || game.users?.activeGM?.id !== game.user?.id) return;
  const combat = combatByRequestUuid(sys.combatUuid);
  const wait = combat && waitingOf(combat);
  if (!combat || !wait || playing.has(combat.id!)) return;
  if (currentShipId(loadEngagement(combat)) !== wait.shipId) {
    await storeWaiting(combat, null);
    return;
  }
  if (awaitedPlayers(combat, wait.shipId).length) return;
  await storeWaiting(combat, null);
  await asCrewRun(combat, () => endIfActing(combat, wait.shipId, wait.turnCard));
  if (wait.all) await playAllNpcTurns(combat);
}

/** Whether a changed command is one of this seat's (a change for another ship or seat is not played). */
function ownSeat(c: Command, shipId: string, seat: number): boolean {
  const own = c as { shipId?: unknown; seat?: unknown };
  return own.shipId === shipId && own.seat === seat;
}

/**
 * What a played action wrote on its card opens with the crew's reason, in one line (the GM's own card: the GM writes
 * it, as it posted it). The reason and its figures are kept in a flag of the card too, for modules (the first one's,
 * on a turn's card).
 */
async function sayWhy(combat: AnyCombat, shipId: string, action: PlannedAction, messageId: string | undefined) {
  if (!messageId || !game.messages?.get(messageId)) return;
  const path = await loadCommandPath();
  if (!path) return;
  const i18n = game.i18n!;
  const t = {
    localize: (k: string) => i18n.localize(k),
    format: (k: string, d: Record<string, string>) => i18n.format(k, d),
  };
  const nameOf = (id: string) => combat.combatants.get(id)?.name ?? id;
  const flags = (game.messages.get(messageId)!.flags ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const first = !flags[SYSTEM_ID]?.npcReason;
  await path.noteOnCard(
    messageId,
    reasonLine(t, nameOf(shipId), reasonText(t, action, nameOf)),
    first ? { npcReason: { reason: action.reason, params: action.params } } : undefined,
  );
}

/**
 * The NPC targets of the attacks a command offered reactions to declare them by their crews, if the world setting
 * says so (off: the referee answers the reaction cards, as for any ship). A player's ship is never reacted for.
 */
export async function reactFor(
  combat: AnyCombat,
  events: readonly EngagementEvent[],
  turnCard?: string,
): Promise<PlayedAction[]> {
  const offers: Offer[] = [];
  for (const e of events) if (e.type === "reactionOffered") offers.push({ attackId: e.attackId, shipId: e.shipId });
  return reactTo(combat, offers, turnCard);
}

/** An attack on a ship that may react to it. */
interface Offer {
  attackId: string;
  shipId: string;
}

/**
 * The NPC targets of `offers` declare their reactions by their crews, one at a time. With `turnCard` (the attacks were
 * written on the attacker's turn card, src/play/run-command.ts), each reaction is written there too, under its reason;
 * a reaction the card cannot take is given on its own card.
 */
async function reactTo(combat: AnyCombat, offers: readonly Offer[], turnCard?: string): Promise<PlayedAction[]> {
  const out: PlayedAction[] = [];
  if (!game.user?.isGM || !npcReactions()) return out;
  for (const e of offers) {
    const target = combat.combatants.get(e.shipId);
    if (!target || isPlayerShip(target.actor as never)) continue;
    const policy = crewPolicy(combat, e.shipId);
    // one reaction at a time, each on the attack as the last one left it (a bounded loop: each spends a reaction)
    for (let i = 0; i < 8; i++) {
      const next = planReaction(loadEngagement(combat), e.attackId, policy);
      if (!next) break;
      const r = await give(combat, next.command, false, turnCard);
      out.push({
        command: next.command,
        planned: next,
        ok: r.ok,
        messageIds: r.messageIds,
        ...(r.answeredOn ? { writtenOn: r.answeredOn } : {}),
      });
      if (!r.ok) break;
      await sayWhy(combat, e.shipId, next, r.answeredOn ?? r.messageIds[0]);
    }
  }
  return out;
}

/** A card posted or changed (core's hook `hook`) on a GM's client (src/registration/listeners.ts). */
export function onReactionCard(msg: ChatMessage.Implementation, hook: string): void {
  if (hook === "createChatMessage") onCardForNpcReactions(msg);
  else void onReactionCardAnswered(msg);
}

/**
 * A reaction card the GM posted for an NPC ship (an attack by anyone, missiles arriving): its crew declares its
 * reactions, on the active GM, when the world setting says so and no NPC turn run of this client is declaring them.
 * Only a card in the GM's record of the cards it posted counts (src/chat/posted.ts), and what the crew answers is
 * the attack the GM's stored engagement still holds (planReaction reads it): a player's message made to look like
 * a card, or one naming an attack that is not pending, makes the crew do nothing.
 */
export function onCardForNpcReactions(msg: ChatMessage.Implementation): void {
  const sys = msg.system;
  if (!(sys instanceof CardData) || sys.kind !== "reaction" || sys.outsideCombat || !postedByGM(msg)) return;
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id || !npcReactions()) return;
  const { attackId, shipId } = sys.reaction;
  if (typeof attackId !== "string" || typeof shipId !== "string") return;
  const combat = combatByRequestUuid(sys.combatUuid);
  if (!combat || playingNpcTurn(combat)) return;
  void reactTo(combat, [{ attackId, shipId }]);
}

/**
 * Play every NPC ship's turn as it comes (GM): the turns of ships no player owns, the NPC reactions to arriving
 * missiles and the missile window's close when only NPC ships are targeted, the round's end; it stops at the first
 * ship a player owns, when the engagement ends, or when nothing more can be done without the referee.
 */
export async function playAllNpcTurns(combat: AnyCombat, options: { notify?: boolean } = {}): Promise<NpcPlayResult> {
  const notify = options.notify !== false;
  if (!game.user?.isGM) return refused("gmOnly", notify);
  if (playing.has(combat.id!)) return refused("npcBusy", notify);
  // the run declares the reactions itself (the missile window's too): the card listener stands aside meanwhile
  return asCrewRun(combat, () => playAll(combat));
}

async function playAll(combat: AnyCombat): Promise<NpcPlayResult> {
  const actions: PlayedAction[] = [];
  let turns = 0;
  // a bound on the steps of one run (each step ends a turn, a round or the missile window)
  for (let step = 0; step < 1000; step++) {
    const state = loadEngagement(combat);
    const m = state.memory;
    if (m.ended || m.round < 1) break;
    if (m.missilePhase) {
      const pending = m.pendingAttacks ?? [];
      if (pending.some((a) => isPlayerShip(combat.combatants.get(a.targetId)?.actor as never))) break;
      actions.push(
        ...(await reactFor(
          combat,
          pending.map((a) => ({
            type: "reactionOffered",
            attackId: a.id,
            shipId: a.targetId,
            reactions: [],
            remaining: 0,
          })),
        )),
      );
      if (!(await perform({ type: "resolveMissiles" }, { combat, notify: false })).ok) break;
      continue;
    }
    const id = currentShipId(state);
    if (id === undefined) {
      if (!(await perform({ type: "endRound" }, { combat, notify: false })).ok) break;
      continue;
    }
    if (npcRefusal(combat, id)) break;
    const turn = await takeTurn(combat, id);
    actions.push(...turn.played);
    turns++;
    if (turn.waiting.length) {
      await awaitAnswers(combat, id, turn, true, true);
      return { ok: true, actions, turns, waiting: turn.waiting };
    }
  }
  return { ok: true, actions, turns };
}
