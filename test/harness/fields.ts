// Stand-in for foundry.data.fields, the single-value fields (DataField, NumberField, StringField, BooleanField,
// ObjectField, HTMLField, DocumentIdField, DocumentUUIDField) and the options of cleaning and validation; the container
// fields are in schema-fields.ts. The cleaning, casting and validation behaviour the public API pages describe
// (foundryvtt.com/api/v13, foundry.data.fields.*). Written for these tests; no Foundry code was read or copied.
//
// Pipeline per field, as documented: clean(value) = undefined → initial (unless partial), null → null when
// nullable else initial, then _cast, then _cleanType. validate(value) = _validateSpecial (null/undefined/blank),
// _validateType, then the `validate` option; a validator returning true ends validation as valid, false fails
// with `validationError`, a thrown Error fails with its message.
//
// v14 mode (test/harness/README.md, "v14 mode"): clean(value, options, _state) takes a third argument, `_state`, whose
// `source` is the stored source of the branch being cleaned (schema-fields.ts says what the containers do with it).
import { isV14 } from "./generation";
import { deepClone, getType, isPlainObject, isValidId, type AnyObject } from "./utils";
import { DataModelValidationFailure } from "./validation";

export interface CleanOptions {
  partial?: boolean;
  /** the root source being cleaned (passed to `initial` functions) */
  source?: AnyObject;
}

/** v14's third argument of `clean` / `_cleanType`: `source` is the stored source of the branch being cleaned. */
export interface CleanState {
  source?: any;
}

export interface ValidateOptions {
  partial?: boolean;
  source?: AnyObject;
}

type Validator = (value: any, options: ValidateOptions) => boolean | void | DataModelValidationFailure;

export class DataField {
  options: AnyObject;
  name?: string;
  parent?: DataField;
  required!: boolean;
  nullable!: boolean;
  initial: any;
  label?: string;
  hint?: string;
  validationError!: string;

  static get _defaults(): AnyObject {
    return {
      required: false,
      nullable: false,
      initial: undefined,
      readonly: false,
      gmOnly: false,
      label: "",
      hint: "",
      validationError: "is not a valid value",
    };
  }

  constructor(options: AnyObject = {}, { name, parent }: { name?: string; parent?: DataField } = {}) {
    this.name = name;
    this.parent = parent;
    this.options = options;
    const defaults = (this.constructor as typeof DataField)._defaults;
    for (const [k, v] of Object.entries(defaults))
      (this as AnyObject)[k] = k in options && options[k] !== undefined ? options[k] : v;
    // other options become properties too (choices, validateKey, type, ...), but never shadow a method
    for (const [k, v] of Object.entries(options)) if (!(k in defaults) && !(k in this)) (this as AnyObject)[k] = v;
  }

  get fieldPath(): string {
    const parts: string[] = [];
    if (this.name) parts.push(this.name);
    for (let f = this.parent; f; f = f.parent) if (f.name) parts.unshift(f.name);
    return parts.join(".");
  }

  getInitialValue(data?: AnyObject): any {
    return typeof this.initial === "function" ? this.initial(data) : deepClone(this.initial);
  }

  clean(value: any, options: CleanOptions = {}, _state?: CleanState): any {
    if (value === undefined) return options.partial ? undefined : this.getInitialValue(options.source);
    if (value === null) return this.nullable ? null : this.getInitialValue(options.source);
    value = this._cast(value);
    // v13 calls _cleanType(value, options); v14 adds the state (an empty one when the caller gave none)
    return isV14 ? this._cleanType(value, options, _state ?? {}) : this._cleanType(value, options);
  }

  protected _cast(value: any): any {
    return value;
  }

  protected _cleanType(value: any, _options: CleanOptions, _state?: CleanState): any {
    return value;
  }

  validate(value: any, options: ValidateOptions = {}): DataModelValidationFailure | undefined {
    const validators: Validator[] = [this._validateSpecial, this._validateType];
    if (typeof this.options.validate === "function") validators.push(this.options.validate);
    try {
      for (const validator of validators) {
        const result = validator.call(this, value, options);
        if (result === true) return undefined;
        if (result === false)
          return new DataModelValidationFailure({ invalidValue: value, message: this.validationError });
        if (result instanceof DataModelValidationFailure) return result;
      }
    } catch (err) {
      return new DataModelValidationFailure({ invalidValue: value, message: (err as Error).message });
    }
    return undefined;
  }

  protected _validateSpecial(value: any): boolean | void {
    if (value === undefined) {
      if (this.required) throw new Error("may not be undefined");
      return true;
    }
    if (value === null) {
      if (this.nullable) return true;
      throw new Error("may not be null");
    }
  }

  protected _validateType(_value: any, _options?: ValidateOptions): boolean | void | DataModelValidationFailure {}

  /** Source value → the value a model instance holds. */
  initialize(value: any, _model?: unknown, _options?: AnyObject): any {
    return value;
  }

  toObject(value: any): any {
    return deepClone(value);
  }

  /** Migrate nested models' source (EmbeddedDataField, TypeDataField, arrays of them). */
  migrateSource(_sourceData: AnyObject, _fieldData: any): void {}

  /** Joint validation of nested models. */
  protected _validateModel(_value: any, _options?: ValidateOptions): void {}
}

export class NumberField extends DataField {
  declare min: number | undefined;
  declare max: number | undefined;
  declare integer: boolean;
  declare positive: boolean;
  declare step: number | undefined;
  declare choices: unknown;

