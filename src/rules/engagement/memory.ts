// What an engagement remembers between turns, as plain JSON-safe data. The Foundry layer stores it in
// Combat.system (EngagementMemory minus `ships`) and Combatant.system (one ShipCombatState each); the
// rules engine reads and returns it whole. Shape contract shared by src/rules and src/data:
// only ever ADD optional fields here; a rename or removal needs a migration in src/data.
import type { RepairOptions } from "../repair";
import type { MissileType, RangeBand, WeaponKind } from "../types";

/**
 * A missile salvo in flight (Missile Launch Range table; ruling R16 for smart missile endurance; R110 for a salvo
 * flying as a craft).
 */
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
  /**
   * the round in which it arrives (or, for a smart salvo that missed, attacks again); for a salvo flying as a craft,
   * the round it arrives in from its band now if nobody moves
   */
  impactRound: number;
  /** the missile to-hit number from the launch check's Effect (smart: always 8) */
  toHit: number;
  /** last round in which the salvo may still attack (smart missiles' fuel) */
  fuelEndsRound: number;
  /** the launch check's Effect (for cards) */
  launchEffect?: number;
  /**
   * Missiles as craft (ruling R110, `missilesAsCraft`): the salvo's range band to its target now. It closes
   * `MISSILE_FIGURES.craftBandsPerRound` bands at each round's end and arrives in the round after it reaches Close;
   * the target's own moves carry it (a Range Check it wins against the launcher). Absent: the salvo strikes after the
   * Missile Launch Range table's turns (the mode it was launched in is the mode it flies in).
   */
  band?: RangeBand;
  /**
   * Missiles as craft: the salvo's speed after its last round's flight, Thrust 10 a round on top of the speed it left
   * its launcher with (its launcher's at the end of the round it was launched in). A target 7 or more faster outpaces
   * it (ruling R110).
   */
  speed?: number;
}

/** One ship pursuing another (Pursuit action). DM to hit the target = min(4, turns − 1). */
export interface Pursuit {
  pursuerId: string;
  targetId: string;
  /** turns the pursuit has been maintained, counting the turn it was established as 1 */
  turns: number;
  /** the round in which the pursuer last established or maintained it (a round without upkeep breaks it) */
  maintainedRound?: number;
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
  /** the modifier lapses when this ship's next turn starts (evasive maneuvers last until the pilot's next turn) */
  lapsesAtTurnOf?: string;
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
  /** reactions allowed this round (Reactions by Initiative, fixed at the start of the round) */
  reactionsBudget?: number;
  /** the ship has had its turn this round */
  acted?: boolean;
  /** its turn came this round while it was out of the fight: `acted` is set, but it acted at no count */
  skipped?: boolean;
  /**
   * A delaying ship stepped in (Act Now, ruling R64) in this ship's turn: the turn has started and resumes, without
   * starting again, when it comes back to the ship
   */
  interrupted?: boolean;
  /** the Increase Initiative bonus in force this round (removed at the start of the next) */
  initiativeBonusApplied?: number;
  /** the captain's Coordinate Crew pool left this round */
  coordinationPool?: number;
  /** missile racks and sandcasters fired and not yet reloaded (weapon ids) */
  spentWeapons?: string[];
  /** mounts that have fired this round (each turret or bay fires once per round) */
  firedMounts?: string[];
  /** Fire Control uses this turn (a weapon fired by the computer, or a DM+1 computer-targeting aid) */
  fireControlUsed?: number;
  /** Auto-Repair checks made this turn */
  autoRepairsUsed?: number;
  /** a jump plot is ready (Calculate Jump Plot succeeded) */
  jumpPlotted?: boolean;
  /**
   * The ship's communications with its allies (ruling R102): false while they are down (jammed, or the last Maintain
   * Communications failed); up when true or absent (ships come to a fight linked).
   */
  commsEstablished?: boolean;
  /** planetary situation after an orbital insertion or atmospheric entry */
  planetary?: "orbit" | "decayingOrbit" | "atmosphere";
  /** a decaying orbit: at the end of this round the ship falls into an uncontrolled re-entry (ruling R100) */
  reentryRound?: number;
  /** the Size and Atmosphere digits of the world named at the Orbital Insertion (a re-entry reads them) */
  orbitWorldSize?: number;
  orbitWorldAtmosphere?: number;
  /** extended actions under way, keyed by seat index */
  extended?: Record<string, ExtendedAction>;
  /** the boarding DM+2 carried into this ship's next opposed Tactics roll (abstract boarding) */
  boardingDM?: number;
  /**
   * Fleet initiative (ruling R104): the flagship captain's Tactics Effect this ship's initiative counts while it acts
   * in concert with its fleet; set for the ships of a fleet side when initiative is rolled
   */
  fleetTactics?: number;
  /** the fleet's Tactics Effect is out of this ship's initiative now: it was cut off at a round's start (R103) */
  fleetTacticsLost?: boolean;
  /** the ship's communications are encrypted: an interceptor must break the encryption too (ruling R106) */
  encrypted?: boolean;
  /** a small craft launched from a carrier (rulings R112, R113) */
  craftOf?: CraftOrigin;
}

