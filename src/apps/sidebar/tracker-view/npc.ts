// The tracker's NPC crew controls (GM): "Play turn" and "Preview turn" on the row of an NPC ship whose turn it is,
// "Play all NPC turns" in the footer while an NPC ship is to act.
import type { EngagementMemory } from "../../../rules/engagement/memory";
import type { TrackerContext } from "./context";

/**
 * Whether the GM is offered "Play turn" and "Preview turn" for ship `id` (the tracker's row and the ship's sheet
 * alike): its turn in an engagement under way, no missiles arriving, and no player owns it (`playerShip`).
 */
export function offersNpcTurn(
  m: EngagementMemory,
  current: string | undefined,
  id: string,
  isGM: boolean,
  playerShip: boolean,
): boolean {
  return isGM && m.round >= 1 && !m.ended && !m.missilePhase && current === id && !playerShip;
}

/** The row's NPC crew controls (null: none). A player's ship (`owned`, for the GM) never has them. */
export function npcRowView({ m, isGM, info, current }: TrackerContext, id: string): { play: boolean } | null {
  return offersNpcTurn(m, current, id, isGM, !!info.get(id)?.owned) ? { play: true } : null;
}

/** Whether the footer offers "Play all NPC turns": the GM, an engagement under way, an NPC ship to act. */
export function npcFooterView({ m, isGM, info, started, current }: TrackerContext): boolean {
  if (!isGM || !started || m.ended) return false;
  return current === undefined || !info.get(current)?.owned;
}
