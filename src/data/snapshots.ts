// Documents ⇄ rules snapshots. Pure functions of prepared system data (+ embedded items, + combatants):
// sheets, the combat tracker and chat cards read the rules' view through these, and write rules results back
// through the update builders (nested update objects, only what changed).
import type { EngagementMemory, ShipCombatState } from "../rules/engagement/memory";
import {
  CHARACTERISTICS,
  SHIP_SYSTEMS,
  SKILLS,
  type CrewSnapshot,
  type DamageTrack,
  type Seat,
  type ShipSnapshot,
  type ShipSystem,
  type SkillKey,
} from "../rules/types";
import { CrewData } from "./actor/crew";
import { ShipData } from "./actor/ship";
import { ENGAGEMENT_KEYED, EngagementData, SHIP_STATE_KEYED, ShipStateData } from "./combat/engagement";
import { SENSOR_DM } from "./constants";
import { WeaponData } from "./item/weapon";
import { deletionEntry } from "../foundry-compat";
import { seatTrusted } from "./seat-trust";

/** The parts of an Actor document the builders read (a real Actor satisfies it). */
export interface ActorLike {
  id: string | null;
  uuid?: string;
  name: string;
  system: unknown;
  items?: Iterable<{ id: string | null; system: unknown }>;
}

export interface ShipSnapshotOptions {
  /** the id the rules should use (in an engagement: the Combatant id); default the actor id */
  id?: string;
  /** resolve a crew UUID to its actor; default `fromUuidSync` (world and compendium-index actors) for a seat that counts
   * (./seat-trust.ts: made by someone who may seat that crew actor) */
  resolveCrew?: (uuid: string) => ActorLike | null;
}

const clampTrack = (n: number): DamageTrack => Math.min(3, Math.max(0, n)) as DamageTrack;

function defaultResolve(uuid: string): ActorLike | null {
  try {
    const doc = fromUuidSync(uuid) as unknown;
    return doc && typeof doc === "object" && "system" in doc ? (doc as ActorLike) : null;
  } catch {
    return null;
  }
}

/** Crew actor → CrewSnapshot. The id is the actor's UUID (so results can find it again); characteristics are current (after damage). */
export function crewSnapshot(actor: ActorLike): CrewSnapshot {
  const sys = actor.system;
  if (!(sys instanceof CrewData)) throw new Error(`crewSnapshot: ${actor.name} is not a crew actor`);
  const skills: Partial<Record<SkillKey, number>> = {};
  for (const key of SKILLS) {
    const level = sys.skills[key];
    if (level !== null && level !== undefined) skills[key] = level;
  }
  const current = sys.current ?? sys.characteristics;
  return {
    id: actor.uuid ?? `Actor.${actor.id}`,
    name: actor.name,
    skills,
    characteristics: Object.fromEntries(CHARACTERISTICS.map((c) => [c, current[c]])),
  };
}

/** Ship actor (+ its weapon items, + the crew in its seats) → ShipSnapshot. */
export function shipSnapshot(actor: ActorLike, options: ShipSnapshotOptions = {}): ShipSnapshot {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) throw new Error(`shipSnapshot: ${actor.name} is not a ship`);
  // by default only a seat made by someone who may seat that crew actor resolves (./seat-trust.ts)
  const resolve =
    options.resolveCrew ??
    ((uuid: string) => {
      const member = defaultResolve(uuid);
      return member && seatTrusted(actor as never, member as never) ? member : null;
    });

  const weapons = [...(actor.items ?? [])].filter(
    (i): i is { id: string; name: string; system: WeaponData } => i.system instanceof WeaponData && !!i.id,
  );
  const mounts = sys.mounts.map((m) => ({
    id: m.id,
    type: m.type,
    damage: clampTrack(m.damage),
    weapons: weapons
      .filter((w) => w.system.mountId === m.id)
      .map((w) =>
        w.system.kind === "missile"
          ? { id: w.id, name: w.name, kind: w.system.kind, missileType: w.system.missileType }
          : { id: w.id, name: w.name, kind: w.system.kind },
      ),
  }));

  const crew = new Map<string, CrewSnapshot>();
  const seats: Seat[] = sys.seats.map((s) => {
    const seat: Seat = { position: s.position };
    if (s.crew) {
      const member = resolve(s.crew);
      if (member && member.system instanceof CrewData) {
        const snap = crewSnapshot({ ...member, uuid: member.uuid ?? s.crew });
        crew.set(snap.id, snap);
        seat.crewId = snap.id;
      }
    }
    if (!seat.crewId && s.npcSkill !== null && s.npcSkill !== undefined) seat.npcSkill = s.npcSkill;
    if (s.automated) seat.automated = true;
    if (s.mountId) seat.mountId = s.mountId;
    return seat;
  });

  return {
    id: options.id ?? actor.id ?? "",
    name: actor.name,
    tons: sys.tons,
    hull: { value: sys.hull.value, max: sys.hull.max },
    structure: { value: sys.structure.value, max: sys.structure.max },
    armor: { value: sys.armor.value, max: sys.armor.max },
    thrust: sys.thrust,
    jump: sys.jump,
    sensors: { grade: sys.sensors.grade, dm: SENSOR_DM[sys.sensors.grade] },
    software: { ...sys.software },
    screens: { ...sys.screens },
    ammo: { missiles: { ...sys.ammo.missiles }, sand: sys.ammo.sand },
    fuel: { value: sys.fuel.value, max: sys.fuel.max },
    cargo: { value: sys.cargo.value, max: sys.cargo.max },
    armorOptions: { ...sys.armorOptions },
    systems: Object.fromEntries(SHIP_SYSTEMS.map((k) => [k, clampTrack(sys.systems[k])])) as Record<
      ShipSystem,
      DamageTrack
    >,
    mounts,
    seats,
    crew: [...crew.values()],
  };
}

