// Where the ships stand: the scene of a combat's tokens, its kilometre scale, and the tokens' places on it.
import type { AnyCombat, AnyCombatant } from "../../../play/ships";
import { isShipActor } from "../../../play/ships";
import { kmPerSceneUnit, type GridInfo, type TokenPlace } from "../token-ranges";
import { flagOf, SCALE_FLAG, type Flags } from "./flags";

/** The plain token and grid numbers the range derivation needs. */
export interface TokenLike {
  id?: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  disposition?: number;
  parent?: unknown;
}

export interface SceneLike {
  id?: string | null;
  grid: { size: number; distance: number; units?: string };
  flags?: Flags;
}

export function asScene(scene: unknown): SceneLike | null {
  const s = scene as SceneLike | null | undefined;
  return s && s.grid && typeof s.grid.size === "number" ? s : null;
}

/** Kilometres per scene unit of a scene (its flag, else its grid units), or null: no scale. */
export function sceneScale(scene: unknown): number | null {
  const s = asScene(scene);
  if (!s) return null;
  return kmPerSceneUnit(flagOf(s, SCALE_FLAG), s.grid.units);
}

export function gridOf(scene: SceneLike): GridInfo {
  return { size: scene.grid.size, distance: scene.grid.distance, units: scene.grid.units };
}

export function tokenOf(c: AnyCombatant): TokenLike | null {
  const t = (c as unknown as { token?: TokenLike | null }).token;
  return t && typeof t.x === "number" && typeof t.y === "number" ? t : null;
}

export function placeOf(t: TokenLike): TokenPlace {
  return { x: t.x, y: t.y, width: t.width || 1, height: t.height || 1 };
}

/** The scene the combat's ship tokens stand on (the first placed token's), with a kilometre scale or not. */
export function combatScene(combat: AnyCombat): SceneLike | null {
  for (const c of combat.combatants) {
    const scene = asScene(tokenOf(c as AnyCombatant)?.parent);
    if (scene) return scene;
  }
  return asScene((combat as unknown as { scene?: unknown }).scene);
}

/** Token places of the combat's ships on `scene` (ships elsewhere or without a token are left out). */
export function placesOn(combat: AnyCombat, scene: SceneLike): Record<string, TokenPlace> {
  const out: Record<string, TokenPlace> = {};
  for (const c of combat.combatants) {
    const t = tokenOf(c as AnyCombatant);
    if (!c.id || !t || asScene(t.parent) !== scene || !isShipActor(c.actor)) continue;
    out[c.id] = placeOf(t);
  }
  return out;
}
