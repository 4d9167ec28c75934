// The stand-in's Document, which every document class extends: core's database operations over the document base
// (document-base.ts) and the server's part of them: permission checks, validation of the result, storage, hooks.
// `create` / `update` / `delete`, their batch and embedded forms, the operation-wide steps and a parent's hearing of
// its embedded documents' operations. Built from the public API pages
// (foundryvtt.com/api/v13/classes/foundry.abstract.Document.html and the client document pages).
import { DataModel, TypeDataModel } from "./abstract";
import { childClass, DocumentBase } from "./document-base";
import { EMBEDDED } from "./document-schemas";
import type { CleanState } from "./fields";
import { isV14 } from "./generation";
import { Hooks } from "./hooks";
import { ForcedDeletion, isOperator, migrateDeletionKeys } from "./operators";
import { Collection, runtime } from "./runtime";
import { validateModelData, type ModelClass } from "./schema-fields";
import { deepClone, diffObject, expandObject, isPlainObject, mergeObject, randomID, type AnyObject } from "./utils";
import { DataModelValidationError } from "./validation";

/** Every stand-in document: the document base and the database operations. */
export class Document extends DocumentBase {
  static get implementation(): typeof Document {
    return runtime.config[this.documentName]?.documentClass ?? this;
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
      const collection = parent
        ? (parent.embeddedCollection(this.documentName) as Collection<Document>)
        : worldCollection(this.documentName);
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
    const collection = parent
      ? (parent.embeddedCollection(this.documentName) as Collection<Document>)
      : worldCollection(this.documentName);
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

  async createEmbeddedDocuments(childName: string, data: AnyObject[], operation: AnyObject = {}): Promise<any[]> {
    return (childClass(childName) as typeof Document).createDocuments(data, { ...operation, parent: this });
  }

  async updateEmbeddedDocuments(childName: string, updates: AnyObject[], operation: AnyObject = {}): Promise<any[]> {
    return (childClass(childName) as typeof Document).updateDocuments(updates, { ...operation, parent: this });
  }

  async deleteEmbeddedDocuments(childName: string, ids: string[], operation: AnyObject = {}): Promise<any[]> {
    return (childClass(childName) as typeof Document).deleteDocuments(ids, { ...operation, parent: this });
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
export function storedState(doc: DocumentBase): CleanState | undefined {
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

export function worldCollection(documentName: string): Collection<Document> {
  const key = {
    Actor: "actors",
    Item: "items",
    Combat: "combats",
    ChatMessage: "messages",
    User: "users",
    Scene: "scenes",
    Folder: "folders",
    JournalEntry: "journal",
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
export function reportFailure(err: unknown, documentName: string, action: string): void {
  const message = err instanceof Error ? err.message : String(err);
  runtime.notify("error", message);
  failures.push({ documentName, action, error: err as Error });
}

export const failures: { documentName: string; action: string; error: Error }[] = [];

export function permissionError(user: any, action: string, doc: DocumentBase): Error {
  return new Error(`User ${user?.name ?? "?"} lacks permission to ${action} ${doc.documentName} [${doc.id}]`);
}
