// Helpers for tests that use the Foundry stand-in (installed by setup.ts as a vitest setupFile).
import { registeredSheets } from "./applications";
import { diceControl } from "./dice";
import { failures, type Document } from "./document";
import { Hooks } from "./hooks";
import { runtime } from "./runtime";
import { validateModelData, type ModelClass } from "./schema-fields";
import { game, notifications, USERS } from "./setup";
import type { User } from "./users";
import { deepClone } from "./utils";
import { DataModelValidationError } from "./validation";

export { notifications, failures, registeredSheets, diceControl, USERS, Hooks };
export { combatTrackerConfig } from "./combat-turns";
export { GENERATION, isV14, takeDeprecations } from "./generation";

let booted = false;

const WELCOMED = "cepheus-space-combat.welcomeShown";

/** Import src/index.ts and fire init → i18nInit → setup → ready once per test file. */
export async function bootSystem(): Promise<void> {
  if (booted) return;
  await import("../../src/index");
  for (const hook of ["init", "i18nInit", "setup"]) Hooks.callAll(hook);
  // a test world is not a new world: its GM was welcomed already, so `ready` opens no welcome window (test/welcome
  // calls welcomeOnReady itself, with the setting at its default)
  const settings = (
    game as unknown as { settings?: { settings?: Map<string, unknown>; values?: Map<string, unknown> } }
  ).settings;
  if (settings?.settings?.has(WELCOMED)) settings.values?.set(WELCOMED, true);
  game.ready = true;
  Hooks.callAll("ready");
  booted = true;
}

export function user(key: keyof typeof USERS): User {
  return game.users.get(USERS[key]._id);
}

/** Run `fn` as `who` (sets game.user for the duration; restores it after). */
export async function as<T>(who: keyof typeof USERS | User, fn: () => Promise<T> | T): Promise<T> {
  return runtime.runAs(typeof who === "string" ? user(who) : who, fn);
}

/**
 * Open another client (a tab or device) of `who` with its own query handlers (`queries`, e.g. from a fresh copy of
 * the system's modules): a query to that user then reaches every client of theirs, and the first answer is the one
 * the asker gets. `alone` closes the client every user has (CONFIG.queries), so that only the new ones answer.
 */
export function openClient(who: keyof typeof USERS | User, queries: Record<string, unknown>, alone = false): void {
  const id = (typeof who === "string" ? user(who) : who).id!;
  const clients = runtime.clients.get(id) ?? { main: true, tables: [] };
  runtime.clients.set(id, { main: clients.main && !alone, tables: [...clients.tables, queries] });
}

/** Queue exact die faces for the next Roll evaluations (d6 faces 1–6, etc.). */
export function scriptFaces(...faces: number[]): void {
  diceControl.queue.push(...faces);
}

/** Die faces summing to `total` on `dice` dice of `sides` faces, highest first (8 on 2d6 → [6, 2]); throws when impossible. */
export function facesFor(total: number, dice: number, sides = 6): number[] {
  if (total < dice || total > dice * sides) throw new Error(`${total} impossible on ${dice}d${sides}`);
  const out: number[] = [];
  let left = total;
  for (let i = dice; i > 0; i--) {
    const face = Math.max(1, Math.min(sides, left - (i - 1)));
    out.push(face);
    left -= face;
  }
  return out;
}

/** Queue the next rolls by their totals: each entry is [total, number of d6] or [total, dice, sides]. */
export function scriptTotals(...rolls: [number, number, number?][]): void {
  for (const [total, dice, sides] of rolls) scriptFaces(...facesFor(total, dice, sides ?? 6));
}

/** Faces scripted and not yet rolled (a test that scripts dice must use them all). */
export function diceLeft(): number {
  return diceControl.queue.length;
}

export function seedDice(seed: number): void {
  diceControl.seed = seed;
}

export function errors(): string[] {
  return notifications.messages.filter((m) => m.type === "error").map((m) => m.message);
}

export interface SourceCheck {
  ok: boolean;
  /** `path: message` lines */
  errors: string[];
  /** the migrated and cleaned source (what Foundry would store) */
  cleaned: Record<string, unknown>;
}

/**
 * Validate a `system` source against our data model for (documentName, type), as Foundry would on import:
 * migrateData, cleanData, field validation, validateJoint. Needs the system booted (bootSystem()).
 */
export function validateSource(documentName: string, type: string, source: Record<string, unknown>): SourceCheck {
  const model = runtime.config[documentName]?.dataModels?.[type] as ModelClass | undefined;
  if (!model) return { ok: false, errors: [`no data model registered for ${documentName}.${type}`], cleaned: {} };
  const cleaned = model.cleanData(model.migrateDataSafe(deepClone(source)));
  const failure = validateModelData(model, cleaned);
  return { ok: !failure, errors: failure ? failure.lines() : [], cleaned };
}

/**
 * Validate a whole document source (name, type, system, embedded items/combatants) by constructing the
 * document class, as a compendium import does. Returns the errors instead of throwing.
 */
export function validateDocumentSource(documentName: string, source: Record<string, unknown>): SourceCheck {
  const cls = runtime.config[documentName]?.documentClass as (new (d: unknown) => Document) | undefined;
  if (!cls) return { ok: false, errors: [`no document class for ${documentName}`], cleaned: {} };
  try {
    const doc = new cls(deepClone(source));
    return { ok: true, errors: [], cleaned: doc.toObject() };
  } catch (err) {
    if (err instanceof DataModelValidationError) return { ok: false, errors: err.failure.lines(), cleaned: {} };
    return { ok: false, errors: [(err as Error).message], cleaned: {} };
  }
}
