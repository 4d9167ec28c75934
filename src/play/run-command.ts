// The GM side of perform() (./perform.ts): run a checked command with Foundry dice, store the combat's new memory
// and the ships' own changes, post the cards, and with automatic damage on apply the damage they carry. Part of the
// GM's command path, loaded on first use (./load-command-path.ts): only a GM answering a request runs it.
import { damageChanges, isEmpty, negate, snapshotChanges, subtract } from "../data/changes";
import { answerOf, buildCards, type CardSpec } from "../chat/cards";
import { postCards } from "../chat/post";
import { openReactionCards, refreshReactionCards, type CardAnswerWrite } from "../chat/refresh";
import { shipSnapshot } from "../data/snapshots";
import { rollProcedure } from "../dice";
import { applyCommand, type CommandResult } from "../rules/engagement/engine";
import type { EngagementState } from "../rules/engagement/state";
import { currentShipId } from "../rules/engagement/validation";
import type { EngagementEvent } from "../rules/engagement/events";
import { takeCheckpoint } from "./checkpoints";
import { historyUpdate, pushCheckpoint, QUIET_OPTION, readCheckpoints } from "./history";
import { runCardAction } from "./card-writes";
import { isRefereeCommand, type BridgeCommand } from "./commands";
import { applyRefereeCommand } from "./referee";
import { loadEngagement, soloEngagement, storeEngagement } from "./load";
import { refusal, type PerformRequest, type PerformResult, type ReadPerform } from "./perform-result";
import { serialised } from "./queue";
import { autoApplyDamage, engagementOptions, npcReactions } from "./settings";
import { isPlayerShip } from "./npc-policies";
import { actorByRef, combatantFor, isShipActor, type AnyActor, type AnyCombat } from "./ships";
import { writeChanges } from "./write-changes";
import { launchCraft, recoverCraft } from "./craft-tokens";
import { cardOf } from "../data/chat/card";
import { applies, cardKind } from "../chat/kinds";
import { writeOnTurnCard } from "../chat/fold";
import { landingCard, viewBack, writeLanding } from "../chat/landing";
import { shipName } from "../chat/view/names";
import { answeredCard, mayAnswerOn } from "./answer-card";

/**
 * Run a perform request the GM has read and re-checked (PERFORM_REQUEST). Commands on one combat run one after
 * another, each on the memory the previous one stored; automatic damage waits until the command is done (its store
 * after the card takes its turn in the same queue).
 */
export async function runPerform({ combat, request }: ReadPerform, user: User.Implementation): Promise<PerformResult> {
  const result = await serialised(`perform:${combat?.uuid ?? "solo"}`, () => run(combat, request, user));
  if (result.ok && !result.outsideCombat) await autoApply([...(result.messageIds ?? []), ...(result.landedOn ?? [])]);
  return result;
}

/** Ship references a sheet may send (actor ids, UUIDs) → the combat's Combatant ids. */
function normaliseRefs(combat: AnyCombat, command: BridgeCommand): BridgeCommand {
  const out: Record<string, unknown> = { ...(command as unknown as Record<string, unknown>) };
  for (const key of ["shipId", "targetId", "pursuerId", "a", "b"]) {
    const v = out[key];
    if (typeof v !== "string") continue;
    const c = combatantFor(combat, v);
    if (c?.id) out[key] = c.id;
  }
  return out as unknown as BridgeCommand;
}

interface Situation {
  combat: AnyCombat | null;
  state: EngagementState;
  command: BridgeCommand;
  outside: boolean;
  /** rules ship id → actor */
  actors: Map<string, AnyActor>;
}