/** Where a launched small craft came from (rulings R112, R113). */
export interface CraftOrigin {
  /** the carrier that launched it */
  carrierId: string;
  /** the craft's key among the carrier's craft (ShipSnapshot.craft) */
  key: string;
  /** the skill of the unnamed crew flying the seats its own sheet leaves empty (the carrier's crew skill) */
  crewSkill: number;
  /** it is back aboard its carrier (its status is then "escaped") */
  recovered?: boolean;
}

/** A task taking several combat turns (Extended Actions). */
export interface ExtendedAction {
  label: string;
  turnsNeeded: number;
  turnsDone: number;
  /** the round whose work was spoiled by a hit (it does not count) */
  spoiledRound?: number;
  skill: string;
}

/** One shot of a pending attack: a beam (one weapon fired) or one missile of an arriving salvo. */
export interface PendingShot {
  /** weapon id (beams) or "missile-N" */
  weaponId: string;
  weapon: WeaponKind;
  /** the 2D6 rolled (attack check for a beam, to-hit roll for a missile); absent until rolled */
  dice?: number;
  /** total DM on this shot's roll, reactions included */
  dm?: number;
  hit?: boolean;
  /** damage rolled for a hit, before armor and before sand/screens */
  damage?: number;
  /** damage removed by sand and screens */
  reduction?: number;
  /** destroyed by point defense before it struck (missiles) */
  destroyed?: boolean;
  /** beams: the attack difficulty at the range of the attack */
  difficulty?: string;
}

/** An attack made, awaiting the target's reactions and its damage resolution at the end of the attacker's turn. */
export interface PendingAttack {
  id: string;
  attackerId: string;
  targetId: string;
  kind: "beam" | "missile";
  mountId?: string;
  seat?: number;
  salvoId?: string;
  missileType?: MissileType;
  /** missiles: the number to reach on 2D6 */
  toHit?: number;
  /** the round the attack was made in */
  round: number;
  /** the itemised DMs shared by every shot (beams: the attack check's DMs; missiles: to-hit DMs) */
  modifiers: { source: string; value: number }[];
  shots: PendingShot[];
  /** reactions spent against it, in order */
  reactions: string[];
  /** screens triggered against it (a nuclear damper blocks a nuclear missile's radiation hit; meson screens DM it) */
  activeScreens?: { nuclearDamper?: number; mesonScreen?: number };
}

/** An abstract boarding action under way. */
export interface Boarding {
  id: string;
  attackerId: string;
  defenderId: string;
  /** opposed boarding rolls made so far (0: the party of a merely adjacent ship is still crossing) */
  rounds: number;
  /**
   * "boarded": the attacker holds the ship and needs one turn to take control; "repelled": driven back;
   * "abandoned": ended unresolved because the attackers' ship left the fight, or the defenders' ship was destroyed or
   * escaped (ruling R73)
   */
  status: "fighting" | "boarded" | "repelled" | "controlled" | "abandoned";
}

/** Table options (world settings), defaults in brackets. */
export interface EngagementOptions {
  /** R20: the target reacts after seeing the attack roll ["after"] */
  reactionTiming?: "after" | "before";
  /** R8: the pulse laser's extra DM−2 on all attacks [true] */
  pulseLaserPenalty?: boolean;
  /** R62: missile racks and sandcasters need a Reload after firing ["manual"], or are fed from the magazine */
  reloading?: "manual" | "magazine";
  /** R22: the M-Drive's second hit halves the Thrust left, rounding ["up"] or "down" */
  mDriveHalfRounding?: "up" | "down";
  /** R26: a hit on all crew rolls each person's damage [false: one roll for everyone] */
  crewDamageEach?: boolean;
  /** R39: damage control may mend destroyed locations too [false] */
  repairDestroyedSystems?: boolean;
  /** R40: damage control may restore Hull and Structure points [true] */
  repairHullStructure?: boolean;
  /** R90: a range a Range Check changed goes back to what it was when the round ends [false: the new range holds] */
  rangeCheckReverts?: boolean;
  /** R93: a delaying ship that steps in has the reactions of its new initiative for the rest of the round [false] */
  reactionsFollowInitiative?: boolean;
  /** R94: fire sand and point defense count as their turret's fire for the round [false] */
  reactionFireUsesTurret?: boolean;
  /** R96: unnamed crew seats can be the "one random crew member" of a crew hit, and are among "all crew" [false] */
  crewHitsUnnamed?: boolean;
  /** R101: a ship at Hull 0 reads the Internal column from then on ["internal"], or is disabled at once ("disabled") */
  hullZero?: "internal" | "disabled";
  /** R105: a ship alone on its side counts as having communications to intercept (with its base, its world) [false] */
  interceptLoneShips?: boolean;
  /**
   * R110: salvos launched fly as craft at Thrust 10, their range band to the target closing each round [false: they
   * strike after the Missile Launch Range table's turns]
   */
  missilesAsCraft?: boolean;
}

