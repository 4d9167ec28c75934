// The one place that knows Foundry v13 and v14 differ (docs/foundry-compat.md lists every difference and its
// source). Each function asks Foundry whether it has a capability, never which version it is, and falls back to
// what v13 does when the capability is missing; everything else in the system calls these functions.
import type {
  V14ChatMessageStatics,
  V14ContextMenuEntry,
  V14DataOperators,
  V14MessageMode,
  V14MessageModeConfig,
} from "./types/foundry-v14";

// ----- chat message visibility: v13 roll modes, v14 message modes -----------------------------------------------

/** The roll modes the system speaks in (v13's names, CONST.DICE_ROLL_MODES): requests and cards carry these. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

/** A roll mode as v14 names it (CONFIG.ChatMessage.modes). */
const MESSAGE_MODE: Record<RollMode, V14MessageMode> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** v14's modes as roll modes; "ic" (public, spoken as the character) is public for a card. */
const ROLL_MODE: Record<V14MessageMode, RollMode> = {
  public: "publicroll",
  ic: "publicroll",
  gm: "gmroll",
  blind: "blindroll",
  self: "selfroll",
};

function chatStatics(): Partial<V14ChatMessageStatics> & { applyRollMode?: (data: object, mode: string) => unknown } {
  return (globalThis as { ChatMessage?: object }).ChatMessage ?? {};
}

function messageModes(): Record<string, V14MessageModeConfig> | undefined {
  return (CONFIG.ChatMessage as unknown as { modes?: Record<string, V14MessageModeConfig> }).modes;
}

/**
 * Core has v14's message visibility modes: `ChatMessage.applyMode` and `CONFIG.ChatMessage.modes` (with the
 * `core.messageMode` setting). v13 has `ChatMessage.applyRollMode` and `core.rollMode` only.
 */
export function hasMessageModes(): boolean {
  return typeof chatStatics().applyMode === "function" && !!messageModes();
}

/** A roll mode from either version's name for it (undefined for anything else, "roll" included). */
export function rollModeOf(value: unknown): RollMode | undefined {
  if (typeof value !== "string") return undefined;
  if ((ROLL_MODES as readonly string[]).includes(value)) return value as RollMode;
  return Object.hasOwn(ROLL_MODE, value) ? ROLL_MODE[value as V14MessageMode] : undefined;
}

/** The current user's chosen roll mode (v14: `core.messageMode`; v13: `core.rollMode`), undefined if unreadable. */
export function currentRollMode(): RollMode | undefined {
  const key = hasMessageModes() ? "messageMode" : "rollMode";
  try {
    return rollModeOf((game.settings as unknown as { get(ns: string, key: string): unknown }).get("core", key));
  } catch {
    return undefined;
  }
}

/** Make chat message data follow a roll mode, with whichever of core's helpers this Foundry has. */
export function applyRollMode(data: Record<string, unknown>, mode: RollMode): void {
  const statics = chatStatics();
  if (hasMessageModes()) {
    const v14 = MESSAGE_MODE[mode];
    // applyMode fails on a mode its config does not list: leave such data public rather than throw
    if (messageModes()![v14]) statics.applyMode!(data, v14);
  } else statics.applyRollMode?.(data, mode);
}

// ----- update operators: v13 "-=key", v14 ForcedDeletion ------------------------------------------------------------

function dataOperators(): Partial<V14DataOperators> | undefined {
  return (foundry.data as unknown as { operators?: Partial<V14DataOperators> }).operators;
}

/** Core deletes keys through update operator values (`foundry.data.operators.ForcedDeletion`) rather than `-=key`. */
export function hasUpdateOperators(): boolean {
  return typeof dataOperators()?.ForcedDeletion === "function";
}

/**
 * The key and value that delete `key` from a keyed object in an update: v14 `[key, new ForcedDeletion()]`,
 * v13 `["-=key", null]` (which v14 still reads, with a deprecation warning, until v16).
 */
export function deletionEntry(key: string): [string, unknown] {
  const ForcedDeletion = dataOperators()?.ForcedDeletion;
  return typeof ForcedDeletion === "function" ? [key, new ForcedDeletion()] : [`-=${key}`, null];
}

// ----- context menus: v13 {name, condition, callback}, v14 {label, visible, onClick} -----------------------------

/** The label (usually a lang key) of a context menu entry of either shape. */
export function contextEntryLabel(entry: object): string {
  const e = entry as Partial<V14ContextMenuEntry> & { name?: unknown };
  return String(e.label ?? e.name ?? "");
}

// ----- windows: v14 renders applications in detached browser windows ----------------------------------------------

/**
 * Every document the system's applications are rendered in: the main page's and, with v14's detached windows
 * (an application popped out into a browser window of its own), each other window's. Found through core's
 * registry of rendered applications (`foundry.applications.instances`, v13 and v14) and each element's
 * `ownerDocument`, so nothing assumes the main window.
 */
export function openDocuments(): Document[] {
  const docs = new Set<Document>();
  if (typeof document !== "undefined") docs.add(document);
  const apps = (
    foundry.applications as unknown as {
      instances?: Map<string, { element?: { ownerDocument?: Document | null } | null }>;
    }
  ).instances;
  for (const app of apps?.values() ?? []) {
    const doc = app.element?.ownerDocument;
    if (doc) docs.add(doc);
  }
  return [...docs];
}

/**
 * Is `node` an element with this tag name? `instanceof HTMLFormElement` and the like test against the main
 * window's classes, so they are false for an element that lives in a detached window (another realm).
 */
export function isElementTag(node: unknown, tag: string): boolean {
  const el = node as { nodeType?: unknown; tagName?: unknown } | null;
  return !!el && el.nodeType === 1 && typeof el.tagName === "string" && el.tagName.toUpperCase() === tag.toUpperCase();
}
