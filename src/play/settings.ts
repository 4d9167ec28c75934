// World settings of the engagement bridge and the chat cards: the table's choice on each ruling that has a setting
// (docs/rulings.md), and whether damage is applied at once. This file lists them and reads them; src/registration/settings.ts
// registers them with every other setting of the system.
import { setMDriveHalfRounding, setStructureRounding } from "../data/rulings";
import type { EngagementOptions } from "../rules/engagement/memory";

import { SYSTEM_ID } from "../base/system-id";

export const SETTINGS = {
  /** write ship and crew damage as soon as it is rolled (the card still offers Undo) */
  autoApplyDamage: "autoApplyDamage",
  /** ruling R20: reactions are declared after ("afterRoll") or before ("beforeRoll") the attack roll is known */
  reactionDeclaration: "reactionDeclaration",
  /** ruling R8: pulse lasers take DM−2 on every attack */
  pulseLaserPenalty: "pulseLaserPenalty",
  /** ruling R62: racks and sandcasters need a Reload action ("manual") or are fed from the magazine */
  reloading: "reloading",
  /** ruling R22: the M-Drive's second hit halves the Thrust left, rounding "up" or "down" */
  mDriveHalfRounding: "mDriveHalfRounding",
  /** ruling R26: a hit on all crew rolls each person's damage */
  crewDamageEach: "crewDamageEach",
  /** ruling R39: damage control may mend destroyed locations */
  repairDestroyedSystems: "repairDestroyedSystems",
  /** ruling R40: damage control may restore Hull and Structure */
  repairHullStructure: "repairHullStructure",
  /** ruling R21: a new ship's Structure rounds tons / 50 "down" (Chapter 10) or "up" (Chapter 8) */
  structureRounding: "structureRounding",
  /** ruling R90: a range a Range Check changed goes back when the round ends */
  rangeCheckReverts: "rangeCheckReverts",
  /** ruling R93: a delaying ship that steps in has the reactions of its new initiative */
  reactionsFollowInitiative: "reactionsFollowInitiative",
  /** ruling R94: fire sand and point defense count as the turret's fire for the round */
  reactionFireUsesTurret: "reactionFireUsesTurret",
  /** ruling R96: unnamed crew seats can be struck by crew hits */
  crewHitsUnnamed: "crewHitsUnnamed",
  /** ruling R101: a ship at Hull 0 takes Internal hits ("internal") or is disabled at once ("disabled") */
  hullZero: "hullZero",
  /** ruling R105: a ship alone on its side counts as having communications to intercept */
  interceptLoneShips: "interceptLoneShips",
  /** ruling R110: salvos fly as craft at Thrust 10, their range band to the target closing each round */
  missilesAsCraft: "missilesAsCraft",
  /** an NPC ship's crew declares its reactions by its stance, without the referee's click */
  npcReactions: "npcReactions",
} as const;

/**
 * The groups of the settings window, in its order. Each setting's name begins with its group's label
 * (CEPHEUS.Chat.Settings.Group.<group>), so a group's settings stand together whether the window lists a package's
 * settings in the order they were registered or by name.
 */
export const SETTING_GROUPS = ["cards", "ships", "turns", "attacks", "damage"] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

export type SettingKey = (typeof SETTINGS)[keyof typeof SETTINGS];

export interface WorldSetting {
  key: SettingKey;
  group: SettingGroup;
  default: boolean | string;
  /** the values of a String setting, each with a label CEPHEUS.Chat.Settings.<key>.<value> */
  choices?: readonly string[];
  /** the data layer follows it too: its derived values are prepared again */
  dataLayer?: () => void;
}

