// What the engine reports: plain objects with a `type`, in the order things happened. Chat cards, logs and
// document updates are built from these. String values are public API: never rename, only add.
import type { CheckResult, Modifier } from "../checks";
import type { MissileType, Position, RangeBand, WeaponKind } from "../types";
import type { Command } from "./commands";
import type { PendingShot, ShipStatus, TurnModifier } from "./memory";
import type { RefusalReason } from "./refusals";

/** One task check made during a command. */
export interface CheckRolledEvent {
  type: "checkRolled";
  shipId: string;
  seat?: number;
  /** the command type (or reaction) the check belongs to, e.g. "evasiveManeuvers", "pointDefense" */
  action: string;
  check: CheckResult;
}

/** An opposed check between two ships (pursuit, range check, electronic warfare, ram, dock, boarding...). */
export interface OpposedRolledEvent {
  type: "opposedRolled";
  action: string;
  shipId: string;
  opponentId: string;
  check: CheckResult;
  opponentCheck: CheckResult;
  /** the ship that won */
  winnerId: string;
  rerolls: number;
}

export type ReactionType = "dodge" | "fireSand" | "pointDefense" | "triggerScreens";

/** A boarder struck by a ship weapon at personal scale: the seat on the boarders' ship, the crew member when named. */
export interface BoarderInjury {
  seat: number;
  crewId?: string;
  damage: number;
  /** null when the weapon's Scaling Damage row carries no rads (ruling R98): none were rolled */
  rads: number | null;
}

/** The damage chain's own events (hits, locations, system damage, crew hits), carried as they came. */
export type DamageChainEvent = { type: string } & Record<string, unknown>;

