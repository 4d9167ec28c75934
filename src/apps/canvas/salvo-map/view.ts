// A salvo token's salvo as the viewer may know it: the tracker's own view of its combat for this user (so a token
// and its tracker row always agree), and the salvo token of a tracker row on the scene this client shows.
import type { AnyCombat } from "../../../play/ships";
import { trackerView } from "../../sidebar/tracker";
import type { SalvoView } from "../../sidebar/tracker-view/types";
import { salvoRefOf, type SalvoRef } from "./reconcile";

/** The salvo `ref` names, as the tracker shows it to this user (null: gone, or not theirs to know). */
export function salvoViewOf(ref: SalvoRef): SalvoView | null {
  const combat = game.combats?.get(ref.combatId) as AnyCombat | undefined;
  if (!combat) return null;
  return trackerView(combat, game.user as User.Implementation).salvos.find((s) => s.id === ref.salvoId) ?? null;
}

/** The tokens of the scene this client shows (none without a canvas). */
function viewedTokens(): Iterable<unknown> {
  const scene = (globalThis as { canvas?: { scene?: { tokens?: Iterable<unknown> } | null } }).canvas?.scene;
  return scene?.tokens ?? [];
}

/** The salvo token of salvo `salvoId` of `combatId` on the scene this client shows (a hidden one: the GM's only). */
export function salvoTokenOnView(combatId: string, salvoId: string): unknown {
  for (const t of viewedTokens()) {
    const ref = salvoRefOf(t);
    if (ref?.combatId !== combatId || ref.salvoId !== salvoId) continue;
    return (t as { hidden?: boolean }).hidden && !game.user?.isGM ? null : t;
  }
  return null;
}
