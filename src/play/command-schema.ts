// What a command may carry, type by type: the trust boundary reads a command from a player (or a macro, a card button,
// a sheet) through this schema before anything runs. Each command type names its own fields — ids (short strings),
// seats, bounded whole numbers, closed sets of words, flags — and which of them it needs; anything else (an unknown
// type, a field the type does not have, a value of the wrong kind or out of bounds, a nested object where a word is
// meant) is refused, naming the field. What passes is a new plain object holding only the checked fields, so the
// engine, the cards and the public hooks never see the raw input.
import { MAX_EXTENDED_TURNS, MAX_SPEED } from "../rules/input";
import { COLLISION_AVOIDANCE } from "../rules/tables/planetary";
import { CHARACTERISTICS, DIFFICULTIES, POSITIONS, RANGE_BANDS, SHIP_SYSTEMS, SKILLS } from "../rules/types";
import type { BridgeCommand } from "./commands";

/** The longest id or label a command may carry (document ids and UUIDs of tokens' actors are far shorter). */
export const MAX_TEXT = 200;
/** Seats a ship may have at most (a seat index beyond it is refused before anything is read). */
export const MAX_COMMAND_SEAT = 1000;
/** The most weapons one attack may name, the most points one Coordinate Crew pool may spend, checks or shots. */
export const MAX_LIST = 100;

type Check = (v: unknown) => unknown;
const FAIL = Symbol("fail");

const text: Check = (v) => (typeof v === "string" && v.length <= MAX_TEXT ? v : FAIL);
const id: Check = (v) => (typeof v === "string" && v.length > 0 && v.length <= MAX_TEXT ? v : FAIL);
const flag: Check = (v) => (typeof v === "boolean" ? v : FAIL);
const whole =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? v : FAIL;
const oneOf =
  (allowed: readonly string[]): Check =>
  (v) =>
    typeof v === "string" && allowed.includes(v) ? v : FAIL;
const ids: Check = (v) => {
  if (!Array.isArray(v) || v.length > MAX_LIST) return FAIL;
  const out = v.map(id);
  return out.includes(FAIL) ? FAIL : out;
};
/** A repair's target: a ship system, "hull" or "structure", or exactly `{ mountId }`. */
const repairTarget: Check = (v) => {
  if (typeof v === "string") return oneOf([...SHIP_SYSTEMS, "hull", "structure"])(v);
  if (!v || typeof v !== "object" || Array.isArray(v)) return FAIL;
  const keys = Object.keys(v);
  const mountId = id((v as { mountId?: unknown }).mountId);
  return keys.length === 1 && keys[0] === "mountId" && mountId !== FAIL ? { mountId } : FAIL;
};

const seat = whole(0, MAX_COMMAND_SEAT - 1);
const pool = whole(0, MAX_LIST);

/** A command type's fields: each field's check, and whether it must be there. */
type Shape = Record<string, readonly [Check, "required" | "optional"]>;
const req = (c: Check) => [c, "required"] as const;
const opt = (c: Check) => [c, "optional"] as const;

const SHIP: Shape = { shipId: req(id) };
const SEAT: Shape = { shipId: req(id), seat: req(seat), pool: opt(pool) };
const AT_TARGET: Shape = { ...SEAT, targetId: req(id) };

