// The space combat damage chain (SRD Chapter 10 "Damage", "Special Weapon Rules"; rulings R1–R6, R19, R29–R32):
// armor → hits (Space Combat Damage) → one location roll per hit group → each hit applied in turn.
import { rollCrewHit, type CrewDamageColumn, type CrewHit } from "./crew-damage";
import { unnamedCrewId } from "./unnamed-crew";
import { pickIndex, rollDice, type DiceSource, type Rolling } from "./dice";
import { isSmallCraft } from "./hull";
import { checkInteger, MAX_DAMAGE, refuseInput } from "./input";
import { copyMount, copyPool, copyShip, copySystems } from "./layouts";
import { REFLEC_ARMOR_BONUS } from "./tables/ship";
import { SCREENS } from "./tables/weapons";
import {
  ARMOR_HIT_LOSS,
  DAMAGE_OVERFLOW,
  HIT_EFFECT_FIGURES,
  HIT_COLUMNS,
  HIT_LOCATION_TABLE,
  SPACE_COMBAT_DAMAGE,
  HIT_EFFECTS,
  type HitColumn,
  type HitEffectsRow,
  type HitCounts,
  type HitEffect,
  type TrackedLocation,
} from "./tables/damage";
import type {
  DamageTrack,
  HitLocation,
  MissileType,
  MountSnapshot,
  MountType,
  Pool,
  ShipSnapshot,
  ShipSystem,
  WeaponKind,
} from "./types";

export type { HitColumn, HitCounts, HitEffect };

/** SPACE_COMBAT_DAMAGE indexed by damage (1..the table's top), built once from the table. */
const HITS_BY_DAMAGE: readonly (Readonly<HitCounts> | undefined)[] = (() => {
  const out: (Readonly<HitCounts> | undefined)[] = [];
  const top = SPACE_COMBAT_DAMAGE[SPACE_COMBAT_DAMAGE.length - 1].max;
  for (let d = 0; d <= top; d++) out.push(SPACE_COMBAT_DAMAGE.find((r) => d >= r.min && d <= r.max)?.hits);
  return out;
})();

const NO_HITS: Readonly<HitCounts> = Object.freeze({ single: 0, double: 0, triple: 0 });

/** Hits inflicted by damage left after armor (Space Combat Damage table; rulings R1, R2); |damage| at most MAX_DAMAGE. */
export function damageToHits(damage: number): HitCounts {
  const row = hitsRow(damage);
  return { single: row.single, double: row.double, triple: row.triple };
}

/** damageToHits without the copy: the table's own row (read only) for damage the table lists. */
function hitsRow(damage: number): Readonly<HitCounts> {
  // one test refuses NaN, ±Infinity, words and damage beyond MAX_DAMAGE (Infinity gave Infinity hits)
  if (!(damage <= MAX_DAMAGE && damage >= -MAX_DAMAGE)) refuseDamage(damage);
  const d = Math.floor(damage);
  if (d <= 0) return NO_HITS;
  const row = d < HITS_BY_DAMAGE.length ? HITS_BY_DAMAGE[d] : undefined;
  if (row) return row;
  const top = SPACE_COMBAT_DAMAGE[SPACE_COMBAT_DAMAGE.length - 1].hits;
  const x = d - DAMAGE_OVERFLOW.above;
  return {
    single: top.single + Math.floor(x / DAMAGE_OVERFLOW.singlePer),
    double: top.double + Math.floor(x / DAMAGE_OVERFLOW.doublePer),
    triple: top.triple,
  };
}

function refuseDamage(damage: unknown): never {
  if (typeof damage !== "number" || !Number.isFinite(damage))
    refuseInput("notANumber", { name: "damage", value: damage });
  return refuseInput("outOfRange", { name: "damage", value: damage, min: -MAX_DAMAGE, max: MAX_DAMAGE });
}

/** The location a 2D6 roll hits on a column of the Space Combat Hit Location table. */
export function hitLocation(roll: number, column: HitColumn): HitLocation {
  // an own member only: the table's prototype would answer "toString" with a function
  if (!Object.hasOwn(HIT_LOCATION_TABLE, column))
    refuseInput("unknownValue", { name: "column", value: column, allowed: HIT_COLUMNS });
  return locationAt(roll, column);
}

