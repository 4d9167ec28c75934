// CONFIG.CEPHEUS: frozen, typed label/icon maps. Every label is a lang/en.json key; localise at render time.
import {
  CHARACTERISTICS,
  DIFFICULTIES,
  MISSILE_TYPES,
  MOUNT_TYPES,
  POSITIONS,
  RANGE_BANDS,
  SENSOR_GRADES,
  SHIP_SYSTEMS,
  SKILLS,
  WEAPON_KINDS,
} from "./rules/types";
import { DIFFICULTY_DM } from "./rules/checks";
import { DRIVES, SENSOR_DM, SHIP_STATUSES, TURRET_SIZES, WEAPON_MOUNTS } from "./data/constants";

export interface Entry {
  /** i18n key */
  label: string;
  /** Font Awesome classes, when the value has an icon */
  icon?: string;
}

function labels<const K extends readonly string[]>(
  keys: K,
  prefix: string,
  icons: Partial<Record<K[number], string>> = {},
) {
  return Object.freeze(
    Object.fromEntries(
      keys.map((k) => [
        k,
        Object.freeze({ label: `${prefix}.${k}`, ...(icons[k as K[number]] ? { icon: icons[k as K[number]] } : {}) }),
      ]),
    ) as Record<K[number], Readonly<Entry>>,
  );
}

export const CEPHEUS = Object.freeze({
  positions: labels(POSITIONS, "CEPHEUS.Position", {
    pilot: "fa-solid fa-jet-fighter",
    captain: "fa-solid fa-star",
    turretGunner: "fa-solid fa-crosshairs",
    bayGunner: "fa-solid fa-burst",
    sensorsOperator: "fa-solid fa-satellite-dish",
    navigator: "fa-solid fa-compass",
    driveEngineer: "fa-solid fa-gears",
    damageControl: "fa-solid fa-screwdriver-wrench",
    chiefSecurityOfficer: "fa-solid fa-shield-halved",
    marine: "fa-solid fa-person-rifle",
    passenger: "fa-solid fa-user",
  }),
  skills: labels(SKILLS, "CEPHEUS.Skill"),
  characteristics: labels(CHARACTERISTICS, "CEPHEUS.Characteristic"),
  weaponKinds: labels(WEAPON_KINDS, "CEPHEUS.WeaponKind"),
  weaponMounts: labels(WEAPON_MOUNTS, "CEPHEUS.WeaponMount"),
  mountTypes: labels(MOUNT_TYPES, "CEPHEUS.MountType"),
  turretSizes: labels(TURRET_SIZES, "CEPHEUS.TurretSize"),
  missileTypes: labels(MISSILE_TYPES, "CEPHEUS.MissileType"),
  rangeBands: labels(RANGE_BANDS, "CEPHEUS.RangeBand"),
  systems: labels(SHIP_SYSTEMS, "CEPHEUS.System", {
    sensors: "fa-solid fa-satellite-dish",
    mDrive: "fa-solid fa-rocket",
    jDrive: "fa-solid fa-circle-nodes",
    powerPlant: "fa-solid fa-bolt",
    bridge: "fa-solid fa-gauge",
    fuel: "fa-solid fa-gas-pump",
    hold: "fa-solid fa-boxes-stacked",
  }),
  drives: labels(DRIVES, "CEPHEUS.Drive"),
  difficulties: labels(DIFFICULTIES, "CEPHEUS.Difficulty"),
  difficultyDM: DIFFICULTY_DM,
  sensorGrades: labels(SENSOR_GRADES, "CEPHEUS.SensorGrade"),
  sensorDM: SENSOR_DM,
  shipStatuses: labels(SHIP_STATUSES, "CEPHEUS.ShipStatus"),
  /** damage track steps 0–3 */
  track: Object.freeze([0, 1, 2, 3].map((n) => Object.freeze({ value: n, label: `CEPHEUS.Track.${n}` }))),
});

export type CepheusConfig = typeof CEPHEUS;

declare global {
  interface CONFIG {
    /** `api` is added at init (src/index.ts): the same object as game.system.api */
    CEPHEUS: CepheusConfig & { api?: Readonly<Record<string, unknown>> };
  }
}

/** `{value: label}` choices for a selectOptions helper, localised. */
export function choices(map: Readonly<Record<string, Readonly<Entry>>>): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([k, e]) => [k, game.i18n!.localize(e.label)]));
}
