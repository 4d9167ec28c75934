// The weapons of an attack: which mount and weapons fire, what is spent, magazines, damage dice, and the
// computer's share of fire control (SRD Chapter 10 "Attack"; Turret and Bay Weapons tables; ruling R9).
import { copyAmmo, copyShip } from "../layouts";
import { attackDifficulty } from "../ranges";
import { MISSILE_FIGURES } from "../tables/missiles";
import { fireControlWeapons } from "../software";
import { BAY_WEAPONS, TURRET_WEAPONS } from "../tables/weapons";
import { weaponIndex } from "../keys";
import {
  WEAPON_KINDS,
  type MissileType,
  type MountSnapshot,
  type RangeBand,
  type ShipSnapshot,
  type WeaponKind,
  type WeaponSnapshot,
} from "../types";
import { combatIn, type Ctx, optionsOf, shipIn, type ShipSlot } from "./context";
import { isLonePilot, rangeBetween } from "./state";

const LASERS: readonly WeaponKind[] = ["pulseLaser", "beamLaser"];

export function isLaser(kind: WeaponKind): boolean {
  return LASERS.includes(kind);
}

/** Missile racks and sandcasters are loaded weapons (Reload Weapons System). */
export function isLoaded(kind: WeaponKind): boolean {
  return kind === "missile" || kind === "sandcaster";
}

/** D6 of ship-scale damage of a beam weapon in a mount of this type (Turret / Bay Weapons tables; R9). */
export function weaponDamageDice(kind: WeaponKind, mountType: MountSnapshot["type"]): number {
  const i = weaponIndex(kind);
  if (i < 0) return 0;
  return (mountType === "bay" ? BAY_DAMAGE_DICE : TURRET_DAMAGE_DICE)[i];
}

/** A mount type's row of a weapon, else the other type's (a bay weapon in a turret, R9); 0 for loaded weapons. */
function damageDiceOf(kind: WeaponKind, mountType: MountSnapshot["type"]): number {
  if (kind === "missile" || kind === "sandcaster") return 0;
  const turrets = TURRET_WEAPONS as Record<string, { damageDice: number | null } | undefined>;
  const bays = BAY_WEAPONS as Record<string, { damageDice: number | null } | undefined>;
  const row = mountType === "bay" ? (bays[kind] ?? turrets[kind]) : (turrets[kind] ?? bays[kind]);
  return row?.damageDice ?? 0;
}

// every beam that hits asks this: the tables read once, laid out by weapon kind (see keys.ts)
const TURRET_DAMAGE_DICE: readonly number[] = WEAPON_KINDS.map((k) => damageDiceOf(k, "turret"));
const BAY_DAMAGE_DICE: readonly number[] = WEAPON_KINDS.map((k) => damageDiceOf(k, "bay"));

/** Missiles one weapon launches: a turret rack one, a bay missile bank a flight of twelve. */
export function missilesPerLaunch(mountType: MountSnapshot["type"]): number {
  return mountType === "bay" ? MISSILE_FIGURES.bankFlight : 1;
}

export function missileTypeOf(w: WeaponSnapshot): MissileType {
  return w.missileType ?? "standard";
}

export function isSpent(ctx: Ctx, shipId: string, weaponId: string): boolean {
  if (optionsOf(ctx).reloading !== "manual") return false;
  const spent = combatIn(ctx, shipId).spentWeapons;
  return spent !== undefined && spent.includes(weaponId);
}

export function markSpent(ctx: Ctx, shipId: string, weaponId: string): void {
  if (optionsOf(ctx).reloading !== "manual") return;
  const st = combatIn(ctx, shipId);
  (st.spentWeapons ??= []).push(weaponId);
}

/** A copy of the ship with its magazine changed (snapshots are never mutated). */
export function withAmmo(
  ship: ShipSnapshot,
  missiles: Partial<Record<MissileType, number>>,
  sand: number,
): ShipSnapshot {
  const ammo = copyAmmo(ship.ammo, ship.ammo.missiles, ship.ammo.sand - sand);
  for (const k in missiles) ammo.missiles[k as MissileType] -= missiles[k as MissileType] ?? 0;
  const copy = copyShip(ship);
  copy.ammo = ammo;
  return copy;
}

/** The mount an attack command fires: the command's, else the seat's. */
export function attackMount(ship: ShipSnapshot, seat: number, mountId?: string): MountSnapshot | undefined {
  const i = attackMountIndex(ship, seat, mountId);
  return i < 0 ? undefined : ship.mounts[i];
}

