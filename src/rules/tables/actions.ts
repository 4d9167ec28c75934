// SRD Chapter 10 table "Space Combat Action Summary", completed with the actions the chapter describes
// outside the table (Dodge, Take Minor Actions, planetary maneuvers, Delay). Checks with no Difficulty named
// are Average (+0) per the SRD Introduction; R10 gives point defense and fire sand their difficulty.
import { POSITIONS, type Characteristic, type Difficulty, type Position, type SkillKey } from "../types";

export type ActionType = "minor" | "significant" | "reaction" | "free";

export const ACTION_IDS = [
  "attack",
  "dodge",
  "pointDefense",
  "fireSand",
  "triggerScreens",
  "adjustSpeed",
  "maintainCourse",
  "changePositions",
  "personalAction",
  "takeMinorActions",
  "reload",
  "coordinateCrew",
  "increaseInitiative",
  "boardingAction",
  "repairDamagedSystem",
  "calculateJumpPlot",
  "rangeCheck",
  "avoidCollision",
  "breakPursuit",
  "dock",
  "evasiveManeuvers",
  "lineUpTheShot",
  "pursuit",
  "ram",
  "electronicWarfare",
  "interceptCommunications",
  "maintainCommunications",
  "sensorTargeting",
  "orbitalInsertion",
  "atmosphericEntry",
  "delay",
  "miscellaneous",
] as const;
export type ActionId = (typeof ACTION_IDS)[number];

/** A skill, or the turret/bay pair of gunnery actions (the mount manned decides). */
export type ActionSkill = SkillKey | { turret: SkillKey; bay: SkillKey } | null;

/**
 * How hard the check is: a Difficulty; "opposed" (against another ship's crew); "byRange" (Attack
 * Difficulties table); "bySituation" (Collision Avoidance table); "vsJamming" (the target's Sensor Jamming
 * rating, ruling R38); null when no check is made.
 */
export type ActionDifficulty = Difficulty | "opposed" | "byRange" | "bySituation" | "vsJamming" | null;

export interface ActionDef {
  id: ActionId;
  type: ActionType;
  /** Miscellaneous: the referee may allow it as a minor action instead */
  minorAllowed?: boolean;
  /** who may take it */
  positions: readonly Position[];
  skill: ActionSkill;
  /** the characteristic the SRD names for the check, if any */
  characteristic: Characteristic | null;
  difficulty: ActionDifficulty;
  /** a fixed DM the SRD attaches to the check (a hastened jump plot) */
  dm?: number;
  /** listed in the Action Summary table (false: described elsewhere in Chapter 10) */
  inSummary: boolean;
}

const ANYONE: readonly Position[] = POSITIONS;
const GUNNER: readonly Position[] = ["turretGunner", "bayGunner"];
const GUNNERY: ActionSkill = { turret: "turretWeapons", bay: "bayWeapons" };

function def(
  id: ActionId,
  type: ActionType,
  positions: readonly Position[],
  skill: ActionSkill,
  characteristic: Characteristic | null,
  difficulty: ActionDifficulty,
  extra: Partial<Pick<ActionDef, "minorAllowed" | "dm" | "inSummary">> = {},
): ActionDef {
  return Object.freeze({ id, type, positions, skill, characteristic, difficulty, inSummary: true, ...extra });
}

