// Which seat may take which command, and at what cost: the Action Summary (ACTIONS, src/rules/tables/actions.ts)
// plus the few engine commands the Summary has no row for (ruling R85).
import { ACTIONS, type ActionDef, type ActionDifficulty, type ActionSkill, type ActionType } from "../tables/actions";
import { POSITIONS, type Characteristic, type Position } from "../types";
import type { CommandType } from "./commands";
import type { ReactionType } from "./events";
import type { StationAction } from "./actions/station-action";
import type { ReactionAction } from "./actions/reaction-action";
import { dodgeReaction } from "./actions/dodge";
import { fireSandReaction } from "./actions/fire-sand";
import { pointDefenseReaction } from "./actions/point-defense";
import { triggerScreensReaction } from "./actions/trigger-screens";
import { adjustSpeedAction } from "./actions/adjust-speed";
import { atmosphericEntryAction } from "./actions/atmospheric-entry";
import { attackAction } from "./actions/attack";
import { avoidCollisionAction } from "./actions/avoid-collision";
import { boardingActionAction } from "./actions/boarding-action";
import { breakPursuitAction } from "./actions/break-pursuit";
import { calculateJumpPlotAction } from "./actions/calculate-jump-plot";
import { changePositionsAction } from "./actions/change-positions";
import { coordinateCrewAction } from "./actions/coordinate-crew";
import { dockAction } from "./actions/dock";
import { electronicWarfareAction } from "./actions/electronic-warfare";
import { evasiveManeuversAction } from "./actions/evasive-maneuvers";
import { extendedActionAction, abandonExtendedAction } from "./actions/extended-action";
import { increaseInitiativeAction } from "./actions/increase-initiative";
import { interceptCommunicationsAction } from "./actions/intercept-communications";
import { jumpAction } from "./actions/jump";
import { launchCraftAction } from "./actions/launch-craft";
import { recoverCraftAction } from "./actions/recover-craft";
import { lineUpTheShotAction } from "./actions/line-up-the-shot";
import { maintainCommunicationsAction } from "./actions/maintain-communications";
import { maintainCourseAction } from "./actions/maintain-course";
import { miscellaneousAction } from "./actions/miscellaneous";
import { orbitalInsertionAction } from "./actions/orbital-insertion";
import { personalActionAction } from "./actions/personal-action";
import { pursuitAction } from "./actions/pursuit";
import { ramAction } from "./actions/ram";
import { rangeCheckAction } from "./actions/range-check";
import { reloadAction } from "./actions/reload";
import { repairDamagedSystemAction } from "./actions/repair-damaged-system";
import { sensorTargetingAction } from "./actions/sensor-targeting";
import { undockAction } from "./actions/undock";

export interface EngineActionDef {
  id: string;
  type: ActionType;
  positions: readonly Position[];
  skill: ActionSkill;
  characteristic: Characteristic | null;
  difficulty: ActionDifficulty;
  /** Miscellaneous: the referee may allow it as a minor action instead */
  minorAllowed?: boolean;
  /** a pilot action (a disabled bridge forbids it) */
  pilot: boolean;
  /** a sensor action (a disabled bridge forbids it; disabled sensors too when it uses them) */
  sensor: boolean;
}

/** Rulings R85, R112, R113: commands the Action Summary does not list. */
const EXTRA: Record<string, Omit<EngineActionDef, "pilot" | "sensor">> = {
  // jumping out: the drive engineer's Easy Engineering check (R74)
  jump: {
    id: "jump",
    type: "significant",
    positions: ["driveEngineer"],
    skill: "engineering",
    characteristic: "edu",
    difficulty: "easy",
  },
  // casting off from a docked ship: the pilot, no check
  undock: {
    id: "undock",
    type: "significant",
    positions: ["pilot"],
    skill: null,
    characteristic: null,
    difficulty: null,
  },
  // an extended action takes the seat's whole turn
  extendedAction: {
    id: "extendedAction",
    type: "significant",
    positions: POSITIONS,
    skill: null,
    characteristic: null,
    difficulty: null,
  },
  abandonExtended: {
    id: "abandonExtended",
    type: "free",
    positions: POSITIONS,
    skill: null,
    characteristic: null,
    difficulty: null,
  },
  // small craft out of the hangars and back: the pilot, one craft each, no check (R112, R113)
  launchCraft: {
    id: "launchCraft",
    type: "minor",
    positions: ["pilot"],
    skill: null,
    characteristic: null,
    difficulty: null,
  },
  recoverCraft: {
    id: "recoverCraft",
    type: "minor",
    positions: ["pilot"],
    skill: null,
    characteristic: null,
    difficulty: null,
  },
};

const cache = new Map<string, EngineActionDef | null>();

/** The definition behind a command type, or null for flow commands (initiative, end turn, ...) and unknown types. */
export function actionDef(type: string): EngineActionDef | null {
  const hit = cache.get(type);
  if (hit !== undefined) return hit;
  if (typeof type !== "string") return null;
  // own members only: "constructor", "toString" or "__proto__" would read the tables' prototype
  const base: Omit<EngineActionDef, "pilot" | "sensor"> | undefined = Object.hasOwn(ACTIONS, type)
    ? (ACTIONS as Record<string, ActionDef>)[type]
    : Object.hasOwn(EXTRA, type)
      ? EXTRA[type]
      : undefined;
  const out = base
    ? {
        ...base,
        pilot: base.positions.length === 1 && base.positions[0] === "pilot",
        sensor: base.positions.length === 1 && base.positions[0] === "sensorsOperator",
      }
    : null;
  // (unknown strings are not kept: the cache holds at most one entry per command type)
  if (out || COMMAND_TYPES.has(type)) cache.set(type, out);
  return out;
}

