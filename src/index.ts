// Entry point: registration only. Each layer exposes a `register*` function called from here.
import { registerBasicSheets } from "./apps/sheets/basic";
import { registerChat } from "./chat/register";
import { CEPHEUS } from "./config";
import { registerDataModels } from "./data";
import { registerDocuments } from "./documents";
import { registerQueries } from "./net/queries";
import * as rules from "./rules";
import * as data from "./data";
import { rollProcedure } from "./dice";
import { requestGM } from "./net/queries";

/** `game.system.api`: the rules engine (src/rules/index.ts) plus the data layer's snapshot builders and helpers. */
export const api = Object.freeze({ rules, data, dice: { rollProcedure }, net: { requestGM } });

Hooks.once("init", () => {
  CONFIG.CEPHEUS = CEPHEUS;
  registerDataModels();
  registerDocuments();
  registerQueries();
  registerChat();
  registerBasicSheets();
  (game.system as unknown as { api: typeof api }).api = api;
});