type Nested = Record<string, unknown>;

function setIfChanged(out: Nested, key: string, before: unknown, after: unknown): void {
  if (before !== after) out[key] = after;
}

/**
 * A ship's rules result → the nested Actor update that stores it (only what changed; `{}` when nothing did).
 * Writes current pools, damage tracks, ammunition and mount damage; never the design values.
 */
export function shipUpdate(actor: ActorLike, after: ShipSnapshot): Nested {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) throw new Error(`shipUpdate: ${actor.name} is not a ship`);
  const system: Nested = {};
  for (const key of ["hull", "structure", "armor", "fuel", "cargo"] as const) {
    // the model stores whole points and tons: fuel and cargo left after a percentage loss round to the nearest ton
    const value = Math.max(0, Math.round(after[key].value));
    if (sys[key].value !== value) system[key] = { value };
  }
  const systems: Nested = {};
  for (const k of SHIP_SYSTEMS) setIfChanged(systems, k, sys.systems[k], after.systems[k]);
  if (Object.keys(systems).length) system.systems = systems;

  const missiles: Nested = {};
  for (const [t, n] of Object.entries(after.ammo.missiles))
    setIfChanged(missiles, t, sys.ammo.missiles[t as keyof typeof sys.ammo.missiles], n);
  const ammo: Nested = {};
  if (Object.keys(missiles).length) ammo.missiles = missiles;
  setIfChanged(ammo, "sand", sys.ammo.sand, after.ammo.sand);
  if (Object.keys(ammo).length) system.ammo = ammo;

  // Arrays are replaced whole by an update: send every mount, with the new damage where it changed.
  const damageById = new Map(after.mounts.map((m) => [m.id, m.damage]));
  if (sys.mounts.some((m) => damageById.has(m.id) && damageById.get(m.id) !== m.damage)) {
    system.mounts = sys.mounts.map((m) => ({ ...m, damage: damageById.get(m.id) ?? m.damage }));
  }
  return Object.keys(system).length ? { system } : {};
}

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

/**
 * A ship not stored yet (a combatant just added): the initial state, with the side its creation gave it (the one
 * member taken from the Combatant, until the engine stores the ship; src/apps/sidebar/control/combatants.ts).
 */
function newShipState(c: CombatantLike): ShipCombatState {
  const st = stateFromEntry(c.id ?? "", { ...initialShipState(), initiative: null });
  const side = (c.system as { side?: unknown }).side;
  if (typeof side === "string" && side) st.side = side;
  return st;
}

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
  for (const c of combat.combatants) {
    if (!c.id || !(c.system instanceof ShipStateData)) continue;
    if (legacy) ships[c.id] = legacyShipState(c);
    else ships[c.id] = c.id in stored ? stateFromEntry(c.id, stored[c.id]) : newShipState(c);
  }
  const round = legacy ? storedRound(combat) : (src.round as number);
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
export function engagementUpdates(combat: CombatLike, memory: EngagementMemory): EngagementUpdates {
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
  const ships = shipUpdates(combat, memory, before, legacy);
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
 * Combatant) or changed; the entry of a combatant no longer in the combat deleted.
 */
function shipUpdates(combat: CombatLike, memory: EngagementMemory, before: EngagementMemory, legacy: boolean): Json {
  const stored = legacy ? {} : (((combat.system as { ships?: unknown }).ships ?? {}) as Record<string, unknown>);
  const out: Json = {};
  for (const [id, after] of Object.entries(memory.ships)) {
    const prev = before.ships[id];
    if (!prev) continue;
    if (!(id in stored)) {
      out[id] = wholeEntry(after);
      continue;
    }
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
  const present = new Set([...combat.combatants].map((c) => c.id));
  for (const id of Object.keys(stored))
    if (!present.has(id)) {
      const [key, value] = deletionEntry(id);
      out[key] = value;
    }
  return out;
}
