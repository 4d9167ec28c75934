// Where a salvo token stands on the map. Pure: plain token and grid numbers in, a token's place out.
//
// A salvo leaves from beside its launcher, on the side facing its target (its launch point, kept on the token so that
// the launcher moving on does not drag its missiles along), and flies straight at its target wherever that is now,
// stopping beside it: at `progress` 0 it is at the launch point, at 1 beside the target (the share of the way the
// engine's salvoFlight gives). Salvos of one launcher at one target fly side by side: each has its own lane, offset
// across the way by one salvo's width. Pixels throughout, the same on gridless, square and hex scenes.
import { placeCentre, type GridInfo, type TokenPlace } from "../../sidebar/token-ranges";

/** A salvo token's side, in grid spaces. */
export const SALVO_SIZE = 0.5;

export interface Point {
  x: number;
  y: number;
}

/** Half a placed token's larger side, in pixels: how far from its centre something beside it stands. */
function reach(t: TokenPlace, grid: GridInfo): number {
  return (Math.max(t.width, t.height) * grid.size) / 2;
}

/** The unit vector from `a` to `b` (due east when they are the same point). */
function towards(a: Point, b: Point): Point {
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  return d > 0 ? { x: (b.x - a.x) / d, y: (b.y - a.y) / d } : { x: 1, y: 0 };
}

/** Where a salvo launched now by `launcher` at `target` starts: beside the launcher, on the side facing the target. */
export function launchPoint(launcher: TokenPlace, target: TokenPlace, grid: GridInfo): Point {
  const from = placeCentre(launcher, grid);
  const u = towards(from, placeCentre(target, grid));
  const r = reach(launcher, grid) + (SALVO_SIZE * grid.size) / 2;
  return { x: from.x + u.x * r, y: from.y + u.y * r };
}

/**
 * The place (top-left corner in pixels, size in grid spaces) of a salvo that left `origin` for `target` and has come
 * `progress` of the way, in lane `lane` (0 on the line between them, then one salvo's width to one side, the other,
 * two to the first side, ...).
 */
export function salvoPlace(origin: Point, target: TokenPlace, grid: GridInfo, progress: number, lane = 0): TokenPlace {
  const px = SALVO_SIZE * grid.size;
  const to = placeCentre(target, grid);
  const u = towards(origin, to);
  const way = Math.max(0, Math.hypot(to.x - origin.x, to.y - origin.y) - reach(target, grid) - px / 2);
  const p = Math.min(1, Math.max(0, progress));
  const side = lane === 0 ? 0 : (lane % 2 ? 1 : -1) * Math.ceil(lane / 2) * px;
  const cx = origin.x + u.x * way * p - u.y * side;
  const cy = origin.y + u.y * way * p + u.x * side;
  return { x: Math.round(cx - px / 2), y: Math.round(cy - px / 2), width: SALVO_SIZE, height: SALVO_SIZE };
}
