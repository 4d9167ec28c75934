// The combat tracker's view model: a pure function of the engagement state, a little document
// metadata and who is looking. No Foundry here: the tracker class gathers the inputs, the template renders the
// output, and tests call this directly. Strings are lang keys (CEPHEUS.Tracker.*), localised by the template.
//
// What players see (the GM sees everything): their own side's ships in full; of other ships only what sensors
// and the plot would show: name, initiative and place in the order, speed, status and a coarse damage condition
// (never hull/structure numbers, thrust, reactions or crew actions). Ranges are listed for pairs involving one of
// their ships, salvos launched by or aimed at their side. Hidden combatants are not shown to players at all.
import { cutOff, flagshipOf } from "../../rules/engagement/comms";
import { availableReactions, canPerform, currentShipId } from "../../rules/engagement/engine";
import type { Command } from "../../rules/engagement/commands";
import type { ReactionType } from "../../rules/engagement/events";
import { pairKey, type ShipCombatState, type ShipStatus } from "../../rules/engagement/memory";
import type { EngagementState } from "../../rules/engagement/state";
import { pursuitDM } from "../../rules/engagement/combat";
import { reactionsForInitiative } from "../../rules/reactions";
import { shipEffects } from "../../rules/ship-state";
import { RANGE_BANDS, type MissileType, type Position, type RangeBand, type ShipSnapshot } from "../../rules/types";

const K = "CEPHEUS.Tracker";

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
  minor: number;
  significant: number;
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
  thrust: { current: number; design: number } | null;
  reactions: { left: number; total: number } | null;
  actions: { seatsActed: number; seats: number; minor: number; significant: number; detail: SeatActionsView[] } | null;
  hasty: boolean;
  delayed: boolean;
  acted: boolean;
  aware: boolean;
  /** badges under the name: hasty, delaying, acted, unaware, missiles incoming (lang key + count) */
  flags: { css: string; label: string; count: number }[];
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

export interface TrackerView {
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
  controls: { rollInitiative: boolean; resolveMissiles: boolean; endRound: boolean; stepBack: boolean; setup: boolean };
  /** what Step back returns to: the round and the ship whose turn it was (null: nothing to step back to) */
  stepBackTo: { round: number; ship: string; beforeStart: boolean } | null;
  /** the band abbreviations the rows and the matrix show, for the legend */
  bandsShown: { band: RangeBand; label: string; abbr: string }[];
  /** "Odds of this fight": the GM's button, shown while the engagement has ships on two sides or more and is not over */
  odds: { show: boolean; busy: boolean };
  /** combatants that take no part (token without actor, not a ship), for the GM's attention */
  problems: { id: string; name: string; reason: string }[];
}

export const bandLabel = (band: RangeBand) => `CEPHEUS.RangeBand.${band}`;
export const bandAbbr = (band: RangeBand) => `${K}.BandAbbr.${band}`;

// shared label keys (the data layer's): positions, missile types, ship statuses
const POSITION_KEY = (p: Position) => `CEPHEUS.Position.${p}`;
const MISSILE_KEY = (t: MissileType) => `CEPHEUS.MissileType.${t}`;

/** Coarse damage condition: what sensors of any grade can tell at combat range. */
export function conditionOf(ship: ShipSnapshot, status: ShipStatus): string {
  if (status === "destroyed" || ship.structure.value <= 0) return "destroyed";
  if (status === "escaped") return "escaped";
  if (status === "disabled") return "disabled";
  if (ship.structure.value < ship.structure.max) return "crippled";
  if (ship.hull.value <= 0) return "breached";
  if (ship.hull.value < ship.hull.max) return "damaged";
  return "intact";
}

function integrityOf(ship: ShipSnapshot): number {
  const max = ship.hull.max + ship.structure.max;
  if (max <= 0) return 0;
  return Math.round((100 * (Math.max(0, ship.hull.value) + Math.max(0, ship.structure.value))) / max);
}

/** Coarse integrity shown for unknown ships: quarters, so exact numbers do not leak through the bar. */
const coarse = (pct: number) => (pct <= 0 ? 0 : Math.max(25, Math.ceil(pct / 25) * 25));

function rulesAllow(state: EngagementState, command: Command): boolean {
  return canPerform(state, command).ok;
}

