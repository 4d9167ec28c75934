// The engagement bridge: every engagement change (a station action, a reaction, the turn flow, a referee tool)
// goes through perform(). The client checks who may do it; the active GM runs it (a player's command travels as
// a GM query and is checked again there); the GM runs the rules engine with Foundry dice, stores the combat's new
// memory, and posts the chat cards. Outside combat a ship's check rolls on a one-ship engagement made on the
// fly, the card says so, and nothing is stored.
import { cardActionAsGM } from "../chat/apply";
import { buildCards, damagedShips } from "../chat/cards";
import { postCards } from "../chat/post";
import { refreshReactionCards } from "../chat/refresh";
import { reasonText } from "../chat/i18n";
import { shipSnapshot, shipUpdate } from "../data/snapshots";
import { rollProcedure } from "../dice";
import { applyCommand, type CommandResult } from "../rules/engagement/engine";
import type { EngagementEvent } from "../rules/engagement/events";
import type { EngagementState } from "../rules/engagement/state";
import { applyRefereeCommand, isRefereeCommand, type BridgeCommand } from "./commands";
import { loadEngagement, soloEngagement, storeEngagement } from "./load";
import { mayPerform, permissionFor } from "./permissions";
import { serialised } from "./queue";
import { autoApplyDamage, engagementOptions } from "./settings";
import { actorByRef, combatantFor, isShipActor, type AnyActor, type AnyCombat } from "./ships";

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

/** The GM query perform() sends. */
export const PERFORM_QUERY = "cepheus-space-combat.perform";

export interface PerformRequest {
  combatUuid: string | null;
  command: BridgeCommand;
  /** the asking user (the GM checks their permission) */
  userId: string;
  /** the asking user's roll mode, for the card's visibility */
  rollMode?: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- fvtt-types declares CONFIG.Queries in a namespace
  namespace CONFIG {
    interface Queries {
      "cepheus-space-combat.perform": (data: PerformRequest) => Promise<PerformResult>;
    }
  }
}

/** Codes the bridge itself refuses with (beside the engine's): CEPHEUS.Reason.<code>. */
export const BRIDGE_REASONS = ["notPermitted", "gmOnly", "shipMissing", "notSeated", "noGM", "noCombat", "combatMissing", "badCommand", "failed"] as const;

function refusal(reason: string, detail?: unknown): PerformResult {
  return detail === undefined ? { ok: false, events: [], refusal: { reason }, messageIds: [] } : { ok: false, events: [], refusal: { reason, detail }, messageIds: [] };
}

function notifyRefusal(result: PerformResult): void {
  if (!result.refusal) return;
  ui.notifications?.warn(reasonText(result.refusal.reason));
}

function currentRollMode(): string | undefined {
  try {
    return (game.settings as unknown as { get(ns: string, key: string): unknown }).get("core", "rollMode") as string;
  } catch {
    return undefined;
  }
}

function isCommand(c: unknown): c is BridgeCommand {
  return !!c && typeof c === "object" && typeof (c as { type?: unknown }).type === "string";
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
  if (!isCommand(command)) return done(refusal("badCommand"));
  const user = game.user as User.Implementation | null;
  const combat = options.combat === undefined ? ((game.combat as AnyCombat | null | undefined) ?? null) : options.combat;
  const verdict = permissionFor(user, combat, command);
  if (!verdict.ok) return done(refusal(verdict.reason));
  const request: PerformRequest = { combatUuid: combat?.uuid ?? null, command, userId: user!.id!, rollMode: currentRollMode() };
  const gm = game.users?.activeGM;
  if (!gm) return done(refusal("noGM"));
  if (gm.isSelf) {
    try {
      return done(await performAsGM(request));
    } catch (err) {
      console.error(err);
      return done(refusal("failed"));
    }
  }
  try {
    const result = (await gm.query(PERFORM_QUERY, request, { timeout: 60_000 })) as PerformResult;
    return done(result ?? refusal("failed"));
  } catch (err) {
    console.error(err);
    return done(refusal("failed"));
  }
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
  return { combat: null, state, command: { ...command, shipId: id } as BridgeCommand, outside: true, actors: new Map([[id, actor]]) };
}

/**
 * The GM side of perform(): re-check the asking user's permission, run the command with Foundry dice, store the
 * memory and the ships' non-damage changes, post the cards. Also the handler of the PERFORM_QUERY.
 */
export async function performAsGM(request: PerformRequest): Promise<PerformResult> {
  if (!request || !isCommand(request.command)) return refusal("badCommand");
  const user = game.users?.get(request.userId) as User.Implementation | undefined;
  if (!user) return refusal("notPermitted");
  let combat: AnyCombat | null = null;
  if (request.combatUuid) {
    const doc = fromUuidSync(request.combatUuid) as unknown;
    if (!(doc instanceof Combat)) return refusal("combatMissing");
    combat = doc as AnyCombat;
  }
  const verdict = permissionFor(user, combat, request.command);
  if (!verdict.ok) return refusal(verdict.reason);
  // commands on one combat run one after another, each on the memory the previous one stored
  return serialised(`perform:${combat?.uuid ?? "solo"}`, () => run(combat, request, user));
}

async function run(combat: AnyCombat | null, request: PerformRequest, user: User.Implementation): Promise<PerformResult> {
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
  if (refused && refused.type === "refused") return { ...refusal(refused.reason, refused.detail), events: result.events };

  const events = result.events;
  if (!outside && where.combat) {
    await storeEngagement(where.combat, result.state.memory);
    // a ship's own changes that are not damage (missiles launched, sand fired) are written at once
    const damaged = new Set(damagedShips(events));
    for (const [id, after] of Object.entries(result.state.ships)) {
      if (after === state.ships[id] || damaged.has(id)) continue;
      const actor = actors.get(id);
      if (!actor) continue;
      const update = shipUpdate(actor as never, after);
      if (Object.keys(update).length) await actor.update(update as never);
    }
  }

  const input = {
    before: state,
    after: result.state,
    outsideCombat: outside,
    command,
    events,
    combatUuid: where.combat?.uuid ?? "",
    shipActor: (id: string) => actors.get(id) ?? null,
    crewActor: (uuid: string) => actorByRef(uuid),
    combatant: (id: string) => (where.combat ? ((where.combat.combatants.get(id) as Combatant.Implementation | undefined) ?? null) : null),
  };
  if (!outside) await refreshReactionCards(input.combatUuid, input);
  const specs = buildCards(input);
  const messages = await postCards(specs, { user, rollMode: request.rollMode, rolls, shipActor: (id) => actors.get(id) ?? null });
  if (!outside && autoApplyDamage()) {
    for (const msg of messages) {
      const sys = msg.system as { kind?: string; targets?: unknown[] };
      if ((sys.kind === "damage" || sys.kind === "crew") && sys.targets?.length)
        await cardActionAsGM({ messageId: msg.id!, action: "apply", userId: game.user!.id!, force: true });
    }
  }
  return { ok: true, events, messageIds: messages.map((m) => m.id!).filter(Boolean), ...(outside ? { outsideCombat: true } : {}) };
}

/** Register the GM side of perform() (called from registerChat during init). */
export function registerPerformQuery(): void {
  CONFIG.queries[PERFORM_QUERY] = async (data: PerformRequest) => {
    if (!game.user?.isGM) return refusal("failed");
    return performAsGM(data);
  };
}
