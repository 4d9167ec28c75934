// Stand-ins for the parts of Scene and TokenDocument the tracker reads (public API: foundryvtt.com/api/v13/classes/
// foundry.documents.TokenDocument.html, .../Scene.html): a token's x, y (pixels, top-left), width, height (grid
// spaces), disposition and parent scene; a scene's grid {size, distance, units} and flags; Combatant#token (the
// token named by the combatant's tokenId). `token.update(changes)` merges the changes and fires
// preUpdateToken / updateToken as Foundry does on the updating client; `scene.update` fires updateScene.
// Nothing here draws: canvas geometry stays plain numbers. v14 mode: a token also has `level` (the id of the Level it
// stands on: the default level's unless given), `elevation` and `depth` (v14 API TokenPosition, TokenData).
import { isV14 } from "./generation";
import { Hooks } from "./hooks";
import { mergeObject, randomID, type AnyObject } from "./utils";

const g = globalThis as any;

export interface SceneStandIn {
  id: string;
  name: string;
  grid: { size: number; distance: number; units: string };
  flags: AnyObject;
  update(changes: AnyObject): Promise<SceneStandIn>;
}

export interface TokenStandIn {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  disposition: number;
  /** v14 only */
  level?: string;
  elevation?: number;
  depth?: number;
  parent: SceneStandIn;
  update(changes: AnyObject): Promise<TokenStandIn>;
}

export function makeScene(
  data: { name?: string; grid?: Partial<SceneStandIn["grid"]>; flags?: AnyObject } = {},
): SceneStandIn {
  const scene: SceneStandIn = {
    id: randomID(),
    name: data.name ?? "Scene",
    grid: { size: 100, distance: 1, units: "", ...(data.grid ?? {}) },
    flags: data.flags ?? {},
    async update(changes: AnyObject) {
      if (Hooks.call("preUpdateScene", scene, changes, {}, g.game.user?.id) === false) return scene;
      if (changes.flags) scene.flags = mergeObject(scene.flags, changes.flags);
      if (changes.grid) scene.grid = { ...scene.grid, ...changes.grid };
      Hooks.callAll("updateScene", scene, changes, {}, g.game.user?.id);
      return scene;
    },
  };
  return scene;
}

/** A token on `scene` (create the combatant with `tokenId: token.id`, then attachToken). */
export function makeToken(
  scene: SceneStandIn,
  at: {
    x: number;
    y: number;
    width?: number;
    height?: number;
    disposition?: number;
    level?: string;
    elevation?: number;
    depth?: number;
  },
): TokenStandIn {
  const token: TokenStandIn = {
    id: randomID(),
    x: at.x,
    y: at.y,
    width: at.width ?? 1,
    height: at.height ?? 1,
    disposition: at.disposition ?? 0,
    ...(isV14 ? { level: at.level ?? "defaultLevel0000", elevation: at.elevation ?? 0, depth: at.depth ?? 1 } : {}),
    parent: scene,
    async update(changes: AnyObject) {
      if (Hooks.call("preUpdateToken", token, changes, {}, g.game.user?.id) === false) return token;
      Object.assign(token, changes);
      Hooks.callAll("updateToken", token, changes, {}, g.game.user?.id);
      return token;
    },
  };
  return token;
}

/** Combatant#token: the token document the combatant stands for (its tokenId must name it). */
export function attachToken(combatant: any, token: TokenStandIn): void {
  if (combatant.tokenId !== token.id)
    throw new Error("tokens stand-in: the combatant's tokenId does not name this token");
  Object.defineProperty(combatant, "token", { get: () => token, configurable: true });
}
