// Stand-in for foundry.data.fields and foundry.data.validation: the field types our models use, with the
// cleaning, casting and validation behaviour the public API pages describe (foundryvtt.com/api/v13,
// foundry.data.fields.*). Written for these tests; no Foundry code was read or copied.
//
// Pipeline per field, as documented: clean(value) = undefined → initial (unless partial), null → null when
// nullable else initial, then _cast, then _cleanType. validate(value) = _validateSpecial (null/undefined/blank),
// _validateType, then the `validate` option; a validator returning true ends validation as valid, false fails
// with `validationError`, a thrown Error fails with its message.
//
// v14 mode (test/harness/README.md, "v14 mode"): clean(value, options, _state) takes a third argument, `_state`, whose
// `source` is the stored source of the branch being cleaned; core's container fields hand each child its part. A
// partial clean leaves out the fields the changes do not name only when it has that source: without it every field is
// cleaned, and one the changes leave out takes its initial value (so a field override that drops `_state` when it
// calls its parent resets the siblings of whatever a partial update names). Core's container fields leave an update
// operator (operators.ts) to the update rather than cleaning it.
import { isV14 } from "./generation";
import { isOperator } from "./operators";
import { deepClone, getType, isPlainObject, isValidId, type AnyObject } from "./utils";

export class DataModelValidationFailure {
  invalidValue: unknown;
  message?: string;
  unresolved: boolean;
  fields: Record<string, DataModelValidationFailure> = {};
  elements: { id: string | number; name?: string; failure: DataModelValidationFailure }[] = [];
  joint?: DataModelValidationFailure;

  constructor({
    invalidValue,
    message,
    unresolved = true,
  }: { invalidValue?: unknown; message?: string; unresolved?: boolean } = {}) {
    this.invalidValue = invalidValue;
    this.message = message;
    this.unresolved = unresolved;
  }

  /** Flattened `path: message` lines. */
  lines(prefix = ""): string[] {
    const out: string[] = [];
    if (this.message) out.push(prefix ? `${prefix}: ${this.message}` : this.message);
    for (const [k, f] of Object.entries(this.fields)) out.push(...f.lines(prefix ? `${prefix}.${k}` : k));
    for (const e of this.elements) out.push(...e.failure.lines(prefix ? `${prefix}.${e.id}` : String(e.id)));
    if (this.joint) out.push(...this.joint.lines(prefix));
    return out;
  }

  asError(name = "DataModel"): DataModelValidationError {
    return new DataModelValidationError(this, name);
  }
}

export class DataModelValidationError extends Error {
  failure: DataModelValidationFailure;
  constructor(failure: DataModelValidationFailure, name = "DataModel") {
    super(
      `${name} validation errors:\n${failure
        .lines()
        .map((l) => `  ${l}`)
        .join("\n")}`,
    );
    this.failure = failure;
  }
  getAllFailures(): Record<string, string> {
    return Object.fromEntries(
      this.failure.lines().map((l) => {
        const i = l.indexOf(": ");
        return i < 0 ? ["", l] : [l.slice(0, i), l.slice(i + 2)];
      }),
    );
  }
}

export interface CleanOptions {
  partial?: boolean;
  /** the root source being cleaned (passed to `initial` functions) */
  source?: AnyObject;
}

/** v14's third argument of `clean` / `_cleanType`: `source` is the stored source of the branch being cleaned. */
export interface CleanState {
  source?: any;
}

