// Stand-in for foundry.data.fields, the container fields (SchemaField, ArrayField, TypedObjectField,
// EmbeddedDataField) and the validation of a nested model's data, over the single-value fields of fields.ts. The
// cleaning and validation behaviour the public API pages describe (foundryvtt.com/api/v13, foundry.data.fields.*).
// Written for these tests; no Foundry code was read or copied.
//
// v14 mode (test/harness/README.md, "v14 mode"): core's container fields hand each child its part of `_state`. A
// partial clean leaves out the fields the changes do not name only when it has that source: without it every field is
// cleaned, and one the changes leave out takes its initial value (so a field override that drops `_state` when it
// calls its parent resets the siblings of whatever a partial update names). Core's container fields leave an update
// operator (operators.ts) to the update rather than cleaning it.
import { DataField, type CleanOptions, type CleanState, type ValidateOptions } from "./fields";
import { isV14 } from "./generation";
import { isOperator } from "./operators";
import { deepClone, isPlainObject, type AnyObject } from "./utils";
import { DataModelValidationFailure } from "./validation";

/** The state a container hands its child `key` (v14 only; v13 has no third argument). */
function childState(state: CleanState | undefined, key: string | number): CleanState | undefined {
  return isV14 ? { ...(state ?? {}), source: (state?.source as AnyObject | undefined)?.[key] } : undefined;
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
