// The small pure helpers of the bridge and the cards.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distributeDamage } from "../../src/rules/crew-damage";
import { applyRefereeCommand } from "../../src/play/referee";
import { soloEngagement } from "../../src/play/load";
import { createEngagement } from "../../src/rules/engagement/state";
import { canPerform } from "../../src/rules/engagement/validation";
import { makeShip } from "../rules/fixtures";

describe("distributeDamage (SRD Personal Combat: Endurance first, then Strength or Dexterity)", () => {
  it("takes Endurance first, then the higher of Strength and Dexterity, then the last", () => {
    expect(distributeDamage({ str: 7, dex: 9, end: 6 }, 4)).toEqual({ str: 0, dex: 0, end: 4 });
    expect(distributeDamage({ str: 7, dex: 9, end: 6 }, 10)).toEqual({ str: 0, dex: 4, end: 6 });
    expect(distributeDamage({ str: 8, dex: 5, end: 2 }, 12)).toEqual({ str: 8, dex: 2, end: 2 });
  });

  it("never takes more than is there, and takes all damage while anything is left", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 60 }),
        (str, dex, end, n) => {
          const d = distributeDamage({ str, dex, end }, n);
          expect(d.str).toBeLessThanOrEqual(str);
          expect(d.dex).toBeLessThanOrEqual(dex);
          expect(d.end).toBeLessThanOrEqual(end);
          expect(d.str + d.dex + d.end).toBe(Math.min(n, str + dex + end));
          if (d.str || d.dex) expect(d.end).toBe(end);
        },
      ),
    );
  });
});

describe("setRange (referee)", () => {
  const state = () => createEngagement({ ships: [makeShip({ id: "x" }), makeShip({ id: "y" })], range: "long" });

  it("sets the band and reports the change; refuses unknown ships and bands without changing anything", () => {
    const s = state();
    const r = applyRefereeCommand(s, { type: "setRange", a: "x", b: "y", range: "close" });
    expect(r.events).toEqual([{ type: "rangeChanged", a: "x", b: "y", from: "long", to: "close", reason: "referee" }]);
    expect(r.state.memory.ranges["x|y"]).toBe("close");
    expect(s.memory.ranges["x|y"]).toBe("long");
    expect(applyRefereeCommand(s, { type: "setRange", a: "x", b: "z", range: "close" }).events[0]).toMatchObject({
      type: "refused",
      reason: "unknownShip",
    });
    expect(applyRefereeCommand(s, { type: "setRange", a: "x", b: "y", range: "far" as never }).events[0]).toMatchObject(
      { type: "refused", reason: "invalidValue" },
    );
  });
});

describe("soloEngagement", () => {
  it("puts the ship in its own turn of round 1, so its seat actions may be checked", () => {
    const ship = makeShip({ id: "solo", seats: [{ position: "pilot", crewId: "c1" }] });
    const s = soloEngagement(ship);
    expect(s.memory.round).toBe(1);
    expect(canPerform(s, { type: "evasiveManeuvers", shipId: "solo", seat: 0 })).toEqual({ ok: true });
    expect(canPerform(s, { type: "attack", shipId: "solo", seat: 0, targetId: "other" }).ok).toBe(false);
  });
});
