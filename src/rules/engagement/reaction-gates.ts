// Which reactions a ship may take now, and from which seats (SRD Chapter 10 "Reactions"; rulings R71, R94): the
// reads the reactions' modules (actions/dodge.ts, fire-sand.ts, point-defense.ts, trigger-screens.ts) share.
import { type ScreenKind } from "../tables/weapons";
import type { MountSnapshot, Position, ShipSnapshot, WeaponSnapshot } from "../types";
import { combatIn, type Ctx, shipIn, type ShipSlot, slotEffects, slotOf } from "./context";
import type { Boarding, PendingAttack, ShipCombatState } from "./memory";
import { refuse, type Refusal } from "./refusals";
import { seatActsAs, seatActsAsAny, seatSkill } from "./state";
import { canStillHit } from "./shots";
import { attackMountIndex, isLaser, isSpent } from "./weapons";

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

/**
 * Seats of the ship in `slot` able to fire sand or point defense now: those turretReactionGate lets through from their
 * own turret.
 */
export function reactionSeats(ctx: Ctx, slot: ShipSlot, kind: "fireSand" | "pointDefense"): readonly number[] {
  let seat = firstReactionSeat(ctx, slot, kind, 0);
  // no seat at all: the usual answer for a ship without a sandcaster (no list is made)
  if (seat < 0) return NO_SEATS;
  const out: number[] = [];
  for (; seat >= 0; seat = firstReactionSeat(ctx, slot, kind, seat + 1)) out.push(seat);
  return out;
}

/**
 * The first seat from `from` on (reactionSeats' order) able to take the reaction, -1 when none: what a crew that
 * takes the first seat asks, without the list.
 */
export function firstReactionSeat(ctx: Ctx, slot: ShipSlot, kind: "fireSand" | "pointDefense", from: number): number {
  const ship = slot.ship;
  // no canisters, no sand from any turret
  if (kind === "fireSand" && ship.ammo.sand <= 0) return -1;
  for (let i = from; i < ship.seats.length; i++) {
    // (the gate's own first question, asked here too so that the other seats make no refusal)
    if (seatActsAs(ship, i, "turretGunner") && turretReactionGate(ctx, slot, i, undefined, kind).ok) return i;
  }
  return -1;
}

const NO_SEATS: readonly number[] = Object.freeze([]);

/** A turret reaction's turret and the weapon it fires (a plan of the reaction, actions/reaction-action.ts). */
export interface TurretReady {
  readonly ok: true;
  readonly mount: MountSnapshot;
  readonly weapon: WeaponSnapshot;
}

/**
 * Whether seat `seat` of the ship in `slot` may fire sand or point defense now, from turret `mountId` (else its own),
 * and with what; else why not, in this order: the seat, a turret gunner's (the lone pilot of a small craft is one and
 * mans its only turret, ruling R86), its own turret, a turret able to fire, not fired this round under R94, then the
 * weapon: a laser for point defense; for sand a sandcaster, a canister and a sandcaster not spent. The one rule of a
 * seat's turret reaction: the offers (reactionSeats, the modules' firstSeat) and validation (their validate) ask it.
 */
export function turretReactionGate(
  ctx: Ctx,
  slot: ShipSlot,
  seat: number,
  mountId: string | undefined,
  kind: "fireSand" | "pointDefense",
): TurretReady | Refusal {
  const ship = slot.ship;
  const s = Number.isInteger(seat) ? ship.seats[seat] : undefined;
  if (!s) return refuse("unknownSeat");
  if (!seatActsAs(ship, seat, "turretGunner")) return refuse("wrongPosition");
  if (s.mountId !== undefined && mountId !== undefined && mountId !== s.mountId) return refuse("notYourMount");
  const index = attackMountIndex(ship, seat, mountId);
  if (index < 0) return refuse("unknownMount");
  const mount = ship.mounts[index];
  if (mount.type !== "turret" || !slotEffects(ctx, slot).mounts[index].canFire) return refuse("mountDisabled");
  if (reactionFireBlocked(ctx, slot.id, mount.id)) return refuse("mountAlreadyFired");
  const weapon = reactionWeapon(ctx, slot.id, mount, kind);
  if (weapon !== undefined) return { ok: true, mount, weapon };
  if (kind === "pointDefense" || !mount.weapons.some((w) => w.kind === "sandcaster")) return refuse("noSuitableWeapon");
  return refuse(ship.ammo.sand <= 0 ? "noAmmunition" : "weaponSpent");
}

/**
 * The weapon of a turret of ship `shipId` that fires the reaction, or undefined: its first laser for point defense;
 * for sand its first sandcaster not spent, while the ship has canisters.
 */
export function reactionWeapon(
  ctx: Ctx,
  shipId: string,
  mount: MountSnapshot,
  kind: "fireSand" | "pointDefense",
): WeaponSnapshot | undefined {
  const weapons = mount.weapons;
  if (kind === "pointDefense") {
    for (let i = 0; i < weapons.length; i++) if (isLaser(weapons[i].kind)) return weapons[i];
    return undefined;
  }
  if (shipIn(ctx, shipId).ammo.sand <= 0) return undefined;
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

/**
 * Who may trigger screens: the captain or a gunner (a small craft's lone pilot too, R86), with the Screens skill
 * (firstScreensSeat, trigger-screens.ts).
 */
export const SCREENS_POSITIONS: readonly Position[] = ["captain", "turretGunner", "bayGunner"];

/** The first seat from `from` on able to trigger screens (SCREENS_POSITIONS, with Screens), -1 when none. */
export function firstScreensSeat(ship: ShipSnapshot, from: number): number {
  for (let i = from; i < ship.seats.length; i++) {
    if (seatActsAsAny(ship, i, SCREENS_POSITIONS) && seatSkill(ship, i, "screens") !== null) return i;
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

/**
 * Why the ship in `slot` may not fire sand or point defense at boarding `b` now (ruling R73), undefined when it may:
 * not the ship boarded, boarders not crossing, or no reaction left. Validation refuses a command with it, and the query
 * offers no seat for it (boardingSeats).
 */
export function boardingClosed(slot: ShipSlot, b: Boarding): "notTargeted" | "notCrossing" | "noReactions" | undefined {
  if (b.defenderId !== slot.id) return "notTargeted";
  if (!boardersCrossing(b)) return "notCrossing";
  return reactionLeft(slot.st) ? undefined : "noReactions";
}

/**
 * The seats of the boarded ship able to fire sand or point defense at boarding `b` now: none while it is out of the
 * fight or boardingClosed says no, else reactionSeats.
 */
export function boardingSeats(ctx: Ctx, b: Boarding, kind: "fireSand" | "pointDefense"): readonly number[] {
  const slot = slotOf(ctx, b.defenderId);
  if (slot === undefined || slot.st.status !== "active" || boardingClosed(slot, b) !== undefined) return NO_SEATS;
  return reactionSeats(ctx, slot, kind);
}