/** hitLocation on a column the chain chose itself (always one of the table's): only the roll is checked. */
function locationAt(roll: number, column: HitColumn): HitLocation {
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) checkInteger("roll", roll, 2, 12);
  return columnRows(column)[roll - 2];
}

/** A column of the hit location table, read by name (a read by a key that varies is a slow one). */
function columnRows(column: HitColumn): readonly HitLocation[] {
  switch (column) {
    case "external":
      return HIT_LOCATION_TABLE.external;
    case "internal":
      return HIT_LOCATION_TABLE.internal;
    case "smallCraft":
      return HIT_LOCATION_TABLE.smallCraft;
  }
}

/**
 * A location's row of HIT_EFFECTS, read by name: the rules read the table with ever-changing locations, and a record
 * read by a changing string key is V8's slowest property lookup (see keys.ts).
 */
export function hitEffectsOf(location: TrackedLocation): HitEffectsRow {
  switch (location) {
    case "turret":
      return HIT_EFFECTS.turret;
    case "bay":
      return HIT_EFFECTS.bay;
    case "jDrive":
      return HIT_EFFECTS.jDrive;
    case "mDrive":
      return HIT_EFFECTS.mDrive;
    case "powerPlant":
      return HIT_EFFECTS.powerPlant;
    case "sensors":
      return HIT_EFFECTS.sensors;
    case "bridge":
      return HIT_EFFECTS.bridge;
    case "fuel":
      return HIT_EFFECTS.fuel;
    case "hold":
      return HIT_EFFECTS.hold;
  }
}

/** What struck the ship. `damage` is the weapon's damage roll after sand and screens, before armor. */
export interface DamageAttack {
  damage: number;
  /** "collision": ramming and collisions; "boarding": internal damage from an abstract boarding round */
  weapon: WeaponKind | "collision" | "boarding";
  /** missiles: the type (nuclear missiles carry a radiation hit) */
  missileType?: MissileType;
  /** screens triggered against this attack, by count of screens active */
  activeScreens?: { nuclearDamper?: number; mesonScreen?: number };
  /** read the Internal column and ignore armor (abstract boarding damage: ruling R31) */
  internal?: boolean;
  /** fixed hits instead of reading the damage table (abstract boarding's "one Single Hit") */
  hits?: HitCounts;
  label?: string;
}

export interface DamageOptions {
  /** ruling R26 (setting "crewDamageEach"): all-crew results roll each person's damage. Default false. */
  crewDamageEach?: boolean;
  /**
   * ruling R96 (setting "crewHitsUnnamed"): each unnamed crew seat (no crew member, not run by the computer) is one
   * more person a crew hit can strike, named by unnamedCrewId(seat). Default false: only the named crew.
   */
  crewHitsUnnamed?: boolean;
}

export type RedirectReason =
  /** R3: a Hull hit on a ship whose Hull is already 0 */
  | "hullBreached"
  /** R5: an Armor hit on a ship with no armor left */
  | "noArmor"
  /** R6: a Turret or Bay hit on a ship without turrets or bays */
  | "noMount"
  /** the location's track is already at its last step */
  | "subsequentHit";

export type CrewHitCause = "crew" | "bridge" | "powerPlant" | "radiation";

export type DamageEvent =
  | { type: "hitsDetermined"; damage: number; armor: number; armorIgnored: boolean; net: number; hits: HitCounts }
  | { type: "hitLocated"; group: number; hits: number; column: HitColumn; roll: number; location: HitLocation }
  | { type: "hitRedirected"; from: HitLocation; to: HitLocation; reason: RedirectReason; mountId?: string }
  | { type: "hullDamaged"; from: number; to: number }
  | { type: "hullBreached" }
  | { type: "structureDamaged"; from: number; to: number }
  | { type: "armorDamaged"; from: number; to: number }
  | { type: "systemDamaged"; system: ShipSystem; from: DamageTrack; to: DamageTrack; effect: HitEffect }
  | {
      type: "mountDamaged";
      mountId: string;
      mountType: MountType;
      from: DamageTrack;
      to: DamageTrack;
      effect: HitEffect;
    }
  | { type: "fuelLeak"; tonsPerHour: number }
  | { type: "fuelLost"; percent: number; tons: number; from: number; to: number }
  | { type: "cargoLost"; percent: number; tons: number; from: number; to: number }
  | ({ type: "crewHit"; cause: CrewHitCause } & CrewHit)
  | { type: "radiationHit"; weapon: DamageAttack["weapon"]; dm: number; blocked: boolean }
  /** "hullZero": added by the engagement engine when the world's R101 setting disables a ship whose Hull is gone */
  | { type: "shipDisabled"; cause: "powerPlant" | "hullZero" }
  | { type: "shipDestroyed" };

