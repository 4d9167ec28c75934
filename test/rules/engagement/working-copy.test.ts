// The simulation's working copy: the same engagement in fixed layouts, nothing lost or added.
import { describe, expect, test } from "vitest";
import { createEngagement } from "../../../src/rules/engagement/state";
import { uniformOwned, uniformState } from "../../../src/rules/engagement/working-copy";
import { frontierTrader, patrolFrigate, raider } from "./fixtures";

/** A new engagement with every setup member given, so that createEngagement sets every member it can. */
function fullSetup() {
  const ships = [raider(), frontierTrader(), patrolFrigate()];
  return createEngagement({
    ships,
    sides: { raider: "pirates", trader: "navy", frigate: "navy" },
    range: "medium",
    ranges: { "frigate|raider": "long" },
    aware: ["raider", "frigate"],
    speeds: { raider: 2 },
    docked: [["trader", "frigate"]],
    flagships: ["frigate"],
    encrypted: ["trader"],
    options: { repairDestroyedSystems: true },
  });
}

describe("working copy", () => {
  test("a state just made by createEngagement: every member it sets is kept (all are in the fixed layouts)", () => {
    const made = fullSetup();
    const expected = JSON.parse(JSON.stringify(made));
    const copy = uniformOwned(made);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(expected);
    expect(copy).toEqual(made);
  });

  test("any other state: members the layouts do not know are kept, and the input is not touched", () => {
    const start = fullSetup();
    const odd = { ...start.memory.ships.raider, note: "boarded twice" };
    start.memory.ships.raider = odd;
    const before = JSON.stringify(start);
    const copy = uniformState(start);
    expect(copy.memory.ships.raider).toMatchObject({ note: "boarded twice", side: "pirates" });
    expect(copy.memory.ships.raider).not.toBe(odd);
    expect(JSON.stringify(start)).toBe(before);
  });
});
