// The public API's door (src/rules/index.ts exports these in place of the engine's own functions): each checks its
// arguments, throwing RulesInputError for anything the function's documentation does not allow (a wrong type, NaN,
// Infinity, a fraction or a negative where a whole number is meant, a name that is not one of a closed set, a
// snapshot or a state that is not whole), then calls the engine's function. The engine calls its own functions
// directly and trusts its input, so none of this runs in its loops (docs/architecture.md, "Keeping the engine fast").
// Command values are not checked here: canPerform and applyCommand refuse a bad command with a reason.
import * as boarding from "./boarding";
import * as checks from "./checks";
import * as crew from "./crew-damage";
import * as damage from "./damage";
import * as dice from "./dice";
import * as hull from "./hull";
import {
  checkBoolean,
  checkFunction,
  checkInteger,
  checkList,
  checkNumber,
  checkObject,
  checkOneOf,
  checkString,
  MAX_DAMAGE,
  MAX_DICE,
  MAX_PICK,
  MAX_SPEED,
  optional,
  refuseInput,
} from "./input";
import * as missiles from "./missiles";
import * as planetary from "./planetary";
import * as ranges from "./ranges";
import * as reactions from "./reactions";
import * as repair from "./repair";
import * as sensors from "./sensors";
import { checkCheckInput, checkDamageAttack, checkEngagementOptions, checkId, checkShip, checkState, MAX_LEVEL, MAX_LIST } from "./shapes";
import * as shipState from "./ship-state";
import * as software from "./software";
import { HIT_COLUMNS } from "./tables/damage";
import { COLLISION_AVOIDANCE } from "./tables/planetary";
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
} from "./types";
import * as catalogue from "./engagement/catalogue";
import * as combat from "./engagement/combat";
import * as engine from "./engagement/engine";
import { repairOptionsOf as rawRepairOptionsOf, pairKey as rawPairKey } from "./engagement/memory";
import * as odds from "./engagement/odds";
import { REFUSAL_REASONS, refuse as rawRefuse } from "./engagement/refusals";
import * as restore from "./engagement/restore";
import * as simulation from "./engagement/simulate";
import * as state from "./engagement/state";

/** `fn` behind `check`: the same function to its callers, refusing what `check` refuses. */
function guard<F extends (...args: any[]) => any>(fn: F, check: (...args: Parameters<F>) => void): F {
  return ((...args: Parameters<F>) => {
    check(...args);
    return fn(...args);
  }) as F;
}

const text = (name: string, v: unknown) => optional(checkString, name, v);
const flag = (name: string, v: unknown) => optional(checkBoolean, name, v);
const level = (name: string, v: unknown) => checkInteger(name, v, -MAX_LEVEL, MAX_LEVEL);
const track = (name: string, v: unknown) => checkInteger(name, v, 0, 3);
const seatIndex = (name: string, v: unknown) => checkInteger(name, v, 0, MAX_LIST);
const options = (name: string, v: unknown) => optional(checkObject, name, v);

function source(name: string, v: unknown): void {
  if (typeof v !== "object" || v === null || typeof (v as { roll?: unknown }).roll !== "function")
    refuseInput("wrongType", { name, value: v, expected: "diceSource" });
}

function strings(name: string, v: unknown): void {
  checkList(name, v, MAX_LIST);
  v.forEach((x, i) => checkString(`${name}.${i}`, x));
}

function scores(name: string, v: unknown): void {
  checkObject(name, v);
  checkNumber(`${name}.a`, v.a);
  checkNumber(`${name}.b`, v.b);
}

function checkResult(name: string, v: unknown): void {
  checkObject(name, v);
  checkOneOf(`${name}.degree`, v.degree, ["exceptionalFailure", "failure", "success", "exceptionalSuccess"]);
}

function repairTarget(name: string, v: unknown): void {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) return checkString(`${name}.mountId`, (v as { mountId?: unknown }).mountId);
  checkOneOf(name, v, [...SHIP_SYSTEMS, "hull", "structure"]);
}

function repairOptions(name: string, v: unknown): void {
  if (v === undefined) return;
  checkObject(name, v);
  flag(`${name}.repairDestroyed`, v.repairDestroyed);
  flag(`${name}.repairHullStructure`, v.repairHullStructure);
}

