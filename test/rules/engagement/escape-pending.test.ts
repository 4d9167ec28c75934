// A target that escapes in the attacker's turn (ruling R75): the attacks still waiting to land on it are withdrawn,
// the same in a duel, where its leaving ends the fight at once, and among three ships, where the fight goes on.
import { describe, expect, test } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, ofType, one } from "./helpers";
import { ft } from "./actions-setup";

/** The frigate's beam laser turret fires at the trader at Distant (its damage waits for the turn's end). */
function fired(s: EngagementState): EngagementState {
  expect(currentShipId(s)).toBe("frigate");
  const seat = s.ships.frigate.seats.findIndex((x) => x.mountId === "b1");
  const r = runSync(applyCommand(s, { type: "attack", shipId: "frigate", seat, targetId: "trader" }), seededSource(2));
  expect(ofType(r.events, "refused")).toEqual([]);
  expect(r.state.memory.pendingAttacks).toHaveLength(1);
  return r.state;
}
/** The frigate's navigator tries to close; the trader's wins the opposed check and opens the range beyond Distant. */
const opened = {
  type: "rangeCheck",
  shipId: "frigate",
  seat: 2,
  targetId: "trader",
  choice: "closer",
  opponentChoice: "farther",
} as const;

describe("a target escaping in the attacker's turn", () => {
  test("in a duel: the attack on it is withdrawn and the fight ends, with nothing left waiting", () => {
    const r = ok(fired(ft("distant")), opened, [5, 11]);
    expect(one(r.events, "shipEscaped")).toMatchObject({ shipId: "trader", how: "range" });
    expect(one(r.events, "attackWithdrawn")).toMatchObject({ attackerId: "frigate", targetId: "trader" });
    expect(r.state.memory.pendingAttacks).toEqual([]);
    expect(one(r.events, "engagementEnded")).toMatchObject({ reason: "escaped", winnerSide: "A" });
  });

  test("among three ships: the same attack is withdrawn, and no damage lands on the ship gone as the turn ends", () => {
    const s = createEngagement({
      ships: [patrolFrigate(), frontierTrader(), raider()],
      sides: { frigate: "A", trader: "B", raider: "B" },
      range: "distant",
    });
    let st = ok(s, { type: "rollInitiative" }, [12, 5, 2, 7, 2]).state;
    const r = ok(fired(st), opened, [5, 11]);
    expect(one(r.events, "shipEscaped")).toMatchObject({ shipId: "trader", how: "range" });
    expect(one(r.events, "attackWithdrawn")).toMatchObject({ attackerId: "frigate", targetId: "trader" });
    expect(r.state.memory.ended).toBeUndefined();
    st = r.state;
    const end = ok(st, { type: "endTurn", shipId: "frigate" });
    expect(ofType(end.events, "damageResolved")).toEqual([]);
    expect(end.state.ships.trader).toBe(st.ships.trader);
  });
});
