// The salvo tokens an engagement should have on the map, worked out from what the GM stored (the engagement's salvos,
// each salvo's flight from the engine's public query) and where the ships' tokens stand. Pure: the reconciler
// (./reconcile.ts) gathers the documents' numbers and makes the map match the plan.
import type { EngagementMemory, Salvo } from "../../../rules/engagement/memory";
import type { SalvoFlight } from "../../../rules/engagement/salvo-flight";
import type { GridInfo, TokenPlace } from "../../sidebar/token-ranges";
import { salvoArt } from "./art";
import { launchPoint, salvoPlace, type Point } from "./placement";

/** A ship's token as the plan needs it. */
export interface ShipToken {
  sceneId: string;
  place: TokenPlace;
  disposition: number;
}

/** What the plan reads. */
export interface PlanInput {
  combatId: string;
  memory: Pick<EngagementMemory, "salvos" | "ships" | "ended">;
  /** each salvo's flight this round (the engine's queryEngagement(state).salvoFlight) */
  flight(salvoId: string): SalvoFlight | undefined;
  /** the tokens of the engagement's ships, by ship id (ships without a token left out) */
  ships: Readonly<Record<string, ShipToken>>;
  grid(sceneId: string): GridInfo | null;
  /** the launch point an existing token of the salvo keeps, and the scene it stands on, by salvo id */
  origins: Readonly<Record<string, { sceneId: string; point: Point } | undefined>>;
  /** whether players see the salvo's token (a player's ship launched it or is its target) */
  seenByPlayers(salvo: Salvo): boolean;
  /** the token's name */
  name(salvo: Salvo): string;
}

/** One salvo token as it should be. */
export interface SalvoTokenPlan {
  combatId: string;
  salvoId: string;
  /** the target's ship id (its combatant) */
  targetId: string;
  sceneId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  texture: string;
  name: string;
  hidden: boolean;
  disposition: number;
  /** the launch point (kept on the token) */
  origin: Point;
  progress: number;
}

/**
 * The salvo tokens of one engagement: one for each salvo in flight with missiles left whose target has a token and
 * whose launcher has one on the same scene (or whose token already keeps its launch point there). None once the
 * engagement has ended.
 */
export function planSalvoTokens(input: PlanInput): SalvoTokenPlan[] {
  const { memory } = input;
  if (memory.ended) return [];
  const out: SalvoTokenPlan[] = [];
  const lanes = new Map<string, number>();
  for (const salvo of memory.salvos) {
    const target = input.ships[salvo.targetId];
    const flight = input.flight(salvo.id);
    if (salvo.count <= 0 || !target || !flight) continue;
    const status = memory.ships[salvo.targetId]?.status;
    if (status === "destroyed" || status === "escaped") continue;
    const grid = input.grid(target.sceneId);
    if (!grid || !(grid.size > 0)) continue;
    const launcher = input.ships[salvo.attackerId];
    const onScene = launcher?.sceneId === target.sceneId ? launcher : undefined;
    const kept = input.origins[salvo.id];
    const origin =
      (kept?.sceneId === target.sceneId ? kept.point : undefined) ??
      (onScene ? launchPoint(onScene.place, target.place, grid) : undefined);
    if (!origin) continue;
    const pair = `${salvo.attackerId}>${salvo.targetId}`;
    const lane = lanes.get(pair) ?? 0;
    lanes.set(pair, lane + 1);
    out.push({
      combatId: input.combatId,
      salvoId: salvo.id,
      targetId: salvo.targetId,
      sceneId: target.sceneId,
      ...salvoPlace(origin, target.place, grid, flight.progress, lane),
      texture: salvoArt(salvo.missileType, salvo.count),
      name: input.name(salvo),
      hidden: !input.seenByPlayers(salvo),
      disposition: onScene?.disposition ?? -1,
      origin,
      progress: flight.progress,
    });
  }
  return out;
}
