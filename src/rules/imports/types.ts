// What reading another system's export gives: ships (as the USDF ship the rest of the system already builds actors
// from, plus the state they were exported in: damage, fuel) and crew members, each with what was read, what was
// guessed and what was left. Plain JSON data.
import type { Characteristic, DamageTrack, Position, ShipSystem, SkillKey } from "../types";
import type { UsdfErrorCode, UsdfShip } from "../usdf";
import type { UsdfField } from "../usdf/types";

export const IMPORT_FORMATS = [
  "usdf",
  "twodsixShip",
  "twodsixTraveller",
  "mgt2eSpacecraft",
  "mgt2eTraveller",
  "statblock",
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * The formats whose readers have met no real file a user made, only files built from the system's published data
 * model (test/fixtures/imports/SOURCES.md): the preview says so, and docs/import.md how to send one.
 */
export const UNCHECKED_FORMATS: ReadonlySet<ImportFormat> = new Set(["mgt2eSpacecraft", "mgt2eTraveller", "statblock"]);

/** Why a value was guessed (the UI shows CEPHEUS.USDF.Foreign.Guess.<reason>). */
export const GUESS_REASONS = [
  "default",
  "hullScale",
  "fromComponent",
  "mountsFromWeapons",
  "gunnerPerMount",
  "weaponByName",
  "skillByName",
  "sensorsByName",
  "criticalScale",
  "sensorsByDm",
  "mountsShared",
] as const;
export type GuessReason = (typeof GUESS_REASONS)[number];

/** One line of the preview: where in the export (`from`), what it became (`to`), the value. */
export interface ImportNote {
  from: string;
  /** a field of ours (CEPHEUS.USDF.Foreign.Target.<to>); absent for what was left */
  to?: ImportTarget;
  value: string;
  reason?: GuessReason;
}

export const IMPORT_TARGETS = [
  "name",
  "techLevel",
  "tons",
  "hull",
  "structure",
  "armor",
  "thrust",
  "jump",
  "fuel",
  "cargo",
  "computer",
  "sensors",
  "software",
  "screens",
  "mounts",
  "weapons",
  "ammo",
  "damage",
  "stations",
  "crew",
  "accommodation",
  "configuration",
  "cost",
  "characteristics",
  "skills",
  "hardpoints",
  "features",
] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];

export interface ImportNotes {
  read: ImportNote[];
  guessed: ImportNote[];
  left: ImportNote[];
}

/** The state a ship was exported in, laid over the new actor: current Hull, Structure, fuel, damage tracks. */
export interface ShipState {
  hull: number;
  structure: number;
  fuel: number | null;
  systems: Partial<Record<ShipSystem, DamageTrack>>;
  /** a mount's damage track, by the mount's id ("m1", ...) */
  mounts: Record<string, DamageTrack>;
}

/** Someone the export seats at one of the ship's stations: by the actor's id, or by name where the id is gone. */
export interface Assignment {
  /** the seated actor's id in the world it was exported from */
  actorId: string | null;
  /** the name the export gives them ("" when it names only the id) */
  name: string;
  /** the station as the export names it */
  station: string;
  /** the position it fills here, or null when it fills none (a medic, a steward) */
  position: Position | "gunner" | null;
}

export interface ImportedShip {
  kind: "ship";
  format: ImportFormat;
  ship: UsdfShip;
  state: ShipState;
  notes: ImportNotes;
  /** who the export seats where; the crew imported with the ship take those seats */
  assignments: Assignment[];
}

export interface CrewMember {
  name: string;
  characteristics: Record<Characteristic, number>;
  /** physical damage already suffered */
  damage: { str: number; dex: number; end: number };
  /** trained space-combat skills (untrained ones are absent) */
  skills: Partial<Record<SkillKey, number>>;
  customSkills: { name: string; level: number }[];
}

export interface ImportedCrew {
  kind: "crew";
  format: ImportFormat;
  crew: CrewMember;
  notes: ImportNotes;
  /** the actor's id in the world it was exported from, when the file keeps it (a ship's assignments name it) */
  actorId: string | null;
}

export type ImportEntry = ImportedShip | ImportedCrew;

export const IMPORT_ERROR_CODES = [
  "notText",
  "empty",
  "tooLong",
  "tooDeep",
  "tooManyValues",
  "tooManyActors",
  "forbiddenKey",
  "badJson",
  "unknownFormat",
  "notAnExport",
  "otherActor",
  "legacyExport",
  "noTons",
  "badFigure",
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/**
 * A refusal: one of ours (CEPHEUS.USDF.Foreign.Error.<code>), or one of the USDF reader's for a ship that cannot be
 * built (CEPHEUS.USDF.Error.<code>: more Hull than the tonnage allows, fittings past the hull, ...).
 */
export interface ImportError {
  code: ImportErrorCode | UsdfErrorCode;
  /** where in the export (a path such as `system.shipStats.hull.max`), or the USDF field */
  field?: string | UsdfField;
  value?: number | string;
  limit?: number;
}

/** One actor of a paste that could not be read, and why; the others are still imported. */
export interface RefusedEntry {
  /** its place in the list (0 for a single actor) */
  index: number;
  name: string;
  error: ImportError;
}

export type ImportRead =
  { ok: true; entries: ImportEntry[]; refused: RefusedEntry[] } | { ok: false; error: ImportError };
