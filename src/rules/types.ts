// Shared vocabulary of the rules engine. Plain data only: no Foundry, no DOM.
// String values are public API (macros, modules and stored documents rely on them): never rename.

export const RANGE_BANDS = ["adjacent", "close", "short", "medium", "long", "veryLong", "distant"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

export const DIFFICULTIES = [
  "simple",
  "easy",
  "routine",
  "average",
  "difficult",
  "veryDifficult",
  "formidable",
] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const WEAPON_KINDS = [
  "pulseLaser",
  "beamLaser",
  "particleBeam",
  "fusionGun",
  "mesonGun",
  "sandcaster",
  "missile",
] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export const MISSILE_TYPES = ["standard", "smart", "nuclear"] as const;
export type MissileType = (typeof MISSILE_TYPES)[number];

export const HIT_LOCATIONS = [
  "hull",
  "structure",
  "armor",
  "turret",
  "bay",
  "sensors",
  "mDrive",
  "jDrive",
  "powerPlant",
  "bridge",
  "fuel",
  "hold",
  "crew",
] as const;
export type HitLocation = (typeof HIT_LOCATIONS)[number];

/** Ship systems with a 0–3 damage track of their own (turrets and bays keep a track per mount). */
export const SHIP_SYSTEMS = ["sensors", "mDrive", "jDrive", "powerPlant", "bridge", "fuel", "hold"] as const;
export type ShipSystem = (typeof SHIP_SYSTEMS)[number];

export const MOUNT_TYPES = ["turret", "bay"] as const;
export type MountType = (typeof MOUNT_TYPES)[number];

/** The positions of the SRD's Crew Positions table, plus the navigator the Action Summary names. */
export const POSITIONS = [
  "pilot",
  "captain",
  "turretGunner",
  "bayGunner",
  "sensorsOperator",
  "navigator",
  "driveEngineer",
  "damageControl",
  "chiefSecurityOfficer",
  "marine",
  "passenger",
] as const;
export type Position = (typeof POSITIONS)[number];

export const SKILLS = [
  "piloting",
  "navigation",
  "comms",
  "turretWeapons",
  "bayWeapons",
  "screens",
  "mechanics",
  "engineering",
  "leadership",
  "tactics",
] as const;
export type SkillKey = (typeof SKILLS)[number];

export const CHARACTERISTICS = ["str", "dex", "end", "int", "edu", "soc"] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

export const SENSOR_GRADES = ["basic", "common", "military", "advanced", "veryAdvanced"] as const;
export type SensorGrade = (typeof SENSOR_GRADES)[number];

/** A 0–3 damage track: 0 intact, 1 first hit, 2 second hit, 3 destroyed/disabled per the location's text. */
export type DamageTrack = 0 | 1 | 2 | 3;

/** A person at a station, as the rules see them. Skill absent = unskilled (DM−3). */
export interface CrewSnapshot {
  id: string;
  name: string;
  skills: Partial<Record<SkillKey, number>>;
  characteristics: Partial<Record<Characteristic, number>>;
}

/** Where one crew member (or the ship's software, or an unnamed NPC) sits. */
export interface Seat {
  position: Position;
  /** a CrewSnapshot id in ShipSnapshot.crew; absent for an unnamed NPC or software seat */
  crewId?: string;
  /** skill level of an unnamed NPC in this seat (used when crewId is absent) */
  npcSkill?: number;
  /** the seat is filled by the ship's computer (Fire Control, Auto-Repair, Intellect + Expert) */
  automated?: boolean;
  /** turret or bay gunners: the mount manned; drive engineers: "mDrive" | "jDrive" */
  mountId?: string;
}

export interface WeaponSnapshot {
  id: string;
  kind: WeaponKind;
  /** the name the ship sheet shows ("Beam Laser A"), for cards; the rules go by kind */
  name?: string;
  /** missile racks only: the type loaded */
  missileType?: MissileType;
}

export interface MountSnapshot {
  id: string;
  type: MountType;
  /** the name the ship sheet shows ("Dorsal"), for cards and the NPC preview; unnamed mounts are numbered by type */
  name?: string;
  /** the mount's own damage track (turret/bay hits are per mount) */
  damage: DamageTrack;
  weapons: WeaponSnapshot[];
}

export interface Pool {
  value: number;
  max: number;
}

/** Everything the rules need to know about one ship. Built from the Foundry actor by the data layer. */
export interface ShipSnapshot {
  id: string;
  name: string;
  tons: number;
  hull: Pool;
  structure: Pool;
  armor: Pool;
  /** design Thrust; the current value is derived from the M-Drive track */
  thrust: number;
  jump: number;
  sensors: { grade: SensorGrade; dm: number };
  software: {
    fireControl: number;
    autoRepair: number;
    evade: number;
    intellect: boolean;
    expertPilot: number;
    expertEngineer: number;
    repairDrones: boolean;
  };
  screens: { nuclearDamper: number; mesonScreen: number };
  ammo: { missiles: Record<MissileType, number>; sand: number };
  fuel: Pool;
  cargo: Pool;
  systems: Record<ShipSystem, DamageTrack>;
  /** Ship Armor Options (Chapter 8): Reflec (+3 armor against lasers), Stealth (DM−4 to lock on), Self-Sealing */
  armorOptions?: { reflec?: boolean; stealth?: boolean; selfSealing?: boolean };
  mounts: MountSnapshot[];
  seats: Seat[];
  crew: CrewSnapshot[];
  /** the small craft aboard, in its hangars (rulings R112, R113): each with its own snapshot, launched one by one */
  craft?: EmbarkedCraft[];
}

/** A small craft a ship carries: its key among the carrier's craft, and the craft as it stands (its own damage). */
export interface EmbarkedCraft {
  key: string;
  ship: ShipSnapshot;
}
