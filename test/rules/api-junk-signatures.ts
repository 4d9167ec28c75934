// Each function of the public API with an arbitrary of its arguments: the valid values (ships, engagements at
// several moments, commands, ...) from which the junk test draws, each position valid, junk or spoiled.
import fc from "fast-check";
import * as api from "../../src/rules";
import {
  DIFFICULTIES,
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
import { arg, PROTO, spoiled } from "./api-junk-spoilers";

// ----- valid values -------------------------------------------------------------------------------------------------

const int = (min: number, max: number) => fc.integer({ min, max });
const oneOf = <T>(xs: readonly T[]) => fc.constantFrom(...xs);
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const label = opt(fc.string({ maxLength: 8 }));

const SHIPS = [makeShip, () => raider(), () => frontierTrader(), () => patrolFrigate()];
const ship = fc.constantFrom(...SHIPS).map((f) => f());

/** Engagements as they stand at several moments: fresh, after initiative, after a few rounds of a seeded fight. */
export const STATES: (() => api.EngagementState)[] = [
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
export const SIGNATURES: Record<string, fc.Arbitrary<unknown>[]> = {
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
  missileCraftTurnsLeft: [arg(oneOf(RANGE_BANDS))],
  missileCraftStep: [arg(oneOf(RANGE_BANDS))],
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
  syncStatuses: [
    arg(state, D),
    arg(fc.array(shipId, { maxLength: 3 }), D),
    arg(opt(source)),
    arg(opt(fc.constant([]))),
  ],
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
