// Ships out of action before and during a fight. SRD Chapter 10, Power Plant: "Third Hit: The Power Plant is destroyed
// and the ship is disabled."; Damage: "A ship that runs out of Hull Damage will rapidly be incapacitated." (ruling
// R101, setting hullZero); software: Evade stops on a disabled ship (R28).
import { describe, expect, test } from "vitest";
import { effectsOf } from "../../../src/rules/engagement/context";
import type { EngagementOptions } from "../../../src/rules/engagement/memory";
import { createEngagement } from "../../../src/rules/engagement/state";
import { availableReactions } from "../../../src/rules/engagement/validation";
import { shipEffects } from "../../../src/rules/ship-state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok, one, ofType, refusal } from "./helpers";

const unpowered = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, systems: { ...ship.systems, powerPlant: 3 } });
const noHull = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, hull: { ...ship.hull, value: 0 } });

describe("a ship that comes to the fight already disabled", () => {
  test("a destroyed Power Plant: the ship is disabled from the start, and a duel against it is over at once", () => {
    const s = duel(raider(), unpowered(frontierTrader()));
    expect(s.memory.ships.trader.status).toBe("disabled");
    const r = ok(s, { type: "rollInitiative" });
    expect(one(r.events, "engagementEnded")).toEqual({
      type: "engagementEnded",
      round: 0,
      reason: "destroyed",
      winnerSide: "A",
    });
    expect(ofType(r.events, "turnStarted")).toEqual([]);
  });

  test("in a fight that goes on it gets no turn and no reactions", () => {
    const s = createEngagement({
      ships: [raider(), unpowered(frontierTrader()), frontierTrader("trader2")],
      sides: { raider: "A", trader: "B", trader2: "B" },
      range: "short",
    });
    const r = ok(s, { type: "rollInitiative" }, [7, 9, 8, 6]);
    // (it has an initiative all the same, should an Undo of the damage bring it back)
    expect(r.state.memory.ended).toBeUndefined();
    expect(r.state.memory.ships.trader.status).toBe("disabled");
    expect(refusal(r.state, { type: "endTurn", shipId: "trader" })).toBe("shipDisabled");
    // the raider fires at it: it may not dodge
    let t = r.state;
    while (t.memory.order[t.memory.turn] !== "raider")
      t = ok(t, { type: "endTurn", shipId: t.memory.order[t.memory.turn] }).state;
    const shot = ok(t, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [10, 5]);
    const attack = shot.state.memory.pendingAttacks!.at(-1)!;
    expect(availableReactions(shot.state, attack.id)).toEqual([]);
    expect(refusal(shot.state, { type: "dodge", shipId: "trader", attackId: attack.id })).toBe("shipDisabled");
  });

  test('under hullZero "disabled" a ship joining at Hull 0 is disabled; under "internal" it fights on', () => {
    const options: EngagementOptions = { hullZero: "disabled" };
    const s = duel(raider(), noHull(frontierTrader()), { options });
    expect(s.memory.ships.trader.status).toBe("disabled");
    expect(ok(s, { type: "rollInitiative" }).state.memory.ended).toMatchObject({ winnerSide: "A" });
    const fights = duel(raider(), noHull(frontierTrader()));
    expect(fights.memory.ships.trader.status).toBe("active");
    expect(ok(fights, { type: "rollInitiative" }, [7, 9, 8]).state.memory.ended).toBeUndefined();
  });

  test("initiative takes the ships as their snapshots are then (a stored engagement's statuses follow them)", () => {
    const s = duel(raider(), frontierTrader());
    // the trader lost its power plant after the engagement was set up (its stored status still says active)
    s.ships.trader = unpowered(s.ships.trader);
    expect(s.memory.ships.trader.status).toBe("active");
    const r = ok(s, { type: "rollInitiative" });
    expect(one(r.events, "statusChanged")).toEqual({
      type: "statusChanged",
      shipId: "trader",
      from: "active",
      to: "disabled",
    });
    expect(r.state.memory.ended).toMatchObject({ winnerSide: "A" });
    // and a ship mended before initiative is back in the fight
    const mended = duel(raider(), unpowered(frontierTrader()));
    mended.ships.trader = frontierTrader();
    expect(ok(mended, { type: "rollInitiative" }, [7, 9, 8]).state.memory.ships.trader.status).toBe("active");
  });

  test("a fight of one side (a ship practising alone) is not ended by initiative", () => {
    const r = ok(createEngagement({ ships: [raider()] }), { type: "rollInitiative" }, [7, 8]);
    expect(r.state.memory.ended).toBeUndefined();
    expect(r.state.memory.round).toBe(1);
  });
});

describe("Evade on a disabled ship (R28, R101)", () => {
  const evasive = (): ShipSnapshot => ({ ...frontierTrader(), software: { ...frontierTrader().software, evade: 2 } });

  test("Evade/2 gives DM−2 to incoming fire while the ship has power", () => {
    expect(shipEffects(evasive()).evadeDM).toBe(-2);
    expect(shipEffects(noHull(evasive())).evadeDM).toBe(-2);
  });

  test("a ship disabled at Hull 0 loses its Evade program, as one without power does", () => {
    expect(shipEffects(noHull(evasive()), { hullZero: "disabled" })).toMatchObject({ disabled: true, evadeDM: 0 });
    expect(effectsOf(noHull(evasive()), { hullZero: "disabled" }).evadeDM).toBe(0);
    expect(shipEffects(unpowered(evasive())).evadeDM).toBe(0);
  });
});