/** Every world setting of the engagement, in group order (registration order). */
export const WORLD_SETTINGS: readonly WorldSetting[] = [
  { key: SETTINGS.autoApplyDamage, group: "cards", default: false },
  {
    key: SETTINGS.structureRounding,
    group: "ships",
    default: "down",
    choices: ["down", "up"],
    dataLayer: () => setStructureRounding(structureRounding()),
  },
  {
    key: SETTINGS.mDriveHalfRounding,
    group: "ships",
    default: "up",
    choices: ["up", "down"],
    dataLayer: () => setMDriveHalfRounding(mDriveHalfRounding()),
  },
  { key: SETTINGS.reactionDeclaration, group: "turns", default: "afterRoll", choices: ["afterRoll", "beforeRoll"] },
  { key: SETTINGS.reactionsFollowInitiative, group: "turns", default: false },
  { key: SETTINGS.reactionFireUsesTurret, group: "turns", default: false },
  { key: SETTINGS.rangeCheckReverts, group: "turns", default: false },
  { key: SETTINGS.interceptLoneShips, group: "turns", default: false },
  { key: SETTINGS.npcReactions, group: "turns", default: false },
  { key: SETTINGS.pulseLaserPenalty, group: "attacks", default: true },
  { key: SETTINGS.reloading, group: "attacks", default: "manual", choices: ["manual", "magazine"] },
  { key: SETTINGS.missilesAsCraft, group: "attacks", default: false },
  { key: SETTINGS.crewDamageEach, group: "damage", default: false },
  { key: SETTINGS.crewHitsUnnamed, group: "damage", default: false },
  { key: SETTINGS.repairDestroyedSystems, group: "damage", default: false },
  { key: SETTINGS.repairHullStructure, group: "damage", default: true },
  { key: SETTINGS.hullZero, group: "damage", default: "internal", choices: ["internal", "disabled"] },
];

function read<T>(key: string, fallback: T): T {
  try {
    const settings = game.settings as unknown as
      { get(ns: string, key: string): unknown; settings?: Map<string, unknown> } | undefined;
    if (!settings || (settings.settings && !settings.settings.has(`${SYSTEM_ID}.${key}`))) return fallback;
    const v = settings.get(SYSTEM_ID, key);
    return v === undefined || v === null ? fallback : (v as T);
  } catch {
    return fallback;
  }
}

/** A boolean setting that is off unless the table turned it on (before the settings exist: off). */
function on(key: string): boolean {
  return read<boolean>(key, false) === true;
}

export function autoApplyDamage(): boolean {
  return on(SETTINGS.autoApplyDamage);
}

/** Whether NPC ships' crews declare their own reactions (before the settings exist: no, the referee is asked). */
export function npcReactions(): boolean {
  return on(SETTINGS.npcReactions);
}

/** Ruling R21: how a new ship's Structure rounds tons / 50 (before the settings exist: down, as Chapter 10). */
export function structureRounding(): "down" | "up" {
  return read<string>(SETTINGS.structureRounding, "down") === "up" ? "up" : "down";
}

/** Ruling R22: how the M-Drive's second hit rounds the halved Thrust (before the settings exist: up). */
export function mDriveHalfRounding(): "up" | "down" {
  return read<string>(SETTINGS.mDriveHalfRounding, "up") === "down" ? "down" : "up";
}

/** The engine options the world settings decide. */
export function engagementOptions(): EngagementOptions {
  const r20 = read<string>(SETTINGS.reactionDeclaration, "afterRoll");
  return {
    reactionTiming: r20 === "beforeRoll" ? "before" : "after",
    pulseLaserPenalty: read<boolean>(SETTINGS.pulseLaserPenalty, true) !== false,
    reloading: read<string>(SETTINGS.reloading, "manual") === "magazine" ? "magazine" : "manual",
    mDriveHalfRounding: mDriveHalfRounding(),
    crewDamageEach: on(SETTINGS.crewDamageEach),
    repairDestroyedSystems: on(SETTINGS.repairDestroyedSystems),
    repairHullStructure: read<boolean>(SETTINGS.repairHullStructure, true) !== false,
    rangeCheckReverts: on(SETTINGS.rangeCheckReverts),
    reactionsFollowInitiative: on(SETTINGS.reactionsFollowInitiative),
    reactionFireUsesTurret: on(SETTINGS.reactionFireUsesTurret),
    crewHitsUnnamed: on(SETTINGS.crewHitsUnnamed),
    hullZero: read<string>(SETTINGS.hullZero, "internal") === "disabled" ? "disabled" : "internal",
    interceptLoneShips: on(SETTINGS.interceptLoneShips),
    missilesAsCraft: on(SETTINGS.missilesAsCraft),
  };
}
