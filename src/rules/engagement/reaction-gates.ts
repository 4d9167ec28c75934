// Which reactions a ship may take now, and from which seats (SRD Chapter 10 "Reactions"; rulings R71, R94): the
// reads validation and the UI's queries share with the resolution in reactions.ts.
import { type ScreenKind } from "../tables/weapons";
import type { MountSnapshot, ShipSnapshot, WeaponSnapshot } from "../types";
import { combatIn, type Ctx, shipIn, effectsIn } from "./context";
import { PILOT, roleSeat } from "./crew-figures";
import type { ReactionType } from "./events";
import type { PendingAttack } from "./memory";
import { seatSkill } from "./state";
import { canStillHit } from "./shots";
import { isLaser, isSpent, mountById } from "./weapons";

export function reactionsLeft(ctx: Ctx, shipId: string): number {
  const st = combatIn(ctx, shipId);
  return Math.max(0, (st.reactionsBudget ?? 0) - st.reactionsSpent);
}

/** The screen that answers an attack (nuclear damper: fusion guns, nuclear missiles; meson screen: meson guns). */
export function screenFor(a: Pick<PendingAttack, "kind" | "missileType" | "shots">): ScreenKind | null {
  if (a.kind === "missile") return a.missileType === "nuclear" ? "nuclearDamper" : null;
  let fusion = false;
  for (const s of a.shots) {
    if (s.weapon === "mesonGun") return "mesonScreen";
    if (s.weapon === "fusionGun") fusion = true;
  }
  return fusion ? "nuclearDamper" : null;
}

/** Sand stops beams, not missiles and not meson guns, whose particles pass through matter (ruling R71). */
export function sandApplies(a: Pick<PendingAttack, "kind" | "shots">): boolean {
  if (a.kind !== "beam") return false;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++) if (shots[i].weapon !== "mesonGun") return true;
  return false;
}

/** Seats able to fire sand (a turret with a ready sandcaster and canisters) or point defense (a turret laser). */
export function reactionSeats(ctx: Ctx, shipId: string, kind: "fireSand" | "pointDefense"): readonly number[] {
  const ship = shipIn(ctx, shipId);
  let seat = firstReactionSeat(ctx, ship, shipId, kind, 0);
  // no seat at all: the usual answer for a ship without a sandcaster (no list is made)
  if (seat < 0) return NO_SEATS;
  const out: number[] = [];
  for (; seat >= 0; seat = firstReactionSeat(ctx, ship, shipId, kind, seat + 1)) out.push(seat);
  return out;
}

/**
 * The first seat from `from` on (reactionSeats' order) able to take the reaction, -1 when none: what a crew that
 * takes the first seat asks, without the list. `ship` is ship `shipId`'s snapshot.
 */
export function firstReactionSeat(
  ctx: Ctx,
  ship: ShipSnapshot,
  shipId: string,
  kind: "fireSand" | "pointDefense",
  from: number,
): number {
  // no canisters, no sand from any turret (reactionWeapon)
  if (kind === "fireSand" && ship.ammo.sand <= 0) return -1;
  const seats = ship.seats;
  for (let i = from; i < seats.length; i++) {
    const seat = seats[i];
    if (seat.position !== "turretGunner") continue;
    const mount = mountById(ship, seat.mountId);
    if (mount && mountReaction(ctx, ship, shipId, mount, kind)) return i;
  }
  return -1;
}

const NO_SEATS: readonly number[] = Object.freeze([]);

/** The weapon of a mount that can take the reaction, or undefined. */
export function reactionWeapon(
  ctx: Ctx,
  shipId: string,
  mount: MountSnapshot,
  kind: "fireSand" | "pointDefense",
): WeaponSnapshot | undefined {
  return mountReaction(ctx, shipIn(ctx, shipId), shipId, mount, kind);
}

/** reactionWeapon with ship `shipId`'s snapshot in hand. */
export function mountReaction(
  ctx: Ctx,
  ship: ShipSnapshot,
  shipId: string,
  mount: MountSnapshot,
  kind: "fireSand" | "pointDefense",
): WeaponSnapshot | undefined {
  if (mount.type !== "turret" || mount.damage >= 2) return undefined;
  if (reactionFireBlocked(ctx, shipId, mount.id)) return undefined;
  const weapons = mount.weapons;
  if (kind === "pointDefense") {
    for (let i = 0; i < weapons.length; i++) if (isLaser(weapons[i].kind)) return weapons[i];
    return undefined;
  }
  if (ship.ammo.sand <= 0) return undefined;
  for (let i = 0; i < weapons.length; i++)
    if (weapons[i].kind === "sandcaster" && !isSpent(ctx, shipId, weapons[i].id)) return weapons[i];
  return undefined;
}

/**
 * Ruling R94: sand and point defense are reactions, not the turret's fire of the round, unless the table's
 * reactionFireUsesTurret says they are: then a turret that fired this round cannot react, and one that reacted cannot fire.
 */
export function reactionFireBlocked(ctx: Ctx, shipId: string, mountId: string): boolean {
  return (
    ctx.m.options?.reactionFireUsesTurret === true && (combatIn(ctx, shipId).firedMounts?.includes(mountId) ?? false)
  );
}

/** Seats able to trigger screens: the captain or a gunner with Screens at level 0 or better. */
export function screensSeats(ship: ShipSnapshot): number[] {
  const out: number[] = [];
  for (let i = firstScreensSeat(ship, 0); i >= 0; i = firstScreensSeat(ship, i + 1)) out.push(i);
  return out;
}

/** The first seat from `from` on able to trigger screens (screensSeats' order), -1 when none. */
export function firstScreensSeat(ship: ShipSnapshot, from: number): number {
  for (let i = from; i < ship.seats.length; i++) {
    const p = ship.seats[i].position;
    if ((p === "captain" || p === "turretGunner" || p === "bayGunner") && seatSkill(ship, i, "screens") !== null)
      return i;
  }
  return -1;
}

/** Reactions the target could take against an attack right now. */
export function reactionOptions(ctx: Ctx, a: PendingAttack): ReactionType[] {
  const shipId = a.targetId;
  const st = combatIn(ctx, shipId);
  if (st.status !== "active" || reactionsLeft(ctx, shipId) <= 0) return [];
  const ship = shipIn(ctx, shipId);
  const fx = effectsIn(ctx, shipId);
  const live = a.shots.filter(canStillHit);
  if (!live.length) return [];
  const out: ReactionType[] = [];
  if (!a.reactions.includes("dodge") && fx.bridge.pilotActions && roleSeat(ship, PILOT) >= 0) out.push("dodge");
  if (sandApplies(a) && reactionSeats(ctx, shipId, "fireSand").length) out.push("fireSand");
  if (a.kind === "missile" && reactionSeats(ctx, shipId, "pointDefense").length) out.push("pointDefense");
  const screen = screenFor(a);
  if (screen && !a.reactions.includes("triggerScreens") && ship.screens[screen] > 0 && screensSeats(ship).length)
    out.push("triggerScreens");
  return out;
}

export function findAttack(ctx: Ctx, id: string): PendingAttack | undefined {
  const pending = ctx.m.pendingAttacks;
  // from the newest: a reaction most often answers the attack just made
  if (pending) for (let i = pending.length - 1; i >= 0; i--) if (pending[i].id === id) return pending[i];
  return undefined;
}
