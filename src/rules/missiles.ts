// Missiles in flight (SRD Chapter 10 "Missiles"; Chapter 8 "Missile Types"; rulings R7, R16, R17, R110).
import { rollDice, type DiceSource, type Rolling } from "./dice";
import {
  MISSILE_FIGURES,
  MISSILE_LAUNCH_RANGE,
  MISSILE_TO_HIT,
  MISSILE_TYPE_TABLE,
  SMART_MISSILE_TO_HIT,
} from "./tables/missiles";
import { checkInteger, refuseInput } from "./input";
import { bandIndex } from "./keys";
import { rangeIndex } from "./ranges";
import { RANGE_BANDS, type MissileType, type RangeBand } from "./types";

/** Turns from launch to impact; null when missiles cannot be launched at that band (Adjacent, Close). */
export function missileTurnsToImpact(range: RangeBand): number | null {
  // by the band's index: a table read by any string would answer "toString" with a function
  if (bandIndex(range) < 0) refuseInput("unknownValue", { name: "range", value: range, allowed: RANGE_BANDS });
  return MISSILE_LAUNCH_RANGE[range];
}

/**
 * Missiles as craft (ruling R110): the range bands a salvo flying at Thrust 10 closes in one round. Three is the one
 * step that gives the Missile Launch Range table back when nobody moves (two makes Long two rounds, four makes Very
 * Long one).
 */
export const MISSILE_CRAFT_BANDS_PER_ROUND = 3;

/**
 * Missiles as craft (ruling R110): the rounds a salvo still needs from `range` to its target, closing
 * MISSILE_CRAFT_BANDS_PER_ROUND bands at each round's end and striking once at Close: ⌈(band − Close) / 3⌉, 0 at Close
 * or Adjacent. From the bands missiles may be launched at it is the Missile Launch Range table's row.
 */
export function missileCraftTurnsLeft(range: RangeBand): number {
  const left = rangeIndex(range) - CLOSE;
  return left > 0 ? Math.ceil(left / MISSILE_CRAFT_BANDS_PER_ROUND) : 0;
}

/** Missiles as craft (ruling R110): the band a salvo reaches from `range` in one round's flight (Close at the nearest). */
export function missileCraftStep(range: RangeBand): RangeBand {
  const i = rangeIndex(range);
  return i <= CLOSE ? range : RANGE_BANDS[Math.max(CLOSE, i - MISSILE_CRAFT_BANDS_PER_ROUND)];
}

const CLOSE = 1;

/** The 2D6 roll a missile needs when it arrives, from the launch check's Effect. */
export function missileToHitTarget(launchEffect: number): number {
  if (typeof launchEffect !== "number" || Number.isNaN(launchEffect))
    refuseInput("notANumber", { name: "launchEffect", value: launchEffect });
  const e = Math.floor(launchEffect);
  const row = MISSILE_TO_HIT.find((r) => e >= r.minEffect && e <= r.maxEffect);
  return (row ?? MISSILE_TO_HIT[0]).toHit;
}

/** To-hit number of a salvo of `type` from the launch Effect (smart missiles: always 8+). */
export function missileToHitForType(type: MissileType, launchEffect: number): number {
  return type === "smart" ? SMART_MISSILE_TO_HIT : missileToHitTarget(launchEffect);
}

/** The round after which a salvo launched in `launchedRound` (a whole number, 0 or more) runs out of fuel (ruling R16). */
export function missileFuelEndsRound(launchedRound: number): number {
  checkInteger("launchedRound", launchedRound, 0);
  return launchedRound + MISSILE_FIGURES.enduranceTurns;
}

export interface MissileImpact {
  /** the 2D6 to-hit roll */
  roll: number;
  /** DMs on the to-hit roll (dodge, evade software, ...) */
  dm: number;
  toHit: number;
  hit: boolean;
  /** ship-scale damage rolled on a hit (before armor, which resolveDamage subtracts); 0 on a miss */
  damage: number;
}

/**
 * One missile's arrival: its own to-hit roll (2D6 + dm ≥ toHit) and, on a hit, its own damage roll (ruling R17).
 * `dm` carries reactions and software against the missile (dodge DM−2, Evade).
 */
export function missileImpact(type: MissileType, toHit: number, dm = 0, label?: string): Rolling<MissileImpact> {
  return (dice) => rollMissileImpact(dice, type, toHit, dm, label);
}

/** Inside a procedure: one missile's arrival rolled from `dice` (see missileImpact). */
export function rollMissileImpact(
  dice: DiceSource,
  type: MissileType,
  toHit: number,
  dm = 0,
  label?: string,
): MissileImpact {
  const r = rollDice(dice, 2, "missileToHit", label);
  if (r + dm < toHit) return { roll: r, dm, toHit, hit: false, damage: 0 };
  const damage = rollDice(dice, MISSILE_TYPE_TABLE[type].damageDice, "missileDamage", label);
  return { roll: r, dm, toHit, hit: true, damage };
}
