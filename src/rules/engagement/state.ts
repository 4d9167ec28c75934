// The engagement state: what Combat/Combatants remember (EngagementMemory) plus the ships as the data layer
// rebuilds them from actors. Plain JSON; `JSON.parse(JSON.stringify(state))` is the same state.
import { characteristicDM } from "../checks";
import { IdentityCache } from "../identity-cache";
import { snapshotStatus } from "../snapshot-status";
import { automatedSkill } from "../software";
import { characteristicIndex, skillIndex } from "../keys";
import {
  CHARACTERISTICS,
  POSITIONS,
  RANGE_BANDS,
  SKILLS,
  type Characteristic,
  type CrewSnapshot,
  type Position,
  type RangeBand,
  type ShipSnapshot,
  type SkillKey,
} from "../types";
import {
  emptyActions,
  pairKey,
  type EngagementMemory,
  type EngagementOptions,
  type NearWorld,
  type ShipCombatState,
} from "./memory";

export interface EngagementState {
  memory: EngagementMemory;
  ships: Record<string, ShipSnapshot>;
}

export interface EngagementSetup {
  ships: readonly ShipSnapshot[];
  /** side of each ship (ships on one side never fight each other); default: every ship its own side */
  sides?: Record<string, string>;
  /** the starting range of every pair, or per pair (pairKey) with `range` as the default */
  range?: RangeBand;
  ranges?: Record<string, RangeBand>;
  /** ships aware of their opponents at the start (checklist step 3); default: all aware */
  aware?: readonly string[];
  /** starting speeds (default 0) */
  speeds?: Record<string, number>;
  /** ships docked at the start, as pairs */
  docked?: readonly [string, string][];
  /** flagships: their sides fight as fleets (ruling R104); default: none */
  flagships?: readonly string[];
  /** ships whose communications are encrypted (ruling R106); default: none */
  encrypted?: readonly string[];
  /** the world the fight is near (ruling R108): planetary maneuvers need one; default: none */
  world?: NearWorld;
  options?: EngagementOptions;
}

/** A new engagement, before initiative (round 0). */
export function createEngagement(setup: EngagementSetup): EngagementState {
  const ships: Record<string, ShipSnapshot> = {};
  const combat: Record<string, ShipCombatState> = {};
  const ids = setup.ships.map((s) => s.id);
  if (hasDuplicate(ids)) throw new RangeError("two ships share an id");
  for (const ship of setup.ships) {
    ships[ship.id] = ship;
    combat[ship.id] = {
      shipId: ship.id,
      // (own members only: a ship named "constructor" would read the record's prototype)
      side: setup.sides && Object.hasOwn(setup.sides, ship.id) ? setup.sides[ship.id] : ship.id,
      aware: setup.aware ? setup.aware.includes(ship.id) : true,
      initiative: null,
      initiativeBonusNext: 0,
      delayed: false,
      hasty: false,
      speed: setup.speeds && Object.hasOwn(setup.speeds, ship.id) ? setup.speeds[ship.id] : 0,
      reactionsSpent: 0,
      actions: emptyActions(),
      // (its status alone: the fight works out its effects when it first reads them)
      status: snapshotStatus(ship, setup.options),
    };
    if (setup.encrypted?.includes(ship.id)) combat[ship.id].encrypted = true;
  }
  const ranges: Record<string, RangeBand> = {};
  const start = setup.range ?? "veryLong";
  if (!RANGE_BANDS.includes(start)) throw new RangeError(`unknown range band ${String(start)}`);
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const k = pairKey(ids[i], ids[j]);
      ranges[k] = setup.ranges?.[k] ?? start;
    }
  const memory: EngagementMemory = {
    round: 0,
    turn: 0,
    order: [],
    ranges,
    pursuits: [],
    salvos: [],
    modifiers: [],
    ships: combat,
    pendingAttacks: [],
    options: { ...setup.options },
    boardings: [],
    docked: setup.docked ? setup.docked.map(([a, b]) => pairKey(a, b)) : [],
    nextId: 1,
  };
  if (setup.flagships?.length) memory.flagships = setup.flagships.slice();
  if (setup.world) memory.world = { ...setup.world };
  return { memory, ships };
}

