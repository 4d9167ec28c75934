// "Build an encounter" as the main module offers it (GM only): the tracker's button and the Actors directory's, which
// load the builder (./encounter-window.ts) on first use with the odds window's chunk (../sidebar/odds-dialog.ts: the
// two windows share the workers' pool); it tells a player it is the GM's. A failed load is told in the user's
// language and changes nothing.
import { lazy } from "../../base/lazy";
import type { AnyCombat } from "../../play/ships";
import { directoryButton } from "../directory-button";

/** The builder's chunk (the odds window's); null when it could not be loaded (a notification said why). */
export const loadEncounter = lazy(() => import("../sidebar/odds-dialog"), "CEPHEUS.Encounter.LoadFailed");

export const ENCOUNTER_BUTTON_CLASS = "cepheus-encounter-button";

/** Open the builder for a combat (or none). */
export async function openEncounter(combat: AnyCombat | null = null): Promise<void> {
  (await loadEncounter())?.openEncounterBuilder(combat);
}

/** The Actors directory's "Build an encounter" button (GM). */
export function addEncounterButton(html: HTMLElement): HTMLButtonElement | null {
  if (!game.user?.isGM) return null;
  return directoryButton(
    html,
    ENCOUNTER_BUTTON_CLASS,
    "fa-people-arrows",
    game.i18n!.localize("CEPHEUS.Encounter.Button"),
    () => openEncounter((game.combat as AnyCombat | null | undefined) ?? null),
    () => loadEncounter.preload(),
  );
}
