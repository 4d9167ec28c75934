// The ship sheet's view model: ShipSnapshot + the data model's seats and mounts + the engagement → plain data the
// templates print. Pure (no Foundry): strings come through the injected translator, verdicts from the rules engine.
import { signed } from "../../format";
import { actsInConcert, cutOff, flagshipOf } from "../../rules/engagement/comms";
import { currentShipId } from "../../rules/engagement/engine";
import { rulesLink, type RulesTopic } from "../../rules-links";
import type { EngagementState } from "../../rules/engagement/state";
import { shipEffects, type ShipEffects } from "../../rules/ship-state";
import { automatedSkill } from "../../rules/software";
import { CREW_POSITIONS } from "../../rules/tables/crew";
import { SENSOR_GRADES, SHIP_SYSTEMS, type DamageTrack, type MissileType, type Position, type ShipSnapshot, type ShipSystem } from "../../rules/types";
import { type ActionCost, type ActionVerdict, type ButtonReason, positionActions, seatVerdicts, type StationActionType } from "./actions";
import { automatablePositions, layoutStations, type MountRef, type SeatSource } from "./stations";

/** Localisation, injected (game.i18n in Foundry, the stand-in's in tests). */
export interface Translator {
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
  /** the user may edit damage tracks, Hull and Structure (the GM) */
  isGM: boolean;
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
  /** the three lists for the template: the position's actions, its reactions, then anyone's actions (collapsed) */
  groups: { kind: "own" | "reactions" | "general"; label: string; collapsed: boolean; open: boolean; buttons: ButtonView[] }[];
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

export interface StationView {
  position: Position;
  label: string;
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
  ammo: string;
  spent: boolean;
}

export interface MountView {
  id: string;
  name: string;
  deleteLabel: string;
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

export interface ShipView {
  name: string;
  shipId: string;
  editable: boolean;
  isGM: boolean;
  /** `fleet`: the ship's place in its fleet and its communications (rulings R102–R104), when it has one */
  banner: { inCombat: boolean; text: string; yourTurn: boolean; fleet?: { text: string; cutOff: boolean } };
  stations: StationView[];
  mounts: MountView[];
  unmounted: WeaponView[];
  magazine: { label: string; value: number }[];
  hull: PoolView;
  /** ruling R101: what a Hull at 0 means for this ship now (null while it has Hull, or once destroyed) */
  hullGone: string | null;
  structure: PoolView;
  armor: PoolView;
  /** Hull, Structure, Armor for the Systems tab */
  pools: (PoolView & { key: "hull" | "structure" | "armor"; label: string })[];
  /** "4" or "4 → 3" */
  thrust: string;
  tracks: TrackView[];
  details: { label: string; value: string }[];
  /** quick-reference journal pages (rules compendium) for the Stations and Systems tabs */
  rules: { stations: { uuid: string; text: string }; damage: { uuid: string; text: string } };
  software: { label: string; value: string }[];
  /** the owner's design form (Details tab): one input per design field, grouped */
  design: { legend: string; fields: DesignField[] }[];
  /** fixed strings the templates repeat per seat (localised once) */
  labels: Record<"drag" | "npcSkillShort" | "npcSkill" | "actions" | "reactions" | "otherActions" | "empty" | "vacant" | "addNpc" | "addSoftware" | "spent" | "unseat", string>;
  /** the legend of the cost badges on the action buttons */
  costLegend: { cost: ActionCost; letter: string; label: string }[];
}

const COST_LETTER: Record<ActionCost, string> = { minor: "CEPHEUS.Sheet.Cost.minorShort", significant: "CEPHEUS.Sheet.Cost.significantShort", reaction: "CEPHEUS.Sheet.Cost.reactionShort", free: "CEPHEUS.Sheet.Cost.freeShort" };

function reasonText(t: Translator, r: ButtonReason | undefined): string {
  if (!r) return "";
  return t.localize(r.scope === "rules" ? `CEPHEUS.Reason.${r.code}` : `CEPHEUS.Sheet.Reason.${r.code}`);
}

function pool(p: { value: number; max: number }): PoolView {
  const pct = p.max > 0 ? Math.max(0, Math.min(100, Math.round((100 * p.value) / p.max))) : 0;
  return { value: p.value, max: p.max, pct, low: p.max > 0 && p.value * 4 <= p.max };
}


/** The effect a system's damage has now, in words ("Thrust 6 → 5"). Figures come from the rules' shipEffects. */
export function systemEffect(t: Translator, system: ShipSystem, track: number, ship: ShipSnapshot, fx: ShipEffects): string {
  const k = `CEPHEUS.Sheet.Effect.${system}`;
  switch (system) {
    case "mDrive":
      return track === 0
        ? t.format(`${k}.intact`, { thrust: ship.thrust })
        : t.format(`${k}.damaged`, { from: ship.thrust, to: fx.thrust });
    case "jDrive":
      return track === 0 ? t.format(`${k}.0`, { jump: ship.jump }) : track === 1 ? t.format(`${k}.1`, { dm: signed(fx.jump.engineeringDM) }) : t.localize(`${k}.${track}`);
    case "sensors":
      return track <= 1 ? t.format(`${k}.${track}`, { dm: signed(fx.sensors.dm) }) : t.localize(`${k}.${track}`);
    case "fuel":
      return track === 0 ? t.format(`${k}.0`, { value: ship.fuel.value, max: ship.fuel.max }) : t.localize(`${k}.${track}`);
    case "hold":
      return track === 0 ? t.format(`${k}.0`, { value: ship.cargo.value, max: ship.cargo.max }) : t.localize(`${k}.${track}`);
    case "bridge":
      return track === 2 || track === 3 ? t.format(`${k}.${track}`, { dm: signed(fx.attackDM) }) : t.localize(`${k}.${track}`);
    default:
      return t.localize(`${k}.${track}`);
  }
}

function pips(t: Translator, label: string, value: number): PipView[] {
  return [1, 2, 3].map((n) => ({ n, filled: value >= n, label: t.format("CEPHEUS.Sheet.Systems.SetTrack", { system: label, hits: n }) }));
}

/** The state a track step leaves each location in (rules' HIT_EFFECTS via shipEffects' own states). */
const TRACK_STATE = (fx: ShipEffects, system: ShipSystem): string => fx.systems[system];

function trackView(t: Translator, system: ShipSystem, value: number, ship: ShipSnapshot, fx: ShipEffects): TrackView {
  const label = t.localize(`CEPHEUS.System.${system}`);
  const state = TRACK_STATE(fx, system);
  return {
    key: system,
    path: `systems.${system}`,
    label,
    value,
    state: t.localize(`CEPHEUS.Sheet.State.${state}`),
    stateClass: state,
    effect: systemEffect(t, system, value, ship, fx),
    pips: pips(t, label, value),
  };
}

function skillValue(level: number | null | undefined): { value: string; untrained: boolean } {
  return level === null || level === undefined ? { value: "—", untrained: true } : { value: String(level), untrained: false };
}

/**
 * One station button: its label, cost, and whether it can be used now, with the reason when not (not the user's seat,
 * no engagement, or the rules' or sheet's refusal). The sheet's buttons and the Token Action HUD's actions are these.
 */
export function stationButton(
  t: Translator,
  seat: number,
  action: StationActionType,
  cost: ActionCost,
  verdict: ActionVerdict | null,
  canAct: boolean,
  /** the ship's id, to give the reason an element id that screen readers reach (aria-describedby) */
  shipId = "",
): ButtonView {
  const label = t.localize(`CEPHEUS.Action.${action}.label`);
  const hint = t.localize(`CEPHEUS.Action.${action}.hint`);
  const enabled = canAct && !!verdict?.ok;
  const reason = !canAct ? t.localize("CEPHEUS.Sheet.Reason.notYourSeat") : verdict?.ok ? "" : verdict ? reasonText(t, verdict.reason) : t.localize("CEPHEUS.Sheet.Reason.noEngagement");
  return {
    action,
    seat,
    cost,
    costLabel: t.localize(`CEPHEUS.Sheet.Cost.${cost}`),
    costLetter: t.localize(COST_LETTER[cost]),
    label,
    ariaLabel: `${label} (${t.localize(`CEPHEUS.Sheet.Cost.${cost}`)})`,
    tooltip: reason ? `${hint} — ${reason}` : hint,
    enabled,
    reason,
    reasonId: reason ? `cepheus-why-${shipId.replace(/[^\w-]/g, "")}-${seat}-${action}` : "",
    stateClass: enabled ? "" : " unavailable",
    ariaDisabled: enabled ? "false" : "true",
  };
}

/** Build the ship sheet's view model. */
export function shipView(input: ShipViewInput, translate: Translator): ShipView {
  // the same few keys are looked up hundreds of times (one per button): localise each once per view
  const memo = new Map<string, string>();
  const t: Translator = {
    localize(key) {
      let v = memo.get(key);
      if (v === undefined) {
        v = translate.localize(key);
        memo.set(key, v);
      }
      return v;
    },
    // Foundry's format: the localised text with each {name} replaced by data[name] (unknown names kept)
    format: (key, data) => t.localize(key).replace(/{([^}]+)}/g, (m, k: string) => (k in data ? String(data[k]) : m)),
  };
  const { ship } = input;
  const fx = shipEffects(ship, input.engagement?.memory.options);
  const state = input.engagement;
  const shipId = ship.id;
  const combatState = state?.memory.ships[shipId];
  const automatable = automatablePositions(ship);
  const crewById = new Map(ship.crew.map((c) => [c.id, c]));

