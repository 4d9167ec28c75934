// A ship's damage as the tracker shows it: a condition any sensor can tell, and an integrity bar (coarse for ships the
// viewer does not know, so exact numbers do not leak).
import type { ShipStatus } from "../../../rules/engagement/memory";
import type { ShipSnapshot } from "../../../rules/types";

/** Coarse damage condition: what sensors of any grade can tell at combat range. */
export function conditionOf(ship: ShipSnapshot, status: ShipStatus): string {
  if (status === "destroyed" || ship.structure.value <= 0) return "destroyed";
  if (status === "escaped") return "escaped";
  if (status === "disabled") return "disabled";
  if (ship.structure.value < ship.structure.max) return "crippled";
  if (ship.hull.value <= 0) return "breached";
  if (ship.hull.value < ship.hull.max) return "damaged";
  return "intact";
}

/** Hull and Structure left, 0–100. */
export function integrityOf(ship: ShipSnapshot): number {
  const max = ship.hull.max + ship.structure.max;
  if (max <= 0) return 0;
  return Math.round((100 * (Math.max(0, ship.hull.value) + Math.max(0, ship.structure.value))) / max);
}

/** Coarse integrity shown for unknown ships: quarters, so exact numbers do not leak through the bar. */
export const coarse = (pct: number) => (pct <= 0 ? 0 : Math.max(25, Math.ceil(pct / 25) * 25));
