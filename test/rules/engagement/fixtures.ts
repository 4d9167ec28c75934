// SRD ships (Chapter 9 "Common Vessels" figures) as rules snapshots, with crews for the engagement tests.
import type {
  CrewSnapshot,
  MountSnapshot,
  Seat,
  ShipSnapshot,
  WeaponKind,
  MissileType,
} from "../../../src/rules/types";
import { createEngagement, type EngagementSetup, type EngagementState } from "../../../src/rules/engagement/state";

function triple(id: string, kind: WeaponKind, missileType?: MissileType): MountSnapshot {
  return {
    id,
    type: "turret",
    damage: 0,
    weapons: [1, 2, 3].map((n) => (missileType ? { id: `${id}-${n}`, kind, missileType } : { id: `${id}-${n}`, kind })),
  };
}

function person(
  id: string,
  skills: CrewSnapshot["skills"],
  characteristics: CrewSnapshot["characteristics"] = {},
): CrewSnapshot {
  return { id, name: id, skills, characteristics };
}

interface Base {
  id: string;
  name: string;
  tons: number;
  hull: number;
  structure: number;
  armor: number;
  thrust: number;
  jump: number;
  sensors: ShipSnapshot["sensors"];
  mounts: MountSnapshot[];
  seats: Seat[];
  crew: CrewSnapshot[];
  ammo?: Partial<ShipSnapshot["ammo"]["missiles"]>;
  sand?: number;
  fuel: number;
  cargo: number;
}

function ship(b: Base): ShipSnapshot {
  return {
    id: b.id,
    name: b.name,
    tons: b.tons,
    hull: { value: b.hull, max: b.hull },
    structure: { value: b.structure, max: b.structure },
    armor: { value: b.armor, max: b.armor },
    thrust: b.thrust,
    jump: b.jump,
    sensors: b.sensors,
    software: {
      fireControl: 0,
      autoRepair: 0,
      evade: 0,
      intellect: false,
      expertPilot: 0,
      expertEngineer: 0,
      repairDrones: false,
    },
    screens: { nuclearDamper: 0, mesonScreen: 0 },
    ammo: { missiles: { standard: 0, smart: 0, nuclear: 0, ...b.ammo }, sand: b.sand ?? 0 },
    fuel: { value: b.fuel, max: b.fuel },
    cargo: { value: b.cargo, max: b.cargo },
    systems: { sensors: 0, mDrive: 0, jDrive: 0, powerPlant: 0, bridge: 0, fuel: 0, hold: 0 },
    mounts: b.mounts,
    seats: b.seats,
    crew: b.crew,
  };
}

/** TL11 Patrol Frigate: 300 tons, 6 Hull, 6 Structure, Thrust 4, Jump-2, Advanced sensors (DM+1), Crystaliron 8,
 *  two triple missile turrets (120 smart missiles) and one triple beam laser turret, stealth coating. */
export function patrolFrigate(id = "frigate"): ShipSnapshot {
  const s = ship({
    id,
    name: "Patrol Frigate",
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 8,
    thrust: 4,
    jump: 2,
    sensors: { grade: "advanced", dm: 1 },
    mounts: [triple("m1", "missile", "smart"), triple("m2", "missile", "smart"), triple("b1", "beamLaser")],
    ammo: { smart: 120 },
    fuel: 84,
    cargo: 23,
    seats: [
      { position: "captain", crewId: "cpt" },
      { position: "pilot", crewId: "pil" },
      { position: "navigator", crewId: "nav" },
      { position: "driveEngineer", crewId: "eng", mountId: "jDrive" },
      { position: "turretGunner", crewId: "g1", mountId: "m1" },
      { position: "turretGunner", crewId: "g2", mountId: "m2" },
      { position: "turretGunner", crewId: "g3", mountId: "b1" },
      { position: "sensorsOperator", crewId: "sen" },
      { position: "damageControl", crewId: "eng2" },
      { position: "chiefSecurityOfficer", crewId: "cso" },
    ],
    crew: [
      person("cpt", { tactics: 2, leadership: 2, screens: 0 }, { int: 9, soc: 9 }),
      person("pil", { piloting: 2 }, { dex: 9 }),
      person("nav", { navigation: 1 }, { edu: 8 }),
      person("eng", { engineering: 1, mechanics: 1 }, { edu: 8 }),
      person("g1", { turretWeapons: 1 }, { dex: 8 }),
      person("g2", { turretWeapons: 1 }, { dex: 8 }),
      person("g3", { turretWeapons: 2 }, { dex: 9 }),
      person("sen", { comms: 1 }, { int: 8, edu: 8 }),
      person("eng2", { mechanics: 2 }, { edu: 9 }),
      person("cso", { tactics: 1 }, { int: 8 }),
    ],
  });
  return { ...s, armorOptions: { stealth: true } };
}

/** TL9 Raider: 600 tons, 6 Hull, 6 Structure (as Common Vessels gives it), Thrust 4, Jump-1, Basic Civilian sensors
 *  (DM−2), Titanium Steel 8, six triple beam laser turrets. */
