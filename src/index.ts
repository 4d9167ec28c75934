// Entry point: registration only. Each layer exposes a `register*` function called from here.
import { registerBasicSheets } from "./apps/sheets/basic";
import { registerSheets } from "./apps/sheets/register";
import { registerChat } from "./chat/register";
import { CEPHEUS } from "./config";
import { registerDataModels } from "./data";
import { registerDocuments } from "./documents";
import { registerTracker } from "./apps/sidebar";
import { copyShipDescription, importShipFromText, loadUsdf, openImportDialog, registerUsdfImport, shipDescriptionOf } from "./apps/usdf";
import { registerQueries } from "./net/queries";
import { registerRulesMessages } from "./rules-messages";
import * as rules from "./rules";
import * as data from "./data";
import { rollProcedure } from "./dice";
import { requestGM } from "./net/queries";

/**
 * `game.system.api` and `CONFIG.CEPHEUS.api` (docs/api.md): every export of the rules engine (src/rules/index.ts)
 * at the top level, plus `data` (models, snapshot builders), `dice` (rollProcedure) and `net` (requestGM).
 */
export const api = Object.freeze({
  ...rules,
  rules,
  data,
  dice: { rollProcedure },
  net: { requestGM },
  // each loads the USDF chunk on first use and so returns a promise; `load()` resolves with the chunk's module
  usdf: { load: loadUsdf, openImportDialog, importShipFromText, copyShipDescription, shipDescriptionOf },
});

Hooks.once("init", () => {
  CONFIG.CEPHEUS = Object.freeze({ ...CEPHEUS, api });
  registerRulesMessages();
  registerDataModels();
  registerDocuments();
  registerTracker();
  registerQueries();
  registerChat();
  registerBasicSheets();
  registerSheets();
  registerUsdfImport();
  (game.system as unknown as { api: typeof api }).api = api;
});
