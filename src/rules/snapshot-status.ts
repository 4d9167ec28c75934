// The status a ship's snapshot gives it, on its own: shipEffects reads it for its `destroyed` and `disabled`, and the
// engagement sets a ship's status from it without working out the rest of the ship's effects.
import type { ShipSnapshot } from "./types";

export interface StatusOptions {
  /**
   * ruling R101 (setting "hullZero"): a ship at Hull 0 "will rapidly be incapacitated". "internal" (default): every
   * later hit reads the Internal column, which does it (R3); "disabled": the ship is disabled at once.
   */
  hullZero?: "internal" | "disabled";
}

/**
 * Destroyed at Structure 0; disabled without power (Power Plant destroyed), or at Hull 0 under the
 * `hullZero: "disabled"` setting (R101); active otherwise. (Boarders holding a ship, and escape, are the engagement's
 * own record, not the snapshot's.)
 */
export function snapshotStatus(ship: ShipSnapshot, options: StatusOptions = {}): "active" | "disabled" | "destroyed" {
  if (ship.structure.value <= 0) return "destroyed";
  return ship.systems.powerPlant >= 3 || (ship.hull.value <= 0 && options.hullZero === "disabled")
    ? "disabled"
    : "active";
}