export function prepareTrackerView(input: TrackerInput): TrackerView {
  const { state, viewer } = input;
  const isGM = viewer.isGM;
  const bands = RANGE_BANDS.map((band) => ({ band, label: bandLabel(band), abbr: bandAbbr(band) }));
  const info = new Map(input.ships.map((s) => [s.id, s]));
  const visible = (id: string) => isGM || !info.get(id)?.hidden;
  const problems = isGM
    ? input.ships.filter((s) => s.problem).map((s) => ({ id: s.id, name: s.name, reason: `${K}.Problem.${s.problem}` }))
    : [];
  const base: TrackerView = {
    hasEngagement: false,
    isGM,
    round: 0,
    started: false,
    ended: null,
    phase: { key: "none", label: `${K}.Phase.none` },
    current: null,
    rows: [],
    salvos: [],
    pendingMissiles: [],
    matrix: null,
    tokenRanges: !!input.tokenRanges,
    bands,
    controls: { rollInitiative: false, resolveMissiles: false, endRound: false, stepBack: false, setup: false },
    stepBackTo: null,
    bandsShown: [],
    odds: { show: false, busy: !!input.oddsBusy },
    problems,
  };
  if (!state) return base;

  const m = state.memory;
  const overrides = new Set(input.overrides ?? []);
  const unknown = input.unknownName ?? "?";
  const nameOf = (id: string) => (visible(id) ? (info.get(id)?.name ?? state.ships[id]?.name ?? id) : unknown);
  const ids = [...m.order.filter((id) => m.ships[id] && state.ships[id]), ...Object.keys(m.ships).filter((id) => state.ships[id] && !m.order.includes(id))];
  const friendlySides = new Set<string>();
  for (const id of ids) if (info.get(id)?.owned) friendlySides.add(m.ships[id].side);
  const friendly = (id: string) => !!m.ships[id] && friendlySides.has(m.ships[id].side);
  const knows = (id: string) => isGM || friendly(id);
  const current = currentShipId(state);
  const started = m.round >= 1;
  const may = input.may ?? ((c: Command) => isGM || ("shipId" in c && !!info.get(c.shipId)?.owned));
  const allowed = (c: Command) => may(c) && rulesAllow(state, c);

  const incoming = new Map<string, number>();
  for (const s of m.salvos) if (s.count > 0) incoming.set(s.targetId, (incoming.get(s.targetId) ?? 0) + s.count);

  const rows: ShipRow[] = [];
  for (const id of ids) {
    if (!visible(id)) continue;
    const ship = state.ships[id];
    const st: ShipCombatState = m.ships[id];
    const meta = info.get(id);
    const known = knows(id);
    const owned = isGM || !!meta?.owned;
    const fx = shipEffects(ship, m.options);
    const total = started ? (st.reactionsBudget ?? reactionsForInitiative(st.initiative ?? 0)) : null;
    let actions: ShipRow["actions"] = null;
    if (known) {
      const detail: SeatActionsView[] = [];
      let minor = 0;
      let significant = 0;
      for (const [k, a] of Object.entries(st.actions)) {
        if (!a.minor && !a.significant) continue;
        const seat = Number(k);
        const position = ship.seats[seat]?.position;
        detail.push({ seat, position: position ? POSITION_KEY(position) : `${K}.Station`, minor: a.minor, significant: a.significant });
        minor += a.minor;
        significant += a.significant;
      }
      detail.sort((x, y) => x.seat - y.seat);
      actions = { seatsActed: detail.length, seats: ship.seats.length, minor, significant, detail };
    }
    const pursuits: PursuitView[] = [];
    for (const p of m.pursuits) {
      if (p.pursuerId === id && visible(p.targetId) && (known || knows(p.targetId)))
        pursuits.push({ label: `${K}.Pursuing`, otherName: nameOf(p.targetId), turns: p.turns, dm: pursuitDM(p.turns) });
      else if (p.targetId === id && visible(p.pursuerId) && (known || knows(p.pursuerId)))
        pursuits.push({ label: `${K}.PursuedBy`, otherName: nameOf(p.pursuerId), turns: p.turns, dm: pursuitDM(p.turns) });
    }
    const ranges: RangeBadge[] = [];
    for (const other of ids) {
      if (other === id || !visible(other)) continue;
      if (!isGM && !friendly(id) && !friendly(other)) continue;
      const key = pairKey(id, other);
      const band = m.ranges[key] ?? "distant";
      ranges.push({ otherId: other, otherName: nameOf(other), band, label: bandLabel(band), abbr: bandAbbr(band), override: overrides.has(key), editable: isGM });
    }
    const condition = conditionOf(ship, st.status);
    const integrity = integrityOf(ship);
    const shownIntegrity = known ? integrity : coarse(integrity);
    const live = started && !m.ended;
    const isCurrent = current === id;
    const css = [
      isCurrent ? "active" : "",
      st.acted ? "acted" : "",
      st.delayed ? "delayed" : "",
      st.status !== "active" ? `status-${st.status}` : "",
      meta?.hidden ? "hidden" : "",
      known ? "known" : "unknown",
      friendly(id) ? "friendly" : "",
    ]
      .filter(Boolean)
      .join(" ");
    const controls = {
      endTurn: live && isCurrent && allowed({ type: "endTurn", shipId: id }),
      delay: live && isCurrent && allowed({ type: "delay", shipId: id }),
      actNow: live && allowed({ type: "actNow", shipId: id }),
      declareHasty: live && isCurrent && allowed({ type: "declareHasty", shipId: id }),
    };
    const inbound = known || isGM ? (incoming.get(id) ?? 0) : 0;
    const flags: ShipRow["flags"] = [];
    if (known && st.hasty) flags.push({ css: "hasty", label: `${K}.Hasty`, count: 0 });
    if (st.delayed) flags.push({ css: "delayed", label: `${K}.Delayed`, count: 0 });
    if (st.acted) flags.push({ css: "acted", label: `${K}.Acted`, count: 0 });
    if (!st.aware && !started) flags.push({ css: "unaware", label: `${K}.Unaware`, count: 0 });
    // fleets (rulings R102–R104): the flagship, and a ship of a fleet whose communications are down
    if ((isGM || friendly(id)) && flagshipOf(m, st.side) === id) flags.push({ css: "flagship", label: `${K}.Flagship`, count: 0 });
    if (known && cutOff(m, id)) flags.push({ css: "comms-down", label: flagshipOf(m, st.side) !== undefined ? `${K}.CutOff` : `${K}.CommsDown`, count: 0 });
    if (inbound) flags.push({ css: "incoming", label: inbound === 1 ? `${K}.IncomingOne` : `${K}.Incoming`, count: inbound });
    // R101: a ship still fighting with its Hull gone takes every hit inside; R100: a decaying orbit ends in a re-entry
    if (fx.hullBreached && st.status === "active" && !fx.destroyed) flags.push({ css: "hull-gone", label: `${K}.HullGone`, count: 0 });
    if (st.planetary === "decayingOrbit") flags.push({ css: "orbit-decaying", label: `${K}.OrbitDecaying`, count: st.reentryRound ?? 0 });
    rows.push({
      id,
      name: nameOf(id),
      img: meta?.img ?? null,
      css,
      known,
      owned,
      friendly: friendly(id),
      current: isCurrent,
      side: st.side,
      status: st.status,
      statusLabel: `CEPHEUS.ShipStatus.${st.status}`,
      problem: null,
      initiative: st.initiative,
      hasInitiative: st.initiative !== null,
      initiativeNext: known ? st.initiativeBonusNext : 0,
      speed: st.speed,
      thrust: known ? { current: fx.thrust, design: ship.thrust } : null,
      reactions: known && total !== null ? { left: Math.max(0, total - st.reactionsSpent), total } : null,
      actions,
      hasty: known && st.hasty,
      delayed: st.delayed,
      acted: !!st.acted,
      aware: st.aware,
      pursuits,
      damage: known ? { hull: { ...ship.hull }, structure: { ...ship.structure } } : null,
      condition: `${K}.Condition.${condition}`,
      integrity: shownIntegrity,
      integrityLevel: shownIntegrity <= 25 ? "low" : shownIntegrity < 67 ? "mid" : "high",
      ranges,
      flags,
      incoming: inbound,
      controls,
      anyControl: controls.endTurn || controls.delay || controls.actNow || controls.declareHasty,
    });
  }

  const salvos: SalvoView[] = [];
  for (const s of m.salvos) {
    if (s.count <= 0) continue;
    if (!isGM && !friendly(s.attackerId) && !friendly(s.targetId)) continue;
    const turns = Math.max(0, s.impactRound - m.round);
    salvos.push({
      id: s.id,
      attacker: nameOf(s.attackerId),
      target: nameOf(s.targetId),
      missileType: MISSILE_KEY(s.missileType),
      count: s.count,
      toHit: s.toHit,
      turnsToImpact: turns,
      arriving: turns === 0,
      impact: turns === 0 ? `${K}.Arriving` : turns === 1 ? `${K}.ImpactNext` : `${K}.TurnsToImpact`,
      smart: s.missileType === "smart",
      fuel: Math.max(0, s.fuelEndsRound - m.round),
    });
  }
  salvos.sort((a, b) => a.turnsToImpact - b.turnsToImpact || a.id.localeCompare(b.id, "en", { numeric: true }));

  const pendingMissiles: PendingMissileView[] = [];
  if (m.missilePhase)
    for (const a of m.pendingAttacks ?? []) {
      if (a.kind !== "missile" || (!isGM && !friendly(a.targetId))) continue;
      pendingMissiles.push({
        attackId: a.id,
        target: nameOf(a.targetId),
        targetId: a.targetId,
        attacker: nameOf(a.attackerId),
        missiles: a.shots.filter((s) => !s.destroyed).length,
        toHit: a.toHit ?? null,
        reactions: availableReactions(state, a.id).map((type) => ({ type, label: `${K}.Reaction.${type}` })),
      });
    }

  let matrix: MatrixView | null = null;
  if (isGM && ids.length > 1) {
    const heads = ids.map((id) => ({ id, name: nameOf(id), abbr: abbreviate(nameOf(id)) }));
    matrix = {
      heads,
      rows: ids.map((id) => ({
        id,
        name: nameOf(id),
        cells: ids.map((other) => {
          if (other === id) return { self: true as const };
          const key = pairKey(id, other);
          const band = m.ranges[key] ?? "distant";
          return { self: false as const, otherId: other, otherName: nameOf(other), band, label: bandLabel(band), abbr: bandAbbr(band), override: overrides.has(key), editable: true };
        }),
      })),
    };
  }

  const phaseKey = m.ended ? "ended" : !started ? "setup" : m.missilePhase ? "missiles" : current ? "turn" : "awaitingDelayed";
  return {
    ...base,
    hasEngagement: true,
    round: m.round,
    started,
    ended: m.ended ? { reason: `${K}.Ended.${m.ended.reason}`, winnerSide: m.ended.winnerSide ?? null } : null,
    phase: { key: phaseKey, label: `${K}.Phase.${phaseKey}` },
    current: current && visible(current) ? { id: current, name: nameOf(current) } : null,
    rows,
    salvos,
    pendingMissiles,
    matrix,
    controls: {
      rollInitiative: ids.length > 0 && allowed({ type: "rollInitiative" }),
      resolveMissiles: allowed({ type: "resolveMissiles" }),
      endRound: allowed({ type: "endRound" }),
      stepBack: isGM && !!input.canStepBack,
      setup: isGM && !m.ended,
    },
    stepBackTo:
      isGM && input.canStepBack && input.stepBackTo
        ? { round: input.stepBackTo.round, ship: input.stepBackTo.shipId ? nameOf(input.stepBackTo.shipId) : "", beforeStart: input.stepBackTo.round < 1 }
        : null,
    bandsShown: bands.filter((b) => rows.some((r) => r.ranges.some((x) => x.band === b.band)) || !!matrix?.rows.some((r) => r.cells.some((c) => !c.self && c.band === b.band))),
    odds: { show: isGM && !m.ended && new Set(ids.map((id) => m.ships[id].side)).size > 1, busy: !!input.oddsBusy },
  };
}

/** "Far Trader Kestrel" → "FTK"; single words keep their first three letters. */
export function abbreviate(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "?";
  if (words.length === 1) return words[0].slice(0, 3);
  return words
    .slice(0, 3)
    .map((w) => w[0])
    .join("")
    .toUpperCase();
}
