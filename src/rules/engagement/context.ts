// The working draft a command runs on (Ctx): each ship's slot with its snapshot, combat state, effects and crew
// figures, the engagement's options resolved, and whose turn it is. Reads only: validation and the UI's queries
// need nothing more, so this module imports no resolution code. Internal to src/rules/engagement.
//
// The engine's speed seam: everything kept to avoid working a value out again lives here, behind plain questions
// (slotOf, shipIn, combatIn, effectsIn, crewFiguresIn, optionsOf). A simulation asks them thousands of times a fight
// (the odds window fights 10,000), and a ship's effects and crew figures change only when its snapshot is replaced;
// so a slot keeps them until setShip replaces the snapshot, and effectsOf keeps the last few by snapshot
// (IdentityCache: ../identity-cache.ts says why a ring rather than a WeakMap). The rules that use them never see how.
import type { DiceSource } from "../dice";
import { IdentityCache } from "../identity-cache";
import { shipEffects, type ShipEffects, type ShipEffectsOptions } from "../ship-state";
import { type ShipSnapshot } from "../types";
import { crewFiguresOf, type CrewFigures } from "./crew-figures";
import type { EngagementEvent } from "./events";
import type { EngagementMemory, EngagementOptions, ShipCombatState } from "./memory";
import { type EngagementState } from "./state";

/** The mutable working copy a command runs on (the caller's state is never touched). */
export interface Ctx {
  s: EngagementState;
  m: EngagementMemory;
  /** where events go; undefined when nobody reads them (simulations): then none is even built */
  ev: EngagementEvent[] | undefined;
  /** where the command's dice come from */
  dice: DiceSource;
  /**
   * Each ship of the engagement, in the memory's order, with its snapshot and its combat state. The engine finds a
   * ship here (shipIn, combatIn) rather than in `s.ships` and `m.ships`: a site that reads those records by id sees
   * every ship's id, and such a read costs several times a search of a few slots. Snapshots are replaced through
   * setShip, which writes both the slot and the state.
   */
  slots: ShipSlot[];
  /** the first of `slots`, each linked to the next (slotOf follows the links) */
  first: ShipSlot | undefined;
  /** the engagement's options with their defaults (optionsOf) */
  options: ResolvedOptions;
  /**
   * how many times a ship has left the fight's active ships (disabled, destroyed, escaped) through this context: the
   * engine asks whether the acting ship is still active after a command only when one has (setStatus counts them)
   */
  departures: number;
}

/** One ship of the engagement as its context holds it (Ctx.slots). */
export interface ShipSlot {
  readonly id: string;
  /** the ship's snapshot now (the same object as `s.ships[id]`) */
  ship: ShipSnapshot;
  /** the ship's combat state (the same object as `m.ships[id]`: changed in place, never replaced while it runs) */
  readonly st: ShipCombatState;
  /**
   * the effects of `ship` (effectsIn) under the engagement's options and its crew figures (crewFiguresIn): undefined
   * until asked for after the snapshot is set (setShip clears them)
   */
  fx: ShipEffects | undefined;
  cf: CrewFigures | undefined;
  /** the effects worked out last, and the snapshot they were for (the one before `ship`, or `ship` itself) */
  lastFx: ShipEffects | undefined;
  lastFxOf: ShipSnapshot | undefined;
  /** the slot after this one in Ctx.slots */
  next: ShipSlot | undefined;
}

/** The source of a context that must roll nothing (validation, queries): asking it is a bug. */
const NO_DICE: DiceSource = {
  roll(request) {
    throw new Error(`no dice may be rolled here (asked for ${request.purpose})`);
  },
};

export function makeCtx(s: EngagementState, ev?: EngagementEvent[], dice: DiceSource = NO_DICE): Ctx {
  const slots: ShipSlot[] = [];
  const memory = s.memory.ships;
  // in the memory's order (the order the engine has always gone through the ships in); only the ships both records
  // hold, each combat state naming its own id (see isShip, actions/common-gates.ts)
  let last: ShipSlot | undefined;
  for (const id of Object.keys(memory)) {
    const st = memory[id];
    if (!(st.shipId === id && Object.hasOwn(s.ships, id))) continue;
    const slot = newSlot(id, s.ships[id], st);
    if (last) last.next = slot;
    last = slot;
    slots.push(slot);
  }
  return {
    s,
    m: s.memory,
    ev,
    dice,
    slots,
    first: slots[0],
    options: resolveOptions(s.memory.options),
    departures: 0,
  };
}

