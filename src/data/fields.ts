// Field classes with localised validation messages, that say no instead of guessing.
//
// Foundry runs a field's own type checks (`_validateType`: integer, min, max, choices) before any custom
// `validate` option, and its messages are English. Where the user can type a bad value (tons, hull, skills,
// weapon kind) we override `_validateType` so the failure carries a CEPHEUS.Validation.* message, and we keep
// bounds OUT of Foundry's `min`/`max` options: NumberField's cleaning would otherwise clamp an out-of-range
// value silently instead of rejecting it.
//
// Foundry's cleaning also turns what it is given into the field's type before validation, guessing: NumberField
// casts with Number() (true → 1, "" → 0, [5] → 5) and rounds where an integer is meant (1.5 → 2), ArrayField
// wraps a value that is no list into a list of one (a string `mounts` became one default turret), SchemaField
// replaces what is no object with {} (a string `hull` became the default pool). These fields keep such a value as
// it is, so that validation refuses it with a message:
// - IntegerField, NullableIntegerField: a number stays as it is (a fraction is refused, never rounded); a string
//   of decimal digits ("12", " 12 ", "1.5") is read as its number (then checked like any number); anything else
//   (a blank or other string, true, a list, an object) is refused as not a number.
// - ListField: only a list is a list.
// - StrictSchemaField (every group of fields of our models: a ship's sensors, systems, ammunition, a mount, a seat,
//   a crew member's characteristics...): only an object is a group; PoolField: only an object {value, max} is a pool
//   (src/data/migration.ts turns a bare number into one, as it documents).
//
// Every `_cleanType` override hands its parent every argument it was given, not only (value, options): v14 adds a
// third, `_state`, whose `source` is the stored data of the branch being cleaned, and a partial update keeps the fields
// it does not name only when that source reaches the parent (without it every field of the group is cleaned, and those
// the update leaves out take their initial values: a change of a Hull's value would reset its maximum). Public v14
// migration notes describe both (docs/foundry-compat.md, D9).

const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;

/** Localise lazily: schemas are built before translations load, messages are needed at validation time. */
function message(key: string, data: Record<string, string | number> = {}): string {
  const i18n = (globalThis as { game?: { i18n?: { format(key: string, data: Record<string, string>): string } } }).game
    ?.i18n;
  return i18n ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : key;
}

/** An initial value, or a function of the source being cleaned (a new ship's Hull from its tonnage). */
export type Initial = number | ((source: unknown) => number);

export interface IntegerFieldOptions {
  initial?: Initial;
  /** lowest valid value (inclusive); default 0 */
  min?: number;
  /** highest valid value (inclusive); default unbounded */
  max?: number;
  label?: string;
  hint?: string;
}

/** A decimal numeral, as a form or a pasted text may give a number ("12", "-3", "1.5"; surrounding blanks allowed). */
const NUMERAL = /^\s*[+-]?\d+(?:\.\d+)?\s*$/;

/** Cast for the integer fields: a number as it is, a numeral as its number, anything else untouched (refused later). */
function castNumber(value: unknown): unknown {
  return typeof value === "string" && NUMERAL.test(value) ? Number(value) : value;
}

/** A required, non-null integer within [min, max]; out-of-range or non-integer values are rejected, never clamped or rounded. */
export class IntegerField extends NumberField<{
  required: true;
  nullable: false;
  integer: true;
  initial: number;
  label?: string;
  hint?: string;
}> {
  readonly bounds: { min: number; max: number };

  constructor(options: IntegerFieldOptions = {}) {
    const { initial = options.min ?? 0, min = 0, max = Number.POSITIVE_INFINITY, label, hint } = options;
    super({ required: true, nullable: false, integer: true, initial: initial as number, label, hint });
    this.bounds = { min, max };
  }

  protected override _cast(value: unknown): number {
    return castNumber(value) as number;
  }

  protected override _cleanType(
    value: number,
    options?: foundry.data.fields.DataField.CleanOptions,
    ...state: unknown[]
  ): number {
    // what is no whole number is left for _validateType to refuse (NumberField would round 1.5 to 2)
    return Number.isInteger(value)
      ? (Reflect.apply(super._cleanType, this, [value, options, ...state]) as number)
      : value;
  }

  protected override _validateType(value: unknown): void {
    checkInteger(value, this.bounds.min, this.bounds.max);
  }
}

/** An optional integer (null = none: e.g. an untrained skill). */
export class NullableIntegerField extends NumberField<{
  required: true;
  nullable: true;
  integer: true;
  initial: null;
  label?: string;
  hint?: string;
}> {
  readonly bounds: { min: number; max: number };

  constructor(options: Omit<IntegerFieldOptions, "initial"> = {}) {
    const { min = 0, max = Number.POSITIVE_INFINITY, label, hint } = options;
    super({ required: true, nullable: true, integer: true, initial: null, label, hint });
    this.bounds = { min, max };
  }

  protected override _cast(value: unknown): number {
    return castNumber(value) as number;
  }

  protected override _cleanType(
    value: number | null,
    options?: foundry.data.fields.DataField.CleanOptions,
    ...state: unknown[]
  ): number | null {
    return Number.isInteger(value)
      ? (Reflect.apply(super._cleanType, this, [value, options, ...state]) as number)
      : value;
  }

  protected override _validateType(value: unknown): void {
    checkInteger(value, this.bounds.min, this.bounds.max);
  }
}

