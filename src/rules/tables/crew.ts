// SRD Chapter 10 table "Crew Positions" and the "Automated Positions" list.
import type { Position } from "../types";

export interface CrewPositionRow {
  /** how many may hold the position: the pilot is unique; gunners one per mount; others any number */
  limit: "one" | "perMount" | "perDrive" | "any";
  /** skills the position uses in space combat */
  skills: readonly (
    | "piloting"
    | "navigation"
    | "comms"
    | "turretWeapons"
    | "bayWeapons"
    | "screens"
    | "mechanics"
    | "engineering"
    | "leadership"
    | "tactics"
  )[];
}

/** Crew Positions (SRD Chapter 10), plus the navigator named by the Action Summary. */
export const CREW_POSITIONS: Readonly<Record<Position, CrewPositionRow>> = Object.freeze({
  bayGunner: { limit: "perMount", skills: ["bayWeapons", "screens"] },
  captain: { limit: "any", skills: ["leadership", "tactics", "screens"] },
  chiefSecurityOfficer: { limit: "any", skills: ["leadership", "tactics"] },
  damageControl: { limit: "any", skills: ["mechanics"] },
  driveEngineer: { limit: "perDrive", skills: ["engineering", "mechanics"] },
  marine: { limit: "any", skills: ["tactics"] },
  passenger: { limit: "any", skills: [] },
  pilot: { limit: "one", skills: ["piloting"] },
  sensorsOperator: { limit: "any", skills: ["comms"] },
  turretGunner: { limit: "perMount", skills: ["turretWeapons", "screens"] },
  navigator: { limit: "any", skills: ["navigation"] },
});

/** What a ship's computer needs to hold a position (Automated Positions, SRD Chapter 10). */
export interface AutomationRequirement {
  positions: readonly Position[];
  /** software ratings that must be above 0 (any one of them for gunners) */
  software: readonly ("fireControl" | "autoRepair" | "intellect" | "expertPilot" | "expertEngineer")[];
  repairDrones: boolean;
}

/** Automated Positions (SRD Chapter 10). */
export const AUTOMATED_POSITIONS: readonly AutomationRequirement[] = Object.freeze([
  { positions: ["turretGunner", "bayGunner"], software: ["fireControl"], repairDrones: false },
  { positions: ["damageControl"], software: ["autoRepair"], repairDrones: true },
  { positions: ["pilot"], software: ["intellect", "expertPilot"], repairDrones: false },
  { positions: ["driveEngineer"], software: ["intellect", "expertEngineer"], repairDrones: true },
] as const);
