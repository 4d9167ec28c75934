// The stand-in documents' schemas, as far as our code reads core's: `system` validated by the data model registered
// for the document's type, `type` one of the manifest's subtypes, the embedded collections each document holds, and
// references to world documents by id. Built from the v13 and v14 API pages of each document's data.
import {
  BooleanField,
  DocumentIdField,
  HTMLField,
  NumberField,
  ObjectField,
  StringField,
  type CleanOptions,
  type CleanState,
  type DataField,
  type ValidateOptions,
} from "./fields";
import { isV14 } from "./generation";
import { DOCUMENT_OWNERSHIP_LEVELS, runtime } from "./runtime";
import { ArrayField, validateModelData, type ModelClass } from "./schema-fields";
import { deepClone, isPlainObject, type AnyObject } from "./utils";
import { DataModelValidationFailure } from "./validation";

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
    // v14: the model's cleaning gets the stored system source of the document (schema-fields.ts)
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

export const SCHEMAS: Record<string, () => Record<string, DataField>> = {
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
  // core's JournalEntry (v13/v14 API JournalEntryData: name, pages, folder, ownership, flags) and its pages
  // (JournalEntryPageData: name, type, `text` {content, format}, ownership INHERIT by default, flags)
  JournalEntry: () => ({
    _id: new DocumentIdField(),
    name: name(),
    pages: new EmbeddedCollectionField("JournalEntryPage"),
    folder: new ForeignDocumentField("folders"),
    ownership: ownership(),
    flags: flags(),
  }),
  JournalEntryPage: () => ({
    _id: new DocumentIdField(),
    name: name(),
    type: new StringField({
      required: true,
      blank: false,
      initial: "text",
      choices: ["text", "image", "pdf", "video"],
    }),
    text: new ObjectField({ initial: () => ({ content: "", format: 1 }) }),
    ownership: new ObjectField({ initial: () => ({ default: DOCUMENT_OWNERSHIP_LEVELS.INHERIT }) }),
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
    // core's texture data (v13 and v14 API interfaces/foundry.types.TokenAnimationData.html: `texture.src`, "The
    // texture file path"): here its `src` alone
    texture: new ObjectField({ initial: () => ({ src: null }) }),
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

export const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { Item: "items" },
  Combat: { Combatant: "combatants" },
  Scene: { Token: "tokens" },
  JournalEntry: { JournalEntryPage: "pages" },
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
