// Whole-object checks of what the public API is given: ship snapshots, engagement states, check inputs, attacks.
// Each throws RulesInputError naming the first member that is wrong ("state.memory.ships.a1.speed"). They run once,
// where a call comes in (./guarded.ts), never inside the engine: the engine trusts the objects it made or was given
// through these doors, and the data layer builds its snapshots from validated documents.
//
// A shape is written as data, with small combinators (`obj({ tons: num(0, MAX_TONS), ... })`): each makes a Check,
// a function of a value and the path that names it in a message.
import {
  checkBoolean,
  checkInteger,
  checkList,
  checkNumber,
  checkObject,
  checkOneOf,
  checkString,
  MAX_DAMAGE,
  MAX_SPEED,
  refuseInput,
} from "./input";
import type { EngagementMemory, EngagementOptions } from "./engagement/memory";
import type { EngagementState } from "./engagement/state";
import {
  CHARACTERISTICS,
  DIFFICULTIES,
  MISSILE_TYPES,
  MOUNT_TYPES,
  POSITIONS,
  RANGE_BANDS,
  SENSOR_GRADES,
  SHIP_SYSTEMS,
  SKILLS,
  WEAPON_KINDS,
  type ShipSnapshot,
} from "./types";

/** The most tons a ship may displace. */
export const MAX_TONS = 1_000_000;
/** The most of anything a ship counts (points of a pool, missiles, canisters, screens). */
export const MAX_COUNT = 1_000_000_000;
/** The most members of a list in a snapshot or a state (mounts, weapons, seats, crew, salvos, ...). */
export const MAX_LIST = 10_000;
/** The most missiles one salvo may hold (a bay's flight is twelve). */
export const MAX_SALVO = 10_000;
/** Skill levels, characteristic scores and DMs lie within ± this. */
export const MAX_LEVEL = 1000;

// ----- combinators ---------------------------------------------------------------------------------------------------

/** A check of one value; `name` is its path, for the message. Throws RulesInputError, or returns nothing. */
export type Check = (name: string, v: unknown) => void;
type Obj = Record<string, unknown>;

export const num =
  (min = -Number.MAX_VALUE, max = Number.MAX_VALUE): Check =>
  (n, v) =>
    checkNumber(n, v, min, max);
export const int =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check =>
  (n, v) =>
    checkInteger(n, v, min, max);
export const str: Check = checkString;
export const bool: Check = checkBoolean;
export const oneOf =
  (allowed: readonly string[]): Check =>
  (n, v) =>
    checkOneOf(n, v, allowed);
/** The check, or nothing when the value is absent. */
export const opt =
  (c: Check): Check =>
  (n, v) => {
    if (v !== undefined) c(n, v);
  };
/** A list of at most `max` members, each passing `c`. */
export const list =
  (c: Check, max = MAX_LIST): Check =>
  (n, v) => {
    checkList(n, v, max);
    for (let i = 0; i < v.length; i++) c(`${n}.${i}`, v[i]);
  };
/** An object whose members named in `shape` pass their checks (others are let be). */
export const obj =
  (shape: Record<string, Check>): Check =>
  (n, v) => {
    checkObject(n, v);
    for (const k in shape) shape[k](`${n}.${k}`, v[k]);
  };
/** An object of any keys passing `key`, every value passing `c`. */
export const record =
  (c: Check, key: Check = str): Check =>
  (n, v) => {
    checkObject(n, v);
    for (const k of Object.keys(v)) {
      key(n, k);
      c(`${n}.${k}`, v[k]);
    }
  };

/**
 * An id that is also a key of the engine's records: any string but "__proto__", which a plain object cannot hold as
 * a key of its own (storing under it would change the record's prototype instead).
 */
export const id: Check = (n, v) => {
  checkString(n, v);
  if (v === "__proto__") refuseInput("unknownValue", { name: n, value: v, allowed: ["any id but __proto__"] });
};

const track = int(0, 3);
const level = int(-MAX_LEVEL, MAX_LEVEL);
const count = int(0, MAX_COUNT);
const round = count;
const texts = list(str);

