// Missile salvos: arriving as attacks the target may react to, resolved, and running out of fuel
// (SRD Chapter 10 "Missiles"; rulings R16, R17, R20, R67).
import type { Modifier } from "../checks";
import { type DiceSource } from "../dice";
import { rollMissileImpact } from "../missiles";
import { MISSILE_TYPE_TABLE } from "../tables/missiles";
import type { MissileType } from "../types";
import { applyDamage, checkEnd } from "./damage-landing";
import { optionsOf, shotsFor, type Ctx } from "./context";
import type { PendingAttack, PendingShot } from "./memory";
import { nextId, rangeBetween } from "./state";
import { addDefenderDMs, offerReactions } from "./attack";
import { newShot } from "./shots";

/** Salvos due this round become pending missile attacks the target may react to (R20: rolled first by default). */
export function missilesArrive(ctx: Ctx): boolean {
  const m = ctx.m;
  const rollNow = optionsOf(ctx).reactionTiming === "after";
  let any = false;
  for (const salvo of m.salvos) {
    if (salvo.impactRound !== m.round || salvo.count <= 0) continue;
    const target = m.ships[salvo.targetId];
    if (!target || target.status === "destroyed" || target.status === "escaped") continue;
    any = true;
    // the attack's own list: reactions add to it (modifyShots)
    const mods: Modifier[] = [];
    const dm = addDefenderDMs(ctx, salvo.targetId, mods);
    const shots: PendingShot[] = [];
    for (let i = 0; i < salvo.count; i++) {
      const shot = newShot(`missile-${i + 1}`, "missile", dm, undefined);
      if (rollNow) rollMissile(ctx.dice, shot, salvo.missileType, salvo.toHit);
      shots.push(shot);
    }
    const pending: PendingAttack = {
      id: nextId(m, "a"),
      attackerId: salvo.attackerId,
      targetId: salvo.targetId,
      kind: "missile",
      mountId: salvo.mountId,
      salvoId: salvo.id,
      missileType: salvo.missileType,
      toHit: salvo.toHit,
      round: m.round,
      modifiers: mods,
      shots,
      reactions: [],
    };
    (m.pendingAttacks ??= []).push(pending);
    ctx.ev?.push({
      type: "missileArrived",
      salvoId: salvo.id,
      attackId: pending.id,
      targetId: salvo.targetId,
      count: salvo.count,
      toHit: salvo.toHit,
    });
    ctx.ev?.push({
      type: "attackRolled",
      attackId: pending.id,
      attackerId: salvo.attackerId,
      targetId: salvo.targetId,
      mountId: salvo.mountId,
      range: rangeBetween(m, salvo.attackerId, salvo.targetId),
      modifiers: mods,
      shots: shotsFor(shots),
      rolled: rollNow,
    });
    offerReactions(ctx, pending);
  }
  return any;
}

function rollMissile(dice: DiceSource, shot: PendingShot, type: MissileType, toHit: number): void {
  const r = rollMissileImpact(dice, type, toHit, shot.dm ?? 0, shot.weaponId);
  shot.dice = r.roll;
  shot.hit = r.hit;
  if (r.hit) shot.damage = r.damage;
}

/** Close the missile window: roll what is unrolled, land each hitting missile's damage, update the salvos (R16, R17). */
export function resolveMissiles(ctx: Ctx): void {
  const m = ctx.m;
  const pending = (m.pendingAttacks ?? []).filter((a) => a.kind === "missile");
  m.pendingAttacks = (m.pendingAttacks ?? []).filter((a) => a.kind !== "missile");
  for (const a of pending) {
    const salvo = m.salvos.find((s) => s.id === a.salvoId);
    for (const shot of a.shots)
      if (!shot.destroyed && shot.dice === undefined) rollMissile(ctx.dice, shot, a.missileType!, a.toHit!);
    for (const shot of a.shots) {
      if (!shot.hit || shot.destroyed) continue;
      const damage = Math.max(0, (shot.damage ?? 0) - (shot.reduction ?? 0));
      ctx.ev?.push({ type: "missileHit", salvoId: a.salvoId!, targetId: a.targetId, damage });
      applyDamage(
        ctx,
        a.targetId,
        { damage, weapon: "missile", missileType: a.missileType, activeScreens: a.activeScreens, label: a.salvoId },
        { attackId: a.id, attackerId: a.attackerId },
      );
    }
    if (!salvo) continue;
    const missed = a.shots.filter((s) => !s.hit && !s.destroyed).length;
    const reattacks = MISSILE_TYPE_TABLE[salvo.missileType].reattacks;
    const gone = m.ships[a.targetId].status === "destroyed" || m.ships[a.targetId].status === "escaped";
    if (missed > 0 && reattacks && m.round + 1 <= salvo.fuelEndsRound && !gone) {
      salvo.count = missed;
      salvo.impactRound = m.round + 1;
      ctx.ev?.push({
        type: "missileMissed",
        salvoId: salvo.id,
        targetId: a.targetId,
        count: missed,
        attacksAgainRound: salvo.impactRound,
      });
    } else {
      if (missed > 0) ctx.ev?.push({ type: "missileMissed", salvoId: salvo.id, targetId: a.targetId, count: missed });
      const i = m.salvos.indexOf(salvo);
      if (i >= 0) m.salvos.splice(i, 1);
      ctx.ev?.push({
        type: "salvoExpired",
        salvoId: salvo.id,
        reason: missed > 0 && reattacks && !gone ? "fuel" : "spent",
      });
    }
  }
  m.missilePhase = false;
  checkEnd(ctx, "destroyed");
}

/**
 * Salvos whose fuel ran out before they could strike again (R16). A salvo flying as a craft (R110) flies on until its
 * fuel is out, its target may yet close the range: it is gone once its last round of fuel is over.
 */
export function expireSalvos(ctx: Ctx): void {
  const m = ctx.m;
  for (let i = m.salvos.length - 1; i >= 0; i--) {
    const s = m.salvos[i];
    if ((s.band === undefined ? s.impactRound : m.round) > s.fuelEndsRound || s.count <= 0) {
      m.salvos.splice(i, 1);
      ctx.ev?.push({ type: "salvoExpired", salvoId: s.id, reason: s.count <= 0 ? "spent" : "fuel" });
    }
  }
}
