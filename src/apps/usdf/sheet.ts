// What the ship sheet adds to offer the USDF actions (the sheet itself is the sheet engineer's): two
// DEFAULT_OPTIONS.actions handlers and the header control entries (ApplicationHeaderControlsEntry: icon, label,
// action, visible; labels are localised by Foundry). Spread them in:
//   actions: { ...USDF_SHEET_ACTIONS, ... }
//   protected override _getHeaderControls() { return [...super._getHeaderControls(), ...usdfHeaderControls()]; }
// Both load the USDF chunk on first use (./load.ts).
import { canImport } from "./access";
import { copyShipDescription, openImportDialog } from "./load";

interface SheetLike {
  document: Parameters<typeof copyShipDescription>[0];
}

export const USDF_SHEET_ACTIONS = {
  /** Copy this ship's USDF paragraph to the clipboard. */
  async usdfExport(this: SheetLike): Promise<void> {
    await copyShipDescription(this.document);
  },
  /** Open "Import ship from text" (creates a new ship actor). */
  async usdfImport(): Promise<void> {
    await openImportDialog();
  },
} as const;

export function usdfHeaderControls(): {
  icon: string;
  label: string;
  action: keyof typeof USDF_SHEET_ACTIONS;
  visible: boolean;
}[] {
  return [
    { icon: "fa-solid fa-copy", label: "CEPHEUS.USDF.Export", action: "usdfExport", visible: true },
    { icon: "fa-solid fa-file-import", label: "CEPHEUS.USDF.Import", action: "usdfImport", visible: canImport() },
  ];
}
