// Combat document ⇄ the rules' engagement memory: reading the engagement a Combat stores (its system data and its
// combatants', with the stored round and turn) and the nested updates that write a new memory back, only what changed.
import type { EngagementMemory, ShipCombatState } from "../rules/engagement/memory";
import { ShipData } from "./actor/ship";
import { ENGAGEMENT_KEYED, EngagementData, SHIP_STATE_KEYED, ShipStateData } from "./combat/engagement";
import { deletionEntry } from "../foundry-compat";
import { gmSide } from "./combatant-side";

/** The parts of a Combat document the builders read. */
export interface CombatLike {
  round: number;
  turn: number | null;
  /**
   * What the database holds. Core changes `round` and `turn` in memory by itself (a turn past the end of its cached
   * turns becomes turn 0 of the next round, on every client and at load), never the stored source: the engagement
   * reads its round from here.
   */
  _source?: { round?: number; turn?: number | null };
  system: unknown;
  combatants: Iterable<CombatantLike>;
}

export interface CombatantLike {
  id: string | null;
  initiative: number | null;
  system: unknown;
  actor?: unknown;
  /** its token (the GM side reads a new ship's side from the token's disposition) */
  token?: unknown;
}

type Json = Record<string, unknown>;

/** null = absent: drop null members (one level). */
function withoutNulls(obj: Json): Json {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined));
}

const sourceOf = (model: { toObject(source?: boolean): unknown }): Json => {
  const src = model.toObject(true) as Json;
  delete src.schemaVersion;
  return src;
};

/** A ship's state from its entry in Combat.system.ships (null members absent, the initiative kept even when null). */
function stateFromEntry(id: string, entry: Json): ShipCombatState {
  const src = withoutNulls(entry);
  if (src.extended)
    src.extended = Object.fromEntries(
      Object.entries(src.extended as Record<string, Json>).map(([k, v]) => [k, withoutNulls(v)]),
    );
  return {
    ...(src as unknown as Omit<ShipCombatState, "shipId" | "initiative">),
    shipId: id,
    initiative: typeof entry.initiative === "number" ? entry.initiative : null,
  };
}

/** An engagement stored before schema 3: a ship's state from its Combatant (see EngagementData `ships`). */
function legacyShipState(c: CombatantLike): ShipCombatState {
  const s = c.system as ShipStateData;
  return stateFromEntry(c.id ?? "", { ...sourceOf(s), initiative: c.initiative });
}

/** A ship joining the engagement: the initial state on side `side`, no initiative yet. */
export function newShipState(id: string, side: string): ShipCombatState {
  return { ...stateFromEntry(id, { ...initialShipState(), initiative: null }), side };
}

/**
 * Whether the fight is under way: initiative rolled and not ended. A combatant not stored in `Combat.system.ships`
 * then takes no part until the active GM admits it (src/apps/sidebar/player-combatants.ts); before the fight (and
 * once it has ended) one is read with the initial state and the side the GM side gives it (`gmSide`), never with
 * anything of its own.
 */
export const underWay = (m: { round: number; ended?: unknown }): boolean => m.round >= 1 && !m.ended;

/** The state a ship starts an engagement with: the initial value of every stored member. */
const initialShipState = (): Json => sourceOf(new ShipStateData({ actions: {} }));

/** Whether the engagement is stored as before schema 3 (its ships on the Combatants, its round core's). */
const isLegacy = (sys: EngagementData): boolean => (sys as { ships?: unknown }).ships === null;

/** The combat's round as stored (core may have moved its in-memory round: see CombatLike._source). */
export function storedRound(combat: CombatLike): number {
  const r = combat._source?.round;
  return typeof r === "number" ? r : combat.round;
}

/** The combat's turn as stored (the mirror the engine last wrote, or where core's combatant operations put it). */
export function storedTurn(combat: CombatLike): number | null {
  const src = combat._source;
  return src && "turn" in src ? (src.turn ?? null) : combat.turn;
}

/**
 * The memory's `turn` from the stored turn pointer: the pointer ship's place in `order`; past the end (order.length)
 * when it is null or names a ship no longer in the order. A pointer of "" is an engagement stored before the pointer
 * existed: its turn is the Combat's stored turn, then an index into `order`.
 */
export function turnFromPointer(order: readonly string[], pointer: string | null, legacyTurn: number | null): number {
  if (pointer === "") return Math.min(Math.max(legacyTurn ?? 0, 0), order.length);
  const at = pointer === null ? -1 : order.indexOf(pointer);
  return at < 0 ? order.length : at;
}

