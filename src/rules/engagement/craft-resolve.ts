// Launching and recovering small craft (rulings R112, R113), reached by the action modules through the engine's
// Executor (actions/station-action.ts says why): a launched craft joins the fight as a ship of its own beside its
// carrier; a recovered one leaves it, the carrier keeping it as it came back.
import { copyShip } from "../layouts";
import { reactionsForInitiative } from "../reactions";
import { snapshotStatus } from "../snapshot-status";
import type { ShipSnapshot } from "../types";
import type { CommandOf } from "./actions/station-action";
import { type Ctx, type ShipSlot, newSlot, setShip, slotOf } from "./context";
import { setStatus } from "./damage-landing";
import { spend } from "./economy";
import { craftAboard, crewedCraft } from "./craft";
import { emptyActions, pairKey, type EngagementMemory, type ShipCombatState } from "./memory";
import { rangeBetween } from "./state";

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
  const slot = newSlot(id, ship, st);
  const last = ctx.slots[ctx.slots.length - 1];
  if (last !== undefined) last.next = slot;
  else ctx.first = slot;
  ctx.slots.push(slot);
}

/** Launch Craft (R112): the pilot's minor action; the craft named joins the fight beside its carrier. */
export function launchCraft(ctx: Ctx, cmd: CommandOf<"launchCraft">): void {
  spend(ctx, cmd.shipId, cmd.seat, "launchCraft", "minor");
  const carrier = slotOf(ctx, cmd.shipId)!;
  const craft = craftAboard(ctx.m, carrier.ship).find((x) => x.key === cmd.craft)!;
  const crewSkill = carrierCrewSkill(carrier.ship);
  const id = craftId(ctx.m);
  const ship = crewedCraft({ ...craft.ship, id }, crewSkill);
  joinBeside(ctx, carrier, ship, { carrierId: carrier.id, key: craft.key, crewSkill });
  ctx.ev?.push({ type: "craftLaunched", shipId: carrier.id, craftId: id, key: craft.key, name: ship.name });
}

/** Recover Craft (R113): the pilot's minor action; the craft leaves the fight and the carrier keeps it as it is. */
export function recoverCraft(ctx: Ctx, cmd: CommandOf<"recoverCraft">): void {
  spend(ctx, cmd.shipId, cmd.seat, "recoverCraft", "minor");
  const carrier = slotOf(ctx, cmd.shipId)!;
  const craft = slotOf(ctx, cmd.targetId)!;
  const origin = craft.st.craftOf!;
  craft.st.craftOf = { ...origin, recovered: true };
  // out of the fight as an escaped ship is: attacks still to land on it are withdrawn, its pursuits end (R75)
  setStatus(ctx, craft.id, "escaped");
  // the carrier keeps the craft as it came back, its damage with it, under the craft's own id
  const ship: ShipSnapshot = copyShip(carrier.ship);
  ship.craft = (carrier.ship.craft ?? []).map((x) =>
    x.key === origin.key ? { key: x.key, ship: { ...craft.ship, id: x.ship.id } } : x,
  );
  setShip(ctx, carrier.id, ship);
  ctx.ev?.push({
    type: "craftRecovered",
    shipId: carrier.id,
    craftId: craft.id,
    key: origin.key,
    name: craft.ship.name,
  });
}
