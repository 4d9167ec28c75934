// Bad input to the rules API is refused with one typed error, RulesInputError, whose `code` and `details` say what
// was wrong in words a macro writer can act on ("battles is 1e+308: it must be from 0 to 1000000"). The sizes the
// engine accepts are capped here, so that no argument can make it loop for ever: a roll of MAX_DICE dice at most, a
// run of MAX_BATTLES battles at most, and so on.
//
// Pure: the English messages are built here; the Foundry layer translates them by code (src/rules-messages.ts sets a
// formatter with setRulesInputFormatter). Checks that cost nothing run inside the functions themselves; the costly
// ones (whole snapshots and states) run once at the public API's door (./guards.ts), never inside the engine's loops.

/** The most dice one roll may ask for (SRD rolls ask for a few; a collision at speed N rolls N dice). */
export const MAX_DICE = 500;
/** The most choices a random pick may have (a crew member, a turret, ...). */
export const MAX_PICK = 1_000_000;
/** The most battles one odds run (oddsOf, engagementOdds, splitBattles, the odds pool) may fight. */
export const MAX_BATTLES = 1_000_000;
/** The most rounds a simulated fight may last beyond the round it starts in (simulate's maxRounds). */
export const MAX_ROUNDS = 1000;
/** The most points of damage one attack may carry (MAX_DICE six-sided dice at most). */
export const MAX_DAMAGE = 6 * MAX_DICE;
/** A ship's speed at most (adjustSpeed; a collision rolls one die per point of speed). */
export const MAX_SPEED = MAX_DICE;
/** The most combat turns an extended action may need. */
export const MAX_EXTENDED_TURNS = 1000;
/** The most times an opposed check may come out tied before the dice source is deemed stuck. */
export const MAX_REROLLS = 1000;

/** Why an argument was refused. Stable: the Foundry layer reads `CEPHEUS.RulesInput.<code>`. */
export type RulesInputCode =
  /** not a number at all, or NaN / Infinity where a finite number is meant */
  | "notANumber"
  /** a fraction where a whole number is meant */
  | "notAnInteger"
  /** a number outside the range allowed (`min`, `max`) */
  | "outOfRange"
  /** a string that is not one of a closed set of values (`allowed`) */
  | "unknownValue"
  /** a value of the wrong kind (`expected`: see RulesInputExpected) */
  | "wrongType"
  /** two ships with the same id */
  | "duplicateId"
  /** an id that names no ship of the engagement */
  | "unknownShip"
  /** a dice source answered an impossible total */
  | "impossibleTotal"
  /** a dice source answered ties more than MAX_REROLLS times in a row */
  | "endlessRerolls";

/** What kind of value was expected, for `wrongType` (`CEPHEUS.RulesInput.Expected.<kind>`). */
export type RulesInputExpected =
  "string" | "boolean" | "object" | "list" | "function" | "diceSource" | "pool" | "command";

export interface RulesInputDetails {
  /** the argument or member refused, as a path: "battles", "ship.hull.value", "state.memory.ships.a1.speed" */
  name: string;
  /** the value refused */
  value?: unknown;
  min?: number;
  max?: number;
  /** the values allowed, for `unknownValue` */
  allowed?: readonly string[];
  /** the kind of value expected, for `wrongType` */
  expected?: RulesInputExpected;
}

/** The English messages, with `{placeholders}` filled from the details (lang/en.json CEPHEUS.RulesInput holds the same). */
export const RULES_INPUT_MESSAGES: Readonly<Record<RulesInputCode, string>> = Object.freeze({
  notANumber: "{name} must be a finite number, not {value}",
  notAnInteger: "{name} must be a whole number, not {value}",
  outOfRange: "{name} is {value}: it must be from {min} to {max}",
  unknownValue: "{name} is {value}, which is not one of: {allowed}",
  wrongType: "{name} must be {expected}, not {value}",
  duplicateId: "two ships share the id {value} ({name})",
  unknownShip: "{name} is {value}, which names no ship of the engagement",
  impossibleTotal: "the dice source answered {value} for {name}, which those dice cannot roll",
  endlessRerolls: "the dice source answered ties {value} times in a row ({name}): it seems stuck",
});

/** The English words of each expected kind. */
export const RULES_INPUT_EXPECTED: Readonly<Record<RulesInputExpected, string>> = Object.freeze({
  string: "a string",
  boolean: "true or false",
  object: "an object",
  list: "a list",
  function: "a function",
  diceSource: "a dice source (an object with a roll method)",
  pool: "an object {value, max}",
  command: "an object with a type",
});