export type DamageEventType = DamageEvent["type"];

export interface DamageResult {
  ship: ShipSnapshot;
  events: DamageEvent[];
}

const LASERS: readonly string[] = ["pulseLaser", "beamLaser"];

/** Armor that counts against this attack: meson guns and internal damage ignore it; Reflec adds 3 against lasers. */
export function effectiveArmor(ship: ShipSnapshot, attack: Pick<DamageAttack, "weapon" | "internal">): number {
  const weapon = attack.weapon;
  return armorAgainst(ship, weapon, ignoresArmor(weapon, attack.internal));
}

/** Meson guns and internal damage ignore armor (and read the Internal column). */
function ignoresArmor(weapon: DamageAttack["weapon"], internal: boolean | undefined): boolean {
  return weapon === "mesonGun" || !!internal;
}

/** effectiveArmor from the attack's members. */
function armorAgainst(ship: ShipSnapshot, weapon: DamageAttack["weapon"], ignored: boolean): number {
  if (ignored) return 0;
  const reflec = ship.armorOptions?.reflec && LASERS.includes(weapon) ? REFLEC_ARMOR_BONUS : 0;
  return Math.max(0, ship.armor.value) + reflec;
}

/** Whether the attack carries a bonus radiation crew hit (Special Weapon Rules; Missile Types; Bay Weapons). */
export function hasRadiationHit(attack: Pick<DamageAttack, "weapon" | "missileType">): boolean {
  const weapon = attack.weapon;
  return weapon === "missile" ? attack.missileType === "nuclear" : beamRadiates(weapon);
}

/** The weapons other than missiles whose hits carry a radiation crew hit. */
function beamRadiates(weapon: DamageAttack["weapon"]): boolean {
  return weapon === "particleBeam" || weapon === "fusionGun" || weapon === "mesonGun";
}

/** The column a hit reads now (R3): small craft always Small Craft; meson / internal damage Internal; Hull 0 Internal. */
export function hitColumnFor(ship: ShipSnapshot, attack: Pick<DamageAttack, "weapon" | "internal">): HitColumn {
  return columnOf(ship, ignoresArmor(attack.weapon, attack.internal));
}

/** hitColumnFor from whether the attack ignores armor (meson guns and internal damage read the Internal column). */
function columnOf(ship: ShipSnapshot, internal: boolean): HitColumn {
  if (isSmallCraft(ship.tons)) return "smallCraft";
  return internal || ship.hull.value <= 0 ? "internal" : "external";
}

/**
 * One damage resolution under way: the snapshot being damaged, whether a hit changed it or the ship's status, and what
 * every roll needs. `ship` is the working copy the hits write to: `from` itself until the first write makes a shallow
 * copy, whose parts (a pool, the system tracks, the mount list and each mount) are copied the first time a hit changes
 * them. What no hit touches stays shared with `from`, which is never written to.
 */
interface Chain {
  ship: ShipSnapshot;
  from: ShipSnapshot;
  /** a hit wrote to the snapshot */
  changed: boolean;
  /** a hit destroyed or disabled the ship */
  status: boolean;
  dice: DiceSource;
  label: string | undefined;
  options: DamageOptions;
  /** the location roll of the hit group being applied */
  row: number;
  /** the mount the hit group struck: one random pick per group and mount type (ruling R30) */
  turret: number | undefined;
  bay: number | undefined;
}

