// What checks read of a ship's crew, worked out once per seats, crew and software: the seat filling each role (pilot,
// captain, ...), each seat's skill levels, characteristic scores and DMs. Internal to src/rules/engagement.
import { characteristicDM } from "../checks";
import { IdentityCache } from "../identity-cache";
import { characteristicIndex } from "../keys";
import {
  CHARACTERISTICS,
  SKILLS,
  type Characteristic,
  type Position,
  type ShipSnapshot,
  type SkillKey,
} from "../types";
import { bestSeat, seatCharacteristic, seatSkill, skillCharacteristic } from "./state";

/** A crew role a check is made by: the best seat at one of `positions` in `skill` (bestSeat). */
export interface Role {
  readonly positions: readonly Position[];
  readonly skill: SkillKey;
  /** the role's place in roleSeat's answers */
  readonly index: number;
}

let roles = 0;
function role(position: Position, skill: SkillKey): Role {
  return Object.freeze({ positions: Object.freeze([position]), skill, index: roles++ });
}

/** The roles the engine looks for, each built once. */
export const PILOT: Role = role("pilot", "piloting");
export const NAVIGATOR: Role = role("navigator", "navigation");
export const SENSORS_OPERATOR: Role = role("sensorsOperator", "comms");
export const CAPTAIN: Role = role("captain", "tactics");

/** The seat that fills a role on a ship (bestSeat; -1 when none), kept with the ship's crew figures. */
export function roleSeat(ship: ShipSnapshot, r: Role): number {
  const roles = crewFiguresOf(ship).roles;
  const seat = roles[r.index];
  return seat !== undefined ? seat : (roles[r.index] = bestSeat(ship, r.positions, r.skill));
}

/**
 * A seat's level in a skill (seatSkill: null when untrained), kept in the ship's crew figures `f`; `i` is the skill's
 * SKILLS index (-1: not one of them).
 */
export function seatLevelAt(
  f: CrewFigures,
  ship: ShipSnapshot,
  seat: number,
  skill: SkillKey,
  i: number,
): number | null {
  if (i < 0 || seat < 0) return seatSkill(ship, seat, skill);
  const k = seat * SKILLS.length + i;
  const level = f.levels[k];
  return level !== undefined ? level : (f.levels[k] = seatSkill(ship, seat, skill));
}

/** A seat's characteristic score (seatCharacteristic: 7 when unknown), kept in the ship's crew figures `f`. */
export function seatScore(f: CrewFigures, ship: ShipSnapshot, seat: number, c: Characteristic): number {
  const i = characteristicIndex(c);
  if (i < 0 || seat < 0) return seatCharacteristic(ship, seat, c);
  const k = seat * CHARACTERISTICS.length + i;
  const score = f.scores[k];
  return score !== undefined ? score : (f.scores[k] = seatCharacteristic(ship, seat, c));
}

/** A seat's characteristic DM (from seatScore), kept in the ship's crew figures `f`. */
export function seatDM(f: CrewFigures, ship: ShipSnapshot, seat: number, c: Characteristic): number {
  const i = characteristicIndex(c);
  if (i < 0 || seat < 0) return characteristicDM(seatCharacteristic(ship, seat, c));
  return seatDMAt(f, ship, seat, i);
}

/** seatDM for the characteristic of CHARACTERISTICS index `i`, of a seat (`seat` 0 or more). */
export function seatDMAt(f: CrewFigures, ship: ShipSnapshot, seat: number, i: number): number {
  const k = seat * CHARACTERISTICS.length + i;
  const dm = f.dms[k];
  return dm !== undefined ? dm : (f.dms[k] = characteristicDM(seatScore(f, ship, seat, CHARACTERISTICS[i])));
}

/** Each skill's own characteristic (skillCharacteristic), as a CHARACTERISTICS index, by SKILLS index. */
export const OWN_CHARACTERISTIC: readonly number[] = SKILLS.map((k) => characteristicIndex(skillCharacteristic(k)));

/**
 * What checks read of a ship's crew, worked out once: each role's seat, each seat's skill levels (by seat and SKILLS
 * index), characteristic scores and DMs (by seat and CHARACTERISTICS index); undefined until first asked. They depend
 * only on the ship's seats, its crew and, for an automated seat, its software, which a snapshot shares with the one it
 * was made from until one of them changes: kept by those, so a ship damaged between two checks is not looked up again.
 */
export interface CrewFigures {
  software: ShipSnapshot["software"];
  roles: (number | undefined)[];
  levels: (number | null | undefined)[];
  scores: (number | undefined)[];
  dms: (number | undefined)[];
}
const crewFigures = new IdentityCache<ShipSnapshot["seats"], ShipSnapshot["crew"], CrewFigures>();

export function crewFiguresOf(ship: ShipSnapshot): CrewFigures {
  const known = crewFigures.get(ship.seats, ship.crew);
  if (known && known.software === ship.software) return known;
  return crewFigures.set(ship.seats, ship.crew, {
    software: ship.software,
    roles: [],
    levels: [],
    scores: [],
    dms: [],
  });
}
