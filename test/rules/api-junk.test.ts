// Random junk to every function of the public API (src/rules/index.ts, game.system.api): wrong types, prototype keys,
// huge numbers, NaN, and snapshots or states with one member spoiled. Each call either returns a valid result (no NaN
// anywhere in it; a procedure runs to its end with seeded dice) or throws a RulesInputError: never a TypeError, never
// a hang (every size drawn is bounded; the engine's caps refuse the huge ones). Commands are refused with a reason, so
// applyCommand and canPerform throw only for a bad state. The fast-check seed is fixed: a run is reproducible.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as api from "../../src/rules";
import { RulesInputError } from "../../src/rules/input";
import { checkState } from "../../src/rules/shapes";
import {
  CHARACTERISTICS,
  DIFFICULTIES,
  HIT_LOCATIONS,
  MISSILE_TYPES,
  MOUNT_TYPES,
  POSITIONS,
  RANGE_BANDS,
  SENSOR_GRADES,
  SHIP_SYSTEMS,
  SKILLS,
  WEAPON_KINDS,
} from "../../src/rules/types";
import { simulate } from "../../src/rules/engagement/simulate";
import { seededSource as rawSeeded } from "../../src/rules/dice";
import { duel, frontierTrader, patrolFrigate, raider } from "./engagement/fixtures";
import { makeShip } from "./fixtures";

const SEED = Number(process.env.JUNK_SEED ?? 20_251_201);
const RUNS = Number(process.env.JUNK_RUNS ?? 120);

// ----- junk -------------------------------------------------------------------------------------------------------

const PROTO = [
  "constructor",
  "toString",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "toLocaleString",
  "propertyIsEnumerable",
];
const JUNK_VALUES: unknown[] = [
  Number.NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  2 ** 53,
  -(2 ** 53),
  1e9,
  -1,
  0,
  -0,
  0.5,
  -2.5,
  7,
  13,
  "",
  "x",
  "12",
  "1e308",
  "NaN",
  ...PROTO,
  null,
  undefined,
  true,
  false,
  [],
  [1, 2],
  ["constructor"],
  {},
  { a: 1 },
  { toString: 5 },
  {
    valueOf: () => {
      throw new Error("valueOf called");
    },
  },
  () => 0,
  { type: "endTurn" },
  { value: 1, max: "2" },
  { dice: 1e308, purpose: "damage" },
];
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...JUNK_VALUES) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3, withNullPrototype: true }) },
);

/** A deep copy of the plain objects and lists of `v` (anything else, functions included, is shared). */
function copyOf(v: unknown, depth = 0): unknown {
  if (depth > 12 || typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => copyOf(x, depth + 1));
  const out: Record<string, unknown> = Object.getPrototypeOf(v) === null ? Object.create(null) : {};
  for (const k of Object.keys(v)) out[k] = copyOf((v as Record<string, unknown>)[k], depth + 1);
  return out;
}

/** A copy of `value` with one member, somewhere inside it, replaced by junk. */
function spoiled<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), junk).map(([v, pick, j]) => {
    const copy = copyOf(v);
    const paths: (string | number)[][] = [];
    const walk = (x: unknown, path: (string | number)[]) => {
      if (path.length) paths.push(path);
      if (path.length > 6 || typeof x !== "object" || x === null) return;
      for (const k of Object.keys(x))
        walk((x as Record<string, unknown>)[k], [...path, Array.isArray(x) ? Number(k) : k]);
    };
    walk(copy, []);
    if (!paths.length) return j;
    const path = paths[pick % paths.length];
    let at = copy as Record<string | number, unknown>;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    at[path[path.length - 1]] = j;
    return copy;
  });
}

/** Mostly the valid values, sometimes junk, sometimes the valid value spoiled inside. */
function arg(valid: fc.Arbitrary<unknown>, deep = false): fc.Arbitrary<unknown> {
  const options = [
    { weight: 5, arbitrary: valid },
    { weight: 2, arbitrary: junk },
  ];
  if (deep) options.push({ weight: 3, arbitrary: spoiled(valid) });
  return fc.oneof(...options);
}

