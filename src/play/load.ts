// Documents → EngagementState and back. The memory comes from the data layer (engagementMemory /
// engagementUpdates: Combat.system and each Combatant.system); the ships from the combatants' actors
// (shipSnapshot, id = Combatant id).
import { shipSnapshot } from "../data/snapshots";
import {
  actingShipOf,
  engagementMemory,
  engagementUpdates,
  storedTurn,
  turnMirror,
  turnPointer,
} from "../data/engagement-snapshot";
import type { EngagementMemory, EngagementOptions } from "../rules/engagement/memory";
import { createEngagement, type EngagementState } from "../rules/engagement/state";
import { crewedCraft } from "../rules/engagement/craft";
import { reactionsForInitiative } from "../rules/reactions";
import type { ShipSnapshot } from "../rules/types";
import { engagementOptions } from "./settings";
import { isShipActor, type AnyCombat } from "./ships";
import { held } from "./queue";

type Json = Record<string, unknown>;

/** The rules' view of a combat: memory (ship ids = Combatant ids) plus a snapshot of every combatant's ship. */
export function loadEngagement(combat: AnyCombat, options: { settings?: EngagementOptions } = {}): EngagementState {
  const memory = engagementMemory(combat);
  memory.options = { ...memory.options, ...(options.settings ?? engagementOptions()) };

  const ships: Record<string, ShipSnapshot> = {};
  for (const c of combat.combatants) {
    const id = c.id;
    if (!id || !(id in memory.ships)) continue;
    const actor = c.actor;
    if (!isShipActor(actor)) {
      // a combatant whose ship is gone (deleted actor, token without actor): the engine cannot see it
      delete memory.ships[id];
      continue;
    }
    ships[id] = shipSnapshot(actor, { id });
    // a launched small craft flies with the crew its carrier gave it (ruling R112)
    const origin = memory.ships[id].craftOf;
    if (origin) ships[id] = crewedCraft(ships[id], origin.crewSkill);
  }
  for (const id of Object.keys(memory.ships)) if (!(id in ships)) delete memory.ships[id];
  // the turn follows its ship (stored as an id) when ships without an actor drop out of the order
  const pointer = turnPointer(memory);
  memory.order = memory.order.filter((id) => id in ships);
  const at = pointer === null ? -1 : memory.order.indexOf(pointer);
  memory.turn = at < 0 ? memory.order.length : at;
  memory.pendingAttacks ??= [];
  return { memory, ships };
}

/** The nested Combat update and Combatant updates that store `memory` (`forget`: ships the GM removed). */
export function memoryUpdates(
  combat: AnyCombat,
  memory: EngagementMemory,
  forget?: readonly string[],
): { combat: Json; combatants: Json[] } {
  return engagementUpdates(combat, memory, forget);
}

/** Update option on every write the engagement makes to its Combat and Combatants (core's own paths lack it). */
export const ENGINE_OPTION = "cepheusEngagement";

export interface StoreOptions {
  /** more options for every write (the tracker's quiet flag, ...) */
  options?: Json;
  /** more Combat changes to write with the memory (flags), merged into its update */
  extra?: Json;
  /** 1: the fight moves on (default); -1: stepping back. Core's hooks and world time follow it. */
  direction?: 1 | -1;
  /** false: no combatStart / combatRound / combatTurn and no world time (a correction, not a move of the fight) */
  announce?: boolean;
  /** ships (Combatant ids) the GM removed from the fight: their stored state is deleted even while it is under way */
  forget?: readonly string[];
}

/** Fire core's hook for a move, with the arguments core's own turn controls give it. */
function announce(combat: AnyCombat, move: TurnMove): void {
  const data = move.updateData as never;
  const options = move.updateOptions as never;
  if (move.hook === "combatStart") Hooks.callAll("combatStart", combat as never, data);
  else if (move.hook === "combatRound") Hooks.callAll("combatRound", combat as never, data, options);
  else Hooks.callAll("combatTurn", combat as never, data, options);
}

/** What core's turn controls would say about a move of the engagement: the hook, its update data and options. */
export interface TurnMove {
  hook: "combatStart" | "combatRound" | "combatTurn";
  updateData: { round: number; turn: number | null };
  /** core's update options (none for combatStart, which core fires with the combat and its update data alone) */
  updateOptions?: { direction: 1 | -1; worldTime: { delta: number } };
}

interface TimedCombat {
  turns?: unknown[];
  getTimeDelta?: (fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null) => number;
}

