// Whole-object checks of what the public API is given: ship snapshots, engagement states, check inputs, attacks.
// Each throws RulesInputError naming the first member that is wrong ("state.memory.ships.a1.speed"). They run once,
// where a call comes in (./guarded.ts), never inside the engine: the engine trusts the objects it made or was given
// through these doors, and the data layer builds its snapshots from validated documents.
import type { CheckInput } from "./checks";
import type { DamageAttack } from "./damage";
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
  optional,
  refuseInput,
} from "./input";
import type { EngagementMemory, EngagementOptions, ShipCombatState } from "./engagement/memory";
import type { EngagementState } from "./engagement/state";
import {
  CHARACTERISTICS,
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

const STATUSES = ["active", "disabled", "destroyed", "escaped"] as const;
const PLANETARY = ["orbit", "decayingOrbit", "atmosphere"] as const;
const BOARDING_STATUSES = ["fighting", "boarded", "repelled", "controlled"] as const;
const END_REASONS = ["destroyed", "escaped", "surrendered", "referee"] as const;

/**
 * An id that is also a key of the engine's records: any string but "__proto__", which a plain object cannot hold as
 * a key of its own (storing under it would change the record's prototype instead).
 */
export function checkId(name: string, v: unknown): asserts v is string {
  checkString(name, v);
  if (v === "__proto__") refuseInput("unknownValue", { name, value: v, allowed: ["any id but __proto__"] });
}

function checkPool(name: string, v: unknown, integer: boolean): void {
  if (typeof v !== "object" || v === null || Array.isArray(v)) refuseInput("wrongType", { name, value: v, expected: "pool" });
  const p = v as Record<string, unknown>;
  const check: (name: string, value: unknown, min: number, max: number) => void = integer ? checkInteger : checkNumber;
  check(`${name}.value`, p.value, 0, MAX_COUNT);
  check(`${name}.max`, p.max, 0, MAX_COUNT);
}

function checkTrack(name: string, v: unknown): void {
  checkInteger(name, v, 0, 3);
}

function checkLevel(name: string, v: unknown): void {
  checkInteger(name, v, -MAX_LEVEL, MAX_LEVEL);
}

/** A ShipSnapshot as src/rules/types.ts describes it, every member checked. */
export function checkShip(name: string, v: unknown): asserts v is ShipSnapshot {
  checkObject(name, v);
  checkId(`${name}.id`, v.id);
  checkString(`${name}.name`, v.name);
  checkNumber(`${name}.tons`, v.tons, 0, MAX_TONS);
  checkPool(`${name}.hull`, v.hull, true);
  checkPool(`${name}.structure`, v.structure, true);
  checkPool(`${name}.armor`, v.armor, true);
  checkPool(`${name}.fuel`, v.fuel, false);
  checkPool(`${name}.cargo`, v.cargo, false);
  checkInteger(`${name}.thrust`, v.thrust, 0, 100);
  checkInteger(`${name}.jump`, v.jump, 0, 100);
  checkObject(`${name}.sensors`, v.sensors);
  checkOneOf(`${name}.sensors.grade`, v.sensors.grade, SENSOR_GRADES);
  checkLevel(`${name}.sensors.dm`, v.sensors.dm);
  checkObject(`${name}.software`, v.software);
  const sw = v.software;
  for (const k of ["fireControl", "autoRepair", "evade", "expertPilot", "expertEngineer"]) checkInteger(`${name}.software.${k}`, sw[k], 0, 100);
  checkBoolean(`${name}.software.intellect`, sw.intellect);
  checkBoolean(`${name}.software.repairDrones`, sw.repairDrones);
  checkObject(`${name}.screens`, v.screens);
  checkInteger(`${name}.screens.nuclearDamper`, v.screens.nuclearDamper, 0, MAX_COUNT);
  checkInteger(`${name}.screens.mesonScreen`, v.screens.mesonScreen, 0, MAX_COUNT);
  checkObject(`${name}.ammo`, v.ammo);
  checkObject(`${name}.ammo.missiles`, v.ammo.missiles);
  for (const t of MISSILE_TYPES) checkInteger(`${name}.ammo.missiles.${t}`, v.ammo.missiles[t], 0, MAX_COUNT);
  checkInteger(`${name}.ammo.sand`, v.ammo.sand, 0, MAX_COUNT);
  checkObject(`${name}.systems`, v.systems);
  for (const k of SHIP_SYSTEMS) checkTrack(`${name}.systems.${k}`, v.systems[k]);
  if (v.armorOptions !== undefined) {
    checkObject(`${name}.armorOptions`, v.armorOptions);
    for (const k of ["reflec", "stealth", "selfSealing"]) optional(checkBoolean, `${name}.armorOptions.${k}`, v.armorOptions[k]);
  }
  checkList(`${name}.mounts`, v.mounts, MAX_LIST);
  v.mounts.forEach((m, i) => {
    const at = `${name}.mounts.${i}`;
    checkObject(at, m);
    checkString(`${at}.id`, m.id);
    checkOneOf(`${at}.type`, m.type, MOUNT_TYPES);
    checkTrack(`${at}.damage`, m.damage);
    checkList(`${at}.weapons`, m.weapons, MAX_LIST);
    m.weapons.forEach((w, j) => {
      checkObject(`${at}.weapons.${j}`, w);
      checkString(`${at}.weapons.${j}.id`, w.id);
      checkOneOf(`${at}.weapons.${j}.kind`, w.kind, WEAPON_KINDS);
      optional(checkOneOf, `${at}.weapons.${j}.missileType`, w.missileType, MISSILE_TYPES);
    });
  });
  checkList(`${name}.seats`, v.seats, MAX_LIST);
  v.seats.forEach((s, i) => {
    const at = `${name}.seats.${i}`;
    checkObject(at, s);
    checkOneOf(`${at}.position`, s.position, POSITIONS);
    optional(checkString, `${at}.crewId`, s.crewId);
    optional(checkLevel, `${at}.npcSkill`, s.npcSkill);
    optional(checkBoolean, `${at}.automated`, s.automated);
    optional(checkString, `${at}.mountId`, s.mountId);
  });
  checkList(`${name}.crew`, v.crew, MAX_LIST);
  v.crew.forEach((c, i) => {
    const at = `${name}.crew.${i}`;
    checkObject(at, c);
    checkString(`${at}.id`, c.id);
    checkString(`${at}.name`, c.name);
    checkObject(`${at}.skills`, c.skills);
    for (const k of Object.keys(c.skills)) {
      checkOneOf(`${at}.skills`, k, SKILLS);
      optional(checkLevel, `${at}.skills.${k}`, c.skills[k]);
    }
    checkObject(`${at}.characteristics`, c.characteristics);
    for (const k of Object.keys(c.characteristics)) {
      checkOneOf(`${at}.characteristics`, k, CHARACTERISTICS);
      optional(checkLevel, `${at}.characteristics.${k}`, c.characteristics[k]);
    }
  });
}

/** A CheckInput: a skill level or none, a characteristic DM, a difficulty, a list of {source, value} modifiers. */
export function checkCheckInput(name: string, v: unknown): asserts v is CheckInput {
  checkObject(name, v);
  if (v.skill !== null) optional(checkLevel, `${name}.skill`, v.skill);
  optional(checkLevel, `${name}.characteristicDM`, v.characteristicDM);
  // (a difficulty of "" or absent means none: checkModifiers skips a falsy one)
  if (v.difficulty !== undefined && v.difficulty !== "") checkOneOf(`${name}.difficulty`, v.difficulty, ["simple", "easy", "routine", "average", "difficult", "veryDifficult", "formidable"]);
  if (v.modifiers !== undefined) checkModifiers(`${name}.modifiers`, v.modifiers);
}

/** A list of itemised modifiers: {source, value, label?}. */
export function checkModifiers(name: string, v: unknown): void {
  checkList(name, v, MAX_LIST);
  v.forEach((m, i) => {
    checkObject(`${name}.${i}`, m);
    checkString(`${name}.${i}.source`, m.source);
    checkLevel(`${name}.${i}.value`, m.value);
    optional(checkString, `${name}.${i}.label`, m.label);
  });
}

/** Hit counts {single, double, triple}, each a whole number from 0 to MAX_DAMAGE. */
export function checkHits(name: string, v: unknown): void {
  checkObject(name, v);
  for (const k of ["single", "double", "triple"]) checkInteger(`${name}.${k}`, v[k], 0, MAX_DAMAGE);
}

/** What struck a ship (DamageAttack): damage 0 to MAX_DAMAGE, a weapon of the list, the optional members. */
export function checkDamageAttack(name: string, v: unknown): asserts v is DamageAttack {
  checkObject(name, v);
  checkNumber(`${name}.damage`, v.damage, 0, MAX_DAMAGE);
  checkOneOf(`${name}.weapon`, v.weapon, [...WEAPON_KINDS, "collision", "boarding"]);
  optional(checkOneOf, `${name}.missileType`, v.missileType, MISSILE_TYPES);
  if (v.activeScreens !== undefined) checkScreens(`${name}.activeScreens`, v.activeScreens);
  optional(checkBoolean, `${name}.internal`, v.internal);
  if (v.hits !== undefined) checkHits(`${name}.hits`, v.hits);
  optional(checkString, `${name}.label`, v.label);
}

function checkScreens(name: string, v: unknown): void {
  checkObject(name, v);
  optional(checkInteger, `${name}.nuclearDamper`, v.nuclearDamper, 0, MAX_COUNT);
  optional(checkInteger, `${name}.mesonScreen`, v.mesonScreen, 0, MAX_COUNT);
}

// ----- the engagement -------------------------------------------------------------------------------------------

/** Refuse table options that are not what EngagementOptions says. */
export function checkEngagementOptions(name: string, o: unknown): asserts o is EngagementOptions {
  checkObject(name, o);
  optional(checkOneOf, `${name}.reactionTiming`, o.reactionTiming, ["after", "before"]);
  optional(checkBoolean, `${name}.pulseLaserPenalty`, o.pulseLaserPenalty);
  optional(checkOneOf, `${name}.reloading`, o.reloading, ["manual", "magazine"]);
  optional(checkOneOf, `${name}.mDriveHalfRounding`, o.mDriveHalfRounding, ["up", "down"]);
  optional(checkBoolean, `${name}.crewDamageEach`, o.crewDamageEach);
  optional(checkBoolean, `${name}.repairDestroyedSystems`, o.repairDestroyedSystems);
  optional(checkBoolean, `${name}.repairHullStructure`, o.repairHullStructure);
}


/** An id that must name a ship of the memory. */
function checkShipRef(m: EngagementMemory, name: string, v: unknown): void {
  checkString(name, v);
  if (!Object.hasOwn(m.ships, v)) refuseInput("unknownShip", { name, value: v });
}

function checkStrings(name: string, v: unknown): void {
  checkList(name, v, MAX_LIST);
  v.forEach((x, i) => checkString(`${name}.${i}`, x));
}

function checkCombatState(name: string, id: string, v: unknown): asserts v is ShipCombatState {
  checkObject(name, v);
  if (v.shipId !== id) refuseInput("unknownValue", { name: `${name}.shipId`, value: v.shipId, allowed: [id] });
  checkId(`${name}.side`, v.side);
  checkBoolean(`${name}.aware`, v.aware);
  if (v.initiative !== null) checkNumber(`${name}.initiative`, v.initiative, -MAX_COUNT, MAX_COUNT);
  checkInteger(`${name}.initiativeBonusNext`, v.initiativeBonusNext, -MAX_LEVEL, MAX_LEVEL);
  checkBoolean(`${name}.delayed`, v.delayed);
  checkBoolean(`${name}.hasty`, v.hasty);
  checkInteger(`${name}.speed`, v.speed, 0, MAX_SPEED);
  checkInteger(`${name}.reactionsSpent`, v.reactionsSpent, 0, MAX_COUNT);
  checkObject(`${name}.actions`, v.actions);
  for (const k of Object.keys(v.actions)) {
    const a = v.actions[k];
    checkObject(`${name}.actions.${k}`, a);
    checkInteger(`${name}.actions.${k}.minor`, a.minor, 0, MAX_COUNT);
    checkInteger(`${name}.actions.${k}.significant`, a.significant, 0, MAX_COUNT);
  }
  checkOneOf(`${name}.status`, v.status, STATUSES);
  optional(checkInteger, `${name}.reactionsBudget`, v.reactionsBudget, 0, MAX_COUNT);
  optional(checkBoolean, `${name}.acted`, v.acted);
  optional(checkInteger, `${name}.initiativeBonusApplied`, v.initiativeBonusApplied, -MAX_LEVEL, MAX_LEVEL);
  optional(checkInteger, `${name}.coordinationPool`, v.coordinationPool, 0, MAX_COUNT);
  if (v.spentWeapons !== undefined) checkStrings(`${name}.spentWeapons`, v.spentWeapons);
  if (v.firedMounts !== undefined) checkStrings(`${name}.firedMounts`, v.firedMounts);
  optional(checkInteger, `${name}.fireControlUsed`, v.fireControlUsed, 0, MAX_COUNT);
  optional(checkInteger, `${name}.autoRepairsUsed`, v.autoRepairsUsed, 0, MAX_COUNT);
  optional(checkBoolean, `${name}.jumpPlotted`, v.jumpPlotted);
  optional(checkBoolean, `${name}.commsEstablished`, v.commsEstablished);
  optional(checkOneOf, `${name}.planetary`, v.planetary, PLANETARY);
  if (v.extended !== undefined) {
    checkObject(`${name}.extended`, v.extended);
    for (const k of Object.keys(v.extended)) {
      const at = `${name}.extended.${k}`;
      if (!/^\d+$/.test(k)) refuseInput("notAnInteger", { name: `${name}.extended`, value: k });
      const x: unknown = v.extended[k];
      checkObject(at, x);
      checkString(`${at}.label`, x.label);
      checkInteger(`${at}.turnsNeeded`, x.turnsNeeded, 0, MAX_COUNT);
      checkInteger(`${at}.turnsDone`, x.turnsDone, 0, MAX_COUNT);
      optional(checkInteger, `${at}.spoiledRound`, x.spoiledRound, 0, MAX_COUNT);
      checkOneOf(`${at}.skill`, x.skill, SKILLS);
    }
  }
  optional(checkLevel, `${name}.boardingDM`, v.boardingDM);
}

function checkMemory(name: string, v: unknown): asserts v is EngagementMemory {
  checkObject(name, v);
  checkInteger(`${name}.round`, v.round, 0, MAX_COUNT);
  checkInteger(`${name}.turn`, v.turn, 0, MAX_COUNT);
  checkObject(`${name}.ships`, v.ships);
  const ships = v.ships;
  for (const id of Object.keys(ships)) {
    checkId(`${name}.ships`, id);
    checkCombatState(`${name}.ships.${id}`, id, ships[id]);
  }
  const m = v as unknown as EngagementMemory;
  checkList(`${name}.order`, v.order, MAX_LIST);
  v.order.forEach((id, i) => checkShipRef(m, `${name}.order.${i}`, id));
  checkObject(`${name}.ranges`, v.ranges);
  for (const k of Object.keys(v.ranges)) checkOneOf(`${name}.ranges.${k}`, v.ranges[k], RANGE_BANDS);
  checkList(`${name}.pursuits`, v.pursuits, MAX_LIST);
  v.pursuits.forEach((p, i) => {
    const at = `${name}.pursuits.${i}`;
    checkObject(at, p);
    checkShipRef(m, `${at}.pursuerId`, p.pursuerId);
    checkShipRef(m, `${at}.targetId`, p.targetId);
    checkInteger(`${at}.turns`, p.turns, 0, MAX_COUNT);
    optional(checkInteger, `${at}.maintainedRound`, p.maintainedRound, 0, MAX_COUNT);
  });
  checkList(`${name}.salvos`, v.salvos, MAX_LIST);
  v.salvos.forEach((s, i) => {
    const at = `${name}.salvos.${i}`;
    checkObject(at, s);
    checkString(`${at}.id`, s.id);
    checkShipRef(m, `${at}.attackerId`, s.attackerId);
    checkShipRef(m, `${at}.targetId`, s.targetId);
    optional(checkString, `${at}.mountId`, s.mountId);
    checkOneOf(`${at}.missileType`, s.missileType, MISSILE_TYPES);
    checkInteger(`${at}.count`, s.count, 0, MAX_SALVO);
    for (const k of ["launchedRound", "impactRound", "fuelEndsRound"]) checkInteger(`${at}.${k}`, s[k], 0, MAX_COUNT);
    checkLevel(`${at}.toHit`, s.toHit);
    optional(checkLevel, `${at}.launchEffect`, s.launchEffect);
  });
  checkList(`${name}.modifiers`, v.modifiers, MAX_LIST);
  v.modifiers.forEach((x, i) => {
    const at = `${name}.modifiers.${i}`;
    checkObject(at, x);
    checkString(`${at}.id`, x.id);
    checkString(`${at}.shipId`, x.shipId);
    checkString(`${at}.key`, x.key);
    checkLevel(`${at}.value`, x.value);
    optional(checkString, `${at}.targetId`, x.targetId);
    checkInteger(`${at}.expiresRound`, x.expiresRound, 0, MAX_COUNT);
    optional(checkInteger, `${at}.uses`, x.uses, 0, MAX_COUNT);
    optional(checkString, `${at}.lapsesAtTurnOf`, x.lapsesAtTurnOf);
  });
  if (v.pendingAttacks !== undefined) {
    checkList(`${name}.pendingAttacks`, v.pendingAttacks, MAX_LIST);
    v.pendingAttacks.forEach((a, i) => checkAttack(m, `${name}.pendingAttacks.${i}`, a));
  }
  if (v.options !== undefined) checkEngagementOptions(`${name}.options`, v.options);
  if (v.boardings !== undefined) {
    checkList(`${name}.boardings`, v.boardings, MAX_LIST);
    v.boardings.forEach((b, i) => {
      const at = `${name}.boardings.${i}`;
      checkObject(at, b);
      checkString(`${at}.id`, b.id);
      checkShipRef(m, `${at}.attackerId`, b.attackerId);
      checkShipRef(m, `${at}.defenderId`, b.defenderId);
      checkInteger(`${at}.rounds`, b.rounds, 0, MAX_COUNT);
      checkOneOf(`${at}.status`, b.status, BOARDING_STATUSES);
    });
  }
  if (v.docked !== undefined) checkStrings(`${name}.docked`, v.docked);
  optional(checkBoolean, `${name}.missilePhase`, v.missilePhase);
  optional(checkInteger, `${name}.nextId`, v.nextId, 0, Number.MAX_SAFE_INTEGER);
  if (v.ended !== undefined) {
    checkObject(`${name}.ended`, v.ended);
    checkInteger(`${name}.ended.round`, v.ended.round, 0, MAX_COUNT);
    checkOneOf(`${name}.ended.reason`, v.ended.reason, END_REASONS);
    optional(checkString, `${name}.ended.winnerSide`, v.ended.winnerSide);
  }
}

function checkAttack(m: EngagementMemory, name: string, a: unknown): void {
  checkObject(name, a);
  checkString(`${name}.id`, a.id);
  checkShipRef(m, `${name}.attackerId`, a.attackerId);
  checkShipRef(m, `${name}.targetId`, a.targetId);
  checkOneOf(`${name}.kind`, a.kind, ["beam", "missile"]);
  optional(checkString, `${name}.mountId`, a.mountId);
  optional(checkInteger, `${name}.seat`, a.seat, 0, MAX_LIST);
  optional(checkString, `${name}.salvoId`, a.salvoId);
  if (a.kind === "missile") {
    checkOneOf(`${name}.missileType`, a.missileType, MISSILE_TYPES);
    checkLevel(`${name}.toHit`, a.toHit);
  } else {
    optional(checkOneOf, `${name}.missileType`, a.missileType, MISSILE_TYPES);
    optional(checkLevel, `${name}.toHit`, a.toHit);
  }
  checkInteger(`${name}.round`, a.round, 0, MAX_COUNT);
  checkModifiers(`${name}.modifiers`, a.modifiers);
  checkList(`${name}.shots`, a.shots, MAX_SALVO);
  a.shots.forEach((s, i) => {
    const at = `${name}.shots.${i}`;
    checkObject(at, s);
    checkString(`${at}.weaponId`, s.weaponId);
    checkOneOf(`${at}.weapon`, s.weapon, WEAPON_KINDS);
    optional(checkInteger, `${at}.dice`, s.dice, 2, 12);
    optional(checkLevel, `${at}.dm`, s.dm);
    optional(checkBoolean, `${at}.hit`, s.hit);
    optional(checkNumber, `${at}.damage`, s.damage, 0, MAX_DAMAGE);
    optional(checkNumber, `${at}.reduction`, s.reduction, 0, MAX_COUNT);
    optional(checkBoolean, `${at}.destroyed`, s.destroyed);
    optional(checkString, `${at}.difficulty`, s.difficulty);
  });
  checkStrings(`${name}.reactions`, a.reactions);
  if (a.activeScreens !== undefined) checkScreens(`${name}.activeScreens`, a.activeScreens);
}

/**
 * An EngagementState: the memory (every member of EngagementMemory, each ship's state keyed by its own id, every id
 * an attack, salvo, pursuit or boarding names a ship of the memory) and a snapshot for every ship of the memory.
 */
export function checkState(name: string, v: unknown): asserts v is EngagementState {
  checkObject(name, v);
  checkMemory(`${name}.memory`, v.memory);
  checkObject(`${name}.ships`, v.ships);
  const ships = v.ships;
  for (const id of Object.keys(ships)) {
    checkId(`${name}.ships`, id);
    checkShip(`${name}.ships.${id}`, ships[id]);
  }
  for (const id of Object.keys(v.memory.ships)) if (!Object.hasOwn(ships, id)) refuseInput("unknownShip", { name: `${name}.ships`, value: id });
}