/** A short, safe rendering of any value for a message: never calls the value's own methods. */
export function showValue(v: unknown): string {
  switch (typeof v) {
    case "number":
      return Object.is(v, -0) ? "0" : String(v);
    case "string":
      return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
    case "boolean":
    case "bigint":
    case "undefined":
      return String(v);
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      return v === null ? "null" : Array.isArray(v) ? "a list" : "an object";
  }
}

/** The placeholder values of a message, as strings. */
export function messageData(details: RulesInputDetails): Record<string, string> {
  return {
    name: details.name,
    value: showValue(details.value),
    min: details.min === undefined ? "" : showValue(details.min),
    max: details.max === undefined ? "" : showValue(details.max),
    allowed: details.allowed ? details.allowed.join(", ") : "",
    expected: details.expected ? RULES_INPUT_EXPECTED[details.expected] : "",
  };
}

function english(code: RulesInputCode, details: RulesInputDetails): string {
  const data = messageData(details);
  return RULES_INPUT_MESSAGES[code].replace(/\{(\w+)\}/g, (_, k: string) => data[k] ?? "");
}

/** Builds a message in another language from a code and its details; undefined: use the English one. */
export type RulesInputFormatter = (code: RulesInputCode, details: RulesInputDetails) => string | undefined;
let formatter: RulesInputFormatter | null = null;

/** Let the host translate the messages of errors thrown from now on (null: English again). */
export function setRulesInputFormatter(f: RulesInputFormatter | null): void {
  formatter = f;
}

function describe(code: RulesInputCode, details: RulesInputDetails): string {
  if (formatter) {
    try {
      const text = formatter(code, details);
      if (typeof text === "string" && text) return text;
    } catch {
      // a formatter that fails leaves the English message
    }
  }
  return english(code, details);
}

/** An argument of the rules API refused: `code` says why, `details` which argument and what was allowed. */
export class RulesInputError extends RangeError {
  readonly code: RulesInputCode;
  readonly details: Readonly<RulesInputDetails>;

  constructor(code: RulesInputCode, details: RulesInputDetails) {
    super(describe(code, details));
    this.name = "RulesInputError";
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

// ----- checks: each throws RulesInputError, or returns nothing -------------------------------------------------------

export function refuseInput(code: RulesInputCode, details: RulesInputDetails): never {
  throw new RulesInputError(code, details);
}

/** A finite number within [min, max]. */
export function checkNumber(
  name: string,
  value: unknown,
  min = -Number.MAX_VALUE,
  max = Number.MAX_VALUE,
): asserts value is number {
  if (typeof value !== "number" || !Number.isFinite(value)) refuseInput("notANumber", { name, value });
  if (value < min || value > max) refuseInput("outOfRange", { name, value, min, max });
}

/** A whole number within [min, max]. */
export function checkInteger(
  name: string,
  value: unknown,
  min = Number.MIN_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): asserts value is number {
  if (typeof value !== "number" || !Number.isFinite(value)) refuseInput("notANumber", { name, value });
  if (!Number.isInteger(value)) refuseInput("notAnInteger", { name, value });
  if (value < min || value > max) refuseInput("outOfRange", { name, value, min, max });
}

/** One of a closed set of strings (compared by value: no prototype member of any table can pass). */
export function checkOneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): asserts value is T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value))
    refuseInput("unknownValue", { name, value, allowed });
}

export function checkString(name: string, value: unknown): asserts value is string {
  if (typeof value !== "string") refuseInput("wrongType", { name, value, expected: "string" });
}

export function checkBoolean(name: string, value: unknown): asserts value is boolean {
  if (typeof value !== "boolean") refuseInput("wrongType", { name, value, expected: "boolean" });
}

/** A plain object (not null, not a list, not a function). */
export function checkObject(name: string, value: unknown): asserts value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    refuseInput("wrongType", { name, value, expected: "object" });
}

export function checkList(name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): asserts value is unknown[] {
  if (!Array.isArray(value)) refuseInput("wrongType", { name, value, expected: "list" });
  if (value.length > max) refuseInput("outOfRange", { name: `${name}.length`, value: value.length, min: 0, max });
}

/** The same check for a member that may be absent (undefined). */
export function optional<T>(
  check: (name: string, value: unknown, ...rest: T[]) => void,
  name: string,
  value: unknown,
  ...rest: T[]
): void {
  if (value !== undefined) check(name, value, ...rest);
}

/** Whether `key` is an own member of `record` (a prototype member such as "constructor" is not). */
export function hasKey(record: object, key: unknown): boolean {
  return typeof key === "string" && Object.hasOwn(record, key);
}
