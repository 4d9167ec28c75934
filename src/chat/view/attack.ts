// An attack on a card: who fires at whom, at what range, the DMs every shot shares, and each shot's roll and result.
import { DIFFICULTY_DM } from "../../rules/checks";
import type { EngagementEvent } from "../../rules/engagement/events";
import type { PendingAttack, PendingShot } from "../../rules/engagement/memory";
import type { Difficulty, ShipSnapshot } from "../../rules/types";
import { signed } from "../../base/format";
import { label, NS, t } from "../i18n";
import { modifierName, mods, mountName, rangeName, seatName, sheetWeaponName, shipName, shipOf } from "./names";
import type { AttackView, ModView, ShotView, ViewContext } from "./types";

/** The shot's own DMs beyond those every shot shares: its difficulty at this range, the pulse laser's DM−2 (R8). */
function ownDMs(shot: PendingShot, missile: boolean, shared: number): ModView[] {
  const dms: ModView[] = [];
  if (missile || shot.dm === undefined) return dms;
  const own = shot.dm - shared;
  const diff = shot.difficulty ? (DIFFICULTY_DM[shot.difficulty as Difficulty] ?? 0) : 0;
  if (shot.difficulty && diff)
    dms.push({ label: label(`${NS.chat}.Modifier.difficulty`, shot.difficulty), value: signed(diff) });
  if (own - diff)
    dms.push({
      label: modifierName(shot.weapon === "pulseLaser" ? "pulseLaser" : "other"),
      value: signed(own - diff),
    });
  return dms;
}

/** A shot as the attack card's rows name it: the weapon as its sheet names it, or the missile's number. */
function shotName(shot: PendingShot, missile: boolean, attacker: ShipSnapshot | undefined): string {
  return missile
    ? t(`${NS.chat}.MissileN`, { n: shot.weaponId.replace(/^missile-/, "") })
    : sheetWeaponName(attacker, shot.weaponId, shot.weapon);
}

function shotView(
  shot: PendingShot,
  missile: boolean,
  toHit: number | undefined,
  shared: number,
  attacker?: ShipSnapshot,
): ShotView {
  // what befell the shot beside its verdict (never its DMs: those are the DM column's, or the attack's chips)
  const notes: string[] = [];
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
    weapon: shotName(shot, missile, attacker),
    dice: rolled ? String(shot.dice) : "\u2014",
    dm: signed(dm),
    dms: ownDMs(shot, missile, shared),
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

/**
 * The shots' own DMs that every shot has alike (one weapon kind at one range: its difficulty, the pulse laser's DM)
 * join the attack's chips; the shots keep only those that differ (a turret mixing weapon kinds).
 */
function sharedOwnDMs(shots: ShotView[]): ModView[] {
  if (!shots.length) return [];
  const first = JSON.stringify(shots[0].dms);
  if (!shots.every((s) => JSON.stringify(s.dms) === first)) return [];
  const dms = shots[0].dms ?? [];
  for (const s of shots) s.dms = [];
  return dms;
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
  const shots = e.shots.map((s) => shotView(s, missile, attack?.toHit, sharedDM, attackerShip));
  return {
    heading: t(`${NS.chat}.AttackHeading`, { attacker: by, target: shipName(ctx, e.targetId) }),
    range: rangeName(e.range),
    mods: [...mods(e.modifiers), ...sharedOwnDMs(shots)],
    shots,
    pending,
    title: difficulty
      ? t(`${NS.chat}.Table.attack`, {
          range: rangeName(e.range),
          difficulty: label(`${NS.chat}.Difficulty`, difficulty),
        })
      : undefined,
  };
}

/**
 * How a reaction changed an attack, in words, from its shots before the command and after it: the DM it laid on every
 * shot ("DM −2 on every shot"), then each shot it changed ("Beam Laser A now misses", "Beam Laser C still hits",
 * "Missile 2 destroyed", "damage reduced by 4").
 */
export function attackChange(ctx: ViewContext, e: Extract<EngagementEvent, { type: "attackModified" }>): string {
  const before = (ctx.before.memory.pendingAttacks ?? []).find((a) => a.id === e.attackId);
  const attack = (ctx.after.memory.pendingAttacks ?? []).find((a) => a.id === e.attackId) ?? before;
  const missile = attack?.kind === "missile" || e.shots.some((s) => s.weapon === "missile");
  const attacker = attack ? shipOf(ctx, attack.attackerId) : undefined;
  const was = (i: number, s: PendingShot) => before?.shots.find((b) => b.weaponId === s.weaponId) ?? before?.shots[i];
  const deltas = e.shots.map((s, i) => (s.dm ?? 0) - (was(i, s)?.dm ?? s.dm ?? 0));
  const every = deltas.length > 0 && deltas[0] !== 0 && deltas.every((d) => d === deltas[0]);
  const parts: string[] = [];
  for (const [i, s] of e.shots.entries()) {
    const old = was(i, s);
    const changes: string[] = [];
    if (!every && deltas[i]) changes.push(t(`${NS.chat}.ShotChange.dm`, { dm: signed(deltas[i]) }));
    if (s.destroyed && !old?.destroyed) changes.push(t(`${NS.chat}.ShotChange.destroyed`));
    else if (old?.hit && s.dice !== undefined && deltas[i])
      changes.push(t(`${NS.chat}.ShotChange.${s.hit ? "stillHits" : "nowMisses"}`));
    const reduced = (s.reduction ?? 0) - (old?.reduction ?? 0);
    if (reduced > 0) changes.push(t(`${NS.chat}.ShotChange.reduced`, { n: reduced }));
    if (changes.length)
      parts.push(
        t(`${NS.chat}.ShotChange.shot`, { weapon: shotName(s, missile, attacker), changes: changes.join(", ") }),
      );
  }
  const how = [every ? t(`${NS.chat}.ShotChange.dmEvery`, { dm: signed(deltas[0]) }) : "", parts.join(", ")]
    .filter(Boolean)
    .join("; ");
  return how || t(`${NS.chat}.ShotChange.none`);
}
