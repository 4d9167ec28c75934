// The simulation's working copy in one layout per kind of object (see src/rules/layouts.ts for why): snapshots built
// by different code (the sheet, the importer, a test fixture) differ in member order and optional members, so
// simulate() copies the state it is given into fixed layouts once, before the fight.
import { IdentityCache } from "../identity-cache";
import { uniformShip } from "../layouts";
import type { ShipSnapshot } from "../types";
import type { EngagementMemory, ShipCombatState } from "./memory";
import { cloneState, type EngagementState } from "./state";

/** A copy of the engagement in the fixed layouts (the input is not touched). */
export function uniformState(start: EngagementState): EngagementState {
  const copy = cloneState(start);
  const memory = uniformMemory(copy.memory);
  for (const id in memory.ships) memory.ships[id] = uniformCombatState(memory.ships[id]);
  return { memory, ships: uniformShips(copy.ships) };
}

/**
 * The same for a state just made by createEngagement, which nobody else holds: its own memory objects are taken into
 * the fixed layouts without a deep copy first (the memory and each ship state are still new objects). Such a state
 * has no member the layouts leave out, so none is copied over after them.
 */
export function uniformOwned(copy: EngagementState): EngagementState {
  const memory = memoryLayout(copy.memory);
  for (const id in memory.ships) memory.ships[id] = combatStateLayout(memory.ships[id]);
  return { memory, ships: uniformShips(copy.ships) };
}

function uniformShips(from: Record<string, ShipSnapshot>): Record<string, ShipSnapshot> {
  const ships: Record<string, ShipSnapshot> = {};
  for (const id in from) ships[id] = uniformOf(from[id]);
  return ships;
}

/** Snapshots are never changed, so the copy of one is made once and shared by the fights that start from it. */
const uniformCache = new IdentityCache<ShipSnapshot, null, ShipSnapshot>(16);

function uniformOf(ship: ShipSnapshot): ShipSnapshot {
  return uniformCache.get(ship, null) ?? uniformCache.set(ship, null, uniformShip(ship));
}

/**
 * The same ship state with every optional member present (undefined when absent) in one fixed order, so that all
 * the simulation's ship states share one hidden class while members come and go (JSON and deep equality are
 * unchanged: an undefined member is an absent one). Members the layout does not know are kept, after it.
 */
function uniformCombatState(st: ShipCombatState): ShipCombatState {
  return Object.assign(combatStateLayout(st), st);
}

/** The fixed layout of a ship state, with the members it knows (uniformCombatState). */
function combatStateLayout(st: ShipCombatState): ShipCombatState {
  return {
    shipId: st.shipId,
    side: st.side,
    aware: st.aware,
    initiative: st.initiative,
    initiativeBonusNext: st.initiativeBonusNext,
    delayed: st.delayed,
    hasty: st.hasty,
    speed: st.speed,
    reactionsSpent: st.reactionsSpent,
    actions: st.actions,
    status: st.status,
    reactionsBudget: st.reactionsBudget,
    acted: st.acted,
    skipped: st.skipped,
    interrupted: st.interrupted,
    initiativeBonusApplied: st.initiativeBonusApplied,
    coordinationPool: st.coordinationPool,
    spentWeapons: st.spentWeapons,
    firedMounts: st.firedMounts,
    fireControlUsed: st.fireControlUsed,
    autoRepairsUsed: st.autoRepairsUsed,
    jumpPlotted: st.jumpPlotted,
    commsEstablished: st.commsEstablished,
    planetary: st.planetary,
    reentryRound: st.reentryRound,
    orbitWorldSize: st.orbitWorldSize,
    orbitWorldAtmosphere: st.orbitWorldAtmosphere,
    extended: st.extended,
    boardingDM: st.boardingDM,
    fleetTactics: st.fleetTactics,
    fleetTacticsLost: st.fleetTacticsLost,
    encrypted: st.encrypted,
  };
}

/** The same for the engagement's memory. */
function uniformMemory(m: EngagementMemory): EngagementMemory {
  return Object.assign(memoryLayout(m), m);
}

/** The fixed layout of the memory, with the members it knows (uniformMemory). */
function memoryLayout(m: EngagementMemory): EngagementMemory {
  return {
    round: m.round,
    turn: m.turn,
    order: m.order,
    ranges: m.ranges,
    pursuits: m.pursuits,
    salvos: m.salvos,
    modifiers: m.modifiers,
    ships: m.ships,
    pendingAttacks: m.pendingAttacks,
    options: m.options,
    boardings: m.boardings,
    docked: m.docked,
    missilePhase: m.missilePhase,
    flagships: m.flagships,
    world: m.world,
    nextId: m.nextId,
    ended: m.ended,
  };
}