/** A pool {value, max}. */
const pool = (c: Check): Check => {
  const members = obj({ value: c, max: c });
  return (n, v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v))
      refuseInput("wrongType", { name: n, value: v, expected: "pool" });
    members(n, v);
  };
};

const modifiers = list(obj({ source: str, value: level, label: opt(str) }));
const screens = obj({ nuclearDamper: opt(count), mesonScreen: opt(count) });

// ----- snapshots ----------------------------------------------------------------------------------------------------

const SHIP: Check = obj({
  id,
  name: str,
  tons: num(0, MAX_TONS),
  hull: pool(count),
  structure: pool(count),
  armor: pool(count),
  fuel: pool(num(0, MAX_COUNT)),
  cargo: pool(num(0, MAX_COUNT)),
  thrust: int(0, 100),
  jump: int(0, 100),
  sensors: obj({ grade: oneOf(SENSOR_GRADES), dm: level }),
  software: obj({
    fireControl: int(0, 100),
    autoRepair: int(0, 100),
    evade: int(0, 100),
    expertPilot: int(0, 100),
    expertEngineer: int(0, 100),
    intellect: bool,
    repairDrones: bool,
  }),
  screens: obj({ nuclearDamper: count, mesonScreen: count }),
  ammo: obj({ missiles: obj({ standard: count, smart: count, nuclear: count }), sand: count }),
  systems: obj(Object.fromEntries(SHIP_SYSTEMS.map((k) => [k, track]))),
  armorOptions: opt(obj({ reflec: opt(bool), stealth: opt(bool), selfSealing: opt(bool) })),
  mounts: list(
    obj({
      id: str,
      type: oneOf(MOUNT_TYPES),
      damage: track,
      weapons: list(obj({ id: str, kind: oneOf(WEAPON_KINDS), missileType: opt(oneOf(MISSILE_TYPES)) })),
    }),
  ),
  seats: list(
    obj({
      position: oneOf(POSITIONS),
      crewId: opt(str),
      npcSkill: opt(level),
      automated: opt(bool),
      mountId: opt(str),
    }),
  ),
  crew: list(
    obj({
      id: str,
      name: str,
      skills: record(opt(level), oneOf(SKILLS)),
      characteristics: record(opt(level), oneOf(CHARACTERISTICS)),
    }),
  ),
  // the small craft aboard, each a ship of its own (checked when reached: the shape refers to itself)
  craft: opt(list(obj({ key: str, ship: (n, v) => SHIP(n, v) }))),
});

/** A ShipSnapshot as src/rules/types.ts describes it, every member checked. */
export function checkShip(name: string, v: unknown): asserts v is ShipSnapshot {
  SHIP(name, v);
}

const CHECK_INPUT: Check = obj({
  skill: (n, v) => {
    if (v !== null && v !== undefined) level(n, v);
  },
  characteristicDM: opt(level),
  // (a difficulty of "" means none: checkModifiers skips a falsy one)
  difficulty: (n, v) => {
    if (v !== undefined && v !== "") oneOf(DIFFICULTIES)(n, v);
  },
  modifiers: opt(modifiers),
});

/** A CheckInput: a skill level or none, a characteristic DM, a difficulty, a list of {source, value} modifiers. */
export const checkCheckInput: Check = CHECK_INPUT;

/** What struck a ship (DamageAttack): damage 0 to MAX_DAMAGE, a weapon of the list, the optional members. */
export const checkDamageAttack: Check = obj({
  damage: num(0, MAX_DAMAGE),
  weapon: oneOf([...WEAPON_KINDS, "collision", "boarding"]),
  missileType: opt(oneOf(MISSILE_TYPES)),
  activeScreens: opt(screens),
  internal: opt(bool),
  hits: opt(obj({ single: int(0, MAX_DAMAGE), double: int(0, MAX_DAMAGE), triple: int(0, MAX_DAMAGE) })),
  label: opt(str),
});

// ----- the engagement -------------------------------------------------------------------------------------------

