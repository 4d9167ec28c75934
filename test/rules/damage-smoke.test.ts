import { describe, expect, it } from "vitest";
import { resolveDamage } from "../../src/rules/damage";
import { runSync, scriptedSource } from "../../src/rules/dice";
import { makeShip } from "./fixtures";

describe("resolveDamage smoke", () => {
  it("a single hull hit", () => {
    const ship = makeShip();
    const src = scriptedSource([2]);
    const r = runSync(resolveDamage(ship, { damage: 5, weapon: "beamLaser" }), src);
    expect(r.ship.hull.value).toBe(3);
    expect(ship.hull.value).toBe(4);
    expect(src.remaining()).toBe(0);
  });
});
