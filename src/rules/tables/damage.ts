// SRD Chapter 10, Damage: tables "Space Combat Damage", "Space Combat Hit Location", the per-location
// hit effects (Hull, Structure, Armor, Turret, Bay, J-Drive, M-Drive, Power Plant, Sensors, Bridge, Fuel,
// Hold, Crew) and "Crew Damage". Rulings R1–R6, R19.
import type { HitLocation } from "../types";

export interface HitCounts {
  single: number;
  double: number;
  triple: number;
}

export interface DamageRow {
  min: number;
  max: number;
  hits: Readonly<HitCounts>;
}

/**
 * Space Combat Damage (SRD Chapter 10), read as even four-point bands (ruling R1: where the SRD's rows
 * overlap, the lower row wins). Damage of 0 or less: no hits. Above the last row: ruling R2.
 */
export const SPACE_COMBAT_DAMAGE: readonly DamageRow[] = Object.freeze([
  { min: 1, max: 4, hits: { single: 1, double: 0, triple: 0 } },
  { min: 5, max: 8, hits: { single: 2, double: 0, triple: 0 } },
  { min: 9, max: 12, hits: { single: 0, double: 1, triple: 0 } },
  { min: 13, max: 16, hits: { single: 3, double: 0, triple: 0 } },
  { min: 17, max: 20, hits: { single: 2, double: 1, triple: 0 } },
  { min: 21, max: 24, hits: { single: 0, double: 2, triple: 0 } },
  { min: 25, max: 28, hits: { single: 0, double: 0, triple: 1 } },
  { min: 29, max: 32, hits: { single: 1, double: 0, triple: 1 } },
  { min: 33, max: 36, hits: { single: 0, double: 1, triple: 1 } },
  { min: 37, max: 40, hits: { single: 1, double: 1, triple: 1 } },
  { min: 41, max: 44, hits: { single: 0, double: 0, triple: 2 } },
] as const);

/** Ruling R2: beyond the table's top (44), each 3 extra points add a Single Hit and each 6 a Double Hit. */
export const DAMAGE_OVERFLOW = Object.freeze({ above: 44, singlePer: 3, doublePer: 6 });

export type HitColumn = "external" | "internal" | "smallCraft";
export const HIT_COLUMNS: readonly HitColumn[] = Object.freeze(["external", "internal", "smallCraft"]);

/** Space Combat Hit Location (SRD Chapter 10): 2D6 roll → location, one entry per column. Index = roll − 2. */
export const HIT_LOCATION_TABLE: Readonly<Record<HitColumn, readonly HitLocation[]>> = Object.freeze({
  //          2       3             4         5         6       7        8       9       10        11            12
  external: ["hull", "sensors", "mDrive", "turret", "hull", "armor", "hull", "fuel", "mDrive", "sensors", "hull"],
  internal: [
    "structure",
    "powerPlant",
    "jDrive",
    "bay",
    "structure",
    "crew",
    "structure",
    "hold",
    "jDrive",
    "powerPlant",
    "bridge",
  ],
  smallCraft: ["hull", "powerPlant", "hold", "fuel", "hull", "armor", "hull", "turret", "mDrive", "crew", "bridge"],
} as const);

/** Locations with a three-step damage track (systems plus turret and bay mounts). */
export type TrackedLocation =
  "turret" | "bay" | "jDrive" | "mDrive" | "powerPlant" | "sensors" | "bridge" | "fuel" | "hold";

/** What one step of a location's track does. Stable keys `<location>.<step>` are the UI's localisation keys. */
export type HitEffect =
  | "turret.1"
  | "turret.2"
  | "turret.3"
  | "bay.1"
  | "bay.2"
  | "bay.3"
  | "jDrive.1"
  | "jDrive.2"
  | "jDrive.3"
  | "mDrive.1"
  | "mDrive.2"
  | "mDrive.3"
  | "powerPlant.1"
  | "powerPlant.2"
  | "powerPlant.3"
  | "sensors.1"
  | "sensors.2"
  | "sensors.3"
  | "bridge.1"
  | "bridge.2"
  | "bridge.3"
  | "fuel.1"
  | "fuel.2"
  | "fuel.3"
  | "hold.1"
  | "hold.2"
  | "hold.3";

/** The state a track step leaves the location in. */
export type TrackState = "damaged" | "disabled" | "destroyed";

