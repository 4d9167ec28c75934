// Orbits decaying at the end of a round (SRD "Planetary Maneuvers"; ruling R100): a ship whose decaying orbit runs out
// re-enters the atmosphere out of control.
import { ACTIONS } from "../tables/actions";
import { atmosphericEntryDM } from "../planetary";
import { type Modifier } from "../checks";
import { checkEnd, collide } from "./damage-landing";
import { check, checkSpec } from "./crew-checks";
import { type Ctx, effectsOf, shipIn, type ShipSlot } from "./context";
import { PILOT, roleSeat } from "./crew-figures";

/**
 * The end of a round: every ship whose decaying orbit runs out now re-enters, out of control (ruling R100): the
 * pilot makes the Atmospheric Entry check at once, with the DMs of the world named at the insertion; success brings
 * the ship into the atmosphere under control, failure brings it in all the same, striking it like a collision at its
 * speed (at least 1). A ship that cannot take Pilot actions (no power, bridge disabled) fails without a roll.
 */
export function orbitsDecay(ctx: Ctx): void {
  const m = ctx.m;
  // (most rounds, no ship's orbit is decaying: nothing to go through in order)
  if (!ctx.slots.some(decaying)) return;
  const departures = ctx.departures;
  for (const id of m.order) {
    const st = m.ships[id];
    if (st.planetary !== "decayingOrbit" || st.reentryRound === undefined || st.reentryRound > m.round) continue;
    if (st.status === "destroyed" || st.status === "escaped") continue;
    const reentryRound = st.reentryRound;
    const ship = shipIn(ctx, id);
    let success = false;
    if (effectsOf(ship, m.options).bridge.pilotActions) {
      const world =
        st.orbitWorldSize !== undefined && st.orbitWorldAtmosphere !== undefined
          ? atmosphericEntryDM(st.orbitWorldSize, st.orbitWorldAtmosphere)
          : { autoSuccess: false, dm: 0 };
      if (world.autoSuccess) success = true;
      else {
        const seat = roleSeat(ship, PILOT);
        const mods: Modifier[] = world.dm ? [{ source: "world", value: world.dm }] : [];
        success = check(
          ctx,
          checkSpec(id, seat >= 0 ? seat : undefined, "reentry", "piloting", {
            difficulty: ACTIONS.atmosphericEntry.difficulty as "average",
            modifiers: mods,
          }),
        ).success;
      }
    }
    st.planetary = "atmosphere";
    st.reentryRound = undefined;
    ctx.ev?.push({ type: "reentry", shipId: id, success, reentryRound });
    if (success) continue;
    collide(ctx, id, Math.max(REENTRY_MIN_SPEED, st.speed));
  }
  // once every orbit due has decayed: ships crashing together at the round's end leave no winner between them (R80)
  if (ctx.departures !== departures) checkEnd(ctx, "destroyed");
}
function decaying(slot: ShipSlot): boolean {
  return slot.st.planetary === "decayingOrbit";
}

/** R100: a failed re-entry strikes the ship at least as hard as a collision at speed 1. */
const REENTRY_MIN_SPEED = 1;
