// The engagement bridge: every engagement change (a station action, a reaction, the turn flow, a referee tool)
// goes through perform(). The client checks who may do it; the active GM runs it (a player's command travels by
// the GM request channel, src/net/requests.ts, which tells the GM who asked, and is checked again there); the GM
// runs the rules engine with Foundry dice, stores the combat's new memory, and posts the chat cards. Outside combat
// a ship's check rolls on a one-ship engagement made on the fly, the card says so, and nothing is stored.
// This file is what every client needs (the command's schema, who may, the request and its checks); running the
// command on the GM's side is ./run-command.ts, loaded on first use through ./load-command-path.ts.
import { reasonText } from "../chat/i18n";
import { answerRequest, askGM, isDocumentId, RequestRefused, type RequestSpec } from "../net/requests";
import type { BridgeCommand } from "./commands";
import { lazy } from "../base/lazy";
import { loadEngagement } from "./load";
import { loadCommandPath } from "./load-command-path";
import { mayPerform, permissionFor } from "./permissions";
import { actorByRef, combatantFor, combatByRequestUuid, type AnyCombat } from "./ships";
import { currentRollMode, rollModeOf } from "../foundry-compat";
import { firePreAction } from "../hooks/fire";
import { refusal, type PerformRequest, type PerformResult, type ReadPerform } from "./perform-result";

export { loadEngagement, mayPerform };
export { BRIDGE_REASONS, refusal } from "./perform-result";
export type { PerformRequest, PerformResult, ReadPerform } from "./perform-result";

export interface PerformOptions {
  /** the combat (default: the active combat, game.combat); null: outside combat */
  combat?: AnyCombat | null;
  /** show a notification when refused (default true) */
  notify?: boolean;
  /** a reaction taken with a reaction card's button: the card's message id (its result is written on that card) */
  card?: string;
}

declare module "../net/requests" {
  interface Requests {
    perform: [PerformRequest, PerformResult];
  }
}

function notifyRefusal(result: PerformResult): void {
  if (!result.refusal) return;
  const { reason, detail } = result.refusal;
  const field = reason === "badCommand" ? (detail as { field?: unknown } | undefined)?.field : undefined;
  ui.notifications?.warn(
    typeof field === "string" ? game.i18n!.format("CEPHEUS.Reason.badCommandField", { field }) : reasonText(reason),
  );
}

/**
 * The commands' schemas (./command-schema.ts), needed only once someone acts: a chunk of their own, loaded on first
 * use (docs/internals.md, "Code loaded on first use").
 */
const loadCommandSchema = lazy(() => import("./command-schema"), "CEPHEUS.CommandSchema.LoadFailed");

/**
 * A command read through its type's schema: the checked copy, or the refusal naming the field (`failed` when the
 * schemas could not be loaded: nothing is sent or run).
 */
async function checked(value: unknown): Promise<{ command: BridgeCommand } | { refused: PerformResult }> {
  const schema = await loadCommandSchema();
  if (!schema) return { refused: refusal("failed") };
  const c = schema.checkCommand(value);
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
  const read = await checked(command);
  if ("refused" in read) return done(read.refused);
  command = read.command;
  const user = game.user as User.Implementation | null;
  const combat =
    options.combat === undefined ? ((game.combat as AnyCombat | null | undefined) ?? null) : options.combat;
  const verdict = permissionFor(user, combat, command);
  if (!verdict.ok) return done(refusal(verdict.reason));
  const request: PerformRequest = { combatUuid: combat?.uuid ?? null, command, rollMode: currentRollMode() };
  if (options.card !== undefined) request.card = options.card;
  // a module may cancel its own user's action before anything is sent (docs/modules.md, "Hooks for modules")
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

/** The combat a request names: a world Combat's UUID, or null (outside combat); undefined when it names no combat. */
function requestedCombat(uuid: unknown): AnyCombat | null | undefined {
  return uuid === null ? null : (combatByRequestUuid(uuid) ?? undefined);
}

/**
 * The GM side of perform(), a request of the request table (src/registration/request-table.ts): check the request's fields and
 * the asking user's permission (`user` is who asked, as the request channel or this client knows it, never a claim
 * of the request), run the command with Foundry dice, store the memory and the ships' non-damage changes, post the
 * cards.
 */
export const PERFORM_REQUEST: RequestSpec<ReadPerform, PerformResult> = {
  async read(data) {
    const r = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const read = await checked(r.command);
    if ("refused" in read) return read;
    // the reaction card a reaction was taken from: a message id, checked against the GM's record when it runs
    if (r.card !== undefined && !isDocumentId(r.card)) return { refused: refusal("badCommand", { field: "card" }) };
    const combat = requestedCombat(r.combatUuid ?? null);
    if (combat === undefined) return { refused: refusal("combatMissing") };
    const request: PerformRequest = {
      combatUuid: combat?.uuid ?? null,
      command: read.command,
      rollMode: rollModeOf(r.rollMode),
    };
    if (r.card !== undefined) request.card = r.card;
    return { value: { combat, request } };
  },
  recheck(user, { combat, request }) {
    const verdict = permissionFor(user, combat, request.command);
    return verdict.ok ? null : refusal(verdict.reason);
  },
  // running it (the engine, the stored memory, the cards) is the GM's command path, loaded on first use
  run: async (value, user) => {
    const path = await loadCommandPath();
    return path ? path.runPerform(value, user) : refusal("failed");
  },
};

/** PERFORM_REQUEST answered on this client (the GM's own clicks, and the channel's handler). */
export function performAsGM(data: unknown, user: User.Implementation): Promise<PerformResult> {
  return answerRequest(PERFORM_REQUEST, data, user);
}
