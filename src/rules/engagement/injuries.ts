// Who a command's events hurt: the ships damaged, the ships whose boarders were struck, and each crew member's
// injuries summed over the damage their ship took (its crew hits) and the strikes at its boarders (ruling R98).
// The cards show these and their Apply writes them: both ask here.
import type { EngagementEvent } from "./events";

/** One person's injuries from a command: physical damage and rads, summed. */
export interface CrewInjurySum {
  crewId: string;
  damage: number;
  rads: number;
}

/** Ship ids damaged by these events, in order. */
export function damagedShips(events: readonly EngagementEvent[]): string[] {
  const out = new Set<string>();
  for (const e of events) if (e.type === "damageResolved") out.add(e.targetId);
  return [...out];
}

/** Ship ids whose boarders these events struck, in order. */
export function boardersStruck(events: readonly EngagementEvent[]): string[] {
  const out = new Set<string>();
  for (const e of events) if (e.type === "boardersHit" && e.partyShipId) out.add(e.partyShipId);
  return [...out];
}

/** Whether an event hurt the crew of `shipId`: damage the ship took, or a strike at its boarders. */
export function hurtsCrewOf(e: EngagementEvent, shipId: string): boolean {
  return (
    (e.type === "damageResolved" && e.targetId === shipId) || (e.type === "boardersHit" && e.partyShipId === shipId)
  );
}

/** The ship whose crew these events hurt first (the damaged ship, or the boarders' own ship). */
export function injuredShipOf(events: readonly EngagementEvent[]): string | undefined {
  for (const e of events) {
    if (e.type === "damageResolved") return e.targetId;
    if (e.type === "boardersHit" && e.partyShipId) return e.partyShipId;
  }
  return undefined;
}

function add(by: Map<string, CrewInjurySum>, crewId: string, damage: number, rads: number): void {
  const x = by.get(crewId) ?? { crewId, damage: 0, rads: 0 };
  x.damage += damage;
  x.rads += rads;
  by.set(crewId, x);
}

/** Every crew injury of the damage `shipId` took in these events, and of strikes at its boarders, summed per person. */
export function crewInjuries(events: readonly EngagementEvent[], shipId: string): CrewInjurySum[] {
  const by = new Map<string, CrewInjurySum>();
  for (const e of events) {
    if (e.type === "boardersHit" && e.partyShipId === shipId) {
      // unnamed boarders (NPC seats) are reported on the main card; nobody's sheet takes their damage
      for (const i of e.injuries ?? []) if (i.crewId !== undefined) add(by, i.crewId, i.damage, i.rads ?? 0);
      continue;
    }
    if (e.type !== "damageResolved" || e.targetId !== shipId) continue;
    for (const c of e.events) {
      if (c.type !== "crewHit") continue;
      for (const i of (c.injuries as { crewId: string; damage?: number; rads?: number }[]) ?? [])
        add(by, i.crewId, i.damage ?? 0, i.rads ?? 0);
    }
  }
  return [...by.values()].filter((x) => x.damage || x.rads);
}
