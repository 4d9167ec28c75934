// The tracker's flags on the combat and the scene, and reading them back (bad data reads as none).
import type { AnyCombat } from "../../../engagement/ships";
import { SYSTEM_ID } from "../../../system-id";
import { readHistory, type Checkpoint } from "../history";

/** Combat flag: the step-back checkpoints, as JSON text (an update replaces it whole). */
export const HISTORY_FLAG = "history";
/** Combat flag: pair keys whose band the GM set by hand (token movement leaves them alone). */
export const OVERRIDES_FLAG = "rangeOverrides";
/** Scene flag: kilometres per scene unit (grid distance unit). */
export const SCALE_FLAG = "kmPerUnit";
/** Update option marking our own writes (no checkpoint is taken for them). */
export const QUIET_OPTION = "cepheusTracker";

export type Flags = Record<string, Record<string, unknown> | undefined> | undefined;

export function flagOf(doc: unknown, key: string): unknown {
  return ((doc as { flags?: Flags } | null)?.flags?.[SYSTEM_ID] ?? {})[key];
}

export function readOverrides(combat: AnyCombat | null | undefined): string[] {
  const raw = flagOf(combat, OVERRIDES_FLAG);
  return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === "string" && /^[^|]+\|[^|]+$/.test(k)) : [];
}

export function readCheckpoints(combat: AnyCombat | null | undefined): Checkpoint[] {
  const raw = flagOf(combat, HISTORY_FLAG);
  if (typeof raw !== "string" || !raw) return [];
  try {
    return readHistory(JSON.parse(raw));
  } catch {
    return [];
  }
}
