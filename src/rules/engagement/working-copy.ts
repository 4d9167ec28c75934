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
  return uniformOwned(cloneState(start));
}

/**
 * The same for a state nobody else holds (one just made by createEngagement): its own memory objects are taken into
 * the fixed layouts without a deep copy first (the memory and each ship state are still new objects).
 */
export function uniformOwned(copy: EngagementState): EngagementState {
  const memory = uniformMemory(copy.memory);
  for (const id in memory.ships) memory.ships[id] = uniformCombatState(memory.ships[id]);
  const ships: Record<string, ShipSnapshot> = {};
  for (const id in copy.ships) ships[id] = uniformOf(copy.ships[id]);
  return { memory, ships };
}

/** Snapshots are never changed, so the copy of one is made once and shared by the fights that start from it. */
const uniformCache = new IdentityCache<ShipSnapshot, null, ShipSnapshot>(16);

function uniformOf(ship: ShipSnapshot): ShipSnapshot {
  return uniformCache.get(ship, null) ?? uniformCache.set(ship, null, uniformShip(ship));
}

/**
 * The same ship state with every optional member present (undefined when absent) in one fixed order, so that all
 * the simulation's ship states share one hidden class while members come and go (JSON and deep equality are
 * unchanged: an undefined member is an absent one).
 */
function uniformCombatState(st: ShipCombatState): ShipCombatState {
  const full: ShipCombatState = {
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
  return Object.assign(full, st);
}

/** The same for the engagement's memory. */
function uniformMemory(m: EngagementMemory): EngagementMemory {
  const full: EngagementMemory = {
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
    nextId: m.nextId,
    ended: m.ended,
  };
  return Object.assign(full, m);
}
