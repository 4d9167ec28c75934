// SRD Chapter 8 table "Ship Software" (the combat programs: Auto-Repair, Evade, Fire Control), and the
// Intellect / Expert programs Chapter 10's Automated Positions name but no table defines (ruling R35).

export interface SoftwareLevel {
  level: number;
  tl: number;
  /** computer Rating the program occupies */
  rating: number;
  costMCr: number;
}

/** Fire Control/1–5: TL 9 + (n − 1), Rating 5 per weapon, MCr 2 per weapon; the computer fires n weapons. */
export const FIRE_CONTROL: readonly SoftwareLevel[] = Object.freeze([
  { level: 1, tl: 9, rating: 5, costMCr: 2 },
  { level: 2, tl: 10, rating: 10, costMCr: 4 },
  { level: 3, tl: 11, rating: 15, costMCr: 6 },
  { level: 4, tl: 12, rating: 20, costMCr: 8 },
  { level: 5, tl: 13, rating: 25, costMCr: 10 },
] as const);

/** Auto-Repair/1–2: one repair attempt (or DM+1 to a crew attempt) per level; level 2 costs twice level 1 on top (ruling R36). */
export const AUTO_REPAIR: readonly SoftwareLevel[] = Object.freeze([
  { level: 1, tl: 10, rating: 10, costMCr: 5 },
  { level: 2, tl: 12, rating: 30, costMCr: 15 },
] as const);

/** Evade/1–3: DM−n on incoming fire; Rating 5 + 5 per DM, MCr 1 per DM; a further DM every two TLs from 9. */
export const EVADE: readonly SoftwareLevel[] = Object.freeze([
  { level: 1, tl: 9, rating: 10, costMCr: 1 },
  { level: 2, tl: 11, rating: 15, costMCr: 2 },
  { level: 3, tl: 13, rating: 20, costMCr: 3 },
] as const);

/** What the combat programs do at the table. */
export const SOFTWARE_EFFECTS = Object.freeze({
  /** Fire Control: the most weapons it can control */
  fireControlMaxWeapons: 5,
  /** Fire Control: giving up one controlled weapon adds this DM (computer targeting) to another attack */
  computerTargetingDM: 1,
  /** ruling R35: the computer as gunner rolls Turret/Bay Weapons at this skill, no characteristic DM */
  fireControlGunnerSkill: 0,
  /** Auto-Repair: DM on each of its own repair checks, or the DM it lends a crew attempt instead */
  autoRepairDM: 1,
  /** ruling R35: the computer's own repair check uses Mechanics at this skill, no characteristic DM */
  autoRepairSkill: 0,
  /** Evade: DM per level on attacks (and missile to-hit rolls) against the ship */
  evadeDMPerLevel: -1,
  evadeMaxLevel: 3,
  /** ruling R35: an Expert program of rating n acts with skill n − 1, no characteristic DM, and needs Intellect */
  expertSkillOffset: -1,
});
