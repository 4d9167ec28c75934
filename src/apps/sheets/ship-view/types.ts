// The ship sheet's view types: what the sheet reads (ShipViewInput) and what its templates print (ShipView, by part).
import type { EngagementState } from "../../../rules/engagement/state";
import type { MissileType, Position, ShipSnapshot } from "../../../rules/types";
import type { ActionCost, StationActionType } from "../actions";
import type { MountRef, SeatSource } from "../stations";

/** A crew actor the "Seat crew…" picker offers; `at`: the lang key of the station they hold aboard (chosen, they move). */
export interface SeatChoice {
  uuid: string;
  name: string;
  at?: string;
}

/** Localisation, injected (game.i18n in Foundry, the stand-in's in tests). */
export interface Translator {
  /** Foundry's language (the plural forms of counted lines follow it) */
  readonly lang: string;
  has(key: string): boolean;
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
}

export interface MountInput extends MountRef {
  size: string;
  damage: number;
}

export interface WeaponInput {
  id: string;
  name: string;
  img: string;
  kind: string;
  /** how it is mounted (turretSingle, bay, ...) */
  mount: string;
  mountId: string;
  damage: string;
  missileType: MissileType;
  tl: number;
}

export interface CrewInput {
  name: string;
  img: string;
  /** the viewer may not see this crew actor: no name, image or skills are shown */
  hidden?: boolean;
}

export interface ShipViewInput {
  /** the rules' view of the ship; `ship.id` is the id the engagement knows it by */
  ship: ShipSnapshot;
  /** the data model's seats, same order as ship.seats */
  seats: readonly SeatSource[];
  mounts: readonly MountInput[];
  weapons: readonly WeaponInput[];
  /** portraits and names of crew actors by UUID (a UUID missing here is a crew member who cannot be found) */
  crew: Readonly<Record<string, CrewInput>>;
  /** the engagement the buttons are judged against (in combat: the combat's; outside: a one-ship practice engagement) */
  engagement: EngagementState | null;
  inCombat: boolean;
  /** names of the other ships in the engagement, by engagement id */
  shipNames?: Readonly<Record<string, string>>;
  /**
   * Whether the user may act at a seat (GM; owner of the seated crew actor; ship owners for NPC seats) or, with
   * `reaction`, take the ship's reactions from it (the ship's owners).
   */
  mayAct: (seat: number, reaction?: boolean) => boolean;
  /** the user may change the seating and the details (ship owner) */
  editable: boolean;
  /**
   * Play: only what a crew does in a fight (actions possible now first, the rest folded; empty stations in one line;
   * a player's own stations first, the others folded). Edit: seating, skills, mounts and weapons, for who may edit.
   * Absent: edit for who may edit.
   */
  mode?: SheetMode;
  /** crew actors the user may seat here without a mouse ("Seat crew…"): world crew they own (`at`: seated aboard) */
  seatChoices?: readonly SeatChoice[];
  /** the user may edit damage tracks, Hull and Structure (the GM) */
  isGM: boolean;
  /** a player owns the ship (its turn is never the NPC crew's to play) */
  playerShip?: boolean;
  computer: { model: string; rating: number };
  /** the user's targeted ship (engagement id), tried first for targeted actions */
  preferredTarget?: string;
  /**
   * Seats whose "Other actions" (anyone's actions) are open: only those are judged and rendered (default: none).
   * The sheet opens one on request; a big ship's view stays small.
   */
  expandGeneral?: (seat: number) => boolean;
}

export interface ButtonView {
  action: StationActionType;
  seat: number;
  cost: ActionCost;
  costLabel: string;
  costLetter: string;
  label: string;
  /** "Attack (Significant action)" */
  ariaLabel: string;
  /** tooltip: the hint, and the reason when disabled */
  tooltip: string;
  enabled: boolean;
  reason: string;
  /** id of the element holding the reason (the button's aria-describedby), empty when enabled */
  reasonId: string;
  /** " unavailable" when disabled (a class); "true" / "false" for aria-disabled */
  stateClass: string;
  ariaDisabled: string;
}

export interface SkillView {
  key: string;
  label: string;
  value: string;
  untrained: boolean;
}

export interface SeatView {
  index: number;
  kind: "crew" | "npc" | "automated" | "missing";
  name: string;
  img: string;
  uuid: string;
  skills: SkillView[];
  npcSkill: number | null;
  /** the skill input is shown (an unnamed NPC on an editable sheet) */
  npcSkillEditable: boolean;
  removeLabel: string;
  canAct: boolean;
  canEdit: boolean;
  own: ButtonView[];
  reactions: ButtonView[];
  general: ButtonView[];
  /**
   * The three lists for the template: the position's actions, its reactions, then anyone's actions (collapsed).
   * In Play, `buttons` are those possible now and `folded` the others (shown with their reasons on demand); in
   * Edit, every button is in `buttons`.
   */
  groups: {
    kind: "own" | "reactions" | "general";
    label: string;
    collapsed: boolean;
    open: boolean;
    buttons: ButtonView[];
    folded: ButtonView[];
    /** the fold's summary: "Not possible now (3)", "Reactions not possible now (3)" */
    foldedLabel: string;
  }[];
  /** actions used this turn, e.g. "1 minor, 1 significant" (empty outside combat or when none) */
  spent: string;
}

export interface SlotView {
  position: Position;
  mountId: string;
  label: string;
  single: boolean;
  open: boolean;
  seats: SeatView[];
  /** the slot accepts a software seat (Automated Positions) */
  canAutomate: boolean;
}

