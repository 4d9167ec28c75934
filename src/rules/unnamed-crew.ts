// Unnamed crew members (seats with no crew member and not run by the computer) as crew hits see them (ruling R96).

/**
 * The crew id a crew hit gives the unnamed person at a seat (ruling R96, option crewHitsUnnamed): "seat:<index>".
 * No crew snapshot has such an id; the person's injury is reported, with no sheet to write it to.
 */
export function unnamedCrewId(seat: number): string {
  return `seat:${seat}`;
}

/** The seat index of an unnamed crew id (unnamedCrewId), or null for any other id. */
export function unnamedCrewSeat(crewId: string): number | null {
  const m = /^seat:(\d+)$/.exec(crewId);
  return m ? Number(m[1]) : null;
}
