// "Build an encounter" as the main module offers it (GM only): the tracker's button and the Actors directory's, which
// load the builder (./encounter-window.ts, in the odds window's chunk with the search and the workers' pool) on first
// use. The pointer or focus reaching a button starts loading it. A failure is told in the user's language and
// changes nothing.
import { lazy } from "../../base/lazy";
import type { AnyCombat } from "../../play/ships";

/** The builder's chunk; null when it could not be loaded (a notification said why). */
export const loadEncounter = lazy(() => import("./encounter-window"), "CEPHEUS.Encounter.LoadFailed");

export const ENCOUNTER_BUTTON_CLASS = "cepheus-encounter-button";

/** Open the builder for a combat (or none); a player is told it is the GM's and nothing is loaded. */
export async function openEncounter(combat: AnyCombat | null = null): Promise<void> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(game.i18n!.localize("CEPHEUS.Encounter.OnlyGM"));
    return;
  }
  (await loadEncounter())?.openEncounterBuilder(combat);
}

/** The Actors directory's "Build an encounter" button (GM; a re-render never adds a second one). */
export function addEncounterButton(html: HTMLElement): HTMLButtonElement | null {
  if (!game.user?.isGM || html.querySelector(`.${ENCOUNTER_BUTTON_CLASS}`)) return null;
  const doc = html.ownerDocument;
  const button = doc.createElement("button");
  button.type = "button";
  button.className = `${ENCOUNTER_BUTTON_CLASS} cepheus`;
  button.setAttribute("data-tooltip-text", game.i18n!.localize("CEPHEUS.Encounter.ButtonHint"));
  const icon = doc.createElement("i");
  icon.className = "fa-solid fa-people-arrows";
  icon.setAttribute("aria-hidden", "true");
  const label = doc.createElement("span");
  label.textContent = game.i18n!.localize("CEPHEUS.Encounter.Button");
  button.append(icon, label);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void openEncounter((game.combat as AnyCombat | null | undefined) ?? null);
  });
  for (const warm of ["pointerenter", "focus"])
    button.addEventListener(warm, () => loadEncounter.preload(), { once: true });
  const host = html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html;
  host.append(button);
  return button;
}