/** The ship at the memory's turn pointer, `order[turn]`; null past the end of the order. */
export function turnPointer(memory: Pick<EngagementMemory, "order" | "turn">): string | null {
  return memory.turn >= 0 && memory.turn < memory.order.length ? memory.order[memory.turn] : null;
}

/** The ship whose turn it is (as the rules' currentShip): none before initiative, in a missile window or when ended. */
export function actingShipOf(
  memory: Pick<EngagementMemory, "order" | "turn" | "round" | "missilePhase" | "ended">,
): string | null {
  if (memory.round < 1 || memory.missilePhase || memory.ended) return null;
  return turnPointer(memory);
}

/**
 * A combatant's place in the engagement's acting order, or -1 when it takes no part in it (not in `order`, or its
 * actor is not a ship). The combat tracker's turns list these first, in this order (CepheusCombat#_sortCombatants).
 */
export function engagementOrderIndex(order: readonly string[], c: { id: string | null; actor?: unknown }): number {
  const actor = c.actor as { system?: unknown } | null | undefined;
  return c.id && actor?.system instanceof ShipData ? order.indexOf(c.id) : -1;
}

/**
 * Core's `Combat#turn` for `memory`: the acting ship's index in the combat's turns once `memory.order` is stored
 * (the engagement's ships first, in that order), or null when no ship is acting. Core reads it (the tracker's
 * current combatant, turn events, token turn markers); the engagement never reads it back.
 */
export function turnMirror(combat: CombatLike, memory: EngagementMemory): number | null {
  const acting = actingShipOf(memory);
  if (acting === null) return null;
  const at = memory.order.indexOf(acting);
  let before = 0;
  let found = false;
  for (const c of combat.combatants) {
    const i = engagementOrderIndex(memory.order, c);
    if (c.id === acting) found = i >= 0;
    else if (i >= 0 && i < at) before++;
  }
  return found ? before : null;
}

/** Combat + combatants → EngagementMemory (ship ids are Combatant ids; optional members absent when not set). */
export function engagementMemory(combat: CombatLike): EngagementMemory {
  const sys = combat.system;
  if (!(sys instanceof EngagementData)) throw new Error("engagementMemory: the combat has no engagement data");
  const src = withoutNulls(sourceOf(sys));
  const legacy = isLegacy(sys);
  const stored = (src.ships ?? {}) as Record<string, Json>;
  const ships: Record<string, ShipCombatState> = {};
  const round = legacy ? storedRound(combat) : (src.round as number);
  const open = !underWay({ round, ended: src.ended });
  for (const c of combat.combatants) {
    if (!c.id || !(c.system instanceof ShipStateData)) continue;
    if (legacy) ships[c.id] = legacyShipState(c);
    else if (c.id in stored) ships[c.id] = stateFromEntry(c.id, stored[c.id]);
    else if (open) ships[c.id] = newShipState(c.id, gmSide(c));
  }
  delete src.turnShipId;
  delete src.ships;
  delete src.round;
  const order = (src.order as string[]).filter((id) => id in ships);
  const memory: Json = {
    round,
    turn: turnFromPointer(order, sys.turnShipId, storedTurn(combat)),
    ...src,
  };
  memory.order = order;
  memory.salvos = (src.salvos as Json[]).map(withoutNulls);
  memory.modifiers = (src.modifiers as Json[]).map(withoutNulls);
  memory.ships = ships;
  return memory as unknown as EngagementMemory;
}

export interface EngagementUpdates {
  /** nested update of the Combat (round, turn mirror, system with the turn pointer): `{}` when nothing changed */
  combat: Json;
  /** one `{_id, ...}` update per changed Combatant */
  combatants: Json[];
}

/** Keys removed from a keyed object become Foundry deletions (`-=key`, or v14's ForcedDeletion: deletionEntry); others are set. */
function objectDiff(before: Json, after: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(after))
    if (!(k in before) || json(before[k]) !== json(v)) out[k] = structuredClone(v);
  for (const k of Object.keys(before))
    if (!(k in after)) {
      const [key, value] = deletionEntry(k);
      out[key] = value;
    }
  return out;
}

const json = (v: unknown) => JSON.stringify(v);

/** Differences of `after` against `before` for the members a schema stores (absent → null; keyed objects → per key). */
function systemDiff(before: Json, after: Json, stored: Record<string, unknown>, keyed: readonly string[]): Json {
  const out: Json = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(key in stored) || key === "schemaVersion") continue;
    const [a, b] = [before[key], after[key]];
    if (json(a) === json(b)) continue;
    if (keyed.includes(key) && (b === undefined || typeof b === "object")) {
      const diff = objectDiff((a ?? {}) as Json, (b ?? {}) as Json);
      if (Object.keys(diff).length) out[key] = diff;
    } else out[key] = b === undefined ? null : structuredClone(b);
  }
  return out;
}