function thrustOptions(name: string, v: unknown): void {
  if (v === undefined) return;
  checkObject(name, v);
  optional(checkOneOf, `${name}.mDriveHalfRounding`, v.mDriveHalfRounding, ["up", "down"]);
}

function attackPart(name: string, v: unknown): void {
  checkObject(name, v);
  checkOneOf(`${name}.weapon`, v.weapon, [...WEAPON_KINDS, "collision", "boarding"]);
  optional(checkOneOf, `${name}.missileType`, v.missileType, MISSILE_TYPES);
  flag(`${name}.internal`, v.internal);
}

function crewHitOptions(name: string, v: unknown): void {
  if (v === undefined) return;
  checkObject(name, v);
  optional(level, `${name}.dm`, v.dm);
  flag(`${name}.rollEach`, v.rollEach);
  text(`${name}.label`, v.label);
}

function damageOptions(name: string, v: unknown): void {
  if (v === undefined) return;
  checkObject(name, v);
  flag(`${name}.crewDamageEach`, v.crewDamageEach);
}

function simulationOptions(name: string, v: unknown): void {
  if (v !== undefined) simulation.checkSimulationOptions(v as simulation.SimulationOptions);
  void name;
}

function memoryLike(name: string, v: unknown): void {
  checkObject(name, v);
  checkObject(`${name}.ships`, v.ships);
  checkObject(`${name}.ranges`, v.ranges);
}

function oddsResult(name: string, v: unknown): void {
  checkObject(name, v);
  for (const k of ["battles", "draws", "stalemates", "totalRounds"]) checkInteger(`${name}.${k}`, v[k], 0, Number.MAX_SAFE_INTEGER);
  for (const k of ["wins", "sides"]) {
    checkObject(`${name}.${k}`, v[k]);
    for (const [id, n] of Object.entries(v[k] as object)) {
      checkId(`${name}.${k}`, id);
      checkInteger(`${name}.${k}.${id}`, n, 0, Number.MAX_SAFE_INTEGER);
    }
  }
}

function setup(name: string, v: unknown): void {
  checkObject(name, v);
  checkList(`${name}.ships`, v.ships, MAX_LIST);
  v.ships.forEach((s, i) => checkShip(`${name}.ships.${i}`, s));
  const ids = (v.ships as { id: string }[]).map((s) => s.id);
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) refuseInput("duplicateId", { name: `${name}.ships`, value: id });
  });
  const known = (id: string, at: string) => {
    if (!ids.includes(id)) refuseInput("unknownShip", { name: at, value: id });
  };
  if (v.sides !== undefined) {
    checkObject(`${name}.sides`, v.sides);
    for (const [id, side] of Object.entries(v.sides as object)) {
      known(id, `${name}.sides`);
      checkId(`${name}.sides.${id}`, side);
    }
  }
  optional(checkOneOf, `${name}.range`, v.range, RANGE_BANDS);
  if (v.ranges !== undefined) {
    checkObject(`${name}.ranges`, v.ranges);
    for (const [k, band] of Object.entries(v.ranges as object)) checkOneOf(`${name}.ranges.${k}`, band, RANGE_BANDS);
  }
  if (v.aware !== undefined) strings(`${name}.aware`, v.aware);
  if (v.speeds !== undefined) {
    checkObject(`${name}.speeds`, v.speeds);
    for (const [id, speed] of Object.entries(v.speeds as object)) {
      known(id, `${name}.speeds`);
      checkInteger(`${name}.speeds.${id}`, speed, 0, MAX_SPEED);
    }
  }
  if (v.docked !== undefined) {
    checkList(`${name}.docked`, v.docked, MAX_LIST);
    v.docked.forEach((pair, i) => {
      checkList(`${name}.docked.${i}`, pair, 2);
      if (pair.length !== 2) refuseInput("outOfRange", { name: `${name}.docked.${i}.length`, value: pair.length, min: 2, max: 2 });
      pair.forEach((id, j) => {
        checkString(`${name}.docked.${i}.${j}`, id);
        known(id, `${name}.docked.${i}.${j}`);
      });
    });
  }
  if (v.options !== undefined) checkEngagementOptions(`${name}.options`, v.options);
}

