// Stand-in for the client Documents our code touches (Actor, Item, Combat, Combatant, ChatMessage, User)
// and the server's part of a database operation: permission checks, validation of the result, storage,
// hooks. Built from the public API pages (foundryvtt.com/api/v13/classes/foundry.abstract.Document.html and
// the client document pages). What it does NOT do: sockets, compendia, tokens/scenes, active effects, sorting.
import { DataModel, TypeDataModel } from "./abstract";
import {
  BooleanField,
  DataField,
  DocumentIdField,
  HTMLField,
  NumberField,
  ObjectField,
  StringField,
  type CleanOptions,
  type CleanState,
  type ValidateOptions,
} from "./fields";
import { isV14 } from "./generation";
import { Hooks } from "./hooks";
import { ForcedDeletion, isOperator, migrateDeletionKeys } from "./operators";
import { ArrayField, validateModelData, type ModelClass } from "./schema-fields";
import { deepClone, diffObject, expandObject, isPlainObject, mergeObject, randomID, type AnyObject } from "./utils";
import { DataModelValidationError, DataModelValidationFailure } from "./validation";

export const DOCUMENT_OWNERSHIP_LEVELS = Object.freeze({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 });
export const USER_ROLES = Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 });
type Level = keyof typeof DOCUMENT_OWNERSHIP_LEVELS;

/** Runtime state the documents read: CONFIG, game, the manifest's documentTypes. Wired by setup.ts. */
export const runtime = {
  config: {} as AnyObject,
  game: {} as AnyObject,
  documentTypes: {} as Record<string, string[]>,
  notify: (_type: "error" | "warn" | "info", _message: string) => {},
  /** Run `fn` on `user`'s client (game.user is that user meanwhile); user-context.ts gives each call its own. */
  runAs: async <T>(user: AnyObject, fn: () => Promise<T> | T): Promise<T> => {
    const previous = runtime.game.user;
    runtime.game.user = user;
    try {
      return await fn();
    } finally {
      runtime.game.user = previous;
    }
  },
  /** The clients (tabs, devices) of a user, by user id, each with its own queries, when not just the one every user
   * has (CONFIG.queries): `main` says whether that one is among them (test/harness `openClient`). */
  clients: new Map<string, { main: boolean; tables: AnyObject[] }>(),
};

/** Core's permission defaults that the stand-in knows (CONST.USER_PERMISSIONS `defaultRole`); permissions.ts adds more. */
export const QUERY_PERMISSIONS = Object.freeze({ QUERY_USER: { defaultRole: 1 } }) as Readonly<
  Record<string, { defaultRole: number }>
>;

/** Keyed collection (Foundry's Collection is a Map with helpers; iterating it yields the values, not entries). */
export class Collection<V> extends Map<string, V> {
  // typed `any`: Map declares entry iteration; Foundry's Collection yields values
  override [Symbol.iterator](): any {
    return this.values();
  }
  get contents(): V[] {
    return [...this.values()];
  }
  override get(key: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const v = super.get(key);
    if (strict && v === undefined) throw new Error(`The key ${key} does not exist in the Collection`);
    return v;
  }
  getName(name: string): V | undefined {
    return this.contents.find((v) => (v as AnyObject).name === name);
  }
  find(fn: (v: V) => boolean): V | undefined {
    return this.contents.find(fn);
  }
  filter(fn: (v: V) => boolean): V[] {
    return this.contents.filter(fn);
  }
  map<T>(fn: (v: V) => T): T[] {
    return this.contents.map(fn);
  }
  some(fn: (v: V) => boolean): boolean {
    return this.contents.some(fn);
  }
}

/** `system`: validated and initialized by the data model registered for the document's type. */
export class TypeDataField extends ObjectField {
  documentName: string;
  constructor(documentName: string) {
    super({ required: true, nullable: false });
    this.documentName = documentName;
  }
  getModelForType(type: unknown): ModelClass | undefined {
    if (typeof type !== "string") return undefined;
    return runtime.config[this.documentName]?.dataModels?.[type];
  }
  override getInitialValue(data?: AnyObject): any {
    const model = this.getModelForType(data?.type);
    return model ? model.cleanData({}) : {};
  }
  override clean(value: any, options: CleanOptions = {}, _state?: CleanState): any {
    const model = this.getModelForType(options.source?.type);
    if (value === undefined) return options.partial ? undefined : this.getInitialValue(options.source);
    if (!isPlainObject(value)) value = {};
    // v14: the model's cleaning gets the stored system source of the document (fields.ts)
    return model ? model.cleanData(value, { partial: options.partial }, _state) : value;
  }
  override validate(value: any, options: ValidateOptions = {}): DataModelValidationFailure | undefined {
    const model = this.getModelForType(options.source?.type);
    if (!model)
      return isPlainObject(value)
        ? undefined
        : new DataModelValidationFailure({ invalidValue: value, message: "must be an object" });
    return validateModelData(model, value, { partial: options.partial });
  }
  override initialize(value: any, model?: any): any {
    const cls = this.getModelForType(model?._source?.type);
    return cls ? new cls(deepClone(value), { parent: model }) : deepClone(value);
  }
  override migrateSource(sourceData: AnyObject, fieldData: any): void {
    const cls = this.getModelForType(sourceData.type);
    if (cls && isPlainObject(fieldData)) cls.migrateDataSafe(fieldData);
  }
}

/** `type`: one of the manifest's subtypes (+ "base" where Foundry has it, which is also the default there). */
const typeField = (documentName: string) =>
  new StringField({
    required: true,
    blank: false,
    initial: ["Actor", "Item"].includes(documentName) ? undefined : "base",
    validate: (t: string) => {
      const types = runtime.documentTypes[documentName] ?? ["base"];
      if (!types.includes(t)) throw new Error(`"${t}" is not a valid type for the ${documentName} Document class`);
      return true;
    },
  });

const name = () => new StringField({ required: true, blank: false });
const ownership = () => new ObjectField({ initial: () => ({ default: DOCUMENT_OWNERSHIP_LEVELS.NONE }) });
const flags = () => new ObjectField();

/** Embedded collection source: an array of child sources, cleaned by the child schema. */
class EmbeddedCollectionField extends ArrayField {
  childName: string;
  constructor(childName: string) {
    super(new ObjectField());
    this.childName = childName;
  }
  override initialize(): any {
    return undefined; // the document builds its Collection itself
  }
}

/** v14: the id of the Level core gives a scene made before Levels (the English migration reference, docs/foundry-compat.md "Sources"). */
export const DEFAULT_LEVEL = "defaultLevel0000";
const levelId = (id: unknown) => {
  if (typeof id !== "string" || !/^[a-zA-Z0-9]{16}$/.test(id))
    throw new Error("must be a valid 16-character alphanumeric ID");
  return true;
};

