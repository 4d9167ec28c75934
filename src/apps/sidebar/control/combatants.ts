// Combatants coming and going: a new ship's side from its token, its bands from the tokens, and a deleted ship
// forgotten by the engagement.
import { loadEngagement, storeEngagement } from "../../../play/load";
import { inCombatQueue } from "../../../play/queue";
import { isShipActor, type AnyCombat, type AnyCombatant } from "../../../play/ships";
import { turnPointer } from "../../../data/engagement-snapshot";
import type { EngagementMemory } from "../../../rules/engagement/memory";
import { forgetShip, withoutShip } from "../../../rules/engagement/forget";
import { SYSTEM_ID } from "../../../base/system-id";
import { OVERRIDES_FLAG, readOverrides } from "./flags";
import { QUIET_OPTION } from "../../../play/checkpoints";
import { isActiveGM } from "./gm";
import { onTokenMoved } from "./ranges";
import { tokenOf } from "./scene";

/** Side of a new ship from its token's disposition (friendly, neutral, hostile; secret counts as hostile). */
export function sideForDisposition(disposition: number | undefined, hasPlayerOwner: boolean): string {
  if (disposition === 1) return "friendly";
  if (disposition === 0) return "neutral";
  if (disposition === -1 || disposition === -2) return "hostile";
  return hasPlayerOwner ? "friendly" : "hostile";
}

/** preCreateCombatant: a new ship's side from its token, unless the creation data sets one. */
export function onPreCreateCombatant(combatant: AnyCombatant, data: Record<string, unknown>): void {
  const given = (data?.system as { side?: unknown } | undefined)?.side;
  if (typeof given === "string" && given) return;
  const actor = combatant.actor;
  if (!isShipActor(actor)) return;
  const token = tokenOf(combatant);
  const playerOwned = [...(game.users ?? [])].some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
  const side = sideForDisposition(token?.disposition, playerOwned);
  (combatant as unknown as { updateSource(d: unknown): void }).updateSource({ system: { side } });
}

/**
 * createCombatant (active GM): a ship joining a combat whose scene has a kilometre scale gets its bands to the
 * other ships from the tokens.
 */
export async function onCombatantCreated(combatant: AnyCombatant): Promise<number> {
  if (!isActiveGM()) return 0;
  const combat = combatant.parent as AnyCombat | null;
  if (!combat) return 0;
  const token = tokenOf(combatant);
  // the new ship's state is stored with the engagement at once (from then on its Combatant is never read)
  await inCombatQueue(combat.uuid!, async () => {
    if (!game.combats?.get(combat.id!) || !combat.combatants.get(combatant.id!)) return;
    await storeEngagement(combat, loadEngagement(combat).memory, {
      options: { [QUIET_OPTION]: true },
      announce: false,
    });
  });
  if (!token) return 0;
  return onTokenMoved(token, { x: token.x });
}

/**
 * deleteCombatant (active GM): forget the ship everywhere in the engagement memory (its ranges, salvos,
 * pursuits, attacks, modifiers), keep the turn on the ship acting (or, when the deleted ship was acting, give it to
 * the next ship in the order), unpin its pairs. Core has already moved its own turn for the deletion; the engagement's
 * turn is read from its stored pointer, so it moves once, here, and core's mirror is set to match.
 */
export async function onCombatantDeleted(combatant: AnyCombatant): Promise<boolean> {
  if (!isActiveGM()) return false;
  const combat = combatant.parent as AnyCombat | null;
  const id = combatant.id;
  if (!combat || !id) return false;
  return inCombatQueue(combat.uuid!, () => forgetDeleted(combat, id));
}

async function forgetDeleted(combat: AnyCombat, id: string): Promise<boolean> {
  if (!game.combats?.get(combat.id!)) return false;
  let memory: EngagementMemory;
  try {
    memory = loadEngagement(combat).memory;
  } catch {
    return false;
  }
  // the order as stored still names the deleted ship: the turn pointer is placed in it
  const sys = combat.system as { order?: unknown; turnShipId?: unknown };
  const stored = Array.isArray(sys.order) ? (sys.order as string[]) : memory.order;
  const storedOrder = stored.filter((x) => x === id || x in memory.ships);
  const pointer =
    typeof sys.turnShipId === "string" && sys.turnShipId !== ""
      ? sys.turnShipId
      : sys.turnShipId === null
        ? null
        : turnPointer(memory);
  const at = pointer === null ? -1 : storedOrder.indexOf(pointer);
  const turn = at < 0 ? storedOrder.length : at;
  const { memory: after } = forgetShip({ ...memory, ships: { ...memory.ships }, turn }, id, storedOrder);
  const overrides = readOverrides(combat);
  const kept = withoutShip(overrides, id);
  const extra: Record<string, unknown> = {};
  if (kept.length !== overrides.length) extra.flags = { [SYSTEM_ID]: { [OVERRIDES_FLAG]: kept } };
  // the stored order loses the ship too (the memory, read without it, would not see the difference)
  if (stored.length !== after.order.length || stored.some((x, i) => x !== after.order[i]))
    extra.system = { order: after.order };
  // a correction, not a move of the fight: core's own hooks for turn controls do not fire for it
  await storeEngagement(combat, after, { options: { [QUIET_OPTION]: true }, extra, announce: false });
  return true;
}