// ----- checks ----------------------------------------------------------------------------------------------------

export const difficultyDM = guard(checks.difficultyDM, (d) => checkOneOf("difficulty", d, DIFFICULTIES));
export const degreeOfSuccess = guard(checks.degreeOfSuccess, (e) => checkNumber("effect", e));
export const characteristicDM = guard(checks.characteristicDM, (s) => checkInteger("score", s, 0, MAX_LEVEL));
export const checkModifiers = guard(checks.checkModifiers, (input) => checkCheckInput("input", input));
export const resolveCheck = guard(checks.resolveCheck, (input, total) => {
  checkCheckInput("input", input);
  checkInteger("dice", total, 2, 12);
});
export const taskCheck = guard(checks.taskCheck, (input, label) => {
  checkCheckInput("input", input);
  text("label", label);
});
export const rollCheck = guard(checks.rollCheck, (src, input, label) => {
  source("source", src);
  checkCheckInput("input", input);
  text("label", label);
});
export const opposedCheck = guard(checks.opposedCheck, (a, b, characteristic, label) => {
  checkCheckInput("a", a);
  checkCheckInput("b", b);
  if (characteristic !== undefined) scores("characteristic", characteristic);
  text("label", label);
});
export const rollOpposed = guard(checks.rollOpposed, (src, a, b, characteristic, label) => {
  source("source", src);
  checkCheckInput("a", a);
  checkCheckInput("b", b);
  scores("characteristic", characteristic);
  text("label", label);
});
export const aidDM = guard(checks.aidDM, (helper) => checkResult("helper", helper));
export const timeFrameDM = checks.timeFrameDM;

// ----- dice --------------------------------------------------------------------------------------------------------

export const roll = guard(dice.roll, (n, purpose, label) => {
  checkInteger("dice", n, 0, MAX_DICE);
  checkOneOf("purpose", purpose, dice.DICE_PURPOSES);
  text("label", label);
});
export const pick = guard(dice.pick, (n, label) => {
  checkInteger("n", n, 1, MAX_PICK);
  text("label", label);
});
export const rollDice = guard(dice.rollDice, (src, n, purpose, label) => {
  source("source", src);
  checkInteger("count", n, 0, MAX_DICE);
  checkOneOf("purpose", purpose, dice.DICE_PURPOSES);
  text("label", label);
});
export const pickIndex = guard(dice.pickIndex, (src, n, label) => {
  source("source", src);
  checkInteger("n", n, 1, MAX_PICK);
  text("label", label);
});
export const runSync = guard(dice.runSync, (proc, src) => {
  checkFunction("proc", proc);
  source("source", src);
}) as typeof dice.runSync;
export const runAsync = guard(dice.runAsync, (proc, answer) => {
  checkFunction("proc", proc);
  checkFunction("answer", answer);
}) as typeof dice.runAsync;
export const seededSource = dice.seededSource;
export const scriptedSource = guard(dice.scriptedSource, (totals) => {
  checkList("totals", totals);
  totals.forEach((t, i) => checkInteger(`totals.${i}`, t, 1, 6 * MAX_DICE));
});
export const formulaOf = guard(dice.formulaOf, (request) => dice.checkDiceRequest(request));

// ----- tables and the damage chain ---------------------------------------------------------------------------------

