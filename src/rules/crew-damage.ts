// Crew hits (SRD Chapter 10 "Crew" and table "Crew Damage"; rulings R19, R26).
import { pickIndex, rollDice, type DiceSource, type Rolling } from "./dice";
import { refuseInput } from "./input";
import { CREW_DAMAGE, type CrewDamageColumn, type CrewDamageRow } from "./tables/damage";

export type { CrewDamageColumn };

export interface CrewDamageResult {
  target: "none" | "one" | "all";
  /** D6 to roll */
  dice: number;
  /** ×1 damage (Normal) or ×10 rads (Radiation) */
  multiplier: number;
}

/** Read the Crew Damage table. `roll` is the 2D6 total after DMs (totals below 2 are a lucky escape). */
export function crewDamage(roll: number, column: CrewDamageColumn): CrewDamageResult {
  if (typeof roll !== "number" || Number.isNaN(roll)) refuseInput("notANumber", { name: "roll", value: roll });
  if (column !== "normal" && column !== "radiation")
    refuseInput("unknownValue", { name: "column", value: column, allowed: ["normal", "radiation"] });
  const row = crewDamageRow(Math.floor(roll));
  return { target: row.target, dice: row.dice, multiplier: row.multiplier[column] };
}

/** The Crew Damage row of a whole roll after DMs (rows by roll from the first row's top to the last row's bottom). */
function crewDamageRow(r: number): CrewDamageRow {
  if (r <= CREW_ROW_LOW) return CREW_DAMAGE[0];
  if (r >= CREW_ROW_HIGH) return CREW_DAMAGE[CREW_DAMAGE.length - 1];
  return CREW_ROWS[r - CREW_ROW_LOW];
}

const CREW_ROW_LOW = CREW_DAMAGE[0].max;
const CREW_ROW_HIGH = CREW_DAMAGE[CREW_DAMAGE.length - 1].min;
/** CREW_DAMAGE by roll from CREW_ROW_LOW to CREW_ROW_HIGH, built once from the table (its rows leave no gap). */
const CREW_ROWS: readonly CrewDamageRow[] = (() => {
  const out: CrewDamageRow[] = [];
  for (let r = CREW_ROW_LOW; r <= CREW_ROW_HIGH; r++) out.push(CREW_DAMAGE.find((x) => r >= x.min && r <= x.max)!);
  return out;
})();

/** One person's share of a crew hit: damage points (Normal) or rads (Radiation). */
export interface CrewInjury {
  crewId: string;
  damage?: number;
  rads?: number;
}

export interface CrewHit {
  column: CrewDamageColumn;
  /** the natural 2D6 */
  roll: number;
  /** DM on the roll (bonus radiation hits: −armor, −2 per active meson screen) */
  dm: number;
  target: "none" | "one" | "all";
  /** the D6 totals rolled for damage or rads, before the ×10 of radiation (empty when nobody is hurt) */
  amountRolls: number[];
  injuries: CrewInjury[];
}

export interface CrewHitOptions {
  /** DM on the 2D6 Crew Damage roll */
  dm?: number;
  /** ruling R26 (setting "crewDamageEach"): when all crew are hit, roll each person's damage separately. Default false. */
  rollEach?: boolean;
  label?: string;
}

function injury(crewId: string, column: CrewDamageColumn, amount: number): CrewInjury {
  return column === "radiation" ? { crewId, rads: amount } : { crewId, damage: amount };
}

/**
 * A crew hit: 2D6 (+dm) on the column; a random crew member (via `pick`) or everyone aboard takes the dice.
 * With no crew listed, nobody is hurt and no damage dice are rolled.
 */
export function resolveCrewHit(
  column: CrewDamageColumn,
  crewIds: readonly string[],
  options: CrewHitOptions = {},
): Rolling<CrewHit> {
  return (dice) => rollCrewHit(dice, column, crewIds, options);
}

/** Inside a procedure: a crew hit rolled from `dice` (see resolveCrewHit). */
export function rollCrewHit(
  dice: DiceSource,
  column: CrewDamageColumn,
  crewIds: readonly string[],
  options: CrewHitOptions = {},
): CrewHit {
  const dm = options.dm ?? 0;
  const natural = rollDice(dice, 2, "crewDamage", options.label);
  const row = crewDamage(natural + dm, column);
  const hit: CrewHit = { column, roll: natural, dm, target: row.target, amountRolls: [], injuries: [] };
  if (row.target === "none" || crewIds.length === 0) return hit;
  if (row.target === "one") {
    const who = crewIds[pickIndex(dice, crewIds.length, "crew member hit")];
    const amount = rollDice(dice, row.dice, "crewDice", options.label);
    hit.amountRolls.push(amount);
    hit.injuries.push(injury(who, column, amount * row.multiplier));
    return hit;
  }
  if (options.rollEach) {
    for (const id of crewIds) {
      const amount = rollDice(dice, row.dice, "crewDice", options.label);
      hit.amountRolls.push(amount);
      hit.injuries.push(injury(id, column, amount * row.multiplier));
    }
    return hit;
  }
  const amount = rollDice(dice, row.dice, "crewDice", options.label);
  hit.amountRolls.push(amount);
  for (const id of crewIds) hit.injuries.push(injury(id, column, amount * row.multiplier));
  return hit;
}

// Where a crew member's damage points go (SRD Personal Combat, "Damage"): Endurance first; once it is 0, the
// rest to Strength or Dexterity (the character's choice: here the higher of the two, keeping them conscious
// longest); once that one is 0, to the last.

export interface PhysicalScores {
  str: number;
  dex: number;
  end: number;
}

/** Points of damage per physical characteristic for `amount` points on a person with these current scores. */
export function distributeDamage(current: PhysicalScores, amount: number): PhysicalScores {
  const out: PhysicalScores = { str: 0, dex: 0, end: 0 };
  let left = Math.max(0, Math.floor(amount));
  const now = { str: Math.max(0, current.str), dex: Math.max(0, current.dex), end: Math.max(0, current.end) };
  const second: "str" | "dex" = now.str >= now.dex ? "str" : "dex";
  const third: "str" | "dex" = second === "str" ? "dex" : "str";
  for (const c of ["end", second, third] as const) {
    const take = Math.min(left, now[c]);
    out[c] += take;
    now[c] -= take;
    left -= take;
  }
  return out;
}
