// The tracker's "Odds of this fight" button (GM only), as little as the main module needs: the busy state while an
// estimate runs (one at a time), and the click, which loads the odds window (./odds-dialog.ts, its pool and its
// worker) on first use; the window's chunk checks who may click. A failure is told in the user's language and changes
// nothing.
import type { AnyCombat } from "../../play/ships";
import { openDocuments } from "../../foundry-compat";
import { lazy } from "../../base/lazy";
import type { OddsRequest } from "./odds-dialog";

/** The odds window's chunk (./odds-dialog.ts); null when it could not be loaded (a notification said why). */
export const loadOdds = lazy(() => import("./odds-dialog"), "CEPHEUS.Odds.LoadFailed");

/** The selector of the tracker's odds buttons (the sidebar's and a popped-out tracker's). */
export const ODDS_BUTTON = 'button[data-action="oddsOfFight"]';

let running: Promise<void> | null = null;

/** An estimate is running: the button shows it is busy and a second click is refused. */
export function oddsBusy(): boolean {
  return running !== null;
}

/**
 * Mark the odds buttons busy or not, in place (no re-render: a keyboard user keeps the focus), in every window a
 * tracker may be in (the sidebar's, a popped-out tracker's, a detached browser window's).
 */
function markBusy(busy: boolean): void {
  for (const doc of openDocuments())
    for (const el of doc.querySelectorAll<HTMLElement>(ODDS_BUTTON)) {
      el.setAttribute("aria-busy", String(busy));
      el.setAttribute("aria-disabled", String(busy));
    }
}

/**
 * The button's click: estimate the odds of the combat's engagement and show them (default: ODDS_BATTLES battles). The
 * window's chunk checks who asked and for which combat, and tells a failure in the user's language.
 */
export function runOdds(combat: AnyCombat | null, request?: OddsRequest): Promise<void> {
  if (running) {
    ui.notifications?.warn(game.i18n!.localize("CEPHEUS.Odds.AlreadyRunning"));
    return running;
  }
  markBusy(true);
  running = loadOdds()
    .then((odds) => odds?.oddsOfFight(combat, request))
    .finally(() => {
      running = null;
      markBusy(false);
    });
  return running;
}
