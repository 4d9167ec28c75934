// Core's own fields that mirror the engagement: the Combat's `round` and `turn` and each Combatant's `initiative`
// and `defeated`. Core lets a player write them (its Combat rule lets anyone change the round and turn, its
// Combatant rule lets an actor's owner change the initiative, defeated state, flags and system data of their
// combatant: test/harness/README.md, "Permissions of Combat and Combatant"), so the engine never reads them: the
// engagement lives in the Combat's system data, which only a GM may write (src/data/combat/engagement.ts). When a
// player writes one of them anyway (a macro, a module, a forged update), the active GM puts core's mirrors back
// from the engagement, so the tracker, core's turn markers and the combatants' order show what the engine believes.
import { inCombatQueue } from "./queue";
import { loadEngagement, storeEngagement } from "./load";
import { QUIET_OPTION } from "./checkpoints";
import type { AnyCombat } from "./ships";

/** The Combat fields and Combatant fields that mirror the engagement. */
const COMBAT_MIRRORS = ["round", "turn", "combatants"] as const;
const COMBATANT_MIRRORS = ["initiative", "defeated"] as const;

function writtenByPlayer(userId: string | undefined): boolean {
  const author = userId ? game.users?.get(userId) : null;
  return !author?.isGM;
}

function isActiveGM(): boolean {
  return !!game.user?.isGM && game.users?.activeGM?.id === game.user.id;
}

/**
 * Put core's mirrors back from the engagement (active GM, in the combat's queue): the round, the turn and every
 * initiative; a combatant whose `defeated` a player changed gets its old value back. Nothing else is written.
 */
export async function restoreMirrors(combat: AnyCombat, defeated: Record<string, boolean> = {}): Promise<boolean> {
  return inCombatQueue(combat.uuid!, async () => {
    if (!game.combats?.get(combat.id!)) return false;
    await storeEngagement(combat, loadEngagement(combat).memory, {
      options: { [QUIET_OPTION]: true },
      announce: false,
    });
    const back = Object.entries(defeated)
      .filter(([id, value]) => combat.combatants.get(id) && combat.combatants.get(id)!.defeated !== value)
      .map(([_id, value]) => ({ _id, defeated: value }));
    if (back.length)
      await combat.updateEmbeddedDocuments(
        "Combatant",
        back as never,
        { [QUIET_OPTION]: true, turnEvents: false } as never,
      );
    return true;
  });
}

/**
 * Once the player's operation is over, on the client of the active GM: put the mirrors back. (The GM's client hears
 * a player's write on its own; deciding after the writer's operation has run also keeps a one-client test world,
 * where the hook fires while the writer is the current user, honest about who the active GM is.)
 */
function afterTheWrite(combat: AnyCombat, defeated: Record<string, boolean>): Promise<boolean> {
  return new Promise((resolve) =>
    setTimeout(() => resolve(isActiveGM() ? restoreMirrors(combat, defeated) : false), 0),
  );
}

/** updateCombat: a player's write of the round, the turn or the combatants is taken back (active GM). */
export function onCombatMirrorWritten(combat: AnyCombat, changes: object, userId: string): Promise<boolean> | false {
  if (!writtenByPlayer(userId) || !COMBAT_MIRRORS.some((k) => k in changes)) return false;
  return afterTheWrite(combat, {});
}

/** updateCombatant: a player's write of an initiative or a defeated state is taken back (active GM). */
export function onCombatantMirrorWritten(
  combatant: Combatant.Implementation,
  changes: { initiative?: unknown; defeated?: unknown },
  userId: string,
): Promise<boolean> | false {
  const combat = combatant.parent as AnyCombat | null;
  if (!combat || !writtenByPlayer(userId) || !COMBATANT_MIRRORS.some((k) => k in changes)) return false;
  // only the values that changed reach this hook: the old `defeated` is the other one
  const defeated = typeof changes.defeated === "boolean" ? { [combatant.id!]: !changes.defeated } : {};
  return afterTheWrite(combat, defeated);
}
