// Checkpoints and stepping back: before every change of the round or the turn the engagement as it stands (memory
// and every ship's restorable state) is remembered in a Combat flag, and "step back" (the tracker's button, core's
// Previous turn and round) restores the newest one. The damage, crew and reaction cards of what it takes back are
// undone and closed first.
import { loadEngagement } from "./load";
import type { AnyCombat } from "./ships";
import {
  HISTORY_FLAG,
  historyUpdate,
  QUIET_OPTION,
  popCheckpoint,
  pushCheckpoint,
  readCheckpoints,
  restorePoint,
  type Checkpoint,
} from "./history";
import { loadCommandPath } from "./load-command-path";

export { HISTORY_FLAG, QUIET_OPTION, readCheckpoints };

const K = "CEPHEUS.Tracker";

function notify(level: "info" | "warn", key: string, data?: Record<string, string>): void {
  const text = data ? game.i18n!.format(key, data) : game.i18n!.localize(key);
  ui.notifications?.[level](text);
}

/** The engagement as it stands (memory + every ship's restorable state), or null when it cannot be read. */
export function takeCheckpoint(combat: AnyCombat): Checkpoint | null {
  try {
    const state = loadEngagement(combat);
    const ships: Checkpoint["ships"] = {};
    for (const [id, ship] of Object.entries(state.ships)) ships[id] = restorePoint(ship);
    return { round: combat.round ?? 0, turn: combat.turn ?? 0, at: Date.now(), memory: state.memory, ships };
  } catch (err) {
    console.warn("cepheus-space-combat | no checkpoint:", err);
    return null;
  }
}

const pending = new Map<string, Checkpoint>();

/**
 * preUpdateCombat: when this client's update changes the round or the turn (the engagement's turn pointer, or core's
 * turn), remember the engagement as it was (combat, combatants and ship actors are all still unchanged here).
 */
export function onPreUpdateCombat(
  combat: AnyCombat,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): void {
  if (options?.[QUIET_OPTION] || !game.user?.isGM || !combat.id) return;
  const system = changes.system as { turnShipId?: unknown } | undefined;
  const pointerChange =
    !!system && "turnShipId" in system && system.turnShipId !== (combat.system as { turnShipId?: unknown }).turnShipId;
  const turnChange =
    pointerChange ||
    ("round" in changes && changes.round !== combat.round) ||
    ("turn" in changes && changes.turn !== combat.turn);
  if (!turnChange) return;
  const cp = takeCheckpoint(combat);
  if (cp) pending.set(combat.id, cp);
}

/** updateCombat (the same client): store the remembered checkpoint on top of the history. */
export async function onUpdateCombat(
  combat: AnyCombat,
  _changes: unknown,
  _options: unknown,
  userId: string,
): Promise<void> {
  if (!combat.id || userId !== game.user?.id) return;
  const cp = pending.get(combat.id);
  if (!cp) return;
  pending.delete(combat.id);
  const history = pushCheckpoint(readCheckpoints(combat), cp);
  await combat.update(historyUpdate(history) as never, { [QUIET_OPTION]: true } as never);
}

/**
 * Step back: restore the newest checkpoint — the engagement memory, and every ship's hull, structure, armor,
 * systems, ammunition and mount damage — and drop it from the history. GM only. Returns false when there was
 * nothing to step back to.
 */
export async function stepBack(combat: AnyCombat): Promise<boolean> {
  if (!game.user?.isGM) {
    notify("warn", `${K}.Notify.OnlyGM`);
    return false;
  }
  const popped = popCheckpoint(readCheckpoints(combat));
  if (!popped) {
    notify("warn", `${K}.Notify.NothingToStepBack`);
    return false;
  }
  // the restore (withdrawing the cards, writing the memory and the ships) is the GM's command path (loaded on first
  // use): loaded before anything is written, so that a failed load (the GM is told) changes nothing
  const path = await loadCommandPath();
  if (!path) return false;
  const memory = await path.restoreCheckpoint(combat, popped);
  notify("info", `${K}.Notify.SteppedBack`, { round: String(memory.round) });
  return true;
}