export type EngagementEvent =
  | { type: "refused"; reason: RefusalReason; command: Command; detail?: string }
  | {
      type: "initiativeRolled";
      shipId: string;
      /** the 2D6 rolled, or null for an aware ship's automatic 12 */
      dice: number | null;
      modifiers: Modifier[];
      initiative: number;
    }
  | { type: "orderChanged"; order: string[]; initiatives: Record<string, number> }
  | { type: "roundStarted"; round: number; reactions: Record<string, number> }
  | { type: "roundEnded"; round: number }
  | { type: "turnStarted"; shipId: string; round: number; simultaneousWith: string[] }
  | { type: "turnEnded"; shipId: string; round: number }
  | { type: "turnSkipped"; shipId: string; round: number; reason: "destroyed" | "disabled" | "escaped" }
  | { type: "awaitingDelayed"; shipIds: string[] }
  | { type: "hastyDeclared"; shipId: string }
  | { type: "delayed"; shipId: string }
  | { type: "actingNow"; shipId: string; initiative: number }
  | {
      type: "initiativeChanged";
      shipId: string;
      from: number;
      to: number;
      reason: "increaseInitiative" | "bonusLapsed" | "delay" | "commsLost" | "commsRestored";
    }
  | { type: "actionSpent"; shipId: string; seat: number; action: string; cost: "minor" | "significant" }
  | CheckRolledEvent
  | OpposedRolledEvent
  | {
      type: "attackRolled";
      attackId: string;
      attackerId: string;
      targetId: string;
      mountId?: string;
      seat?: number;
      range: RangeBand;
      /** the DMs every shot shares, itemised (skill, characteristic, difficulty, targeting, ...) */
      modifiers: Modifier[];
      shots: PendingShot[];
      /** false when reactions are declared before the roll (R20 setting): shots carry no dice yet */
      rolled: boolean;
    }
  | { type: "reactionOffered"; attackId: string; shipId: string; reactions: ReactionType[]; remaining: number }
  | {
      type: "reactionSpent";
      shipId: string;
      reaction: ReactionType;
      seat?: number;
      attackId?: string;
      boardingId?: string;
      success: boolean;
      remaining: number;
    }
  | { type: "attackModified"; attackId: string; shots: PendingShot[]; reason: ReactionType }
  /** an attack whose damage had not landed, taken back because its target escaped (ruling R75) */
  | { type: "attackWithdrawn"; attackId: string; attackerId: string; targetId: string }
  | {
      type: "missileLaunched";
      salvoId: string;
      attackerId: string;
      targetId: string;
      mountId?: string;
      missileType: MissileType;
      count: number;
      toHit: number;
      launchEffect: number;
      impactRound: number;
    }
  | { type: "missileArrived"; salvoId: string; attackId: string; targetId: string; count: number; toHit: number }
  | { type: "missileDestroyed"; salvoId: string; count: number; by: "pointDefense" | "electronicWarfare" }
  | { type: "missileHit"; salvoId: string; targetId: string; damage: number }
  | { type: "missileMissed"; salvoId: string; targetId: string; count: number; attacksAgainRound?: number }
  | { type: "salvoExpired"; salvoId: string; reason: "fuel" | "spent" | "targetGone" | "withdrawn" }
  /**
   * missiles as craft (ruling R110): a salvo's band to its target changed, by its own Thrust at the round's end or by
   * its target's move (a Range Check the target won against the launcher); `impactRound` is when it arrives from there
   */
  | {
      type: "salvoMoved";
      salvoId: string;
      targetId: string;
      from: RangeBand;
      to: RangeBand;
      impactRound: number;
      reason: "thrust" | "targetMoved" | "outpaced";
    }
  | {
      type: "damageResolved";
      attackId?: string;
      attackerId?: string;
      targetId: string;
      weapon?: WeaponKind;
      /** damage rolled after sand and screens, before armor */
      damage: number;
      events: DamageChainEvent[];
    }
  | { type: "shipDestroyed"; shipId: string }
  | { type: "shipDisabled"; shipId: string }
  | { type: "shipEscaped"; shipId: string; how: "jump" | "range" }
  | { type: "statusChanged"; shipId: string; from: ShipStatus; to: ShipStatus }
  | { type: "rangeChanged"; a: string; b: string; from: RangeBand; to: RangeBand; reason: string }
  | { type: "speedChanged"; shipId: string; from: number; to: number }
  | { type: "courseMaintained"; shipId: string; speed: number }
  | { type: "positionChanged"; shipId: string; seat: number; from: Position; to: Position; mountId?: string }
  | { type: "personalAction"; shipId: string; seat: number; label?: string }
  | { type: "miscellaneous"; shipId: string; seat: number; label?: string; success?: boolean }
  | { type: "pursuitStarted"; pursuerId: string; targetId: string }
  | { type: "pursuitMaintained"; pursuerId: string; targetId: string; turns: number; dm: number }
  | {
      type: "pursuitBroken";
      pursuerId: string;
      targetId: string;
      reason: "breakPursuit" | "range" | "outpaced" | "notMaintained" | "shipGone";
    }
  | { type: "modifierAdded"; modifier: TurnModifier }
  | { type: "modifierUsed"; modifierId: string; shipId: string; key: string; value: number }
  | { type: "modifierRemoved"; modifierId: string; key: string; reason: "expired" | "used" | "locksBroken" }
  | { type: "poolGranted"; shipId: string; points: number }
  | { type: "poolSpent"; shipId: string; seat?: number; points: number; remaining: number }
  | { type: "collision"; shipId: string; otherId?: string; speed: number; damage: number }
  | {
      type: "boardingRound";
      boardingId: string;
      attackerId: string;
      defenderId: string;
      winnerId: string;
      degree: "success" | "exceptionalSuccess";
      outcome: "defenderLosesReactions" | "boarded" | "defenderHolds" | "repelled";
    }
  | { type: "boardingStarted"; boardingId: string; attackerId: string; defenderId: string; crossing: boolean }
  /** a boarding ended unresolved: one of its ships left the fight (ruling R73) */
  | { type: "boardingAbandoned"; boardingId: string; attackerId: string; defenderId: string; shipId: string }
  | {
      type: "boardersHit";
      boardingId: string;
      /** the defending ship that fired */
      shipId: string;
      by: "fireSand" | "pointDefense";
      /** the weapon's personal-scale damage formula (Scaling Damage table), e.g. "8D6", "2D6x50" */
      damage: string;
      /** the boarders' own ship (the attacker of the boarding) */
      partyShipId: string;
      /** what each boarder struck took, rolled (ruling R98) */
      injuries: BoarderInjury[];
    }
  | { type: "shipCaptured"; shipId: string; byId: string }
  | { type: "docked"; a: string; b: string }
  | { type: "undocked"; a: string; b: string }
  /** a carrier launched one of its small craft, now ship `craftId` of the engagement (ruling R112) */
  | { type: "craftLaunched"; shipId: string; craftId: string; key: string; name: string }
  /** a carrier took its craft `craftId` back aboard (ruling R113) */
  | { type: "craftRecovered"; shipId: string; craftId: string; key: string; name: string }
  | { type: "jumpPlotted"; shipId: string }
  | { type: "commsEstablished"; shipId: string; success: boolean }
  | { type: "commsJammed"; shipId: string; byId: string }
  | { type: "locksBroken"; shipId: string; byId: string }
  /** `encryption`: the target's communications were encrypted, and the interceptor broke it or not (ruling R106) */
  | {
      type: "communicationsIntercepted";
      shipId: string;
      targetId: string;
      advantage: boolean;
      encryption?: "broken" | "held";
    }
  | { type: "reloaded"; shipId: string; weaponId: string }
  | { type: "repaired"; shipId: string; target: string; hits: number; auto: boolean }
  | { type: "extendedProgress"; shipId: string; seat: number; label: string; turnsDone: number; turnsNeeded: number }
  | { type: "extendedSpoiled"; shipId: string; seat: number; label: string; ruined: boolean }
  | { type: "extendedCompleted"; shipId: string; seat: number; label: string }
  | { type: "extendedAbandoned"; shipId: string; seat: number; label: string }
  | {
      type: "planetaryManeuver";
      shipId: string;
      maneuver: "orbitalInsertion" | "atmosphericEntry";
      success: boolean;
      result: string;
    }
  /** a decaying orbit's end: the ship falls into the atmosphere; a failed check strikes it like a collision (R100) */
  | { type: "reentry"; shipId: string; success: boolean; reentryRound: number }
  | {
      type: "engagementEnded";
      round: number;
      reason: "destroyed" | "escaped" | "surrendered" | "referee";
      winnerSide?: string;
    };

export type EngagementEventType = EngagementEvent["type"];
