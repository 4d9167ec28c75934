// Entry point: registration only. Each layer exposes a `register*` function called from here; every setting is
// registered by registerSettings (src/settings.ts), every request by registerRequests (src/request-table.ts), every
// hook listener by registerHooks (src/listeners.ts).
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
import { registerRequests } from "./request-table";
import { selfTest } from "./selftest/register";
import { registerSettings } from "./settings";
import { registerHooks } from "./listeners";
import { registerRulesMessages } from "./rules-messages";
import * as rules from "./rules";
import * as data from "./data";
import { rollProcedure } from "./dice";

/**
 * `game.system.api` and `CONFIG.CEPHEUS.api` (docs/api.md): every export of the rules engine (src/rules/index.ts)
 * at the top level, plus `data` (models, snapshot builders) and `dice` (rollProcedure).
 */
export const api = Object.freeze({
  ...rules,
  rules,
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
});

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
