// Shared steps of the salvo map's tests (src/apps/canvas/salvo-map): the standard pair on a scene, engaged with the
// Corsair's missile rack first, its tokens attached to the combatants; the salvo tokens on that scene, and a record of
// every salvo token created, moved and deleted.
import { expect } from "vitest";
import { salvoMap } from "../../../src/apps/canvas/salvo-map/load";
import { salvoRefOf } from "../../../src/apps/canvas/salvo-map/reconcile";
import { perform } from "../../../src/play/perform";
import type { RangeBand } from "../../../src/rules/types";
import { engaged } from "../../chat/helpers";
import { scriptTotals } from "../../harness";

export type TokenDoc = TokenDocument.Implementation & {
  x: number;
  y: number;
  width: number;
  height: number;
  hidden: boolean;
  texture: { src: string };
  flags: Record<string, Record<string, unknown>>;
};

/** The map's passes after what just happened: the chunk loaded (as the first hook loads it) and every pass run. */
export async function settle(): Promise<void> {
  const m = await salvoMap();
  expect(m).not.toBeNull();
  await m!.reconciled();
}

/**
 * The pair on a scene of 100-pixel squares without a kilometre scale (moving a token changes no band), engaged at
 * `range`: the Corsair (token at 0,0) with a standard missile rack and four missiles, Alice's Beowulf (token at
 * 900,0). `grid.type` 0 for a gridless scene, 2 to 5 for hexes.
 */
export async function salvoWorld(range: RangeBand, gridType = 1) {
  const w = await engaged(range, { corsairWeapon: "missile" });
  await w.corsair.update({ system: { ammo: { missiles: { standard: 4 } } } } as never);
  const scene = (await Scene.create({
    name: "Space",
    grid: { type: gridType, size: 100, distance: 1, units: "" },
  } as never)) as Scene.Implementation;
  const [ct, bt] = (await scene.createEmbeddedDocuments("Token", [
    { actorId: w.corsair.id, actorLink: true, x: 0, y: 0, disposition: -1 },
    { actorId: w.beowulf.id, actorLink: true, x: 900, y: 0, disposition: 1 },
  ] as never)) as unknown as TokenDoc[];
  await w.combat.updateEmbeddedDocuments("Combatant", [
    { _id: w.cid, tokenId: ct.id, sceneId: scene.id },
    { _id: w.bid, tokenId: bt.id, sceneId: scene.id },
  ] as never);
  await settle();
  return { ...w, scene, ct, bt };
}

/** The Corsair's gunner launches its missile at the Beowulf (launch check 2D6 8: to hit 7+). */
export async function launch(w: Awaited<ReturnType<typeof salvoWorld>>): Promise<void> {
  scriptTotals([8, 2]);
  const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
  expect(r.ok, JSON.stringify(r.refusal)).toBe(true);
  await settle();
}

/** Both ships end their turns, the Corsair first: the next round (dice for what arrives then). */
export async function nextRound(
  w: Awaited<ReturnType<typeof salvoWorld>>,
  ...arrival: Parameters<typeof scriptTotals>
): Promise<void> {
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  if (arrival.length) scriptTotals(...arrival);
  expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
  await settle();
}

/** The salvo tokens of a scene. */
export function salvoTokens(scene: Scene.Implementation): TokenDoc[] {
  return ([...scene.tokens] as unknown as TokenDoc[]).filter((t) => salvoRefOf(t));
}

/** Every salvo token created, moved (x or y) and deleted from now on, in order, with the deletion's reason. */
export function watchSalvoTokens(): { log: string[]; stop(): void } {
  const log: string[] = [];
  const on = (name: string, fn: (...a: any[]) => void) => [name, Hooks.on(name as never, fn as never)] as const;
  const ids = [
    on("createToken", (t) => salvoRefOf(t) && log.push(`create ${t.x},${t.y}`)),
    on(
      "updateToken",
      (t, changes) => salvoRefOf(t) && ("x" in changes || "y" in changes) && log.push(`move ${t.x},${t.y}`),
    ),
    on("deleteToken", (t, options) => salvoRefOf(t) && log.push(`delete ${options?.cepheusSalvo ?? "by hand"}`)),
  ];
  return { log, stop: () => ids.forEach(([name, id]) => Hooks.off(name as never, id)) };
}