const OPTIONS: Check = obj({
  reactionTiming: opt(oneOf(["after", "before"])),
  pulseLaserPenalty: opt(bool),
  reloading: opt(oneOf(["manual", "magazine"])),
  mDriveHalfRounding: opt(oneOf(["up", "down"])),
  crewDamageEach: opt(bool),
  repairDestroyedSystems: opt(bool),
  repairHullStructure: opt(bool),
  rangeCheckReverts: opt(bool),
  reactionsFollowInitiative: opt(bool),
  reactionFireUsesTurret: opt(bool),
  crewHitsUnnamed: opt(bool),
  hullZero: opt(oneOf(["internal", "disabled"])),
  interceptLoneShips: opt(bool),
  missilesAsCraft: opt(bool),
});

/** Refuse table options that are not what EngagementOptions says. */
export function checkEngagementOptions(name: string, o: unknown): asserts o is EngagementOptions {
  OPTIONS(name, o);
}

const COMBAT_STATE: Check = obj({
  shipId: str,
  side: id,
  aware: bool,
  initiative: (n, v) => {
    if (v !== null) num(-MAX_COUNT, MAX_COUNT)(n, v);
  },
  initiativeBonusNext: level,
  delayed: bool,
  hasty: bool,
  speed: int(0, MAX_SPEED),
  reactionsSpent: count,
  actions: record(obj({ minor: count, significant: count })),
  status: oneOf(["active", "disabled", "destroyed", "escaped"]),
  reactionsBudget: opt(count),
  acted: opt(bool),
  skipped: opt(bool),
  interrupted: opt(bool),
  initiativeBonusApplied: opt(level),
  coordinationPool: opt(count),
  spentWeapons: opt(texts),
  firedMounts: opt(texts),
  fireControlUsed: opt(count),
  autoRepairsUsed: opt(count),
  jumpPlotted: opt(bool),
  commsEstablished: opt(bool),
  planetary: opt(oneOf(["orbit", "decayingOrbit", "atmosphere"])),
  reentryRound: opt(round),
  orbitWorldSize: opt(int(0, 33)),
  orbitWorldAtmosphere: opt(int(0, 15)),
  // extended actions keyed by seat index
  extended: opt(
    record(
      obj({ label: str, turnsNeeded: count, turnsDone: count, spoiledRound: opt(round), skill: oneOf(SKILLS) }),
      (n, k) => {
        if (!/^\d+$/.test(k as string)) refuseInput("notAnInteger", { name: n, value: k });
      },
    ),
  ),
  boardingDM: opt(level),
  fleetTactics: opt(level),
  fleetTacticsLost: opt(bool),
  encrypted: opt(bool),
  craftOf: opt(obj({ carrierId: str, key: str, crewSkill: level, recovered: opt(bool) })),
});

/** The world a fight is near: digits of its profile (Size 0–33 in eHex, Atmosphere 0–15), a name. */
export const WORLD: Check = obj({ size: int(0, 33), atmosphere: int(0, 15), name: opt(str) });

const SHOT: Check = obj({
  weaponId: str,
  weapon: oneOf(WEAPON_KINDS),
  dice: opt(int(2, 12)),
  dm: opt(level),
  hit: opt(bool),
  damage: opt(num(0, MAX_DAMAGE)),
  reduction: opt(num(0, MAX_COUNT)),
  destroyed: opt(bool),
  difficulty: opt(str),
});

