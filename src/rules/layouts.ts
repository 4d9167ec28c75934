// Copies of snapshots and their parts, each kind built by one object literal with its members in one order.
//
// V8 gives every object a hidden class ("map") from the order its members were added, and keeps a property read
// fast while that spot in the code sees at most four maps. A spread (`{ ...ship, ammo }`) builds its copy member by
// member and, with a member replaced or a part of another layout stored, gives the copy a new map: a simulation made
// seven ship maps out of one this way, and every read of a ship, a pool or a mount went through V8's slow generic
// lookup. The engine copies snapshots with these functions instead. Every member of the types is listed (optional
// ones as undefined when absent: JSON and deep equality are unchanged); test/rules/layouts.test.ts fails when a
// member is added to a type and not here.
import type {
  CrewSnapshot,
  DamageTrack,
  MountSnapshot,
  Pool,
  Seat,
  ShipSnapshot,
  ShipSystem,
  WeaponSnapshot,
} from "./types";

/** A shallow copy of the ship (its parts shared). */
export function copyShip(s: ShipSnapshot): ShipSnapshot {
  return {
    id: s.id,
    name: s.name,
    tons: s.tons,
    hull: s.hull,
    structure: s.structure,
    armor: s.armor,
    thrust: s.thrust,
    jump: s.jump,
    sensors: s.sensors,
    software: s.software,
    screens: s.screens,
    ammo: s.ammo,
    fuel: s.fuel,
    cargo: s.cargo,
    systems: s.systems,
    armorOptions: s.armorOptions,
    mounts: s.mounts,
    seats: s.seats,
    crew: s.crew,
    craft: s.craft,
  };
}

export function copyPool(p: Pool): Pool {
  return { value: p.value, max: p.max };
}

export function copySystems(x: Record<ShipSystem, DamageTrack>): Record<ShipSystem, DamageTrack> {
  return {
    sensors: x.sensors,
    mDrive: x.mDrive,
    jDrive: x.jDrive,
    powerPlant: x.powerPlant,
    bridge: x.bridge,
    fuel: x.fuel,
    hold: x.hold,
  };
}

/** A copy of the mount (its weapon list shared). */
export function copyMount(m: MountSnapshot): MountSnapshot {
  return { id: m.id, type: m.type, name: m.name, damage: m.damage, weapons: m.weapons };
}

export function copyAmmo(
  a: ShipSnapshot["ammo"],
  missiles: ShipSnapshot["ammo"]["missiles"] = a.missiles,
  sand = a.sand,
): ShipSnapshot["ammo"] {
  return { missiles: { standard: missiles.standard, smart: missiles.smart, nuclear: missiles.nuclear }, sand };
}

export function copySeat(s: Seat): Seat {
  return { position: s.position, crewId: s.crewId, npcSkill: s.npcSkill, automated: s.automated, mountId: s.mountId };
}

function copyWeapon(w: WeaponSnapshot): WeaponSnapshot {
  return { id: w.id, kind: w.kind, missileType: w.missileType, name: w.name };
}

function copyCrew(c: CrewSnapshot): CrewSnapshot {
  return { id: c.id, name: c.name, skills: c.skills, characteristics: c.characteristics };
}

/** A copy of the ship with every part in its layout too (pools, tracks, mounts, weapons, seats, crew): once per fight. */
export function uniformShip(s: ShipSnapshot): ShipSnapshot {
  const c = copyShip(s);
  const sw = s.software;
  const o = s.armorOptions;
  c.hull = copyPool(s.hull);
  c.structure = copyPool(s.structure);
  c.armor = copyPool(s.armor);
  c.sensors = { grade: s.sensors.grade, dm: s.sensors.dm };
  c.software = {
    fireControl: sw.fireControl,
    autoRepair: sw.autoRepair,
    evade: sw.evade,
    intellect: sw.intellect,
    expertPilot: sw.expertPilot,
    expertEngineer: sw.expertEngineer,
    repairDrones: sw.repairDrones,
  };
  c.screens = { nuclearDamper: s.screens.nuclearDamper, mesonScreen: s.screens.mesonScreen };
  c.ammo = copyAmmo(s.ammo);
  c.fuel = copyPool(s.fuel);
  c.cargo = copyPool(s.cargo);
  c.systems = copySystems(s.systems);
  c.armorOptions = o && { reflec: o.reflec, stealth: o.stealth, selfSealing: o.selfSealing };
  c.mounts = s.mounts.map((m) => ({
    id: m.id,
    type: m.type,
    name: m.name,
    damage: m.damage,
    weapons: m.weapons.map(copyWeapon),
  }));
  c.seats = s.seats.map(copySeat);
  c.crew = s.crew.map(copyCrew);
  // (the craft aboard are shared: the engine reads them only when one is launched or recovered)
  return c;
}