  // ----- seats ---------------------------------------------------------------------------------------------------
  const button = (seat: number, action: StationActionType, cost: ActionCost, verdict: ActionVerdict | null, canAct: boolean): ButtonView =>
    stationButton(t, seat, action, cost, verdict, canAct, shipId);

  const seatView = (index: number): SeatView => {
    const src = input.seats[index];
    const snap = ship.seats[index];
    const position = src.position;
    const canAct = input.mayAct(index);
    let kind: SeatView["kind"];
    let name: string;
    let img = "";
    const uuid = src.crew ?? "";
    const skills: SkillView[] = [];
    const relevant = CREW_POSITIONS[position].skills;
    if (src.crew) {
      const crew = snap?.crewId ? crewById.get(snap.crewId) : undefined;
      const shown = input.crew[src.crew];
      if (crew) {
        kind = "crew";
        name = shown?.name ?? crew.name;
        img = shown?.img ?? "";
        for (const key of relevant) skills.push({ key, label: t.localize(`CEPHEUS.Skill.${key}`), ...skillValue(crew.skills[key]) });
      } else {
        kind = "missing";
        name = t.localize("CEPHEUS.Sheet.Seat.Missing");
      }
    } else if (src.automated) {
      kind = "automated";
      name = t.localize("CEPHEUS.Sheet.Seat.Software");
      const level = automatedSkill(ship, position);
      for (const key of relevant.slice(0, 1)) skills.push({ key, label: t.localize(`CEPHEUS.Skill.${key}`), ...skillValue(level) });
    } else {
      kind = "npc";
      name = t.localize("CEPHEUS.Sheet.Seat.Npc");
      for (const key of relevant) skills.push({ key, label: t.localize(`CEPHEUS.Skill.${key}`), ...skillValue(src.npcSkill) });
    }
    let own: ButtonView[] = [];
    let reactions: ButtonView[] = [];
    let general: ButtonView[] = [];
    const expanded = !!input.expandGeneral?.(index);
    if (state && combatState) {
      const v = seatVerdicts(state, shipId, index, position, { preferredTarget: input.preferredTarget, general: expanded });
      own = v.own.map((b) => button(index, b.action, b.cost, b.verdict, canAct));
      const canReact = input.mayAct(index, true);
      reactions = v.reactions.map((b) => button(index, b.action, b.cost, b.verdict, canReact));
      general = v.general.map((b) => button(index, b.action, b.cost, b.verdict, canAct));
    }
    const used = combatState?.actions[String(index)];
    const spent =
      input.inCombat && used && (used.minor || used.significant)
        ? t.format("CEPHEUS.Sheet.Seat.Spent", { minor: used.minor, significant: used.significant })
        : "";
    const groups: SeatView["groups"] = [];
    if (own.length) groups.push({ kind: "own", label: t.localize("CEPHEUS.Sheet.Actions"), collapsed: false, open: true, buttons: own });
    if (reactions.length) groups.push({ kind: "reactions", label: t.localize("CEPHEUS.Sheet.Reactions"), collapsed: false, open: true, buttons: reactions });
    if (state && combatState && positionActions(position).general.length)
      groups.push({ kind: "general", label: t.localize("CEPHEUS.Sheet.OtherActions"), collapsed: true, open: expanded, buttons: general });
    return {
      index,
      kind,
      name,
      img,
      uuid,
      skills,
      npcSkill: kind === "npc" ? src.npcSkill : null,
      npcSkillEditable: kind === "npc" && input.editable,
      removeLabel: t.format("CEPHEUS.Sheet.Seat.Remove", { name }),
      canAct,
      canEdit: input.editable,
      own,
      reactions,
      general,
      groups,
      spent,
    };
  };

