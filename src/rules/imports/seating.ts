// Travellers imported with their ship take the stations the export gave them: twodsix seats an actor at a ship
// position by the actor's id (`shipPositionActorIds`), and names crew on its Crew tab. A traveller of the same import
// is found by that id where the file kept it, else by name; it takes the first free seat of the station's position
// (a gunner the first free turret or bay gunner's seat). Whoever cannot be seated is named with why. Pure: the seats
// and the crew are the caller's plain data.
import type { Position } from "../types";
import type { Assignment } from "./types";

export interface SeatingShip {
  assignments: readonly Assignment[];
  /** the ship's seats in order: the position and whether someone already holds it */
  seats: readonly { position: Position; taken: boolean }[];
}

export interface SeatingCrew {
  actorId: string | null;
  name: string;
}

export type UnseatedReason = "notImported" | "noStation" | "noSeat";

export interface SeatingPlan {
  seated: { ship: number; seat: number; crew: number; station: string }[];
  unseated: { ship: number; station: string; who: string; reason: UnseatedReason }[];
}

const GUNNER_SEATS: readonly Position[] = ["turretGunner", "bayGunner"];

export function planSeating(ships: readonly SeatingShip[], crew: readonly SeatingCrew[]): SeatingPlan {
  const plan: SeatingPlan = { seated: [], unseated: [] };
  const placed = new Set<number>();
  const byName = (name: string) =>
    crew.findIndex((c, i) => !placed.has(i) && c.name.trim().toLowerCase() === name.trim().toLowerCase());
  ships.forEach((ship, s) => {
    const taken = ship.seats.map((seat) => seat.taken);
    for (const a of ship.assignments) {
      const who = a.name || a.actorId || "";
      const index = a.actorId ? crew.findIndex((c, i) => !placed.has(i) && c.actorId === a.actorId) : -1;
      const found = index >= 0 ? index : a.name ? byName(a.name) : -1;
      if (found < 0) {
        plan.unseated.push({ ship: s, station: a.station, who, reason: "notImported" });
        continue;
      }
      const name = crew[found]!.name;
      if (!a.position) {
        plan.unseated.push({ ship: s, station: a.station, who: name, reason: "noStation" });
        continue;
      }
      const wanted = a.position === "gunner" ? GUNNER_SEATS : [a.position];
      const seat = ship.seats.findIndex((x, i) => !taken[i] && wanted.includes(x.position));
      if (seat < 0) {
        plan.unseated.push({ ship: s, station: a.station, who: name, reason: "noSeat" });
        continue;
      }
      taken[seat] = true;
      placed.add(found);
      plan.seated.push({ ship: s, seat, crew: found, station: a.station });
    }
  });
  return plan;
}
