// The small pure helpers of the bridge and the cards.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distributeDamage } from "../../src/rules/crew-damage";
import { pickSource, rebase, sameJson } from "../../src/chat/source";
import { applyRefereeCommand } from "../../src/engagement/commands";
import { soloEngagement } from "../../src/engagement/load";
import { createEngagement } from "../../src/rules/engagement/state";
import { canPerform } from "../../src/rules/engagement/engine";
import { makeShip } from "../rules/fixtures";

describe("distributeDamage (SRD Personal Combat: Endurance first, then Strength or Dexterity)", () => {
  it("takes Endurance first, then the higher of Strength and Dexterity, then the last", () => {
    expect(distributeDamage({ str: 7, dex: 9, end: 6 }, 4)).toEqual({ str: 0, dex: 0, end: 4 });
    expect(distributeDamage({ str: 7, dex: 9, end: 6 }, 10)).toEqual({ str: 0, dex: 4, end: 6 });
    expect(distributeDamage({ str: 8, dex: 5, end: 2 }, 12)).toEqual({ str: 8, dex: 2, end: 2 });
  });

  it("never takes more than is there, and takes all damage while anything is left", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 60 }), (str, dex, end, n) => {
        const d = distributeDamage({ str, dex, end }, n);
        expect(d.str).toBeLessThanOrEqual(str);
        expect(d.dex).toBeLessThanOrEqual(dex);
        expect(d.end).toBeLessThanOrEqual(end);
        expect(d.str + d.dex + d.end).toBe(Math.min(n, str + dex + end));
        if (d.str || d.dex) expect(d.end).toBe(end);
      }),
    );
  });
});

describe("pickSource and rebase", () => {
  const source = { system: { hull: { value: 8, max: 8 }, systems: { mDrive: 1, fuel: 0 }, mounts: [{ id: "a", damage: 0, name: "A" }, { id: "b", damage: 2, name: "B" }] } };

  it("pickSource reads what an update would overwrite", () => {
    const update = { system: { hull: { value: 6 }, mounts: [{ id: "a", damage: 3, name: "A" }, { id: "b", damage: 2, name: "B" }] } };
    expect(pickSource(source, update)).toEqual({ system: { hull: { value: 8 }, mounts: source.system.mounts } });
  });

  it("rebase adds a card's change to the value as it is now, tracks capped at 3, pools at 0", () => {
    const before = { system: { hull: { value: 8 }, systems: { mDrive: 1 }, mounts: [{ id: "a", damage: 0 }, { id: "b", damage: 2 }] } };
    const update = { system: { hull: { value: 6 }, systems: { mDrive: 2 }, mounts: [{ id: "a", damage: 2 }, { id: "b", damage: 2 }] } };
    const now = { system: { hull: { value: 1 }, systems: { mDrive: 3 }, mounts: [{ id: "a", damage: 2 }, { id: "b", damage: 3 }] } };
    expect(rebase(update, before, now)).toEqual({ system: { hull: { value: 0 }, systems: { mDrive: 3 }, mounts: [{ id: "a", damage: 3 }, { id: "b", damage: 3 }] } });
    // unchanged documents: rebase is the update itself
    expect(sameJson(rebase(update, before, before), update)).toBe(true);
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
    expect(applyRefereeCommand(s, { type: "setRange", a: "x", b: "z", range: "close" }).events[0]).toMatchObject({ type: "refused", reason: "unknownShip" });
    expect(applyRefereeCommand(s, { type: "setRange", a: "x", b: "y", range: "far" as never }).events[0]).toMatchObject({ type: "refused", reason: "invalidValue" });
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
