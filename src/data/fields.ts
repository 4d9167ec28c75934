// Field classes with localised validation messages.
//
// Foundry runs a field's own type checks (`_validateType`: integer, min, max, choices) before any custom
// `validate` option, and its messages are English. Where the user can type a bad value (tons, hull, skills,
// weapon kind) we override `_validateType` so the failure carries a CEPHEUS.Validation.* message, and we keep
// bounds OUT of Foundry's `min`/`max` options: NumberField's cleaning would otherwise clamp an out-of-range
// value silently instead of rejecting it.

const { NumberField, StringField } = foundry.data.fields;

/** Localise lazily: schemas are built before translations load, messages are needed at validation time. */
function message(key: string, data: Record<string, string | number> = {}): string {
  const i18n = (globalThis as { game?: { i18n?: { format(key: string, data: Record<string, string>): string } } }).game?.i18n;
  return i18n ? i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) : key;
}

export interface IntegerFieldOptions {
  initial?: number;
  /** lowest valid value (inclusive); default 0 */
  min?: number;
  /** highest valid value (inclusive); default unbounded */
  max?: number;
  label?: string;
  hint?: string;
}

/** A required, non-null integer within [min, max]; out-of-range or non-integer values are rejected, never clamped. */
export class IntegerField extends NumberField<{ required: true; nullable: false; integer: true; initial: number; label?: string; hint?: string }> {
  readonly bounds: { min: number; max: number };

  constructor(options: IntegerFieldOptions = {}) {
    const { initial = options.min ?? 0, min = 0, max = Number.POSITIVE_INFINITY, label, hint } = options;
    super({ required: true, nullable: false, integer: true, initial, label, hint });
    this.bounds = { min, max };
  }

  protected override _validateType(value: unknown): void {
    checkInteger(value, this.bounds.min, this.bounds.max);
  }
}

/** An optional integer (null = none: e.g. an untrained skill). */
export class NullableIntegerField extends NumberField<{ required: true; nullable: true; integer: true; initial: null; label?: string; hint?: string }> {
  readonly bounds: { min: number; max: number };

  constructor(options: Omit<IntegerFieldOptions, "initial"> = {}) {
    const { min = 0, max = Number.POSITIVE_INFINITY, label, hint } = options;
    super({ required: true, nullable: true, integer: true, initial: null, label, hint });
    this.bounds = { min, max };
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
