// The engagement's commands: everything a referee, a crew member or the ship's computer can ask the engine to do.
// Plain JSON-safe objects, discriminated by `type`. String values are public API (macros, chat-card buttons and
// stored logs rely on them): never rename, only add.
import type { CollisionSituation } from "../tables/planetary";
import type { RepairTarget } from "../repair";
import type { Characteristic, Difficulty, Position, SkillKey } from "../types";

/** Fields shared by every action a crew member takes at a seat of the acting ship. */
export interface SeatCommand {
  shipId: string;
  /** index into ShipSnapshot.seats */
  seat: number;
  /** points of the captain's Coordinate Crew pool spent on this action's check (DM+1 each) */
  pool?: number;
}

// ----- flow ---------------------------------------------------------------------------------------------------

/** Roll initiative for every ship that has none yet, then start round 1 (or the next round). */
export interface RollInitiativeCommand {
  type: "rollInitiative";
}
/** The captain declares a hasty crew at the start of the ship's turn (ruling R60). */
export interface DeclareHastyCommand {
  type: "declareHasty";
  shipId: string;
}
/** The acting ship holds its turn (Delay). */
export interface DelayCommand {
  type: "delay";
  shipId: string;
}
/** A delaying ship acts now, interrupting the current ship; its initiative becomes the current count. */
export interface ActNowCommand {
  type: "actNow";
  shipId: string;
}
/** The acting ship ends its turn (its pending attacks are resolved when its initiative slot ends). */
export interface EndTurnCommand {
  type: "endTurn";
  shipId: string;
}
/** Close the round when only delaying ships are left: they act first next round (Delay). */
export interface EndRoundCommand {
  type: "endRound";
}
/** Close the window for reactions to missiles arriving this round and resolve them. */
export interface ResolveMissilesCommand {
  type: "resolveMissiles";
}
/** The referee ends the engagement (surrender, parley, ...). */
export interface EndEngagementCommand {
  type: "endEngagement";
  reason?: "surrendered" | "referee";
  winnerSide?: string;
}

// ----- minor actions ------------------------------------------------------------------------------------------

export interface AdjustSpeedCommand extends SeatCommand {
  type: "adjustSpeed";
  /** the new speed; the change may not exceed the current Thrust */
  speed: number;
}
export interface ChangePositionCommand extends SeatCommand {
  type: "changePositions";
  position: Position;
  /** the turret/bay manned (gunners) or "mDrive"/"jDrive" (drive engineers) */
  mountId?: string;
}
export interface MaintainCourseCommand extends SeatCommand {
  type: "maintainCourse";
}
export interface PersonalActionCommand extends SeatCommand {
  type: "personalAction";
  label?: string;
}
/** A Miscellaneous action (minor or significant), with an optional skill check the referee allows. */
export interface MiscellaneousCommand extends SeatCommand {
  type: "miscellaneous";
  cost: "minor" | "significant";
  label?: string;
  skill?: SkillKey;
  characteristic?: Characteristic;
  difficulty?: Difficulty;
}

// ----- significant actions ------------------------------------------------------------------------------------

export interface AttackCommand extends SeatCommand {
  type: "attack";
  /** the turret or bay fired; defaults to the seat's mount */
  mountId?: string;
  /** the weapons of the mount fired (default: every weapon that can fire at the target's range) */
  weaponIds?: string[];
  targetId: string;
  /** use one Fire Control slot for a DM+1 computer-targeting aid */
  computerTargeting?: boolean;
}
export interface AvoidCollisionCommand extends SeatCommand {
  type: "avoidCollision";
  /** the Collision Avoidance table's situation */
  hazard: CollisionSituation;
  /** significant speed difference between ship and debris (DM−2) */
  speedDifference?: boolean;
}
export interface BoardingActionCommand extends SeatCommand {
  type: "boardingAction";
  targetId: string;
}
export interface BreakPursuitCommand extends SeatCommand {
  type: "breakPursuit";
  /** the pursuer to shake off (default: the first ship pursuing this one) */
  pursuerId?: string;
}
export interface CalculateJumpPlotCommand extends SeatCommand {
  type: "calculateJumpPlot";
}
/** Jump out of the engagement (ruling R74): needs a plot, a working J-drive and bridge. */
export interface JumpCommand extends SeatCommand {
  type: "jump";
}
export interface DockCommand extends SeatCommand {
  type: "dock";
  targetId: string;
  /** the other ship does not wish to dock: opposed Piloting, DM−2 to the docking ship */
  unwilling?: boolean;
}
export interface UndockCommand extends SeatCommand {
  type: "undock";
  targetId: string;
}
export interface CoordinateCrewCommand extends SeatCommand {
  type: "coordinateCrew";
}
export type ElectronicWarfareCommand = SeatCommand &
  (
    | { type: "electronicWarfare"; mode: "jam" | "breakLocks"; targetId: string }
    | { type: "electronicWarfare"; mode: "smartMissiles"; salvoId?: string; maxChecks?: number }
  );
