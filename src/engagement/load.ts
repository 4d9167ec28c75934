// Documents → EngagementState and back. The memory comes from the data layer (engagementMemory /
// engagementUpdates: Combat.system and each Combatant.system); the ships from the combatants' actors
// (shipSnapshot, id = Combatant id).
import { engagementMemory, engagementUpdates, shipSnapshot } from "../data/snapshots";
import type { EngagementMemory, EngagementOptions } from "../rules/engagement/memory";
import { createEngagement, type EngagementState } from "../rules/engagement/state";
import { reactionsForInitiative } from "../rules/reactions";
import type { ShipSnapshot } from "../rules/types";
import { engagementOptions } from "./settings";
import { isShipActor, type AnyCombat } from "./ships";

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
  }
  for (const id of Object.keys(memory.ships)) if (!(id in ships)) delete memory.ships[id];
  memory.order = memory.order.filter((id) => id in ships);
  memory.pendingAttacks ??= [];
  return { memory, ships };
}

/** The nested Combat update and Combatant updates that store `memory`. */
export function memoryUpdates(combat: AnyCombat, memory: EngagementMemory): { combat: Json; combatants: Json[] } {
  return engagementUpdates(combat, memory);
}

/** Write `memory` back to the combat and its combatants (GM only: players cannot write Combat data). */
export async function storeEngagement(combat: AnyCombat, memory: EngagementMemory): Promise<void> {
  const { combat: update, combatants } = memoryUpdates(combat, memory);
  if (Object.keys(update).length) await combat.update(update as never);
  if (combatants.length) await combat.updateEmbeddedDocuments("Combatant", combatants as never);
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
