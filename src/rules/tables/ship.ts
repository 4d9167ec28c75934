// SRD Chapter 8 tables the combat rules read: "Ship Electronics" (sensor suites and their DMs),
// "Ship Armor by Type", Ship Armor Options (Reflec, Self-Sealing, Stealth), "Maximum Small Craft Armor by
// Type", "Ship Configuration" (atmospheric DMs). Ruling R33 maps the SRD suite names onto SensorGrade keys.
import type { SensorGrade } from "../types";

export interface SensorSuiteRow {
  /** the SRD's name of the suite (for the USDF parser and for display fallbacks) */
  srdName: string;
  tl: number;
  /** DM on jamming and counter-jamming (and, in this system, on sensor Comms checks) */
  dm: number;
  radarLidar: boolean;
  jammers: boolean;
  densitometer: boolean;
  neuralActivitySensor: boolean;
  /** 0 = included in the bridge */
  tons: number;
  costCr: number;
}

/** Ship Electronics (SRD Chapter 8). Grade keys in SRD order: basic = Standard, common = Basic Civilian, military = Basic Military (R33). */
export const SENSOR_SUITES: Readonly<Record<SensorGrade, SensorSuiteRow>> = Object.freeze({
  basic: {
    srdName: "Standard",
    tl: 8,
    dm: -4,
    radarLidar: true,
    jammers: false,
    densitometer: false,
    neuralActivitySensor: false,
    tons: 0,
    costCr: 0,
  },
  common: {
    srdName: "Basic Civilian",
    tl: 9,
    dm: -2,
    radarLidar: true,
    jammers: false,
    densitometer: false,
    neuralActivitySensor: false,
    tons: 1,
    costCr: 50_000,
  },
  military: {
    srdName: "Basic Military",
    tl: 10,
    dm: 0,
    radarLidar: true,
    jammers: true,
    densitometer: false,
    neuralActivitySensor: false,
    tons: 2,
    costCr: 1_000_000,
  },
  advanced: {
    srdName: "Advanced",
    tl: 11,
    dm: 1,
    radarLidar: true,
    jammers: true,
    densitometer: true,
    neuralActivitySensor: false,
    tons: 3,
    costCr: 2_000_000,
  },
  veryAdvanced: {
    srdName: "Very Advanced",
    tl: 12,
    dm: 2,
    radarLidar: true,
    jammers: true,
    densitometer: true,
    neuralActivitySensor: true,
    tons: 5,
    costCr: 4_000_000,
  },
});

/** Radar/Lidar note (SRD Chapter 8): a ship using active sensors is easier to detect, DM+2 to Comms checks against it. */
export const ACTIVE_SENSORS_DETECTION_DM = 2;

export type ArmorType = "titaniumSteel" | "crystaliron" | "bondedSuperdense";

export interface ArmorTypeRow {
  tl: number;
  /** armor points per 5% of hull tonnage */
  pointsPer5Percent: number;
  minimumTons: number;
  /** cost as a fraction of the base hull price */
  costOfBaseHull: number;
  /** small craft cap: min(TL, this); null = TL only (Maximum Small Craft Armor by Type) */
  smallCraftMax: number | null;
}

/** Ship Armor by Type and Maximum Small Craft Armor by Type (SRD Chapter 8). */
export const ARMOR_TYPES: Readonly<Record<ArmorType, ArmorTypeRow>> = Object.freeze({
  titaniumSteel: { tl: 7, pointsPer5Percent: 2, minimumTons: 1, costOfBaseHull: 0.05, smallCraftMax: 9 },
  crystaliron: { tl: 10, pointsPer5Percent: 4, minimumTons: 1, costOfBaseHull: 0.2, smallCraftMax: 13 },
  bondedSuperdense: { tl: 14, pointsPer5Percent: 6, minimumTons: 1, costOfBaseHull: 0.5, smallCraftMax: null },
});

export type ArmorOption = "reflec" | "selfSealing" | "stealth";

/** Ship Armor Options (SRD Chapter 8): TL and MCr per ton of hull. */
export const ARMOR_OPTIONS: Readonly<Record<ArmorOption, { tl: number; mcrPerHullTon: number }>> = Object.freeze({
  reflec: { tl: 10, mcrPerHullTon: 0.1 },
  selfSealing: { tl: 9, mcrPerHullTon: 0.01 },
  stealth: { tl: 11, mcrPerHullTon: 0.1 },
});

/** Reflec: extra armor against lasers. */
export const REFLEC_ARMOR_BONUS = 3;
/** Stealth: DM on Comms checks to detect or lock onto the ship. */
export const STEALTH_DM = -4;
/** An armored ship's protection from space radiation phenomena, in rads (not against meson or nuclear attacks). */
export const ARMOR_RADIATION_SHIELDING_RADS = 400;

export type HullConfiguration = "standard" | "streamlined" | "distributed";

/** Ship Configuration (SRD Chapter 8): DM on atmospheric operations (distributed: a failed check also deals 2D6 damage). */
export const HULL_CONFIGURATION: Readonly<
  Record<HullConfiguration, { costFactor: number; atmosphereDM: number; failureDamageDice: number }>
> = Object.freeze({
  distributed: { costFactor: 0.9, atmosphereDM: -4, failureDamageDice: 2 },
  standard: { costFactor: 1, atmosphereDM: -2, failureDamageDice: 0 },
  streamlined: { costFactor: 1.1, atmosphereDM: 0, failureDamageDice: 0 },
});

/**
 * Accommodation (SRD Chapter 8): a stateroom takes 4 tons, a low passage berth half a ton, an emergency low berth
 * 1 ton, barracks 2 tons a troop.
 */
export const ACCOMMODATION_TONS = Object.freeze({
  stateroom: 4,
  lowBerth: 0.5,
  emergencyLowBerth: 1,
  barracksPerTroop: 2,
});

/** Hangar Cost and Tonnage for Vehicles and Drones (SRD Chapter 8): the hangar tons of each craft it names (the craft plus 30%). */
export const VEHICLE_HANGAR_TONS: Readonly<Record<string, number>> = Object.freeze({
  atv: 13,
  "air/raft": 5,
  cutter: 65,
  "life boat": 26,
  lifeboat: 26,
  pinnace: 52,
  "ship's boat": 39,
  shuttle: 122.5,
});
