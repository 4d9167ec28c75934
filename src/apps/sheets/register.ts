// Registration of the full sheets (over the basic ones registered by registerBasicSheets), the action dialog's setting, the seating query and the hotbar macros (called once
// from the init hook in src/index.ts).
import { CrewData } from "../../data/actor/crew";
import { ShipData } from "../../data/actor/ship";
import { registerHotbar } from "../hotbar";
import { CrewSheet, WeaponSheet } from "./crew-sheet";
import { refreshShipSheets, ShipSheet } from "./ship-sheet";
import { registerSheetSettings } from "./station-action";

import { SYSTEM_ID as SCOPE } from "../../system-id";

/** Ship sheets show the engagement: re-render them when the combat, its combatants, or a seated crew member change. */
function registerRefreshHooks(): void {
  const all = () => refreshShipSheets();
  for (const hook of ["updateCombat", "deleteCombat", "createCombatant", "updateCombatant", "deleteCombatant", "combatStart"]) Hooks.on(hook as never, all as never);
  Hooks.on("updateActor" as never, ((actor: Actor.Implementation) => {
    if (actor.system instanceof CrewData) {
      refreshShipSheets((sheet) => {
        const sys = sheet.actor.system;
        return sys instanceof ShipData && sys.seats.some((s) => s.crew === actor.uuid);
      });
    }
  }) as never);
}

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, SCOPE, ShipSheet as never, { types: ["ship"], makeDefault: true, label: "CEPHEUS.Sheet.Ship" });
  DocumentSheetConfig.registerSheet(Actor, SCOPE, CrewSheet as never, { types: ["crew"], makeDefault: true, label: "CEPHEUS.Sheet.Crew" });
  DocumentSheetConfig.registerSheet(Item, SCOPE, WeaponSheet as never, { types: ["weapon"], makeDefault: true, label: "CEPHEUS.Sheet.Weapon" });
  registerSheetSettings();
  registerHotbar();
  registerRefreshHooks();
}