export const attackDifficulty = guard(ranges.attackDifficulty, (weapon, range) => {
  checkOneOf("weapon", weapon, WEAPON_KINDS);
  checkOneOf("range", range, RANGE_BANDS);
});
export const weaponAttackDM = guard(ranges.weaponAttackDM, (weapon, opts) => {
  checkOneOf("weapon", weapon, WEAPON_KINDS);
  options("options", opts);
  flag("options.pulseLaserPenalty", opts?.pulseLaserPenalty);
});
export const rangeBandForDistance = guard(ranges.rangeBandForDistance, (km) => {
  if (km !== Infinity) checkNumber("km", km, 0);
});
export const rangeIndex = guard(ranges.rangeIndex, (band) => checkOneOf("range", band, RANGE_BANDS));
export const shiftRange = guard(ranges.shiftRange, (band, steps) => {
  checkOneOf("range", band, RANGE_BANDS);
  checkInteger("steps", steps);
});
export const sensorDetails = guard(ranges.sensorDetails, (band, grade) => {
  checkOneOf("range", band, RANGE_BANDS);
  checkOneOf("grade", grade, SENSOR_GRADES);
});
export const reactionsForInitiative = guard(reactions.reactionsForInitiative, (i) => checkInteger("initiative", i));
export const damageToHits = guard(damage.damageToHits, (d) => checkNumber("damage", d, -MAX_DAMAGE, MAX_DAMAGE));
export const hitLocation = guard(damage.hitLocation, (r, column) => {
  checkInteger("roll", r, 2, 12);
  checkOneOf("column", column, HIT_COLUMNS);
});
export const effectiveArmor = guard(damage.effectiveArmor, (ship, attack) => {
  checkShip("ship", ship);
  attackPart("attack", attack);
});
export const hasRadiationHit = guard(damage.hasRadiationHit, (attack) => attackPart("attack", attack));
export const hitColumnFor = guard(damage.hitColumnFor, (ship, attack) => {
  checkShip("ship", ship);
  attackPart("attack", attack);
});
export const resolveDamage = guard(damage.resolveDamage, (ship, attack, opts) => {
  checkShip("ship", ship);
  checkDamageAttack("attack", attack);
  damageOptions("options", opts);
});
export const rollDamage = guard(damage.rollDamage, (src, ship, attack, opts) => {
  source("source", src);
  checkShip("ship", ship);
  checkDamageAttack("attack", attack);
  damageOptions("options", opts);
});
export const missileTurnsToImpact = guard(missiles.missileTurnsToImpact, (band) => checkOneOf("range", band, RANGE_BANDS));
export const missileToHitTarget = guard(missiles.missileToHitTarget, (e) => level("launchEffect", e));
export const missileToHitForType = guard(missiles.missileToHitForType, (type, e) => {
  checkOneOf("type", type, MISSILE_TYPES);
  level("launchEffect", e);
});
export const missileFuelEndsRound = missiles.missileFuelEndsRound;
export const missileImpact = guard(missiles.missileImpact, (type, toHit, dm, label) => {
  checkOneOf("type", type, MISSILE_TYPES);
  level("toHit", toHit);
  optional(level, "dm", dm);
  text("label", label);
});
export const rollMissileImpact = guard(missiles.rollMissileImpact, (src, type, toHit, dm, label) => {
  source("source", src);
  checkOneOf("type", type, MISSILE_TYPES);
  level("toHit", toHit);
  optional(level, "dm", dm);
  text("label", label);
});
export const crewDamage = guard(crew.crewDamage, (r, column) => {
  level("roll", r);
  checkOneOf("column", column, ["normal", "radiation"]);
});
export const resolveCrewHit = guard(crew.resolveCrewHit, (column, ids, opts) => {
  checkOneOf("column", column, ["normal", "radiation"]);
  strings("crewIds", ids);
  crewHitOptions("options", opts);
});
export const rollCrewHit = guard(crew.rollCrewHit, (src, column, ids, opts) => {
  source("source", src);
  checkOneOf("column", column, ["normal", "radiation"]);
  strings("crewIds", ids);
  crewHitOptions("options", opts);
});
export const distributeDamage = guard(crew.distributeDamage, (current, amount) => {
  checkObject("current", current);
  for (const c of ["str", "dex", "end"] as const) level(`current.${c}`, current[c]);
  checkInteger("amount", amount, 0, MAX_DAMAGE * 10);
});
export const hitsRepaired = guard(repair.hitsRepaired, (e) => level("effect", e));
export const repairSystem = guard(repair.repairSystem, (ship, target, effect, opts) => {
  checkShip("ship", ship);
  repairTarget("target", target);
  level("effect", effect);
  repairOptions("options", opts);
});
export const repairableLocations = guard(repair.repairableLocations, (ship, opts) => {
  checkShip("ship", ship);
  repairOptions("options", opts);
});
export const autoRepairAttempts = guard(repair.autoRepairAttempts, (ship) => checkShip("ship", ship));
export const repairCheck = guard(repair.repairCheck, (skill, eduDM, aid) => {
  if (skill !== null) optional(level, "skill", skill);
  level("eduDM", eduDM);
  flag("autoRepairAid", aid);
});
export const autoRepairCheck = repair.autoRepairCheck;
export const hullPoints = hull.hullPoints;
export const structurePoints = guard(hull.structurePoints, (tons, opts) => {
  options("options", opts);
  optional(checkOneOf, "options.structureRounding", opts?.structureRounding, ["down", "up"]);
  void tons;
});
export const isSmallCraft = guard(hull.isSmallCraft, (tons) => checkNumber("tons", tons, 0));
export const trackState = guard(shipState.trackState, (location, t) => {
  checkOneOf("location", location, [...SHIP_SYSTEMS, ...MOUNT_TYPES]);
  track("track", t);
});
export const currentThrust = guard(shipState.currentThrust, (thrust, t, opts) => {
  checkInteger("designThrust", thrust, 0, 100);
  track("track", t);
  thrustOptions("options", opts);
});
export const shipEffects = guard(shipState.shipEffects, (ship, opts) => {
  checkShip("ship", ship);
  thrustOptions("options", opts);
});
export const mountAttackDM = guard(shipState.mountAttackDM, (ship, mountId, opts) => {
  checkShip("ship", ship);
  checkString("mountId", mountId);
  thrustOptions("options", opts);
});
export const sensorJammingRating = guard(sensors.sensorJammingRating, (ship) => checkShip("ship", ship));
export const sensorTargetingModifiers = guard(sensors.sensorTargetingModifiers, (own, target) => {
  checkShip("own", own);
  checkShip("target", target);
});
export const atmosphericEntryDM = guard(planetary.atmosphericEntryDM, (size, atmosphere) => {
  checkInteger("size", size, 0, 33);
  checkInteger("atmosphere", atmosphere, 0, 15);
});
export const collisionCheck = guard(planetary.collisionCheck, (situation, speedDifference) => {
  checkOneOf("situation", situation, Object.keys(COLLISION_AVOIDANCE));
  flag("speedDifference", speedDifference);
});
export const collisionDamageDice = guard(planetary.collisionDamageDice, (speed) => checkInteger("speed", speed, -MAX_SPEED, MAX_SPEED));
export const boardingOutcome = guard(boarding.boardingOutcome, (winner, effect) => {
  checkOneOf("winner", winner, ["attacker", "defender"]);
  level("winnerEffect", effect);
});
export const boardingDamage = guard(boarding.boardingDamage, (outcome, d) => {
  checkObject("outcome", outcome);
  checkInteger("outcome.internalSingleHits", outcome.internalSingleHits, 0, MAX_DAMAGE);
  checkInteger("outcome.internalDamageDice", outcome.internalDamageDice, 0, MAX_DICE);
  optional(checkInteger, "damage", d, 0, MAX_DAMAGE);
});
export const automatedPositions = guard(software.automatedPositions, (ship) => checkShip("ship", ship));
export const fireControlWeapons = guard(software.fireControlWeapons, (ship) => checkShip("ship", ship));
export const automatedSkill = guard(software.automatedSkill, (ship, position) => {
  checkShip("ship", ship);
  checkOneOf("position", position, POSITIONS);
});
export const evadeDM = guard(software.evadeDM, (ship) => checkShip("ship", ship));