/** Work out where the command runs: in the combat, or on a one-ship engagement outside it. */
function situate(combat: AnyCombat | null, command: BridgeCommand): Situation | PerformResult {
  const shipRef = "shipId" in command && typeof command.shipId === "string" ? command.shipId : undefined;
  const inCombat = !!combat && (shipRef === undefined || combatantFor(combat, shipRef) !== null);
  if (inCombat) {
    const cmd = normaliseRefs(combat!, command);
    const state = loadEngagement(combat!);
    const actors = new Map<string, AnyActor>();
    for (const c of combat!.combatants) if (c.id && isShipActor(c.actor)) actors.set(c.id, c.actor);
    return { combat: combat!, state, command: cmd, outside: false, actors };
  }
  if (shipRef === undefined) return refusal("noCombat");
  const actor = combatantFor(combat, shipRef)?.actor ?? actorByRef(shipRef);
  if (!isShipActor(actor)) return refusal("shipMissing");
  const id = actor.id ?? shipRef;
  const state = soloEngagement(shipSnapshot(actor, { id }), engagementOptions());
  return {
    combat: null,
    state,
    command: { ...command, shipId: id } as BridgeCommand,
    outside: true,
    actors: new Map([[id, actor]]),
  };
}

/**
 * With automatic damage on, Apply every card a command posted (or landed on a reaction card) that applies and has
 * something to write. Never awaited inside the combat's queue: an Apply that puts a ship out of the fight queues
 * there (./restore.ts).
 */
export async function autoApply(messageIds: readonly string[]): Promise<void> {
  if (!autoApplyDamage()) return;
  for (const id of messageIds) {
    const sys = cardOf(game.messages?.get(id) as ChatMessage.Implementation | undefined);
    if (sys && applies(sys.kind) && sys.applicable) await runCardAction(id, "apply", game.user as User.Implementation);
  }
}

async function run(
  combat: AnyCombat | null,
  request: PerformRequest,
  user: User.Implementation,
): Promise<PerformResult> {
  // the combat may have gone while the command waited its turn
  if (combat && !game.combats?.get(combat.id!)) return refusal("combatMissing");
  const where = situate(combat, request.command);
  if ("ok" in where) return where;
  const { state, command, outside, actors } = where;
  // the card a command names (a reaction card's button, a GM's turn card): checked before anything runs
  const card = answeredCard(request.card, outside ? null : where.combat, command, user);
  if ("ok" in card) return card;

  let result: CommandResult;
  let rolls: Roll.Any[] = [];
  try {
    if (isRefereeCommand(command)) result = applyRefereeCommand(state, command);
    else {
      const rolled = await rollProcedure(applyCommand(state, command));
      result = rolled.result;
      rolls = rolled.rolls;
    }
  } catch (err) {
    console.error(err);
    return refusal("failed", String(err));
  }
  const refused = result.events.find((e) => e.type === "refused");
  if (refused && refused.type === "refused")
    return { ...refusal(refused.reason, refused.detail), events: result.events };

  const events = result.events;
  const input = {
    before: state,
    after: result.state,
    outsideCombat: outside,
    command,
    events,
    combatUuid: where.combat?.uuid ?? "",
    shipActor: (id: string) => actors.get(id) ?? null,
    crewActor: (uuid: string) => actorByRef(uuid),
    combatant: (id: string) =>
      where.combat ? ((where.combat.combatants.get(id) as Combatant.Implementation | undefined) ?? null) : null,
  };
  const stored = where.combat && !outside ? where.combat : null;
  // its result goes on that card when the card's audience is the roll's and its turn goes on (./answer-card.ts), else
  // on its own card
  const answerOn = card.msg && stored && mayAnswerOn(card.msg, stored, request.rollMode, user) ? card.msg.id : null;
  let done: Awaited<ReturnType<typeof storeAndPost>>;
  try {
    done = await storeAndPost(
      stored,
      input,
      actors,
      { user, rollMode: request.rollMode, rolls, shipActor: (id) => actors.get(id) ?? null },
      answerOn,
    );
  } catch (err) {
    console.error(err);
    return refusal("failed", String(err));
  }
  return {
    ok: true,
    events,
    messageIds: done.posted.map((m) => m.id!).filter(Boolean),
    ...(done.landed.length ? { landedOn: done.landed.map((m) => m.id!) } : {}),
    ...(done.answered && answerOn ? { answeredOn: answerOn } : {}),
    ...(outside ? { outsideCombat: true } : {}),
  };
}

export type CardInput = Parameters<typeof buildCards>[0] & { before: EngagementState; after: EngagementState };

