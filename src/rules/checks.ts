// Task checks (SRD Introduction: "Difficulty and Effect", "Opposed Checks", "Aiding Another";
// Skills: unskilled DM−3, "Going Faster or Slower"; Characteristics: the modifier table).
import { rollDice, type DiceSource, type Rolling } from "./dice";
import { checkInteger, MAX_REROLLS, refuseInput } from "./input";
import { difficultyIndex } from "./keys";
import { DIFFICULTIES, type Difficulty } from "./types";

/** Task Difficulties table. */
export const DIFFICULTY_DM: Readonly<Record<Difficulty, number>> = Object.freeze({
  simple: 6,
  easy: 4,
  routine: 2,
  average: 0,
  difficult: -2,
  veryDifficult: -4,
  formidable: -6,
});

export function difficultyDM(d: Difficulty): number {
  // by index, not DIFFICULTY_DM[d]: the engine asks this with changing keys in its hottest paths (see keys.ts)
  const i = difficultyIndex(d);
  if (i < 0) refuseInput("unknownValue", { name: "difficulty", value: d, allowed: DIFFICULTIES });
  return DM_BY_INDEX[i];
}

const DM_BY_INDEX: readonly number[] = DIFFICULTIES.map((d) => DIFFICULTY_DM[d]);

export type Degree = "exceptionalFailure" | "failure" | "success" | "exceptionalSuccess";

/** Degrees of Success table. */
export function degreeOfSuccess(effect: number): Degree {
  if (effect <= -6) return "exceptionalFailure";
  if (effect < 0) return "failure";
  if (effect < 6) return "success";
  if (effect >= 6) return "exceptionalSuccess";
  // only what compares as no number at all gets here (NaN, undefined, a word)
  return refuseInput("notANumber", { name: "effect", value: effect });
}

/** Characteristic Modifier by Score Range table: floor(score / 3) − 2, DM−2 at the bottom. */
export function characteristicDM(score: number): number {
  return Math.max(-2, Math.floor(score / 3) - 2);
}

export const TARGET = 8;
export const UNSKILLED_DM = -3;

/** One itemised modifier, shown on chat cards. `source` is a stable key; `label` optional free text. */
export interface Modifier {
  source: string;
  value: number;
  label?: string;
}

export interface CheckInput {
  /** skill level; null or undefined = no level in the skill (unskilled, DM−3) */
  skill?: number | null;
  characteristicDM?: number;
  difficulty?: Difficulty;
  /** circumstance DMs: targeting, damage, pursuit, hasty, aid, ... */
  modifiers?: readonly Modifier[];
}

export interface CheckResult {
  /** the 2D6 total */
  dice: number;
  /** every DM applied, in order: skill, characteristic, difficulty, then circumstances */
  modifiers: Modifier[];
  total: number;
  effect: number;
  success: boolean;
  degree: Degree;
}

/** The `source` key of each difficulty's modifier ("difficulty.average", ...), built once. */
const DIFFICULTY_SOURCE: readonly string[] = DIFFICULTIES.map((d) => `difficulty.${d}`);

/** The modifiers a check applies, itemised (no dice needed: dialogs show this before rolling). */
export function checkModifiers(input: CheckInput): Modifier[] {
  const out: Modifier[] = [];
  const skilled = input.skill !== null && input.skill !== undefined;
  out.push(skilled ? { source: "skill", value: input.skill as number } : { source: "unskilled", value: UNSKILLED_DM });
  if (input.characteristicDM) out.push({ source: "characteristic", value: input.characteristicDM });
  const difficulty = input.difficulty;
  if (difficulty) {
    // (an unknown difficulty is refused by difficultyDM)
    const dm = difficultyDM(difficulty);
    if (dm !== 0) out.push({ source: DIFFICULTY_SOURCE[difficultyIndex(difficulty)], value: dm });
  }
  const mods = input.modifiers;
  // the modifiers themselves, not copies: modifiers are plain data nobody changes
  if (mods) for (let i = 0; i < mods.length; i++) if (mods[i].value !== 0) out.push(mods[i]);
  return out;
}

/** Resolve a check from a known 2D6 total. */
export function resolveCheck(input: CheckInput, dice: number): CheckResult {
  const modifiers = checkModifiers(input);
  let total = dice;
  for (let i = 0; i < modifiers.length; i++) total += modifiers[i].value;
  const effect = total - TARGET;
  return { dice, modifiers, total, effect, success: effect >= 0, degree: degreeOfSuccess(effect) };
}