const MEMORY: Check = obj({
  round,
  turn: count,
  ships: record(COMBAT_STATE, id),
  order: texts,
  ranges: record(oneOf(RANGE_BANDS)),
  pursuits: list(obj({ pursuerId: str, targetId: str, turns: count, maintainedRound: opt(round) })),
  salvos: list(
    obj({
      id: str,
      attackerId: str,
      targetId: str,
      mountId: opt(str),
      missileType: oneOf(MISSILE_TYPES),
      count: int(0, MAX_SALVO),
      launchedRound: round,
      impactRound: round,
      fuelEndsRound: round,
      toHit: level,
      launchEffect: opt(level),
      band: opt(oneOf(RANGE_BANDS)),
    }),
  ),
  modifiers: list(
    obj({
      id: str,
      shipId: str,
      key: str,
      value: level,
      targetId: opt(str),
      expiresRound: round,
      uses: opt(count),
      lapsesAtTurnOf: opt(str),
    }),
  ),
  pendingAttacks: opt(
    list(
      obj({
        id: str,
        attackerId: str,
        targetId: str,
        kind: oneOf(["beam", "missile"]),
        mountId: opt(str),
        seat: opt(int(0, MAX_LIST)),
        salvoId: opt(str),
        missileType: opt(oneOf(MISSILE_TYPES)),
        toHit: opt(level),
        round,
        modifiers,
        shots: list(SHOT, MAX_SALVO),
        reactions: texts,
        activeScreens: opt(screens),
      }),
    ),
  ),
  options: opt(OPTIONS),
  boardings: opt(
    list(
      obj({
        id: str,
        attackerId: str,
        defenderId: str,
        rounds: count,
        status: oneOf(["fighting", "boarded", "repelled", "controlled", "abandoned"]),
      }),
    ),
  ),
  docked: opt(texts),
  missilePhase: opt(bool),
  flagships: opt(texts),
  world: opt(WORLD),
  nextId: opt(int(0)),
  ended: opt(obj({ round, reason: oneOf(["destroyed", "escaped", "surrendered", "referee"]), winnerSide: opt(str) })),
});

/** `id`, found at `name`, must name a ship of the memory. */
function shipRef(m: EngagementMemory, name: string, v: string): void {
  if (!Object.hasOwn(m.ships, v)) refuseInput("unknownShip", { name, value: v });
}

/** What the engine reads by the ids the memory holds: each names a ship of it (and each ship state its own id). */
function checkReferences(name: string, m: EngagementMemory): void {
  for (const k of Object.keys(m.ships))
    if (m.ships[k].shipId !== k)
      refuseInput("unknownValue", { name: `${name}.ships.${k}.shipId`, value: m.ships[k].shipId, allowed: [k] });
  m.order.forEach((x, i) => shipRef(m, `${name}.order.${i}`, x));
  m.pursuits.forEach((p, i) => {
    shipRef(m, `${name}.pursuits.${i}.pursuerId`, p.pursuerId);
    shipRef(m, `${name}.pursuits.${i}.targetId`, p.targetId);
  });
  m.salvos.forEach((s, i) => {
    shipRef(m, `${name}.salvos.${i}.attackerId`, s.attackerId);
    shipRef(m, `${name}.salvos.${i}.targetId`, s.targetId);
  });
  (m.pendingAttacks ?? []).forEach((a, i) => {
    shipRef(m, `${name}.pendingAttacks.${i}.attackerId`, a.attackerId);
    shipRef(m, `${name}.pendingAttacks.${i}.targetId`, a.targetId);
    // a missile attack lands with its type and to-hit number
    if (a.kind === "missile") {
      oneOf(MISSILE_TYPES)(`${name}.pendingAttacks.${i}.missileType`, a.missileType);
      level(`${name}.pendingAttacks.${i}.toHit`, a.toHit);
    }
  });
  (m.boardings ?? []).forEach((b, i) => {
    shipRef(m, `${name}.boardings.${i}.attackerId`, b.attackerId);
    shipRef(m, `${name}.boardings.${i}.defenderId`, b.defenderId);
  });
}

/**
 * An EngagementState: the memory (every member of EngagementMemory, each ship's state keyed by its own id, every id
 * an attack, salvo, pursuit or boarding names a ship of the memory) and a snapshot for every ship of the memory.
 */
export function checkState(name: string, v: unknown): asserts v is EngagementState {
  checkObject(name, v);
  MEMORY(`${name}.memory`, v.memory);
  const m = v.memory as EngagementMemory;
  checkReferences(`${name}.memory`, m);
  record(SHIP, id)(`${name}.ships`, v.ships);
  const ships = v.ships as Obj;
  for (const k of Object.keys(m.ships))
    if (!Object.hasOwn(ships, k)) refuseInput("unknownShip", { name: `${name}.ships`, value: k });
}
