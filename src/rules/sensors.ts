// Sensor Targeting against a target's "Sensor Jamming rating" (SRD Chapter 10), which no SRD table defines:
// ruling R38 builds it from the Ship Electronics table (jammers and their DM) and the Stealth armor option.
import type { Modifier } from "./checks";
import { shipEffects } from "./ship-state";
import { SENSOR_SUITES, STEALTH_DM } from "./tables/ship";
import type { ShipSnapshot } from "./types";

/**
 * Ruling R38: a ship's Sensor Jamming rating is its electronics suite's DM when the suite carries jammers
 * (Basic Military and better) and the ship has power and working sensors; otherwise 0.
 */
export function sensorJammingRating(ship: ShipSnapshot): number {
  const suite = SENSOR_SUITES[ship.sensors.grade];
  if (!suite?.jammers) return 0;
  const fx = shipEffects(ship);
  if (fx.disabled || ship.systems.sensors >= 2) return 0;
  return Math.max(0, ship.sensors.dm);
}

/**
 * Itemised DMs of a Sensor Targeting check (an Average, Education-based Comms check, R38) by `own` against
 * `target`: own sensors (suite DM, damaged −2), minus the target's jamming rating, Stealth −4.
 */
export function sensorTargetingModifiers(own: ShipSnapshot, target: ShipSnapshot): Modifier[] {
  const out: Modifier[] = [];
  const ownDM = shipEffects(own).sensors.dm;
  if (ownDM) out.push({ source: "sensors", value: ownDM });
  const jam = sensorJammingRating(target);
  if (jam) out.push({ source: "jamming", value: -jam });
  if (target.armorOptions?.stealth) out.push({ source: "stealth", value: STEALTH_DM });
  return out;
}