/** The state a container hands its child `key` (v14 only; v13 has no third argument). */
function childState(state: CleanState | undefined, key: string | number): CleanState | undefined {
  return isV14 ? { ...(state ?? {}), source: (state?.source as AnyObject | undefined)?.[key] } : undefined;
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

export class SchemaField extends DataField {
  fields: Record<string, DataField>;

  static override get _defaults(): AnyObject {
    return {
      ...super._defaults,
      required: true,
      nullable: false,
      initial() {
        return undefined;
      },
    };
  }

  constructor(
    fields: Record<string, DataField>,
    options: AnyObject = {},
    context: { name?: string; parent?: DataField } = {},
  ) {
    super(options, context);
    this.fields = fields;
    for (const [name, field] of Object.entries(fields)) {
      field.name = name;
      field.parent = this;
    }
  }

  has(name: string): boolean {
    return name in this.fields;
  }
  get(name: string): DataField | undefined {
    return this.fields[name];
  }
  keys(): string[] {
    return Object.keys(this.fields);
  }
  /** A nested field by dot path ("hull.value"); undefined when absent. */
  getField(fieldName: string | string[]): DataField | undefined {
    const [head, ...rest] = typeof fieldName === "string" ? fieldName.split(".") : fieldName;
    const field = this.fields[head];
    if (!rest.length) return field;
    return field instanceof SchemaField ? field.getField(rest) : undefined;
  }
  entries(): [string, DataField][] {
    return Object.entries(this.fields);
  }
  *[Symbol.iterator](): Generator<DataField> {
    yield* Object.values(this.fields);
  }

  override getInitialValue(data?: AnyObject): any {
    const v =
      typeof this.options.initial === "function" || this.options.initial !== undefined
        ? super.getInitialValue(data)
        : undefined;
    return v !== undefined ? v : this.clean({}, { source: data });
  }

  protected override _cast(value: any): any {
    return isPlainObject(value) ? value : {};
  }

  protected override _cleanType(data: AnyObject, options: CleanOptions = {}, _state?: CleanState): AnyObject {
    for (const [name, field] of this.entries()) {
      const named = name in data;
      // v13: a partial clean leaves out what the changes do not name; v14: only when it has the stored source
      if (!named && options.partial && (!isV14 || _state?.source)) continue;
      if (isOperator(data[name])) continue; // v14: left for the update to apply
      // v14 without the stored source: a field the changes leave out is cleaned to its initial value
      data[name] = field.clean(data[name], named ? options : { ...options, partial: false }, childState(_state, name));
      if (data[name] === undefined) delete data[name];
    }
    // Keys the schema does not define are dropped.
    for (const k of Object.keys(data)) if (!this.has(k) && !k.startsWith("-=")) delete data[k];
    return data;
  }

  protected override _validateType(
    data: any,
    options: ValidateOptions = {},
  ): boolean | void | DataModelValidationFailure {
    if (!isPlainObject(data)) throw new Error("must be an object");
    const failure = new DataModelValidationFailure({ invalidValue: data, unresolved: false });
    for (const [name, field] of this.entries()) {
      if (options.partial && !(name in data)) continue;
      const f = field.validate(data[name], options);
      if (f) {
        failure.fields[name] = f;
        failure.unresolved = true;
      }
    }
    if (failure.unresolved) return failure;
  }

  override initialize(value: any, model?: unknown, options?: AnyObject): any {
    if (!isPlainObject(value)) return value;
    const out: AnyObject = {};
    for (const [name, field] of this.entries())
      if (name in value) out[name] = field.initialize(value[name], model, options);
    return out;
  }

  override migrateSource(sourceData: AnyObject, fieldData: any): void {
    if (!isPlainObject(fieldData)) return;
    for (const [name, field] of this.entries()) if (name in fieldData) field.migrateSource(sourceData, fieldData[name]);
  }
}

export class ArrayField extends DataField {
  element: DataField;

  static override get _defaults(): AnyObject {
    return { ...super._defaults, required: true, nullable: false, initial: () => [] };
  }

  constructor(element: DataField, options: AnyObject = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    this.element = element;
    element.parent = this;
  }

  protected override _cast(value: any): any {
    if (value instanceof Set) return [...value];
    if (isPlainObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) return Object.values(value);
    return Array.isArray(value) ? value : [value];
  }

  protected override _cleanType(value: any[], options: CleanOptions = {}, _state?: CleanState): any[] {
    return value.map((v, i) => this.element.clean(v, { ...options, partial: false }, childState(_state, i)));
  }

  protected override _validateType(
    value: any,
    options: ValidateOptions = {},
  ): boolean | void | DataModelValidationFailure {
    if (!Array.isArray(value)) throw new Error("must be an array");
    const failure = new DataModelValidationFailure({ invalidValue: value, unresolved: false });
    value.forEach((v, i) => {
      const f = this.element.validate(v, { ...options, partial: false });
      if (f) {
        failure.elements.push({ id: i, failure: f });
        failure.unresolved = true;
      }
    });
    if (failure.unresolved) return failure;
  }

  override initialize(value: any, model?: unknown, options?: AnyObject): any {
    return Array.isArray(value) ? value.map((v) => this.element.initialize(v, model, options)) : value;
  }

  override migrateSource(sourceData: AnyObject, fieldData: any): void {
    if (Array.isArray(fieldData)) for (const v of fieldData) this.element.migrateSource(sourceData, v);
  }
}

/** An object with arbitrary (validated) keys and values of one field type. */
export class TypedObjectField extends DataField {
  element: DataField;

  static override get _defaults(): AnyObject {
    return { ...super._defaults, required: true, nullable: false, initial: () => ({}), validateKey: undefined };
  }

  constructor(element: DataField, options: AnyObject = {}, context: { name?: string; parent?: DataField } = {}) {
    super(options, context);
    this.element = element;
    element.parent = this;
  }

  protected override _cast(value: any): any {
    return isPlainObject(value) ? value : {};
  }

  protected override _cleanType(value: AnyObject, options: CleanOptions = {}, _state?: CleanState): AnyObject {
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith("-=") || isOperator(v)) continue;
      value[k] = this.element.clean(v, { ...options, partial: false }, childState(_state, k));
    }
    return value;
  }

  protected override _validateType(
    value: any,
    options: ValidateOptions = {},
  ): boolean | void | DataModelValidationFailure {
    if (!isPlainObject(value)) throw new Error("must be an object");
    const failure = new DataModelValidationFailure({ invalidValue: value, unresolved: false });
    const validateKey = this.options.validateKey as ((k: string) => boolean) | undefined;
    for (const [k, v] of Object.entries(value)) {
      if (validateKey && !validateKey(k)) {
        failure.fields[k] = new DataModelValidationFailure({ invalidValue: k, message: `"${k}" is not a valid key` });
        failure.unresolved = true;
        continue;
      }
      const f = this.element.validate(v, { ...options, partial: false });
      if (f) {
        failure.fields[k] = f;
        failure.unresolved = true;
      }
    }
    if (failure.unresolved) return failure;
  }

  override initialize(value: any, model?: unknown, options?: AnyObject): any {
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.element.initialize(v, model, options)]));
  }
}

