// What the readers of other systems' exports share: the notes (read, guessed, left), damage tracks from hits,
// mounts added within the hardpoints (counted before any is made), station names to positions, weapon names to
// kinds, and the finished ship checked exactly as a USDF paragraph's is (src/rules/usdf/validate.ts).
import type { DamageTrack, MissileType, Position, WeaponKind } from "../types";
import { derive } from "../usdf/derive";
import { exceedsHardpoints, hardpointsOf } from "../usdf/tonnage";
import type { UsdfMount, UsdfShip } from "../usdf/types";
import { validate } from "../usdf/validate";
import { weaponKindOf } from "../usdf/vocabulary";
import type {
  GuessReason,
  ImportError,
  ImportFormat,
  ImportNotes,
  ImportTarget,
  ImportedShip,
  ShipState,
} from "./types";

/** Most notes of each kind kept for one actor (an export with thousands of items lists the first ones). */
export const MAX_NOTES = 200;

export class Notes implements ImportNotes {
  read: ImportNotes["read"] = [];
  guessed: ImportNotes["guessed"] = [];
  left: ImportNotes["left"] = [];
  read1(from: string, to: ImportTarget, value: unknown): void {
    if (this.read.length < MAX_NOTES) this.read.push({ from, to, value: shown(value) });
  }
  guess(from: string, to: ImportTarget, value: unknown, reason: GuessReason): void {
    if (this.guessed.length < MAX_NOTES) this.guessed.push({ from, to, value: shown(value), reason });
  }
  leave(from: string, value: unknown): void {
    if (this.left.length < MAX_NOTES) this.left.push({ from, value: shown(value) });
  }
  plain(): ImportNotes {
    return { read: this.read, guessed: this.guessed, left: this.left };
  }
}

/** A value as the preview shows it: short, on one line. */
export function shown(v: unknown): string {
  const s = typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v);
  const line = (s ?? "").replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** A 0–3 damage track from a count of hits and a status word ("damaged", "destroyed"). */
export function trackOf(hits: number | null, status = ""): DamageTrack {
  const s = status.toLowerCase();
  if (s === "destroyed") return 3;
  const h = hits !== null && hits > 0 ? Math.min(3, Math.floor(hits)) : 0;
  return (s === "damaged" ? Math.max(1, h) : h) as DamageTrack;
}

/**
 * Add `count` mounts of one kind, each holding `weapons`. Refused (as the USDF reader refuses) when they would pass
 * the hardpoints the tonnage gives, before any is made.
 */
export function addMounts(
  ship: UsdfShip,
  count: number,
  mount: Pick<UsdfMount, "type" | "fixed" | "popup"> & { weapons: WeaponKind[]; size?: number },
): ImportError | null {
  const after = ship.mounts.length + count;
  if (after > hardpointsOf(ship.tons)) {
    const e = exceedsHardpoints("mounts", after, ship.tons);
    return { code: e.code, field: e.field, value: e.value, limit: e.limit };
  }
  for (let i = 0; i < count; i++) {
    const weapons = mount.weapons.slice(0, mount.type === "bay" ? 1 : 3);
    ship.mounts.push({
      id: `m${ship.mounts.length + 1}`,
      type: mount.type,
      size: mount.type === "bay" ? 1 : Math.min(3, Math.max(1, mount.size ?? 0, weapons.length)),
      fixed: mount.fixed,
      popup: mount.popup,
      weapons,
    });
  }
  ship.hardpoints = Math.max(ship.hardpoints, ship.mounts.length);
  return null;
}

/**
 * A weapon's kind from its name ("Beam Laser", "Triple Turret (Pulse Lasers)", "Missile Rack", "Particle Beam Bay"),
 * or from twodsix's ship weapon type, a key in camel case ("particleBeam", "nuclearMissiles").
 */
