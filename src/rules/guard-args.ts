// The argument checks of the public API's door (guarded.ts): guard() wraps a function with its checks, and the
// checks of the kinds of argument the rules functions take.
import * as dice from "./dice";
import { MAX_DICE, MAX_PICK, MAX_SPEED, refuseInput } from "./input";
import {
  bool,
  checkCheckInput,
  checkEngagementOptions,
  checkShip,
  checkState,
  id,
  int,
  list,
  MAX_LEVEL,
  MAX_LIST,
  num,
  obj,
  oneOf,
  opt,
  record,
  str,
  WORLD,
  type Check,
} from "./shapes";
import { MISSILE_TYPES, RANGE_BANDS, SHIP_SYSTEMS, WEAPON_KINDS } from "./types";
import * as simulation from "./engagement/simulate";

/** An argument: the name messages give it, and its check. */
type Arg = readonly [name: string, check: Check];

/** `fn` behind the checks of its arguments (in order) and, when given, of how they go together. */
export function guard<F extends (...args: any[]) => any>(
  fn: F,
  args: readonly Arg[],
  together?: (...a: Parameters<F>) => void,
): F {
  return ((...a: Parameters<F>) => {
    for (let i = 0; i < args.length; i++) args[i][1](args[i][0], a[i]);
    together?.(...a);
    return fn(...a);
  }) as F;
}

// ----- argument checks ------------------------------------------------------------------------------------------

export const level = int(-MAX_LEVEL, MAX_LEVEL);
/** A count the SRD only has whole and not below 0: a ship's displacement tons, damage points, a speed, a score. */
export const tons = int(0, Number.MAX_SAFE_INTEGER);
export const score = int(0, MAX_LEVEL);
/** An Effect: a roll's total less its target, so whole (below 0 on a failure). */
export const effect = int();
export const track = int(0, 3);
export const seat = int(0, MAX_LIST);
export const flag = opt(bool);
export const label: Arg = ["label", opt(str)];
export const ship: Check = checkShip;
export const engagement: Check = checkState;
export const checkInput: Check = checkCheckInput;
export const purpose = oneOf(dice.DICE_PURPOSES);
export const diceCount = int(0, MAX_DICE);
export const picks = int(1, MAX_PICK);
export const weapon = oneOf(WEAPON_KINDS);
export const band = oneOf(RANGE_BANDS);
export const missileType = oneOf(MISSILE_TYPES);
export const crewColumn = oneOf(["normal", "radiation"]);
export const texts = list(str);
export const fn: Check = (n, v) => {
  if (typeof v !== "function") refuseInput("wrongType", { name: n, value: v, expected: "function" });
};
/** A dice source: an object with a roll method. */
export const source: Check = (n, v) => {
  if (typeof v !== "object" || v === null || typeof (v as { roll?: unknown }).roll !== "function")
    refuseInput("wrongType", { name: n, value: v, expected: "diceSource" });
};
export const scores = obj({ a: num(), b: num() });
export const attackPart = obj({
  weapon: oneOf([...WEAPON_KINDS, "collision", "boarding"]),
  missileType: opt(missileType),
  internal: flag,
});
export const repairTarget: Check = (n, v) =>
  typeof v === "object" && v !== null && !Array.isArray(v)
    ? obj({ mountId: str })(n, v)
    : oneOf([...SHIP_SYSTEMS, "hull", "structure"])(n, v);
export const repairOptions = opt(obj({ repairDestroyed: flag, repairHullStructure: flag }));
export const thrustOptions = opt(
  obj({ mDriveHalfRounding: opt(oneOf(["up", "down"])), hullZero: opt(oneOf(["internal", "disabled"])) }),
);
export const damageOptions = opt(obj({ crewDamageEach: flag, crewHitsUnnamed: flag }));
export const crewHitOptions = opt(obj({ dm: opt(level), rollEach: flag, label: opt(str) }));
export const simulationOptions: Check = (_n, v) => {
  if (v !== undefined) simulation.checkSimulationOptions(v as simulation.SimulationOptions);
};
export const memory = obj({ ships: record(obj({})), ranges: record(band) });
export const tally = int(0, Number.MAX_SAFE_INTEGER);
export const shipOdds = obj({
  destroyed: tally,
  disabled: tally,
  escaped: tally,
  active: tally,
  hull: list(tally),
  structure: list(tally),
});
export const oddsResult = obj({
  battles: tally,
  draws: tally,
  stalemates: tally,
  totalRounds: tally,
  wins: record(tally, id),
  sides: record(tally, id),
  ships: opt(record(shipOdds, id)),
  rounds: opt(list(tally)),
});
export const options: Check = (n, v) => {
  if (v !== undefined) checkEngagementOptions(n, v);
};

/** createEngagement's setup: ships of distinct ids, and what it says of them names those ships. */
export const setup: Check = (n, v) => {
  obj({
    ships: list(ship),
    sides: opt(record(id)),
    range: opt(band),
    ranges: opt(record(band)),
    aware: opt(texts),
    speeds: opt(record(int(0, MAX_SPEED))),
    docked: opt(list(list(str, 2))),
    world: opt(WORLD),
    options,
  })(n, v);
  const s = v as { ships: { id: string }[]; sides?: object; speeds?: object; docked?: string[][] };
  const ids = s.ships.map((x) => x.id);
  ids.forEach((x, i) => {
    if (ids.indexOf(x) !== i) refuseInput("duplicateId", { name: `${n}.ships`, value: x });
  });
  const known = (x: string, at: string) => {
    if (!ids.includes(x)) refuseInput("unknownShip", { name: at, value: x });
  };
  for (const k of Object.keys(s.sides ?? {})) known(k, `${n}.sides`);
  for (const k of Object.keys(s.speeds ?? {})) known(k, `${n}.speeds`);
  (s.docked ?? []).forEach((pair, i) => {
    if (pair.length !== 2)
      refuseInput("outOfRange", { name: `${n}.docked.${i}.length`, value: pair.length, min: 2, max: 2 });
    pair.forEach((x, j) => known(x, `${n}.docked.${i}.${j}`));
  });
};

/** Two ships fought against each other need two ids. */
export function twoShips(a: { id: string }, b: { id: string }): void {
  if (a.id === b.id) refuseInput("duplicateId", { name: "b.id", value: b.id });
}