  const mountNames = new Map<string, string>();
  const typeCount: Record<string, number> = {};
  for (const m of input.mounts) {
    typeCount[m.type] = (typeCount[m.type] ?? 0) + 1;
    mountNames.set(m.id, m.name || t.format("CEPHEUS.Sheet.Weapons.MountName", { type: t.localize(`CEPHEUS.MountType.${m.type}`), n: typeCount[m.type] }));
  }
  const stations: StationView[] = layoutStations(input.seats, input.mounts, ship).map((st) => {
    const slots: SlotView[] = st.slots.map((sl) => ({
      position: sl.position,
      mountId: sl.mountId,
      label:
        sl.mountId === "mDrive" || sl.mountId === "jDrive"
          ? t.localize(`CEPHEUS.Drive.${sl.mountId}`)
          : sl.mountId
            ? (mountNames.get(sl.mountId) ?? sl.mountId)
            : sl.seats.length && !sl.open && !sl.single
              ? t.localize("CEPHEUS.Sheet.Seat.Unassigned")
              : "",
      single: sl.single,
      open: sl.open,
      seats: sl.seats.map(seatView),
      canAutomate: sl.open && automatable.includes(sl.position),
    }));
    return {
      position: st.position,
      label: t.localize(`CEPHEUS.Position.${st.position}`),
      empty: slots.length ? "" : t.localize(`CEPHEUS.Sheet.Seat.NoPlace.${st.position}`),
      skills: CREW_POSITIONS[st.position].skills.map((k) => t.localize(`CEPHEUS.Skill.${k}`)).join(", "),
      slots,
      count: st.slots.reduce((n, s) => n + s.seats.length, 0),
      vacant: slots.every((s) => s.seats.length === 0),
    };
  });

