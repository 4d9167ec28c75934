// What the ship's computer can do in combat (SRD Chapter 8 Ship Software; Chapter 10 Automated Positions;
// ruling R35 for Intellect / Expert and the computer's own skill).
import { AUTOMATED_POSITIONS } from "./tables/crew";
import { SOFTWARE_EFFECTS } from "./tables/software";
import type { Position, ShipSnapshot } from "./types";

/** Positions the ship's computer can hold with its software and drones. */
export function automatedPositions(ship: ShipSnapshot): Position[] {
  const sw = ship.software;
  const has = (k: "fireControl" | "autoRepair" | "intellect" | "expertPilot" | "expertEngineer"): boolean =>
    k === "intellect" ? sw.intellect : sw[k] > 0;
  const out: Position[] = [];
  for (const req of AUTOMATED_POSITIONS) {
    if (req.repairDrones && !sw.repairDrones) continue;
    if (req.software.every(has)) out.push(...req.positions);
  }
  return out;
}

/** Weapons Fire Control can fire at once (at most 5). */
export function fireControlWeapons(ship: ShipSnapshot): number {
  return Math.max(0, Math.min(SOFTWARE_EFFECTS.fireControlMaxWeapons, Math.floor(ship.software.fireControl)));
}

/** Skill an automated seat rolls with (ruling R35); null when the computer cannot hold the position. */
export function automatedSkill(ship: ShipSnapshot, position: Position): number | null {
  if (!automatedPositions(ship).includes(position)) return null;
  switch (position) {
    case "turretGunner":
    case "bayGunner":
      return SOFTWARE_EFFECTS.fireControlGunnerSkill;
    case "damageControl":
      return SOFTWARE_EFFECTS.autoRepairSkill;
    case "pilot":
      return Math.max(0, ship.software.expertPilot + SOFTWARE_EFFECTS.expertSkillOffset);
    case "driveEngineer":
      return Math.max(0, ship.software.expertEngineer + SOFTWARE_EFFECTS.expertSkillOffset);
    /* v8 ignore next 2 */
    default:
      return null;
  }
}

/** Evade's DM on incoming fire (0 when the ship has no power). */
export function evadeDM(ship: ShipSnapshot): number {
  if (ship.structure.value <= 0 || ship.systems.powerPlant >= 3) return 0;
  const levels = Math.max(0, Math.min(SOFTWARE_EFFECTS.evadeMaxLevel, Math.floor(ship.software.evade)));
  return levels === 0 ? 0 : SOFTWARE_EFFECTS.evadeDMPerLevel * levels;
}