/**
 * One step, all or nothing: build the cards, store the new memory and the ships' own non-damage changes, refresh the
 * open reaction cards, post the new cards. With `answerOn`, the command's own card is not posted but written on that
 * card: a reaction taken with a reaction card's button has its lines and rolls written there by the refresh; a command
 * of an NPC turn is written on the turn's card (src/chat/fold.ts). When that card closed or went meanwhile, the
 * command's own card is posted as usual. When any part fails, what was done is taken back (the memory stored as it
 * was, the ships' changes negated, the card written on and the reaction cards refreshed or landed on as they were, the
 * posted cards deleted by postCards) and the error is thrown: nothing is stored and the caller refuses with `failed`.
 */
export async function storeAndPost(
  combat: AnyCombat | null,
  input: CardInput,
  actors: Map<string, AnyActor>,
  post: Parameters<typeof postCards>[1],
  answerOn: string | null,
): Promise<{ posted: ChatMessage.Implementation[]; answered: boolean; landed: ChatMessage.Implementation[] }> {
  // the cards first: a command whose cards cannot be made changes nothing
  const specs = buildCards(input);
  const launched = launchedSalvos(input.events);
  const answer: (CardAnswerWrite & { cut?: boolean }) | undefined = answerOn
    ? {
        messageId: answerOn,
        answer: answerOf(specs[0]),
        rolls: post.rolls.map((r) => r.toJSON()),
        cut: turnChanged(input.before, input.after) || launched.length > 0,
      }
    : undefined;
  let answered = false;
  const undo: (() => Promise<unknown>)[] = [];
  try {
    if (combat) {
      // small craft launched: their tokens and combatants first, so that the memory naming them is stored with them
      undo.push(await launchCraft(combat, input.events, input.after.memory));
      // a launch is a step of its own: a checkpoint before it, stored with it (its card's Undo steps back to it)
      const history = launched.length ? launchHistory(combat, launched) : null;
      // (taken back, the step-back history is as it was: no checkpoint of a turn change that did not stand)
      const historyBefore = history?.before ?? historyUpdate(readCheckpoints(combat));
      await storeEngagement(combat, input.after.memory, history ? { extra: history.after } : {});
      undo.push(() =>
        storeEngagement(combat, input.before.memory, {
          direction: -1,
          options: { [QUIET_OPTION]: true },
          extra: historyBefore,
        }),
      );
      // a ship's own changes that are not damage (missiles launched, sand fired, repairs) are written at once, as
      // amounts onto the ship as it is then; its damage waits for its card's Apply
      for (const [id, after] of Object.entries(input.after.ships)) {
        const before = input.before.ships[id];
        const actor = actors.get(id);
        if (after === before || !before || !actor) continue;
        const own = subtract(
          snapshotChanges(before, after),
          damageChanges(input.events.filter((e) => e.type === "damageResolved" && e.targetId === id)),
        );
        if (isEmpty(own)) continue;
        const written = await writeChanges(actor, own);
        if (written === null) throw new Error(`cepheus-space-combat | ${actor.uuid} refused the command's changes`);
        undo.push(() => writeChanges(actor, negate(written)));
      }
      // (the card written on, and the open reaction cards the refresh may change or close, as they are now)
      if (answer) undo.push(restorer(answer.messageId));
      for (const msg of openReactionCards(input.combatUuid)) undo.push(restorer(msg.id!));
      const onReactionCard = !!answer && offersReactions(answer.messageId);
      answered = await refreshReactionCards(input.combatUuid, input, onReactionCard ? answer : undefined);
      if (answer && !onReactionCard)
        answered = await writeOnTurnCard(answer, shipName(input, turnShip(answer.messageId) ?? ""));
    }
    // the reaction's own card (the first, with its rolls) is the answer written on the card it was taken from; a
    // command of the NPC turn this GM is playing offers no reaction card to an NPC target whose crew declares its
    // reactions (src/play/npc-play.ts writes them on the turn's card)
    const crewRun = !!combat && post.user.isGM && crewRuns.has(combat.id!);
    let cards = crewRun ? specs.filter((c) => !crewAnswers(c, input)) : specs;
    // a damage card lands on its attack's public reaction card, which becomes the damage card (src/chat/landing.ts)
    const landed: ChatMessage.Implementation[] = [];
    if (combat)
      for (const spec of cards) {
        const on = landingCard(spec, input.combatUuid);
        if (!on || landed.includes(on)) continue;
        undo.push(restorer(on.id!));
        await writeLanding(on, spec, input);
        landed.push(on);
        cards = cards.filter((c) => c !== spec);
      }
    const posted = answered ? await postCards(cards.slice(1), { ...post, rolls: [] }) : await postCards(cards, post);
    // small craft recovered leave the scene and the tracker last: the command stands even if that fails
    if (combat) await recoverCraft(combat, input.events).catch((e: unknown) => console.error(e));
    return { posted, answered, landed };
  } catch (err) {
    for (const step of undo.reverse()) await step().catch((e: unknown) => console.error(e));
    throw err;
  }
}