/** The index of that mount in `ship.mounts` (its effects sit at the same index), or -1. */
export function attackMountIndex(ship: ShipSnapshot, seat: number, mountId?: string): number {
  // a small craft's lone pilot mans its only turret (R86)
  const id = mountId ?? (ship.seats[seat]?.mountId || (isLonePilot(ship, seat) ? ship.mounts[0]?.id : undefined));
  const mounts = ship.mounts;
  for (let i = 0; i < mounts.length; i++) if (mounts[i].id === id) return i;
  return -1;
}

/**
 * The weapons an attack fires: the listed ones, else every one that can fire at this range and is ready (then maybe
 * the mount's own list: read only).
 */
export function attackWeapons(
  ctx: Ctx,
  slot: ShipSlot,
  mount: MountSnapshot,
  range: ReturnType<typeof rangeBetween>,
  ids?: readonly string[],
): readonly WeaponSnapshot[] {
  if (ids) return ids.map((id) => mount.weapons.find((w) => w.id === id)).filter((w): w is WeaponSnapshot => !!w);
  const ship = slot.ship;
  const weapons = mount.weapons;
  const spent = optionsOf(ctx).reloading === "manual" ? slot.st.spentWeapons : undefined;
  // the usual case, every weapon ready and all fired: the mount's own list (callers only read it)
  if (allReady(ship, mount, range, spent)) return weapons;
  // ready (in range, not spent), and loaded weapons only while the magazine lasts; sand only when nothing else fires
  // (the lists are made only when something fires: a mount whose weapons are all spent makes none)
  let left: Record<MissileType, number> | undefined;
  let sand = ship.ammo.sand;
  let others: WeaponSnapshot[] | undefined;
  let casters: WeaponSnapshot[] | undefined;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    if (attackDifficulty(w.kind, range) === null || (spent !== undefined && spent.includes(w.id))) continue;
    if (w.kind === "missile") {
      const t = missileTypeOf(w);
      left ??= { ...ship.ammo.missiles };
      if (left[t] < missilesPerLaunch(mount.type)) continue;
      left[t] -= missilesPerLaunch(mount.type);
    } else if (w.kind === "sandcaster") {
      if (sand-- > 0) (casters ??= []).push(w);
      continue;
    }
    (others ??= []).push(w);
  }
  return others ?? casters ?? NONE;
}

const NONE: readonly WeaponSnapshot[] = Object.freeze([]);

/**
 * Whether attackWeapons would fire every weapon of the mount, in its order: each in range and not spent, the magazine
 * holding enough for all its racks (of one missile type) and sandcasters, and no sandcaster beside other weapons
 * (sand is fired only when nothing else is).
 */
function allReady(ship: ShipSnapshot, mount: MountSnapshot, range: RangeBand, spent: readonly string[] | undefined) {
  const weapons = mount.weapons;
  let kind: WeaponKind | undefined;
  let sand = 0;
  let racks = 0;
  let missileType: MissileType | undefined;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    // (the difficulty asked again only when the kind changes: a mount's weapons are mostly of one kind)
    if (w.kind !== kind) {
      kind = w.kind;
      if (attackDifficulty(kind, range) === null) return false;
    }
    if (spent !== undefined && spent.includes(w.id)) return false;
    if (kind === "sandcaster") sand++;
    else if (kind === "missile") {
      const t = missileTypeOf(w);
      if (missileType !== undefined && t !== missileType) return false;
      missileType = t;
      racks++;
    }
  }
  if (sand > 0 && (sand !== weapons.length || sand > ship.ammo.sand)) return false;
  return missileType === undefined || ship.ammo.missiles[missileType] >= racks * missilesPerLaunch(mount.type);
}

/** The ship's mount of this id (a loop, not `find` with a new closure: the simulation asks this for every attack). */
export function mountById(ship: ShipSnapshot, id: string | undefined): MountSnapshot | undefined {
  const mounts = ship.mounts;
  for (let i = 0; i < mounts.length; i++) if (mounts[i].id === id) return mounts[i];
  return undefined;
}

/** Fire Control slots left this turn (a weapon fired by the computer or a DM+1 aid each take one). */
export function fireControlLeft(ctx: Ctx, shipId: string): number {
  return fireControlWeapons(shipIn(ctx, shipId)) - (combatIn(ctx, shipId).fireControlUsed ?? 0);
}
