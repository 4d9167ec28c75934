// The ship sheet's view model: ShipSnapshot + the data model's seats and mounts + the engagement → plain data the
// templates print. Pure (no Foundry): strings come through the injected translator, verdicts from the rules engine.
// Each template part has its own builder (ship-view/<part>.ts); the sheet builds only the parts it renders
// (_preparePartContext), and shipView builds them all.
import { commonView } from "./ship-view/common";
import { shipViewContext, type ShipViewContext } from "./ship-view/context";
import { detailsView } from "./ship-view/details";
import { headerView } from "./ship-view/header";
import { stationsView } from "./ship-view/stations";
import { systemsView } from "./ship-view/systems";
import type { ShipView, ShipViewInput, Translator } from "./ship-view/types";
import { weaponsView } from "./ship-view/weapons";

export * from "./ship-view/types";
export { stationButton } from "./ship-view/buttons";
export { systemEffect } from "./ship-view/tracks";
export { commonView, shipViewContext, type ShipViewContext };

/** The builder of each part of the sheet (SHIP_PARTS); the tabs part reads only the shared view. */
export const SHIP_PART_VIEWS = {
  header: headerView,
  stations: stationsView,
  weapons: weaponsView,
  systems: systemsView,
  details: detailsView,
} as const;

/** Build the ship sheet's whole view model (every part). */
export function shipView(input: ShipViewInput, translate: Translator): ShipView {
  const ctx = shipViewContext(input, translate);
  return {
    ...commonView(ctx),
    ...headerView(ctx),
    ...stationsView(ctx),
    ...weaponsView(ctx),
    ...systemsView(ctx),
    ...detailsView(ctx),
  };
}
