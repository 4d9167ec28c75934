// An attack (SRD Chapter 10 "Attacks"): the seat's mount fires at an enemy. Its gate and validation live here; its
// resolution, with the damage chain, is attack.ts's, reached through the engine (Executor.fireAttack).
import { attackDifficulty } from "../../ranges";
import { type ActionCommand } from "../commands";
import { type Ctx, slotEffects, optionsOf, type ShipSlot } from "../context";
import { type ShipCombatState } from "../memory";
import { rangeBetween, seatActsAs } from "../state";
import {
  type RangeBand,
  type ShipSnapshot,
  type MissileType,
  type MountSnapshot,
  type Seat,
  type WeaponSnapshot,
} from "../../types";
import { IdentityCache } from "../../identity-cache";
import {
  attackMountIndex,
  attackWeapons,
  fireControlLeft,
  isSpent,
  missilesPerLaunch,
  missileTypeOf,
} from "../weapons";
import { OK, refuse, type Refusal, type Verdict } from "../refusals";
import { type ShipEffects } from "../../ship-state";
import type { AttackPlan, StationAction } from "./station-action";
import { enemyTarget, isFlag } from "./common-gates";

export const attackAction: StationAction<"attack", AttackPlan> = {
  type: "attack",
  targets: "enemies",
  gate: (ctx, slot, seat) => attackGate(ctx, slot.id, slot.ship, slot.st, slotEffects(ctx, slot), seat),
  validate: (ctx, c, slot) => validateAttack(ctx, c, slot, slotEffects(ctx, slot)),
  resolve: (ctx, c, plan, x) => x.fireAttack(ctx, c, plan),
};

export function validateAttack(
  ctx: Ctx,
  c: Extract<ActionCommand, { type: "attack" }>,
  slot: ShipSlot,
  fx: ShipEffects,
): AttackPlan | Refusal {
  const { ship, st } = slot;
  const t = enemyTarget(ctx, c.shipId, c.targetId, st.side);
  if (!t.ok) return t;
  const seat = ship.seats[c.seat];
  if (seat.mountId !== undefined && c.mountId !== undefined && c.mountId !== seat.mountId)
    return refuse("notYourMount");
  const { computerTargeting } = c;
  if (!isFlag(computerTargeting)) return refuse("invalidValue", "computerTargeting");
  const index = mountIndexOf(ship, c.seat, c.mountId);
  const ready = mountReady(ship, st, fx, c.seat, index);
  if (!ready.ok) return ready;
  const mount = ship.mounts[index];
  const range = rangeBetween(ctx.m, c.shipId, c.targetId);
  if (sensorsStop(fx, range)) return refuse("sensorsDisabled");
  let weapons;
  if (c.weaponIds !== undefined) {
    if (!Array.isArray(c.weaponIds) || !c.weaponIds.length || new Set(c.weaponIds).size !== c.weaponIds.length)
      return refuse("invalidValue", "weaponIds");
    weapons = [];
    const need: Partial<Record<MissileType, number>> = {};
    let sand = 0;
    if (mountSpent(ctx, st, mount)) return refuse("weaponSpent");
    for (const id of c.weaponIds) {
      const w = mount.weapons.find((x) => x.id === id);
      if (!w) return refuse("unknownWeapon");
      if (attackDifficulty(w.kind, range) === null) return refuse("cannotFireAtRange");
      if (isSpent(ctx, c.shipId, w.id)) return refuse("weaponSpent");
      if (w.kind === "missile") need[missileTypeOf(w)] = (need[missileTypeOf(w)] ?? 0) + missilesPerLaunch(mount.type);
      if (w.kind === "sandcaster") sand++;
      weapons.push(w);
    }
    for (const k in need)
      if (ship.ammo.missiles[k as MissileType] < need[k as MissileType]!) return refuse("noAmmunition");
    if (sand > ship.ammo.sand) return refuse("noAmmunition");
  } else {
    weapons = attackWeapons(ctx, slot, mount, range);
    if (!weapons.length)
      return mountSpent(ctx, st, mount) ? refuse("weaponSpent") : nothingToFire(ctx, c.shipId, mount.weapons, range);
  }
  const slots = (seat.automated ? weapons.length : 0) + (computerTargeting ? 1 : 0);
  // ruling R79: only an automated gunner's weapons and a computer-targeting aid take slots; a manned mount fires
  // without the program, even when its slots are all used (or its rating fell below what was used this turn)
  if (slots > 0 && slots > fireControlLeft(ctx, c.shipId)) return refuse("noFireControl");
  return { ok: true, mount, index, range, weapons, fx };
}

