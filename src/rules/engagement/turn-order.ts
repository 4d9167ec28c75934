// The order the ships act in (SRD Chapter 10 "Initiative"; fleets: rulings R102–R104): initiative ties, a fleet
// following its flagship's tactics, ships that share a slot.
import { check, checkSpec, type CheckSpecMore } from "./crew-checks";
import { combatIn, type Ctx, shipIn, effectsIn } from "./context";
import { CAPTAIN, roleSeat } from "./crew-figures";
import { actsInConcert } from "./comms";

/** Ruling R12: whether ship `id` has more Thrust than every enemy in the fight (and has enemies; enemiesOf's). */
export function outThrusts(ctx: Ctx, id: string): boolean {
  const side = combatIn(ctx, id).side;
  const thrust = effectsIn(ctx, id).thrust;
  let enemies = 0;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const { id: other, st } = slots[i];
    if (other === id || st.side === side || st.status === "destroyed" || st.status === "escaped") continue;
    enemies++;
    if (!(effectsIn(ctx, other).thrust < thrust)) return false;
  }
  return enemies > 0;
}

/** The flagship captain's Tactics check for the fleet's initiative (R104); undefined when the flagship has no captain. */
export function fleetTactics(ctx: Ctx, flagship: string): number | undefined {
  const captain = roleSeat(shipIn(ctx, flagship), CAPTAIN);
  if (captain < 0) return undefined;
  return check(ctx, checkSpec(flagship, captain, "fleetInitiative", "tactics", TACTICS_CHECK)).effect;
}

/** A captain's Tactics check for initiative: Average, Intelligence (made once, not for each check). */
export const TACTICS_CHECK: CheckSpecMore = Object.freeze({ characteristic: "int", difficulty: "average" });

/**
 * Rulings R103, R104: at the start of a round, a ship of a fleet that is cut off from its flagship loses the fleet's
 * Tactics Effect from its initiative; one whose link is back regains it (Initiative "is dynamic"). A negative Effect
 * (a failed check) is not lost: being cut off never raises a ship's initiative.
 */
export function followFleet(ctx: Ctx, id: string): void {
  const st = combatIn(ctx, id);
  if (st.fleetTactics === undefined || st.initiative === null || st.status !== "active") return;
  // only a positive Effect comes and goes with the link: a negative one stays with a cut-off ship (R103)
  const effect = Math.max(0, st.fleetTactics);
  const concert = actsInConcert(ctx.m, id);
  if (concert === !st.fleetTacticsLost) return;
  const from = st.initiative;
  st.initiative = concert ? from + effect : from - effect;
  st.fleetTacticsLost = !concert;
  if (from !== st.initiative)
    ctx.ev?.push({
      type: "initiativeChanged",
      shipId: id,
      from,
      to: st.initiative,
      reason: concert ? "commsRestored" : "commsLost",
    });
}

/** Acting order: initiative high to low, then current Thrust, then the previous order (ties act simultaneously). */
export function sortOrder(ctx: Ctx): void {
  const m = ctx.m;
  // sorted in place: the order is the engagement's own (a command's draft, or a simulation's state)
  if (!m.order.length) m.order = Object.keys(m.ships);
  else {
    const slots = ctx.slots;
    for (let i = 0; i < slots.length; i++) if (!m.order.includes(slots[i].id)) m.order.push(slots[i].id);
  }
  const ids = m.order;
  // insertion sort: stable, and faster than Array.prototype.sort on the few ships of a fight
  for (let i = 1; i < ids.length; i++) {
    const x = ids[i];
    let j = i - 1;
    while (j >= 0 && before(ctx, x, ids[j])) {
      ids[j + 1] = ids[j];
      j--;
    }
    ids[j + 1] = x;
  }
  if (!ctx.ev) return;
  const initiatives: Record<string, number> = {};
  for (const id of ids) initiatives[id] = combatIn(ctx, id).initiative ?? 0;
  ctx.ev.push({ type: "orderChanged", order: ids.slice(), initiatives });
}

/**
 * Whether ship `a` acts before ship `b`: higher initiative, then higher Thrust (the previous order breaks ties). The
 * Thrust is looked up only on a tie.
 */
function before(ctx: Ctx, a: string, b: string): boolean {
  const ia = combatIn(ctx, a).initiative ?? -Infinity;
  const ib = combatIn(ctx, b).initiative ?? -Infinity;
  if (ia !== ib) return ia > ib;
  return effectsIn(ctx, a).thrust > effectsIn(ctx, b).thrust;
}

/** Two ships act simultaneously when their initiative and current Thrust are both equal. */
export function sameSlot(ctx: Ctx, a: string, b: string): boolean {
  const sa = combatIn(ctx, a);
  const sb = combatIn(ctx, b);
  return sa.initiative === sb.initiative && effectsIn(ctx, a).thrust === effectsIn(ctx, b).thrust;
}
