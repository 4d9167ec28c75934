// A carrier's small craft in the fight (rulings R112, R113): which are aboard or out, and the crew that flies them.
// What the gates and the data layer read; launching and recovering are resolved in craft-resolve.ts (the engine's).
import type { EmbarkedCraft, Seat, ShipSnapshot } from "../types";
import type { EngagementMemory } from "./memory";

/**
 * The launched craft of carrier `carrierId` out of its hangars (not recovered), by ship id; `flying`: only those that
 * could come back aboard (not destroyed, not gone).
 */
export function craftOut(m: EngagementMemory, carrierId: string, flying = false): string[] {
  const out: string[] = [];
  for (const id in m.ships) {
    const st = m.ships[id];
    const o = st.craftOf;
    if (
      o?.carrierId === carrierId &&
      !o.recovered &&
      !(flying && (st.status === "destroyed" || st.status === "escaped"))
    )
      out.push(id);
  }
  return out;
}

/** The carrier's craft still aboard: those of its snapshot that no ship of the fight is now. */
export function craftAboard(m: EngagementMemory, carrier: ShipSnapshot): EmbarkedCraft[] {
  const all = carrier.craft;
  if (all === undefined || all.length === 0) return [];
  const out = craftOut(m, carrier.id).map((id) => m.ships[id].craftOf!.key);
  return all.filter((c) => !out.includes(c.key));
}

/**
 * The craft as it flies (R112): a seat its own sheet leaves empty (no crew member, no NPC skill, not the computer)
 * gets an unnamed crew member of skill `crewSkill`; a craft with no pilot seat gets one (alone aboard, the pilot also
 * mans its turret: R86).
 */
export function crewedCraft(ship: ShipSnapshot, crewSkill: number): ShipSnapshot {
  const seats: Seat[] = ship.seats.map((s) =>
    s.crewId !== undefined || s.automated || s.npcSkill !== undefined ? s : { ...s, npcSkill: crewSkill },
  );
  if (!seats.some((s) => s.position === "pilot")) seats.unshift({ position: "pilot", npcSkill: crewSkill });
  return { ...ship, seats };
}