function checkInteger(value: unknown, min: number, max: number): void {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new Error(message("CEPHEUS.Validation.NotANumber"));
  if (!Number.isInteger(value)) throw new Error(message("CEPHEUS.Validation.NotAnInteger", { value }));
  if (value < min || value > max) {
    if (max === Number.POSITIVE_INFINITY) throw new Error(message("CEPHEUS.Validation.AtLeast", { value, min }));
    throw new Error(message("CEPHEUS.Validation.Between", { value, min, max }));
  }
}

/** A list whose elements are `element`; anything but a list (a string, a number, one object) is refused, not wrapped. */
export class ListField<
  const E extends foundry.data.fields.DataField.Any,
  const O extends foundry.data.fields.ArrayField.AnyOptions = foundry.data.fields.ArrayField.DefaultOptions,
> extends ArrayField<E, O> {
  protected override _cast(value: unknown): never {
    return value as never;
  }

  protected override _cleanType(
    value: never,
    options?: foundry.data.fields.DataField.CleanOptions,
    ...state: unknown[]
  ): never {
    return (Array.isArray(value) ? Reflect.apply(super._cleanType, this, [value, options, ...state]) : value) as never;
  }

  protected override _validateType(value: unknown, options?: foundry.data.fields.DataField.ValidateOptions<this>) {
    if (!Array.isArray(value)) throw new Error(message("CEPHEUS.Validation.NotAList", { value: describe(value) }));
    return super._validateType(value as never, options);
  }
}

/** A group of fields (a SchemaField) that refuses what is not an object instead of replacing it with the defaults. */
export class StrictSchemaField<const F extends foundry.data.fields.DataSchema> extends SchemaField<F> {
  /** the CEPHEUS.Validation key of the refusal */
  protected notAnObject = "CEPHEUS.Validation.NotAnObject";

  protected override _cast(value: unknown): never {
    return value as never;
  }

  protected override _cleanType(
    value: never,
    options?: foundry.data.fields.DataField.CleanOptions,
    ...state: unknown[]
  ): never {
    return (isPlainObject(value) ? Reflect.apply(super._cleanType, this, [value, options, ...state]) : value) as never;
  }

  protected override _validateType(value: unknown, options?: foundry.data.fields.DataField.ValidateOptions<this>) {
    if (!isPlainObject(value)) throw new Error(message(this.notAnObject, { value: describe(value) }));
    return super._validateType(value as never, options);
  }
}

/**
 * A Hull-style pool {value, max} of integers from 0; anything but an object is refused, not replaced by the default.
 * A member left out of a new pool takes `initial` (a number, or a function of the source: the tonnage's default).
 */
export class PoolField extends StrictSchemaField<{ value: IntegerField; max: IntegerField }> {
  protected override notAnObject = "CEPHEUS.Validation.NotAPool";

  constructor(initial: Initial) {
    super({ value: new IntegerField({ initial }), max: new IntegerField({ initial }) });
  }
}

function isPlainObject(v: unknown): boolean {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A value as a validation message shows it. */
function describe(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (Array.isArray(v)) return "[…]";
  if (typeof v === "object" && v !== null) return "{…}";
  return String(v);
}

/** A required string restricted to `choices`, rejected with a localised message naming the allowed values. */
export class ChoiceField<const C extends readonly string[]> extends StringField<{
  required: true;
  blank: false;
  nullable: false;
  choices: C;
  initial: C[number];
}> {
  constructor(choices: C, initial: C[number], options: { label?: string; hint?: string } = {}) {
    super({ required: true, blank: false, nullable: false, choices, initial, ...options });
  }

  protected override _validateType(value: unknown): void {
    const choices = this.options.choices as readonly string[];
    if (typeof value !== "string" || !choices.includes(value))
      throw new Error(message("CEPHEUS.Validation.Choice", { value: String(value), choices: choices.join(", ") }));
  }
}

/** `NdM` or `NdM+K` / `NdM-K` (the SRD writes 2D6; both cases are accepted). */
export const DICE_FORMULA = /^\s*(\d+)\s*[dD]\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/;

export function isDiceFormula(value: string): boolean {
  const m = DICE_FORMULA.exec(value);
  return !!m && Number(m[1]) > 0 && Number(m[2]) > 0;
}

/** A dice formula string validated as NdM[+K]. */
export class DiceFormulaField extends StringField<{ required: true; blank: false; nullable: false; initial: string }> {
  constructor(initial: string, options: { label?: string; hint?: string } = {}) {
    super({ required: true, blank: false, nullable: false, initial, ...options });
  }

  protected override _validateType(value: unknown): void {
    if (typeof value !== "string" || !isDiceFormula(value))
      throw new Error(message("CEPHEUS.Validation.DiceFormula", { value: String(value) }));
  }
}