export function weaponKindByName(name: string): WeaponKind | null {
  const w = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  const direct = weaponKindOf(w);
  if (direct) return direct;
  if (/\bpulse\b/.test(w)) return "pulseLaser";
  if (/\bbeam laser|\blaser\b/.test(w)) return "beamLaser";
  if (/\bparticle\b/.test(w)) return "particleBeam";
  if (/\bfusion\b/.test(w)) return "fusionGun";
  if (/\bmeson\b/.test(w)) return "mesonGun";
  if (/\bsand/.test(w)) return "sandcaster";
  if (/\bmissile|\btorpedo/.test(w)) return "missile";
  return null;
}

/** A missile's type from its name ("Smart Missiles", "Nuclear Missile"; anything else standard). */
export function missileTypeOf(name: string): MissileType {
  return /smart/i.test(name) ? "smart" : /nuclear/i.test(name) ? "nuclear" : "standard";
}

/** An armor type from its name (Crystaliron, Titanium Steel, Bonded Superdense), else the name as written. */
export function armorTypeOf(name: string): string | null {
  if (/crystal/i.test(name)) return "crystaliron";
  if (/titanium/i.test(name)) return "titaniumSteel";
  if (/superdense/i.test(name)) return "bondedSuperdense";
  return name || null;
}

/** The combat position a station (twodsix ship position, Mongoose role, statblock crew entry) fills, or null. */
export function positionOfStation(name: string): Position | "gunner" | null {
  const w = name.toLowerCase();
  if (/\bpilot|\bhelm/.test(w)) return "pilot";
  if (/\bcaptain|\bcommand|\bcommanding/.test(w)) return "captain";
  if (/\bbay gunner/.test(w)) return "bayGunner";
  if (/\bturret gunner/.test(w)) return "turretGunner";
  if (/\bgunner|\bgunnery|\bweapons?\b/.test(w)) return "gunner";
  if (/\bnavigat|\bastrogat/.test(w)) return "navigator";
  if (/\bsensor|\bcomms?\b|\bcommunication/.test(w)) return "sensorsOperator";
  if (/\bdamage control|\bmaintenance|\bmechanic/.test(w)) return "damageControl";
  if (/\bengineer/.test(w)) return "driveEngineer";
  if (/\bsecurity/.test(w)) return "chiefSecurityOfficer";
  if (/\bmarine|\btroop/.test(w)) return "marine";
  return null;
}

export function emptyState(): ShipState {
  return { hull: 0, structure: 0, fuel: null, systems: {}, mounts: {} };
}

/** Hull and Structure the SRD gives a hull of `tons` (one point per 50 tons: Hull rounded down, Structure up). */
export function srdHullPoints(tons: number): { hull: number; structure: number } {
  return { hull: Math.floor(tons / 50), structure: Math.max(1, Math.ceil(tons / 50)) };
}

/**
 * Finish a ship read from another system: weapons and positions derived, then the USDF reader's own checks (Hull
 * within the tonnage, counts, hardpoints, fittings within the hull). Current Hull and Structure are kept within
 * their maximum.
 */
export function finishShip(
  format: ImportFormat,
  ship: UsdfShip,
  state: ShipState,
  notes: Notes,
): { ok: true; entry: ImportedShip } | { ok: false; error: ImportError } {
  derive(ship);
  const e = validate(ship);
  if (e) return { ok: false, error: { code: e.code, field: e.field, value: e.value, limit: e.limit } };
  state.hull = Math.max(0, Math.min(ship.hull, state.hull));
  state.structure = Math.max(0, Math.min(ship.structure, state.structure));
  if (state.fuel !== null) state.fuel = Math.max(0, Math.min(Math.floor(ship.fuel?.tons ?? 0), Math.floor(state.fuel)));
  return { ok: true, entry: { kind: "ship", format, ship, state, notes: notes.plain(), assignments: [] } };
}

/** A figure that must be a whole number from `lo` to `hi` (absent: nothing to check), or a refusal naming where it came from. */
export function wholeIn(v: number | null, lo: number, hi: number, field: string): ImportError | null {
  if (v === null) return null;
  return Number.isInteger(v) && v >= lo && v <= hi ? null : bad(field, v);
}

export const bad = (field: string, value: number | string): ImportError => ({ code: "badFigure", field, value });
