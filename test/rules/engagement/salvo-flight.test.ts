// How far a salvo has come (src/rules/engagement/salvo-flight.ts), asked through the public query: from its launcher
// at launch to its target in the round it strikes, one equal step a round; a smart salvo that missed stands back a
// step and comes again.
import { describe, expect, test } from "vitest";
import { queryEngagement } from "../../../src/rules/engagement/query";
import { salvoFlight } from "../../../src/rules/engagement/salvo-flight";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { ok } from "./helpers";

/** Frigate (initiative 9) against Frontier Trader (6), the frigate's triple smart rack fired at `range`. */
function launched(range: EngagementState["memory"]["ranges"][string]): EngagementState {
  const s = ok(duel(patrolFrigate(), frontierTrader(), { range }), { type: "rollInitiative" }, [8, 5, 6]).state;
  return ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" }, [7]).state;
}

/** Both ships end their turns: the next round (dice for whatever arrives then). */
function nextRound(s: EngagementState, dice: number[] = []): EngagementState {
  s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
  return ok(s, { type: "endTurn", shipId: "trader" }, dice).state;
}

describe("salvoFlight", () => {
  test("a salvo two turns from its target: beside its launcher, halfway, then at its target as it strikes", () => {
    let s = launched("veryLong");
    const seen = [queryEngagement(s).salvoFlight("s1")];
    s = nextRound(s);
    seen.push(queryEngagement(s).salvoFlight("s1"));
    // round 3: it arrives (three missiles roll to hit: all miss, nothing lands yet)
    s = nextRound(s, [2, 2, 2]);
    expect(s.memory.missilePhase).toBe(true);
    seen.push(queryEngagement(s).salvoFlight("s1"));
    expect(seen).toEqual([
      { turnsFlown: 0, turnsToImpact: 2, progress: 0 },
      { turnsFlown: 1, turnsToImpact: 1, progress: 0.5 },
      { turnsFlown: 2, turnsToImpact: 0, progress: 1 },
    ]);
  });

  test("a smart salvo that missed stands back one step and comes again the next round", () => {
    let s = launched("short");
    expect(queryEngagement(s).salvoFlight("s1")).toEqual({ turnsFlown: 0, turnsToImpact: 1, progress: 0 });
    s = nextRound(s, [2, 2, 2]);
    expect(queryEngagement(s).salvoFlight("s1")?.progress).toBe(1);
    s = ok(s, { type: "resolveMissiles" }).state;
    expect(s.memory.salvos[0]).toMatchObject({ impactRound: 3, count: 3 });
    expect(queryEngagement(s).salvoFlight("s1")).toEqual({ turnsFlown: 1, turnsToImpact: 1, progress: 0.5 });
  });

  test("no salvo of that id in flight: nothing to say", () => {
    expect(queryEngagement(launched("short")).salvoFlight("s9")).toBeUndefined();
  });

  test("a salvo due this round or earlier is at its target; rounds before its launch count as none flown", () => {
    expect(salvoFlight({ launchedRound: 3, impactRound: 3 }, 3)).toEqual({
      turnsFlown: 0,
      turnsToImpact: 0,
      progress: 1,
    });
    expect(salvoFlight({ launchedRound: 1, impactRound: 3 }, 5).progress).toBe(1);
    expect(salvoFlight({ launchedRound: 4, impactRound: 6 }, 2)).toEqual({
      turnsFlown: 0,
      turnsToImpact: 4,
      progress: 0,
    });
  });
});
