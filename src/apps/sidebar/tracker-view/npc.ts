// The tracker's NPC crew controls (GM): "Play turn" and "Preview turn" on the row of an NPC ship whose turn it is,
// "Play all NPC turns" in the footer while an NPC ship is to act.
import type { TrackerContext } from "./context";

/** The row's NPC crew controls (null: none). A player's ship (`owned`, for the GM) never has them. */
export function npcRowView({ m, isGM, info, started, current }: TrackerContext, id: string): { play: boolean } | null {
  if (!isGM || !started || m.ended || m.missilePhase || current !== id) return null;
  if (info.get(id)?.owned) return null;
  return { play: true };
}

/** Whether the footer offers "Play all NPC turns": the GM, an engagement under way, an NPC ship to act. */
export function npcFooterView({ m, isGM, info, started, current }: TrackerContext): boolean {
  if (!isGM || !started || m.ended) return false;
  return current === undefined || !info.get(current)?.owned;
}
