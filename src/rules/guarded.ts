// The public API's door (src/rules/index.ts exports these in place of the engine's own functions): each checks its
// arguments, throwing RulesInputError for anything the function's documentation does not allow (a wrong type, NaN,
// Infinity, a fraction or a negative where a whole number is meant, a name that is not one of a closed set, a
// snapshot or a state that is not whole), then calls the engine's function. The engine calls its own functions
// directly and trusts its input, so none of this runs in its loops (docs/internals.md, "Keeping the engine fast").
// Command values are not checked here: canPerform and applyCommand refuse a bad command with a reason.
import * as boarding from "./boarding";
import * as checks from "./checks";
import * as crew from "./crew-damage";
import * as damage from "./damage";
import * as hits from "./damage-lookups";
import * as dice from "./dice";
import * as hull from "./hull";
import { MAX_DAMAGE, MAX_DICE, MAX_SPEED, refuseInput } from "./input";
import { checkDamageAttack, int, list, MAX_LEVEL, num, obj, oneOf, opt, str } from "./shapes";
import { HIT_COLUMNS } from "./tables/damage";
import { SCALING_DAMAGE } from "./tables/scaling";
import { COLLISION_AVOIDANCE } from "./tables/planetary";
import { DIFFICULTIES, MOUNT_TYPES, POSITIONS, SENSOR_GRADES, SHIP_SYSTEMS, SKILLS } from "./types";
import { pursuitDM as rawPursuitDM } from "./engagement/actions/pursuit";
import { screenFor as rawScreenFor } from "./engagement/reaction-gates";
import { queryEngagement as rawQueryEngagement } from "./engagement/query";
import { weaponDamageDice as rawWeaponDamageDice } from "./engagement/weapons";
import { repairOptionsOf as rawRepairOptionsOf, pairKey as rawPairKey } from "./engagement/memory";
import { REFUSAL_REASONS, refuse as rawRefuse } from "./engagement/refusals";
import { guard, level, tons, score, effect, track, seat, flag, label, ship, engagement } from "./guard-args";
import { checkInput, purpose, diceCount, picks, weapon, band, missileType, crewColumn, texts } from "./guard-args";
import { fn, source, scores, attackPart, repairTarget, repairOptions, thrustOptions } from "./guard-args";
import { damageOptions, crewHitOptions, simulationOptions, memory, oddsResult, options, setup } from "./guard-args";
import { twoShips } from "./guard-args";
import * as missiles from "./missiles";
import * as planetary from "./planetary";
import * as ranges from "./ranges";
import * as reactions from "./reactions";
import * as repair from "./repair";
import * as scaling from "./scaling";
import * as sensors from "./sensors";
import * as shipState from "./ship-state";
import * as software from "./software";
import * as catalogue from "./engagement/catalogue";
import * as engine from "./engagement/engine";
import * as validation from "./engagement/validation";
import * as odds from "./engagement/odds";
import * as restore from "./engagement/restore";
import * as simulation from "./engagement/simulate";
import * as npcPlan from "./engagement/npc-crew/plan";
import * as state from "./engagement/state";

// ----- checks ----------------------------------------------------------------------------------------------------

export const difficultyDM = guard(checks.difficultyDM, [["difficulty", oneOf(DIFFICULTIES)]]);
export const degreeOfSuccess = guard(checks.degreeOfSuccess, [["effect", effect]]);
export const characteristicDM = guard(checks.characteristicDM, [["score", int(0, MAX_LEVEL)]]);
export const checkModifiers = guard(checks.checkModifiers, [["input", checkInput]]);
export const resolveCheck = guard(checks.resolveCheck, [
  ["input", checkInput],
  ["dice", int(2, 12)],
]);
export const taskCheck = guard(checks.taskCheck, [["input", checkInput], label]);
export const rollCheck = guard(checks.rollCheck, [["source", source], ["input", checkInput], label]);
export const opposedCheck = guard(checks.opposedCheck, [
  ["a", checkInput],
  ["b", checkInput],
  ["characteristic", opt(scores)],
  label,
]);
export const rollOpposed = guard(checks.rollOpposed, [
  ["source", source],
  ["a", checkInput],
  ["b", checkInput],
  ["characteristic", scores],
  label,
]);
export const aidDM = guard(checks.aidDM, [
  ["helper", obj({ degree: oneOf(["exceptionalFailure", "failure", "success", "exceptionalSuccess"]) })],
]);
export const timeFrameDM = checks.timeFrameDM;

// ----- dice --------------------------------------------------------------------------------------------------------

