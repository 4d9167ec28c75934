// The ship sheet's Systems tab: Hull, Structure and Armor, each system's damage track, and the mounts' tracks.
import { SHIP_SYSTEMS } from "../../../rules/types";
import type { ShipViewContext } from "./context";
import { pool } from "./header";
import { systemTrack } from "./tracks";
import type { ShipSystemsView } from "./types";
import { mountsView } from "./weapons";

export function systemsView(ctx: ShipViewContext): ShipSystemsView {
  const { t, ship, fx } = ctx;
  return {
    mounts: mountsView(ctx),
    pools: (["hull", "structure", "armor"] as const).map((key) => ({
      key,
      label: t.localize(`CEPHEUS.Sheet.Systems.${key[0].toUpperCase()}${key.slice(1)}`),
      ...pool(ship[key]),
    })),
    tracks: SHIP_SYSTEMS.map((s) => systemTrack(t, s, ship.systems[s], ship, fx)),
  };
}
