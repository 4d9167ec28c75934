// The tracker's flags on the combat and the scene, and reading them back (bad data reads as none).
import type { AnyCombat } from "../../../play/ships";
import { SYSTEM_ID } from "../../../base/system-id";

/** Combat flag: pair keys whose band the GM set by hand (token movement leaves them alone). */
export const OVERRIDES_FLAG = "rangeOverrides";
/** Scene flag: kilometres per scene unit (grid distance unit). */
export const SCALE_FLAG = "kmPerUnit";

export type Flags = Record<string, Record<string, unknown> | undefined> | undefined;

export function flagOf(doc: unknown, key: string): unknown {
  return ((doc as { flags?: Flags } | null)?.flags?.[SYSTEM_ID] ?? {})[key];
}

export function readOverrides(combat: AnyCombat | null | undefined): string[] {
  const raw = flagOf(combat, OVERRIDES_FLAG);
  return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === "string" && /^[^|]+\|[^|]+$/.test(k)) : [];
}