/** Whether the ship's sensors cannot lock on at this range (beyond Adjacent, with its sensors out). */
function sensorsStop(fx: ShipEffects, range: RangeBand): boolean {
  return range !== "adjacent" && !fx.sensors.attacksBeyondAdjacent;
}

/** Whether every weapon of the mount waits for a reload (manual reloading). */
export function mountSpent(ctx: Ctx, st: ShipCombatState, mount: MountSnapshot): boolean {
  const spent = st.spentWeapons;
  if (spent === undefined || optionsOf(ctx).reloading !== "manual") return false;
  const weapons = mount.weapons;
  for (let i = 0; i < weapons.length; i++) if (!spent.includes(weapons[i].id)) return false;
  return true;
}

/**
 * attackMountIndex for a seat of the ship (validated): a command that names no mount fires the seat's own, kept by
 * seat for the last few seat and mount lists seen (a replaced snapshot keeps both until its crew or its mounts
 * change). A seat that mans no mount (a lone pilot's default depends on the craft's tonnage too) is asked anew.
 */
export function mountIndexOf(ship: ShipSnapshot, seat: number, mountId: string | undefined): number {
  if (mountId !== undefined) return attackMountIndex(ship, seat, mountId);
  const known = seatMounts.get(ship.seats, ship.mounts) ?? seatMounts.set(ship.seats, ship.mounts, seatMountsOf(ship));
  const index = known[seat];
  return index === UNMANNED ? attackMountIndex(ship, seat, undefined) : index;
}

const seatMounts = new IdentityCache<readonly Seat[], readonly MountSnapshot[], readonly number[]>(4);

/** mountIndexOf: the seat mans no mount (its default is not kept) */
const UNMANNED = -2;

function seatMountsOf(ship: ShipSnapshot): readonly number[] {
  const out: number[] = [];
  for (let i = 0; i < ship.seats.length; i++)
    out.push(ship.seats[i].mountId ? attackMountIndex(ship, i, undefined) : UNMANNED);
  return out;
}

/** Why a mount fires nothing at this range: no weapon reaches, every one that reaches is spent, or the magazine is empty. */
function nothingToFire(ctx: Ctx, shipId: string, weapons: readonly WeaponSnapshot[], range: RangeBand): Refusal {
  let inRange = 0;
  let spent = 0;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    if (attackDifficulty(w.kind, range) === null) continue;
    inRange++;
    if (isSpent(ctx, shipId, w.id)) spent++;
  }
  if (!inRange) return refuse("cannotFireAtRange");
  return refuse(spent === inRange ? "weaponSpent" : "noAmmunition");
}

/**
 * Whether the mount at `index` (-1: none) can fire for this seat this turn, whatever the target: the seat's kind of
 * mount, not disabled, not fired yet. An attack checks it for the mount it fires; availableActions for the seat's own.
 */
export function mountReady(
  ship: ShipSnapshot,
  st: ShipCombatState,
  fx: ShipEffects,
  seat: number,
  index: number,
): Verdict {
  if (index < 0) return refuse("unknownMount");
  const mount = ship.mounts[index];
  if (mount.type !== (seatActsAs(ship, seat, "turretGunner") ? "turret" : "bay")) return refuse("notYourMount");
  if (!fx.mounts[index].canFire) return refuse("mountDisabled");
  if (st.firedMounts !== undefined && st.firedMounts.includes(mount.id)) return refuse("mountAlreadyFired");
  return OK;
}

/**
 * The target-free part of an attack from a seat: a mount it could fire now. A seat that mans a mount fires that one
 * (a command naming another is refused); a seat that mans none names one in its command (a lone pilot's default is
 * the craft's first mount), so any of the ship's mounts will do. An automated gunner also needs a Fire Control slot
 * for the least it can fire, one weapon.
 */
export function attackGate(
  ctx: Ctx,
  shipId: string,
  ship: ShipSnapshot,
  st: ShipCombatState,
  fx: ShipEffects,
  seat: number,
): Verdict {
  let v: Verdict | undefined;
  if (ship.seats[seat].mountId !== undefined)
    v = mountReady(ship, st, fx, seat, attackMountIndex(ship, seat, undefined));
  else {
    const first = attackMountIndex(ship, seat, undefined);
    if (first >= 0) v = mountReady(ship, st, fx, seat, first);
    for (let i = 0; i < ship.mounts.length && !v?.ok; i++) {
      const other = mountReady(ship, st, fx, seat, i);
      if (other.ok || v === undefined) v = other;
    }
  }
  if (v === undefined) return refuse("unknownMount");
  if (v.ok && ship.seats[seat].automated && fireControlLeft(ctx, shipId) < 1) return refuse("noFireControl");
  return v;
}
