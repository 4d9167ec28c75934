// "Import ship from text" and "Copy ship description": the public entry points of the USDF UI. Only the buttons and
// the loader are in the main module; the window, the parser and the exporter are in the USDF chunk (./usdf.ts),
// loaded on first use (./load.ts).
export { addImportButton, IMPORT_BUTTON_CLASS } from "./directory";
export { canImport } from "./access";
export {
  copyShipDescription,
  importFromExports,
  importShipFromText,
  loadUsdf,
  openImportDialog,
  shipDescriptionOf,
} from "./load";
export type { ExportsImportOptions, ExportsImportResult } from "./foreign-import";
export type { ShipDescription } from "./export";
export type { ImportOptions, ImportResult } from "./import";
export type { ImportShipDialog } from "./import-dialog";
export { USDF_SHEET_ACTIONS, usdfHeaderControls } from "./sheet";
