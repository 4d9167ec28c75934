// The tracker's salvo rows point at their tokens: pointing at a row (or focusing its "show on the map" button) pings
// the salvo's token on the scene this client shows; the button pans the view to it. Wired on every render of the
// tracker (core's renderCombatTracker hook). A salvo with no token on the scene shown is said so on the button.
import type { AnyCombat } from "../../../play/ships";
import { salvoTokenOnView } from "./view";

type TokenDoc = { x: number; y: number; width: number; height: number; parent?: { grid?: { size?: number } } };
type CanvasLike = {
  ping?(point: { x: number; y: number }): unknown;
  animatePan?(view: { x: number; y: number; duration?: number }): unknown;
};

/** The centre of a token, in scene pixels. */
function centreOf(t: TokenDoc): { x: number; y: number } {
  const size = t.parent?.grid?.size ?? 100;
  return { x: t.x + (t.width * size) / 2, y: t.y + (t.height * size) / 2 };
}

/** Point at the token of salvo `salvoId` of the viewed combat: a ping, and with `pan` the view brought to it. */
export function pointAtSalvo(salvoId: string, pan: boolean): boolean {
  const combat = (ui.combat as unknown as { viewed?: AnyCombat | null } | null)?.viewed;
  const token = combat?.id ? (salvoTokenOnView(combat.id, salvoId) as TokenDoc | null) : null;
  if (!token) {
    if (pan) ui.notifications?.info(game.i18n!.localize("CEPHEUS.Salvo.NotOnScene"));
    return false;
  }
  const canvas = (globalThis as { canvas?: CanvasLike }).canvas;
  const centre = centreOf(token);
  if (pan) void canvas?.animatePan?.({ ...centre, duration: 250 });
  void canvas?.ping?.(centre);
  return true;
}

/** renderCombatTracker: each salvo row points at its token. */
export function wireTracker(html: unknown): void {
  const root = html as HTMLElement | null;
  if (!root?.querySelectorAll) return;
  for (const row of root.querySelectorAll<HTMLElement>("li.salvo[data-salvo-id]")) {
    const id = row.dataset.salvoId!;
    row.addEventListener("pointerenter", () => pointAtSalvo(id, false));
    const button = row.querySelector<HTMLElement>("button.locate");
    button?.addEventListener("click", () => pointAtSalvo(id, true));
    button?.addEventListener("focus", () => pointAtSalvo(id, false));
  }
}