export const roll = guard(dice.roll, [["dice", diceCount], ["purpose", purpose], label]);
export const pick = guard(dice.pick, [["n", picks], label]);
export const rollDice = guard(dice.rollDice, [["source", source], ["count", diceCount], ["purpose", purpose], label]);
export const pickIndex = guard(dice.pickIndex, [["source", source], ["n", picks], label]);
export const runSync = guard(dice.runSync, [
  ["proc", fn],
  ["source", source],
]) as typeof dice.runSync;
export const runAsync = guard(dice.runAsync, [
  ["proc", fn],
  ["answer", fn],
]) as typeof dice.runAsync;
export const seededSource = dice.seededSource;
export const scriptedSource = guard(dice.scriptedSource, [
  ["totals", list(int(1, 6 * MAX_DICE), Number.MAX_SAFE_INTEGER)],
]);
export const formulaOf = guard(dice.formulaOf, [["request", (n, v) => dice.checkDiceRequest(v, n)]]);

// ----- tables and the damage chain ---------------------------------------------------------------------------------

export const attackDifficulty = guard(ranges.attackDifficulty, [
  ["weapon", weapon],
  ["range", band],
]);
export const weaponAttackDM = guard(ranges.weaponAttackDM, [
  ["weapon", weapon],
  ["options", opt(obj({ pulseLaserPenalty: flag }))],
]);
export const rangeBandForDistance = guard(ranges.rangeBandForDistance, [
  ["km", (n, v) => v !== Infinity && num(0)(n, v)],
]);
export const rangeIndex = guard(ranges.rangeIndex, [["range", band]]);
export const shiftRange = guard(ranges.shiftRange, [
  ["range", band],
  ["steps", int()],
]);
export const sensorDetails = guard(ranges.sensorDetails, [
  ["range", band],
  ["grade", oneOf(SENSOR_GRADES)],
]);
export const reactionsForInitiative = guard(reactions.reactionsForInitiative, [["initiative", int()]]);
// damage less armor is often below zero: the table's first row answers it ("0 or less: No damage")
export const damageToHits = guard(hits.damageToHits, [["damage", int(-MAX_DAMAGE, MAX_DAMAGE)]]);
export const hitLocation = guard(hits.hitLocation, [
  ["roll", int(2, 12)],
  ["column", oneOf(HIT_COLUMNS)],
]);
export const effectiveArmor = guard(hits.effectiveArmor, [
  ["ship", ship],
  ["attack", attackPart],
]);
export const hasRadiationHit = guard(hits.hasRadiationHit, [["attack", attackPart]]);
export const hitColumnFor = guard(hits.hitColumnFor, [
  ["ship", ship],
  ["attack", attackPart],
]);
export const resolveDamage = guard(damage.resolveDamage, [
  ["ship", ship],
  ["attack", checkDamageAttack],
  ["options", damageOptions],
]);
export const rollDamage = guard(damage.rollDamage, [
  ["source", source],
  ["ship", ship],
  ["attack", checkDamageAttack],
  ["options", damageOptions],
]);
export const missileTurnsToImpact = guard(missiles.missileTurnsToImpact, [["range", band]]);
export const missileCraftTurnsLeft = guard(missiles.missileCraftTurnsLeft, [["range", band]]);
export const missileCraftStep = guard(missiles.missileCraftStep, [["range", band]]);
export const missileToHitTarget = guard(missiles.missileToHitTarget, [["launchEffect", level]]);
export const missileToHitForType = guard(missiles.missileToHitForType, [
  ["type", missileType],
  ["launchEffect", level],
]);
export const missileFuelEndsRound = missiles.missileFuelEndsRound;
export const missileImpact = guard(missiles.missileImpact, [
  ["type", missileType],
  ["toHit", level],
  ["dm", opt(level)],
  label,
]);
export const rollMissileImpact = guard(missiles.rollMissileImpact, [
  ["source", source],
  ["type", missileType],
  ["toHit", level],
  ["dm", opt(level)],
  label,
]);
export const crewDamage = guard(crew.crewDamage, [
  ["roll", level],
  ["column", crewColumn],
]);
export const resolveCrewHit = guard(crew.resolveCrewHit, [
  ["column", crewColumn],
  ["crewIds", texts],
  ["options", crewHitOptions],
]);
export const rollCrewHit = guard(crew.rollCrewHit, [
  ["source", source],
  ["column", crewColumn],
  ["crewIds", texts],
  ["options", crewHitOptions],
]);
export const distributeDamage = guard(crew.distributeDamage, [
  ["current", obj({ str: score, dex: score, end: score })],
  ["amount", int(0, MAX_DAMAGE * 10)],
]);
export const hitsRepaired = guard(repair.hitsRepaired, [["effect", level]]);
export const repairSystem = guard(repair.repairSystem, [
  ["ship", ship],
  ["target", repairTarget],
  ["effect", level],
  ["options", repairOptions],
]);
export const repairableLocations = guard(repair.repairableLocations, [
  ["ship", ship],
  ["options", repairOptions],
]);
export const autoRepairAttempts = guard(repair.autoRepairAttempts, [["ship", ship]]);
export const repairCheck = guard(repair.repairCheck, [
  ["skill", (n, v) => v !== null && opt(level)(n, v)],
  ["eduDM", level],
  ["autoRepairAid", flag],
]);
export const autoRepairCheck = repair.autoRepairCheck;
export const hullPoints = guard(hull.hullPoints, [["tons", tons]]);
export const structurePoints = guard(hull.structurePoints, [
  ["tons", tons],
  ["options", opt(obj({ structureRounding: opt(oneOf(["down", "up"])) }))],
]);
export const isSmallCraft = guard(hull.isSmallCraft, [["tons", tons]]);
export const trackState = guard(shipState.trackState, [
  ["location", oneOf([...SHIP_SYSTEMS, ...MOUNT_TYPES])],
  ["track", track],
]);
export const currentThrust = guard(shipState.currentThrust, [
  ["designThrust", int(0, 100)],
  ["track", track],
  ["options", thrustOptions],
]);
export const shipEffects = guard(shipState.shipEffects, [
  ["ship", ship],
  ["options", thrustOptions],
]);
export const mountAttackDM = guard(shipState.mountAttackDM, [
  ["ship", ship],
  ["mountId", str],
  ["options", thrustOptions],
]);
export const sensorJammingRating = guard(sensors.sensorJammingRating, [["ship", ship]]);
export const sensorTargetingModifiers = guard(sensors.sensorTargetingModifiers, [
  ["own", ship],
  ["target", ship],
]);
export const atmosphericEntryDM = guard(planetary.atmosphericEntryDM, [
  ["size", int(0, 33)],
  ["atmosphere", int(0, 15)],
]);
export const collisionCheck = guard(planetary.collisionCheck, [
  ["situation", oneOf(Object.keys(COLLISION_AVOIDANCE))],
  ["speedDifference", flag],
]);
export const collisionDamageDice = guard(planetary.collisionDamageDice, [["speed", int(0, MAX_SPEED)]]);
export const boardingOutcome = guard(boarding.boardingOutcome, [
  ["winner", oneOf(["attacker", "defender"])],
  ["winnerEffect", level],
]);
export const boardingDamage = guard(boarding.boardingDamage, [
  ["outcome", obj({ internalSingleHits: int(0, MAX_DAMAGE), internalDamageDice: int(0, MAX_DICE) })],
  ["damage", opt(int(0, MAX_DAMAGE))],
]);
export const scalingWeaponOf = guard(scaling.scalingWeaponOf, [
  ["kind", weapon],
  ["mountType", opt(oneOf(MOUNT_TYPES))],
  ["missileType", opt(missileType)],
]);
export const personalScaleAttackDM = guard(scaling.personalScaleAttackDM, [["specificTarget", flag]]);
const scalingRow = oneOf(Object.keys(SCALING_DAMAGE));
export const personalScaleFormula = guard(scaling.personalScaleFormula, [["weapon", scalingRow]]);
export const personalScaleDamage = guard(scaling.personalScaleDamage, [["weapon", scalingRow], label]);
export const rollPersonalScaleDamage = guard(scaling.rollPersonalScaleDamage, [
  ["source", source],
  ["weapon", scalingRow],
  label,
]);
const weaponDiceList = list(int(0, MAX_DICE), MAX_DICE);
export const personalWeaponsDice = guard(scaling.personalWeaponsDice, [["weaponDice", weaponDiceList]]);
export const personalDamageToShip = guard(scaling.personalDamageToShip, [["personalDamage", int(0, MAX_DAMAGE * 50)]]);
export const personalVsShipDM = scaling.personalVsShipDM;
/** The dice a volley of personal weapons rolls must be a roll the dice can make. */
const volleyDice = (weaponDice: readonly number[]): void => {
  const n = scaling.personalWeaponsDice(weaponDice);
  if (n > MAX_DICE) refuseInput("outOfRange", { name: "weaponDice", value: n, min: 0, max: MAX_DICE });
};
export const personalWeaponsVsShip = guard(
  scaling.personalWeaponsVsShip,
  [["weaponDice", weaponDiceList], label],
  volleyDice,
);
export const rollPersonalWeaponsVsShip = guard(
  scaling.rollPersonalWeaponsVsShip,
  [["source", source], ["weaponDice", weaponDiceList], label],
  (_s, w) => volleyDice(w),
);
export const automatedPositions = guard(software.automatedPositions, [["ship", ship]]);
export const fireControlWeapons = guard(software.fireControlWeapons, [["ship", ship]]);
export const automatedSkill = guard(software.automatedSkill, [
  ["ship", ship],
  ["position", oneOf(POSITIONS)],
]);
export const evadeDM = guard(software.evadeDM, [["ship", ship]]);