/** The space combat actions (SRD Chapter 10, Space Combat Action Summary and the action descriptions). */
export const ACTIONS: Readonly<Record<ActionId, ActionDef>> = Object.freeze({
  // reactions
  dodge: def("dodge", "reaction", ["pilot"], "piloting", null, "average"),
  // Ruling R42: Fire Sand and Point Defense need turret sandcasters / turret lasers, so only turret gunners take them.
  fireSand: def("fireSand", "reaction", ["turretGunner"], "turretWeapons", null, "average"),
  pointDefense: def("pointDefense", "reaction", ["turretGunner"], "turretWeapons", null, "average"),
  // Ruling R42: the commander or a gunner with Screens-0 triggers; no check (2D6 + Screens skill off the damage).
  triggerScreens: def("triggerScreens", "reaction", [...GUNNER, "captain"], "screens", null, null),
  // minor actions
  adjustSpeed: def("adjustSpeed", "minor", ["pilot"], null, null, null),
  maintainCourse: def("maintainCourse", "minor", ["pilot"], null, null, null),
  changePositions: def("changePositions", "minor", ANYONE, null, null, null),
  personalAction: def("personalAction", "minor", ANYONE, null, null, null),
  // significant actions
  takeMinorActions: def("takeMinorActions", "significant", ANYONE, null, null, null, { inSummary: false }),
  reload: def("reload", "significant", ANYONE, null, null, null),
  miscellaneous: def("miscellaneous", "significant", ANYONE, null, null, null, { minorAllowed: true }),
  coordinateCrew: def("coordinateCrew", "significant", ["captain"], "leadership", null, "average"),
  increaseInitiative: def("increaseInitiative", "significant", ["captain"], "leadership", null, "average"),
  boardingAction: def("boardingAction", "significant", ["chiefSecurityOfficer", "marine"], "tactics", "int", "opposed"),
  repairDamagedSystem: def("repairDamagedSystem", "significant", ["damageControl"], "mechanics", "edu", "average"),
  attack: def("attack", "significant", GUNNER, GUNNERY, null, "byRange"),
  calculateJumpPlot: def("calculateJumpPlot", "significant", ["navigator"], "navigation", "edu", "easy", { dm: -1 }),
  rangeCheck: def("rangeCheck", "significant", ["navigator"], "navigation", null, "opposed"),
  avoidCollision: def("avoidCollision", "significant", ["pilot"], "piloting", null, "bySituation"),
  breakPursuit: def("breakPursuit", "significant", ["pilot"], "piloting", null, "opposed"),
  // Dock: Average; opposed with DM−2 to the docking ship when the other resists.
  dock: def("dock", "significant", ["pilot"], "piloting", null, "average"),
  evasiveManeuvers: def("evasiveManeuvers", "significant", ["pilot"], "piloting", null, "average"),
  lineUpTheShot: def("lineUpTheShot", "significant", ["pilot"], "piloting", null, "average"),
  pursuit: def("pursuit", "significant", ["pilot"], "piloting", null, "opposed"),
  ram: def("ram", "significant", ["pilot"], "piloting", null, "opposed"),
  // Electronic Warfare: opposed INT Comms; against a smart missile a Difficult check instead.
  electronicWarfare: def("electronicWarfare", "significant", ["sensorsOperator"], "comms", "int", "opposed"),
  interceptCommunications: def(
    "interceptCommunications",
    "significant",
    ["sensorsOperator"],
    "comms",
    null,
    "difficult",
  ),
  maintainCommunications: def("maintainCommunications", "significant", ["sensorsOperator"], "comms", null, "routine"),
  sensorTargeting: def("sensorTargeting", "significant", ["sensorsOperator"], "comms", "edu", "vsJamming"),
  orbitalInsertion: def("orbitalInsertion", "significant", ["pilot"], "piloting", null, "routine", {
    inSummary: false,
  }),
  atmosphericEntry: def("atmosphericEntry", "significant", ["pilot"], "piloting", null, "average", {
    inSummary: false,
  }),
  // Delay is the captain's choice for the whole vessel and costs no action.
  delay: def("delay", "free", ["captain"], null, null, null, { inSummary: false }),
});

/** Figures named in the action descriptions, for the engagement engine. */
export const ACTION_FIGURES = Object.freeze({
  /** Dodge: DM on the attack when the pilot succeeds */
  dodgeDM: -2,
  /** Evasive Maneuvers: DM on attacks against the ship (success / exceptional success) */
  evasiveDM: { success: -1, exceptionalSuccess: -2 },
  /** Line Up the Shot and Sensor Targeting: DM on the ship's attacks this turn */
  lineUpDM: { success: 1, exceptionalSuccess: 2 },
  sensorTargetingDM: { success: 1, exceptionalSuccess: 2 },
  /** Pursuit: cumulative DM+1 per turn after the first, at most +4; Break Pursuit / outpacing by this speed */
  pursuitDMPerTurn: 1,
  pursuitMaxDM: 4,
  pursuitOutpaceSpeed: 7,
  /** Dock against an unwilling ship: opposed, DM on the docking ship */
  unwillingDockDM: -2,
  /** Electronic Warfare against smart missiles: Difficult, cumulative DM−1 per further check */
  ewSmartMissileDifficulty: "difficult" as Difficulty,
  ewRepeatDM: -1,
  /** Intercept Communications: the captain's Easy Tactics check turns it into a one-time DM+4 */
  interceptTacticsDifficulty: "easy" as Difficulty,
  interceptDM: 4,
  /** Maintain Communications under heavy traffic */
  commsNoiseDM: -2,
  /** Coordinate Crew: the pool is the Effect, at least 1 */
  coordinateMinimumPool: 1,
  /** Calculate Jump Plot: the usual Easy check, hastened by DM−1 */
  jumpPlotHasteDM: -1,
  /** Initiative: DM+1 for the ship with the greater Thrust (ruling R12), aware ships take 12 (R11) */
  thrustInitiativeDM: 1,
  awareInitiative: 12,
  /** A personal action is a minor action that takes less than this many seconds */
  personalActionSeconds: 60,
  /** Minor actions: one per turn plus a significant, or three in place of the significant (ruling R13) */
  minorActionsWithSignificant: 1,
  minorActionsWithoutSignificant: 3,
});
