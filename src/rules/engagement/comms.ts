// Communications between allied ships and fleet initiative (SRD Chapter 10 "Initiative", "Maintain Communications",
// "Intercept Enemy Communications"; rulings R102–R107). Pure reads of the engagement's memory.
import type { EngagementMemory } from "./memory";

/** Whether another ship of `shipId`'s side is still in the fight (active): the ship is part of a fleet (R102). */
export function inFleet(m: EngagementMemory, shipId: string): boolean {
  const side = m.ships[shipId].side;
  for (const id in m.ships)
    if (id !== shipId && m.ships[id].side === side && m.ships[id].status === "active") return true;
  return false;
}

/** The ship's own link to its allies is up: it is, unless jamming or a failed Maintain Communications cut it (R102). */
export function linkUp(m: EngagementMemory, shipId: string): boolean {
  return m.ships[shipId].commsEstablished !== false;
}

/**
 * A ship of a fleet whose communications are down (R103): it cannot act in concert with its fleet, and the fleet's
 * Tactics cannot be applied to it. A ship alone on its side is never cut off: it has nobody to link to.
 */
export function cutOff(m: EngagementMemory, shipId: string): boolean {
  return !linkUp(m, shipId) && inFleet(m, shipId);
}

/**
 * Whether an interceptor finds communications to intercept on `shipId` (R105): a ship of a fleet with its link up.
 * A ship alone on its side talks to nobody in the fight, unless the table lets lone ships count (`interceptLoneShips`).
 */
export function hasCommunications(m: EngagementMemory, shipId: string): boolean {
  if (!linkUp(m, shipId)) return false;
  return inFleet(m, shipId) || m.options?.interceptLoneShips === true;
}

/** The flagship of `side` when that side fights as a fleet (R104): the first ship of that side named in `flagships`. */
export function flagshipOf(m: EngagementMemory, side: string): string | undefined {
  const flagships = m.flagships;
  if (!flagships) return undefined;
  for (const id of flagships)
    if (typeof id === "string" && Object.hasOwn(m.ships, id) && m.ships[id].shipId === id && m.ships[id].side === side)
      return id;
  return undefined;
}

/**
 * Whether `shipId` acts in concert with its fleet now (R103, R104): its side fights as a fleet, and it is the flagship,
 * or both it and the flagship (still in the fight) have their links up.
 */
export function actsInConcert(m: EngagementMemory, shipId: string): boolean {
  const flagship = flagshipOf(m, m.ships[shipId].side);
  if (flagship === undefined) return false;
  if (flagship === shipId) return true;
  return linkUp(m, shipId) && m.ships[flagship].status === "active" && linkUp(m, flagship);
}
