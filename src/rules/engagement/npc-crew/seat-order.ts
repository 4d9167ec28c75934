// The order the crew's seats act in within a turn: the captain first (the coordination the gunners draw on), the
// sensors operator (the lock the gunners fire with), the pilot and the navigator (the shot lined up, the range the
// gunners fire at), the gunners, then the drive engineer (the jump the navigator's plot allows) and damage control;
// seats with no ship's action last. Seats of one position keep the ship's order.
import { IdentityCache } from "../../identity-cache";
import type { Position, Seat } from "../../types";

const RANK: Readonly<Record<Position, number>> = {
  captain: 0,
  sensorsOperator: 1,
  pilot: 2,
  navigator: 3,
  turretGunner: 4,
  bayGunner: 4,
  driveEngineer: 5,
  damageControl: 6,
  chiefSecurityOfficer: 7,
  marine: 7,
  passenger: 7,
};

/** The seat indexes of `seats` in the order the crew acts (kept by the seats array, which the rules never change). */
export function crewSeatOrder(seats: readonly Seat[]): readonly number[] {
  const known = orders.get(seats, RANK);
  if (known !== undefined) return known;
  const order = seats.map((_, i) => i).sort((a, b) => RANK[seats[a].position] - RANK[seats[b].position] || a - b);
  return orders.set(seats, RANK, order);
}
const orders = new IdentityCache<readonly Seat[], typeof RANK, readonly number[]>();