/** Whether two of `ids` are the same (a fight has a few ships: compared pairwise, with no Set built). */
function hasDuplicate(ids: readonly string[]): boolean {
  for (let i = 1; i < ids.length; i++) for (let j = 0; j < i; j++) if (ids[i] === ids[j]) return true;
  return false;
}

/** Deep copy of the memory, shallow copy of the ship map (ships are replaced, never mutated, by the engine). */
export function cloneState(state: EngagementState): EngagementState {
  return { memory: cloneMemory(state.memory), ships: { ...state.ships } };
}

function cloneMemory(m: EngagementMemory): EngagementMemory {
  const ships: Record<string, ShipCombatState> = {};
  for (const id in m.ships) {
    const s = m.ships[id];
    const actions = emptyActions();
    for (const k in s.actions) actions[k] = { ...s.actions[k] };
    const c: ShipCombatState = { ...s, actions };
    if (s.spentWeapons) c.spentWeapons = s.spentWeapons.slice();
    if (s.firedMounts) c.firedMounts = s.firedMounts.slice();
    if (s.extended) {
      const e: NonNullable<ShipCombatState["extended"]> = {};
      for (const k in s.extended) e[k] = { ...s.extended[k] };
      c.extended = e;
    }
    ships[id] = c;
  }
  const out: EngagementMemory = {
    ...m,
    order: m.order.slice(),
    ranges: { ...m.ranges },
    pursuits: m.pursuits.map((p) => ({ ...p })),
    salvos: m.salvos.map((s) => ({ ...s })),
    modifiers: m.modifiers.map((x) => ({ ...x })),
    ships,
  };
  if (m.pendingAttacks)
    out.pendingAttacks = m.pendingAttacks.map((a) => ({
      ...a,
      modifiers: a.modifiers.map((x) => ({ ...x })),
      shots: a.shots.map((s) => ({ ...s })),
      reactions: a.reactions.slice(),
    }));
  if (m.options) out.options = { ...m.options };
  if (m.boardings) out.boardings = m.boardings.map((b) => ({ ...b }));
  if (m.docked) out.docked = m.docked.slice();
  if (m.flagships) out.flagships = m.flagships.slice();
  if (m.world) out.world = { ...m.world };
  if (m.ended) out.ended = { ...m.ended };
  return out;
}

/** A fresh id for a salvo, an attack, a modifier or a boarding ("a1", "s2", ...). */
export function nextId(m: EngagementMemory, prefix: IdPrefix): string {
  const n = m.nextId ?? 1;
  m.nextId = n + 1;
  // every fight gives out the same ids again ("a1", "m2", ...): each is built once and kept
  if (n >= ID_STRINGS_KEPT) return `${prefix}${n}`;
  const known = prefix === "a" ? ATTACK_IDS : prefix === "m" ? MODIFIER_IDS : prefix === "s" ? SALVO_IDS : BOARDING_IDS;
  return known[n] ?? (known[n] = `${prefix}${n}`);
}

/** The prefixes of ids: attacks, salvos, modifiers, boardings. */
export type IdPrefix = "a" | "s" | "m" | "b";
// (an array for each prefix, chosen by comparing: a lookup by the prefix in a record costs more than the id it saves)
const ATTACK_IDS: string[] = [];
const MODIFIER_IDS: string[] = [];
const SALVO_IDS: string[] = [];
const BOARDING_IDS: string[] = [];
/** ids kept by number up to this one (a fight gives out a few dozen) */
const ID_STRINGS_KEPT = 4096;

/** Whether an id made by nextId ("a12": made when nextId was 12) was given out after `m` (at or beyond its nextId). */
export function idGivenOutAfter(id: string, m: EngagementMemory): boolean {
  const n = /^[a-z]+(\d+)$/.exec(id);
  return !!n && Number(n[1]) >= (m.nextId ?? 1);
}

export function rangeBetween(m: EngagementMemory, a: string, b: string): RangeBand {
  return m.ranges[pairKey(a, b)] ?? "distant";
}

/** Ids of the ships on other sides than `id`, still in the fight (not destroyed or escaped). */
export function enemiesOf(m: EngagementMemory, id: string): string[] {
  const out: string[] = [];
  const me = m.ships[id];
  if (me === undefined) return out;
  for (const other in m.ships) {
    if (other === id) continue;
    const st = m.ships[other];
    if (st.side !== me.side && st.status !== "destroyed" && st.status !== "escaped") out.push(other);
  }
  return out;
}

