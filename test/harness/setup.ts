// Vitest setupFile: installs the Foundry stand-in as globals (foundry, CONFIG, CONST, game, ui, Hooks, Actor,
// Item, Combat, Combatant, ChatMessage, User, Roll, fromUuid, fromUuidSync) and resets the world before each test.
// See test/harness/README.md for what it enforces and what it leaves out. FOUNDRY_GENERATION=14 selects the v14 mode
// (generation.ts; README "v14 mode").
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { DataModel, TypeDataModel } from "./abstract";
import {
  ActorSheetV2,
  ApplicationV2,
  DocumentSheetConfig,
  DocumentSheetV2,
  HandlebarsApplicationMixin,
  ItemSheetV2,
} from "./applications";
import { diceControl, Roll, seededUniform } from "./dice";
import { Actor, Folder, Item, Scene, TokenDocument } from "./actors-and-scenes";
import { ChatMessage } from "./chat-message";
import { JournalEntry, JournalEntryPage } from "./journals";
import { Combat } from "./combat";
import { Combatant, combatTrackerConfig } from "./combat-turns";
import { Document, failures } from "./document";
import { fromUuid, fromUuidSync } from "./documents";
import * as fields from "./fields";
import { deprecated, GENERATION, isV14, takeDeprecations } from "./generation";
import { Hooks } from "./hooks";
import { languageFiles, Localization } from "./i18n";
import { installMessageModes } from "./message-modes";
import { DataFieldOperator, ForcedDeletion, ForcedReplacement } from "./operators";
import { Collection, DOCUMENT_OWNERSHIP_LEVELS, runtime, USER_ROLES } from "./runtime";
import * as schemaFields from "./schema-fields";
import { User, Users } from "./users";
import * as utils from "./utils";
import * as validation from "./validation";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8"));

/** Valid subtypes per document: the manifest's documentTypes, plus "base" where Foundry always has it. */
const documentTypes: Record<string, string[]> = {};
for (const doc of ["Actor", "Item", "Combat", "Combatant", "ChatMessage"]) {
  const declared = Object.keys(manifest.documentTypes?.[doc] ?? {});
  documentTypes[doc] = ["Combat", "Combatant", "ChatMessage"].includes(doc) ? ["base", ...declared] : declared;
}

export interface Notification {
  type: "info" | "warn" | "error";
  message: string;
}

/** A progress notification as Foundry v13 returns it (`{ progress: true }`): its updates and whether it was removed. */
export interface ProgressNotification {
  message: string;
  updates: { pct?: number; message?: string }[];
  removed: boolean;
}

const notifications = {
  messages: [] as Notification[],
  progress: [] as ProgressNotification[],
  notify(
    message: string,
    type: Notification["type"] = "info",
    options: { localize?: boolean; format?: Record<string, unknown>; progress?: boolean } = {},
  ) {
    const i18n = (globalThis as any).game.i18n as Localization;
    const text = options.format
      ? i18n.format(message, options.format)
      : options.localize
        ? i18n.localize(message)
        : message;
    notifications.messages.push({ type, message: text });
    const note = { id: notifications.messages.length, type, message: text };
    if (!options.progress) return note;
    const record: ProgressNotification = { message: text, updates: [], removed: false };
    notifications.progress.push(record);
    return {
      ...note,
      update: (u: { pct?: number; message?: string }) => void record.updates.push(u),
      remove: () => void (record.removed = true),
    };
  },
  info: (m: string, o?: any) => notifications.notify(m, "info", o),
  warn: (m: string, o?: any) => notifications.notify(m, "warn", o),
  error: (m: string, o?: any) => notifications.notify(m, "error", o),
  clear() {
    notifications.messages.length = 0;
    notifications.progress.length = 0;
  },
};

const CONFIG: Record<string, any> = {
  Actor: { documentClass: Actor, dataModels: {} },
  Item: { documentClass: Item, dataModels: {} },
  Combat: { documentClass: Combat, dataModels: {} },
  Combatant: { documentClass: Combatant, dataModels: {} },
  ChatMessage: { documentClass: ChatMessage, dataModels: {} },
  User: { documentClass: User },
  Scene: { documentClass: Scene },
  Folder: { documentClass: Folder },
  JournalEntry: { documentClass: JournalEntry },
  JournalEntryPage: { documentClass: JournalEntryPage },
  Token: { documentClass: TokenDocument },
  Dice: { rolls: [Roll], randomUniform: seededUniform },
  queries: {},
  ui: {},
  // core's defaults (seconds that pass per combat round / turn): CONFIG.time, foundryvtt.com/api/v13/variables/CONFIG.time.html
  time: { roundTime: 6, turnTime: 0 },
};

const CONST = { DOCUMENT_OWNERSHIP_LEVELS, USER_ROLES };

const game: Record<string, any> = {
  i18n: new Localization(languageFiles(manifest.languages)),
  system: { id: manifest.id, title: manifest.title, version: manifest.version },
  users: new Users(),
  user: null,
  actors: new Collection(),
  items: new Collection(),
  combats: new Collection(),
  messages: new Collection(),
  scenes: new Collection(),
  folders: new Collection(),
  journal: new Collection(),
  ready: false,
  // Game#release (v13 API classes/foundry.Game.html `release`, a ReleaseData: `generation`, `build`, `version`): the
  // generation the stand-in models; the builds are the latest each API names (v13 pages: 13.350; v14: 14.369,
  // docs/foundry-compat.md). dnd5e branches on `game.release.generation`.
  release: { generation: GENERATION, build: isV14 ? 369 : 350, version: isV14 ? "14.369" : "13.350" },
  version: isV14 ? "14.369" : "13.350",
  // game.time (foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html): the world time in seconds; advance()
  // adds to it and fires `updateWorldTime`; a Combat update with `worldTime: {delta}` advances it too (document.ts)
  time: {
    worldTime: 0,
    // GameTime#serverTime: the server's clock as this client estimates it (ms); one clock here
    get serverTime(): number {
      return Date.now();
    },
    async advance(delta: number): Promise<number> {
      game.time.worldTime += delta;
      Hooks.callAll("updateWorldTime", game.time.worldTime, delta, {}, game.user?.id);
      return game.time.worldTime;
    },
  },
};

