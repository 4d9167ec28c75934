// A damage card applied or taken back (Undo): the statuses the engine's memory holds for the ships the card hit
// follow their snapshots again, and the engagement's end and turn follow the statuses. The engine marks a ship
// destroyed or disabled when the damage is rolled; the card writes the damage to the actor on Apply and removes it
// on Undo. Without this, a ship whose killing blow was undone would stay out of the fight.
import { shipEffects } from "../ship-state";
import { checkEnd, makeCtx, setStatus } from "./context";
import { startShipTurn } from "./flow";
import type { ShipCombatState } from "./memory";
import type { EngagementState } from "./state";

export interface StatusChange {
  shipId: string;
  from: ShipCombatState["status"];
  to: ShipCombatState["status"];
}

/**
 * For each of `shipIds` (the ships a card hit): destroyed when its snapshot is (Structure 0), disabled when it has no
 * power or boarders hold it, active otherwise; an escaped ship stays gone. A ship leaving the fight drops its
 * pursuits and salvos, as in the engine. Then the engagement ends when one side is left, or, when it had ended by
 * destruction and two sides are active again, goes on: with the next ship due to act (the one whose turn had ended
 * does not act twice), or, when none is left this round, waiting for the GM to end the round. Pursuits and salvos
 * dropped when a ship left are not brought back. Changes `state.memory`; returns what changed (empty: nothing did).
 */
export function syncStatuses(state: EngagementState, shipIds: readonly string[]): StatusChange[] {
  const m = state.memory;
  const ctx = makeCtx(state);
  const out: StatusChange[] = [];
  for (const id of shipIds) {
    const st = m.ships[id];
    const ship = state.ships[id];
    if (!st || !ship || st.status === "escaped") continue;
    const fx = shipEffects(ship, m.options);
    const captured = (m.boardings ?? []).some((b) => b.defenderId === id && b.status === "controlled");
    const to = fx.destroyed ? "destroyed" : fx.disabled || captured ? "disabled" : "active";
    if (to === st.status) continue;
    out.push({ shipId: id, from: st.status, to });
    setStatus(ctx, id, to);
  }
  if (!out.length) return out;
  if (!m.ended) {
    checkEnd(ctx, "destroyed");
    return out;
  }
  if (m.ended.reason !== "destroyed") return out;
  const sides = new Set<string>();
  for (const id in m.ships) if (m.ships[id].status === "active") sides.add(m.ships[id].side);
  if (sides.size < 2) return out;
  delete m.ended;
  const current = m.order[m.turn];
  if (m.round >= 1 && !m.missilePhase && current !== undefined && m.ships[current].acted) {
    const next = m.order.findIndex((id) => !m.ships[id].acted && !m.ships[id].delayed && m.ships[id].status === "active");
    if (next >= 0) {
      m.turn = next;
      startShipTurn(ctx, m.order[next]);
    } else m.turn = m.order.length;
  }
  return out;
}