// ----- crew at seats --------------------------------------------------------------------------------------------

/** The characteristic the SRD names (or the project rules) for each skill's checks (ruling R61). */
export const SKILL_CHARACTERISTIC: Readonly<Record<SkillKey, Characteristic>> = Object.freeze({
  piloting: "dex",
  navigation: "edu",
  comms: "int",
  turretWeapons: "dex",
  bayWeapons: "dex",
  screens: "int",
  mechanics: "edu",
  engineering: "edu",
  leadership: "soc",
  tactics: "int",
});

/** The skill an automated seat uses, by position. */
const AUTOMATED_SKILL: Partial<Record<Position, SkillKey>> = {
  turretGunner: "turretWeapons",
  bayGunner: "bayWeapons",
  damageControl: "mechanics",
  pilot: "piloting",
  driveEngineer: "engineering",
};

/** The skill level of the person (or program) at a seat; null = no level (unskilled, DM−3). */
export function seatSkill(ship: ShipSnapshot, seatIndex: number, skill: SkillKey): number | null {
  const seat = ship.seats[seatIndex];
  if (!seat) return null;
  if (seat.crewId !== undefined) {
    const person = seatedPeople(ship)[seatIndex];
    if (!person) return null;
    const i = skillIndex(skill);
    const level = i < 0 ? person.crew.skills[skill] : person.skills[i];
    return level === undefined ? null : level;
  }
  if (seat.automated) {
    // the ship's computer (ruling R35, automatedSkill): only in its position's own skill
    return AUTOMATED_SKILL[seat.position] === skill ? automatedSkill(ship, seat.position) : null;
  }
  return seat.npcSkill ?? null;
}

/** The crew member at a seat, with their skill levels and characteristic scores laid out by index (see keys.ts). */
interface SeatedPerson {
  crew: CrewSnapshot;
  /** by SKILLS index; undefined when untrained */
  skills: (number | undefined)[];
  /** by CHARACTERISTICS index; undefined when unknown */
  scores: (number | undefined)[];
}

/** What the seats and crew of a ship say, found once per seats-and-crew pair (see seatTable). */
interface SeatTable {
  /** the crew member at each seat (undefined: nobody, or a crew id not in the crew) */
  people: (SeatedPerson | undefined)[];
}

/**
 * The crew at the seats, looked up once per seats-and-crew pair (copy-on-write snapshots share both arrays until a
 * seat or a crew member changes) and kept for the last few pairs seen.
 */
function seatTable(ship: ShipSnapshot): SeatTable {
  const seats = ship.seats;
  const crew = ship.crew;
  // a check asks for a seat's skill and then its characteristic, of one ship: the last pair is tried first
  if (seats === lastSeats && crew === lastCrew) return lastTable!;
  const table = crewCache.get(seats, crew) ?? newSeatTable(ship);
  lastSeats = seats;
  lastCrew = crew;
  lastTable = table;
  return table;
}
let lastSeats: ShipSnapshot["seats"] | undefined;
let lastCrew: ShipSnapshot["crew"] | undefined;
let lastTable: SeatTable | undefined;

function newSeatTable(ship: ShipSnapshot): SeatTable {
  const people = ship.seats.map((seat) => {
    const crew = seat.crewId === undefined ? undefined : ship.crew.find((c) => c.id === seat.crewId);
    return (
      crew && {
        crew,
        skills: SKILLS.map((k) => crew.skills[k]),
        scores: CHARACTERISTICS.map((c) => crew.characteristics[c]),
      }
    );
  });
  return crewCache.set(ship.seats, ship.crew, { people });
}
const crewCache = new IdentityCache<ShipSnapshot["seats"], ShipSnapshot["crew"], SeatTable>();

function seatedPeople(ship: ShipSnapshot): (SeatedPerson | undefined)[] {
  return seatTable(ship).people;
}

/** The characteristic score of the person at a seat (7 when unknown: DM+0, and the tie-breaking default). */
export function seatCharacteristic(ship: ShipSnapshot, seatIndex: number, c: Characteristic): number {
  const seat = ship.seats[seatIndex];
  if (!seat || seat.crewId === undefined) return 7;
  const person = seatedPeople(ship)[seatIndex];
  if (!person) return 7;
  const i = characteristicIndex(c);
  return (i < 0 ? person.crew.characteristics[c] : person.scores[i]) ?? 7;
}

