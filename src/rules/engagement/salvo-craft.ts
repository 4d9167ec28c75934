// Missiles as craft (ruling R110): a salvo launched under `missilesAsCraft` carries its range band to its target
// (Salvo.band), closes Thrust 10's bands at each round's end and arrives in the round after it reaches Close; its
// target's own moves carry it (the Range Check reaches that through the engine's Executor: validation loads none of
// it). Apart from salvos.ts, which lands the missiles that arrive.
import { missileCraftStep, missileCraftTurnsLeft } from "../missiles";
import { rangeIndex } from "../ranges";
import { RANGE_BANDS, type RangeBand } from "../types";
import type { RangeCheckCommand } from "./commands";
import type { Ctx } from "./context";
import { rangeBetween } from "./state";
import { MISSILE_FIGURES } from "../tables/missiles";
import { ACTION_FIGURES } from "../tables/actions";

/**
 * The round a salvo flying as a craft at `band` arrives in, asked during round `round` once the round's missile window
 * is over: the round's end brings its next move, so it arrives next round at the soonest.
 */
export function craftImpactRound(round: number, band: RangeBand): number {
  return round + Math.max(1, missileCraftTurnsLeft(band));
}

/**
 * The round's end: every salvo flying as a craft gains Thrust 10 of speed and closes on its target three bands, unless
 * the target outpaces it, 7 or more faster, as a pursued ship outpaces its pursuer: then it closes none this round.
 */
export function salvosFly(ctx: Ctx): void {
  const m = ctx.m;
  const salvos = m.salvos;
  for (let i = 0; i < salvos.length; i++) {
    const s = salvos[i];
    const from = s.band;
    // (at Close it arrives in the next round's missile window whatever its speed)
    if (from === undefined || missileCraftStep(from) === from) continue;
    const speed = (s.speed ?? m.ships[s.attackerId]?.speed ?? 0) + MISSILE_FIGURES.thrust;
    s.speed = speed;
    const target = m.ships[s.targetId];
    const outpaced = !!target && target.speed - speed >= ACTION_FIGURES.pursuitOutpaceSpeed;
    const to = outpaced ? from : missileCraftStep(from);
    s.band = to;
    // (what craftImpactRound answered in the round, nobody having moved since: said again from the band reached)
    s.impactRound = m.round + 1 + missileCraftTurnsLeft(to);
    ctx.ev?.push({
      type: "salvoMoved",
      salvoId: s.id,
      targetId: s.targetId,
      from,
      to,
      impactRound: s.impactRound,
      reason: outpaced ? "outpaced" : "thrust",
    });
  }
}

/**
 * Ship `moverId` won Range Check `check` and chose the range to the other ship of it, which was `from`: when the range
 * moved, the salvos the other ship launched at it come from that side, and their bands move with it as the range did
 * (Close at the nearest, Distant at the farthest); a salvo the target moved away from arrives later, or runs out of
 * fuel first.
 */
export function salvosFollowTarget(ctx: Ctx, check: RangeCheckCommand, moverId: string, from: RangeBand): void {
  const m = ctx.m;
  if (m.salvos.length === 0) return;
  const steps = rangeIndex(rangeBetween(m, check.shipId, check.targetId)) - rangeIndex(from);
  if (steps === 0) return;
  const otherId = moverId === check.shipId ? check.targetId : check.shipId;
  const salvos = m.salvos;
  for (let i = 0; i < salvos.length; i++) {
    const s = salvos[i];
    const was = s.band;
    if (was === undefined || s.targetId !== moverId || s.attackerId !== otherId) continue;
    const to = RANGE_BANDS[Math.min(RANGE_BANDS.length - 1, Math.max(CLOSE, rangeIndex(was) + steps))];
    if (to === was) continue;
    s.band = to;
    s.impactRound = craftImpactRound(m.round, to);
    ctx.ev?.push({
      type: "salvoMoved",
      salvoId: s.id,
      targetId: s.targetId,
      from: was,
      to,
      impactRound: s.impactRound,
      reason: "targetMoved",
    });
  }
}

const CLOSE = 1;
