// A twodsix ship's stations and who holds them (xdy/twodsix-foundryvtt: src/module/data/vehicles/shipData.js
// `shipPositionActorIds` and `crew`, src/module/data/items/shipPositionData.js). Two places say it:
// - its `ship_position` items, the stations, with the actors that `shipPositionActorIds` (actor id → position id)
//   seats at each;
// - its Crew tab, `system.crew`: a name (or several, "Ann, Bo") for each of twelve roles, under the label
//   `system.crewLabel` may give the role.
// Stations become the ship's crew roles (./stations.ts); a Crew tab role that no station gives adds its own. Who
// holds them becomes the ship's assignments: by id where the export seats an actor, by name from the Crew tab.
import type { UsdfShip } from "../usdf/types";
import { positionOfStation, type Notes } from "./common";
import { at, isObject, textOf, type JsonObject } from "./json";
import { addStations, type Station } from "./stations";
import type { Assignment } from "./types";

/** twodsix's Crew tab roles (shipData.js `crew`), in its order. */
export const TWODSIX_CREW_ROLES = [
  "captain",
  "pilot",
  "astrogator",
  "engineer",
  "maintenance",
  "gunner",
  "medic",
  "admin",
  "steward",
  "broker",
  "marine",
  "other",
] as const;

/** Most names read from one Crew tab role. */
const MAX_NAMES = 50;

/** The names one Crew tab entry gives ("Ann, Bo and Cy" → three). */
export function namesOf(text: string): string[] {
  return text
    .split(/\s*(?:[,;/\n]|\band\b|&)\s*/i)
    .map((n) => n.trim().slice(0, 80))
    .filter(Boolean)
    .slice(0, MAX_NAMES);
}

export function readTwodsixCrew(actor: JsonObject, items: JsonObject[], ship: UsdfShip, notes: Notes): Assignment[] {
  const sys = at(actor, "system");
  const positions = items.filter((i) => i.type === "ship_position");
  const stationOf = new Map(positions.map((p) => [textOf(p._id, 64), textOf(p.name)]));
  const assignments: Assignment[] = [];
  const seated = at(sys, "shipPositionActorIds");
  if (isObject(seated))
    for (const actorId of Object.keys(seated)) {
      const station = stationOf.get(textOf(seated[actorId], 64));
      if (station === undefined) {
        notes.leave(`system.shipPositionActorIds.${actorId.slice(0, 20)}`, textOf(seated[actorId], 64));
        continue;
      }
      assignments.push({ actorId: actorId.slice(0, 64), name: "", station, position: positionOfStation(station) });
    }

  const stations: Station[] = positions.map((p) => ({
    id: textOf(p._id, 64),
    name: textOf(p.name),
    from: `items[${textOf(p.name)}]`,
  }));
  const given = new Set(stations.map((s) => positionOfStation(s.name)).filter((p) => p !== null));
  for (const role of TWODSIX_CREW_ROLES) {
    const names = namesOf(textOf(at(sys, "crew", role), 2000));
    if (!names.length) continue;
    const label = textOf(at(sys, "crewLabel", role), 80) || role;
    const position = positionOfStation(label) ?? positionOfStation(role);
    for (const name of names) assignments.push({ actorId: null, name, station: label, position });
    if (position && !given.has(position))
      stations.push({ id: "", name: label, from: `system.crew.${role}`, count: names.length });
    else notes.read1(`system.crew.${role}`, "crew", names.join(", "));
  }
  addStations(ship, stations, seated, notes);
  return assignments;
}
