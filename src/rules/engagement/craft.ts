// A carrier's small craft in the fight (rulings R112, R113): which are aboard, the crew that flies them, and a
// launched craft joining the engagement as a ship of its own beside its carrier.
import { reactionsForInitiative } from "../reactions";
import { snapshotStatus } from "../snapshot-status";
import type { EmbarkedCraft, Seat, ShipSnapshot } from "../types";
import { type Ctx, type ShipSlot } from "./context";
import { emptyActions, pairKey, type EngagementMemory, type ShipCombatState } from "./memory";
import { rangeBetween } from "./state";

/** The launched craft of carrier `carrierId` still out in the fight (not recovered), by ship id. */
export function craftOut(m: EngagementMemory, carrierId: string): string[] {
  const out: string[] = [];
  for (const id in m.ships) {
    const o = m.ships[id].craftOf;
    if (o !== undefined && o.carrierId === carrierId && !o.recovered) out.push(id);
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
 * The carrier's crew skill (R112): the highest NPC skill of its unnamed seats (no crew member, not the computer), 0
 * when it has none. The seats of a launched craft that nobody fills are flown with it.
 */
export function carrierCrewSkill(carrier: ShipSnapshot): number {
  let best = 0;
  for (const s of carrier.seats)
    if (s.crewId === undefined && !s.automated && s.npcSkill !== undefined) best = Math.max(best, s.npcSkill);
  return best;
}

/**
 * The craft as it flies (R112): a seat its own sheet leaves empty (no crew member, no NPC skill, not the computer)
 * gets an unnamed crew member of skill `crewSkill`; a craft with no pilot seat gets one (alone aboard, the pilot also
 * mans its turret: R86). The same snapshot when nothing is filled.
 */
export function crewedCraft(ship: ShipSnapshot, crewSkill: number): ShipSnapshot {
  let changed = false;
  const seats: Seat[] = ship.seats.map((s) => {
    if (s.crewId !== undefined || s.automated || s.npcSkill !== undefined) return s;
    changed = true;
    return { ...s, npcSkill: crewSkill };
  });
  if (!seats.some((s) => s.position === "pilot")) {
    changed = true;
    seats.unshift({ position: "pilot", npcSkill: crewSkill });
  }
  return changed ? { ...ship, seats } : ship;
}

/** A ship id for a launched craft: made from the engagement's id counter, 16 letters and digits, none of the fight's. */
export function craftId(m: EngagementMemory): string {
  for (;;) {
    const n = m.nextId ?? 1;
    m.nextId = n + 1;
    const id = `craft${String(n).padStart(11, "0")}`;
    if (!Object.hasOwn(m.ships, id)) return id;
  }
}

/**
 * Craft `ship` (its id the new ship's) joins the fight beside `carrier` (R112): the carrier's side, speed, awareness
 * and initiative (the reactions of it this round), Adjacent to the carrier and at the carrier's band to every other
 * ship; it has had its turn this round (it joins the acting order when the next round starts).
 */
export function joinBeside(ctx: Ctx, carrier: ShipSlot, ship: ShipSnapshot, origin: ShipCombatState["craftOf"]): void {
  const m = ctx.m;
  const c = carrier.st;
  const id = ship.id;
  const st: ShipCombatState = {
    shipId: id,
    side: c.side,
    aware: c.aware,
    initiative: c.initiative,
    initiativeBonusNext: 0,
    delayed: false,
    hasty: false,
    speed: c.speed,
    reactionsSpent: 0,
    actions: emptyActions(),
    status: snapshotStatus(ship, m.options),
    reactionsBudget: reactionsForInitiative(c.initiative ?? 0),
    acted: true,
    craftOf: origin,
  };
  // its initiative holds the fleet's Tactics as the carrier's does (R103, R104)
  if (c.fleetTactics !== undefined) st.fleetTactics = c.fleetTactics;
  if (c.fleetTacticsLost) st.fleetTacticsLost = true;
  for (const other of ctx.slots)
    m.ranges[pairKey(id, other.id)] = other === carrier ? "adjacent" : rangeBetween(m, carrier.id, other.id);
  m.ships[id] = st;
  ctx.s.ships[id] = ship;
  const slot: ShipSlot = {
    id,
    ship,
    st,
    fx: undefined,
    cf: undefined,
    lastFx: undefined,
    lastFxOf: undefined,
    next: undefined,
  };
  const last = ctx.slots[ctx.slots.length - 1];
  if (last !== undefined) last.next = slot;
  else ctx.first = slot;
  ctx.slots.push(slot);
}
