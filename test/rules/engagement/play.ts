// Random play for the property tests (fast-check): the fixture ships, a random set-up, and random sequences of
// commands applied with seeded dice (refused ones change nothing, so every state met is one play can reach).
import fc from "fast-check";
import { runSync, type DiceSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { RANGE_BANDS } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";

export const SHIPS = [raider, frontierTrader, patrolFrigate];

/** Every command worth trying now: the acting ship's seats, and reactions to open attacks. */
export function candidates(s: EngagementState): Command[] {
  const m = s.memory;
  const out: Command[] = [];
  if (m.round === 0) return [{ type: "rollInitiative" }];
  if (m.missilePhase) out.push({ type: "resolveMissiles" });
  // reactions, weighted so that random play meets the reaction budget
  const reactions: Command[] = [];
  for (const a of m.pendingAttacks ?? []) {
    const t = s.ships[a.targetId];
    reactions.push({ type: "dodge", shipId: a.targetId, attackId: a.id });
    t.seats.forEach((seat, i) => {
      if (seat.position === "turretGunner") {
        reactions.push({ type: "fireSand", shipId: a.targetId, seat: i, attackId: a.id });
        reactions.push({ type: "pointDefense", shipId: a.targetId, seat: i, attackId: a.id });
      }
      reactions.push({ type: "triggerScreens", shipId: a.targetId, seat: i, attackId: a.id });
    });
  }
  for (let k = 0; k < 20; k++) out.push(...reactions);
  const id = currentShipId(s);
  if (id === undefined) {
    out.push({ type: "endRound" });
    for (const sid in m.ships) out.push({ type: "actNow", shipId: sid });
    return out;
  }
  const enemy = Object.keys(m.ships).find((x) => x !== id)!;
  out.push(
    { type: "endTurn", shipId: id },
    { type: "endTurn", shipId: id },
    { type: "delay", shipId: id },
    { type: "declareHasty", shipId: id },
  );
  s.ships[id].seats.forEach((seat, i) => {
    const base = { shipId: id, seat: i };
    out.push(
      { ...base, type: "attack", targetId: enemy },
      { ...base, type: "attack", targetId: enemy },
      { ...base, type: "evasiveManeuvers" },
      { ...base, type: "lineUpTheShot" },
      { ...base, type: "pursuit", targetId: enemy },
      { ...base, type: "breakPursuit" },
      { ...base, type: "adjustSpeed", speed: (m.ships[id].speed + 1) % 5 },
      { ...base, type: "rangeCheck", targetId: enemy, choice: "closer" },
      { ...base, type: "rangeCheck", targetId: enemy, choice: "farther" },
      { ...base, type: "sensorTargeting", targetId: enemy },
      { ...base, type: "coordinateCrew" },
      { ...base, type: "increaseInitiative" },
      { ...base, type: "repairDamagedSystem", target: "hull" },
      { ...base, type: "calculateJumpPlot" },
      { ...base, type: "ram", targetId: enemy },
      { ...base, type: "boardingAction", targetId: enemy },
      { ...base, type: "electronicWarfare", mode: "smartMissiles" },
      { ...base, type: "maintainCourse" },
    );
    for (const w of s.ships[id].mounts.flatMap((x) => x.weapons)) out.push({ ...base, type: "reload", weaponId: w.id });
  });
  return out;
}

export interface Step {
  before: EngagementState;
  command: Command;
  events: EngagementEvent[];
  after: EngagementState;
}

export interface FuzzOptions {
  /** commands of its own to add to the candidates */
  more?: (s: EngagementState) => Command[];
  /** choose among the candidates canPerform accepts (every step then changes the state), not among them all */
  acceptedOnly?: boolean;
}

/** Play `steps` random commands; `pick` chooses among candidates; dice from `dice`. */
export function fuzz(
  start: EngagementState,
  picks: number[],
  dice: DiceSource,
  onStep: (step: Step) => void,
  options: FuzzOptions = {},
): EngagementState {
  let s = start;
  for (const p of picks) {
    if (s.memory.ended) break;
    let cands = options.more ? [...candidates(s), ...options.more(s)] : candidates(s);
    if (options.acceptedOnly) cands = cands.filter((c) => canPerform(s, c).ok);
    if (!cands.length) break;
    // fast-check favours small numbers: mix them so every candidate gets its chance
    const command = cands[(Math.imul(p + 1, 2654435761) >>> 0) % cands.length];
    const r = runSync(applyCommand(s, command), dice);
    onStep({ before: s, command, events: r.events, after: r.state });
    s = r.state;
  }
  return s;
}

export const setup = fc.record({
  a: fc.integer({ min: 0, max: 2 }),
  b: fc.integer({ min: 0, max: 2 }),
  range: fc.constantFrom(...RANGE_BANDS),
  seed: fc.integer(),
  picks: fc.array(fc.nat(), { minLength: 20, maxLength: 120 }),
});

/**
 * The set-up's duel. Missiles fly as craft (ruling R110) when `craft` says so, else in every other set-up (by the
 * seed, so that the set-ups drawn stay the same).
 */
export function build(x: {
  a: number;
  b: number;
  range: (typeof RANGE_BANDS)[number];
  seed?: number;
  craft?: boolean;
}): EngagementState {
  const craft = x.craft ?? ((x.seed ?? 0) & 1) === 1;
  return duel(SHIPS[x.a]("one"), SHIPS[x.b]("two"), {
    range: x.range,
    ...(craft ? { options: { missilesAsCraft: true } } : {}),
  });
}