/** Commands that are a seat's minor or significant action, in Action Summary order. */
export const SEAT_ACTIONS = [
  "adjustSpeed",
  "maintainCourse",
  "changePositions",
  "personalAction",
  "miscellaneous",
  "reload",
  "coordinateCrew",
  "increaseInitiative",
  "boardingAction",
  "repairDamagedSystem",
  "attack",
  "calculateJumpPlot",
  "rangeCheck",
  "avoidCollision",
  "breakPursuit",
  "dock",
  "undock",
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
  "jump",
  "launchCraft",
  "recoverCraft",
  "extendedAction",
] as const;
export type SeatActionType = (typeof SEAT_ACTIONS)[number];

/** Reactions: one of the ship's reactions each, not a seat action. */
export const REACTIONS = [
  "dodge",
  "fireSand",
  "pointDefense",
  "triggerScreens",
] as const satisfies readonly ReactionType[];

/** The commands that are neither seat actions nor reactions: the flow of the fight, and the ship's own Auto-Repair. */
export const FLOW_COMMANDS = [
  "rollInitiative",
  "declareHasty",
  "delay",
  "actNow",
  "endTurn",
  "endRound",
  "resolveMissiles",
  "endEngagement",
  "autoRepair",
  "abandonExtended",
] as const;

/** Every command type the engine knows (a Set: `has` reads no prototype, unlike a table lookup). */
export const COMMAND_TYPES: ReadonlySet<string> = new Set<string>([...FLOW_COMMANDS, ...SEAT_ACTIONS, ...REACTIONS]);

// the lists above name every command of commands.ts, and nothing else (a compile error otherwise)
type Listed = (typeof FLOW_COMMANDS)[number] | SeatActionType | (typeof REACTIONS)[number];
type ListedExactly = [Exclude<CommandType, Listed>, Exclude<Listed, CommandType>] extends [never, never] ? true : never;
const _listedExactly: ListedExactly = true;

/**
 * Each station action's module (actions/<action>.ts: its gate, the checks of its command, its resolution, the
 * commands a seat could send), by command type. A seat action without a module is a compile error here.
 */
const STATION_ACTIONS: { readonly [T in SeatActionType | "abandonExtended"]: StationAction<T, any> } = {
  adjustSpeed: adjustSpeedAction,
  maintainCourse: maintainCourseAction,
  changePositions: changePositionsAction,
  personalAction: personalActionAction,
  miscellaneous: miscellaneousAction,
  avoidCollision: avoidCollisionAction,
  evasiveManeuvers: evasiveManeuversAction,
  lineUpTheShot: lineUpTheShotAction,
  pursuit: pursuitAction,
  breakPursuit: breakPursuitAction,
  ram: ramAction,
  dock: dockAction,
  undock: undockAction,
  orbitalInsertion: orbitalInsertionAction,
  atmosphericEntry: atmosphericEntryAction,
  rangeCheck: rangeCheckAction,
  calculateJumpPlot: calculateJumpPlotAction,
  jump: jumpAction,
  launchCraft: launchCraftAction,
  recoverCraft: recoverCraftAction,
  sensorTargeting: sensorTargetingAction,
  electronicWarfare: electronicWarfareAction,
  interceptCommunications: interceptCommunicationsAction,
  maintainCommunications: maintainCommunicationsAction,
  coordinateCrew: coordinateCrewAction,
  increaseInitiative: increaseInitiativeAction,
  reload: reloadAction,
  repairDamagedSystem: repairDamagedSystemAction,
  boardingAction: boardingActionAction,
  extendedAction: extendedActionAction,
  attack: attackAction,
  abandonExtended: abandonExtendedAction,
};

// a Map, not the record: `get` reads no prototype ("constructor" is no action) and a changing key is a fast lookup
const BY_TYPE: ReadonlyMap<string, StationAction> = new Map(
  Object.entries(STATION_ACTIONS as Readonly<Record<string, unknown>>) as [string, StationAction][],
);

/** The module of a station action (seat actions and abandoning an extended one); undefined for any other type. */
export function stationAction(type: string): StationAction | undefined {
  return BY_TYPE.get(type);
}

/** Each reaction's module (actions/<reaction>.ts), by command type: a reaction without one is a compile error here. */
const REACTION_ACTIONS: { readonly [T in ReactionType]: ReactionAction<T> } = {
  dodge: dodgeReaction,
  fireSand: fireSandReaction,
  pointDefense: pointDefenseReaction,
  triggerScreens: triggerScreensReaction,
};

/** The module of reaction `type`. */
export function reactionAction<T extends ReactionType>(type: T): ReactionAction<T> {
  // (a switch over the four, not a keyed read of the record: the engine asks once per reaction it validates and runs)
  switch (type as ReactionType) {
    case "dodge":
      return REACTION_ACTIONS.dodge as unknown as ReactionAction<T>;
    case "fireSand":
      return REACTION_ACTIONS.fireSand as unknown as ReactionAction<T>;
    case "pointDefense":
      return REACTION_ACTIONS.pointDefense as unknown as ReactionAction<T>;
    default:
      return REACTION_ACTIONS.triggerScreens as unknown as ReactionAction<T>;
  }
}
