// An attack on a card: who fires at whom, at what range, the DMs every shot shares, and each shot's roll and result.
import { DIFFICULTY_DM } from "../../rules/checks";
import type { EngagementEvent } from "../../rules/engagement/events";
import type { PendingAttack, PendingShot } from "../../rules/engagement/memory";
import type { Difficulty, ShipSnapshot } from "../../rules/types";
import { signed } from "../../base/format";
import { label, NS, t } from "../i18n";
import { modifierName, mods, mountName, rangeName, seatName, sheetWeaponName, shipName, shipOf } from "./names";
import type { AttackView, ShotView, ViewContext } from "./types";

function shotView(
  shot: PendingShot,
  missile: boolean,
  toHit: number | undefined,
  shared: number,
  attacker?: ShipSnapshot,
): ShotView {
  const notes: string[] = [];
  // the shot's own DMs beyond those every shot shares: its difficulty at this range, the pulse laser's DM−2 (R8)
  if (!missile && shot.dm !== undefined) {
    const own = shot.dm - shared;
    const diff = shot.difficulty ? (DIFFICULTY_DM[shot.difficulty as Difficulty] ?? 0) : 0;
    if (shot.difficulty && diff)
      notes.push(`${label(`${NS.chat}.Modifier.difficulty`, shot.difficulty)} ${signed(diff)}`);
    if (own - diff)
      notes.push(`${modifierName(shot.weapon === "pulseLaser" ? "pulseLaser" : "other")} ${signed(own - diff)}`);
  }
  if (shot.reduction) notes.push(t(`${NS.chat}.Reduced`, { n: shot.reduction }));
  if (shot.destroyed) notes.push(t(`${NS.chat}.ShotDestroyed`));
  const rolled = shot.dice !== undefined;
  const dm = shot.dm ?? 0;
  const result = shot.destroyed
    ? t(`${NS.chat}.Destroyed`)
    : !rolled
      ? t(`${NS.chat}.NotRolled`)
      : shot.hit
        ? t(`${NS.chat}.Hit`)
        : t(`${NS.chat}.Miss`);
  if (rolled && shot.hit && shot.damage !== undefined) notes.push(t(`${NS.chat}.DamageRolled`, { n: shot.damage }));
  return {
    weapon: missile
      ? t(`${NS.chat}.MissileN`, { n: shot.weaponId.replace(/^missile-/, "") })
      : sheetWeaponName(attacker, shot.weaponId, shot.weapon),
    dice: rolled ? String(shot.dice) : "\u2014",
    dm: signed(dm),
    total: rolled
      ? missile && toHit !== undefined
        ? `${shot.dice! + dm} / ${toHit}`
        : String(shot.dice! + dm)
      : "\u2014",
    result,
    css: shot.destroyed ? "destroyed" : !rolled ? "pending" : shot.hit ? "hit" : "miss",
    notes,
  };
}

export function attackView(ctx: ViewContext, e: Extract<EngagementEvent, { type: "attackRolled" }>): AttackView {
  const attack: PendingAttack | undefined =
    (ctx.after.memory.pendingAttacks ?? []).find((a) => a.id === e.attackId) ??
    (ctx.before.memory.pendingAttacks ?? []).find((a) => a.id === e.attackId);
  const missile = attack?.kind === "missile" || e.shots.some((s) => s.weapon === "missile");
  const attackerShip = shipOf(ctx, e.attackerId);
  const by = missile
    ? t(`${NS.chat}.SalvoFrom`, { ship: shipName(ctx, e.attackerId) })
    : [shipName(ctx, e.attackerId), mountName(attackerShip, e.mountId), seatName(attackerShip, e.seat)]
        .filter(Boolean)
        .join(" \u00b7 ");
  const stillPending = (ctx.after.memory.pendingAttacks ?? []).some((a) => a.id === e.attackId);
  let pending: string | null = null;
  if (stillPending) {
    pending = missile
      ? t(`${NS.chat}.Pending.missile`)
      : e.rolled
        ? t(`${NS.chat}.Pending.beam`, { ship: shipName(ctx, e.attackerId) })
        : t(`${NS.chat}.Pending.beamUnrolled`, { ship: shipName(ctx, e.attackerId) });
  }
  const difficulty = e.shots.find((s) => s.difficulty)?.difficulty;
  const sharedDM = e.modifiers.reduce((n, m) => n + m.value, 0);
  return {
    heading: t(`${NS.chat}.AttackHeading`, { attacker: by, target: shipName(ctx, e.targetId) }),
    range: rangeName(e.range),
    mods: mods(e.modifiers),
    shots: e.shots.map((s) => shotView(s, missile, attack?.toHit, sharedDM, attackerShip)),
    pending,
    title: difficulty
      ? t(`${NS.chat}.Table.attack`, {
          range: rangeName(e.range),
          difficulty: label(`${NS.chat}.Difficulty`, difficulty),
        })
      : undefined,
  };
}