const SHAPES: Readonly<Record<string, Shape>> = {
  // flow
  rollInitiative: {},
  declareHasty: SHIP,
  delay: SHIP,
  actNow: SHIP,
  endTurn: SHIP,
  endRound: {},
  resolveMissiles: {},
  endEngagement: { reason: opt(oneOf(["surrendered", "referee"])), winnerSide: opt(id) },
  autoRepair: { ...SHIP, target: req(repairTarget) },
  // minor actions
  adjustSpeed: { ...SEAT, speed: req(whole(0, MAX_SPEED)) },
  changePositions: { ...SEAT, position: req(oneOf(POSITIONS)), mountId: opt(id) },
  maintainCourse: SEAT,
  personalAction: { ...SEAT, label: opt(text) },
  miscellaneous: {
    ...SEAT,
    cost: req(oneOf(["minor", "significant"])),
    label: opt(text),
    skill: opt(oneOf(SKILLS)),
    characteristic: opt(oneOf(CHARACTERISTICS)),
    difficulty: opt(oneOf(DIFFICULTIES)),
  },
  // significant actions
  attack: { ...AT_TARGET, mountId: opt(id), weaponIds: opt(ids), computerTargeting: opt(flag) },
  avoidCollision: { ...SEAT, hazard: req(oneOf(Object.keys(COLLISION_AVOIDANCE))), speedDifference: opt(flag) },
  boardingAction: AT_TARGET,
  breakPursuit: { ...SEAT, pursuerId: opt(id) },
  calculateJumpPlot: SEAT,
  jump: SEAT,
  dock: { ...AT_TARGET, unwilling: opt(flag) },
  undock: AT_TARGET,
  coordinateCrew: SEAT,
  evasiveManeuvers: SEAT,
  increaseInitiative: SEAT,
  interceptCommunications: { ...AT_TARGET, captainSeat: opt(seat) },
  lineUpTheShot: SEAT,
  maintainCommunications: { ...SEAT, noise: opt(flag) },
  pursuit: AT_TARGET,
  ram: AT_TARGET,
  rangeCheck: {
    ...AT_TARGET,
    choice: req(oneOf(["closer", "farther", "same"])),
    opponentChoice: opt(oneOf(["closer", "farther", "same"])),
  },
  reload: { ...SEAT, weaponId: req(id) },
  repairDamagedSystem: { ...SEAT, target: req(repairTarget) },
  sensorTargeting: AT_TARGET,
  extendedAction: { ...SEAT, label: req(text), skill: req(oneOf(SKILLS)), turns: req(whole(1, MAX_EXTENDED_TURNS)) },
  abandonExtended: SEAT,
  orbitalInsertion: { ...SEAT, worldSize: opt(whole(0, 33)), worldAtmosphere: opt(whole(0, 15)) },
  atmosphericEntry: { ...SEAT, worldSize: req(whole(0, 33)), worldAtmosphere: req(whole(0, 15)) },
  launchCraft: { ...SEAT, craft: req(id) },
  recoverCraft: AT_TARGET,
  // reactions
  dodge: { ...SHIP, attackId: req(id), seat: opt(seat), pool: opt(pool) },
  fireSand: { ...SEAT, mountId: opt(id), attackId: opt(id), boardingId: opt(id) },
  pointDefense: {
    ...SEAT,
    mountId: opt(id),
    maxShots: opt(whole(0, MAX_LIST)),
    attackId: opt(id),
    boardingId: opt(id),
  },
  triggerScreens: { ...SEAT, attackId: req(id) },
  // the referee's
  setRange: { a: req(id), b: req(id), range: req(oneOf(RANGE_BANDS)) },
  withdrawSalvo: { salvoId: req(id) },
};

/** Electronic warfare's fields depend on its mode. */
const EW_SHAPES: Readonly<Record<string, Shape>> = {
  jam: { ...AT_TARGET, mode: req(oneOf(["jam"])) },
  breakLocks: { ...AT_TARGET, mode: req(oneOf(["breakLocks"])) },
  smartMissiles: { ...SEAT, mode: req(oneOf(["smartMissiles"])), salvoId: opt(id), maxChecks: opt(whole(0, MAX_LIST)) },
};

/** Reactions against an attack or against boarders name exactly one of the two. */
const ONE_TARGET_OF: readonly string[] = ["fireSand", "pointDefense"];

/** Every command type the schema knows (the engine's and the referee's). */
export const SCHEMA_TYPES: readonly string[] = [...Object.keys(SHAPES), "electronicWarfare"];

export type CommandCheck = { ok: true; command: BridgeCommand } | { ok: false; field: string };

function shapeOf(c: Record<string, unknown>): Shape | null {
  if (typeof c.type !== "string") return null;
  if (c.type === "electronicWarfare")
    return typeof c.mode === "string" && Object.hasOwn(EW_SHAPES, c.mode) ? EW_SHAPES[c.mode] : null;
  return Object.hasOwn(SHAPES, c.type) ? SHAPES[c.type] : null;
}

/**
 * Read a command against its type's schema. Refused (with the first field at fault: "type", a field's name, or
 * "attackId" for a reaction that names no or both targets) when anything is not as the schema says; else a new
 * object holding only the checked fields.
 */
export function checkCommand(value: unknown): CommandCheck {
  if (!value || typeof value !== "object" || Array.isArray(value)) return { ok: false, field: "type" };
  const c = value as Record<string, unknown>;
  const shape = shapeOf(c);
  if (!shape) return { ok: false, field: c.type === "electronicWarfare" ? "mode" : "type" };
  for (const key of Object.keys(c)) if (key !== "type" && !Object.hasOwn(shape, key)) return { ok: false, field: key };
  const out: Record<string, unknown> = { type: c.type };
  for (const [key, [check, need]] of Object.entries(shape)) {
    const v = c[key];
    if (v === undefined) {
      if (need === "required") return { ok: false, field: key };
      continue;
    }
    const checked = check(v);
    if (checked === FAIL) return { ok: false, field: key };
    out[key] = checked;
  }
  if (ONE_TARGET_OF.includes(c.type as string) && (out.attackId === undefined) === (out.boardingId === undefined))
    return { ok: false, field: "attackId" };
  return { ok: true, command: out as unknown as BridgeCommand };
}
