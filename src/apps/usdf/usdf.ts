// The USDF chunk: all that "Import ship from text" and "Copy ship description" need beyond their buttons — the
// window, the import and the export, the parser and writer (src/rules/usdf), the readers of other systems' exports
// (src/rules/imports) and the actor mappings (src/data/usdf, src/data/imports).
// Loaded on first use by ./load.ts; vite emits it as dist/chunks/usdf-<hash>.mjs. Never import it (or the modules it
// gathers) statically from the main module: that would pull the parser back into the start-up bundle, which
// test/bundle/bundle.test.ts catches.
export { ImportShipDialog, importDialogContext, openImportDialog } from "./import-dialog";
export { importShipFromText } from "./import";
export { importFromExports } from "./foreign-import";
export { copyShipDescription, shipDescriptionOf } from "./export";
export { exportShipDescription, parseShipDescription } from "../../rules/usdf";
export { readImports, readStatblock, writeStatblock } from "../../rules/imports";
