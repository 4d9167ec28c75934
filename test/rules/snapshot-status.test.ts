// The status a snapshot gives its ship (snapshotStatus), row by row, and the same as shipEffects says of it.
import { describe, expect, it } from "vitest";
import { shipEffects } from "../../src/rules/ship-state";
import { snapshotStatus } from "../../src/rules/snapshot-status";
import type { DamageTrack } from "../../src/rules/types";
import { makeShip } from "./fixtures";

function ship(structure: number, hull: number, powerPlant: DamageTrack) {
  const base = makeShip();
  return makeShip({
    structure: { value: structure, max: 4 },
    hull: { value: hull, max: 4 },
    systems: { ...base.systems, powerPlant },
  });
}

describe("snapshotStatus", () => {
  it.each([
    // structure, hull, power plant track, hullZero, status
    [4, 4, 0, undefined, "active"],
    [1, 0, 0, undefined, "active"],
    [1, 0, 0, "internal", "active"],
    [1, 0, 0, "disabled", "disabled"],
    [4, 4, 2, undefined, "active"],
    [4, 4, 3, undefined, "disabled"],
    [4, 4, 3, "disabled", "disabled"],
    [0, 4, 0, undefined, "destroyed"],
    [0, 0, 3, "disabled", "destroyed"],
    [-2, 0, 0, undefined, "destroyed"],
  ] as const)("Structure %d, Hull %d, Power Plant %d, hullZero %s: %s", (structure, hull, pp, hullZero, status) => {
    expect(snapshotStatus(ship(structure, hull, pp), { hullZero })).toBe(status);
  });

  it("is the rule written out plainly, for every Structure, Hull, Power Plant and setting", () => {
    let cases = 0;
    for (const structure of [-1, 0, 1, 3])
      for (const hull of [-1, 0, 1, 4])
        for (const pp of [0, 1, 2, 3] as const)
          for (const hullZero of [undefined, "internal", "disabled"] as const) {
            const destroyed = structure <= 0;
            const noPower = pp === 3;
            const hullDisables = hull <= 0 && hullZero === "disabled";
            const want = destroyed ? "destroyed" : noPower || hullDisables ? "disabled" : "active";
            expect(
              snapshotStatus(ship(structure, hull, pp), { hullZero }),
              `${structure} ${hull} ${pp} ${hullZero}`,
            ).toBe(want);
            cases++;
          }
    expect(cases).toBe(4 * 4 * 4 * 3);
  });

  it("shipEffects reads it: a disabled ship's effects say disabled, not destroyed; a destroyed one's both", () => {
    expect(shipEffects(ship(4, 0, 0), { hullZero: "disabled" })).toMatchObject({ destroyed: false, disabled: true });
    expect(shipEffects(ship(4, 4, 3))).toMatchObject({ destroyed: false, disabled: true });
    expect(shipEffects(ship(0, 4, 0))).toMatchObject({ destroyed: true, disabled: true });
    expect(shipEffects(ship(4, 0, 0))).toMatchObject({ destroyed: false, disabled: false, hullBreached: true });
  });
});
