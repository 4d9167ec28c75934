// The base of every stand-in document (DocumentBase): its data (schema, embedded collections, UUID), core's
// ClientDocument#prepareData order, ownership and the default permission rule, and the lifecycle hooks a subclass
// overrides. document.ts's Document, which every document class extends, adds the database operations.
import { DataModel, TypeDataModel } from "./abstract";
import { EMBEDDED, SCHEMAS } from "./document-schemas";
import type { DataField } from "./fields";
import { Collection, DOCUMENT_OWNERSHIP_LEVELS, runtime } from "./runtime";
import { deepClone, type AnyObject } from "./utils";

type Level = keyof typeof DOCUMENT_OWNERSHIP_LEVELS;

/** The base of every stand-in document. */
export class DocumentBase extends DataModel {
  static documentName = "Document";
  declare id: string | null;
  declare _id: string | null;
  declare name: string;
  declare type: string;
  declare system: any;
  declare ownership: Record<string, number>;
  /** embedded collections by name ("items", "combatants") */
  declare collections: Record<string, Collection<DocumentBase>>;

  static override defineSchema(): Record<string, DataField> {
    return SCHEMAS[this.documentName]();
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
    const before: Record<string, Collection<DocumentBase> | undefined> = { ...(this.collections ?? {}) };
    super._initialize(options);
    Object.defineProperty(this, "id", {
      value: this._source._id ?? null,
      writable: true,
      enumerable: false,
      configurable: true,
    });
    const collections: Record<string, Collection<DocumentBase>> = {};
    for (const [childName, key] of Object.entries(
      EMBEDDED[(this.constructor as typeof DocumentBase).documentName] ?? {},
    )) {
      const previous = before[key];
      const coll = new Collection<DocumentBase>();
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
    return (this.constructor as typeof DocumentBase).documentName;
  }

  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent instanceof DocumentBase ? `${this.parent.uuid}.${own}` : own;
  }

  get isEmbedded(): boolean {
    return this.parent instanceof DocumentBase;
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
    if (this.parent instanceof DocumentBase) return this.parent.getUserLevel(user);
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

  embeddedCollection(childName: string): Collection<DocumentBase> {
    const key = EMBEDDED[this.documentName]?.[childName];
    if (!key) throw new Error(`${childName} is not embedded in ${this.documentName}`);
    return (this as AnyObject)[key];
  }

  getEmbeddedDocument(childName: string, id: string): DocumentBase | undefined {
    return this.embeddedCollection(childName).get(id);
  }
}

/** The stand-in's own class of each document name, when CONFIG names none (documents.ts fills it). */
export const BASES: Record<string, typeof DocumentBase> = {};

export function childClass(childName: string): typeof DocumentBase {
  return runtime.config[childName]?.documentClass ?? BASES[childName];
}
