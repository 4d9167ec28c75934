// One hit applied to a ship's snapshot, with its redirects and side effects (SRD Chapter 10 "Damage",
// "Special Weapon Rules"; rulings R3–R6, R19, R29–R32), on a copy-on-write working copy (Chain).
import { rollCrewHit, type CrewDamageColumn } from "./crew-damage";
import { unnamedCrewId } from "./unnamed-crew";
import { pickIndex, rollDice, type DiceSource } from "./dice";
import { isSmallCraft } from "./hull";
import { copyMount, copyPool, copyShip, copySystems } from "./layouts";
import { ARMOR_HIT_LOSS, HIT_EFFECT_FIGURES } from "./tables/damage";
import type { DamageTrack, HitLocation, MountSnapshot, MountType, Pool, ShipSnapshot, ShipSystem } from "./types";
import { locationAt, hitEffectsOf } from "./damage-lookups";
import { DamageOptions, RedirectReason, CrewHitCause, DamageEvent } from "./damage-types";

/**
 * One damage resolution under way: the snapshot being damaged, whether a hit changed it or the ship's status, and what
 * every roll needs. `ship` is the working copy the hits write to: `from` itself until the first write makes a shallow
 * copy, whose parts (a pool, the system tracks, the mount list and each mount) are copied the first time a hit changes
 * them. What no hit touches stays shared with `from`, which is never written to.
 */
export interface Chain {
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

export function isDestroyed(ship: ShipSnapshot): boolean {
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
export function crewHit(
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
export function applyHit(c: Chain, first: HitLocation, events: DamageEvent[] | undefined): void {
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