// ----- the engagement engine -----------------------------------------------------------------------------------------

export const createEngagement = guard(state.createEngagement, (s) => setup("setup", s));
export const cloneState = guard(state.cloneState, (s) => checkState("state", s));
export const rangeBetween = guard(state.rangeBetween, (m, a, b) => {
  memoryLike("memory", m);
  checkString("a", a);
  checkString("b", b);
});
export const enemiesOf = guard(state.enemiesOf, (m, id) => {
  memoryLike("memory", m);
  checkString("id", id);
  if (!Object.hasOwn(m.ships, id)) refuseInput("unknownShip", { name: "id", value: id });
});
export const seatSkill = guard(state.seatSkill, (ship, seat, skill) => {
  checkShip("ship", ship);
  seatIndex("seatIndex", seat);
  checkOneOf("skill", skill, SKILLS);
});
export const bestSeat = guard(state.bestSeat, (ship, positions, skill) => {
  checkShip("ship", ship);
  checkList("positions", positions, POSITIONS.length);
  positions.forEach((p, i) => checkOneOf(`positions.${i}`, p, POSITIONS));
  checkOneOf("skill", skill, SKILLS);
});
export const seatPositions = guard(state.seatPositions, (ship, seat) => {
  checkShip("ship", ship);
  seatIndex("seatIndex", seat);
});
export const isLonePilot = guard(state.isLonePilot, (ship, seat) => {
  checkShip("ship", ship);
  seatIndex("seatIndex", seat);
});
export const refuse = guard(rawRefuse, (reason, detail) => {
  checkOneOf("reason", reason, REFUSAL_REASONS);
  text("detail", detail);
});
export const applyCommand = guard(engine.applyCommand, (s) => checkState("state", s));
export const applyCommandInPlace = guard(engine.applyCommandInPlace, (s, _c, src, events) => {
  checkState("state", s);
  source("source", src);
  if (events !== undefined) checkList("events", events);
});
export const canPerform = guard(engine.canPerform, (s) => checkState("state", s));
export const availableActions = guard(engine.availableActions, (s, shipId, seat) => {
  checkState("state", s);
  checkString("shipId", shipId);
  seatIndex("seat", seat);
});
export const availableReactions = guard(engine.availableReactions, (s, attackId) => {
  checkState("state", s);
  checkString("attackId", attackId);
});
export const currentShipId = guard(engine.currentShipId, (s) => checkState("state", s));
export const pursuitDM = guard(combat.pursuitDM, (turns) => checkInteger("turns", turns, 0, Number.MAX_SAFE_INTEGER));
export const weaponDamageDice = guard(combat.weaponDamageDice, (kind, mountType) => {
  checkOneOf("kind", kind, WEAPON_KINDS);
  checkOneOf("mountType", mountType, MOUNT_TYPES);
});
export const screenFor = guard(combat.screenFor, (attack) => {
  checkObject("attack", attack);
  checkOneOf("attack.kind", attack.kind, ["beam", "missile"]);
  optional(checkOneOf, "attack.missileType", attack.missileType, MISSILE_TYPES);
  checkList("attack.shots", attack.shots, MAX_LIST);
  attack.shots.forEach((s, i) => {
    checkObject(`attack.shots.${i}`, s);
    checkOneOf(`attack.shots.${i}.weapon`, s.weapon, WEAPON_KINDS);
  });
});
export const actionDef = guard(catalogue.actionDef, (type) => checkString("type", type));
export const simulate = guard(simulation.simulate, (s, src, opts) => {
  checkState("state", s);
  source("dice", src);
  simulationOptions("options", opts);
});
export const simulateEngagement = guard(simulation.simulateEngagement, (a, b, seed, opts) => {
  checkShip("a", a);
  checkShip("b", b);
  if (a.id === b.id) refuseInput("duplicateId", { name: "b.id", value: b.id });
  checkInteger("seed", seed);
  simulationOptions("options", opts);
});
export const oddsOf = guard(odds.oddsOf, (s, battles, seed, opts) => {
  checkState("state", s);
  odds.checkRun(battles, seed ?? 1);
  simulationOptions("options", opts);
});
export const engagementOdds = guard(odds.engagementOdds, (a, b, battles, seed, opts) => {
  checkShip("a", a);
  checkShip("b", b);
  if (a.id === b.id) refuseInput("duplicateId", { name: "b.id", value: b.id });
  odds.checkRun(battles, seed ?? 1);
  simulationOptions("options", opts);
});
export const splitBattles = odds.splitBattles;
export const mergeOdds = guard(odds.mergeOdds, (results) => {
  checkList("results", results, MAX_LIST);
  results.forEach((r, i) => oddsResult(`results.${i}`, r));
});
export const syncStatuses = guard(restore.syncStatuses, (s, ids) => {
  checkState("state", s);
  strings("shipIds", ids);
});
export const repairOptionsOf = guard(rawRepairOptionsOf, (m) => {
  checkObject("memory", m);
  if (m.options !== undefined) checkEngagementOptions("memory.options", m.options);
});
export const pairKey = guard(rawPairKey, (a, b) => {
  checkString("a", a);
  checkString("b", b);
});
