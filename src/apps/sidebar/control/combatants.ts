// Combatants coming and going: a new ship's side from the GM side (its token), its bands from the tokens, and a
// deleted ship forgotten by the engagement. Who made the operation decides: a GM's combatant joins at once and a
// GM's deletion takes the ship out of the fight; a player's combatant, and a player's deletion while the fight is
// under way, are the active GM's to decide (../player-combatants.ts, a chunk loaded on first use, which also admits
// the GM's ships): docs/trust-boundary.md, "The combat state is the GM's".
import { loadEngagement, storeEngagement } from "../../../play/load";
import { inCombatQueue } from "../../../play/queue";
import { isShipActor, type AnyCombat, type AnyCombatant } from "../../../play/ships";
import { turnPointer } from "../../../data/engagement-snapshot";
import { gmSide } from "../../../data/combatant-side";
import type { EngagementMemory } from "../../../rules/engagement/memory";
import { forgetShip, withoutShip } from "../../../rules/engagement/forget";
import { SYSTEM_ID } from "../../../base/system-id";
import { OVERRIDES_FLAG, readOverrides } from "./flags";
import { QUIET_OPTION } from "../../../play/checkpoints";
import { lazy } from "../../../base/lazy";
import { isActiveGM } from "./gm";
import { onTokenMoved } from "./ranges";
import { tokenOf } from "./scene";

export { sideForDisposition } from "../../../data/combatant-side";

/** The active GM's admissions, its handling of players' combatants and its dialog (preloaded on ready). */
const loadPlayerCombatants = lazy(() => import("../player-combatants"), "CEPHEUS.Tracker.Notify.DialogLoadFailed");

/** preCreateCombatant (the creating client): a new ship's side from its token; only a GM's creation data sets one. */
export function onPreCreateCombatant(combatant: AnyCombatant, data: Record<string, unknown>): void {
  const given = (data?.system as { side?: unknown } | undefined)?.side;
  if (game.user?.isGM && typeof given === "string" && given) return;
  if (!isShipActor(combatant.actor)) return;
  (combatant as unknown as { updateSource(d: unknown): void }).updateSource({ system: { side: gmSide(combatant) } });
}

/** Whether a combatant operation was a player's (no user named counts as a player). */
const byPlayer = (userId: string | undefined): boolean => !game.users?.get(userId ?? "")?.isGM;

/**
 * A player's operation, on the active GM's client: at once when this is it, else once the operation is over (a
 * one-client test world fires the hook while the player is the current user: as src/play/mirrors.ts).
 */
function forTheGM(work: () => unknown): void {
  if (isActiveGM()) void work();
  else setTimeout(() => void (isActiveGM() && work()), 0);
}

/**
 * createCombatant. A GM's: the ship joins at once (active GM, in the combat's queue, so that what comes next waits
 * for it) on the side its creation data gave it, else its token's; on a scene with a kilometre scale its bands to
 * the other ships follow from the tokens. A player's: the active GM's to decide.
 */
export async function onCombatantCreated(combatant: AnyCombatant, userId?: string): Promise<number> {
  const combat = combatant.parent as AnyCombat | null;
  if (!combat) return 0;
  if (byPlayer(userId)) {
    forTheGM(() => loadPlayerCombatants().then((m) => m?.playerCreated(combat, combatant.id!, userId ?? null)));
    return 0;
  }
  if (!isActiveGM()) return 0;
  const token = tokenOf(combatant);
  const given = (combatant.system as { side?: unknown }).side;
  const side = typeof given === "string" && given ? given : gmSide(combatant);
  const admitted = await inCombatQueue(combat.uuid!, async () =>
    (await loadPlayerCombatants())?.admitNow(combat, combatant, side),
  );
  return admitted && token ? onTokenMoved(token, { x: token.x }) : 0;
}

/** deleteCombatant: a GM's deletion takes the ship out of the fight (active GM); a player's is the GM's to decide. */
export async function onCombatantDeleted(combatant: AnyCombatant, userId?: string): Promise<boolean> {
  const combat = combatant.parent as AnyCombat | null;
  const id = combatant.id;
  if (!combat || !id) return false;
  if (!byPlayer(userId)) return isActiveGM() && forgetInQueue(combat, id);
  const source = combatant.toObject();
  forTheGM(() => loadPlayerCombatants().then((m) => m?.playerDeleted(combat, source, userId ?? null)));
  return false;
}

/** ready (active GM): the fights whose combatants changed while no GM was connected (../player-combatants.ts). */
export function checkFightsAtReady(): void {
  if (isActiveGM()) void loadPlayerCombatants().then((m) => m?.checkFights());
}

/**
 * The ship `id` leaves the fight (active GM, in the combat's queue): forget it everywhere in the engagement memory
 * (its ranges, salvos, pursuits, attacks, modifiers), keep the turn on the ship acting (or, when it was acting, give
 * it to the next ship in the order), unpin its pairs. Core has already moved its own turn for the deletion; the
 * engagement's turn is read from its stored pointer, so it moves once, here, and core's mirror is set to match.
 */
export function forgetInQueue(combat: AnyCombat, id: string): Promise<boolean> {
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
  await storeEngagement(combat, after, {
    options: { [QUIET_OPTION]: true },
    extra,
    announce: false,
    forget: [id],
  });
  return true;
}
