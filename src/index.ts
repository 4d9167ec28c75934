// Entry point: registration only. Each layer exposes a `register*` function called from here; every setting is
// registered by registerSettings (src/registration/settings.ts), every request by registerRequests (src/registration/request-table.ts), every
// hook listener by registerHooks (src/registration/listeners.ts).
import { registerBasicSheets } from "./apps/sheets/basic";
import { registerSheets } from "./apps/sheets/register";
import { CEPHEUS } from "./config";
import { registerDataModels } from "./data";
import { registerDocuments } from "./documents";
import { registerTracker } from "./apps/sidebar";
import { registerShipRuler } from "./apps/canvas/ship-ruler";
import { registerShipToken } from "./apps/canvas/ship-token";
import { registerBabele } from "./apps/babele";
import {
  copyShipDescription,
  importFromExports,
  importShipFromText,
  loadUsdf,
  openImportDialog,
  shipDescriptionOf,
} from "./apps/usdf";
import { registerRequests } from "./registration/request-table";
import { selfTest } from "./selftest/register";
import { registerSettings } from "./registration/settings";
import { registerHooks } from "./registration/listeners";
import { registerRulesMessages } from "./rules-messages";
import * as data from "./data";
import { rollProcedure } from "./dice";
import { lazy } from "./base/lazy";

type Rules = typeof import("./rules");

/** The rules API (src/rules/index.ts, in the `rules` chunk), loaded once the world is ready or on the first `load()`. */
const loadRules = lazy(() => import("./rules"), "CEPHEUS.Api.LoadFailed");

/** What `game.system.api` holds from init; these names win over the rules' own should they ever share one. */
const own = {
  data,
  dice: { rollProcedure },
  // each loads the USDF chunk on first use and so returns a promise; `load()` resolves with the chunk's module
  usdf: {
    load: loadUsdf,
    openImportDialog,
    importShipFromText,
    importFromExports,
    copyShipDescription,
    shipDescriptionOf,
  },
  /** run the space combat self-test in this world (GM only; src/selftest/self-test.ts) */
  selfTest,
  /** resolves with the API once the rules are in it (null when their chunk could not be loaded: the user is told) */
  load: loadApi,
};

/**
 * `game.system.api` and `CONFIG.CEPHEUS.api` (docs/api.md): `data` (models, snapshot builders), `dice`
 * (rollProcedure), `usdf`, `selfTest` and `load` from init; every export of the rules engine (src/rules/index.ts) at
 * the top level and as `rules` once its chunk has loaded, which starts at `ready`; then the object is frozen.
 */
export const api: Record<string, unknown> & typeof own = { ...own };

/** Fill the API with the rules (once), then freeze it; null when the chunk could not be loaded (the user is told). */
async function loadApi(): Promise<Readonly<Record<string, unknown>> | null> {
  if (Object.isFrozen(api)) return api;
  const rules = await loadRules();
  if (!rules) return null;
  if (!Object.isFrozen(api))
    Object.freeze(Object.assign(api, { ...rules, rules } satisfies Rules & { rules: Rules }, own));
  return api;
}

Hooks.once("init", () => {
  CONFIG.CEPHEUS = Object.freeze({ ...CEPHEUS, api });
  registerRulesMessages();
  registerDataModels();
  registerDocuments();
  registerTracker();
  registerShipRuler();
  registerShipToken();
  registerSettings();
  registerRequests();
  registerBasicSheets();
  registerSheets();
  registerHooks();
  registerBabele();
  (game.system as unknown as { api: typeof api }).api = api;
});

Hooks.once("ready", () => void loadApi());
