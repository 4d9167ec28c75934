// The salvo tokens on the map (a chunk, loaded on the first hook below; docs/internals.md, "Code loaded on first use"):
// the active GM's projection of every engagement's salvos onto the scenes (./reconcile.ts), the tooltip of a hovered
// salvo token (./hover.ts), the tracker's salvo rows pointing at their tokens (./tracker-link.ts), the question to a
// GM who deletes one (./withdraw.ts). The hooks are
// registered by registerHooks (src/registration/listeners.ts) and handed here by name.
import { isActiveGM } from "../../sidebar/control/gm";
import { hideTooltip, onHoverToken, type HoveredToken } from "./hover";
import { reconciled, requestReconcile, salvoRefOf } from "./reconcile";
import { wireTracker } from "./tracker-link";
import { onSalvoTokenDeleted } from "./withdraw";

export { reconciled, requestReconcile, salvoRefOf, onSalvoTokenDeleted, onHoverToken, wireTracker };

const MOVES = ["x", "y", "width", "height"];

/** A hook registerHooks hands on (updateCombat, deleteCombat, updateToken, deleteToken, hoverToken,
 *  renderCombatTracker), with its arguments. */
export function onSalvoMapHook(hook: string, args: unknown[]): void {
  switch (hook) {
    case "hoverToken":
      return onHoverToken(args[0] as HoveredToken, args[1] === true);
    case "renderCombatTracker":
      return wireTracker(args[1]);
    case "deleteToken":
      // a salvo token deleted by a GM's hand: asked on that GM's client; a ship token gone: its salvos' tokens go
      if (salvoRefOf(args[0])) {
        hideTooltip();
        void onSalvoTokenDeleted(args[0], args[1] as Record<string, unknown>, args[2] as string | undefined);
      } else if (isActiveGM()) requestReconcile();
      return;
    case "updateToken": {
      // a ship token moved: the salvos flying from or at it follow (a salvo token's own moves are the map's)
      const changes = (args[1] ?? {}) as Record<string, unknown>;
      if (!salvoRefOf(args[0]) && MOVES.some((k) => k in changes) && isActiveGM()) requestReconcile();
      return;
    }
    default:
      if (isActiveGM()) requestReconcile();
  }
}