runtime.config = CONFIG;
runtime.game = game;
runtime.documentTypes = documentTypes;
runtime.notify = (type, message) => notifications[type](message);

/**
 * foundry.utils.mergeObject as each generation has it: v13 knows `performDeletions` ("-=key") and no `applyOperators`
 * (ignored); v14 applies operators with `applyOperators` and still reads `performDeletions`, with a deprecation warning
 * (the English migration reference, docs/foundry-compat.md "Sources").
 */
function mergeObject<T extends utils.AnyObject>(
  original: T,
  other?: utils.AnyObject,
  options: utils.MergeOptions = {},
): T {
  if (!isV14) return utils.mergeObject(original, other, { ...options, applyOperators: false });
  if (options.performDeletions)
    deprecated(
      "mergeObject's performDeletions option is deprecated in favor of applyOperators (deprecated since v14, removed in v16)",
    );
  return utils.mergeObject(original, other, options);
}

const foundry = {
  abstract: { DataModel, TypeDataModel, Document },
  data: {
    fields: {
      DataField: fields.DataField,
      NumberField: fields.NumberField,
      StringField: fields.StringField,
      BooleanField: fields.BooleanField,
      ObjectField: fields.ObjectField,
      HTMLField: fields.HTMLField,
      SchemaField: schemaFields.SchemaField,
      ArrayField: schemaFields.ArrayField,
      TypedObjectField: schemaFields.TypedObjectField,
      EmbeddedDataField: schemaFields.EmbeddedDataField,
      DocumentIdField: fields.DocumentIdField,
      DocumentUUIDField: fields.DocumentUUIDField,
    },
    validation: {
      DataModelValidationError: validation.DataModelValidationError,
      DataModelValidationFailure: validation.DataModelValidationFailure,
    },
    // v14 only (v13 API modules/foundry.data.html has no `operators`; v14 API modules/foundry.data.operators.html)
    ...(isV14 ? { operators: { DataFieldOperator, ForcedDeletion, ForcedReplacement } } : {}),
  },
  documents: {
    Actor,
    Item,
    Combat,
    Combatant,
    ChatMessage,
    User,
    Scene,
    TokenDocument,
    Folder,
    JournalEntry,
    JournalEntryPage,
  },
  dice: { Roll },
  utils: {
    deepClone: utils.deepClone,
    mergeObject,
    expandObject: utils.expandObject,
    flattenObject: utils.flattenObject,
    getProperty: utils.getProperty,
    setProperty: utils.setProperty,
    randomID: utils.randomID,
    isEmpty: utils.isEmpty,
    getType: utils.getType,
    diffObject: utils.diffObject,
    escapeHTML: utils.escapeHTML,
    debounce: utils.debounce,
    fromUuid,
    fromUuidSync,
  },
  applications: {
    api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2 },
    sheets: { ActorSheetV2, ItemSheetV2 },
    apps: { DocumentSheetConfig },
  },
  helpers: { Localization },
};

Object.assign(globalThis, {
  foundry,
  CONFIG,
  CONST,
  game,
  ui: { notifications },
  Hooks,
  Actor,
  Item,
  Combat,
  Combatant,
  ChatMessage,
  User,
  Scene,
  TokenDocument,
  Folder,
  JournalEntry,
  JournalEntryPage,
  Roll,
  fromUuid,
  fromUuidSync,
});

/** Fixed users: one GM and two players (ids are valid 16-character Foundry ids). */
export const USERS = {
  gm: { _id: "gmUser0000000001", name: "Gamemaster", role: USER_ROLES.GAMEMASTER },
  alice: { _id: "aliceUser0000001", name: "Alice", role: USER_ROLES.PLAYER },
  bob: { _id: "bobUser000000001", name: "Bob", role: USER_ROLES.PLAYER },
} as const;

export function resetWorld(): void {
  for (const key of ["actors", "items", "combats", "messages", "scenes", "folders", "journal"]) game[key].clear();
  game.users.clear();
  for (const data of Object.values(USERS)) game.users.set(data._id, new User({ ...data }));
  game.user = game.users.get(USERS.gm._id);
  runtime.clients.clear();
  delete game.permissions;
  notifications.clear();
  failures.length = 0;
  diceControl.queue.length = 0;
  diceControl.rolled.length = 0;
  diceControl.seed = 1;
  game.time.worldTime = 0;
  combatTrackerConfig.skipDefeated = false;
  game.i18n.missing.clear();
  game.i18n.strict = true;
}

if (isV14) installMessageModes();

resetWorld();
beforeEach(() => resetWorld());

// v14 mode: a deprecation warning (v14 keeps the old API until v16) fails the test that caused it (generation.ts)
afterEach(() => {
  const warnings = takeDeprecations();
  if (warnings.length)
    throw new Error(`Foundry v14 deprecation warning(s):\n${warnings.map((w) => `  ${w}`).join("\n")}`);
});

export { notifications, CONFIG as config, game };
