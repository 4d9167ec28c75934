// Hotbar macros for station actions: drag an action button from a ship sheet onto the hotbar and the macro
// performs that action for that ship and seat (through the same path as a click: checks, dialog, bridge).
// The macro's command fires a hook this module listens to, so macros hold no code of ours beyond the seat's data.
// The listeners are here; making a macro and running one are a chunk (./station-macros.ts), loaded on the first of them.
import { lazy } from "../../base/lazy";
import type { StationActionType } from "../sheets/actions";
import { DRAG_ACTION, type ActionDragData } from "../sheets/ship-drop";

export const MACRO_HOOK = "cepheus-space-combat.stationAction";

/** What a macro stores: the ship, and who/where the seat was when the macro was made. */
export interface MacroData {
  shipUuid: string;
  seat: number;
  crew: string | null;
  position: string;
  mountId: string;
  action: StationActionType;
}

/** The macros' chunk (./station-macros.ts); null when it could not be loaded (the user is told). */
export const loadMacros = lazy(() => import("./station-macros"), "CEPHEUS.Hotbar.LoadFailed");

export function isActionDragData(data: unknown): data is ActionDragData {
  const d = data as Partial<ActionDragData> | null;
  return (
    !!d &&
    d.type === DRAG_ACTION &&
    typeof d.shipUuid === "string" &&
    Number.isInteger(d.seat) &&
    typeof d.action === "string"
  );
}

/** hotbarDrop: a station action dropped on the hotbar becomes a macro (false: core makes none of its own). */
export function onHotbarDrop(_bar: unknown, data: unknown, slot: unknown): boolean | void {
  if (!isActionDragData(data)) return;
  void loadMacros().then((m) => m?.createStationMacro(data, typeof slot === "number" ? slot : undefined));
  return false;
}

/** MACRO_HOOK: what a station macro calls (its data checked in the chunk: a macro's text can be edited). */
export function onStationMacro(data: MacroData, options: { shiftKey?: boolean }): void {
  void loadMacros().then((m) => m?.onStationMacro(data, options));
}
