// Damage taken back: when a referee undoes a damage card, the engine's memory may still hold the consequences the
// roll had (a ship destroyed or disabled, the engagement over). This puts the memory back in line with the ships.
import { shipEffects } from "../ship-state";
import type { ShipSnapshot } from "../types";
import type { EngagementMemory, ShipCombatState } from "./memory";

export interface RestoredStatus {
  shipId: string;
  from: ShipCombatState["status"];
  to: ShipCombatState["status"];
}

/**
 * Ships the memory holds destroyed or disabled whose snapshot no longer is (their damage was undone) come back: a
 * ship still without power stays disabled, one captured by boarders stays disabled, an escaped ship stays gone. An
 * engagement that had ended by destruction goes on when two sides have active ships again. Pursuits and salvos
 * dropped when the ship left are not brought back. Changes `memory`; returns what changed (empty: nothing did).
 */
export function restoreStatuses(memory: EngagementMemory, ships: Readonly<Record<string, ShipSnapshot>>): RestoredStatus[] {
  const out: RestoredStatus[] = [];
  for (const id in memory.ships) {
    const st = memory.ships[id];
    const ship = ships[id];
    if (!ship || (st.status !== "destroyed" && st.status !== "disabled")) continue;
    const fx = shipEffects(ship, memory.options);
    if (fx.destroyed) continue;
    const captured = (memory.boardings ?? []).some((b) => b.defenderId === id && b.status === "controlled");
    const to = fx.disabled || captured ? "disabled" : "active";
    if (to === st.status) continue;
    out.push({ shipId: id, from: st.status, to });
    st.status = to;
  }
  if (out.length && memory.ended?.reason === "destroyed") {
    const sides = new Set<string>();
    for (const id in memory.ships) if (memory.ships[id].status === "active") sides.add(memory.ships[id].side);
    if (sides.size > 1) delete memory.ended;
  }
  return out;
}
