// The ship sheet's NPC crew buttons (GM): "Play turn" and "Preview turn" in the header of a ship no player owns, in
// its turn, doing what the tracker row's buttons do (src/apps/sidebar/npc-control.ts, loaded on first use). Spread
// into the sheet's DEFAULT_OPTIONS.actions.
import { loadNpc } from "../sidebar/npc-load";
import { combatFor, type AnyActor } from "./link";

interface SheetLike {
  document: unknown;
}

/** The ship's combat and combatant id, or null (told: it is in no combat). */
function engaged(sheet: SheetLike) {
  const found = combatFor(sheet.document as AnyActor);
  if (!found) ui.notifications?.warn(game.i18n!.localize("CEPHEUS.Tracker.Notify.NoCombat"));
  return found;
}

export const NPC_SHEET_ACTIONS = {
  /** The NPC crew plays this ship's turn (refused with a reason for a player, a player's ship, another's turn). */
  async playNpcTurn(this: SheetLike): Promise<void> {
    const found = engaged(this);
    if (found) await (await loadNpc())?.playTurnAndReport(found.combat, found.combatantId);
  },
  /** The crew's plan for this ship's turn, to play (changed or not) or take over. */
  async previewNpcTurn(this: SheetLike): Promise<void> {
    const found = engaged(this);
    if (found) await (await loadNpc())?.previewTurn(found.combat, found.combatantId);
  },
} as const;
