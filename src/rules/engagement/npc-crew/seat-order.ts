// The order the crew's seats act in within a turn: the navigator first (the range the turn is fought at, or the jump
// plot), then the captain (the coordination the gunners draw on), the sensors operator (the lock the gunners fire
// with) and the pilot (the shot lined up), each knowing at that range whether a gunner will fire; the gunners, then
// the drive engineer (the jump the navigator's plot allows) and damage control; seats with no ship's action last.
// Seats of one position keep the ship's order.
import { IdentityCache } from "../../identity-cache";
import type { Position, Seat } from "../../types";

const RANK: Readonly<Record<Position, number>> = {
  navigator: 0,
  captain: 1,
  sensorsOperator: 2,
  pilot: 3,
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
