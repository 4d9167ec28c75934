// "Import ship from text" and "Copy ship description": the public entry points of the USDF UI.
export { addImportButton, registerUsdfImport } from "./directory";
export { copyShipDescription, shipDescriptionOf, type ShipDescription } from "./export";
export { canImport, importShipFromText, type ImportOptions, type ImportResult } from "./import";
export { ImportShipDialog, openImportDialog } from "./import-dialog";
export { USDF_SHEET_ACTIONS, usdfHeaderControls } from "./sheet";