/** The modifiers of a check rolled quietly (rollCheckWithDM): none listed. Frozen: nothing may be added to it. */
const NOT_ITEMISED: Modifier[] = Object.freeze([]) as unknown as Modifier[];

/**
 * rollCheck for a caller that shows the check nowhere (the engine when it keeps no events, as in simulations), from its
 * DMs already summed (skill, characteristic, difficulty, circumstances): the same die, total, Effect and degree, but
 * its `modifiers` list is empty (not itemised) instead of a new list for each check.
 */
export function rollCheckWithDM(dice: DiceSource, dm: number, label?: string): CheckResult {
  const rolled = rollDice(dice, 2, "check", label);
  const total = rolled + dm;
  const effect = total - TARGET;
  return {
    dice: rolled,
    modifiers: NOT_ITEMISED,
    total,
    effect,
    success: effect >= 0,
    degree: degreeOfSuccess(effect),
  };
}

/** Roll 2D6 and resolve a check. */
export function taskCheck(input: CheckInput, label?: string): Rolling<CheckResult> {
  return (dice) => rollCheck(dice, input, label);
}

/** Inside a procedure: roll 2D6 from `dice` and resolve a check. */
export function rollCheck(dice: DiceSource, input: CheckInput, label?: string): CheckResult {
  return resolveCheck(input, rollDice(dice, 2, "check", label));
}

/** Aiding Another: the helper's check gives the leader DM+1 / +2 (exceptional) or DM−1 / −2. */
export function aidDM(helper: CheckResult): number {
  switch (helper.degree) {
    case "exceptionalSuccess":
      return 2;
    case "success":
      return 1;
    case "failure":
      return -1;
    case "exceptionalFailure":
      return -2;
  }
}

/** Going Faster or Slower: rows moved on the Time Frames table (−2..+2; negative = faster) → DM. */
export function timeFrameDM(rows: number): number {
  checkInteger("rows", rows, -2, 2);
  return rows;
}

export interface OpposedResult {
  a: CheckResult;
  b: CheckResult;
  /** the side with the higher Effect (ties: higher characteristic score; still tied: both rerolled) */
  winner: "a" | "b";
  rerolls: number;
}

/**
 * Opposed checks: the higher Effect wins; ties go to the higher characteristic score; still tied, both reroll (at
 * most MAX_REROLLS times: a dice source that keeps answering ties is refused rather than asked for ever).
 * `characteristic` holds each side's relevant score (not the DM).
 */
export function opposedCheck(
  a: CheckInput,
  b: CheckInput,
  characteristic: { a: number; b: number } = { a: 7, b: 7 },
  label?: string,
): Rolling<OpposedResult> {
  return (dice) => rollOpposed(dice, a, b, characteristic, label);
}

/** Inside a procedure: an opposed check rolled from `dice` (see opposedCheck). */
export function rollOpposed(
  dice: DiceSource,
  a: CheckInput,
  b: CheckInput,
  characteristic: { a: number; b: number },
  label?: string,
): OpposedResult {
  return rollOpposedWith(dice, a, b, characteristic.a, characteristic.b, label, rollCheck);
}

/**
 * rollOpposed with each side's check rolled by `roll` from that side's `a` or `b`: the engine rolls checks it shows
 * nowhere from their summed DMs (rollCheckWithDM). `scoreA` and `scoreB` are the sides' characteristic scores.
 */
export function rollOpposedWith<I>(
  dice: DiceSource,
  a: I,
  b: I,
  scoreA: number,
  scoreB: number,
  label: string | undefined,
  roll: (dice: DiceSource, input: I, label?: string) => CheckResult,
): OpposedResult {
  for (let rerolls = 0; ; rerolls++) {
    const ra = roll(dice, a, label);
    const rb = roll(dice, b, label);
    if (ra.effect !== rb.effect) return { a: ra, b: rb, winner: ra.effect > rb.effect ? "a" : "b", rerolls };
    if (scoreA !== scoreB) return { a: ra, b: rb, winner: scoreA > scoreB ? "a" : "b", rerolls };
    if (rerolls >= MAX_REROLLS) refuseInput("endlessRerolls", { name: label ?? "opposed check", value: rerolls + 1 });
  }
}
