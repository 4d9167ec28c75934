// Stand-in for foundry.abstract.DataModel and TypeDataModel (public API: foundryvtt.com/api/v13/classes/
// foundry.abstract.DataModel.html). Construction: migrateData → cleanData → validate (fields, then
// validateJoint) → initialize. updateSource: migrate + clean the changes, merge, validate the result, re-initialize.
import type { CleanOptions, CleanState, DataField } from "./fields";
import { SchemaField, validateModelData } from "./schema-fields";
import { DataModelValidationError, DataModelValidationFailure } from "./validation";
import { isV14 } from "./generation";
import { migrateDeletionKeys } from "./operators";
import { deepClone, expandObject, isPlainObject, mergeObject, type AnyObject } from "./utils";

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  declare _source: AnyObject;
  declare parent: any;

  static defineSchema(): Record<string, DataField> {
    throw new Error(`${this.name} must define a schema`);
  }

  static LOCALIZATION_PREFIXES: string[] = [];

  static get schema(): SchemaField {
    if (!schemas.has(this)) schemas.set(this, new SchemaField(this.defineSchema()));
    return schemas.get(this)!;
  }

  get schema(): SchemaField {
    return (this.constructor as typeof DataModel).schema;
  }

  constructor(data: AnyObject = {}, options: AnyObject = {}) {
    Object.defineProperty(this, "parent", {
      value: options.parent ?? null,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(this, "_source", {
      value: this._initializeSource(data, options),
      writable: true,
      enumerable: false,
      configurable: true,
    });
    this.validate({ strict: options.strict ?? true, fields: true, joint: true });
    this._initialize(options);
  }

  protected _initializeSource(data: AnyObject, _options: AnyObject = {}): AnyObject {
    const cls = this.constructor as typeof DataModel;
    let source = data instanceof DataModel ? data.toObject() : isPlainObject(data) ? deepClone(data) : {};
    source = cls.migrateDataSafe(source);
    return cls.cleanData(source);
  }

  /** Build instance properties from the source (a copy: changing them does not change `_source`). */
  _initialize(options: AnyObject = {}): void {
    const source = deepClone(this._source);
    for (const [name, field] of this.schema.entries()) {
      Object.defineProperty(this, name, {
        value: field.initialize(source[name], this, options),
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
  }

  /** Source migration: nested models first, via the fields; subclasses do their own, then call super. */
  static migrateData(source: AnyObject): AnyObject {
    for (const [name, field] of this.schema.entries()) if (name in source) field.migrateSource(source, source[name]);
    return source;
  }

  static migrateDataSafe(source: AnyObject): AnyObject {
    try {
      this.migrateData(source);
    } catch (err) {
      (err as Error).message = `Failed data migration for ${this.name}: ${(err as Error).message}`;
      console.warn(err);
    }
    return source;
  }

  /** v14 adds `_state` (its `source`: the stored source the changes are cleaned against; fields.ts). */
  static cleanData(source: AnyObject = {}, options: CleanOptions = {}, _state?: CleanState): AnyObject {
    return this.schema.clean(source, { ...options, source: options.source ?? source }, _state);
  }

  static validateJoint(_data: AnyObject): void {}

  /**
   * Validate the current source, or `changes` merged onto it. Throws a DataModelValidationError when strict
   * (the default), else returns false.
   */
  validate({
    changes,
    clean = false,
    strict = true,
    joint = true,
  }: { changes?: AnyObject; clean?: boolean; strict?: boolean; fields?: boolean; joint?: boolean } = {}): boolean {
    const cls = this.constructor as typeof DataModel;
    let candidate = changes
      ? mergeObject(deepClone(this._source), expandObject(changes), { performDeletions: true })
      : this._source;
    if (clean) candidate = cls.cleanData(candidate);
    const failure = joint ? validateModelData(cls as any, candidate) : cls.schema.validate(candidate);
    if (failure) {
      if (strict) throw new DataModelValidationError(failure, this._validationName());
      return false;
    }
    return true;
  }

  protected _validationName(): string {
    return this.constructor.name;
  }

  /** Apply changes to the source (migrated, cleaned, validated); returns the diff. Throws, unchanged, when invalid. */
  updateSource(changes: AnyObject = {}, _options: AnyObject = {}): AnyObject {
    const cls = this.constructor as typeof DataModel;
    changes = cls.migrateDataSafe(expandObject(deepClone(changes)));
    // v14: "-=key" read as a ForcedDeletion (deprecated); the changes cleaned against the stored source
    if (isV14) migrateDeletionKeys(changes);
    changes = isV14
      ? cls.cleanData(changes, { partial: true }, { source: this._source })
      : cls.cleanData(changes, { partial: true });
    const next = mergeObject(deepClone(this._source), changes, { performDeletions: true });
    const failure = validateModelData(cls as any, next);
    if (failure) throw new DataModelValidationError(failure, this._validationName());
    this._source = next;
    this._initialize();
    return changes;
  }

  toObject(source = true): AnyObject {
    if (source) return deepClone(this._source);
    const out: AnyObject = {};
    for (const [name, field] of this.schema.entries()) out[name] = field.toObject((this as AnyObject)[name]);
    return out;
  }

  toJSON(): AnyObject {
    return this.toObject();
  }

  clone(data: AnyObject = {}, context: AnyObject = {}): this {
    const cls = this.constructor as new (d: AnyObject, o: AnyObject) => this;
    return new cls(mergeObject(this.toObject(), data, { inplace: false }), { parent: this.parent, ...context });
  }

  reset(): void {
    this._initialize();
  }
}

export class TypeDataModel extends DataModel {
  static override LOCALIZATION_PREFIXES: string[] = [];

  prepareBaseData(): void {}
  prepareDerivedData(): void {}

  async _preCreate(_data: AnyObject, _options: AnyObject, _user: unknown): Promise<boolean | void> {}
  _onCreate(_data: AnyObject, _options: AnyObject, _userId: string): void {}
  async _preUpdate(_changes: AnyObject, _options: AnyObject, _user: unknown): Promise<boolean | void> {}
  _onUpdate(_changed: AnyObject, _options: AnyObject, _userId: string): void {}
  async _preDelete(_options: AnyObject, _user: unknown): Promise<boolean | void> {}
  _onDelete(_options: AnyObject, _userId: string): void {}
}

export { DataModelValidationError, DataModelValidationFailure };