// ----- the engagement engine -----------------------------------------------------------------------------------------

export const createEngagement = guard(state.createEngagement, [["setup", setup]]);
export const cloneState = guard(state.cloneState, [["state", engagement]]);
export const rangeBetween = guard(state.rangeBetween, [
  ["memory", memory],
  ["a", str],
  ["b", str],
]);
export const enemiesOf = guard(
  state.enemiesOf,
  [
    ["memory", memory],
    ["id", str],
  ],
  (m, x) => {
    if (!Object.hasOwn(m.ships, x)) refuseInput("unknownShip", { name: "id", value: x });
  },
);
export const seatSkill = guard(state.seatSkill, [
  ["ship", ship],
  ["seatIndex", seat],
  ["skill", oneOf(SKILLS)],
]);
export const bestSeat = guard(state.bestSeat, [
  ["ship", ship],
  ["positions", list(oneOf(POSITIONS), POSITIONS.length)],
  ["skill", oneOf(SKILLS)],
]);
export const seatPositions = guard(state.seatPositions, [
  ["ship", ship],
  ["seatIndex", seat],
]);
export const isLonePilot = guard(state.isLonePilot, [
  ["ship", ship],
  ["seatIndex", seat],
]);
export const refuse = guard(rawRefuse, [
  ["reason", oneOf(REFUSAL_REASONS)],
  ["detail", opt(str)],
]);
export const applyCommand = guard(engine.applyCommand, [["state", engagement]]);
export const applyCommandInPlace = guard(engine.applyCommandInPlace, [
  ["state", engagement],
  ["command", () => undefined],
  ["source", source],
  ["events", opt(list(() => undefined, Number.MAX_SAFE_INTEGER))],
]);
export const canPerform = guard(validation.canPerform, [["state", engagement]]);
export const availableActions = guard(validation.availableActions, [
  ["state", engagement],
  ["shipId", str],
  ["seat", seat],
]);
export const availableReactions = guard(validation.availableReactions, [
  ["state", engagement],
  ["attackId", str],
]);
export const currentShipId = guard(validation.currentShipId, [["state", engagement]]);
export const queryEngagement = guard(rawQueryEngagement, [["state", engagement]]);
// (the crew policy is checked by the planner itself: checkCrewPolicy)
export const planTurn = guard(npcPlan.planTurn, [
  ["state", engagement],
  ["shipId", str],
  ["policy", () => undefined],
  ["scope", opt(obj({ seat: opt(seat) }))],
]);
export const planReaction = guard(npcPlan.planReaction, [
  ["state", engagement],
  ["attackId", str],
  ["policy", () => undefined],
]);
export const pursuitDM = guard(rawPursuitDM, [["turns", int(0)]]);
export const weaponDamageDice = guard(rawWeaponDamageDice, [
  ["kind", weapon],
  ["mountType", oneOf(MOUNT_TYPES)],
]);
export const screenFor = guard(rawScreenFor, [
  ["attack", obj({ kind: oneOf(["beam", "missile"]), missileType: opt(missileType), shots: list(obj({ weapon })) })],
]);
export const actionDef = guard(catalogue.actionDef, [["type", str]]);
export const simulate = guard(simulation.simulate, [
  ["state", engagement],
  ["dice", source],
  ["options", simulationOptions],
]);
export const simulateEngagement = guard(
  simulation.simulateEngagement,
  [
    ["a", ship],
    ["b", ship],
    ["seed", int()],
    ["options", simulationOptions],
  ],
  twoShips,
);
export const oddsOf = guard(
  odds.oddsOf,
  [
    ["state", engagement],
    ["battles", int()],
    ["seed", opt(int())],
    ["options", simulationOptions],
  ],
  (_s, battles, seed) => odds.checkRun(battles, seed ?? 1),
);
export const engagementOdds = guard(
  odds.engagementOdds,
  [
    ["a", ship],
    ["b", ship],
    ["battles", int()],
    ["seed", opt(int())],
    ["options", simulationOptions],
  ],
  (a, b, battles, seed) => {
    twoShips(a, b);
    odds.checkRun(battles, seed ?? 1);
  },
);
export const splitBattles = odds.splitBattles;
export const mergeOdds = guard(odds.mergeOdds, [["results", list(oddsResult)]]);
export const syncStatuses = guard(restore.syncStatuses, [
  ["state", engagement],
  ["shipIds", texts],
  ["source", opt(source)],
  ["events", opt(list(() => undefined, Number.MAX_SAFE_INTEGER))],
]);
export const repairOptionsOf = guard(rawRepairOptionsOf, [["memory", obj({ options })]]);
export const pairKey = guard(rawPairKey, [
  ["a", str],
  ["b", str],
]);
