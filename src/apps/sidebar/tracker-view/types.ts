// The combat tracker's view types: what the tracker reads (TrackerInput) and what its parts print.
import type { Command } from "../../../rules/engagement/commands";
import type { ReactionType } from "../../../rules/engagement/events";
import type { ShipStatus } from "../../../rules/engagement/memory";
import type { EngagementState } from "../../../rules/engagement/state";
import type { RangeBand } from "../../../rules/types";

/** One combatant as the documents describe it (the rules know ships only by id). */
export interface TrackerShipInfo {
  /** the Combatant id (the ship's id in the engagement) */
  id: string;
  name: string;
  img?: string | null;
  /** hidden from players (Combatant#hidden) */
  hidden?: boolean;
  /** a player viewing: they own this ship; the GM viewing: a player owns it (its side is marked as the party's) */
  owned?: boolean;
  /** why this combatant takes no part: no actor behind the token, or the actor is not a ship */
  problem?: "noActor" | "notShip";
  /** damage and crew cards about this ship still waiting for Apply (its numbers do not show those hits yet) */
  damageWaiting?: number;
  /** the message id of the oldest of them (the flag leads there) */
  damageCard?: string;
}

export interface TrackerInput {
  /** null before the combat has an engagement (no combat viewed) */
  state: EngagementState | null;
  /** every combatant, ships and problems alike */
  ships: readonly TrackerShipInfo[];
  viewer: { isGM: boolean };
  /** pair keys whose band the GM fixed by hand (token movement leaves them alone) */
  overrides?: Iterable<string>;
  /** the scene has a kilometre scale: bands follow the tokens */
  tokenRanges?: boolean;
  /** a checkpoint exists to step back to */
  canStepBack?: boolean;
  /** the moment the last checkpoint holds (its round and the ship acting then), told on the Step back button */
  stepBackTo?: { round: number; shipId?: string } | null;
  /** the (localised) name shown for a ship the viewer cannot see */
  unknownName?: string;
  /**
   * Whether the viewer may send a command (the bridge's mayPerform); default: the GM anything, a player the
   * commands of ships they own. Buttons show only when this and the rules (canPerform) both allow.
   */
  may?: (command: Command) => boolean;
  /** an "odds of this fight" estimate is running (./odds-control.ts) */
  oddsBusy?: boolean;
}

export interface RangeBadge {
  otherId: string;
  otherName: string;
  band: RangeBand;
  label: string;
  abbr: string;
  override: boolean;
  editable: boolean;
}

export interface SeatActionsView {
  seat: number;
  position: string;
  /** a gunner's mount: its lang key and number among mounts of its type ("Turret 2"); null for other seats */
  mount: { key: string; n: number } | null;
  minor: number;
  significant: number;
}

/** Hull or Structure as a labelled bar of its own (ships the viewer knows). */
export interface PoolBarView {
  key: "hull" | "structure";
  label: string;
  value: number;
  max: number;
  /** 0–100 */
  pct: number;
  level: "low" | "mid" | "high";
}

export interface PursuitView {
  label: string;
  otherName: string;
  turns: number;
  dm: number;
}

export interface ShipRow {
  id: string;
  name: string;
  img: string | null;
  css: string;
  /** the viewer sees this ship's numbers (GM, or a ship of the viewer's side) */
  known: boolean;
  owned: boolean;
  friendly: boolean;
  current: boolean;
  side: string;
  status: ShipStatus;
  statusLabel: string;
  problem: string | null;
  initiative: number | null;
  hasInitiative: boolean;
  /** Increase Initiative bonus waiting for next round */
  initiativeNext: number;
  speed: number;
  /** `damaged`: damage has cut it (written "3 of 4", else the design figure alone, as on the sheet) */
  thrust: { current: number; design: number; damaged: boolean } | null;
  /** Hull and Structure as two labelled bars (empty for ships the viewer does not know: the coarse bar instead) */
  bars: PoolBarView[];
  reactions: { left: number; total: number } | null;
  actions: { seatsActed: number; seats: number; minor: number; significant: number; detail: SeatActionsView[] } | null;
  hasty: boolean;
  delayed: boolean;
  acted: boolean;
  aware: boolean;
  /** badges under the name: hasty, delaying, acted, unaware, missiles incoming (lang key + count) */
  /** `card`: the chat message a flag leads to (the damage card waiting for Apply) */
  flags: { css: string; label: string; count: number; card?: string }[];
  pursuits: PursuitView[];
  damage: { hull: { value: number; max: number }; structure: { value: number; max: number } } | null;
  condition: string;
  /** 0–100, for the bar (coarse for ships the viewer does not know) */
  integrity: number;
  /** the bar's colour: low (a quarter or less), mid, high (two thirds or more) */
  integrityLevel: "low" | "mid" | "high";
  ranges: RangeBadge[];
  incoming: number;
  controls: { endTurn: boolean; delay: boolean; actNow: boolean; declareHasty: boolean };
  /** the NPC crew's buttons (GM, an NPC ship in its turn), or null */
  npc: { play: boolean } | null;
  anyControl: boolean;
}

export interface SalvoView {
  id: string;
  attacker: string;
  target: string;
  missileType: string;
  count: number;
  toHit: number;
  turnsToImpact: number;
  arriving: boolean;
  /** lang key of "arriving now" / "impact next turn" / "impact in {turns} turns" */
  impact: string;
  smart: boolean;
  /** rounds of fuel left (smart missiles re-attack until it runs out) */
  fuel: number;
}

export interface PendingMissileView {
  attackId: string;
  target: string;
  targetId: string;
  attacker: string;
  missiles: number;
  toHit: number | null;
  reactions: { type: ReactionType; label: string }[];
}

export interface MatrixView {
  heads: { id: string; name: string; abbr: string }[];
  rows: { id: string; name: string; cells: ({ self: true } | ({ self: false } & RangeBadge))[] }[];
}

/** The engagement's list (the tracker's main part): rows, missiles, the range matrix, the phase. */
export interface TrackerListView {
  hasEngagement: boolean;
  isGM: boolean;
  round: number;
  started: boolean;
  ended: { reason: string; winnerSide: string | null } | null;
  phase: { key: string; label: string };
  current: { id: string; name: string } | null;
  rows: ShipRow[];
  salvos: SalvoView[];
  pendingMissiles: PendingMissileView[];
  matrix: MatrixView | null;
  tokenRanges: boolean;
  bands: { band: RangeBand; label: string; abbr: string }[];
  /** the band abbreviations the rows and the matrix show, for the legend */
  bandsShown: { band: RangeBand; label: string; abbr: string }[];
  /** combatants that take no part (token without actor, not a ship), for the GM's attention */
  problems: { id: string; name: string; reason: string }[];
}

/** The footer: the round's buttons, Step back and the odds. */
export interface TrackerFooterView {
  hasEngagement: boolean;
  isGM: boolean;
  controls: { rollInitiative: boolean; resolveMissiles: boolean; endRound: boolean; stepBack: boolean; setup: boolean };
  /** "Play all NPC turns" (GM, an NPC ship to act) */
  playAllNpc: boolean;
  /** what Step back returns to: the round and the ship whose turn it was (null: nothing to step back to) */
  stepBackTo: { round: number; ship: string; beforeStart: boolean } | null;
  /** "Odds of this fight": the GM's button, shown while the engagement has ships on two sides or more and is not over */
  odds: { show: boolean; busy: boolean };
  /** "Battle report": the GM's button, once the fight has begun */
  report: boolean;
}

/** The whole tracker's view: every part's. */
export type TrackerView = TrackerListView & TrackerFooterView;
