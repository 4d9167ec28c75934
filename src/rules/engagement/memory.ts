// What an engagement remembers between turns, as plain JSON-safe data. The Foundry layer stores it in
// Combat.system (EngagementMemory minus `ships`) and Combatant.system (one ShipCombatState each); the
// rules engine reads and returns it whole. Shape contract shared by src/rules and src/data:
// only ever ADD optional fields here; a rename or removal needs a migration in src/data.
import type { MissileType, RangeBand } from "../types";

/** A missile salvo in flight (Missile Launch Range table; ruling R16 for smart missile endurance). */
export interface Salvo {
  id: string;
  attackerId: string;
  targetId: string;
  /** the mount that launched it (for cards) */
  mountId?: string;
  missileType: MissileType;
  /** missiles still in the salvo */
  count: number;
  launchedRound: number;
  /** the round in which it arrives (or, for a smart salvo that missed, attacks again) */
  impactRound: number;
  /** the missile to-hit number from the launch check's Effect (smart: always 8) */
  toHit: number;
  /** last round in which the salvo may still attack (smart missiles' fuel) */
  fuelEndsRound: number;
}

/** One ship pursuing another (Pursuit action). DM to hit the target = min(4, turns − 1). */
export interface Pursuit {
  pursuerId: string;
  targetId: string;
  /** turns the pursuit has been maintained, counting the turn it was established as 1 */
  turns: number;
}

/** A bonus or penalty in force for a while (sensor targeting, line up the shot, evasive maneuvers, ...). */
export interface TurnModifier {
  id: string;
  /** the ship whose rolls it changes (or whose attackers it penalises, for evasive maneuvers) */
  shipId: string;
  /** a stable key: "sensorTargeting", "lineUpShot", "evasive", "coordinateCrew", "intercept", ... */
  key: string;
  value: number;
  /** only against / for this target ship, when set */
  targetId?: string;
  /** the modifier lapses at the end of this round */
  expiresRound: number;
  /** one-time modifiers (intercepted communications' DM+4) count their remaining uses */
  uses?: number;
}

/** Actions a seat has taken this turn (one minor + one significant, or three minors: ruling R13). */
export interface SeatActions {
  minor: number;
  significant: number;
}

export type ShipStatus = "active" | "disabled" | "destroyed" | "escaped";

/** Per-ship engagement state (stored in Combatant.system). */
export interface ShipCombatState {
  shipId: string;
  /** ships on the same side do not fight each other */
  side: string;
  aware: boolean;
  /** current (dynamic) initiative; null until rolled */
  initiative: number | null;
  /** added to initiative at the start of the next round (Increase Initiative), then cleared */
  initiativeBonusNext: number;
  /** the captain is delaying this turn */
  delayed: boolean;
  /** the captain declared a hasty crew this turn */
  hasty: boolean;
  speed: number;
  reactionsSpent: number;
  /** keyed by seat index on the ship ("0", "1", ...) */
  actions: Record<string, SeatActions>;
  status: ShipStatus;
}

/** Whole-engagement state (stored in Combat.system). */
export interface EngagementMemory {
  round: number;
  /** index into `order` of the ship acting now */
  turn: number;
  /** ship ids in acting order (highest initiative first; ties by Thrust; still tied: simultaneous, kept together) */
  order: string[];
  /** pairwise ranges, keyed by pairKey(a, b) */
  ranges: Record<string, RangeBand>;
  pursuits: Pursuit[];
  salvos: Salvo[];
  modifiers: TurnModifier[];
  ships: Record<string, ShipCombatState>;
}

/** Order-independent key for a pair of ships. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