const SCHEMAS: Record<string, () => Record<string, DataField>> = {
  Actor: () => ({
    _id: new DocumentIdField(),
    name: name(),
    type: typeField("Actor"),
    img: new StringField({ required: false, blank: true, initial: "icons/svg/mystery-man.svg" }),
    system: new TypeDataField("Actor"),
    items: new EmbeddedCollectionField("Item"),
    folder: new ForeignDocumentField("folders"),
    ownership: ownership(),
    flags: flags(),
  }),
  // core's Folder: a name, the type of document it holds, its parent folder (the fields the system writes)
  Folder: () => ({
    _id: new DocumentIdField(),
    name: name(),
    type: new StringField({ required: true, blank: false, initial: "Actor" }),
    folder: new ForeignDocumentField("folders"),
    flags: flags(),
  }),
  Item: () => ({
    _id: new DocumentIdField(),
    name: name(),
    type: typeField("Item"),
    img: new StringField({ required: false, blank: true, initial: "icons/svg/item-bag.svg" }),
    system: new TypeDataField("Item"),
    ownership: ownership(),
    flags: flags(),
  }),
  Combat: () => ({
    _id: new DocumentIdField(),
    type: typeField("Combat"),
    system: new TypeDataField("Combat"),
    scene: new ForeignDocumentField("scenes"),
    active: new BooleanField(),
    round: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
    turn: new NumberField({ required: true, nullable: true, integer: true, min: 0, initial: null }),
    combatants: new EmbeddedCollectionField("Combatant"),
    flags: flags(),
  }),
  Combatant: () => ({
    _id: new DocumentIdField(),
    type: typeField("Combatant"),
    system: new TypeDataField("Combatant"),
    actorId: new StringField({ required: false, nullable: true, blank: false, initial: null }),
    tokenId: new StringField({ required: false, nullable: true, blank: false, initial: null }),
    sceneId: new StringField({ required: false, nullable: true, blank: false, initial: null }),
    name: new StringField({ required: false, blank: true, initial: "" }),
    // core: a customised image replacing the token's in the tracker (v13 BaseCombatant schema; v14 CombatantData)
    img: new StringField({ required: false, nullable: true, blank: true, initial: null }),
    initiative: new NumberField({ required: true, nullable: true, initial: null }),
    hidden: new BooleanField(),
    defeated: new BooleanField(),
    flags: flags(),
  }),
  ChatMessage: () => ({
    _id: new DocumentIdField(),
    type: typeField("ChatMessage"),
    system: new TypeDataField("ChatMessage"),
    author: new StringField({
      required: true,
      nullable: true,
      blank: false,
      initial: () => runtime.game.user?.id ?? null,
    }),
    content: new HTMLField({ initial: "" }),
    flavor: new HTMLField({ initial: "" }),
    // as core: when the message was created (ms), set by the creating client
    timestamp: new NumberField({ required: true, nullable: false, initial: () => Date.now() }),
    speaker: new ObjectField(),
    rolls: new ArrayField(new StringField({ blank: false })),
    whisper: new ArrayField(new StringField({ blank: false })),
    // core: a blind message's content is hidden from the players it is whispered to (a blind roll)
    blind: new BooleanField(),
    flags: flags(),
  }),
  Scene: () => ({
    _id: new DocumentIdField(),
    name: name(),
    width: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 4000 }),
    height: new NumberField({ required: true, nullable: false, integer: true, min: 1, initial: 3000 }),
    // core's grid is a SchemaField (type, size, style, thickness, color, alpha, distance, units); the parts read here
    grid: new ObjectField({ initial: () => ({ type: 1, size: 100, distance: 1, units: "" }) }),
    tokens: new EmbeddedCollectionField("Token"),
    // v14: the scene's Levels (here their `_id` and `name` only); a scene starts with the default level
    ...(isV14
      ? { levels: new ArrayField(new ObjectField(), { initial: () => [{ _id: DEFAULT_LEVEL, name: "" }] }) }
      : {}),
    flags: flags(),
  }),
  Token: () => ({
    _id: new DocumentIdField(),
    name: new StringField({ required: false, blank: true, initial: "" }),
    actorId: new StringField({ required: false, nullable: true, blank: false, initial: null }),
    actorLink: new BooleanField(),
    x: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    y: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
    width: new NumberField({ required: true, nullable: false, min: 0, initial: 1 }),
    height: new NumberField({ required: true, nullable: false, min: 0, initial: 1 }),
    elevation: new NumberField({ required: true, nullable: false, initial: 0 }),
    // v14: the Level the token stands on (an id; the default level's unless given) and its depth (min 0, initial 1)
    ...(isV14
      ? {
          level: new StringField({
            required: true,
            blank: false,
            nullable: false,
            initial: DEFAULT_LEVEL,
            validate: levelId,
          }),
          depth: new NumberField({ required: true, nullable: false, min: 0, initial: 1 }),
        }
      : {}),
    disposition: new NumberField({ required: true, nullable: false, integer: true, min: -2, max: 1, initial: -1 }),
    hidden: new BooleanField(),
    // core's ActorDelta: what the unlinked token's actor holds apart from the base actor (here: its name and system)
    delta: new ObjectField(),
    flags: flags(),
  }),
  User: () => ({
    _id: new DocumentIdField(),
    name: name(),
    role: new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 4, initial: 1 }),
    flags: flags(),
  }),
};

const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items" },
  Combat: { Combatant: "combatants" },
  Scene: { Token: "tokens" },
};

/**
 * A reference to a world document by id (core's ForeignDocumentField): the source keeps the id, the document's
 * property is the document itself (null when there is none).
 */
class ForeignDocumentField extends StringField {
  collection: string;
  constructor(collection: string) {
    super({ required: false, nullable: true, blank: false, initial: null });
    this.collection = collection;
  }
  override initialize(value: any): any {
    return typeof value === "string" ? (runtime.game[this.collection]?.get(value) ?? null) : null;
  }
}

/** The base of every stand-in document. */
export class Document extends DataModel {
  static documentName = "Document";
  declare id: string | null;
  declare _id: string | null;
  declare name: string;
  declare type: string;
  declare system: any;
  declare ownership: Record<string, number>;
  /** embedded collections by name ("items", "combatants") */
  declare collections: Record<string, Collection<Document>>;

  static override defineSchema(): Record<string, DataField> {
    return SCHEMAS[this.documentName]();
  }

  static get implementation(): typeof Document {
    return runtime.config[this.documentName]?.documentClass ?? this;
  }

  static get metadata() {
    return {
      name: this.documentName,
      embedded: EMBEDDED[this.documentName] ?? {},
      hasTypeData: "system" in SCHEMAS[this.documentName](),
    };
  }

  constructor(data: AnyObject = {}, options: AnyObject = {}) {
    super(data, options);
  }

  protected override _validationName(): string {
    return `${this.constructor.name} [${this._source?._id ?? "new"}]`;
  }

