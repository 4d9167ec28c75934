// After a damage card's Undo: the engagements holding the ship put their memory back in line with it (a ship the
// roll had destroyed or disabled comes back; an engagement it had ended goes on). GM side: Undo runs there.
import { restoreStatuses } from "../rules/engagement/restore";
import { loadEngagement, storeEngagement } from "./load";
import type { AnyCombat } from "./ships";

/** Every combat with one of these actors as a combatant; returns the names of the ships that came back. */
export async function restoreAfterUndo(actorUuids: readonly string[]): Promise<string[]> {
  const back: string[] = [];
  for (const combat of (game.combats ?? []) as Iterable<AnyCombat>) {
    const holds = [...combat.combatants].some((c) => c.actor && actorUuids.includes(c.actor.uuid));
    if (!holds) continue;
    const state = loadEngagement(combat);
    const changed = restoreStatuses(state.memory, state.ships);
    if (!changed.length) continue;
    await storeEngagement(combat, state.memory);
    for (const c of changed) if (c.to === "active") back.push(combat.combatants.get(c.shipId)?.name ?? c.shipId);
  }
  return back;
}
