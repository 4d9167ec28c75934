// The salvo tokens' art: one SVG per missile type and count, drawn by scripts/salvo-art.mjs into assets/salvo/ (a
// round badge, the type told by its colour and mark, the count in a disc; "12+" past SALVO_ART_MAX).
import { SYSTEM_PATH } from "../../../base/system-id";
import type { MissileType } from "../../../rules/types";

/** The largest count drawn as a number (scripts/salvo-art.mjs, MAX_COUNT); more show "12+". */
export const SALVO_ART_MAX = 12;

/** The path Foundry serves the art of a salvo of `count` missiles of `type` by. */
export function salvoArt(type: MissileType, count: number): string {
  const n = count > SALVO_ART_MAX ? "many" : String(Math.max(1, Math.floor(count)));
  return `${SYSTEM_PATH}/assets/salvo/${type}-${n}.svg`;
}