/** Combats (by id) in which this GM is playing NPC turns now (src/play/npc-play.ts says so through `crewTurn`). */
const crewRuns = new Set<string>();

/** Whether this GM is playing NPC turns in combat `combatId` now: their NPC targets' reactions are their crews'. */
export function crewTurn(combatId: string, on: boolean): void {
  if (on) crewRuns.add(combatId);
  else crewRuns.delete(combatId);
}

/** The salvos a command launched (their ids). */
function launchedSalvos(events: readonly EngagementEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) if (e.type === "missileLaunched") out.push(e.salvoId);
  return out;
}

/**
 * The combat's step-back history before and after a launch: with the engagement as it stands (before the launch) on
 * top, marked with the salvos it launched (src/play/undo-launch.ts). Null when no checkpoint could be taken.
 */
function launchHistory(combat: AnyCombat, launched: string[]) {
  const cp = takeCheckpoint(combat);
  if (!cp) return null;
  const history = readCheckpoints(combat);
  return { before: historyUpdate(history), after: historyUpdate(pushCheckpoint(history, { ...cp, launch: launched })) };
}

/** Whether the command moved the turn on (another ship to act, or another round). */
function turnChanged(before: EngagementState, after: EngagementState): boolean {
  return before.memory.round !== after.memory.round || currentShipId(before) !== currentShipId(after);
}

/** The ship whose turn a turn's card is (its first command's ship). */
function turnShip(messageId: string): string | undefined {
  const ship = (
    cardOf(game.messages?.get(messageId) as ChatMessage.Implementation | undefined)?.command as {
      shipId?: unknown;
    } | null
  )?.shipId;
  return typeof ship === "string" ? ship : undefined;
}

/** Whether a card is a reaction card for an attack on an NPC ship whose crew declares its reactions itself. */
function crewAnswers(spec: CardSpec, input: CardInput): boolean {
  const r = spec.system.reaction as { attackId?: unknown; shipId?: unknown };
  if (spec.kind !== "reaction" || typeof r.attackId !== "string" || typeof r.shipId !== "string") return false;
  const ship = input.shipActor(r.shipId);
  return npcReactions() && !!ship && !isPlayerShip(ship);
}

/** Whether the message is a card that offers reactions (a reaction card), rather than a turn's card. */
function offersReactions(messageId: string): boolean {
  return !!cardKind(cardOf(game.messages?.get(messageId) as ChatMessage.Implementation | undefined)?.kind)
    ?.offersReactions;
}

/** What puts a card back as it is now (its content, rolls, view, answers and state): the undo of a write on it. */
function restorer(messageId: string): () => Promise<unknown> {
  const msg = game.messages?.get(messageId) as ChatMessage.Implementation | undefined;
  const sys = cardOf(msg);
  if (!msg || !sys) return () => Promise.resolve();
  const source = msg._source as { content?: string; rolls?: unknown[] };
  const prior = foundry.utils.deepClone({
    content: source.content ?? "",
    rolls: source.rolls ?? [],
    system: {
      kind: sys.kind,
      view: sys.view,
      events: sys.events,
      answers: sys.answers,
      applicable: sys.applicable,
      applied: sys.applied,
      appliedBy: sys.appliedBy,
      landed: sys.landed,
    },
  });
  return () => {
    const now = cardOf(msg)?.view ?? {};
    return msg.update({ ...prior, system: { ...prior.system, view: viewBack(now, prior.system.view) } } as never);
  };
}