// ----- valid values -------------------------------------------------------------------------------------------------

const int = (min: number, max: number) => fc.integer({ min, max });
const oneOf = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const label = opt(fc.string({ maxLength: 8 }));

const SHIPS = [makeShip, () => raider(), () => frontierTrader(), () => patrolFrigate()];
const ship = fc.constantFrom(...SHIPS).map((f) => f());

/** Engagements as they stand at several moments: fresh, after initiative, after a few rounds of a seeded fight. */
const STATES: (() => api.EngagementState)[] = [
  () => duel(raider(), frontierTrader()),
  () => duel(patrolFrigate(), raider(), { range: "medium" }),
  ...[0, 1, 2, 4].map(
    (rounds) => () =>
      simulate(duel(patrolFrigate(), frontierTrader(), { range: "long" }), rawSeeded(rounds + 3), {
        maxRounds: rounds,
        endStalemates: false,
      }).state,
  ),
  ...[1, 3].map(
    (rounds) => () =>
      simulate(duel(raider(), frontierTrader()), rawSeeded(rounds), { maxRounds: rounds, endStalemates: false }).state,
  ),
];
const state = fc.constantFrom(...STATES).map((f) => structuredClone(f()));

const modifier = fc.record({ source: fc.constantFrom("aid", "x"), value: int(-4, 4) });
const checkInput = fc.record(
  {
    skill: fc.option(int(-3, 4), { nil: null }),
    characteristicDM: int(-2, 3),
    difficulty: oneOf(DIFFICULTIES),
    modifiers: fc.array(modifier, { maxLength: 3 }),
  },
  { requiredKeys: [] },
);
const purpose = oneOf(api.DICE_PURPOSES);
const source = fc.integer({ min: -1000, max: 1000 }).map((s) => api.seededSource(s));
const request = fc.record({ dice: int(0, 6), purpose, label }, { requiredKeys: ["dice", "purpose"] });
const attack = fc.record(
  {
    damage: int(0, 40),
    weapon: oneOf([...WEAPON_KINDS, "collision", "boarding"] as const),
    missileType: oneOf(MISSILE_TYPES),
    activeScreens: fc.record({ nuclearDamper: int(0, 3), mesonScreen: int(0, 3) }, { requiredKeys: [] }),
    internal: fc.boolean(),
    hits: fc.record({ single: int(0, 4), double: int(0, 3), triple: int(0, 2) }),
    label,
  },
  { requiredKeys: ["damage", "weapon"] },
);
const repairTarget = fc.oneof(
  oneOf([...SHIP_SYSTEMS, "hull", "structure"] as const),
  oneOf(["t1", "b1", "x"]).map((mountId) => ({ mountId })),
);
const simOptions = fc.record(
  {
    range: oneOf(RANGE_BANDS),
    maxRounds: int(0, 3),
    endStalemates: fc.boolean(),
    flee: fc.boolean(),
    keepEvents: fc.boolean(),
    options: fc.record(
      { reactionTiming: oneOf(["after", "before"] as const), reloading: oneOf(["manual", "magazine"] as const) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const shipId = oneOf(["raider", "trader", "frigate", "s1", "nobody", ...PROTO]);
const COMMANDS: Record<string, unknown>[] = [
  { type: "rollInitiative" },
  { type: "endTurn", shipId: "raider" },
  { type: "endTurn", shipId: "frigate" },
  { type: "endRound" },
  { type: "resolveMissiles" },
  { type: "delay", shipId: "trader" },
  { type: "actNow", shipId: "trader" },
  { type: "declareHasty", shipId: "frigate" },
  { type: "endEngagement", reason: "referee" },
  { type: "attack", shipId: "raider", seat: 4, targetId: "trader" },
  { type: "attack", shipId: "frigate", seat: 4, targetId: "trader", weaponIds: ["x"], computerTargeting: true },
  { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 2 },
  { type: "avoidCollision", shipId: "frigate", seat: 1, hazard: "debris" },
  { type: "rangeCheck", shipId: "raider", seat: 2, targetId: "trader", choice: "closer" },
  { type: "extendedAction", shipId: "frigate", seat: 2, label: "x", skill: "mechanics", turns: 2 },
  { type: "atmosphericEntry", shipId: "frigate", seat: 1, worldSize: 8, worldAtmosphere: 6 },
  { type: "electronicWarfare", shipId: "frigate", seat: 3, mode: "smartMissiles", maxChecks: 2 },
  { type: "repairDamagedSystem", shipId: "trader", seat: 3, target: { mountId: "t1" } },
  { type: "dodge", shipId: "trader", attackId: "a1" },
  { type: "pointDefense", shipId: "trader", seat: 4, attackId: "a2", maxShots: 2 },
  { type: "triggerScreens", shipId: "frigate", seat: 0, attackId: "a1" },
];
const command = fc.oneof(
  oneOf(COMMANDS),
  spoiled(oneOf(COMMANDS)),
  shipId.map((id) => ({ type: "endTurn", shipId: id })),
);
const oddsResult = fc
  .integer({ min: 0, max: 5 })
  .map((n) => api.oddsOf(duel(raider(), frontierTrader()), n, 1, { maxRounds: 1 }));
const setup = fc.record(
  {
    ships: fc.constantFrom([raider(), frontierTrader()], [patrolFrigate(), raider()], [makeShip()]),
    range: oneOf(RANGE_BANDS),
    options: fc.record({ pulseLaserPenalty: fc.boolean() }, { requiredKeys: [] }),
    speeds: fc.record({ raider: int(0, 6) }, { requiredKeys: [] }),
    aware: fc.constantFrom(["raider"], []),
  },
  { requiredKeys: ["ships"] },
);

/** Each function of the API with an arbitrary of its arguments (each position: valid, junk, or spoiled). */
const D = true;
const SIGNATURES: Record<string, fc.Arbitrary<unknown>[]> = {
  difficultyDM: [arg(oneOf(DIFFICULTIES))],
  degreeOfSuccess: [arg(int(-20, 20))],
  characteristicDM: [arg(int(0, 15))],
  checkModifiers: [arg(checkInput, D)],
  resolveCheck: [arg(checkInput, D), arg(int(2, 12))],
  taskCheck: [arg(checkInput, D), arg(label)],
  rollCheck: [arg(source), arg(checkInput, D), arg(label)],
  opposedCheck: [
    arg(checkInput, D),
    arg(checkInput, D),
    arg(opt(fc.record({ a: int(0, 15), b: int(0, 15) }))),
    arg(label),
  ],
  rollOpposed: [
    arg(source),
    arg(checkInput, D),
    arg(checkInput, D),
    arg(fc.record({ a: int(0, 15), b: int(0, 15) }), D),
    arg(label),
  ],
  aidDM: [arg(fc.constant(api.resolveCheck({ skill: 1 }, 9)), D)],
  timeFrameDM: [arg(int(-2, 2))],
  roll: [arg(int(0, 6)), arg(purpose), arg(label)],
  pick: [arg(int(1, 12)), arg(label)],
  rollDice: [arg(source), arg(int(0, 6)), arg(purpose), arg(label)],
  pickIndex: [arg(source), arg(int(1, 12)), arg(label)],
  runSync: [
    arg(fc.constantFrom(api.roll(2, "check"), api.pick(3), (d: api.DiceSource) => api.rollDice(d, 1, "random"))),
    arg(source),
  ],
  seededSource: [arg(int(-1e6, 1e6))],
  scriptedSource: [arg(fc.array(int(1, 12), { maxLength: 4 }), D)],
  formulaOf: [arg(request, D)],
  attackDifficulty: [arg(oneOf(WEAPON_KINDS)), arg(oneOf(RANGE_BANDS))],
  weaponAttackDM: [arg(oneOf(WEAPON_KINDS)), arg(opt(fc.record({ pulseLaserPenalty: fc.boolean() })), D)],
  rangeBandForDistance: [arg(fc.double({ min: 0, max: 1e7, noNaN: true }))],
  rangeIndex: [arg(oneOf(RANGE_BANDS))],
  shiftRange: [arg(oneOf(RANGE_BANDS)), arg(int(-9, 9))],
  sensorDetails: [arg(oneOf(RANGE_BANDS)), arg(oneOf(SENSOR_GRADES))],
  reactionsForInitiative: [arg(int(-10, 30))],
  missileTurnsToImpact: [arg(oneOf(RANGE_BANDS))],
  missileToHitTarget: [arg(int(-10, 10))],
  missileToHitForType: [arg(oneOf(MISSILE_TYPES)), arg(int(-10, 10))],
  missileFuelEndsRound: [arg(int(0, 50))],
  missileImpact: [arg(oneOf(MISSILE_TYPES)), arg(int(2, 12)), arg(opt(int(-4, 4))), arg(label)],
  rollMissileImpact: [arg(source), arg(oneOf(MISSILE_TYPES)), arg(int(2, 12)), arg(opt(int(-4, 4))), arg(label)],
  damageToHits: [arg(int(-10, 60))],
  hitLocation: [arg(int(2, 12)), arg(oneOf(["external", "internal", "smallCraft"]))],
  effectiveArmor: [arg(ship, D), arg(attack, D)],
  hasRadiationHit: [arg(attack, D)],
  hitColumnFor: [arg(ship, D), arg(attack, D)],
  resolveDamage: [
    arg(ship, D),
    arg(attack, D),
    arg(opt(fc.record({ crewDamageEach: fc.boolean(), crewHitsUnnamed: fc.boolean() })), D),
  ],
  rollDamage: [arg(source), arg(ship, D), arg(attack, D), arg(opt(fc.record({ crewDamageEach: fc.boolean() })), D)],
  crewDamage: [arg(int(-5, 15)), arg(oneOf(["normal", "radiation"]))],
  resolveCrewHit: [
    arg(oneOf(["normal", "radiation"])),
    arg(fc.array(oneOf(["c1", "c2"]), { maxLength: 3 }), D),
    arg(opt(fc.record({ dm: int(-3, 3), rollEach: fc.boolean(), label })), D),
  ],
  rollCrewHit: [
    arg(source),
    arg(oneOf(["normal", "radiation"])),
    arg(fc.array(oneOf(["c1", "c2"]), { maxLength: 3 }), D),
    arg(opt(fc.record({ dm: int(-3, 3) })), D),
  ],
  distributeDamage: [arg(fc.record({ str: int(0, 12), dex: int(0, 12), end: int(0, 12) }), D), arg(int(0, 40))],
  hitsRepaired: [arg(int(-8, 10))],
  repairSystem: [
    arg(ship, D),
    arg(repairTarget, D),
    arg(int(-8, 10)),
    arg(opt(fc.record({ repairDestroyed: fc.boolean() })), D),
  ],
  repairableLocations: [arg(ship, D), arg(opt(fc.record({ repairHullStructure: fc.boolean() })), D)],
  autoRepairAttempts: [arg(ship, D)],
  repairCheck: [arg(fc.option(int(0, 4), { nil: null })), arg(int(-2, 2)), arg(opt(fc.boolean()))],
  autoRepairCheck: [],
  hullPoints: [arg(int(0, 5000))],
  structurePoints: [arg(int(0, 5000)), arg(opt(fc.record({ structureRounding: oneOf(["up", "down"] as const) })), D)],
  isSmallCraft: [arg(int(0, 5000))],
  trackState: [arg(oneOf([...SHIP_SYSTEMS, ...MOUNT_TYPES])), arg(int(0, 3))],
  currentThrust: [
    arg(int(0, 9)),
    arg(int(0, 3)),
    arg(opt(fc.record({ mDriveHalfRounding: oneOf(["up", "down"] as const) })), D),
  ],
  shipEffects: [arg(ship, D), arg(opt(fc.record({ mDriveHalfRounding: oneOf(["up", "down"] as const) })))],
  mountAttackDM: [arg(ship, D), arg(oneOf(["t1", "t2", "b1", "x"]))],
  sensorJammingRating: [arg(ship, D)],
  sensorTargetingModifiers: [arg(ship, D), arg(ship, D)],
  atmosphericEntryDM: [arg(int(0, 20)), arg(int(0, 15))],
  collisionCheck: [
    arg(oneOf(["traffic", "debris", "asteroidsLight", "asteroidsAverage", "asteroidsHeavy"])),
    arg(opt(fc.boolean())),
  ],
  collisionDamageDice: [arg(int(-20, 20))],
  boardingOutcome: [arg(oneOf(["attacker", "defender"])), arg(int(-10, 10))],
  boardingDamage: [
    arg(
      fc.constantFrom(
        api.boardingOutcome("attacker", 1),
        api.boardingOutcome("attacker", 7),
        api.boardingOutcome("defender", 7),
      ),
      D,
    ),
    arg(opt(int(0, 12))),
  ],
  scalingWeaponOf: [arg(oneOf(WEAPON_KINDS)), arg(opt(oneOf(MOUNT_TYPES))), arg(opt(oneOf(MISSILE_TYPES)))],
  personalScaleAttackDM: [arg(opt(fc.boolean()))],
  personalScaleFormula: [arg(oneOf(Object.keys(api.SCALING_DAMAGE)))],
  personalScaleDamage: [arg(oneOf(Object.keys(api.SCALING_DAMAGE))), arg(label)],
  rollPersonalScaleDamage: [arg(source), arg(oneOf(Object.keys(api.SCALING_DAMAGE))), arg(label)],
  personalWeaponsDice: [arg(fc.array(int(0, 12), { maxLength: 6 }), D)],
  personalDamageToShip: [arg(int(0, 5000))],
  personalVsShipDM: [],
  personalWeaponsVsShip: [arg(fc.array(int(0, 12), { maxLength: 6 }), D), arg(label)],
  rollPersonalWeaponsVsShip: [arg(source), arg(fc.array(int(0, 12), { maxLength: 6 }), D), arg(label)],
  automatedPositions: [arg(ship, D)],
  fireControlWeapons: [arg(ship, D)],
  automatedSkill: [arg(ship, D), arg(oneOf(POSITIONS))],
  evadeDM: [arg(ship, D)],
  createEngagement: [arg(setup, D)],
  cloneState: [arg(state, D)],
  rangeBetween: [
    arg(
      state.map((s) => s.memory),
      D,
    ),
    arg(shipId),
    arg(shipId),
  ],
  enemiesOf: [
    arg(
      state.map((s) => s.memory),
      D,
    ),
    arg(shipId),
  ],
  seatSkill: [arg(ship, D), arg(int(0, 12)), arg(oneOf(SKILLS))],
  bestSeat: [arg(ship, D), arg(fc.subarray([...POSITIONS]), D), arg(oneOf(SKILLS))],
  seatPositions: [arg(ship, D), arg(int(0, 12))],
  isLonePilot: [arg(ship, D), arg(int(0, 3))],
  refuse: [arg(oneOf(api.REFUSAL_REASONS)), arg(label)],
  applyCommand: [arg(state, D), arg(command, D)],
  applyCommandInPlace: [arg(state, D), arg(command, D), arg(source), arg(opt(fc.constant([])))],
  canPerform: [arg(state, D), arg(command, D)],
  availableActions: [arg(state, D), arg(shipId), arg(int(0, 12))],
  availableReactions: [arg(state, D), arg(oneOf(["a1", "a2", "x", ...PROTO]))],
  queryEngagement: [arg(state, D)],
  planTurn: [
    arg(state, D),
    arg(shipId),
    arg(opt(fc.record({ stance: oneOf(["aggressive", "steady", "cautious"]), target: oneOf(["first", "nearest"]) }))),
    arg(opt(fc.record({ seat: int(0, 12) }))),
  ],
  planReaction: [
    arg(state, D),
    arg(oneOf(["a1", "a2", "x", ...PROTO])),
    arg(opt(fc.record({ stance: oneOf(["aggressive", "steady", "cautious"]) }))),
  ],
  currentShipId: [arg(state, D)],
  pursuitDM: [arg(int(0, 10))],
  weaponDamageDice: [arg(oneOf(WEAPON_KINDS)), arg(oneOf(MOUNT_TYPES))],
  screenFor: [
    arg(
      fc.record({
        kind: oneOf(["beam", "missile"] as const),
        missileType: oneOf(MISSILE_TYPES),
        shots: fc.array(fc.record({ weapon: oneOf(WEAPON_KINDS) }), { maxLength: 3 }),
      }),
      D,
    ),
  ],
  actionDef: [arg(fc.oneof(oneOf(api.SEAT_ACTIONS), oneOf(PROTO)))],
  simulate: [arg(state, D), arg(source), arg(opt(simOptions), D)],
  simulateEngagement: [
    arg(
      ship.map((s) => ({ ...s, id: "a" })),
      D,
    ),
    arg(
      ship.map((s) => ({ ...s, id: "b" })),
      D,
    ),
    arg(int(-100, 100)),
    arg(opt(simOptions), D),
  ],
  oddsOf: [
    arg(state, D),
    arg(int(0, 3)),
    arg(opt(int(-100, 100))),
    arg(opt(simOptions.map((o) => ({ ...o, maxRounds: 2 }))), D),
  ],
  engagementOdds: [
    arg(
      ship.map((s) => ({ ...s, id: "a" })),
      D,
    ),
    arg(
      ship.map((s) => ({ ...s, id: "b" })),
      D,
    ),
    arg(int(0, 3)),
    arg(opt(int(-100, 100))),
    arg(opt(fc.record({ maxRounds: int(0, 2) })), D),
  ],
  splitBattles: [arg(int(0, 1000)), arg(int(-1000, 1000)), arg(int(1, 20))],
  mergeOdds: [arg(fc.array(oddsResult, { maxLength: 3 }), D)],
  syncStatuses: [arg(state, D), arg(fc.array(shipId, { maxLength: 3 }), D)],
  repairOptionsOf: [
    arg(
      state.map((s) => s.memory),
      D,
    ),
  ],
  emptyActions: [],
  pairKey: [arg(shipId), arg(shipId)],
  // a promise: its own property below
  runAsync: [],
};

// ----- the property ---------------------------------------------------------------------------------------------------

/** A result a caller can use: no NaN anywhere in it, and every procedure in it runs to its end. */
function expectUsable(result: unknown, path = "result", depth = 0): void {
  if (typeof result === "number") {
    expect(Number.isNaN(result), `${path} is NaN`).toBe(false);
    return;
  }
  if (depth > 8 || typeof result !== "object" || result === null) return;
  for (const [k, v] of Object.entries(result)) {
    // a refusal carries the caller's command as it came, junk and all
    if (k === "command" && (result as { type?: unknown }).type === "refused") continue;
    expectUsable(v, `${path}.${k}`, depth + 1);
  }
}

function call(name: string, args: unknown[]): unknown {
  const fn = (api as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
  const result = fn(...args);
  // a procedure (Rolling<T>) is run with seeded dice; a dice source is asked for a roll
  if (typeof result === "function") return (result as (d: api.DiceSource) => unknown)(api.seededSource(1));
  return result;
}

function isValidState(s: unknown): boolean {
  try {
    checkState("state", s);
    return true;
  } catch {
    return false;
  }
}

/** The functions the barrel exports (the error class is not a function of the API). */
const FUNCTIONS = Object.entries(api)
  .filter(([k, v]) => typeof v === "function" && k !== "RulesInputError")
  .map(([k]) => k)
  .sort();

describe("every public function, given junk", () => {
  test("the table below names every function of the API, and only those", () => {
    expect(Object.keys(SIGNATURES).sort()).toEqual(FUNCTIONS);
  });

  test.each(FUNCTIONS.filter((f) => f !== "runAsync"))(
    "%s returns a usable result or throws RulesInputError",
    (name) => {
      const args = SIGNATURES[name];
      fc.assert(
        fc.property(fc.tuple(...(args as [fc.Arbitrary<unknown>])), (values) => {
          let result: unknown;
          try {
            result = call(name, values);
          } catch (err) {
            if (!(err instanceof RulesInputError))
              throw new Error(`${name} threw ${(err as Error)?.name}: ${(err as Error)?.message}`);
            // the engine's commands are refused with a reason, never thrown: only a bad state (or dice source) throws
            const [first] = values as unknown[];
            if (name === "applyCommand" || name === "canPerform") expect(isValidState(first), err.message).toBe(false);
            if (name === "applyCommandInPlace" && isValidState(first))
              expect(err.details.name).toMatch(/^(source|events)$/);
            expect(err.message.length).toBeGreaterThan(10);
            return;
          }
          expectUsable(result);
          if (
            result &&
            typeof result === "object" &&
            "roll" in result &&
            typeof (result as api.DiceSource).roll === "function"
          ) {
            // a dice source made from junk still answers whole numbers (or refuses)
            try {
              const total = (result as api.DiceSource).roll({ dice: 2, purpose: "check" });
              expect(Number.isInteger(total)).toBe(true);
            } catch (err) {
              expect(err).toBeInstanceOf(Error);
            }
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );

  test("runAsync: a procedure and an answerer, or a RulesInputError (the promise rejects with it)", async () => {
    await fc.assert(
      fc.asyncProperty(
        arg(
          fc.constantFrom(
            api.roll(2, "check"),
            (d: api.DiceSource) => d.roll({ dice: 1e308, purpose: "damage" }),
            api.pick(4),
          ),
        ),
        arg(
          fc.constantFrom(
            async () => 7,
            async () => 1,
            async () => Number.NaN,
            async () => "7",
          ),
        ),
        async (proc, answer) => {
          try {
            const v = await api.runAsync(proc as api.Rolling<number>, answer as () => Promise<number>);
            expect(Number.isInteger(v)).toBe(true);
          } catch (err) {
            expect(err, String(err)).toBeInstanceOf(RulesInputError);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe("the checks accept what the engine makes", () => {
  test("every state of the fixtures and of seeded fights, and every ship of them, passes checkState", () => {
    for (const make of STATES) expect(() => checkState("state", make())).not.toThrow();
    for (let seed = 1; seed <= 20; seed++) {
      const r = simulate(duel(patrolFrigate(), raider(), { range: "long" }), rawSeeded(seed), {
        maxRounds: 1 + (seed % 6),
        endStalemates: false,
        flee: seed % 2 === 0,
      });
      expect(() => checkState("state", r.state)).not.toThrow();
      expect(() => checkState("state", JSON.parse(JSON.stringify(r.state)))).not.toThrow();
    }
  });

  test("the characteristics and skills of the vocabulary are what the checks allow", () => {
    const crew = [
      {
        id: "c",
        name: "c",
        skills: Object.fromEntries(SKILLS.map((k) => [k, 1])),
        characteristics: Object.fromEntries(CHARACTERISTICS.map((c) => [c, 7])),
      },
    ];
    expect(() => api.shipEffects(makeShip({ crew }))).not.toThrow();
    expect(HIT_LOCATIONS.length).toBeGreaterThan(SHIP_SYSTEMS.length);
  });
});
