// SRD Chapter 10, table "Space Combat Range Bands": distance limits and the details sensors reveal.
// Ruling R14: "Extreme" in the chapter introduction is the Distant band. Ruling R23: band edges.
import type { RangeBand, SensorGrade } from "../types";

/** What a sensor sweep can tell about a contact. Stable keys; the UI localises them. */
export type SensorDetail =
  | "presence"
  | "silhouette"
  | "configuration"
  | "thermalActivity"
  | "externalStructure"
  | "emSources"
  | "visualDetail"
  | "heatSources"
  | "internalStructure"
  | "neuralPresence"
  | "shipSystems"
  | "neuralLevel"
  | "neuralSources";

/** Which sensor suites see a detail: "all", or only the listed grades. */
export type SensorRequirement = "all" | readonly SensorGrade[];

export interface RangeBandRow {
  band: RangeBand;
  /** lower limit in km (inclusive except for Adjacent's 0) */
  minKm: number;
  /** upper limit in km; null = no limit (Distant) */
  maxKm: number | null;
  /** details first revealed at this band (closer bands also reveal everything of farther bands: ruling R24) */
  details: readonly { detail: SensorDetail; grades: SensorRequirement }[];
}

const ADV = ["advanced", "veryAdvanced"] as const satisfies readonly SensorGrade[];
const VADV = ["veryAdvanced"] as const satisfies readonly SensorGrade[];

/** Space Combat Range Bands (SRD Chapter 10). Ordered from nearest to farthest. */
export const RANGE_BAND_TABLE: readonly RangeBandRow[] = Object.freeze([
  { band: "adjacent", minKm: 0, maxKm: 1, details: [{ detail: "neuralSources", grades: VADV }] },
  {
    band: "close",
    minKm: 1,
    maxKm: 10,
    details: [
      { detail: "shipSystems", grades: "all" },
      { detail: "neuralLevel", grades: VADV },
    ],
  },
  {
    band: "short",
    minKm: 10,
    maxKm: 1250,
    details: [
      { detail: "visualDetail", grades: "all" },
      { detail: "heatSources", grades: "all" },
      { detail: "internalStructure", grades: ADV },
      { detail: "neuralPresence", grades: VADV },
    ],
  },
  {
    band: "medium",
    minKm: 1250,
    maxKm: 10_000,
    details: [
      { detail: "emSources", grades: "all" },
      { detail: "externalStructure", grades: ADV },
    ],
  },
  {
    band: "long",
    minKm: 10_000,
    maxKm: 25_000,
    details: [
      { detail: "configuration", grades: "all" },
      { detail: "thermalActivity", grades: "all" },
      { detail: "externalStructure", grades: ADV },
    ],
  },
  {
    band: "veryLong",
    minKm: 25_000,
    maxKm: 50_000,
    details: [
      { detail: "presence", grades: "all" },
      { detail: "silhouette", grades: "all" },
    ],
  },
  { band: "distant", minKm: 50_000, maxKm: null, details: [] },
] as const);
