// Which reactions a ship may take now, and from which seats (SRD Chapter 10 "Reactions"; rulings R71, R94): the
// reads the reactions' modules (actions/dodge.ts, fire-sand.ts, point-defense.ts, trigger-screens.ts) share.
import { type ScreenKind } from "../tables/weapons";
import type { MountSnapshot, Position, ShipSnapshot, WeaponSnapshot } from "../types";
import { combatIn, type Ctx, shipIn } from "./context";
import type { Boarding, PendingAttack, ShipCombatState } from "./memory";
import { seatSkill } from "./state";
import { canStillHit } from "./shots";
import { isLaser, isSpent, mountById } from "./weapons";

/** Whether the ship has a reaction left this round. */
export function reactionLeft(st: ShipCombatState): boolean {
  return (st.reactionsBudget ?? 0) - st.reactionsSpent > 0;
}

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
    if (mount && reactionWeapon(ctx, ship, shipId, mount, kind)) return i;
  }
  return -1;
}

const NO_SEATS: readonly number[] = Object.freeze([]);

/** The weapon of a mount of ship `shipId` (its snapshot `ship`) that can take the reaction, or undefined. */
export function reactionWeapon(
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

/** Who may trigger screens: the captain or a gunner, with the Screens skill (firstScreensSeat, trigger-screens.ts). */
export const SCREENS_POSITIONS: readonly Position[] = ["captain", "turretGunner", "bayGunner"];

/** The first seat from `from` on able to trigger screens (the captain or a gunner with Screens), -1 when none. */
export function firstScreensSeat(ship: ShipSnapshot, from: number): number {
  for (let i = from; i < ship.seats.length; i++) {
    if (SCREENS_POSITIONS.includes(ship.seats[i].position) && seatSkill(ship, i, "screens") !== null) return i;
  }
  return -1;
}

/**
 * Whether the target of a pending attack may still react to it: a reaction left this round (validation refuses
 * "noReactions" otherwise) and a shot of it still able to hit (nothing is offered otherwise).
 */
export function reactionOpen(st: ShipCombatState, a: PendingAttack): boolean {
  if (!reactionLeft(st)) return false;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++) if (canStillHit(shots[i])) return true;
  return false;
}

export function findAttack(ctx: Ctx, id: string): PendingAttack | undefined {
  const pending = ctx.m.pendingAttacks;
  // from the newest: a reaction most often answers the attack just made
  if (pending) for (let i = pending.length - 1; i >= 0; i--) if (pending[i].id === id) return pending[i];
  return undefined;
}

/**
 * Boarders crossing between the ships (ruling R73): a boarding begun at Adjacent range whose party has not yet fought
 * aboard. Only they can be met with Fire Sand or Point Defense ("While crossing, the attackers may be attacked"):
 * boarders of a docked ship cross safely through the airlocks and fight at once, and boarders across fight aboard.
 */
export function boardersCrossing(b: Boarding): boolean {
  return b.status === "fighting" && b.rounds === 0;
}