/** The chain's own copy of the snapshot, made on the first write. */
function own(c: Chain): ShipSnapshot {
  if (c.ship === c.from) c.ship = copyShip(c.from);
  c.changed = true;
  return c.ship;
}

/** The chain's own copy of a pool, made on the first write (each pool read by name: a read by key is a slow one). */
function ownPool(c: Chain, key: "hull" | "structure" | "armor" | "fuel" | "cargo"): Pool {
  const ship = own(c);
  const from = c.from;
  switch (key) {
    case "hull":
      return ship.hull === from.hull ? (ship.hull = copyPool(from.hull)) : ship.hull;
    case "structure":
      return ship.structure === from.structure ? (ship.structure = copyPool(from.structure)) : ship.structure;
    case "armor":
      return ship.armor === from.armor ? (ship.armor = copyPool(from.armor)) : ship.armor;
    case "fuel":
      return ship.fuel === from.fuel ? (ship.fuel = copyPool(from.fuel)) : ship.fuel;
    case "cargo":
      return ship.cargo === from.cargo ? (ship.cargo = copyPool(from.cargo)) : ship.cargo;
  }
}

function ownSystems(c: Chain): ShipSnapshot["systems"] {
  const ship = own(c);
  let x = ship.systems;
  if (x === c.from.systems) x = ship.systems = copySystems(x);
  return x;
}

function ownMount(c: Chain, index: number): MountSnapshot {
  const ship = own(c);
  if (ship.mounts === c.from.mounts) ship.mounts = c.from.mounts.slice();
  let m = ship.mounts[index];
  if (m === c.from.mounts[index]) m = ship.mounts[index] = copyMount(m);
  return m;
}

/** A system's track step, read by name (a read by a key that varies is a slow one). */
function trackOf(x: Readonly<Record<ShipSystem, DamageTrack>>, system: ShipSystem): DamageTrack {
  switch (system) {
    case "sensors":
      return x.sensors;
    case "mDrive":
      return x.mDrive;
    case "jDrive":
      return x.jDrive;
    case "powerPlant":
      return x.powerPlant;
    case "bridge":
      return x.bridge;
    case "fuel":
      return x.fuel;
    case "hold":
      return x.hold;
  }
}

/** Set a system's track step, by name (as trackOf reads it). */
function setTrack(x: Record<ShipSystem, DamageTrack>, system: ShipSystem, to: DamageTrack): void {
  switch (system) {
    case "sensors":
      x.sensors = to;
      return;
    case "mDrive":
      x.mDrive = to;
      return;
    case "jDrive":
      x.jDrive = to;
      return;
    case "powerPlant":
      x.powerPlant = to;
      return;
    case "bridge":
      x.bridge = to;
      return;
    case "fuel":
      x.fuel = to;
      return;
    case "hold":
      x.hold = to;
      return;
  }
}

function isDestroyed(ship: ShipSnapshot): boolean {
  return ship.structure.value <= 0;
}

function crewIds(ship: ShipSnapshot, unnamed: boolean): string[] {
  const ids: string[] = new Array<string>(ship.crew.length);
  for (let i = 0; i < ids.length; i++) ids[i] = ship.crew[i].id;
  if (unnamed)
    for (let i = 0; i < ship.seats.length; i++)
      if (ship.seats[i].crewId === undefined && !ship.seats[i].automated) ids.push(unnamedCrewId(i));
  return ids;
}

/** Roll a crew hit; its event is built only when events are kept. */
function crewHit(
  c: Chain,
  column: CrewDamageColumn,
  cause: CrewHitCause,
  events: DamageEvent[] | undefined,
  dm = 0,
): void {
  const hit = rollCrewHit(c.dice, column, crewIds(c.ship, c.options.crewHitsUnnamed === true), {
    dm,
    rollEach: c.options.crewDamageEach,
    label: c.label,
  });
  if (events) events.push({ type: "crewHit", cause, ...hit });
}

