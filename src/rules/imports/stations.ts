// Stations read from another system (twodsix ship positions, Mongoose roles, a statblock's crew line) → the crew
// roles of the ship, written with the USDF words for their position so that the seats, the notes and the USDF export
// read them as every other ship's. Sensors grades from a component's name.
import { SENSOR_SUITES } from "../tables/ship";
import { SENSOR_GRADES, type Position, type SensorGrade } from "../types";
import type { UsdfShip } from "../usdf/types";
import { positionOfRole } from "../usdf/vocabulary";
import { positionOfStation, type Notes } from "./common";
import { isObject, type Json } from "./json";

export interface Station {
  /** the station's id in its export (twodsix assigns actors to it by id) */
  id: string;
  name: string;
  from: string;
  /** how many hold it, when the export says */
  count?: number;
}

/** The USDF crew role for each position (src/rules/usdf/vocabulary.ts reads these back to the same position). */
export const ROLE_WORDS: Readonly<Record<Position | "gunner", string>> = {
  pilot: "pilot",
  captain: "captain",
  gunner: "gunner",
  turretGunner: "turret gunner",
  bayGunner: "bay gunner",
  navigator: "navigator",
  sensorsOperator: "sensors operator",
  driveEngineer: "engineer",
  damageControl: "damage control",
  chiefSecurityOfficer: "chief security officer",
  marine: "marine",
  passenger: "passenger",
};

/** Most crew a station may hold (a twodsix export names actors; a statblock a count). */
export const MAX_STATION_CREW = 100_000;

/**
 * Add the stations as crew roles. Actors assigned in `assigned` (twodsix `shipPositionActorIds`: actor id → station
 * id) count towards their station; a station nobody holds counts one. A gunner station gets one gunner per mount.
 */
export function addStations(
  ship: UsdfShip,
  stations: readonly Station[],
  assigned: Json | undefined,
  notes: Notes,
): void {
  const holders = new Map<string, number>();
  if (isObject(assigned))
    for (const k of Object.keys(assigned)) {
      const v = assigned[k];
      if (typeof v === "string") holders.set(v, (holders.get(v) ?? 0) + 1);
    }
  const counts = new Map<string, number>();
  for (const s of stations) {
    const position = positionOfStation(s.name);
    if (!position) {
      notes.leave(s.from, s.name);
      continue;
    }
    const held = Math.min(MAX_STATION_CREW, s.count ?? holders.get(s.id) ?? 0);
    let count = Math.max(1, held);
    if (position === "gunner" && count < ship.mounts.length) {
      count = ship.mounts.length;
      notes.guess(s.from, "stations", `${s.name} × ${count}`, "gunnerPerMount");
    } else notes.read1(s.from, "stations", count > 1 ? `${s.name} × ${count}` : s.name);
    const role = ROLE_WORDS[position];
    counts.set(role, (counts.get(role) ?? 0) + count);
  }
  for (const [role, count] of counts) ship.crew.roles.push({ count, role, position: position(role) });
  ship.crew.total = Math.max(
    holders.size ? [...holders.values()].reduce((a, b) => a + b, 0) : 0,
    ship.crew.roles.reduce((a, r) => a + r.count, 0),
  );
}

/** The position a role word reads back as (unnamed gunners are turret gunners, as the USDF reader records them). */
const position = (role: string): Position | null => {
  const p = positionOfRole(role);
  return p === "gunner" ? "turretGunner" : p;
};

/** A sensors grade from a component's name (Chapter 8's suites); basic when the name says nothing. */
export function sensorsByName(name: string): SensorGrade {
  const w = name.toLowerCase();
  if (/very advanced/.test(w)) return "veryAdvanced";
  if (/advanced/.test(w)) return "advanced";
  if (/military/.test(w)) return "military";
  if (/civilian|commercial/.test(w)) return "common";
  return "basic";
}

/** The SRD suite whose DM is the highest not above `dm` (Cepheus Deluxe gives its electronics only as a DM). */
export function sensorsByDm(dm: number): SensorGrade {
  let best: SensorGrade = "basic";
  for (const g of SENSOR_GRADES)
    if (SENSOR_SUITES[g].dm <= dm && SENSOR_SUITES[g].dm >= SENSOR_SUITES[best].dm) best = g;
  return best;
}