/**
 * The move from `before` to `after` as core's controls would announce it: round 0 → 1 `combatStart` (core passes no
 * time then); a new round `combatRound`; the same round with another acting ship (or none) `combatTurn`. World time
 * is `Combat#getTimeDelta` between the mirrors (no acting ship counts as past the last turn), never backwards while
 * the fight moves on. Null when the round and the acting ship stay, or the engagement has ended.
 */
export function turnMove(
  combat: AnyCombat,
  before: EngagementMemory,
  after: EngagementMemory,
  direction: 1 | -1 = 1,
): TurnMove | null {
  if (after.ended) return null;
  const actingBefore = actingShipOf(before);
  const actingAfter = actingShipOf(after);
  if (after.round === before.round && actingAfter === actingBefore) return null;
  const turn = turnMirror(combat, after);
  const updateData = { round: after.round, turn };
  if (before.round < 1 && after.round >= 1) return { hook: "combatStart", updateData };
  const timed = combat as unknown as TimedCombat;
  let delta = 0;
  if (typeof timed.getTimeDelta === "function") {
    const past = Array.isArray(timed.turns) ? timed.turns.length : 0;
    const from = storedTurn(combat);
    delta = timed.getTimeDelta.call(combat, before.round, from ?? past, after.round, turn ?? past);
    if (!Number.isFinite(delta) || (direction > 0 && delta < 0)) delta = 0;
  }
  return {
    hook: after.round !== before.round ? "combatRound" : "combatTurn",
    updateData,
    updateOptions: { direction, worldTime: { delta } },
  };
}

/**
 * Write `memory` back to the combat and its combatants (GM only: players cannot write Combat data). The Combat
 * update carries the round, core's turn (a mirror of the acting ship) and the engagement's own turn pointer; when
 * the round or the acting ship changes, core's hook (`combatStart`, `combatRound`, `combatTurn`) fires first with
 * core's update options, as core's controls do, so world time passes and listeners hear it. The Combatant updates
 * pass core the turn to keep (`combatTurn`) and no turn events of their own. Throws, writing nothing, while this
 * client is putting a ship's combatant back (`held`: the memory would lack the ship), and, writing no combatant,
 * when the Combat update does not happen.
 */
export async function storeEngagement(
  combat: AnyCombat,
  memory: EngagementMemory,
  opts: StoreOptions = {},
): Promise<void> {
  if (held.get(combat.uuid!))
    throw new Error(`cepheus-space-combat | ${combat.uuid}: a ship's combatant is being put back; nothing was stored`);
  const before = engagementMemory(combat);
  const { combat: update, combatants } = memoryUpdates(combat, memory, opts.forget);
  if (opts.extra) foundry.utils.mergeObject(update, opts.extra);
  const options: Json = { ...opts.options, [ENGINE_OPTION]: true };
  const move = opts.announce === false ? null : turnMove(combat, before, memory, opts.direction ?? 1);
  if (move) {
    announce(combat, move);
    // a listener may change the options (the time to pass); the round and turn are the engagement's
    Object.assign(options, move.updateOptions);
    update.round = memory.round;
    update.turn = turnMirror(combat, memory);
  }
  // a Combat write that does not happen (a module's preUpdateCombat said no, the data was invalid) stops here: the
  // combatants are not written on their own (the caller fails as a whole)
  if (Object.keys(update).length && !(await combat.update(update as never, options as never)))
    throw new Error(
      `cepheus-space-combat | the engagement was not stored: the update of ${combat.uuid} did not happen`,
    );
  if (combatants.length) {
    const turn = turnMirror(combat, memory);
    const combatantOptions: Json = { ...opts.options, [ENGINE_OPTION]: true, turnEvents: false };
    if (turn !== null) combatantOptions.combatTurn = turn;
    await combat.updateEmbeddedDocuments("Combatant", combatants as never, combatantOptions as never);
  }
}
/**
 * Outside combat: a one-ship engagement made on the fly, in the ship's own turn of round 1, so that the ship's
 * checks can roll. Nothing of it is ever stored.
 */
export function soloEngagement(ship: ShipSnapshot, settings: EngagementOptions = {}): EngagementState {
  const state = createEngagement({ ships: [ship], options: settings });
  const m = state.memory;
  const st = m.ships[ship.id];
  m.round = 1;
  m.turn = 0;
  m.order = [ship.id];
  st.initiative = 0;
  st.reactionsBudget = reactionsForInitiative(0);
  st.acted = false;
  return state;
}
