// Hovering a salvo token (core's hoverToken hook, on every client): a tooltip beside it with what the tracker's row
// says (./tooltip.ts), and its tracker row marked and scrolled into view; leaving it takes both away. The tooltip is
// an element beside the canvas on its page, placed from the token's place on the screen; its text is set as text,
// never as HTML.
import { salvoRefOf } from "./reconcile";
import { salvoTooltip } from "./tooltip";
import { salvoViewOf } from "./view";

/** The parts of core's Token placeable read here. */
export interface HoveredToken {
  document?: unknown;
  w?: number;
  h?: number;
  worldTransform?: { tx: number; ty: number };
}

type CanvasLike = { app?: { view?: HTMLCanvasElement }; stage?: { scale?: { x: number } } };

const TOOLTIP_CLASS = "cepheus-salvo-tooltip";
let shown: HTMLElement | null = null;

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(key, data) : game.i18n!.localize(key);

/** The tracker's rows of salvo `salvoId` (the tracker shows one combat: the rows of another's salvos stay as they are). */
function trackerRows(combatId: string, salvoId: string): HTMLElement[] {
  const tracker = ui.combat as unknown as {
    element?: HTMLElement | null;
    viewed?: { id?: string | null } | null;
  } | null;
  if (!tracker?.element || tracker.viewed?.id !== combatId) return [];
  return [...tracker.element.querySelectorAll<HTMLElement>("li.salvo[data-salvo-id]")].filter(
    (li) => li.dataset.salvoId === salvoId,
  );
}

/** hoverToken: a salvo token hovered (or left). */
export function onHoverToken(token: HoveredToken | null | undefined, hovered: boolean): void {
  const ref = salvoRefOf(token?.document);
  if (!ref) return;
  for (const row of trackerRows(ref.combatId, ref.salvoId)) {
    row.classList.toggle("linked", hovered);
    if (hovered) row.scrollIntoView?.({ block: "nearest" });
  }
  hideTooltip();
  if (!hovered) return;
  const view = salvoViewOf(ref);
  if (view) showTooltip(token!, salvoTooltip(view, t));
}

/** Take the tooltip away (its token left, or was deleted while hovered). */
export function hideTooltip(): void {
  shown?.remove();
  shown = null;
}

/** The tooltip beside the token, on the page of the canvas. */
function showTooltip(token: HoveredToken, lines: string[]): void {
  const canvas = (globalThis as { canvas?: CanvasLike }).canvas;
  const view = canvas?.app?.view;
  const at = token.worldTransform;
  if (!view?.ownerDocument || !at) return;
  const page = view.ownerDocument;
  const box = view.getBoundingClientRect();
  const scale = canvas?.stage?.scale?.x ?? 1;
  const el = page.createElement("div");
  el.className = TOOLTIP_CLASS;
  el.setAttribute("role", "tooltip");
  for (const line of lines) el.appendChild(page.createElement("div")).textContent = line;
  el.style.left = `${Math.round(box.left + at.tx + (token.w ?? 0) * scale + 8)}px`;
  el.style.top = `${Math.round(box.top + at.ty)}px`;
  (view.parentElement ?? page.body).appendChild(el);
  shown = el;
}