  override _initialize(options: AnyObject = {}): void {
    const before: Record<string, Collection<Document> | undefined> = { ...(this.collections ?? {}) };
    super._initialize(options);
    Object.defineProperty(this, "id", {
      value: this._source._id ?? null,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    const collections: Record<string, Collection<Document>> = {};
    for (const [childName, key] of Object.entries(EMBEDDED[(this.constructor as typeof Document).documentName] ?? {})) {
      const previous = before[key];
      const coll = new Collection<Document>();
      const cls = childClass(childName);
      for (const src of this._source[key] ?? []) {
        const existing = previous?.get(src._id);
        if (existing) {
          existing._source = deepClone(src);
          existing.parent = this;
          existing._initialize();
          coll.set(src._id, existing);
        } else coll.set(src._id, new cls(src, { parent: this }));
      }
      collections[key] = coll;
      Object.defineProperty(this, key, { value: coll, writable: true, enumerable: false, configurable: true });
    }
    Object.defineProperty(this, "collections", {
      value: collections,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    if (!this.parent) this.prepareData();
  }

  get documentName(): string {
    return (this.constructor as typeof Document).documentName;
  }

  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent instanceof Document ? `${this.parent.uuid}.${own}` : own;
  }

  get isEmbedded(): boolean {
    return this.parent instanceof Document;
  }

  // --- data preparation (ClientDocument#prepareData order) ---
  prepareData(): void {
    const typed = this.system instanceof TypeDataModel;
    if (typed) this.system.prepareBaseData();
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    if (typed) this.system.prepareDerivedData();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
  prepareEmbeddedDocuments(): void {
    for (const coll of Object.values(this.collections ?? {})) for (const doc of coll.values()) doc.prepareData();
  }

  getRollData(): AnyObject {
    return this.system;
  }

  // --- ownership ---
  getUserLevel(user: any = runtime.game.user): number {
    if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    if (this.parent instanceof Document) return this.parent.getUserLevel(user);
    const own = this._source.ownership ?? {};
    const level = own[user.id] ?? DOCUMENT_OWNERSHIP_LEVELS.INHERIT;
    return level === DOCUMENT_OWNERSHIP_LEVELS.INHERIT ? (own.default ?? DOCUMENT_OWNERSHIP_LEVELS.NONE) : level;
  }

  testUserPermission(user: any, permission: Level | number, { exact = false }: { exact?: boolean } = {}): boolean {
    const wanted = typeof permission === "number" ? permission : DOCUMENT_OWNERSHIP_LEVELS[permission];
    const level = this.getUserLevel(user);
    return exact ? level === wanted : level >= wanted;
  }

  get isOwner(): boolean {
    return this.testUserPermission(runtime.game.user, "OWNER");
  }

  get permission(): number {
    return this.getUserLevel(runtime.game.user);
  }

  /** Server-side permission rule for an operation (see each class). */
  canUserModify(user: any, action: "create" | "update" | "delete", _data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (action === "create" && !this.isEmbedded) return false;
    return this.testUserPermission(user, "OWNER");
  }

  // --- lifecycle hooks (overridable, as in Foundry) ---
  async _preCreate(data: AnyObject, options: AnyObject, user: any): Promise<boolean | void> {
    if (this.system instanceof TypeDataModel) return this.system._preCreate(data, options, user);
  }
  _onCreate(data: AnyObject, options: AnyObject, userId: string): void {
    if (this.system instanceof TypeDataModel) this.system._onCreate(data, options, userId);
  }
  async _preUpdate(changes: AnyObject, options: AnyObject, user: any): Promise<boolean | void> {
    if (this.system instanceof TypeDataModel) return this.system._preUpdate(changes, options, user);
  }
  _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    if (this.system instanceof TypeDataModel) this.system._onUpdate(changed, options, userId);
  }
  async _preDelete(options: AnyObject, user: any): Promise<boolean | void> {
    if (this.system instanceof TypeDataModel) return this.system._preDelete(options, user);
  }
  _onDelete(options: AnyObject, userId: string): void {
    if (this.system instanceof TypeDataModel) this.system._onDelete(options, userId);
  }

  // --- database operations ---
  static async create(data: AnyObject, operation: AnyObject = {}): Promise<any> {
    const created = await this.createDocuments([data], operation);
    return created[0];
  }

  static async createDocuments(data: AnyObject[], operation: AnyObject = {}): Promise<any[]> {
    const cls = this.implementation;
    const parent: Document | null = operation.parent ?? null;
    const user = runtime.game.user;
    const pending: Document[] = [];
    for (const d of data) {
      const source = deepClone(d instanceof DataModel ? d.toObject() : expandObject(d));
      if (!source._id || !operation.keepId) source._id = randomID();
      // Foundry gives every embedded document created with its parent an id of its own (keepEmbeddedIds aside).
      for (const key of Object.values(EMBEDDED[cls.documentName] ?? {}))
        for (const child of (source[key] as AnyObject[] | undefined) ?? [])
          if (!child._id || operation.keepEmbeddedIds === false) child._id = randomID();
      let doc: Document;
      try {
        doc = new cls(source, { parent });
      } catch (err) {
        reportFailure(err, cls.documentName, "create");
        continue;
      }
      if (!doc.canUserModify(user, "create", source)) throw permissionError(user, "create", doc);
      const allowed = await doc._preCreate(source, operation, user);
      if (allowed === false) continue;
      if (Hooks.call(`preCreate${cls.documentName}`, doc, source, operation, user?.id) === false) continue;
      try {
        doc.validate({ strict: true });
      } catch (err) {
        reportFailure(err, cls.documentName, "create");
        continue;
      }
      pending.push(doc);
    }
    // the operation as a whole: after every document's own _preCreate and hook, before anything is stored
    if (!pending.length || (await cls._preCreateOperation(pending, operation, user)) === false) return [];
    for (const doc of pending) store(doc, parent);
    for (const doc of pending) doc._onCreate(doc.toObject(), operation, user?.id);
    if (parent) {
      parent.prepareData();
      parent._onCreateDescendantDocuments(
        parent,
        collectionKey(parent, cls.documentName),
        pending,
        pending.map((d) => d.toObject()),
        operation,
        user?.id,
      );
    }
    for (const doc of pending) Hooks.callAll(`create${cls.documentName}`, doc, operation, user?.id);
    return pending;
  }

  async update(changes: AnyObject = {}, operation: AnyObject = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof Document;
    const updated = await cls.updateDocuments([{ ...expandObject(changes), _id: this.id }], {
      ...operation,
      parent: this.parent,
    });
    return updated[0];
  }

  static async updateDocuments(updates: AnyObject[], operation: AnyObject = {}): Promise<any[]> {
    const parent: Document | null = operation.parent ?? null;
    const user = runtime.game.user;
    const pending: { doc: Document; next: AnyObject; diff: AnyObject; changes: AnyObject; base: string }[] = [];
    for (const u of updates) {
      const collection = parent ? parent.embeddedCollection(this.documentName) : worldCollection(this.documentName);
      const doc = collection.get(u._id, { strict: true })!;
      const docCls = doc.constructor as typeof Document;
      let changes = expandObject(deepClone(u));
      delete changes._id;
      // v14: "-=key" deletions read as ForcedDeletions, with a deprecation warning
      if (isV14) migrateDeletionKeys(changes);
      // migrate the changes; core's client hands them to _preUpdate and the preUpdate hook as they are, before any
      // cleaning or diffing (a form submits every field, changed or not)
      if (changes.system && doc.system instanceof TypeDataModel) {
        (doc.system.constructor as unknown as ModelClass).migrateDataSafe(changes.system);
      }
      const allowed = await doc._preUpdate(changes, operation, user);
      if (allowed === false) continue;
      if (Hooks.call(`preUpdate${docCls.documentName}`, doc, changes, operation, user?.id) === false) continue;
      // then clean them (partial), validate the merged result and keep only the differences
      changes = docCls.cleanData({ ...changes, type: doc._source.type }, { partial: true }, storedState(doc));
      if (!("type" in u)) delete changes.type;
      const base = JSON.stringify(doc._source);
      const next = mergeObject(deepClone(doc._source), changes, { performDeletions: true });
      const failure = validateModelData(docCls as unknown as ModelClass, next);
      if (failure) {
        reportFailure(
          new DataModelValidationError(failure, `${docCls.name} [${doc.id}]`),
          docCls.documentName,
          "update",
        );
        continue;
      }
      // nothing changed: no database operation (deletions included in the comparison)
      if (JSON.stringify(doc._source) === JSON.stringify(next)) continue;
      const diff = mergeObject(diffObject(doc._source, next), pickDeletions(changes, doc._source));
      // the server judges the differences the client sends
      if (!doc.canUserModify(user, "update", diff)) throw permissionError(user, "update", doc);
      pending.push({ doc, next, diff, changes, base });
    }
    if (!pending.length) return [];
    // the operation as a whole: `operation.updates` are the changes that will be written, each with its _id
    operation.updates = pending.map((p) => ({ ...deepClone(p.diff), _id: p.doc.id }));
    if (
      (await this.implementation._preUpdateOperation(
        pending.map((p) => p.doc),
        operation,
        user,
      )) === false
    )
      return [];
    advanceWorldTime(this.documentName, operation, user);
    // core's server applies each write to the document as stored then: another update that landed while this one
    // awaited its _preUpdate steps is kept, not overwritten with the source this one started from
    for (const p of pending) {
      if (JSON.stringify(p.doc._source) === p.base) continue;
      p.next = mergeObject(deepClone(p.doc._source), p.changes, { performDeletions: true });
      p.diff = mergeObject(diffObject(p.doc._source, p.next), pickDeletions(p.changes, p.doc._source));
    }
    for (const { doc, next } of pending) {
      doc._source = next;
      doc._initialize();
      if (parent) syncEmbeddedSource(parent, doc);
    }
    for (const { doc, diff } of pending) doc._onUpdate(diff, operation, user?.id);
    const docs = pending.map((p) => p.doc);
    if (parent) {
      parent.prepareData();
      parent._onUpdateDescendantDocuments(
        parent,
        collectionKey(parent, this.documentName),
        docs,
        operation.updates,
        operation,
        user?.id,
      );
    }
    for (const { doc, diff } of pending) Hooks.callAll(`update${doc.documentName}`, doc, diff, operation, user?.id);
    return docs;
  }

  async delete(operation: AnyObject = {}): Promise<this | undefined> {
    const cls = this.constructor as typeof Document;
    const deleted = await cls.deleteDocuments([this.id!], { ...operation, parent: this.parent });
    return deleted[0];
  }

  static async deleteDocuments(ids: string[], operation: AnyObject = {}): Promise<any[]> {
    const parent: Document | null = operation.parent ?? null;
    const user = runtime.game.user;
    const collection = parent ? parent.embeddedCollection(this.documentName) : worldCollection(this.documentName);
    const pending: Document[] = [];
    for (const id of ids) {
      const doc = collection.get(id, { strict: true })!;
      if (!doc.canUserModify(user, "delete")) throw permissionError(user, "delete", doc);
      if ((await doc._preDelete(operation, user)) === false) continue;
      if (Hooks.call(`preDelete${this.documentName}`, doc, operation, user?.id) === false) continue;
      pending.push(doc);
    }
    if (!pending.length) return [];
    operation.ids = pending.map((d) => d.id!);
    if ((await this.implementation._preDeleteOperation(pending, operation, user)) === false) return [];
    for (const doc of pending) {
      collection.delete(doc.id!);
      if (parent) {
        const key = EMBEDDED[parent.documentName][this.documentName];
        parent._source[key] = (parent._source[key] as AnyObject[]).filter((s) => s._id !== doc.id);
      }
    }
    for (const doc of pending) doc._onDelete(operation, user?.id);
    if (parent) {
      parent.prepareData();
      parent._onDeleteDescendantDocuments(
        parent,
        collectionKey(parent, this.documentName),
        pending,
        operation.ids,
        operation,
        user?.id,
      );
    }
    for (const doc of pending) Hooks.callAll(`delete${this.documentName}`, doc, operation, user?.id);
    return pending;
  }

  // --- operation-wide steps (static, as in Foundry; the base does nothing) ---
  static async _preCreateOperation(
    _documents: Document[],
    _operation: AnyObject,
    _user: any,
  ): Promise<boolean | void> {}
  static async _preUpdateOperation(
    _documents: Document[],
    _operation: AnyObject,
    _user: any,
  ): Promise<boolean | void> {}
  static async _preDeleteOperation(
    _documents: Document[],
    _operation: AnyObject,
    _user: any,
  ): Promise<boolean | void> {}

  // --- a parent hears of its embedded documents' operations (after they are stored, before their hooks) ---
  _onCreateDescendantDocuments(
    _parent: Document,
    _collection: string,
    _documents: Document[],
    _data: AnyObject[],
    _options: AnyObject,
    _userId: string,
  ): void {}
  _onUpdateDescendantDocuments(
    _parent: Document,
    _collection: string,
    _documents: Document[],
    _changes: AnyObject[],
    _options: AnyObject,
    _userId: string,
  ): void {}
  _onDeleteDescendantDocuments(
    _parent: Document,
    _collection: string,
    _documents: Document[],
    _ids: string[],
    _options: AnyObject,
    _userId: string,
  ): void {}

  embeddedCollection(childName: string): Collection<Document> {
    const key = EMBEDDED[this.documentName]?.[childName];
    if (!key) throw new Error(`${childName} is not embedded in ${this.documentName}`);
    return (this as AnyObject)[key];
  }

  getEmbeddedDocument(childName: string, id: string): Document | undefined {
    return this.embeddedCollection(childName).get(id);
  }

  async createEmbeddedDocuments(childName: string, data: AnyObject[], operation: AnyObject = {}): Promise<any[]> {
    return childClass(childName).createDocuments(data, { ...operation, parent: this });
  }

  async updateEmbeddedDocuments(childName: string, updates: AnyObject[], operation: AnyObject = {}): Promise<any[]> {
    return childClass(childName).updateDocuments(updates, { ...operation, parent: this });
  }

  async deleteEmbeddedDocuments(childName: string, ids: string[], operation: AnyObject = {}): Promise<any[]> {
    return childClass(childName).deleteDocuments(ids, { ...operation, parent: this });
  }
}

/**
 * The deletions of an update (nested), which diffObject cannot see: v13's `-=key` keys; v14's operators, a
 * ForcedDeletion only where the key was in the stored source (deleting an absent key changes nothing), a
 * ForcedReplacement always.
 */
function pickDeletions(changes: AnyObject, source: AnyObject | undefined): AnyObject {
  const out: AnyObject = {};
  for (const [k, v] of Object.entries(changes)) {
    if (k.startsWith("-=")) out[k] = null;
    else if (isOperator(v)) {
      if (!(v instanceof ForcedDeletion) || (isPlainObject(source) && k in source)) out[k] = v;
    } else if (isPlainObject(v)) {
      const inner = pickDeletions(v, isPlainObject(source) ? source[k] : undefined);
      if (Object.keys(inner).length) out[k] = inner;
    }
  }
  return out;
}

/** v14: the `_state` an update's changes are cleaned with (the document's stored source); v13 has none. */
function storedState(doc: Document): CleanState | undefined {
  return isV14 ? { source: doc._source } : undefined;
}

/**
 * World time passes with a Combat (or Token) update that carries `worldTime: {delta}` (foundryvtt/foundryvtt#10924),
 * before the update itself is applied (#11619): `game.time.worldTime` grows by delta and `updateWorldTime` fires.
 */
function advanceWorldTime(documentName: string, operation: AnyObject, user: any): void {
  const delta = operation.worldTime?.delta;
  if (
    !["Combat", "Token"].includes(documentName) ||
    typeof delta !== "number" ||
    !Number.isFinite(delta) ||
    delta === 0
  )
    return;
  const time = runtime.game.time;
  if (!time) return;
  time.worldTime += delta;
  Hooks.callAll("updateWorldTime", time.worldTime, delta, {}, user?.id);
}

/** The name of the parent's embedded collection holding `childName` documents ("combatants", "items"). */
function collectionKey(parent: Document, childName: string): string {
  return EMBEDDED[parent.documentName][childName];
}

function childClass(childName: string): typeof Document {
  return runtime.config[childName]?.documentClass ?? BASES[childName];
}

function worldCollection(documentName: string): Collection<Document> {
  const key = {
    Actor: "actors",
    Item: "items",
    Combat: "combats",
    ChatMessage: "messages",
    User: "users",
    Scene: "scenes",
    Folder: "folders",
  }[documentName];
  if (!key) throw new Error(`${documentName} has no world collection`);
  return runtime.game[key];
}

function store(doc: Document, parent: Document | null): void {
  if (!parent) {
    worldCollection(doc.documentName).set(doc.id!, doc);
    return;
  }
  const key = EMBEDDED[parent.documentName][doc.documentName];
  parent._source[key] = [...(parent._source[key] ?? []), doc.toObject()];
  parent.embeddedCollection(doc.documentName).set(doc.id!, doc);
}

function syncEmbeddedSource(parent: Document, doc: Document): void {
  const key = EMBEDDED[parent.documentName][doc.documentName];
  parent._source[key] = (parent._source[key] as AnyObject[]).map((s) => (s._id === doc.id ? doc.toObject() : s));
}

/** Foundry reports an invalid create/update as an error notification and skips that document. */
function reportFailure(err: unknown, documentName: string, action: string): void {
  const message = err instanceof Error ? err.message : String(err);
  runtime.notify("error", message);
  failures.push({ documentName, action, error: err as Error });
}

export const failures: { documentName: string; action: string; error: Error }[] = [];

function permissionError(user: any, action: string, doc: Document): Error {
  return new Error(`User ${user?.name ?? "?"} lacks permission to ${action} ${doc.documentName} [${doc.id}]`);
}

export class Actor extends Document {
  static override documentName = "Actor";
  declare items: Collection<Document>;
  override canUserModify(user: any, action: "create" | "update" | "delete"): boolean {
    if (user?.isGM) return true;
    if (action === "create") return user?.role >= USER_ROLES.TRUSTED;
    if (action === "delete") return false;
    return this.testUserPermission(user, "OWNER");
  }
  /** A world actor's change shows through in the actors of its unlinked tokens (core: the base actor's update). */
  override _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (this.parent) return;
    for (const scene of runtime.game.scenes?.values() ?? [])
      for (const token of (scene as Scene).tokens?.values() ?? [])
        if (token.actorId === this.id && !token.actorLink) token.refreshSynthetic();
  }
  /** Core: a synthetic actor, the actor of an unlinked token. */
  get isToken(): boolean {
    return this.parent instanceof TokenDocument;
  }
  /** Core: the token a synthetic actor belongs to (null for a world actor). */
  get token(): TokenDocument | null {
    return this.parent instanceof TokenDocument ? this.parent : null;
  }
  /** A synthetic actor's owners are its token's, that is its base actor's. */
  override getUserLevel(user: any = runtime.game.user): number {
    return this.parent instanceof TokenDocument ? this.parent.getUserLevel(user) : super.getUserLevel(user);
  }
  /**
   * A synthetic actor's update is written to its token's delta, never to the world actor (core: ActorDelta). The
   * stand-in keeps the whole name and system in the delta, and fires the token's update hooks only (stricter: whether
   * core also fires updateActor for a synthetic actor is not modelled). Its embedded items cannot be changed here.
   */
  override async update(changes: AnyObject = {}, operation: AnyObject = {}): Promise<this | undefined> {
    const token = this.parent;
    if (!(token instanceof TokenDocument)) return super.update(changes, operation);
    const user = runtime.game.user;
    if (!this.canUserModify(user, "update")) throw permissionError(user, "update", this);
    const cls = this.constructor as typeof Document;
    let clean = expandObject(deepClone(changes));
    if (isV14) migrateDeletionKeys(clean);
    if (clean.system && this.system instanceof TypeDataModel)
      (this.system.constructor as unknown as ModelClass).migrateDataSafe(clean.system);
    clean = cls.cleanData({ ...clean, type: this._source.type }, { partial: true }, storedState(this));
    delete clean.type;
    const next = mergeObject(deepClone(this._source), clean, { performDeletions: true });
    const failure = validateModelData(cls as unknown as ModelClass, next);
    if (failure) {
      reportFailure(new DataModelValidationError(failure, `${cls.name} [${this.id}]`), "Actor", "update");
      return undefined;
    }
    if (JSON.stringify(next) === JSON.stringify(this._source)) return undefined;
    const written = await token.update({ delta: { name: next.name, system: next.system } }, operation);
    return written ? this : undefined;
  }
}

/**
 * Core's Folder. BaseFolder's metadata names no permissions of its own, so core's Document defaults apply: creating,
 * changing or deleting a folder takes the ASSISTANT role (test/harness/README.md, "Folders").
 */
export class Folder extends Document {
  static override documentName = "Folder";
  override canUserModify(user: any): boolean {
    return (user?.role ?? 0) >= USER_ROLES.ASSISTANT;
  }
}

export class Item extends Document {
  static override documentName = "Item";
  get actor(): Actor | null {
    return this.parent instanceof Actor ? this.parent : null;
  }
}

/** One moment of a combat, as core records it to tell whether the turn changed (`Combat#current` / `#previous`). */
export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/**
 * Core's turn bookkeeping, v13 (test/harness/README.md, "Combat turns", lists each behaviour with its public source):
 * `turns` is a cached, sorted array, sorted again only by `setupTurns()`; `setupTurns()` turns a `turn` past the end
 * into turn 0 of the next round (in memory, on every client); a Combatant create/update/delete operation carries a
 * `combatTurn` that the Combat takes; the turn controls fire `combatStart` / `combatRound` / `combatTurn` before
 * their update, and world time advances by the update's `worldTime.delta`.
 */
export class Combat extends Document {
  static override documentName = "Combat";
  declare combatants: Collection<Combatant>;
  declare round: number;
  declare turn: number | null;
  /** core: the Scene document the encounter belongs to, or null */
  declare scene: Scene | null;
  /** the combatants in turn order, as last sorted by setupTurns() (not re-sorted when initiatives or the sort change) */
  declare turns: Combatant[];
  declare current: CombatHistoryData;
  declare previous: CombatHistoryData | undefined;

  constructor(data: AnyObject = {}, options: AnyObject = {}) {
    super(data, options);
    this.turns ??= [];
    this.current ??= this._getCurrentState();
  }

  /** The combatant whose turn it is: `turns[turn]` (undefined when the turn points past the cached turns). */
  get combatant(): Combatant | null | undefined {
    return this.turn !== null ? this.turns[this.turn] : null;
  }
  get nextCombatant(): Combatant | undefined {
    if (this.turn === this.turns.length - 1) return this.turns[0];
    return this.turns[(this.turn ?? -1) + 1];
  }
  /** Core: a combat has started once its round is above 0. */
  get started(): boolean {
    return this.round > 0;
  }
  /** Core's combat tracker settings (`core.combatTrackerConfig`). */
  get settings(): { skipDefeated: boolean } {
    return combatTrackerConfig;
  }

  /**
   * Core's BaseCombat update rule (test/harness/README.md, "Permissions of Combat and Combatant"): a GM anything; a
   * player only `round`, `turn` and `combatants`, the round and turn whenever the base `_canChangeRound` /
   * `_canChangeTurn` allow (always: a system's client subclass is not what the server asks), each combatant change as
   * that Combatant's own update rule allows. Creating and deleting combats: GM only (stricter).
   */
  override canUserModify(user: any, action: "create" | "update" | "delete" = "update", data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (action !== "update") return false;
    const turnOnly = ["_id", "round", "turn", "combatants"];
    if (Object.keys(data).some((k) => !turnOnly.includes(k))) return false;
    if ("combatants" in data) {
      if (!Array.isArray(data.combatants)) return false;
      for (const { _id, ...change } of data.combatants as AnyObject[]) {
        const c = this.combatants.get(_id);
        if (!c || !c.canUserModify(user, "update", change)) return false;
      }
    }
    return true;
  }
  override getUserLevel(user: any = runtime.game.user): number {
    return user?.isGM ? DOCUMENT_OWNERSHIP_LEVELS.OWNER : DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
  }

  /** Core: the turns are set up once, when the combat is first prepared with combatants (world load included). */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    if (this.combatants.size && !this.turns?.length) this.setupTurns();
  }

  /**
   * Sort the combatants into `turns` with `_sortCombatants` (passed to sort unbound, as core does) and bring the
   * turn into range: below 0 becomes 0; at or past the end becomes 0 of the NEXT round. Only the in-memory `turn`
   * and `round` change (the stored source keeps its values until the next write).
   */
  setupTurns(): Combatant[] {
    const sorted = this.combatants.contents.sort(this._sortCombatants);
    if (this.turn !== null) {
      if (this.turn < 0) this.turn = 0;
      else if (this.turn >= sorted.length) {
        this.turn = 0;
        this.round++;
      }
    }
    this.turns = sorted;
    this.current = this._getCurrentState(this.turn === null ? undefined : sorted[this.turn]);
    this.previous ??= this.current;
    return sorted;
  }

  /** Core's default order: initiative high to low (none last), ties by id. */
  _sortCombatants(a: Combatant, b: Combatant): number {
    const ia = typeof a.initiative === "number" ? a.initiative : -Infinity;
    const ib = typeof b.initiative === "number" ? b.initiative : -Infinity;
    return ib - ia || (a.id! > b.id! ? 1 : -1);
  }

  _getCurrentState(combatant?: Combatant | null): CombatHistoryData {
    const c = combatant ?? this.combatant;
    return {
      round: this.round,
      turn: this.turn ?? null,
      combatantId: c?.id ?? null,
      tokenId: (c as AnyObject | undefined)?.tokenId ?? null,
    };
  }

  /** Store the prior state as `previous`; whether the round, the turn or the current combatant changed. */
  protected _recordPreviousState(prior: CombatHistoryData): boolean {
    const { round, turn, combatantId } = this.current;
    const changed = combatantId !== prior.combatantId || round !== prior.round || turn !== prior.turn;
    this.previous = { ...prior };
    return changed;
  }

  /** Core's turn events: on every client the `combatTurnChange` hook (the active GM's _onStartTurn etc. are not modelled). */
  async _manageTurnEvents(): Promise<void> {
    if (!this.started) return;
    Hooks.callAll("combatTurnChange", this, this.previous, this.current);
  }

  override _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    const prior = deepClone(this.current);
    if ("combatants" in changed) this.setupTurns();
    else this.current = this._getCurrentState();
    if (this._recordPreviousState(prior) && options.turnEvents !== false) void this._manageTurnEvents();
  }

