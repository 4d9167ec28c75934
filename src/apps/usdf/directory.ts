// The Actors directory's "Import ship from text" button (v13 sidebar: the renderActorDirectory hook hands over
// the directory's HTMLElement; no jQuery). Only users who may create actors get it; a re-render never adds a
// second one. The window itself is in the USDF chunk: the pointer reaching the button (or focus) starts loading it,
// so that it is there by the click.
import { canImport, translator } from "./access";
import { loadUsdf, openImportDialog } from "./load";

export const IMPORT_BUTTON_CLASS = "cepheus-usdf-import-button";

/** Add the button to the directory header's action buttons (or the header, or the top of the directory). */
export function addImportButton(html: HTMLElement, open: () => unknown = openImportDialog): HTMLButtonElement | null {
  if (!canImport()) return null;
  if (html.querySelector(`.${IMPORT_BUTTON_CLASS}`)) return null;
  const t = translator();
  const button = html.ownerDocument.createElement("button");
  button.type = "button";
  button.className = `${IMPORT_BUTTON_CLASS} cepheus`;
  const icon = html.ownerDocument.createElement("i");
  icon.className = "fa-solid fa-file-import";
  icon.setAttribute("aria-hidden", "true");
  const label = html.ownerDocument.createElement("span");
  label.textContent = t.localize("CEPHEUS.USDF.Import");
  button.append(icon, label);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void open();
  });
  for (const warm of ["pointerenter", "focus"]) button.addEventListener(warm, () => loadUsdf.preload(), { once: true });
  const host = html.querySelector(".header-actions") ?? html.querySelector(".directory-header") ?? html;
  host.append(button);
  return button;
}
