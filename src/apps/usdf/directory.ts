// The Actors directory's "Import ship from text" button: only users who may create actors get it. The window itself
// is in the USDF chunk: the pointer reaching the button (or focus) starts loading it, so that it is there by the click.
import { directoryButton } from "../directory-button";
import { canImport, translator } from "./access";
import { loadUsdf, openImportDialog } from "./load";

export const IMPORT_BUTTON_CLASS = "cepheus-usdf-import-button";

/** Add the button to the directory header's action buttons (or the header, or the top of the directory). */
export function addImportButton(html: HTMLElement, open: () => unknown = openImportDialog): HTMLButtonElement | null {
  if (!canImport()) return null;
  return directoryButton(
    html,
    IMPORT_BUTTON_CLASS,
    "fa-file-import",
    translator().localize("CEPHEUS.USDF.Import"),
    open,
    () => loadUsdf.preload(),
  );
}