  // ----- weapons -------------------------------------------------------------------------------------------------
  const spentIds = new Set(combatState?.spentWeapons ?? []);
  const weaponView = (w: WeaponInput): WeaponView => {
    let ammo = "";
    // racks and sandcasters draw on the ship's one magazine: a row names what it fires, the count is the magazine's
    if (w.kind === "missile") ammo = t.format("CEPHEUS.Sheet.Weapons.MissilesShared", { type: t.localize(`CEPHEUS.MissileType.${w.missileType}`) });
    else if (w.kind === "sandcaster") ammo = t.localize("CEPHEUS.Sheet.Weapons.SandShared");
    return { ...w, kindLabel: t.localize(`CEPHEUS.WeaponKind.${w.kind}`), deleteLabel: t.format("CEPHEUS.Sheet.Weapons.Delete", { name: w.name }), ammo, spent: spentIds.has(w.id) };
  };
  const mountIds = new Set(input.mounts.map((m) => m.id));
  const mounts: MountView[] = input.mounts.map((m) => {
    const gunnerSeat = input.seats.findIndex((s) => (s.position === "turretGunner" || s.position === "bayGunner") && s.mountId === m.id);
    const gunner = gunnerSeat >= 0 ? seatName(input, gunnerSeat, t) : t.localize("CEPHEUS.Sheet.Weapons.NoGunner");
    const mfx = fx.mounts.find((x) => x.id === m.id);
    const label = mountNames.get(m.id)!;
    const value = Math.max(0, Math.min(3, m.damage)) as DamageTrack;
    const effect =
      value === 1
        ? t.format("CEPHEUS.Sheet.Effect.mount.1", { dm: signed(mfx ? mfx.attackDM - fx.attackDM : -2) })
        : t.localize(`CEPHEUS.Sheet.Effect.mount.${value}`);
    return {
      id: m.id,
      name: label,
      deleteLabel: t.format("CEPHEUS.Sheet.Weapons.DeleteMount", { name: label }),
      typeLabel: `${t.localize(`CEPHEUS.MountType.${m.type}`)}${m.type === "turret" ? ` (${t.localize(`CEPHEUS.TurretSize.${m.size}`)})` : ""}`,
      gunner,
      track: {
        key: m.id,
        path: `mounts.${m.id}`,
        label,
        value,
        state: t.localize(`CEPHEUS.Sheet.State.${mfx?.state ?? "intact"}`),
        stateClass: mfx?.state ?? "intact",
        effect,
        pips: pips(t, label, value),
      },
      weapons: input.weapons.filter((w) => w.mountId === m.id).map(weaponView),
    };
  });
  const unmounted = input.weapons.filter((w) => !mountIds.has(w.mountId)).map(weaponView);
  const magazine = [
    ...(Object.keys(ship.ammo.missiles) as MissileType[]).map((k) => ({ label: t.localize(`CEPHEUS.MissileType.${k}`), value: ship.ammo.missiles[k] })),
    { label: t.localize("CEPHEUS.Sheet.Weapons.SandLabel"), value: ship.ammo.sand },
  ];