/** The slot of ship `id`; undefined when it is none of the engagement's (a stale or mistaken id). */
/** A ship's slot, its caches empty (every slot made here, so that all have one shape). */
export function newSlot(id: string, ship: ShipSnapshot, st: ShipCombatState): ShipSlot {
  return { id, ship, st, fx: undefined, cf: undefined, lastFx: undefined, lastFxOf: undefined, next: undefined };
}

export function slotOf(ctx: Ctx, id: string): ShipSlot | undefined {
  return slotFrom(ctx.first, id);
}

/**
 * The slot of ship `id` among `s` and the slots after it. The slots are followed by their links rather than by index
 * (fewer reads per slot), in a search under the size of function V8 inlines wherever it is called (27 bytes of
 * bytecode): the engine looks ships up hundreds of times a fight.
 */
function slotFrom(s: ShipSlot | undefined, id: string): ShipSlot | undefined {
  while (s !== undefined && id !== s.id) s = s.next;
  return s;
}

// (shipIn and combatIn, like slotOf and effectsIn, are kept small, the error apart: the smaller a function, the less of
// V8's inlining budget it takes where it is inlined, and the more of its calls are)

/** The snapshot now of ship `id`, one of the engagement's (validated). */
export function shipIn(ctx: Ctx, id: string): ShipSnapshot {
  return (slotOf(ctx, id) ?? noShip(id)).ship;
}

/** The combat state of ship `id`, one of the engagement's (validated). */
export function combatIn(ctx: Ctx, id: string): ShipCombatState {
  return (slotOf(ctx, id) ?? noShip(id)).st;
}

export function noShip(id: string): never {
  throw new Error(`no ship ${id} in the engagement`);
}

/**
 * The effects of ship `id`'s snapshot now (effectsOf under the engagement's options), kept in its slot until the
 * snapshot is replaced: most commands ask for them more than once. (The options never change in an engagement.)
 */
export function effectsIn(ctx: Ctx, id: string): ShipEffects {
  // (kept small: see shipIn)
  return slotEffects(ctx, slotOf(ctx, id)!);
}

/** effectsIn for a ship whose slot is at hand, without looking the slot up again. */
export function slotEffects(ctx: Ctx, slot: ShipSlot): ShipEffects {
  return slot.fx ?? newEffectsIn(ctx, slot);
}

/**
 * effectsIn for a slot whose snapshot was set since: the effects worked out last when their snapshot agrees with this
 * one on everything shipEffects reads (most hits only take Hull points or spend ammunition), else effectsOf's.
 */
function newEffectsIn(ctx: Ctx, slot: ShipSlot): ShipEffects {
  const ship = slot.ship;
  const before = slot.lastFxOf;
  const fx = before !== undefined && sameInputs(before, ship) ? slot.lastFx! : effectsOf(ship, ctx.m.options);
  slot.lastFxOf = ship;
  slot.lastFx = fx;
  return (slot.fx = fx);
}

/** The crew figures of a slot's snapshot now (crewFiguresOf), kept in the slot until the snapshot is replaced. */
export function crewFiguresIn(slot: ShipSlot): CrewFigures {
  return slot.cf ?? newCrewFiguresIn(slot);
}

function newCrewFiguresIn(slot: ShipSlot): CrewFigures {
  return (slot.cf = crewFiguresOf(slot.ship));
}

/** Replace ship `id`'s snapshot, in its slot (whose effects and crew figures are then worked out anew) and in the state. */
export function setShip(ctx: Ctx, id: string, ship: ShipSnapshot): void {
  const slot = slotOf(ctx, id);
  if (slot !== undefined) {
    slot.ship = ship;
    slot.fx = undefined;
    slot.cf = undefined;
  }
  ctx.s.ships[id] = ship;
}

/** The shots of an attack as an event carries them: a snapshot (the pending attack changes later). */
export function shotsFor<T extends object>(shots: T[]): T[] {
  return shots.map((x) => ({ ...x }));
}

/** Effects computed lately, by snapshot, M-Drive rounding (ruling R22) and whether Hull 0 disables (R101). */
const effectsCache = new IdentityCache<ShipSnapshot, EffectsKey, ShipEffects>();
type EffectsKey = "up" | "down" | "upHullZero" | "downHullZero";