export interface HitEffectsRow {
  /** effect keys of the first, second and third hit */
  steps: readonly [HitEffect, HitEffect, HitEffect];
  /** the state after the first, second, third hit */
  states: readonly [TrackState, TrackState, TrackState];
  /** where the fourth and later hits go */
  subsequent: "hull" | "structure";
}

/**
 * The per-location hit effects of SRD Chapter 10 ("Turret", "Bay", "J-Drive", "M-Drive", "Power Plant",
 * "Sensors", "Bridge", "Fuel", "Hold"): first / second / third hit, and where subsequent hits go.
 */
export const HIT_EFFECTS: Readonly<Record<TrackedLocation, HitEffectsRow>> = Object.freeze({
  turret: {
    steps: ["turret.1", "turret.2", "turret.3"],
    states: ["damaged", "disabled", "destroyed"],
    subsequent: "hull",
  },
  bay: { steps: ["bay.1", "bay.2", "bay.3"], states: ["damaged", "disabled", "destroyed"], subsequent: "structure" },
  jDrive: {
    steps: ["jDrive.1", "jDrive.2", "jDrive.3"],
    states: ["damaged", "disabled", "destroyed"],
    subsequent: "structure",
  },
  mDrive: {
    steps: ["mDrive.1", "mDrive.2", "mDrive.3"],
    states: ["damaged", "damaged", "disabled"],
    subsequent: "hull",
  },
  powerPlant: {
    steps: ["powerPlant.1", "powerPlant.2", "powerPlant.3"],
    states: ["damaged", "damaged", "destroyed"],
    subsequent: "structure",
  },
  sensors: {
    steps: ["sensors.1", "sensors.2", "sensors.3"],
    states: ["damaged", "disabled", "destroyed"],
    subsequent: "hull",
  },
  bridge: {
    steps: ["bridge.1", "bridge.2", "bridge.3"],
    states: ["damaged", "disabled", "destroyed"],
    subsequent: "structure",
  },
  fuel: { steps: ["fuel.1", "fuel.2", "fuel.3"], states: ["damaged", "damaged", "destroyed"], subsequent: "structure" },
  hold: { steps: ["hold.1", "hold.2", "hold.3"], states: ["damaged", "damaged", "destroyed"], subsequent: "structure" },
});

/** Figures named in the hit effects. */
export const HIT_EFFECT_FIGURES = Object.freeze({
  /** Turret / Bay first hit, Bridge second hit: attack DM */
  mountDamagedDM: -2,
  bridgeDisabledAttackDM: -2,
  /** Sensors first hit: DM on Comms checks using sensors */
  sensorsDamagedDM: -2,
  /** J-Drive first hit: DM on Engineering checks to jump */
  jDriveDamagedDM: -2,
  /** M-Drive first hit: thrust lost; second hit: fraction of thrust lost */
  mDriveFirstHitThrustLoss: 1,
  mDriveSecondHitFraction: 0.5,
  /** Fuel first hit: leak of this many D6 tons per hour */
  fuelLeakDicePerHour: 1,
  /** Fuel second hit, Hold first and second hits: 1D6 × this percent of what is stored */
  percentLossDice: 1,
  percentPerPip: 10,
});

/** Armor: a hit removes this much armor (ruling R5: at 0 armor the hit becomes a Hull hit). */
export const ARMOR_HIT_LOSS = 1;

export type CrewDamageColumn = "normal" | "radiation";

export interface CrewDamageRow {
  min: number;
  max: number;
  target: "none" | "one" | "all";
  /** D6 rolled for damage (or rads) */
  dice: number;
  /** Normal column: ×1 damage points; Radiation column: ×10 rads */
  multiplier: Readonly<Record<CrewDamageColumn, number>>;
}

/** Crew Damage (SRD Chapter 10): 2D6 → who is hurt and how badly. Rows cover every total (≤4 and 12+ open-ended). */
export const CREW_DAMAGE: readonly CrewDamageRow[] = Object.freeze([
  { min: -Infinity, max: 4, target: "none", dice: 0, multiplier: { normal: 0, radiation: 0 } },
  { min: 5, max: 8, target: "one", dice: 2, multiplier: { normal: 1, radiation: 10 } },
  { min: 9, max: 10, target: "one", dice: 4, multiplier: { normal: 1, radiation: 10 } },
  { min: 11, max: 11, target: "all", dice: 2, multiplier: { normal: 1, radiation: 10 } },
  { min: 12, max: Infinity, target: "all", dice: 4, multiplier: { normal: 1, radiation: 10 } },
] as const);