function percentLoss(
  dice: DiceSource,
  pool: { value: number },
  kind: "fuelLost" | "cargoLost",
  label?: string,
): DamageEvent {
  const pips = rollDice(dice, HIT_EFFECT_FIGURES.percentLossDice, "percent", label);
  const percent = pips * HIT_EFFECT_FIGURES.percentPerPip;
  const from = pool.value;
  // ruling R32: a percentage of what is left, to the hundredth of a ton
  const tons = Math.min(from, Math.round(from * percent) / 100);
  pool.value = Math.max(0, Math.round((from - tons) * 100) / 100);
  return { type: kind, percent, tons, from, to: pool.value };
}

function allLost(pool: { value: number }, kind: "fuelLost" | "cargoLost"): DamageEvent {
  const from = pool.value;
  pool.value = 0;
  return { type: kind, percent: 100, tons: from, from, to: 0 };
}

/** The extra things a system's new track step does (crew hits, leaks, losses, disabling). */
function systemSideEffects(c: Chain, system: ShipSystem, step: DamageTrack, events: DamageEvent[] | undefined): void {
  // (what rolls dice or changes a pool is done first, reported after: a quiet chain rolls the same dice)
  if (system === "bridge" && step === 1) crewHit(c, "normal", "bridge", events);
  if (system === "powerPlant" && step === 2) crewHit(c, "radiation", "powerPlant", events);
  if (system === "powerPlant" && step === 3) {
    c.status = true;
    events?.push({ type: "shipDisabled", cause: "powerPlant" });
  }
  if (system === "fuel") {
    if (step === 1)
      push(events, {
        type: "fuelLeak",
        tonsPerHour: rollDice(c.dice, HIT_EFFECT_FIGURES.fuelLeakDicePerHour, "damage", c.label),
      });
    if (step === 2) push(events, percentLoss(c.dice, ownPool(c, "fuel"), "fuelLost", c.label));
    if (step === 3) push(events, allLost(ownPool(c, "fuel"), "fuelLost"));
  }
  if (system === "hold") {
    if (step === 1 || step === 2) push(events, percentLoss(c.dice, ownPool(c, "cargo"), "cargoLost", c.label));
    if (step === 3) push(events, allLost(ownPool(c, "cargo"), "cargoLost"));
  }
}

/** Report an event already made (its dice rolled, its changes made) when events are kept. */
function push(events: DamageEvent[] | undefined, e: DamageEvent): void {
  if (events) events.push(e);
}

function redirected(from: HitLocation, to: HitLocation, reason: RedirectReason, mountId?: string): DamageEvent {
  return mountId === undefined
    ? { type: "hitRedirected", from, to, reason }
    : { type: "hitRedirected", from, to, reason, mountId };
}