export interface EvasiveManeuversCommand extends SeatCommand {
  type: "evasiveManeuvers";
}
export interface IncreaseInitiativeCommand extends SeatCommand {
  type: "increaseInitiative";
}
export interface InterceptCommunicationsCommand extends SeatCommand {
  type: "interceptCommunications";
  targetId: string;
  /** the captain's seat for the follow-up Easy Tactics check (default: the ship's captain) */
  captainSeat?: number;
}
export interface LineUpShotCommand extends SeatCommand {
  type: "lineUpTheShot";
}
export interface MaintainCommunicationsCommand extends SeatCommand {
  type: "maintainCommunications";
  /** considerable noise (DM−2) */
  noise?: boolean;
}
export interface PursuitCommand extends SeatCommand {
  type: "pursuit";
  targetId: string;
}
export interface RamCommand extends SeatCommand {
  type: "ram";
  targetId: string;
}
export type RangeChoice = "closer" | "farther" | "same";
export interface RangeCheckCommand extends SeatCommand {
  type: "rangeCheck";
  targetId: string;
  /** what this ship does with the range if it wins */
  choice: RangeChoice;
  /** what the other ship does if it wins (default "same") */
  opponentChoice?: RangeChoice;
}
export interface ReloadCommand extends SeatCommand {
  type: "reload";
  weaponId: string;
}
export interface RepairDamagedSystemCommand extends SeatCommand {
  type: "repairDamagedSystem";
  /** a system, "hull" / "structure", or a turret/bay as { mountId } */
  target: RepairTarget;
}
/** The ship's Auto-Repair software with repair drones makes a repair check of its own (not a seat action). */
export interface AutoRepairCommand {
  type: "autoRepair";
  shipId: string;
  target: RepairTarget;
}
export interface SensorTargetingCommand extends SeatCommand {
  type: "sensorTargeting";
  targetId: string;
}
/** Start (or keep working on) an extended action; the seat does nothing else while it runs. */
export interface ExtendedActionCommand extends SeatCommand {
  type: "extendedAction";
  label: string;
  skill: SkillKey;
  /** combat turns the task needs (the Timing roll, made by the referee) */
  turns: number;
}
export interface AbandonExtendedCommand extends SeatCommand {
  type: "abandonExtended";
}
/**
 * Planetary maneuvers are made at the world the engagement is near (`EngagementMemory.world`, ruling R108). A command
 * may name its Size and Atmosphere digits, both or neither; named, they must be that world's.
 */
export interface OrbitalInsertionCommand extends SeatCommand {
  type: "orbitalInsertion";
  worldSize?: number;
  worldAtmosphere?: number;
}
export interface AtmosphericEntryCommand extends SeatCommand {
  type: "atmosphericEntry";
  worldSize?: number;
  worldAtmosphere?: number;
}

/** Launch one small craft of the ship's hangars (ruling R112): `craft` is its key among ShipSnapshot.craft. */
export interface LaunchCraftCommand extends SeatCommand {
  type: "launchCraft";
  craft: string;
}
/** Take one of the ship's own launched craft back aboard (ruling R113): `targetId` is the craft's ship id. */
export interface RecoverCraftCommand extends SeatCommand {
  type: "recoverCraft";
  targetId: string;
}

// ----- reactions (cost one of the ship's reactions this round, not a seat action) -----------------------------

export interface DodgeCommand {
  type: "dodge";
  shipId: string;
  attackId: string;
  /** the pilot's seat (default: the ship's pilot) */
  seat?: number;
  pool?: number;
}
export type FireSandCommand = {
  type: "fireSand";
  shipId: string;
  seat: number;
  /** the turret with the sandcaster (default: the seat's mount) */
  mountId?: string;
  pool?: number;
} & ({ attackId: string } | { boardingId: string });
export type PointDefenseCommand = {
  type: "pointDefense";
  shipId: string;
  seat: number;
  mountId?: string;
  /** stop after this many checks even while hitting */
  maxShots?: number;
  pool?: number;
} & ({ attackId: string } | { boardingId: string });
export interface TriggerScreensCommand {
  type: "triggerScreens";
  shipId: string;
  /** the captain or a gunner with the Screens skill */
  seat: number;
  attackId: string;
  pool?: number;
}

export type FlowCommand =
  | RollInitiativeCommand
  | DeclareHastyCommand
  | DelayCommand
  | ActNowCommand
  | EndTurnCommand
  | EndRoundCommand
  | ResolveMissilesCommand
  | EndEngagementCommand
  | AutoRepairCommand;

export type ActionCommand =
  | AdjustSpeedCommand
  | ChangePositionCommand
  | MaintainCourseCommand
  | PersonalActionCommand
  | MiscellaneousCommand
  | AttackCommand
  | AvoidCollisionCommand
  | BoardingActionCommand
  | BreakPursuitCommand
  | CalculateJumpPlotCommand
  | JumpCommand
  | DockCommand
  | UndockCommand
  | CoordinateCrewCommand
  | ElectronicWarfareCommand
  | EvasiveManeuversCommand
  | IncreaseInitiativeCommand
  | InterceptCommunicationsCommand
  | LineUpShotCommand
  | MaintainCommunicationsCommand
  | PursuitCommand
  | RamCommand
  | RangeCheckCommand
  | ReloadCommand
  | RepairDamagedSystemCommand
  | SensorTargetingCommand
  | ExtendedActionCommand
  | AbandonExtendedCommand
  | OrbitalInsertionCommand
  | AtmosphericEntryCommand
  | LaunchCraftCommand
  | RecoverCraftCommand;

export type ReactionCommand = DodgeCommand | FireSandCommand | PointDefenseCommand | TriggerScreensCommand;

export type Command = FlowCommand | ActionCommand | ReactionCommand;
export type CommandType = Command["type"];