  /** A combatant operation: take its `combatTurn` (a number) as the turn, sort the turns again, then turn events. */
  protected _onModifyCombatants(options: AnyObject): void {
    const prior = deepClone(this.current);
    if (typeof options.combatTurn === "number") this.updateSource({ turn: options.combatTurn });
    this.setupTurns();
    if (this._recordPreviousState(prior) && options.turnEvents !== false) void this._manageTurnEvents();
  }
  override _onCreateDescendantDocuments(
    parent: Document,
    collection: string,
    documents: Document[],
    data: AnyObject[],
    options: AnyObject,
    userId: string,
  ): void {
    super._onCreateDescendantDocuments(parent, collection, documents, data, options, userId);
    if (collection === "combatants") this._onModifyCombatants(options);
  }
  override _onUpdateDescendantDocuments(
    parent: Document,
    collection: string,
    documents: Document[],
    changes: AnyObject[],
    options: AnyObject,
    userId: string,
  ): void {
    super._onUpdateDescendantDocuments(parent, collection, documents, changes, options, userId);
    if (collection === "combatants") this._onModifyCombatants(options);
  }
  override _onDeleteDescendantDocuments(
    parent: Document,
    collection: string,
    documents: Document[],
    ids: string[],
    options: AnyObject,
    userId: string,
  ): void {
    super._onDeleteDescendantDocuments(parent, collection, documents, ids, options, userId);
    if (collection === "combatants") this._onModifyCombatants(options);
  }

