// Foundry v14 API that the v13 types (fvtt-types has no v14 release) do not describe: only what
// src/foundry-compat.ts calls when Foundry has it, declared as plain types (no global augmentation), each with the
// public page it comes from. Nothing else may import this file: feature detection lives in src/foundry-compat.ts.

/**
 * `foundry.data.operators`: values that, placed in an update, delete or replace the key they sit at.
 * https://foundryvtt.com/api/v14/modules/foundry.data.operators.html (classes DataFieldOperator, ForcedDeletion,
 * ForcedReplacement). Absent in v13: https://foundryvtt.com/api/modules/foundry.data.html lists no `operators`.
 */
export interface V14DataOperators {
  /** `new ForcedDeletion()` as the value of a key deletes that key (v14's replacement of the `-=key` syntax). */
  ForcedDeletion: new () => object;
}

/**
 * A chat message visibility mode (v14's name for a roll mode): the keys of `CONFIG.ChatMessage.modes`.
 * https://foundryvtt.com/api/v14/variables/CONFIG.ChatMessage.html ("Supported chat message visibility modes";
 * `modes: Record<string, { handler, icon, label }>`). The keys themselves are not on that page: `public`, `gm`,
 * `blind`, `self` and the in-character `ic` are the ones public v14 systems use (foundryvtt/dnd5e
 * module/dice/basic-roll.mjs `getMessageMode`, xdy/twodsix-foundryvtt src/module/entities/items/item-base.js).
 */
export type V14MessageMode = "public" | "ic" | "gm" | "blind" | "self";

/** One entry of `CONFIG.ChatMessage.modes` (same page as above). */
export interface V14MessageModeConfig {
  handler: (data: object) => void;
  icon: string;
  label: string;
}

/**
 * The static `ChatMessage.applyMode(chatData, mode)`, v14's replacement of `ChatMessage.applyRollMode`
 * (https://foundryvtt.com/api/v14/classes/foundry.documents.ChatMessage.html; v14's deprecation warning:
 * "ChatMessage.applyRollMode is deprecated in favor of ChatMessage.applyMode. Deprecated since Version 14",
 * quoted in JohanFalt/Foundry_WoD20#1396).
 */
export interface V14ChatMessageStatics {
  applyMode(chatData: object, mode: V14MessageMode): object;
}

/**
 * A context menu entry as v14 describes it: `label` (was `name`), `visible` (was `condition`), `onClick` (was
 * `callback`). https://foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html
 */
export interface V14ContextMenuEntry {
  label: string;
  icon?: string;
  classes?: string;
  group?: string;
  visible?: boolean | ((target: HTMLElement) => boolean);
  onClick?: (event: PointerEvent, target: HTMLElement) => unknown;
}
