// After a damage card is applied or undone (GM side): the engagement the card belongs to puts the statuses of the
// ships the card hit back in line with their actors (src/rules/engagement/restore.ts), and is stored.
import type { EngagementEvent } from "../rules/engagement/events";
import { syncStatuses, type StatusChange } from "../rules/engagement/restore";
import { loadEngagement, storeEngagement } from "./load";
import { inCombatQueue } from "./queue";
import type { AnyCombat } from "./ships";

/** The ships whose status a damage card's events changed (destroyed or disabled by this damage). */
export function shipsPutOut(events: readonly unknown[]): string[] {
  const out = new Set<string>();
  for (const e of events as EngagementEvent[])
    if (e.type === "damageResolved" && e.events.some((x) => x.type === "shipDestroyed" || x.type === "shipDisabled"))
      out.add(e.targetId);
  return [...out];
}

/** Sync the card's combat for these ships; the changes, with the combatants' names. */
export async function syncAfterCard(
  combatUuid: string,
  shipIds: readonly string[],
): Promise<(StatusChange & { name: string })[]> {
  if (!combatUuid || !shipIds.length) return [];
  // in the combat's queue, after the command under way (a card applied while a command runs, an Undo racing one)
  return inCombatQueue(combatUuid, async () => {
    const combat = (await fromUuid(combatUuid)) as AnyCombat | null;
    if (!combat || !game.combats?.get(combat.id!)) return [];
    const state = loadEngagement(combat);
    const changed = syncStatuses(state, shipIds);
    if (!changed.length) return [];
    await storeEngagement(combat, state.memory);
    return changed.map((c) => ({ ...c, name: combat.combatants.get(c.shipId)?.name ?? c.shipId }));
  });
}