/** The characteristic a skill's checks use (SKILL_CHARACTERISTIC, read by index). */
export function skillCharacteristic(skill: SkillKey): Characteristic {
  const i = skillIndex(skill);
  return i < 0 ? SKILL_CHARACTERISTIC[skill] : CHARACTERISTIC_BY_SKILL[i];
}
const CHARACTERISTIC_BY_SKILL: readonly Characteristic[] = SKILLS.map((k) => SKILL_CHARACTERISTIC[k]);

export function seatCharacteristicDM(ship: ShipSnapshot, seatIndex: number, c: Characteristic): number {
  return characteristicDM(seatCharacteristic(ship, seatIndex, c));
}

/**
 * Whether the crew member at a seat is down: unconscious or dead, two or three of Strength, Dexterity and Endurance at
 * 0 (Personal Combat's injury table; snapshots carry current characteristics, after injuries). An unnamed seat or the
 * computer has no injuries recorded and is never down.
 */
export function isDown(ship: ShipSnapshot, seatIndex: number): boolean {
  const seat = ship.seats[seatIndex];
  if (!seat || seat.crewId === undefined) return false;
  const person = seatedPeople(ship)[seatIndex];
  if (!person) return false;
  const c = person.crew.characteristics;
  return (c.str === 0 ? 1 : 0) + (c.dex === 0 ? 1 : 0) + (c.end === 0 ? 1 : 0) >= DOWN_AT_ZERO;
}
/** "2 characteristics are at Zero: Character is unconscious" */
const DOWN_AT_ZERO = 2;

/**
 * The seat at one of `positions` with the best level in `skill`; -1 when none. (The engine asks for its roles through
 * roleSeat in context.ts, which keeps the answers with the ship's crew figures.)
 */
export function bestSeat(ship: ShipSnapshot, positions: readonly Position[], skill: SkillKey): number {
  let best = -1;
  let bestLevel = -Infinity;
  for (let i = 0; i < ship.seats.length; i++) {
    if (!positions.includes(ship.seats[i].position)) continue;
    const lvl = seatSkill(ship, i, skill) ?? -3;
    if (lvl > bestLevel) {
      best = i;
      bestLevel = lvl;
    }
  }
  return best;
}

/**
 * Ruling R86: the only crew member of a small craft (one seat, under 100 tons: the Fighter) is its pilot and also
 * mans its turret; the actions still come out of that one person's budget.
 */
export function isLonePilot(ship: ShipSnapshot, seatIndex: number): boolean {
  return ship.tons < 100 && ship.seats.length === 1 && seatIndex === 0 && ship.seats[0].position === "pilot";
}

/** Whether a seat acts as `position`: its own, or turret gunner for a small craft's lone pilot (R86). */
export function seatActsAs(ship: ShipSnapshot, seatIndex: number, position: Position): boolean {
  const seat = ship.seats[seatIndex];
  if (!seat) return false;
  return seat.position === position || (position === "turretGunner" && isLonePilot(ship, seatIndex));
}

/** Whether a seat acts as one of `positions` (seatActsAs, without building the seat's list of positions). */
export function seatActsAsAny(ship: ShipSnapshot, seatIndex: number, positions: readonly Position[]): boolean {
  const seat = ship.seats[seatIndex];
  if (!seat) return false;
  return positions.includes(seat.position) || (positions.includes("turretGunner") && isLonePilot(ship, seatIndex));
}

/** The positions a seat acts as: its own, plus turret gunner for a small craft's lone pilot (R86). */
export function seatPositions(ship: ShipSnapshot, seatIndex: number): readonly Position[] {
  const seat = ship.seats[seatIndex];
  if (!seat) return NO_POSITIONS;
  return isLonePilot(ship, seatIndex) ? LONE_PILOT_POSITIONS : (ONE_POSITION[seat.position] ?? [seat.position]);
}
const NO_POSITIONS: readonly Position[] = Object.freeze([]);
const LONE_PILOT_POSITIONS: readonly Position[] = Object.freeze(["pilot", "turretGunner"] as Position[]);
/** `[position]` for each position, built once (asked for on every seat action). */
const ONE_POSITION = Object.fromEntries(POSITIONS.map((p) => [p, Object.freeze([p])])) as Partial<
  Record<Position, readonly Position[]>
>;
