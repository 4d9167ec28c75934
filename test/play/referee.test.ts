// The referee's commands on an engagement state (src/play/referee.ts), pure: withdrawing a salvo in flight takes it
// out with its missiles' attack when they are arriving, reports it withdrawn, and refuses what is not there.
import { describe, expect, it } from "vitest";
import { applyRefereeCommand } from "../../src/play/referee";
import { duel, frontierTrader, patrolFrigate } from "../rules/engagement/fixtures";
import { ok } from "../rules/engagement/helpers";

/** The frigate's smart salvo launched at Short range, arriving in round 2 (its missiles roll 2s: all miss). */
function arriving() {
  let s = ok(duel(patrolFrigate(), frontierTrader(), { range: "short" }), { type: "rollInitiative" }, [8, 5, 6]).state;
  s = ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
  s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
  return ok(s, { type: "endTurn", shipId: "trader" }, [2, 2, 2]).state;
}

describe("withdrawSalvo", () => {
  it("takes an arriving salvo out with its attack, and says so; the state given is left as it was", () => {
    const before = arriving();
    expect(before.memory.pendingAttacks?.some((a) => a.salvoId === "s1")).toBe(true);
    const r = applyRefereeCommand(before, { type: "withdrawSalvo", salvoId: "s1" });
    expect(r.events).toEqual([{ type: "salvoExpired", salvoId: "s1", reason: "withdrawn" }]);
    expect(r.state.memory.salvos).toEqual([]);
    expect(r.state.memory.pendingAttacks?.some((a) => a.salvoId === "s1")).toBe(false);
    expect(before.memory.salvos).toHaveLength(1);
  });

  it("refuses a salvo that is not in flight, and an engagement that is over", () => {
    const s = arriving();
    expect(applyRefereeCommand(s, { type: "withdrawSalvo", salvoId: "s9" }).events).toMatchObject([
      { type: "refused", reason: "unknownSalvo" },
    ]);
    const over = { ...s, memory: { ...s.memory, ended: { reason: "referee" } } } as typeof s;
    expect(applyRefereeCommand(over, { type: "withdrawSalvo", salvoId: "s1" }).events).toMatchObject([
      { type: "refused", reason: "engagementOver" },
    ]);
  });
});