/** Structural interface of a DataModel class, as the fields need it. */
export interface ModelClass {
  new (data?: AnyObject, options?: AnyObject): any;
  schema: SchemaField;
  name: string;
  migrateDataSafe(source: AnyObject): AnyObject;
  cleanData(source?: AnyObject, options?: CleanOptions, _state?: CleanState): AnyObject;
  validateJoint(data: AnyObject): void;
}

/** Validate a nested model's data: its fields, then (when they pass) its joint validation. */
export function validateModelData(
  model: ModelClass,
  value: any,
  options: ValidateOptions = {},
): DataModelValidationFailure | undefined {
  const failure = model.schema.validate(value, { ...options, source: options.source ?? value });
  if (failure) return failure;
  if (options.partial) return undefined;
  try {
    model.validateJoint(value);
  } catch (err) {
    const f = new DataModelValidationFailure({ invalidValue: value, unresolved: true });
    f.joint = new DataModelValidationFailure({ invalidValue: value, message: (err as Error).message });
    return f;
  }
  return undefined;
}

export class EmbeddedDataField extends SchemaField {
  model: ModelClass;
  constructor(model: ModelClass, options: AnyObject = {}, context: { name?: string; parent?: DataField } = {}) {
    super(model.schema.fields, options, context);
    this.model = model;
  }
  protected override _cleanType(value: AnyObject, options: CleanOptions = {}, _state?: CleanState): AnyObject {
    return this.model.cleanData(value, options, _state);
  }
  override validate(value: any, options: ValidateOptions = {}): DataModelValidationFailure | undefined {
    const special = this._validateSpecialSafe(value);
    if (special !== "continue") return special;
    return validateModelData(this.model, value, options);
  }
  private _validateSpecialSafe(value: any): DataModelValidationFailure | undefined | "continue" {
    try {
      return this._validateSpecial(value) === true ? undefined : "continue";
    } catch (err) {
      return new DataModelValidationFailure({ invalidValue: value, message: (err as Error).message });
    }
  }
  override initialize(value: any, model?: unknown): any {
    return isPlainObject(value) ? new this.model(deepClone(value), { parent: model }) : value;
  }
  override migrateSource(_sourceData: AnyObject, fieldData: any): void {
    if (isPlainObject(fieldData)) this.model.migrateDataSafe(fieldData);
  }
}
