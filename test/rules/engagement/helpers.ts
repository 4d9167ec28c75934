// Test helpers: apply commands with scripted or rigged dice and look at the events.
import { expect } from "vitest";
import { runSync, scriptedSource, type DicePurpose, type DiceRequest, type DiceSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand, type CommandResult } from "../../../src/rules/engagement/engine";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import type { EngagementState } from "../../../src/rules/engagement/state";

/** A scripted total that names what it answers: the request it meets must be for that purpose. */
export interface NamedRoll {
  purpose: DicePurpose;
  total: number;
}
/** A scripted die: a bare total, or a named one (`check(8)`, `damage(12)`, ...) that says what it answers. */
export type ScriptedDie = number | NamedRoll;

const named =
  (purpose: DicePurpose) =>
  (...totals: number[]): NamedRoll[] =>
    totals.map((total) => ({ purpose, total }));
/** 2D6 task checks (attacks, reactions, repairs, ...) */
export const check = named("check");
/** initiative rolls, one per ship in the acting order */
export const initiative = named("initiative");
/** damage dice of a hit */
export const damage = named("damage");
/** Trigger Screens rolls */
export const screens = named("screens");
/** hit location rolls */
export const location = named("location");
/** crew damage rolls (a radiation hit's 2D6 on the Crew Damage table) */
export const crewDamage = named("crewDamage");
/** a missile salvo's to-hit roll */
export const missileToHit = named("missileToHit");
/** a missile salvo's damage dice */
export const missileDamage = named("missileDamage");

/** Apply one command with the given dice (every total must be used; a named total must meet its purpose). */
export function apply(
  state: EngagementState,
  command: Command,
  dice: readonly (ScriptedDie | NamedRoll[])[] = [],
): CommandResult {
  const script = dice.flat();
  const src = scriptedSource(script.map((d) => (typeof d === "number" ? d : d.total)));
  const checked: DiceSource = {
    roll(request) {
      const want = script[src.log.length];
      if (typeof want === "object")
        expect(request.purpose, `die ${src.log.length + 1} of ${command.type} (${want.total})`).toBe(want.purpose);
      return src.roll(request);
    },
  };
  const r = runSync(applyCommand(state, command), checked);
  expect(src.remaining(), `dice left over after ${command.type}`).toBe(0);
  return r;
}

/** Apply a command that must not be refused. */
export function ok(
  state: EngagementState,
  command: Command,
  dice: readonly (ScriptedDie | NamedRoll[])[] = [],
): CommandResult {
  const r = apply(state, command, dice);
  const refused = r.events.find((e) => e.type === "refused");
  expect(refused, `${command.type} refused: ${JSON.stringify(refused)}`).toBeUndefined();
  return r;
}

/** The refusal reason of a command (undefined when accepted); the state must be unchanged when refused. */
export function refusal(state: EngagementState, command: Command): string | undefined {
  const before = JSON.stringify(state);
  const r = runSync(applyCommand(state, command), scriptedSource([]));
  const e = r.events.find((x) => x.type === "refused");
  if (e && e.type === "refused") {
    expect(r.state).toBe(state);
    expect(JSON.stringify(r.state)).toBe(before);
    return e.reason;
  }
  return undefined;
}

/** Dice answered by a function of the request (a readable way to rig a long fight). */
export function rigged(answer: (r: DiceRequest, i: number) => number): DiceSource & { log: DiceRequest[] } {
  const log: DiceRequest[] = [];
  return {
    log,
    roll(request) {
      const v = answer(request, log.length);
      log.push(request);
      const [lo, hi] = request.sides ? [1, request.sides] : [request.dice, request.dice * 6];
      if (v < lo || v > hi) throw new Error(`rigged total ${v} impossible for ${request.dice}D (${request.purpose})`);
      return v;
    },
  };
}

export function ofType<T extends EngagementEvent["type"]>(
  events: readonly EngagementEvent[],
  type: T,
): Extract<EngagementEvent, { type: T }>[] {
  return events.filter((e): e is Extract<EngagementEvent, { type: T }> => e.type === type);
}

export function one<T extends EngagementEvent["type"]>(
  events: readonly EngagementEvent[],
  type: T,
): Extract<EngagementEvent, { type: T }> {
  const found = ofType(events, type);
  expect(found.length, `exactly one ${type}`).toBe(1);
  return found[0];
}
