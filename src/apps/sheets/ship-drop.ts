// What a ship sheet accepts by drag and drop: its own drag data (a seat, a station action for the hotbar), and the
// drops it handles (./drop-handlers.ts: a seat moved, a crew member seated, a weapon added to a mount, a small craft
// carried), loaded on the first drop.
import { POSITIONS, type Position } from "../../rules/types";
import { SYSTEM_ID } from "../../base/system-id";
import { lazy } from "../../base/lazy";
import type { StationActionType } from "./actions";
import type { SeatRef } from "./seating";
import type { SlotRef } from "./stations";

/** Drag data types of the sheet (besides Foundry's Actor / Item). */
export const DRAG_SEAT = `${SYSTEM_ID}.Seat`;
export const DRAG_ACTION = `${SYSTEM_ID}.StationAction`;

export interface SeatDragData {
  type: typeof DRAG_SEAT;
  shipUuid: string;
  seat: SeatRef;
}

export interface ActionDragData {
  type: typeof DRAG_ACTION;
  shipUuid: string;
  shipName: string;
  seat: number;
  /** who sat there when the macro was made (the macro finds them again if the seats move) */
  crew: string | null;
  position: Position;
  mountId: string;
  action: StationActionType;
}

/** The sheet's edits that wait for a drop or a click: drops, the hangars, mounts and weapons (a chunk of their own). */
export const loadSheetEdits = lazy(() => import("./sheet-edits"), "CEPHEUS.Sheet.Seat.Drop.loadFailed");

export function slotOf(el: Element | null): SlotRef | null {
  const slot = el?.closest<HTMLElement>("[data-drop-slot]");
  if (!slot) return null;
  const position = slot.dataset.position as Position | undefined;
  if (!position || !POSITIONS.includes(position)) return null;
  return slot.dataset.mountId ? { position, mountId: slot.dataset.mountId } : { position };
}
