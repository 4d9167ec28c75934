// Whether a hit does anything to a ship: the damage chain's own lookups, asked before anything is rolled (the NPC
// crew's reactions ask it). Apart from damage-lookups.ts so that only the code that asks it loads it.
import { effectiveArmor, hasRadiationHit, hitsRow } from "./damage-lookups";
import type { DamageAttack } from "./damage-types";
import type { ShipSnapshot } from "./types";

/**
 * Whether a hit of `damage` (after sand and screens) from `weapon` does anything to the ship: some hit past its armor,
 * or a radiation crew hit (the damage chain rolls nothing for any other: rollDamageInto).
 */
export function hitLands(
  ship: ShipSnapshot,
  weapon: DamageAttack["weapon"],
  missileType: DamageAttack["missileType"],
  damage: number,
): boolean {
  const hits = hitsRow(Math.floor(damage) - effectiveArmor(ship, { weapon }));
  return hits.single > 0 || hits.double > 0 || hits.triple > 0 || hasRadiationHit({ weapon, missileType });
}
