// A ship deleted mid-combat: every trace of it leaves the engagement memory, the turn stays on the acting ship.
import { describe, expect, it } from "vitest";
import { forgetShip, withoutShip } from "../../../src/rules/engagement/forget";
import { runSync, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { pairKey } from "../../../src/rules/engagement/memory";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../../rules/engagement/fixtures";

function fight(): EngagementState {
  let s = createEngagement({
    ships: [patrolFrigate("f"), raider("r1"), raider("r2"), frontierTrader("t")],
    sides: { f: "navy", t: "navy", r1: "pirates", r2: "pirates" },
    range: "long",
  });
  s = runSync(applyCommand(s, { type: "rollInitiative" }), seededSource(3)).state;
  const m = s.memory;
  m.salvos.push(
    {
      id: "s1",
      attackerId: "f",
      targetId: "r1",
      missileType: "smart",
      count: 3,
      launchedRound: 1,
      impactRound: 2,
      toHit: 8,
      fuelEndsRound: 5,
    },
    {
      id: "s2",
      attackerId: "r2",
      targetId: "t",
      missileType: "standard",
      count: 1,
      launchedRound: 1,
      impactRound: 2,
      toHit: 7,
      fuelEndsRound: 5,
    },
  );
  m.pursuits.push({ pursuerId: "r1", targetId: "t", turns: 1 });
  m.modifiers.push({ id: "m1", shipId: "f", key: "sensorTargeting", value: 2, targetId: "r1", expiresRound: 2 });
  m.docked = [pairKey("r1", "r2")];
  return s;
}

describe("forgetShip", () => {
  it("drops the ship's ranges, salvos, pursuits, modifiers, docking; keeps everything else", () => {
    const s = fight();
    const { memory, dropped } = forgetShip(s.memory, "r1");
    expect(Object.keys(memory.ships).sort()).toEqual(["f", "r2", "t"]);
    expect(Object.keys(memory.ranges).some((k) => k.split("|").includes("r1"))).toBe(false);
    expect(Object.keys(memory.ranges)).toHaveLength(3);
    expect(memory.salvos.map((x) => x.id)).toEqual(["s2"]);
    expect(memory.pursuits).toEqual([]);
    expect(memory.modifiers).toEqual([]);
    expect(memory.docked).toEqual([]);
    expect(memory.order).not.toContain("r1");
    expect(dropped).toMatchObject({ salvos: ["s1"], pursuits: 1, modifiers: ["m1"] });
    // the input is untouched
    expect(s.memory.ships.r1).toBeDefined();
    expect(s.memory.salvos).toHaveLength(2);
  });

  it("the turn stays on the acting ship whether the deleted ship acted before it, after it, or is acting", () => {
    const s = fight();
    const order = s.memory.order;
    const acting = (i: number) => order[i];
    for (let t = 0; t < order.length; t++)
      for (const gone of order) {
        const m = { ...s.memory, turn: t };
        const out = forgetShip(m, gone).memory;
        const expected = gone === acting(t) ? order.filter((x) => x !== gone)[t] : acting(t);
        expect(out.order[out.turn], `turn ${t}, deleting ${gone}`).toBe(expected);
      }
  });

  it("the rules engine carries on with the forgotten state", () => {
    const s = fight();
    const current = currentShipId(s)!;
    const other = s.memory.order.find((x) => x !== current)!;
    const { memory } = forgetShip(s.memory, other);
    const ships = { ...s.ships };
    delete ships[other];
    const next = runSync(applyCommand({ memory, ships }, { type: "endTurn", shipId: current }), seededSource(9));
    expect(next.events.find((e) => e.type === "refused")).toBeUndefined();
  });

  it("withoutShip filters pair keys", () => {
    expect(withoutShip(["a|b", "b|c", "c|d"], "b")).toEqual(["c|d"]);
  });
});
