// Registration of the full sheets (over the basic ones registered by registerBasicSheets; called once from the init
// hook in src/index.ts), and what ship sheets do when a seated crew member changes (registerHooks, src/registration/listeners.ts).
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { CrewSheet, WeaponSheet } from "./crew-sheet";
import { SalvoSheet } from "./salvo-sheet";
import { refreshShipSheets, ShipSheet } from "./ship-sheet";

import { SYSTEM_ID } from "../../base/system-id";

/** updateActor: a crew member changed; the ship sheets that seat them show them. */
export function refreshSheetsOfCrew(actor: Actor.Implementation): void {
  if (actor.system instanceof CrewData) {
    refreshShipSheets((sheet) => {
      const sys = sheet.actor.system;
      return sys instanceof ShipData && sys.seats.some((s) => s.crew === actor.uuid);
    });
  }
}

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, ShipSheet as never, {
    types: ["ship"],
    makeDefault: true,
    label: "CEPHEUS.Sheet.Ship",
  });
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, CrewSheet as never, {
    types: ["crew"],
    makeDefault: true,
    label: "CEPHEUS.Sheet.Crew",
  });
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, SalvoSheet as never, {
    types: ["salvo"],
    makeDefault: true,
    label: "CEPHEUS.Sheet.Salvo",
  });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, WeaponSheet as never, {
    types: ["weapon"],
    makeDefault: true,
    label: "CEPHEUS.Sheet.Weapon",
  });
}
