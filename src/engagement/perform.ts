// The engagement bridge: every engagement change (a station action, a reaction, the turn flow, a referee tool)
// goes through perform(). The client checks who may do it; the active GM runs it (a player's command travels by
// the GM request channel, src/net/requests.ts, which tells the GM who asked, and is checked again there); the GM
// runs the rules engine with Foundry dice, stores the combat's new memory, and posts the chat cards. Outside combat a ship's check rolls on a one-ship engagement made on the
// fly, the card says so, and nothing is stored.
import { cardActionAsGM } from "./apply";
import { damageChanges, isEmpty, negate, snapshotChanges, subtract } from "../data/changes";
import { buildCards } from "../chat/cards";
import { postCards } from "../chat/post";
import { refreshReactionCards } from "../chat/refresh";
import { reasonText } from "../chat/i18n";
import { shipSnapshot } from "../data/snapshots";
import { answerRequest, askGM, RequestRefused, type RequestSpec } from "../net/requests";
import { rollProcedure } from "../dice";
import { applyCommand, type CommandResult } from "../rules/engagement/engine";
import type { EngagementEvent } from "../rules/engagement/events";
import type { EngagementState } from "../rules/engagement/state";
import { applyRefereeCommand, isRefereeCommand, type BridgeCommand } from "./commands";
import { checkCommand } from "./command-schema";
import { loadEngagement, soloEngagement, storeEngagement } from "./load";
import { mayPerform, permissionFor } from "./permissions";
import { serialised } from "./queue";
import { autoApplyDamage, engagementOptions } from "./settings";
import { actorByRef, combatantFor, combatByRequestUuid, isShipActor, type AnyActor, type AnyCombat } from "./ships";
import { writeChanges } from "./write-changes";
import { currentRollMode, rollModeOf } from "../foundry-compat";
import { firePreAction } from "../hooks/fire";
import { cardOf } from "../data/chat/card";
import { applies } from "../chat/kinds";

export { loadEngagement, mayPerform };

export interface PerformResult {
  ok: boolean;
  events: EngagementEvent[];
  refusal?: { reason: string; detail?: unknown };
  messageIds: string[];
  /** rolled on a one-ship engagement outside combat: nothing was stored */
  outsideCombat?: boolean;
}

export interface PerformOptions {
  /** the combat (default: the active combat, game.combat); null: outside combat */
  combat?: AnyCombat | null;
  /** show a notification when refused (default true) */
  notify?: boolean;
}

/** What perform() asks of the GM. Who asks is not part of it: the request channel tells the GM. */
export interface PerformRequest {
  combatUuid: string | null;
  command: BridgeCommand;
  /** the asking user's roll mode, for the card's visibility */
  rollMode?: string;
}

declare module "../net/requests" {
  interface Requests {
    perform: [PerformRequest, PerformResult];
  }
}

/** Codes the bridge itself refuses with (beside the engine's): CEPHEUS.Reason.<code>. */
export const BRIDGE_REASONS = [
  "cancelled",
  "notPermitted",
  "gmOnly",
  "shipMissing",
  "notSeated",
  "noGM",
  "noCombat",
  "combatMissing",
  "badCommand",
  "failed",
  "notRequested",
  "badRequest",
] as const;

function refusal(reason: string, detail?: unknown): PerformResult {
  return detail === undefined
    ? { ok: false, events: [], refusal: { reason }, messageIds: [] }
    : { ok: false, events: [], refusal: { reason, detail }, messageIds: [] };
}

function notifyRefusal(result: PerformResult): void {
  if (!result.refusal) return;
  const { reason, detail } = result.refusal;
  const field = reason === "badCommand" ? (detail as { field?: unknown } | undefined)?.field : undefined;
  ui.notifications?.warn(
    typeof field === "string" ? game.i18n!.format("CEPHEUS.Reason.badCommandField", { field }) : reasonText(reason),
  );
}

/** A command read through its type's schema (./command-schema.ts): the checked copy, or the refusal naming the field. */
function checked(value: unknown): { command: BridgeCommand } | { refused: PerformResult } {
  const c = checkCommand(value);
  return c.ok ? { command: c.command } : { refused: refusal("badCommand", { field: c.field }) };
}

/**
 * Perform a command. Resolves with what happened; a refusal (the engine's or a permission's) changes nothing
 * and, unless `notify: false`, shows a localised warning.
 */
export async function perform(command: BridgeCommand, options: PerformOptions = {}): Promise<PerformResult> {
  const notify = options.notify !== false;
  const done = (r: PerformResult) => {
    if (!r.ok && notify) notifyRefusal(r);
    return r;
  };
  const read = checked(command);
  if ("refused" in read) return done(read.refused);
  command = read.command;
  const user = game.user as User.Implementation | null;
  const combat =
    options.combat === undefined ? ((game.combat as AnyCombat | null | undefined) ?? null) : options.combat;
  const verdict = permissionFor(user, combat, command);
  if (!verdict.ok) return done(refusal(verdict.reason));
  const request: PerformRequest = { combatUuid: combat?.uuid ?? null, command, rollMode: currentRollMode() };
  // a module may cancel its own user's action before anything is sent (docs/api.md, "Hooks for modules")
  if (!firePreAction(preActionPayload(user, combat, command, request.rollMode))) return done(refusal("cancelled"));
  try {
    return done(await askGM("perform", request, { timeout: 60_000 }));
  } catch (err) {
    if (err instanceof RequestRefused) return done(refusal(err.reason));
    console.error(err);
    return done(refusal("failed"));
  }
}