  // --- core's turn controls ---

  /**
   * Seconds of world time between two points of the combat: `CONFIG.time.roundTime` per round and `turnTime` per turn
   * passed (a turn of null counts as none; round 0 counts as round 1). Written for the stand-in from the behaviour the
   * v13 API page and foundryvtt/foundryvtt#12018 describe.
   */
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
    const n = this.turns.length;
    const rounds = Math.max(toRound, 1) - Math.max(fromRound, 1);
    const whole = Math.max(rounds - 1, 0) * n;
    let turns: number;
    if (fromRound === toRound) turns = (toTurn ?? 0) - (fromTurn ?? 0);
    else if (fromRound < toRound)
      turns = whole + (toTurn ?? 0) + (fromRound > 0 && fromTurn !== null ? n - fromTurn : 0);
    else
      turns =
        whole - (fromTurn === null ? 0 : fromTurn + 1) - (fromRound > 0 && toTurn !== null ? n - (toTurn + 1) : 0);
    const time = runtime.config.time ?? { roundTime: 0, turnTime: 0 };
    return rounds * time.roundTime + turns * time.turnTime;
  }

  async startCombat(): Promise<this> {
    const updateData = { round: 1, turn: 0 };
    Hooks.callAll("combatStart", this, updateData);
    await this.update(updateData);
    return this;
  }

  async nextRound(): Promise<this> {
    let turn: number | null = this.turn === null || this.turns.length === 0 ? null : 0;
    if (this.settings.skipDefeated && turn !== null) {
      turn = this.turns.findIndex((t) => !t.isDefeated);
      if (turn === -1) turn = 0;
    }
    const round = this.round + 1;
    const updateData = { round, turn };
    const updateOptions = { direction: 1, worldTime: { delta: this.getTimeDelta(this.round, this.turn, round, turn) } };
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async previousRound(): Promise<this> {
    if (this.round === 0) return this;
    const turn = this.round === 1 || this.turn === null || this.turns.length === 0 ? null : this.turns.length - 1;
    const round = this.round - 1;
    const updateData = { round, turn };
    const updateOptions = {
      direction: -1,
      worldTime: { delta: this.getTimeDelta(this.round, this.turn, round, turn) },
    };
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async nextTurn(): Promise<this> {
    if (this.round === 0) return this.nextRound();
    const from = this.turn ?? -1;
    let next: number | null = null;
    if (this.settings.skipDefeated) {
      for (let i = from + 1; i < this.turns.length; i++)
        if (!this.turns[i].isDefeated) {
          next = i;
          break;
        }
    } else next = from + 1;
    if (next === null || next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = {
      direction: 1,
      worldTime: { delta: this.getTimeDelta(this.round, this.turn, this.round, next) },
    };
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  async previousTurn(): Promise<this> {
    if (this.round === 0) return this;
    if (this.turn === 0 || this.turns.length === 0) return this.previousRound();
    const previous = (this.turn ?? this.turns.length) - 1;
    const updateData = { round: this.round, turn: previous };
    const updateOptions = {
      direction: -1,
      worldTime: { delta: this.getTimeDelta(this.round, this.turn, this.round, previous) },
    };
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    await this.update(updateData, updateOptions);
    return this;
  }

  /**
   * Core's "Reset Initiative": every initiative cleared in memory, the turns sorted again, then ONE Combat update
   * carrying the whole combatants array (no Combatant hooks, no Combatant operation) and, with `updateTurn` (default),
   * the turn that keeps the current combatant current; `turnEvents: false`.
   */
  async resetAll({ updateTurn = true }: { updateTurn?: boolean } = {}): Promise<this | undefined> {
    const currentId = this.combatant?.id;
    for (const c of this.combatants) c.updateSource({ initiative: null });
    this.setupTurns();
    const update: AnyObject = { combatants: this.combatants.map((c) => c.toObject()) };
    if (updateTurn && currentId) update.turn = this.turns.findIndex((t) => t.id === currentId);
    return this.update(update, { turnEvents: false, diff: false });
  }

  /** Core: roll each owned combatant's initiative, then ONE Combatant update with `turnEvents: false` (and `combatTurn` = the turn unless `updateTurn`). Chat messages are not modelled. */
  async rollInitiative(
    ids: string | string[],
    {
      formula = null,
      updateTurn = true,
    }: { formula?: string | null; updateTurn?: boolean; messageOptions?: AnyObject } = {},
  ): Promise<this> {
    const updates: AnyObject[] = [];
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = combatant.getInitiativeRoll(formula);
      await roll.evaluate();
      updates.push({ _id: id, initiative: roll.total });
    }
    if (!updates.length) return this;
    const options: AnyObject = { turnEvents: false };
    if (!updateTurn) options.combatTurn = this.turn;
    await this.updateEmbeddedDocuments("Combatant", updates, options);
    return this;
  }

  /** Core: roll for every owned combatant without initiative. */
  async rollAll(options?: AnyObject): Promise<this> {
    return this.rollInitiative(
      this.combatants.filter((c) => c.isOwner && c.initiative === null).map((c) => c.id!),
      options,
    );
  }

  /** Core: roll for every owned non-player combatant without initiative. */
  async rollNPC(options: AnyObject = {}): Promise<this> {
    return this.rollInitiative(
      this.combatants.filter((c) => c.isOwner && c.isNPC && c.initiative === null).map((c) => c.id!),
      options,
    );
  }

  /** Core: one combatant's initiative set by a plain Combatant update. */
  async setInitiative(id: string, value: number | null): Promise<void> {
    await this.combatants.get(id, { strict: true })!.update({ initiative: value });
  }
}

/** Core's combat tracker settings (`core.combatTrackerConfig`), as far as the turn bookkeeping reads them. */
export const combatTrackerConfig = { skipDefeated: false };

/**
 * The turn order a combat would have after an operation on its combatants: a copy of the combat whose combatants'
 * sources are changed by `change`, its turns set up. (Core works it out on a clone of the combat the same way.)
 */
function turnsAfter(combat: Combat, change: (sources: AnyObject[]) => AnyObject[]): Combatant[] {
  const source = combat.toObject();
  source.combatants = change(source.combatants as AnyObject[]);
  const Cls = combat.constructor as new (data: AnyObject) => Combat;
  return new Cls(source).setupTurns();
}

export class Combatant extends Document {
  static override documentName = "Combatant";
  declare actorId: string | null;
  declare initiative: number | null;
  declare defeated: boolean;
  get combat(): Combat | null {
    return this.parent instanceof Combat ? this.parent : null;
  }
  /** Core: the token this combatant stands for, on its scene (or the combat's). */
  get token(): TokenDocument | null {
    const tokenId = (this as AnyObject).tokenId as string | null;
    if (!tokenId) return null;
    const sceneId = (this as AnyObject).sceneId as string | null;
    const scene = (sceneId ? runtime.game.scenes?.get(sceneId) : this.combat?.scene) as Scene | null | undefined;
    return (scene?.tokens?.get(tokenId) as TokenDocument | undefined) ?? null;
  }
  /** Core: the token's actor (an unlinked token's synthetic actor), else the world actor. */
  get actor(): Actor | null {
    const token = this.token as { actor?: Actor | null } | null;
    if (token && "actor" in token) return token.actor ?? null;
    return (this.actorId && runtime.game.actors.get(this.actorId)) || null;
  }
  /** Core: defeated when marked so (the defeated status effect is not modelled). */
  get isDefeated(): boolean {
    return !!this.defeated;
  }
  /** Core: no actor, or no player owns it. */
  get isNPC(): boolean {
    const actor = this.actor;
    return !actor || !runtime.game.users.some((u: User) => !u.isGM && actor.testUserPermission(u, "OWNER"));
  }
  /** A combatant's owners are its actor's owners. */
  override getUserLevel(user: any = runtime.game.user): number {
    if (user?.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.actor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }
  /**
   * Core's BaseCombatant rule (test/harness/README.md, "Permissions of Combat and Combatant"): the owners of its actor
   * may create and delete it, and update `initiative`, `flags`, `defeated` and `system`; everything else is the GM's.
   */
  override canUserModify(user: any, action: "create" | "update" | "delete", data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (!this.testUserPermission(user, "OWNER")) return false;
    if (action !== "update") return true;
    const allowed = ["_id", "initiative", "flags", "defeated", "system"];
    return Object.keys(data).every((k) => allowed.includes(k));
  }

  /** Core: the initiative Roll (the formula given, else CONFIG.Combat.initiative.formula, else the system's). */
  getInitiativeRoll(formula?: string | null): any {
    const Roll = runtime.config.Dice.rolls[0];
    const f = formula || runtime.config.Combat?.initiative?.formula || runtime.game.system?.initiative || "1d20";
    return new Roll(String(f), this.actor?.getRollData() ?? {});
  }
  /** Core: roll, then a plain update of `initiative`. */
  async rollInitiative(formula?: string): Promise<this | undefined> {
    const roll = this.getInitiativeRoll(formula);
    await roll.evaluate();
    return this.update({ initiative: roll.total });
  }

  /**
   * Core, v13: creating combatants while one is current keeps it current. The operation's `combatTurn` becomes its
   * place in the new order, and `turnEvents` false (whatever the caller passed).
   */
  static override async _preCreateOperation(documents: Document[], operation: AnyObject): Promise<void> {
    const combat = operation.parent as Combat | undefined;
    const current = combat?.combatant;
    if (!combat || !current) return;
    const turns = turnsAfter(combat, (sources) => [...sources, ...documents.map((d) => d.toObject())]);
    operation.combatTurn = Math.max(
      turns.findIndex((t) => t.id === current.id),
      0,
    );
    operation.turnEvents = false;
  }

  /**
   * Core, v13: an update while a combatant is current keeps it current unless the caller gave a `combatTurn`: the
   * order after the update is worked out and `combatTurn` set to the current combatant's place in it, with
   * `turnEvents` false — even when the caller passed `turnEvents: false` alone (foundryvtt/foundryvtt#12990).
   */
  static override async _preUpdateOperation(_documents: Document[], operation: AnyObject): Promise<void> {
    const combat = operation.parent as Combat | undefined;
    const current = combat?.combatant;
    if (!combat || !current || operation.combatTurn !== undefined) return;
    const byId = new Map<string, AnyObject>((operation.updates as AnyObject[]).map((u) => [u._id, u]));
    const turns = turnsAfter(combat, (sources) =>
      sources.map((s) =>
        byId.has(s._id) ? mergeObject(s, byId.get(s._id)!, { inplace: false, performDeletions: true }) : s,
      ),
    );
    operation.combatTurn = Math.max(
      turns.findIndex((t) => t.id === current.id),
      0,
    );
    operation.turnEvents = false;
  }

  /**
   * Core, v13: deleting combatants while one is current. When the current one stays, it stays current
   * (`turnEvents` false). When it is deleted, the turn goes to the next surviving combatant in the old order, with
   * turn events (foundryvtt/foundryvtt#12009, #12709). With none after it, v13.351 sets no turn at all: the stored
   * turn then points past the end and `setupTurns` makes it turn 0 of the NEXT round, in memory, with turn events
   * (test/harness/README.md, "Combat turns"). Defeated combatants do not count as survivors when the tracker skips
   * them.
   */
  static override async _preDeleteOperation(_documents: Document[], operation: AnyObject): Promise<void> {
    const combat = operation.parent as Combat | undefined;
    const current = combat?.combatant;
    if (!combat || !current) return;
    const ids = operation.ids as string[];
    const turns = turnsAfter(combat, (sources) => sources.filter((s) => !ids.includes(s._id)));
    if (!ids.includes(current.id!)) {
      operation.combatTurn = Math.max(
        turns.findIndex((t) => t.id === current.id),
        0,
      );
      operation.turnEvents = false;
      return;
    }
    const at = combat.turn ?? 0;
    const survives = (t: Combatant) => !ids.includes(t.id!) && !(combat.settings.skipDefeated && t.isDefeated);
    const after = combat.turns.find((t, i) => i >= at && survives(t));
    if (!after) return;
    operation.combatTurn = turns.findIndex((t) => t.id === after.id);
    operation.turnEvents = true;
  }
}

export class ChatMessage extends Document {
  static override documentName = "ChatMessage";
  declare author: string | null;
  /** Roll instances rebuilt from the stored JSON (as Foundry does with CONFIG.Dice.rolls). */
  declare rolls: any[];
  override _initialize(options: AnyObject = {}): void {
    super._initialize(options);
    const Roll = runtime.config.Dice?.rolls?.[0];
    const rolls = (this._source.rolls as string[]).map((r) => (Roll ? Roll.fromData(JSON.parse(r)) : JSON.parse(r)));
    Object.defineProperty(this, "rolls", { value: rolls, writable: true, enumerable: true, configurable: true });
  }
  get isAuthor(): boolean {
    return this._source.author === runtime.game.user?.id;
  }
  static override cleanData(source: AnyObject = {}, options: CleanOptions = {}, _state?: CleanState): AnyObject {
    if (Array.isArray(source.rolls))
      source.rolls = source.rolls.map((r: unknown) => (typeof r === "string" ? r : JSON.stringify(r)));
    return super.cleanData(source, options, _state);
  }
  override getUserLevel(user: any = runtime.game.user): number {
    if (user?.isGM || this._source.author === user?.id) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
  }
  override canUserModify(user: any, action: "create" | "update" | "delete", data: AnyObject = {}): boolean {
    if (user?.isGM) return true;
    if (action === "create") return (data.author ?? this._source.author) === user?.id;
    return this._source.author === user?.id;
  }
}

export class User extends Document {
  static override documentName = "User";
  declare role: number;
  /** test control: whether the user is connected */
  active = true;
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }
  get isSelf(): boolean {
    return runtime.game.user?.id === this.id;
  }
  hasRole(role: number | keyof typeof USER_ROLES): boolean {
    return this.role >= (typeof role === "number" ? role : USER_ROLES[role]);
  }
  /**
   * Core's BaseUser rules (server side): a full GM may do anything; a banned user nothing; below Assistant a user
   * may update only themselves and never their name, role or permissions; Assistants may update others. Creating
   * and deleting users is left to full GMs here (stricter than core for Assistants creating users).
   */
  override canUserModify(user: any, action: "create" | "update" | "delete", data: AnyObject = {}): boolean {
    if (user?.role === USER_ROLES.GAMEMASTER) return true;
    if (!user || user.role === USER_ROLES.NONE || action !== "update") return false;
    const restricted = ["permissions", ...(user.role < USER_ROLES.ASSISTANT ? ["name", "role"] : [])];
    if (restricted.some((k) => k in data)) return false;
    return user.role >= USER_ROLES.ASSISTANT || user.id === this.id;
  }
  /**
   * The world's permission configuration (`game.permissions`: permission → roles), else core's default role; a GM
   * has every permission.
   */
  hasPermission(permission: string): boolean {
    if (this.isGM) return true;
    const roles = runtime.game.permissions?.[permission];
    if (Array.isArray(roles)) return roles.includes(this.role);
    const known = QUERY_PERMISSIONS[permission];
    if (!known) throw new Error(`stand-in: unknown permission ${permission}`);
    return this.role >= known.defaultRole;
  }
  /**
   * Ask this user's clients to run `CONFIG.queries[name]`. The asker needs the QUERY_USER permission; core sends the
   * query to every client (socket) of the target user, and the stand-in resolves with the first answer (a later one is
   * dropped). Each client runs its handler with `game.user` set to this user, data and result go through JSON (they
   * cross a socket), and queries to an inactive user, to oneself, or for an unregistered name are refused.
   */
  async query(queryName: string, queryData: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    const asker = runtime.game.user;
    if (asker && !asker.hasPermission("QUERY_USER")) throw new Error(`User ${asker.name} lacks permission QUERY_USER`);
    if (!this.active) throw new Error(`User ${this.name} is not connected`);
    if (this.isSelf) throw new Error("The stand-in refuses a query to oneself: call the handler directly (isSelf)");
    const clients = runtime.clients.get(this.id!) ?? { main: true, tables: [] };
    const tables = [...(clients.main ? [runtime.config.queries] : []), ...clients.tables];
    const handlers = tables.map((t) => t?.[queryName]).filter((h) => typeof h === "function");
    if (!handlers.length) throw new Error(`Query "${queryName}" is not registered`);
    const payload = queryData === undefined ? undefined : JSON.stringify(queryData);
    const answers = handlers.map((handler) =>
      runtime.runAs(this, async () => {
        const result = await handler(payload === undefined ? undefined : JSON.parse(payload), { timeout });
        return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
      }),
    );
    return Promise.race(answers);
  }
}

export class Users extends Collection<User> {
  /**
   * One connected GM, a full Gamemaster if possible, else an Assistant GM (the highest role first, then the lowest
   * id), as the v13 API page of `Users#activeGM` describes it ("non-assistant if possible").
   */
  get activeGM(): User | null {
    const gms = this.filter((u) => u.active && u.isGM).sort((a, b) => b.role - a.role || (a.id! < b.id! ? -1 : 1));
    return gms[0] ?? null;
  }
  get players(): User[] {
    return this.filter((u) => !u.isGM);
  }
}

export class Scene extends Document {
  static override documentName = "Scene";
  declare tokens: Collection<TokenDocument>;
  declare grid: { type: number; size: number; distance: number; units: string };
}

/**
 * Core's TokenDocument, as far as ships on a scene need it: position, size, disposition, `actorLink`, and `actor`:
 * the world actor when linked, else a synthetic actor built from the base actor and the token's delta (core's
 * ActorDelta; the API page of TokenDocument#actor). The synthetic actor is one object for the token's life: a delta
 * change updates it in place.
 */
export class TokenDocument extends Document {
  static override documentName = "Token";
  declare actorId: string | null;
  declare actorLink: boolean;
  declare x: number;
  declare y: number;
  declare width: number;
  declare height: number;
  declare disposition: number;
  #synthetic: Actor | null = null;

  get baseActor(): Actor | null {
    return (this.actorId && runtime.game.actors.get(this.actorId)) || null;
  }

  get actor(): Actor | null {
    const base = this.baseActor;
    if (!base) return null;
    if (this.actorLink) return base;
    if (!this.#synthetic) {
      const cls = runtime.config.Actor?.documentClass ?? Actor;
      this.#synthetic = new cls(this.#syntheticSource(base), { parent: this });
    }
    return this.#synthetic;
  }

  #syntheticSource(base: Actor): AnyObject {
    return mergeObject(base.toObject(), deepClone(this._source.delta ?? {}), { inplace: false });
  }

  /** Bring the synthetic actor in line with the base actor and the delta (core does it on either's update). */
  refreshSynthetic(): void {
    const base = this.baseActor;
    if (!this.#synthetic || !base || this.actorLink) return;
    const source = this.#syntheticSource(base);
    if (JSON.stringify(this.#synthetic._source) === JSON.stringify(source)) return;
    this.#synthetic._source = source;
    this.#synthetic._initialize();
    this.#synthetic.prepareData();
  }

  override _onUpdate(changed: AnyObject, options: AnyObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    this.refreshSynthetic();
  }

  /** Core: a token's owners are its actor's. */
  override getUserLevel(user: any = runtime.game.user): number {
    if (user?.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.baseActor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }
}

const BASES: Record<string, typeof Document> = {
  Actor,
  Item,
  Combat,
  Combatant,
  ChatMessage,
  User,
  Scene,
  Token: TokenDocument,
};

/** Resolve a world UUID ("Actor.id", "Actor.id.Item.id", "Combat.id.Combatant.id", ...). */
export function fromUuidSync(uuid: string): Document | null {
  const parts = uuid.split(".");
  if (parts[0] === "Compendium") return null;
  let doc: Document | null = null;
  for (let i = 0; i < parts.length; i += 2) {
    const [type, id] = [parts[i], parts[i + 1]];
    if (!doc) doc = worldCollection(type)?.get(id) ?? null;
    // core: "Scene.<id>.Token.<id>.Actor.<id>" names the token's (synthetic) actor
    else if (doc instanceof TokenDocument && type === "Actor") doc = doc.actorId === id ? doc.actor : null;
    else doc = doc.embeddedCollection(type).get(id) ?? null;
    if (!doc) return null;
  }
  return doc;
}

export async function fromUuid(uuid: string): Promise<Document | null> {
  return fromUuidSync(uuid);
}

export { DataModelValidationError };