/**
 * EngagementMemory → the nested updates that store it on the combat and its combatants (only what changed).
 * Members the schemas do not (yet) store are left out.
 */
export function engagementUpdates(
  combat: CombatLike,
  memory: EngagementMemory,
  forget: readonly string[] = [],
): EngagementUpdates {
  const sys = combat.system as EngagementData;
  const legacy = isLegacy(sys);
  const before = engagementMemory(combat);
  const out: Json = {};
  // core's round and turn: mirrors for core's own use, written whenever they differ from the engagement's (so a
  // player's write of them is taken back by the next store); never read back
  if (memory.round !== storedRound(combat)) out.round = memory.round;
  const mirror = turnMirror(combat, memory);
  if (mirror !== storedTurn(combat)) out.turn = mirror;
  const { round: _r, turn: _t, ships: _s, ...afterRest } = memory;
  const { round: _r2, turn: _t2, ships: _s2, ...beforeRest } = before;
  const system = systemDiff(beforeRest as Json, afterRest as Json, EngagementData.schema.fields, ENGAGEMENT_KEYED);
  const pointer = turnPointer(memory);
  if (pointer !== sys.turnShipId) system.turnShipId = pointer;
  if (legacy || memory.round !== before.round) system.round = memory.round;
  const ships = shipUpdates(combat, memory, before, legacy, forget);
  if (Object.keys(ships).length) system.ships = ships;
  if (Object.keys(system).length) out.system = system;

  // core's initiative: a mirror of each ship's, likewise
  const combatants: Json[] = [];
  for (const c of combat.combatants) {
    const st = c.id ? memory.ships[c.id] : undefined;
    if (st && st.initiative !== c.initiative) combatants.push({ _id: c.id, initiative: st.initiative });
  }
  return { combat: out, combatants };
}

const SHIP_ENTRY_FIELDS = () =>
  (EngagementData.schema.fields.ships as unknown as { element: { fields: Record<string, unknown> } }).element.fields;

/** A whole entry of Combat.system.ships: every stored member, absent ones null or their initial value. */
function wholeEntry(state: ShipCombatState): Json {
  const { shipId: _id, ...rest } = state;
  const entry: Json = { ...initialShipState(), initiative: null };
  for (const [k, v] of Object.entries(rest)) if (k in SHIP_ENTRY_FIELDS() && v !== undefined) entry[k] = v;
  return structuredClone(entry);
}

/**
 * The changes of Combat.system.ships: the entry of every ship stored for the first time (or carried over from its
 * Combatant) or changed; the entry of a combatant no longer in the combat deleted, except while the fight is under
 * way: then it is deleted only when `forget` names it (the GM removed the ship), and otherwise kept, the GM's record
 * of a ship whose combatant its owner deleted (the active GM puts the combatant back).
 */
function shipUpdates(
  combat: CombatLike,
  memory: EngagementMemory,
  before: EngagementMemory,
  legacy: boolean,
  forget: readonly string[],
): Json {
  const stored = legacy ? {} : (((combat.system as { ships?: unknown }).ships ?? {}) as Record<string, unknown>);
  const present = new Set([...combat.combatants].map((c) => c.id));
  const out: Json = {};
  for (const [id, after] of Object.entries(memory.ships)) {
    if (!(id in stored)) {
      if (present.has(id)) out[id] = wholeEntry(after);
      continue;
    }
    const prev = before.ships[id];
    if (!prev) continue;
    const { shipId: _a, ...a } = after;
    const { shipId: _c, ...p } = prev;
    const s = systemDiff(p as Json, a as Json, SHIP_ENTRY_FIELDS(), SHIP_STATE_KEYED);
    if (!Object.keys(s).length) continue;
    // a changed entry is written whole (however core cleans an entry of a keyed object, partly or whole, no member
    // falls back to its initial value), its keyed members by key so that keys dropped are deleted
    const entry = wholeEntry(after);
    for (const key of SHIP_STATE_KEYED) if (key in s) entry[key] = s[key];
    out[id] = entry;
  }
  const keep = underWay(before);
  for (const id of Object.keys(stored))
    if (!present.has(id) && (!keep || forget.includes(id))) {
      const [key, value] = deletionEntry(id);
      out[key] = value;
    }
  return out;
}