/**
 * Whether two snapshots agree on everything shipEffects reads (of Hull and Structure, only whether any is left), the
 * first kept under `key` and the second looked up under `bKey`.
 */
function sameEffectInputs(a: ShipSnapshot, key: EffectsKey, b: ShipSnapshot, bKey: EffectsKey): boolean {
  return key === bKey && sameInputs(a, b);
}

/** Whether two snapshots agree on everything shipEffects reads under one set of options (see sameEffectInputs). */
function sameInputs(a: ShipSnapshot, b: ShipSnapshot): boolean {
  return (
    a.systems === b.systems &&
    a.mounts === b.mounts &&
    a.software === b.software &&
    a.sensors === b.sensors &&
    // (the tests shipEffects makes of them)
    a.hull.value <= 0 === b.hull.value <= 0 &&
    a.structure.value <= 0 === b.structure.value <= 0 &&
    a.tons === b.tons &&
    a.thrust === b.thrust &&
    a.jump === b.jump
  );
}

/**
 * shipEffects under the engagement's options, cached (snapshots are replaced, never mutated, by the engine). A new
 * snapshot that shares its tracks, mounts, software and sensors with a cached one, has Hull and Structure left (or not)
 * as it does, and the same tonnage, Thrust and Jump (one that only spent ammunition or lost Hull points, say) reuses
 * that one's effects.
 */
export function effectsOf(ship: ShipSnapshot, options: ShipEffectsOptions | undefined): ShipEffects {
  const key: EffectsKey =
    options?.hullZero === "disabled"
      ? options.mDriveHalfRounding === "down"
        ? "downHullZero"
        : "upHullZero"
      : options?.mDriveHalfRounding === "down"
        ? "down"
        : "up";
  // (the lookup that nearly always answers kept small, to be inlined where effects are read)
  return effectsCache.get(ship, key) ?? newEffects(ship, key);
}

/** effectsOf for a snapshot not in the cache: a like one's effects, or computed. */
function newEffects(ship: ShipSnapshot, key: EffectsKey): ShipEffects {
  const alike = effectsCache.find(sameEffectInputs, ship, key);
  return effectsCache.set(ship, key, alike ?? shipEffects(ship, EFFECTS_OPTIONS[key]));
}

const EFFECTS_OPTIONS: Readonly<Record<EffectsKey, ShipEffectsOptions>> = {
  up: Object.freeze({ mDriveHalfRounding: "up" }),
  down: Object.freeze({ mDriveHalfRounding: "down" }),
  upHullZero: Object.freeze({ mDriveHalfRounding: "up", hullZero: "disabled" }),
  downHullZero: Object.freeze({ mDriveHalfRounding: "down", hullZero: "disabled" }),
};

export interface ResolvedOptions {
  reactionTiming: "after" | "before";
  pulseLaserPenalty: boolean;
  reloading: "manual" | "magazine";
}
/** The engagement's options with their defaults, resolved once when the context was made (makeCtx). */
export function optionsOf(ctx: Ctx): ResolvedOptions {
  return ctx.options;
}

/**
 * The options an engagement's own options object resolves to: one frozen object per combination, shared by every
 * context (the options object of an engagement is never changed while a context reads it: a new one replaces it).
 */
function resolveOptions(o: EngagementOptions | undefined): ResolvedOptions {
  const reactionTiming = o?.reactionTiming ?? "after";
  const pulseLaserPenalty = o?.pulseLaserPenalty ?? true;
  const reloading = o?.reloading ?? "manual";
  return RESOLVED[
    (reactionTiming === "after" ? 0 : 1) + (pulseLaserPenalty ? 0 : 2) + (reloading === "manual" ? 0 : 4)
  ];
}

const RESOLVED: readonly ResolvedOptions[] = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
  Object.freeze({
    reactionTiming: i & 1 ? "before" : "after",
    pulseLaserPenalty: !(i & 2),
    reloading: i & 4 ? "magazine" : "manual",
  }),
);

/** The ship whose turn it is (undefined before initiative, during the missile window, awaiting delayers, or over). */
export function currentShip(ctx: Ctx): string | undefined {
  const m = ctx.m;
  if (m.round < 1 || m.missilePhase || m.ended) return undefined;
  return m.turn < m.order.length ? m.order[m.turn] : undefined;
}
