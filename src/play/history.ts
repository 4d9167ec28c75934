// A bounded history of engagement checkpoints, so the GM can step back a turn without corrupting state. A
// checkpoint holds the whole engagement memory and, for every ship, what the engagement can change on its actor
// (pools, damage tracks, ammunition, mount damage): restoring one puts the memory and the ships back together, so attacks that were pending then do not land twice. Pure data; stored as a Combat flag,
// read by readCheckpoints (the step back in ./checkpoints.ts, the tracker, and the command path's check that a reaction
// card was posted since the last turn change).
import { SYSTEM_ID } from "../base/system-id";
import type { EngagementMemory } from "../rules/engagement/memory";
import {
  MISSILE_TYPES,
  SHIP_SYSTEMS,
  type DamageTrack,
  type MissileType,
  type ShipSnapshot,
  type ShipSystem,
} from "../rules/types";

/** Update option marking the tracker's own writes (no checkpoint is taken for them). */
export const QUIET_OPTION = "cepheusTracker";

/** Checkpoints kept per combat (older ones are dropped). */
export const HISTORY_LIMIT = 10;

/** What an engagement may change on a ship actor, and so what stepping back restores. */
export interface ShipRestorePoint {
  hull: number;
  structure: number;
  armor: number;
  fuel: number;
  cargo: number;
  systems: Record<ShipSystem, DamageTrack>;
  missiles: Record<MissileType, number>;
  sand: number;
  /** mount id → damage track */
  mounts: Record<string, DamageTrack>;
}

export interface Checkpoint {
  /** Combat round and turn when the checkpoint was taken (for the tooltip) */
  round: number;
  turn: number;
  /** when it was taken (ms): cards posted since belong to what a step back takes back (absent in old checkpoints) */
  at?: number;
  memory: EngagementMemory;
  /** ship (Combatant) id → its actor's restorable state */
  ships: Record<string, ShipRestorePoint>;
  /** taken before a launch (not a turn's change): the salvos it launched, which its card's Undo takes back */
  launch?: string[];
}

export function restorePoint(ship: ShipSnapshot): ShipRestorePoint {
  return {
    hull: ship.hull.value,
    structure: ship.structure.value,
    armor: ship.armor.value,
    fuel: ship.fuel.value,
    cargo: ship.cargo.value,
    systems: { ...ship.systems },
    missiles: { ...ship.ammo.missiles },
    sand: ship.ammo.sand,
    mounts: Object.fromEntries(ship.mounts.map((m) => [m.id, m.damage])),
  };
}

/** The history with `cp` on top, the oldest dropped beyond `limit`. Never mutates `history`. */
export function pushCheckpoint(history: readonly Checkpoint[], cp: Checkpoint, limit = HISTORY_LIMIT): Checkpoint[] {
  const out = [...history, cp];
  return out.length > limit ? out.slice(out.length - limit) : out;
}

/** The top checkpoint and the history without it; null when there is nothing to step back to. */
export function popCheckpoint(history: readonly Checkpoint[]): { checkpoint: Checkpoint; rest: Checkpoint[] } | null {
  if (!history.length) return null;
  return { checkpoint: history[history.length - 1], rest: history.slice(0, -1) };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const isTrack = (v: unknown): v is DamageTrack => isInt(v) && v >= 0 && v <= 3;

function isRestorePoint(v: unknown): v is ShipRestorePoint {
  if (!isObject(v)) return false;
  for (const k of ["hull", "structure", "armor", "sand"]) if (!isInt(v[k])) return false;
  for (const k of ["fuel", "cargo"]) if (typeof v[k] !== "number") return false;
  if (!isObject(v.systems) || !SHIP_SYSTEMS.every((s) => isTrack((v.systems as Record<string, unknown>)[s])))
    return false;
  if (!isObject(v.missiles) || !MISSILE_TYPES.every((t) => isInt((v.missiles as Record<string, unknown>)[t])))
    return false;
  return isObject(v.mounts) && Object.values(v.mounts).every(isTrack);
}

function isMemory(v: unknown): v is EngagementMemory {
  return (
    isObject(v) &&
    isInt(v.round) &&
    isInt(v.turn) &&
    Array.isArray(v.order) &&
    v.order.every((x) => typeof x === "string") &&
    isObject(v.ranges) &&
    Array.isArray(v.pursuits) &&
    Array.isArray(v.salvos) &&
    Array.isArray(v.modifiers) &&
    isObject(v.ships)
  );
}

/**
 * The stored flag as a history: anything malformed (an older format, a hand-edited flag) is dropped rather than
 * trusted, so a bad entry can never be restored.
 */
export function readHistory(flag: unknown): Checkpoint[] {
  if (!Array.isArray(flag)) return [];
  return flag.filter(
    (c): c is Checkpoint =>
      isObject(c) &&
      isInt(c.round) &&
      isInt(c.turn) &&
      isMemory(c.memory) &&
      isObject(c.ships) &&
      Object.values(c.ships).every(isRestorePoint),
  );
}

/** Combat flag: the step-back checkpoints, as JSON text (an update replaces it whole). */
export const HISTORY_FLAG = "history";

/** The Combat update that stores `history` as the step-back checkpoints. */
export const historyUpdate = (history: readonly Checkpoint[]) => ({
  flags: { [SYSTEM_ID]: { [HISTORY_FLAG]: JSON.stringify(history) } },
});

/** A combat's stored checkpoints, oldest first (none when the flag is missing or unreadable). */
export function readCheckpoints(combat: unknown): Checkpoint[] {
  const flags = (combat as { flags?: Record<string, Record<string, unknown> | undefined> } | null)?.flags;
  const raw = flags?.[SYSTEM_ID]?.[HISTORY_FLAG];
  if (typeof raw !== "string" || !raw) return [];
  try {
    return readHistory(JSON.parse(raw));
  } catch {
    return [];
  }
}