export function raider(id = "raider"): ShipSnapshot {
  const gunners: Seat[] = [1, 2, 3, 4, 5, 6].map((n) => ({
    position: "turretGunner",
    crewId: `g${n}`,
    mountId: `b${n}`,
  }));
  return ship({
    id,
    name: "Raider",
    tons: 600,
    hull: 6,
    structure: 6,
    armor: 8,
    thrust: 4,
    jump: 1,
    sensors: { grade: "common", dm: -2 },
    mounts: [1, 2, 3, 4, 5, 6].map((n) => triple(`b${n}`, "beamLaser")),
    fuel: 108,
    cargo: 125,
    seats: [
      { position: "captain", crewId: "cpt" },
      { position: "pilot", crewId: "pil" },
      { position: "navigator", crewId: "nav" },
      { position: "driveEngineer", crewId: "eng", mountId: "jDrive" },
      ...gunners,
      { position: "marine", crewId: "mar" },
    ],
    crew: [
      person("cpt", { tactics: 1, leadership: 1 }, { int: 8, soc: 6 }),
      person("pil", { piloting: 1 }, { dex: 8 }),
      person("nav", { navigation: 1 }, { edu: 7 }),
      person("eng", { engineering: 1 }, { edu: 7 }),
      ...[1, 2, 3, 4, 5, 6].map((n) => person(`g${n}`, { turretWeapons: 1 }, { dex: 7 })),
      person("mar", { tactics: 0 }, { int: 7 }),
    ],
  });
}

/** TL9 Frontier Trader: 300 tons, 6 Hull, 6 Structure, Thrust 2, Jump-1, Basic Civilian sensors (DM−2), Titanium
 *  Steel 2, two triple pulse laser turrets and a triple sandcaster turret with 100 canisters. */
export function frontierTrader(id = "trader"): ShipSnapshot {
  return ship({
    id,
    name: "Frontier Trader",
    tons: 300,
    hull: 6,
    structure: 6,
    armor: 2,
    thrust: 2,
    jump: 1,
    sensors: { grade: "common", dm: -2 },
    mounts: [triple("p1", "pulseLaser"), triple("p2", "pulseLaser"), triple("s1", "sandcaster")],
    sand: 100,
    fuel: 42,
    cargo: 75,
    seats: [
      { position: "pilot", crewId: "pil" },
      { position: "navigator", crewId: "nav" },
      { position: "driveEngineer", crewId: "eng", mountId: "jDrive" },
      { position: "turretGunner", crewId: "g1", mountId: "p1" },
      { position: "turretGunner", crewId: "g2", mountId: "p2" },
      { position: "turretGunner", crewId: "g3", mountId: "s1" },
    ],
    crew: [
      person("pil", { piloting: 1 }, { dex: 7 }),
      person("nav", { navigation: 2 }, { edu: 9 }),
      person("eng", { engineering: 1, mechanics: 1 }, { edu: 8 }),
      person("g1", { turretWeapons: 1 }, { dex: 7 }),
      person("g2", { turretWeapons: 0 }, { dex: 7 }),
      person("g3", { turretWeapons: 1 }, { dex: 7 }),
    ],
  });
}

/** TL9 Fighter (SRD Common Vessels): 10 tons, 0 Hull, 1 Structure, Thrust 6, one fixed pulse laser, crew of one: Pilot,
 *  who also mans the turret (ruling R86). */
export function fighter(
  id = "fighter",
  seats: ShipSnapshot["seats"] = [{ position: "pilot", npcSkill: 2 }],
): ShipSnapshot {
  const t = frontierTrader(id);
  return {
    ...t,
    name: "Fighter",
    tons: 10,
    hull: { value: 0, max: 0 },
    structure: { value: 1, max: 1 },
    armor: { value: 0, max: 0 },
    thrust: 6,
    jump: 0,
    mounts: [{ id: "m1", type: "turret", damage: 0, weapons: [{ id: "w1", kind: "pulseLaser" }] }],
    ammo: { missiles: { standard: 0, smart: 0, nuclear: 0 }, sand: 0 },
    seats,
    crew: [],
  };
}

/** Two ships on two sides at a range. */
export function duel(a: ShipSnapshot, b: ShipSnapshot, setup: Partial<EngagementSetup> = {}): EngagementState {
  return createEngagement({ ships: [a, b], sides: { [a.id]: "A", [b.id]: "B" }, range: "short", ...setup });
}

/**
 * Six ships on three sides at Short range (the odds bench's and browser check's many-sided fight): the navy's Patrol
 * Frigate and a Frontier Trader, two Raiders of the pirates, and a third side of a Raider with a Frontier Trader.
 */
export function sixShipFight(): EngagementState {
  return createEngagement({
    ships: [
      patrolFrigate(),
      frontierTrader(),
      raider("raider1"),
      raider("raider2"),
      raider("raider3"),
      frontierTrader("trader2"),
    ],
    sides: {
      frigate: "navy",
      trader: "navy",
      raider1: "pirates",
      raider2: "pirates",
      raider3: "corsairs",
      trader2: "corsairs",
    },
    range: "short",
  });
}
