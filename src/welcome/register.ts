// The welcome window's entry points in the main module: shown once per world to the first GM who opens it (the
// hidden world setting `welcomeShown` remembers it), never to players, and re-opened from the system's settings
// ("Welcome and demo battle"). The window and the demo are a chunk (./welcome.ts), loaded only when shown.
import { lazy } from "../base/lazy";
import { SYSTEM_ID } from "../base/system-id";

export const WELCOME_SHOWN = "welcomeShown";

export const loadWelcome = lazy(() => import("./welcome"), "CEPHEUS.Welcome.LoadFailed");

/** Open the welcome window (GM or not: what it offers checks again). Resolves false when it could not be loaded. */
export async function openWelcome(): Promise<boolean> {
  const m = await loadWelcome();
  if (!m) return false;
  await m.showWelcome();
  return true;
}

/** On `ready`: a GM who has not yet been welcomed in this world gets the window, once. */
export async function welcomeOnReady(): Promise<boolean> {
  if (!game.user?.isGM || !game.settings) return false;
  if (game.settings.get(SYSTEM_ID, WELCOME_SHOWN)) return false;
  // remembered before it opens: closing it at once, or a failed load, still counts as welcomed
  await game.settings.set(SYSTEM_ID, WELCOME_SHOWN, true);
  return openWelcome();
}

/** The settings menu's "application": opening it opens the welcome window. */
export function welcomeLauncherClass() {
  const Base = foundry.applications.api.ApplicationV2;
  return class WelcomeLauncher extends Base {
    override async render(): Promise<this> {
      void openWelcome();
      return this;
    }
  };
}

/** ready (once): welcomeOnReady, its failure logged. */
export function welcomeWhenReady(): void {
  welcomeOnReady().catch((err: unknown) => console.error(`${SYSTEM_ID} | the welcome window could not be shown:`, err));
}