/** Apply one hit to a location of the chain's snapshot, following redirects. */
function applyHit(c: Chain, first: HitLocation, events: DamageEvent[] | undefined): void {
  const ship = c.ship;
  let location = first;
  for (;;) {
    switch (location) {
      case "hull": {
        if (ship.hull.value > 0) {
          const hull = ownPool(c, "hull");
          const from = hull.value;
          hull.value = from - 1;
          events?.push({ type: "hullDamaged", from, to: hull.value });
          if (hull.value === 0) events?.push({ type: "hullBreached" });
          return;
        }
        const to = isSmallCraft(ship.tons) ? "structure" : locationAt(c.row, "internal");
        events?.push(redirected(location, to, "hullBreached"));
        location = to;
        continue;
      }
      case "structure": {
        const structure = ownPool(c, "structure");
        const from = structure.value;
        structure.value = Math.max(0, from - 1);
        events?.push({ type: "structureDamaged", from, to: structure.value });
        if (structure.value === 0) {
          c.status = true;
          events?.push({ type: "shipDestroyed" });
        }
        return;
      }
      case "armor": {
        if (ship.armor.value > 0) {
          const armor = ownPool(c, "armor");
          const from = armor.value;
          armor.value = Math.max(0, from - ARMOR_HIT_LOSS);
          events?.push({ type: "armorDamaged", from, to: armor.value });
          return;
        }
        events?.push(redirected(location, "hull", "noArmor"));
        location = "hull";
        continue;
      }
      case "turret":
      case "bay": {
        const type: MountType = location;
        const mounts = ship.mounts;
        let count = 0;
        for (let i = 0; i < mounts.length; i++) if (mounts[i].type === type) count++;
        if (count === 0) {
          const to = hitEffectsOf(type).subsequent;
          events?.push(redirected(location, to, "noMount"));
          location = to;
          continue;
        }
        // (each member read by name: a read by a key that varies is a slow one)
        let picked = type === "turret" ? c.turret : c.bay;
        if (picked === undefined) {
          picked = pickIndex(c.dice, count, type === "turret" ? "random turret" : "random bay");
          if (type === "turret") c.turret = picked;
          else c.bay = picked;
        }
        // the picked-th mount of this type (the last one when fewer are left than were counted at the pick)
        let k = Math.min(picked, count - 1);
        let index = 0;
        for (; index < mounts.length; index++) if (mounts[index].type === type && k-- === 0) break;
        const current = mounts[index];
        if (current.damage >= 3) {
          const to = hitEffectsOf(type).subsequent;
          events?.push(redirected(location, to, "subsequentHit", current.id));
          location = to;
          continue;
        }
        const mount = ownMount(c, index);
        const from = mount.damage;
        const to = (from + 1) as DamageTrack;
        mount.damage = to;
        events?.push({
          type: "mountDamaged",
          mountId: mount.id,
          mountType: type,
          from,
          to,
          effect: hitEffectsOf(type).steps[to - 1],
        });
        return;
      }
      case "crew": {
        crewHit(c, "normal", "crew", events);
        return;
      }
      default: {
        const system: ShipSystem = location;
        const from = trackOf(ship.systems, system);
        if (from >= 3) {
          const to = hitEffectsOf(system).subsequent;
          events?.push(redirected(location, to, "subsequentHit"));
          location = to;
          continue;
        }
        const to = (from + 1) as DamageTrack;
        setTrack(ownSystems(c), system, to);
        events?.push({ type: "systemDamaged", system, from, to, effect: hitEffectsOf(system).steps[to - 1] });
        systemSideEffects(c, system, to, events);
        return;
      }
    }
  }
}

/**
 * Resolve one attack's damage on a ship. Pure: the input snapshot is never changed; the result holds a new
 * snapshot and the events in the order they happened. Same dice, same result.
 *
 * Order: armor (meson and internal damage ignore it; Reflec vs lasers) → hits from the damage table →
 * hit groups largest first (ruling R30), one 2D6 location roll per group (R4) on the column that applies at
 * that moment (R3) → each hit applied in turn with its redirects → the weapon's bonus radiation crew hit
 * (R19; ruling R29: it lands even if armor stops all damage). Hits left when the ship breaks up are lost.
 * A ship already destroyed takes nothing more. The new snapshot shares every part no hit changed with the input
 * (copy on write), and is the input itself when nothing changed: treat snapshots as immutable, as the engine does.
 */
export function resolveDamage(
  ship: ShipSnapshot,
  attack: DamageAttack,
  options: DamageOptions = {},
): Rolling<DamageResult> {
  return (dice) => rollDamage(dice, ship, attack, options);
}

/** Inside a procedure: one attack's damage rolled from `dice` (see resolveDamage). */
export function rollDamage(
  dice: DiceSource,
  ship: ShipSnapshot,
  attack: DamageAttack,
  options: DamageOptions = {},
): DamageResult {
  const events: DamageEvent[] = [];
  return { ship: rollDamageInto(dice, ship, attack, options, events, undefined), events };
}

/** What a damage roll did besides the new snapshot, for callers that keep no events (rollDamageInto). */
export interface DamageTally {
  /** damage left after armor (0 when the ship was already destroyed) */
  net: number;
  /** a hit changed the snapshot (with a run, the one returned may be the input, written in place) */
  changed: boolean;
  /** a hit destroyed or disabled the ship */
  status: boolean;
}

/**
 * Damage rolled on one ship several times in a row (the hits of one attack) with one working copy of its snapshot:
 * `ship` is the copy the rolls so far made of `from` (or `from` itself when they changed nothing; a roll that neither
 * hits nor carries radiation leaves the run as it was). A roll given the run's `ship` writes to it in place instead of
 * copying it again. Whoever lets anything else see that snapshot in
 * between (its effects computed, a check made on its ship) calls `seal`: the next roll copies it anew.
 */