  // ----- banner --------------------------------------------------------------------------------------------------
  let banner: ShipView["banner"];
  if (!input.inCombat || !state || !combatState) banner = { inCombat: false, text: t.localize("CEPHEUS.Sheet.Banner.OutsideCombat"), yourTurn: false };
  else {
    const current = currentShipId(state);
    const left = Math.max(0, (combatState.reactionsBudget ?? 0) - combatState.reactionsSpent);
    const whose = current === shipId ? t.localize("CEPHEUS.Sheet.Banner.YourTurn") : current ? t.format("CEPHEUS.Sheet.Banner.Waiting", { ship: input.shipNames?.[current] ?? current }) : t.localize("CEPHEUS.Sheet.Banner.NoTurn");
    banner = {
      inCombat: true,
      yourTurn: current === shipId,
      text: t.format("CEPHEUS.Sheet.Banner.InCombat", { round: state.memory.round, whose, left, total: combatState.reactionsBudget ?? 0 }),
    };
    const fleet = fleetBanner(t, state, shipId);
    if (fleet) banner.fleet = fleet;
  }

  // ----- details -------------------------------------------------------------------------------------------------
  const d = (key: string, value: string | number) => ({ label: t.localize(`CEPHEUS.Sheet.Details.${key}`), value: String(value) });
  const details = [
    d("tons", ship.tons),
    d("thrust", fx.thrust === ship.thrust ? String(ship.thrust) : `${ship.thrust} → ${fx.thrust}`),
    d("jump", ship.jump),
    d("sensors", t.localize(`CEPHEUS.SensorGrade.${ship.sensors.grade}`)),
    d("computer", `${input.computer.model} (${input.computer.rating})`),
    d("screens", t.format("CEPHEUS.Sheet.Details.screensValue", { damper: ship.screens.nuclearDamper, meson: ship.screens.mesonScreen })),
    d("fuel", `${ship.fuel.value} / ${ship.fuel.max}`),
    d("cargo", `${ship.cargo.value} / ${ship.cargo.max}`),
  ];
  const sw = ship.software;
  const software = [
    { label: t.localize("CEPHEUS.Sheet.Software.fireControl"), value: sw.fireControl ? String(sw.fireControl) : "—" },
    { label: t.localize("CEPHEUS.Sheet.Software.autoRepair"), value: sw.autoRepair ? String(sw.autoRepair) : "—" },
    { label: t.localize("CEPHEUS.Sheet.Software.evade"), value: sw.evade ? String(sw.evade) : "—" },
    { label: t.localize("CEPHEUS.Sheet.Software.intellect"), value: t.localize(sw.intellect ? "CEPHEUS.Sheet.Yes" : "CEPHEUS.Sheet.No") },
    { label: t.localize("CEPHEUS.Sheet.Software.expertPilot"), value: sw.expertPilot ? String(sw.expertPilot) : "—" },
    { label: t.localize("CEPHEUS.Sheet.Software.expertEngineer"), value: sw.expertEngineer ? String(sw.expertEngineer) : "—" },
    { label: t.localize("CEPHEUS.Sheet.Software.repairDrones"), value: t.localize(sw.repairDrones ? "CEPHEUS.Sheet.Yes" : "CEPHEUS.Sheet.No") },
  ];