/** A ship reference of a command as `preAction` names it: the actor's and the combatant's UUIDs, when found. */
function preActionShip(
  combat: AnyCombat | null,
  ref: unknown,
): { ref: string; actorUuid: string | null; combatantUuid: string | null } | null {
  if (typeof ref !== "string" || !ref) return null;
  const combatant = combatantFor(combat, ref);
  const actor = combatant ? combatant.actor : actorByRef(ref);
  return { ref, actorUuid: actor?.uuid ?? null, combatantUuid: combatant?.uuid ?? null };
}

/** What `cepheus-space-combat.preAction` is given: plain data, a copy (a listener cannot change the command). */
export function preActionPayload(
  user: User.Implementation | null,
  combat: AnyCombat | null,
  command: BridgeCommand,
  rollMode: string | undefined,
): Record<string, unknown> {
  const c = command as unknown as Record<string, unknown>;
  return {
    userId: user?.id ?? null,
    combatUuid: combat?.uuid ?? null,
    type: command.type,
    command: JSON.parse(JSON.stringify(command)) as Record<string, unknown>,
    ship: preActionShip(combat, c.shipId),
    target: preActionShip(combat, c.targetId),
    rollMode: rollMode ?? null,
  };
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

/** The combat a request names: a world Combat's UUID, or null (outside combat); undefined when it names no combat. */
function requestedCombat(uuid: unknown): AnyCombat | null | undefined {
  return uuid === null ? null : (combatByRequestUuid(uuid) ?? undefined);
}

/** A perform request as the GM read it: the combat it names (null: outside combat) and the checked command. */
interface ReadPerform {
  combat: AnyCombat | null;
  request: PerformRequest;
}

/**
 * The GM side of perform(), a request of the request table (src/request-table.ts): check the request's fields and
 * the asking user's permission (`user` is who asked, as the request channel or this client knows it, never a claim
 * of the request), run the command with Foundry dice, store the memory and the ships' non-damage changes, post the
 * cards.
 */
export const PERFORM_REQUEST: RequestSpec<ReadPerform, PerformResult> = {
  read(data) {
    const r = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const read = checked(r.command);
    if ("refused" in read) return read;
    const combat = requestedCombat(r.combatUuid ?? null);
    if (combat === undefined) return { refused: refusal("combatMissing") };
    return {
      value: {
        combat,
        request: { combatUuid: combat?.uuid ?? null, command: read.command, rollMode: rollModeOf(r.rollMode) },
      },
    };
  },
  recheck(user, { combat, request }) {
    const verdict = permissionFor(user, combat, request.command);
    return verdict.ok ? null : refusal(verdict.reason);
  },
  // commands on one combat run one after another, each on the memory the previous one stored
  // (automatic damage waits until the command is done: its store after the card takes its turn in the same queue)
  run: async ({ combat, request }, user) => {
    const result = await serialised(`perform:${combat?.uuid ?? "solo"}`, () => run(combat, request, user));
    if (result.ok && !result.outsideCombat) await autoApply(result.messageIds ?? []);
    return result;
  },
};

/** PERFORM_REQUEST answered on this client (the GM's own clicks, and the channel's handler). */
export function performAsGM(data: unknown, user: User.Implementation): Promise<PerformResult> {
  return answerRequest(PERFORM_REQUEST, data, user);
}

/** With automatic damage on, Apply every card a command posted that applies and has something to write. */
async function autoApply(messageIds: readonly string[]): Promise<void> {
  if (!autoApplyDamage()) return;
  for (const id of messageIds) {
    const sys = cardOf(game.messages?.get(id) as ChatMessage.Implementation | undefined);
    if (sys && applies(sys.kind) && sys.applicable)
      await cardActionAsGM({ messageId: id, action: "apply" }, game.user as User.Implementation);
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
  let messages: ChatMessage.Implementation[];
  try {
    messages = await storeAndPost(where.combat && !outside ? where.combat : null, input, actors, {
      user,
      rollMode: request.rollMode,
      rolls,
      shipActor: (id) => actors.get(id) ?? null,
    });
  } catch (err) {
    console.error(err);
    return refusal("failed", String(err));
  }
  return {
    ok: true,
    events,
    messageIds: messages.map((m) => m.id!).filter(Boolean),
    ...(outside ? { outsideCombat: true } : {}),
  };
}

type CardInput = Parameters<typeof buildCards>[0] & { before: EngagementState; after: EngagementState };

/**
 * One step, all or nothing: build the cards, store the new memory and the ships' own non-damage changes, refresh the
 * open reaction cards, post the new cards. When any part fails, what was done is taken back (the memory stored as it
 * was, the ships' changes negated, the reaction cards refreshed on the old state, the posted cards deleted by
 * postCards) and the error is thrown: nothing is stored and the caller refuses with `failed`.
 */
async function storeAndPost(
  combat: AnyCombat | null,
  input: CardInput,
  actors: Map<string, AnyActor>,
  post: Parameters<typeof postCards>[1],
): Promise<ChatMessage.Implementation[]> {
  // the cards first: a command whose cards cannot be made changes nothing
  const specs = buildCards(input);
  const undo: (() => Promise<unknown>)[] = [];
  try {
    if (combat) {
      await storeEngagement(combat, input.after.memory);
      undo.push(() => storeEngagement(combat, input.before.memory, { direction: -1 }));
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
      await refreshReactionCards(input.combatUuid, input);
      undo.push(() => refreshReactionCards(input.combatUuid, { ...input, after: input.before }));
    }
    return await postCards(specs, post);
  } catch (err) {
    for (const step of undo.reverse()) await step().catch((e: unknown) => console.error(e));
    throw err;
  }
}
