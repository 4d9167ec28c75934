// The USDF entry points the main module offers: each loads the USDF chunk (./usdf.ts) on first use, then calls
// into it. A load that fails shows CEPHEUS.USDF.Error.loadFailed and changes nothing (src/base/lazy.ts).
import { lazy } from "../../base/lazy";
import { canImport, translator } from "./access";
import type { ShipDescription } from "./export";
import type { ExportsImportOptions, ExportsImportResult } from "./foreign-import";
import type { ImportOptions, ImportResult } from "./import";
import type { ImportShipDialog } from "./import-dialog";

/** The USDF chunk's module: `await loadUsdf()` (null when it could not be loaded; a notification said why). */
export const loadUsdf = lazy(() => import("./usdf"), "CEPHEUS.USDF.Error.loadFailed");

type ActorArg = Parameters<typeof import("./export").shipDescriptionOf>[0];

let opening: Promise<ImportShipDialog | null> | null = null;

/**
 * Open the import window (the Actors directory button and the ship sheet's header call this). A user who may not
 * create actors is told so without loading anything; clicks while the chunk loads open one window, not several.
 */
export function openImportDialog(): Promise<ImportShipDialog | null> {
  if (!canImport()) {
    ui.notifications?.error(translator().localize("CEPHEUS.USDF.Error.noPermission"));
    return Promise.resolve(null);
  }
  return (opening ??= loadUsdf()
    .then((usdf) => usdf?.openImportDialog() ?? null)
    .finally(() => {
      opening = null;
    }));
}

/** Create a ship actor from a USDF paragraph (./import.ts). */
export async function importShipFromText(text: string, options: ImportOptions = {}): Promise<ImportResult> {
  const usdf = await loadUsdf();
  return usdf ? usdf.importShipFromText(text, options) : { ok: false, message: loadUsdf.failure ?? "" };
}

/** Create the ships and crew members of other systems' exports: one text per file or paste (./foreign-import.ts). */
export async function importFromExports(
  texts: readonly string[],
  options: ExportsImportOptions = {},
): Promise<ExportsImportResult> {
  const usdf = await loadUsdf();
  return usdf ? usdf.importFromExports(texts, options) : { ok: false, message: loadUsdf.failure ?? "" };
}

/** The USDF paragraph of a ship actor (./export.ts). */
export async function shipDescriptionOf(actor: ActorArg): Promise<ShipDescription> {
  const usdf = await loadUsdf();
  return usdf ? usdf.shipDescriptionOf(actor) : { ok: false, message: loadUsdf.failure ?? "" };
}

/** Copy a ship's description to the clipboard (./export.ts); the text, or null. */
export async function copyShipDescription(actor: ActorArg): Promise<string | null> {
  const usdf = await loadUsdf();
  return usdf ? usdf.copyShipDescription(actor) : null;
}
