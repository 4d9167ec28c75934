// Engagements stored before engagement schema 3 kept their round in core's Combat#round and each ship's state on its
// Combatant, both of which players may write. On ready, the active GM stores every such engagement again, in its new
// place (the Combat's system data); until then the engine reads the old places (src/data/engagement-snapshot.ts).
import { loadEngagement, storeEngagement } from "./load";
import { inCombatQueue } from "./queue";
import { QUIET_OPTION } from "./checkpoints";
import type { AnyCombat } from "./ships";

/** The combats whose engagement is still stored the old way. */
function legacyCombats(): AnyCombat[] {
  return [...((game.combats ?? []) as Iterable<AnyCombat>)].filter(
    (c) => (c.system as { ships?: unknown } | null)?.ships === null,
  );
}

/** ready (active GM): store every engagement kept the old way in its new place. The number stored. */
export async function storeLegacyEngagements(): Promise<number> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return 0;
  let stored = 0;
  for (const combat of legacyCombats())
    await inCombatQueue(combat.uuid!, async () => {
      if ((combat.system as { ships?: unknown }).ships !== null) return;
      await storeEngagement(combat, loadEngagement(combat).memory, {
        options: { [QUIET_OPTION]: true },
        announce: false,
      });
      stored++;
    });
  return stored;
}