export class DamageRun {
  ship: ShipSnapshot | undefined = undefined;
  from: ShipSnapshot | undefined = undefined;

  /** The run's snapshot is seen: no roll may write to it any more. */
  seal(): void {
    this.from = this.ship;
  }
}

/**
 * rollDamage's chain, its events appended to `events` when given and not even built when not (the engine's simulations
 * read none); `tally`, when given, gets the net damage and whether the snapshot and the ship's status changed. Same
 * dice either way. With a `run` whose snapshot is `ship`, that snapshot is written in place (see DamageRun).
 */
export function rollDamageInto(
  dice: DiceSource,
  ship: ShipSnapshot,
  attack: DamageAttack,
  options: DamageOptions,
  events: DamageEvent[] | undefined,
  tally: DamageTally | undefined,
  run?: DamageRun,
): ShipSnapshot {
  if (tally) {
    tally.net = 0;
    tally.changed = false;
    tally.status = false;
  }
  if (isDestroyed(ship)) return ship;
  // the attack's members read once (attacks come in several layouts: each read of one is a slower one)
  const weapon = attack.weapon;
  const damage = attack.damage;
  const given = attack.hits;
  const label = attack.label;
  const armorBefore = Math.max(0, ship.armor.value);
  const armorIgnored = ignoresArmor(weapon, attack.internal);
  const armor = armorAgainst(ship, weapon, armorIgnored);
  const net = Math.floor(damage) - armor;
  const hits = given ?? hitsRow(net);
  if (tally) tally.net = net;
  events?.push({
    type: "hitsDetermined",
    damage,
    armor,
    armorIgnored,
    net,
    hits: given ? { ...given } : { single: hits.single, double: hits.double, triple: hits.triple },
  });

  // hit groups largest first (R30): the triples, then the doubles, then the singles
  const triples = Math.max(0, hits.triple);
  const doubles = Math.max(0, hits.double);
  const groups = triples + doubles + Math.max(0, hits.single);
  const radiation = weapon === "missile" ? attack.missileType === "nuclear" : beamRadiates(weapon);
  // no hit and no radiation: nothing rolled, nothing changed (a run keeps its copy as it was)
  if (groups === 0 && !radiation) return ship;
  const c: Chain = {
    ship,
    // the run's own copy: what it shares with the snapshot it was copied from is still copied on write
    from: run !== undefined && run.ship === ship ? run.from! : ship,
    changed: false,
    status: false,
    dice,
    label,
    options,
    row: 0,
    turret: undefined,
    bay: undefined,
  };
  for (let g = 0; g < groups && !isDestroyed(c.ship); g++) {
    const size = g < triples ? 3 : g < triples + doubles ? 2 : 1;
    const column = columnOf(c.ship, armorIgnored);
    const r = rollDice(dice, 2, "location", label);
    const location = locationAt(r, column);
    events?.push({ type: "hitLocated", group: g + 1, hits: size, column, roll: r, location });
    c.row = r;
    c.turret = undefined;
    c.bay = undefined;
    for (let i = 0; i < size && !isDestroyed(c.ship); i++) applyHit(c, location, events);
  }

  if (radiation) {
    const screens = attack.activeScreens ?? {};
    if (weapon === "missile" && (screens.nuclearDamper ?? 0) > 0) {
      events?.push({ type: "radiationHit", weapon, dm: 0, blocked: true });
    } else {
      const raw =
        weapon === "mesonGun"
          ? SCREENS.mesonScreen.radiationDMPerScreen * Math.max(0, screens.mesonScreen ?? 0)
          : -armorBefore;
      const dm = raw === 0 ? 0 : raw; // never −0
      events?.push({ type: "radiationHit", weapon, dm, blocked: false });
      crewHit(c, "radiation", "radiation", events, dm);
    }
  }
  if (tally) {
    tally.changed = c.changed;
    tally.status = c.status;
  }
  if (run) {
    run.ship = c.ship;
    run.from = c.from;
  }
  // nothing written: the input snapshot itself
  return c.ship;
}
