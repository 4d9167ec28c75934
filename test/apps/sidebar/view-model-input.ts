// The tracker view model's input for the engine-driven tests: a command run with scripted dice (refused or with dice
// left over fails the test), each ship's info for the tracker, and a GM and a player as viewers.
import { expect } from "vitest";
import type { TrackerShipInfo } from "../../../src/apps/sidebar/view-model";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import type { EngagementState } from "../../../src/rules/engagement/state";

export function run(state: EngagementState, command: Command, dice: number[] = []): EngagementState {
  const src = scriptedSource(dice);
  const r = runSync(applyCommand(state, command), src);
  const refused = r.events.find((e) => e.type === "refused");
  expect(refused, JSON.stringify(refused)).toBeUndefined();
  expect(src.remaining()).toBe(0);
  return r.state;
}

export const infos = (state: EngagementState, owned: string[] = [], hidden: string[] = []): TrackerShipInfo[] =>
  Object.keys(state.ships).map((id) => ({
    id,
    name: state.ships[id].name + " " + id,
    img: null,
    owned: owned.includes(id),
    hidden: hidden.includes(id),
  }));

export const gm = { isGM: true };
export const player = { isGM: false };