/** The ship sheet's two modes (as dnd5e's sheets have): playing a fight, or editing the ship. */
export type SheetMode = "play" | "edit";

export interface StationView {
  position: Position;
  label: string;
  /** Play, for a player: none of its seats is theirs, so it is folded under its name and who sits there */
  folded: boolean;
  /** the station's occupants in one line, for the folded station's summary */
  who: string;
  /** shown when the station has no place at all (gunners of a ship without turrets or bays) */
  empty: string;
  skills: string;
  slots: SlotView[];
  count: number;
  /** no one is seated at any of its places (or it has none): shown as one line */
  vacant: boolean;
}

export interface PipView {
  n: number;
  filled: boolean;
  label: string;
}

export interface TrackView {
  key: string;
  /** the update path target ("systems.mDrive" or "mounts.<id>") */
  path: string;
  label: string;
  value: number;
  state: string;
  stateClass: string;
  effect: string;
  pips: PipView[];
}

export interface PoolView {
  value: number;
  max: number;
  pct: number;
  low: boolean;
}

export interface WeaponView extends WeaponInput {
  kindLabel: string;
  deleteLabel: string;
  /** the delete button's visible words ("Delete…", "Remove turret…": a confirm follows) */
  deleteText: string;
  ammo: string;
  spent: boolean;
}

export interface MountView {
  id: string;
  name: string;
  deleteLabel: string;
  /** the delete button's visible words ("Delete…", "Remove turret…": a confirm follows) */
  deleteText: string;
  typeLabel: string;
  gunner: string;
  track: TrackView;
  weapons: WeaponView[];
}

export interface DesignField {
  name: string;
  label: string;
  value: string | number;
  isNumber: boolean;
  isText: boolean;
  isCheckbox: boolean;
  checked: boolean;
  isSelect: boolean;
  options: { value: string; label: string; selected: boolean }[];
  min: number;
}

/** What every part reads: the ship, who looks at it, the fixed labels and the rules links. */
export interface ShipCommonView {
  name: string;
  shipId: string;
  /** editing controls are shown: the user may edit and the sheet is in Edit */
  editable: boolean;
  /**
   * the mode switch, shown to who may edit: a group ("Sheet mode") of two buttons, Play and Edit, the one of the mode
   * the sheet is in pressed (templates/sheets/ship/header.hbs)
   */
  mode: { play: boolean; canSwitch: boolean };
  isGM: boolean;
  /** quick-reference journal pages (rules compendium) for the Stations and Systems tabs */
  rules: { stations: { uuid: string; text: string }; damage: { uuid: string; text: string } };
  /** fixed strings the templates repeat per seat (localised once) */
  labels: Record<
    | "drag"
    | "npcSkillShort"
    | "npcSkill"
    | "actions"
    | "reactions"
    | "otherActions"
    | "empty"
    | "vacant"
    | "addNpc"
    | "addSoftware"
    | "spent"
    | "unseat",
    string
  >;
  /** the legend of the cost badges on the action buttons */
  costLegend: { cost: ActionCost; letter: string; label: string }[];
}

/** The header part: the combat banner and the pools at a glance. */
export interface ShipHeaderView {
  /** `fleet`: the ship's place in its fleet and its communications (rulings R102–R104), when it has one */
  banner: { inCombat: boolean; text: string; yourTurn: boolean; fleet?: { text: string; cutOff: boolean } };
  hull: PoolView;
  /** ruling R101: what a Hull at 0 means for this ship now (null while it has Hull, or once destroyed) */
  hullGone: string | null;
  structure: PoolView;
  armor: PoolView;
  /** "4" or "4 → 3" */
  thrust: string;
  /** the GM may have the NPC crew play or preview this ship's turn (its turn, no player owns it) */
  npcTurn: boolean;
}

/** The stations part: every station, its places and the seats with their buttons. */
export interface ShipStationsView {
  stations: StationView[];
  /**
   * Edit: the "Seat crew…" picker's choices at each open place (one seated aboard is shown with the station they would
   * leave: chosen, they move); none: the picker says there is no crew actor to seat
   */
  seatChoices: SeatChoice[];
  /** Play: the stations no one holds, in one line ("" when none or in Edit) */
  emptyStations: string;
}

/** The weapons part: mounts with their weapons, weapons on no mount, the magazine. */
export interface ShipWeaponsView {
  mounts: MountView[];
  unmounted: WeaponView[];
  magazine: { label: string; value: number }[];
}

/** The systems part: the pools, the systems' damage tracks and the mounts' (mounts as in the weapons part). */
export interface ShipSystemsView {
  mounts: MountView[];
  /** Hull, Structure, Armor for the Systems tab */
  pools: (PoolView & { key: "hull" | "structure" | "armor"; label: string })[];
  tracks: TrackView[];
}

/** The details part: the figures, the software and the owner's design form. */
export interface ShipDetailsView {
  details: { label: string; value: string }[];
  software: { label: string; value: string }[];
  /** the owner's design form (Details tab): one input per design field, grouped */
  design: { legend: string; fields: DesignField[] }[];
  /** the small craft in its hangars (rulings R112, R113): each with its state, and whether it is out in the fight */
  craft: CraftView[];
}

/** One small craft a ship carries, as the Details tab lists it (its name, tons, Hull and Structure). */
export interface CraftView {
  /** the craft actor's UUID */
  key: string;
  ship: ShipSnapshot;
  /** launched and still in the fight */
  out: boolean;
}

/** The whole sheet's view: every part's. */
export type ShipView = ShipCommonView &
  ShipHeaderView &
  ShipStationsView &
  ShipWeaponsView &
  ShipSystemsView &
  ShipDetailsView;