  static override get _defaults(): AnyObject {
    return {
      ...super._defaults,
      initial: null,
      nullable: true,
      min: undefined,
      max: undefined,
      step: undefined,
      integer: false,
      positive: false,
      choices: undefined,
    };
  }

  protected override _cast(value: any): any {
    return Number(value);
  }

  /** Integers are rounded and values clamped to min/max while cleaning (our models keep bounds out of min/max for that reason). */
  protected override _cleanType(value: any): any {
    if (typeof value !== "number" || Number.isNaN(value)) return value;
    if (this.integer) value = Math.round(value);
    if (Number.isFinite(this.min)) value = Math.max(value, this.min!);
    if (Number.isFinite(this.max)) value = Math.min(value, this.max!);
    if (Number.isFinite(this.step)) value = Math.round(value / this.step!) * this.step!;
    return value;
  }

  protected override _validateType(value: any): boolean | void {
    if (typeof value !== "number" || Number.isNaN(value)) throw new Error("must be a number");
    if (this.positive && value <= 0) throw new Error("must be a positive number");
    if (Number.isFinite(this.min) && value < this.min!) throw new Error(`must be greater than or equal to ${this.min}`);
    if (Number.isFinite(this.max) && value > this.max!) throw new Error(`must be less than or equal to ${this.max}`);
    if (this.integer && !Number.isInteger(value)) throw new Error("must be an integer");
    if (!this.integer && !Number.isFinite(value)) throw new Error("must be a finite number");
    if (this.choices && !choiceKeys(this.choices).includes(value)) throw new Error(`${value} is not a valid choice`);
  }
}

function choiceKeys(choices: unknown): unknown[] {
  const c = typeof choices === "function" ? (choices as () => unknown)() : choices;
  if (Array.isArray(c)) return c;
  if (isPlainObject(c)) return Object.keys(c);
  return [];
}

export class StringField extends DataField {
  declare blank: boolean;
  declare trim: boolean;
  declare choices: unknown;

  static override get _defaults(): AnyObject {
    return {
      ...super._defaults,
      blank: true,
      trim: true,
      nullable: false,
      initial: undefined,
      choices: undefined,
      textSearch: false,
    };
  }

  override getInitialValue(data?: AnyObject): any {
    const v = super.getInitialValue(data);
    if (v !== undefined) return v;
    if (this.nullable) return null;
    return this.blank ? "" : undefined;
  }

  protected override _cast(value: any): any {
    return String(value);
  }

  protected override _cleanType(value: any): any {
    return this.trim && typeof value === "string" ? value.trim() : value;
  }

  protected override _validateSpecial(value: any): boolean | void {
    if (value === "") {
      if (this.blank) return true;
      throw new Error("may not be a blank string");
    }
    return super._validateSpecial(value);
  }

  protected override _validateType(value: any): boolean | void {
    if (typeof value !== "string") throw new Error("must be a string");
    if (this.choices) {
      if (choiceKeys(this.choices).includes(value)) return true;
      throw new Error(`${value} is not a valid choice`);
    }
  }
}

export class BooleanField extends DataField {
  static override get _defaults(): AnyObject {
    return { ...super._defaults, required: true, nullable: false, initial: false };
  }
  protected override _cast(value: any): any {
    if (typeof value === "string") return value === "true";
    if (typeof value === "object") return false;
    return Boolean(value);
  }
  protected override _validateType(value: any): void {
    if (typeof value !== "boolean") throw new Error("must be a boolean");
  }
}

export class ObjectField extends DataField {
  static override get _defaults(): AnyObject {
    return { ...super._defaults, required: true, nullable: false, initial: () => ({}) };
  }
  protected override _cast(value: any): any {
    return getType(value) === "Object" ? value : {};
  }
  protected override _validateType(value: any): void {
    if (!isPlainObject(value)) throw new Error("must be an object");
  }
}

export class HTMLField extends StringField {
  static override get _defaults(): AnyObject {
    return { ...super._defaults, required: true, blank: true };
  }
}

export class DocumentIdField extends StringField {
  static override get _defaults(): AnyObject {
    return { ...super._defaults, required: true, blank: false, nullable: true, initial: null, readonly: true };
  }
  protected override _validateType(value: any): void {
    if (!isValidId(value)) throw new Error("must be a valid 16-character alphanumeric ID");
  }
}

/** A Document UUID string, optionally of one document type (`type`). */
export class DocumentUUIDField extends StringField {
  declare type: string | undefined;
  static override get _defaults(): AnyObject {
    return {
      ...super._defaults,
      required: true,
      blank: false,
      nullable: true,
      initial: null,
      type: undefined,
      embedded: undefined,
    };
  }
  protected override _validateType(value: any): void {
    if (typeof value !== "string") throw new Error("must be a string");
    const parts = value.split(".");
    const docParts = parts[0] === "Compendium" ? parts.slice(3) : parts;
    if (parts[0] === "Compendium" && parts.length < 5) throw new Error(`"${value}" is not a valid UUID`);
    if (docParts.length < 2 || docParts.length % 2 !== 0) throw new Error(`"${value}" is not a valid UUID`);
    for (let i = 0; i < docParts.length; i += 2) {
      if (!/^[A-Z][A-Za-z]+$/.test(docParts[i]) || !isValidId(docParts[i + 1]))
        throw new Error(`"${value}" is not a valid UUID`);
    }
    const docType = docParts.at(-2);
    if (this.type && docType !== this.type)
      throw new Error(`Invalid document type "${docType}" which must be a ${this.type}`);
  }
}