/** The repair options an engagement's table options decide (rulings R39, R40). */
export function repairOptionsOf(m: Pick<EngagementMemory, "options">): RepairOptions {
  return {
    repairDestroyed: m.options?.repairDestroyedSystems === true,
    repairHullStructure: m.options?.repairHullStructure !== false,
  };
}

/**
 * The world a fight is near (ruling R108): "Within close range of a planet, certain planetary maneuvers become
 * possible". Its Size and Atmosphere digits of the world's profile give the Atmospheric Entry DMs.
 */
export interface NearWorld {
  /** the world's Size digit (0–33, eHex) */
  size: number;
  /** the world's Atmosphere digit (0–15) */
  atmosphere: number;
  /** its name, for cards and the tracker */
  name?: string;
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
  /** attacks awaiting reactions and damage resolution */
  pendingAttacks?: PendingAttack[];
  /** table options (world settings) */
  options?: EngagementOptions;
  /** abstract boarding actions */
  boardings?: Boarding[];
  /** pairs of docked ships (pairKey) */
  docked?: string[];
  /** arriving missiles wait for the target's reactions before the first ship acts */
  missilePhase?: boolean;
  /**
   * Flagships (ruling R104): the side of each fights as a fleet, and the flagship captain's Tactics check sets the
   * initiative DM of every ship of the side in communication with it (the first listed of a side counts). A side with
   * none: each captain's own. Ship ids, not side names: a side's name may be any text, and is no key of an update.
   */
  flagships?: string[];
  /**
   * The world the fight is within close range of, named by the GM (ruling R108): planetary maneuvers need one. Absent:
   * deep space, or no world close enough.
   */
  world?: NearWorld;
  /** counter for ids of salvos, attacks and modifiers (deterministic, serialisable) */
  nextId?: number;
  /** set when the engagement is over */
  ended?: { round: number; reason: "destroyed" | "escaped" | "surrendered" | "referee"; winnerSide?: string };
}

/**
 * A ship's empty record of the actions its seats took this round. Seats key it by number, which V8 keeps in an
 * elements store; a `{}` literal has none of the right kind, so every round's first store paid for a new one and a
 * change of kind (about half of what recording an action cost). This one is born with such a store, emptied: the
 * same empty record for JSON, `for...in` and `Object.keys`.
 */
export function emptyActions(): ShipCombatState["actions"] {
  const actions: ShipCombatState["actions"] = { 0: undefined! };
  delete actions[0];
  return actions;
}

/** Order-independent key for a pair of ships. */
export function pairKey(a: string, b: string): string {
  // the last two pairs asked for first: a fight between two ships asks for one pair, both ways round
  if (a === lastA && b === lastB) return lastKey;
  if (a === prevA && b === prevB) return prevKey;
  const key = keyOf(a, b);
  prevA = lastA;
  prevB = lastB;
  prevKey = lastKey;
  lastA = a;
  lastB = b;
  lastKey = key;
  return key;
}
let lastA: string | undefined;
let lastB: string | undefined;
let lastKey = "";
let prevA: string | undefined;
let prevB: string | undefined;
let prevKey = "";

function keyOf(a: string, b: string): string {
  // built once per pair and kept: the engine asks for the same few pairs thousands of times a simulated battle
  let row = pairKeys.get(a);
  if (row === undefined) {
    if (pairKeys.size >= PAIR_KEYS_KEPT) pairKeys.clear();
    pairKeys.set(a, (row = new Map()));
  }
  let key = row.get(b);
  if (key === undefined) row.set(b, (key = a < b ? `${a}|${b}` : `${b}|${a}`));
  return key;
}
const pairKeys = new Map<string, Map<string, string>>();
const PAIR_KEYS_KEPT = 1000;
