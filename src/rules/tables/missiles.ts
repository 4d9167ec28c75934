// SRD Chapter 10 tables "Missile Launch Range" and "Missile To-Hit by Skill Check Effect";
// SRD Chapter 8 table "Missile Types" and the Missiles section (thrust, endurance, missiles per ton).
import type { MissileType, RangeBand } from "../types";

/** Missile Launch Range (SRD Chapter 10): turns until impact; null = cannot launch at that band. */
export const MISSILE_LAUNCH_RANGE: Readonly<Record<RangeBand, number | null>> = Object.freeze({
  adjacent: null,
  close: null,
  short: 1,
  medium: 1,
  long: 1,
  veryLong: 2,
  distant: 2,
});

export interface MissileToHitRow {
  /** launch check Effect range, inclusive */
  minEffect: number;
  maxEffect: number;
  /** the 2D6 roll the missile needs when it arrives */
  toHit: number;
}

/** Missile To-Hit by Skill Check Effect (SRD Chapter 10). */
export const MISSILE_TO_HIT: readonly MissileToHitRow[] = Object.freeze([
  { minEffect: -Infinity, maxEffect: -6, toHit: 11 },
  { minEffect: -5, maxEffect: -1, toHit: 10 },
  { minEffect: 0, maxEffect: 0, toHit: 8 },
  { minEffect: 1, maxEffect: 5, toHit: 7 },
  { minEffect: 6, maxEffect: Infinity, toHit: 6 },
] as const);

/** Smart missiles always need this to hit (Chapter 10 "Smart Missiles"; Missile Types table). */
export const SMART_MISSILE_TO_HIT = 8;

export interface MissileTypeRow {
  tl: number;
  /** D6 of ship-scale damage */
  damageDice: number;
  /** a bonus radiation crew hit on impact (its roll takes −armor) */
  radiationHit: boolean;
  /** credits per missile */
  costCr: number;
  /** fixed to-hit number, when the type ignores the launch Effect */
  fixedToHit: number | null;
  /** keeps attacking each turn after a miss until fuel runs out (ruling R16) */
  reattacks: boolean;
}

/** Missile Types (SRD Chapter 8). */
export const MISSILE_TYPE_TABLE: Readonly<Record<MissileType, MissileTypeRow>> = Object.freeze({
  nuclear: { tl: 6, damageDice: 2, radiationHit: true, costCr: 3750, fixedToHit: null, reattacks: false },
  standard: { tl: 6, damageDice: 1, radiationHit: false, costCr: 1250, fixedToHit: null, reattacks: false },
  smart: { tl: 8, damageDice: 1, radiationHit: false, costCr: 2500, fixedToHit: 8, reattacks: true },
});

/** Missiles section (SRD Chapter 8) and ruling R16. */
export const MISSILE_FIGURES = Object.freeze({
  thrust: 10,
  perTon: 12,
  /** endurance in space combat turns after launch (ruling R16) */
  enduranceTurns: 4,
  /** a bay missile bank launches a flight of this many (Bay Weapons table) */
  bankFlight: 12,
});
