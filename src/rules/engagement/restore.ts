// A damage card applied or taken back (Undo): the statuses the engine's memory holds for the ships the card hit
// follow their snapshots again, and the engagement's end and turn follow the statuses. The engine marks a ship
// destroyed or disabled when the damage is rolled; the card writes the damage to the actor on Apply and removes it
// on Undo. Without this, a ship whose killing blow was undone would stay out of the fight.
import type { DiceSource } from "../dice";
import { snapshotStatus } from "../snapshot-status";
import { activeSides, checkEnd, setStatus } from "./damage-landing";
import { currentShip, makeCtx, type Ctx } from "./context";
import type { EngagementEvent } from "./events";
import { endTurn, nextActor, turnComesTo } from "./flow";
import type { ShipCombatState } from "./memory";
import { type EngagementState } from "./state";

export interface StatusChange {
  shipId: string;
  from: ShipCombatState["status"];
  to: ShipCombatState["status"];
}

/**
 * For each of `shipIds` (the ships a card hit): destroyed when its snapshot is (Structure 0), disabled when it has no
 * power or boarders hold it, active otherwise; an escaped ship stays gone. A ship leaving the fight drops its
 * pursuits and salvos, as in the engine. Then the engagement ends when one side is left, or else the turn goes to the
 * next ship due to act (see settleTurn); one that had ended by destruction goes on in the same way when two sides are
 * active again, and is otherwise won by the side left now, or by none. Pursuits, salvos and boardings dropped when a
 * ship left are not brought back. The ship whose turn it is, put out in the middle of it, has had its turn: the turn
 * closes as the engine closes the turn of a ship that leaves in it (R80), so the attacks it made land (rolled with
 * `dice`, their events added to `events`), and only then is the fight's end decided. Changes `state.memory`; returns
 * what changed (empty: nothing did).
 */
export function syncStatuses(
  state: EngagementState,
  shipIds: readonly string[],
  dice: DiceSource = NO_DICE,
  events?: EngagementEvent[],
): StatusChange[] {
  const m = state.memory;
  const ctx = makeCtx(state, events, dice);
  const acting = m.ended || m.missilePhase ? undefined : currentShip(ctx);
  const out: StatusChange[] = [];
  for (const id of shipIds) {
    const st = m.ships[id];
    const ship = state.ships[id];
    // (st.shipId: a prototype member read by an id such as "constructor" is no ship's state)
    if (!st || st.shipId !== id || !ship || st.status === "escaped") continue;
    const captured = (m.boardings ?? []).some((b) => b.defenderId === id && b.status === "controlled");
    const own = snapshotStatus(ship, m.options);
    const to = own === "active" && captured ? "disabled" : own;
    if (to === st.status) continue;
    out.push({ shipId: id, from: st.status, to });
    setStatus(ctx, id, to);
  }
  if (!out.length) return out;
  if (!m.ended) {
    if (acting !== undefined && m.ships[acting].status !== "active") {
      // (endTurn decides the end, after the turn's attacks land, and hands the turn on)
      endTurn(ctx, acting);
      return out;
    }
    checkEnd(ctx, "destroyed");
    if (!m.ended) settleTurn(ctx);
    return out;
  }
  if (m.ended.reason !== "destroyed") return out;
  const sides = activeSides(m);
  if (sides.size < 2) {
    // still over: won by the side left now, or by nobody when no side has an active ship (R80)
    const [winnerSide] = sides;
    const { round } = m.ended;
    m.ended = winnerSide === undefined ? { round, reason: "destroyed" } : { round, reason: "destroyed", winnerSide };
    return out;
  }
  delete m.ended;
  settleTurn(ctx);
  return out;
}

/** Asked for a die: only a turn closed with attacks still to roll or land needs one, and the caller gave none. */
const NO_DICE: DiceSource = {
  roll() {
    throw new Error("syncStatuses: closing the acting ship's turn lands its attacks, which needs a dice source");
  },
};

/**
 * The turn after statuses changed outside the flow (the ship whose turn it was is still in the fight): the turn goes
 * to the next ship due to act (its turn starts: modifiers lapsing at it go, boarders holding a ship take it; or, when a
 * delaying ship had stepped into its turn, its turn resumes), or, with none left this round, waits for the GM to end
 * the round. A ship in the middle of its turn keeps it. Rolls no dice.
 */
function settleTurn(ctx: Ctx): void {
  const m = ctx.m;
  if (m.round < 1 || m.missilePhase) return;
  const current = m.turn < m.order.length ? m.order[m.turn] : undefined;
  const due = nextActor(ctx);
  if (due === undefined) m.turn = m.order.length;
  else if (due !== current) {
    m.turn = m.order.indexOf(due);
    turnComesTo(ctx, due);
  }
}