  // ----- the owner's design form -----------------------------------------------------------------------------------
  const F = (path: string) => t.localize(`CEPHEUS.Ship.FIELDS.${path}.label`);
  const field = (name: string, label: string, value: string | number | boolean, kind: "number" | "text" | "checkbox" = "number", min = 0): DesignField => ({
    name: `system.${name}`,
    label,
    value: typeof value === "boolean" ? "" : value,
    isNumber: kind === "number",
    isText: kind === "text",
    isCheckbox: kind === "checkbox",
    checked: value === true,
    isSelect: false,
    options: [],
    min,
  });
  const design: ShipView["design"] = !input.editable
    ? []
    : [
        {
          legend: t.localize("CEPHEUS.Sheet.Details.design"),
          fields: [
            field("tons", F("tons"), ship.tons, "number", 1),
            field("thrust", F("thrust"), ship.thrust),
            field("jump", F("jump"), ship.jump),
            {
              ...field("sensors.grade", `${F("sensors")}: ${F("sensors.grade")}`, ship.sensors.grade, "text"),
              isText: false,
              isSelect: true,
              options: SENSOR_GRADES.map((g) => ({ value: g, label: t.localize(`CEPHEUS.SensorGrade.${g}`), selected: g === ship.sensors.grade })),
            },
            field("computer.model", `${F("computer")}: ${F("computer.model")}`, input.computer.model, "text"),
            field("computer.rating", `${F("computer")}: ${F("computer.rating")}`, input.computer.rating),
            field("hull.max", `${F("hull")}: ${F("hull.max")}`, ship.hull.max),
            field("structure.max", `${F("structure")}: ${F("structure.max")}`, ship.structure.max),
            field("armor.max", `${F("armor")}: ${F("armor.max")}`, ship.armor.max),
            field("fuel.value", `${F("fuel")}: ${F("fuel.value")}`, ship.fuel.value),
            field("fuel.max", `${F("fuel")}: ${F("fuel.max")}`, ship.fuel.max),
            field("cargo.value", `${F("cargo")}: ${F("cargo.value")}`, ship.cargo.value),
            field("cargo.max", `${F("cargo")}: ${F("cargo.max")}`, ship.cargo.max),
          ],
        },
        {
          legend: F("software"),
          fields: [
            field("software.fireControl", F("software.fireControl"), ship.software.fireControl),
            field("software.autoRepair", F("software.autoRepair"), ship.software.autoRepair),
            field("software.evade", F("software.evade"), ship.software.evade),
            field("software.intellect", F("software.intellect"), ship.software.intellect, "checkbox"),
            field("software.expertPilot", F("software.expertPilot"), ship.software.expertPilot),
            field("software.expertEngineer", F("software.expertEngineer"), ship.software.expertEngineer),
            field("software.repairDrones", F("software.repairDrones"), ship.software.repairDrones, "checkbox"),
            field("screens.nuclearDamper", F("screens.nuclearDamper"), ship.screens.nuclearDamper),
            field("screens.mesonScreen", F("screens.mesonScreen"), ship.screens.mesonScreen),
          ],
        },
        {
          legend: F("ammo"),
          fields: [
            ...(["standard", "smart", "nuclear"] as const).map((k) => field(`ammo.missiles.${k}`, `${F("ammo.missiles")}: ${F(`ammo.missiles.${k}`)}`, ship.ammo.missiles[k])),
            field("ammo.sand", F("ammo.sand"), ship.ammo.sand),
          ],
        },
      ];

