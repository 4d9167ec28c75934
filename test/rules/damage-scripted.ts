// The damage chain run with every die scripted (all of them used, the input never changed), and the events it
// gives by type.
import { expect } from "vitest";
import { resolveDamage } from "../../src/rules/damage";
import type { DamageAttack, DamageEvent, DamageOptions } from "../../src/rules/damage-types";
import { runSync, scriptedSource } from "../../src/rules/dice";
import type { ShipSnapshot } from "../../src/rules/types";

export function run(ship: ShipSnapshot, attack: DamageAttack, dice: number[], options?: DamageOptions) {
  const src = scriptedSource(dice);
  const before = structuredClone(ship);
  const result = runSync(resolveDamage(ship, attack, options), src);
  expect(src.remaining()).toBe(0);
  expect(ship).toEqual(before); // the input is never changed
  return { ...result, log: src.log };
}
export const types = (events: DamageEvent[]) => events.map((e) => e.type);
export const of = <T extends DamageEvent["type"]>(events: DamageEvent[], type: T) =>
  events.filter((e) => e.type === type) as Extract<DamageEvent, { type: T }>[];
