// Range bands from ship token positions. Pure: plain token/grid numbers in, bands out. The band table
// itself is the rules engine's (rangeBandForDistance, ruling R23); this file only turns canvas geometry into km.
import { pairKey } from "../../rules/engagement/memory";
import { rangeBandForDistance } from "../../rules/ranges";
import type { RangeBand } from "../../rules/types";

/** A token as stored: top-left corner in pixels, size in grid spaces (TokenDocument x, y, width, height). */
export interface TokenPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The scene grid: pixels per grid space and scene units per grid space (Scene#grid.size / .distance / .units). */
export interface GridInfo {
  size: number;
  distance: number;
  units?: string;
}

/** Kilometres one scene unit stands for: the scene flag when set, else read from the grid units ("km", "Mm"). */
export function kmPerSceneUnit(flag: unknown, units: string | undefined): number | null {
  const n = typeof flag === "string" && flag.trim() !== "" ? Number(flag) : flag;
  if (typeof n === "number" && Number.isFinite(n) && n > 0) return n;
  const u = (units ?? "").trim();
  if (u.toLowerCase() === "km") return 1;
  // megametres (1,000 km), a common unit of system-scale maps; case matters ("mm" would be millimetres)
  if (u === "Mm") return 1000;
  return null;
}

/** The centre of a placed token, in pixels (top-left corner plus half its size in grid spaces). */
export function placeCentre(t: TokenPlace, grid: GridInfo): { x: number; y: number } {
  return { x: t.x + (t.width * grid.size) / 2, y: t.y + (t.height * grid.size) / 2 };
}

/** Distance between two token centres in scene units (straight line: space has no grid). */
export function tokenDistance(a: TokenPlace, b: TokenPlace, grid: GridInfo): number {
  if (!(grid.size > 0)) throw new RangeError(`grid size ${grid.size} is not a size`);
  const p = placeCentre(a, grid);
  const q = placeCentre(b, grid);
  return (Math.hypot(p.x - q.x, p.y - q.y) / grid.size) * grid.distance;
}

/** The band between two tokens, or null when the scene has no kilometre scale. */
export function tokenBand(a: TokenPlace, b: TokenPlace, grid: GridInfo, kmPerUnit: number | null): RangeBand | null {
  if (kmPerUnit === null) return null;
  return rangeBandForDistance(tokenDistance(a, b, grid) * kmPerUnit);
}

export interface RangeChange {
  a: string;
  b: string;
  from: RangeBand | undefined;
  to: RangeBand;
}

/**
 * Pairs whose band the token positions change. Pairs the GM has overridden (`overrides`, pair keys) keep their
 * band; ships without a placed token are left alone; `only` restricts the work to pairs involving those ships
 * (the tokens that moved).
 */
export function derivedRangeChanges(
  places: Readonly<Record<string, TokenPlace | null | undefined>>,
  grid: GridInfo,
  kmPerUnit: number | null,
  current: Readonly<Record<string, RangeBand>>,
  overrides: ReadonlySet<string> | readonly string[] = [],
  only?: readonly string[],
): RangeChange[] {
  if (kmPerUnit === null) return [];
  const locked = overrides instanceof Set ? overrides : new Set(overrides as readonly string[]);
  const ids = Object.keys(places).filter((id) => places[id]);
  const out: RangeChange[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const a = ids[i];
      const b = ids[j];
      if (only && !only.includes(a) && !only.includes(b)) continue;
      const key = pairKey(a, b);
      if (locked.has(key)) continue;
      const to = tokenBand(places[a]!, places[b]!, grid, kmPerUnit)!;
      if (current[key] !== to) out.push({ a, b, from: current[key], to });
    }
  return out;
}