  const ref = (topic: RulesTopic) => {
    const l = rulesLink(topic);
    return { uuid: l.uuid, text: t.format("CEPHEUS.Rules.link", { page: t.localize(l.label) }) };
  };

  return {
    rules: { stations: ref("stations"), damage: ref("damage") },
    name: ship.name,
    shipId,
    editable: input.editable,
    design,
    isGM: input.isGM,
    banner,
    stations,
    mounts,
    unmounted,
    magazine,
    hull: pool(ship.hull),
    hullGone: !fx.hullBreached || fx.destroyed ? null : t.localize(fx.disabled && input.engagement?.memory.options?.hullZero === "disabled" ? "CEPHEUS.Sheet.HullGoneDisabled" : "CEPHEUS.Sheet.HullGone"),
    structure: pool(ship.structure),
    armor: pool(ship.armor),
    pools: (["hull", "structure", "armor"] as const).map((key) => ({ key, label: t.localize(`CEPHEUS.Sheet.Systems.${key[0].toUpperCase()}${key.slice(1)}`), ...pool(ship[key]) })),
    thrust: fx.thrust === ship.thrust ? String(ship.thrust) : `${ship.thrust} → ${fx.thrust}`,
    tracks: SHIP_SYSTEMS.map((s) => trackView(t, s, ship.systems[s], ship, fx)),
    details,
    software,
    costLegend: (["significant", "minor", "reaction"] as const).map((cost) => ({ cost, letter: t.localize(COST_LETTER[cost]), label: t.localize(`CEPHEUS.Sheet.Cost.${cost}`) })),
    labels: {
      drag: t.localize("CEPHEUS.Sheet.Seat.Drag"),
      npcSkillShort: t.localize("CEPHEUS.Sheet.Seat.NpcSkillShort"),
      npcSkill: t.localize("CEPHEUS.Sheet.Seat.NpcSkill"),
      actions: t.localize("CEPHEUS.Sheet.Actions"),
      reactions: t.localize("CEPHEUS.Sheet.Reactions"),
      otherActions: t.localize("CEPHEUS.Sheet.OtherActions"),
      empty: t.localize("CEPHEUS.Sheet.Seat.Empty"),
      vacant: t.localize("CEPHEUS.Sheet.Seat.Vacant"),
      unseat: t.localize("CEPHEUS.Sheet.Seat.Unseat"),
      addNpc: t.localize("CEPHEUS.Sheet.Seat.AddNpc"),
      addSoftware: t.localize("CEPHEUS.Sheet.Seat.AddSoftware"),
      spent: t.localize("CEPHEUS.Sheet.Weapons.Spent"),
    },
  };
}

function seatName(input: ShipViewInput, index: number, t: Translator): string {
  const s = input.seats[index];
  if (s.crew) return input.crew[s.crew]?.name ?? t.localize("CEPHEUS.Sheet.Seat.Missing");
  if (s.automated) return t.localize("CEPHEUS.Sheet.Seat.Software");
  return t.localize("CEPHEUS.Sheet.Seat.Npc");
}

/**
 * The ship's fleet and its communications in words (rulings R102–R104): flagship, in concert with the flagship, or cut
 * off (its links are down: no fleet Tactics, and nobody can act in concert with it). Nothing for a ship alone on its
 * side with no fleet to speak of.
 */
function fleetBanner(t: Translator, state: EngagementState, shipId: string): { text: string; cutOff: boolean } | undefined {
  const m = state.memory;
  const flagship = flagshipOf(m, m.ships[shipId].side);
  if (cutOff(m, shipId)) return { text: t.localize(flagship !== undefined ? "CEPHEUS.Sheet.Banner.CutOffFleet" : "CEPHEUS.Sheet.Banner.CommsDown"), cutOff: true };
  if (flagship === shipId) return { text: t.localize("CEPHEUS.Sheet.Banner.Flagship"), cutOff: false };
  if (flagship !== undefined && actsInConcert(m, shipId)) return { text: t.localize("CEPHEUS.Sheet.Banner.InFleet"), cutOff: false };
  if (flagship !== undefined) return { text: t.localize("CEPHEUS.Sheet.Banner.FlagshipOutOfTouch"), cutOff: true };
  return undefined;
}
