// The ship whose turn it is, put out of the fight by a card the GM applies in the middle of that turn (syncStatuses):
// its turn closes as the engine closes the turn of a ship that leaves in it (R80): its attacks land, then the fight's
// end is decided. "Damage is resolved after all attacks have been made in a vessel's turn."
import { describe, expect, test } from "vitest";
import { runSync, scriptedSource, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import { syncStatuses } from "../../../src/rules/engagement/restore";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { currentShipId } from "../../../src/rules/engagement/validation";
import type { ShipSnapshot } from "../../../src/rules/types";
import { frontierTrader, raider } from "./fixtures";
import { ofType, one } from "./helpers";
import { rt } from "./actions-setup";

const wrecked = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, structure: { ...ship.structure, value: 0 } });

/** The raider's turn: its first beam laser turret has fired at the trader, and hit; the damage waits. */
function raiderFired(s: EngagementState): EngagementState {
  expect(currentShipId(s)).toBe("raider");
  const r = runSync(
    applyCommand(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" }),
    seededSource(1),
  );
  expect(ofType(r.events, "refused")).toEqual([]);
  const [pending] = r.state.memory.pendingAttacks!;
  expect(pending.shots.some((x) => x.hit)).toBe(true);
  return r.state;
}

describe("the acting ship put out by a card after it fired", () => {
  test("in a duel: its attack lands, then the fight ends; nothing is left pending", () => {
    const s = raiderFired(rt("short"));
    s.ships.raider = wrecked(s.ships.raider);
    const events: EngagementEvent[] = [];
    expect(syncStatuses(s, ["raider"], seededSource(9), events)).toEqual([
      { shipId: "raider", from: "active", to: "destroyed" },
    ]);
    expect(s.memory.pendingAttacks).toEqual([]);
    expect(one(events, "turnEnded").shipId).toBe("raider");
    expect(one(events, "damageResolved")).toMatchObject({ targetId: "trader" });
    expect(s.memory.ended).toMatchObject({ reason: "destroyed", winnerSide: "B" });
    // the order: the damage before the fight's end
    const types = events.map((e) => e.type);
    expect(types.indexOf("damageResolved")).toBeLessThan(types.indexOf("engagementEnded"));
  });

  test("among three ships: its attack lands before the next ship acts, whose turn then starts", () => {
    const start = createEngagement({
      ships: [raider(), frontierTrader(), frontierTrader("trader2")],
      sides: { raider: "A", trader: "B", trader2: "B" },
      range: "short",
    });
    const dice = scriptedSource([12, 8, 2, 5]);
    const rolled = runSync(applyCommand(start, { type: "rollInitiative" }), dice);
    expect(dice.remaining()).toBe(0);
    const s = raiderFired(rolled.state);
    // a third ship on the raider's side keeps the fight going: side A is the raider alone, so give it an ally
    s.memory.ships.trader2.side = "A";
    s.ships.raider = wrecked(s.ships.raider);
    const events: EngagementEvent[] = [];
    syncStatuses(s, ["raider"], seededSource(9), events);
    expect(s.memory.ended).toBeUndefined();
    expect(s.memory.pendingAttacks).toEqual([]);
    const types = events.map((e) => e.type);
    expect(types).toContain("damageResolved");
    expect(types.indexOf("damageResolved")).toBeLessThan(types.indexOf("turnStarted"));
    expect(currentShipId(s)).not.toBe("raider");
  });

  test("without a dice source, a turn with attacks to land says what it needs instead of leaving them pending", () => {
    const s = raiderFired(rt("short"));
    s.ships.raider = wrecked(s.ships.raider);
    expect(() => syncStatuses(s, ["raider"])).toThrow(/dice source/);
  });
});
