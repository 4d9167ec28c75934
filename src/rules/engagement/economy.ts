// The action economy: what a seat may still spend this turn and spending it (ruling R13; hasty: ruling R60).
import type { ShipCombatState } from "./memory";
import { Ctx, combatIn } from "./context";

// ----- the action economy (ruling R13; hasty: ruling R60) -----------------------------------------------------

export type Cost = "minor" | "significant";

/** Action units a seat may use in a turn: a significant action costs 2, a minor 1 (R13); hasty adds 1 (R60). */
export function actionUnits(state: ShipCombatState): number {
  return state.hasty ? 4 : 3;
}

const NOTHING_SPENT = Object.freeze({ minor: 0, significant: 0 });

export function canSpend(state: ShipCombatState, seat: number, cost: Cost): boolean {
  // seats key the record by number (the same JSON key as its string; no string to build and parse back)
  const a = state.actions[seat] ?? NOTHING_SPENT;
  const used = a.minor + 2 * a.significant;
  if (cost === "significant") return a.significant === 0 && used + 2 <= actionUnits(state);
  return used + 1 <= actionUnits(state);
}

export function spend(ctx: Ctx, shipId: string, seat: number, action: string, cost: Cost): void {
  const st = combatIn(ctx, shipId);
  const a = st.actions[seat] ?? (st.actions[seat] = { minor: 0, significant: 0 });
  if (cost === "significant") a.significant++;
  else a.minor++;
  ctx.ev?.push({ type: "actionSpent", shipId, seat, action, cost });
}
