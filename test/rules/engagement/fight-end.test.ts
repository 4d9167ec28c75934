// When a fight is decided: only once the damage of the turn that decides it has landed, and with every ship put out
// at the same moment counted (R65, R80).
import { describe, expect, test } from "vitest";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { frontierTrader, raider } from "./fixtures";
import { ok, ofType } from "./helpers";
import { rt } from "./actions-setup";

/** Apply a command with scripted totals that need not all be used (a roll never asked for shows as one left over). */
function loose(state: EngagementState, command: Command, dice: number[]) {
  return runSync(applyCommand(state, command), scriptedSource(dice));
}

/** The raider and a Thrust-4 trader tied on initiative 7 (and Thrust): one slot, the raider first. */
function sharedSlot(extra = false): EngagementState {
  const ships = [raider(), { ...frontierTrader(), thrust: 4 }];
  if (extra) ships.push({ ...raider("raider2"), thrust: 1 });
  const s = createEngagement({
    ships,
    sides: extra ? { raider: "A", trader: "B", raider2: "A" } : { raider: "A", trader: "B" },
    range: "short",
  });
  // raider 7 + Tactics (7 + 1 − 8: Effect 0); trader 7; raider2 (when present) 2 + Tactics Effect 0 → 2, acts last
  return ok(s, { type: "rollInitiative" }, extra ? [7, 7, 7, 2, 7] : [7, 7, 7]).state;
}

describe("when the fight is decided", () => {
  test("a ship that fires and jumps first in a shared slot: its shots land in a duel as with a third ship", () => {
    const run = (extra: boolean) => {
      let s = sharedSlot(extra);
      expect(currentShipId(s)).toBe("raider");
      expect(s.memory.ships.trader.initiative).toBe(s.memory.ships.raider.initiative);
      // b1-1 at Short: 12 hits, 6 damage (− 2 armor: a Single Hit)
      s = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [12, 6]).state;
      s.memory.ships.raider.jumpPlotted = true;
      // the jump: 12 succeeds; (the shot's location, when it lands: 7, Armor)
      const dice = extra ? [12] : [12, 7];
      const r = loose(s, { type: "jump", shipId: "raider", seat: 3 }, dice);
      expect(ofType(r.events, "refused")).toEqual([]);
      let t = r.state;
      const events = [...r.events];
      if (extra) {
        // the trader's turn in the slot, then the slot's damage lands (location 7)
        const e = ok(t, { type: "endTurn", shipId: "trader" }, [7]);
        t = e.state;
        events.push(...e.events);
      }
      return { t, events };
    };
    const three = run(true);
    expect(ofType(three.events, "damageResolved")).toHaveLength(1);
    expect(three.t.ships.trader.armor.value).toBe(1);
    const two = run(false);
    // a duel: the same shot lands before the fight's end is decided (R65, R80)
    expect(ofType(two.events, "damageResolved")).toHaveLength(1);
    expect(two.t.ships.trader.armor.value).toBe(1);
    expect(two.t.memory.pendingAttacks ?? []).toEqual([]);
  });

  test("both duellists crash out of decaying orbits at one round's end: nobody is left to win (R80)", () => {
    let s = rt("short");
    for (const id of ["raider", "trader"] as const) {
      s.ships[id] = {
        ...s.ships[id],
        hull: { value: 0, max: 6 },
        structure: { value: 1, max: 6 },
        armor: { value: 0, max: 8 },
      };
      s.memory.ships[id].planetary = "decayingOrbit";
      s.memory.ships[id].reentryRound = 1;
    }
    s = ok(s, { type: "endTurn", shipId: "raider" }).state;
    // the round ends: each pilot fails the re-entry (2), the collision at speed 1 (6), location 8 on the Internal
    // column: Structure 1 → 0
    const r = runSync(applyCommand(s, { type: "endTurn", shipId: "trader" }), scriptedSource([2, 6, 8, 2, 6, 8]));
    expect(ofType(r.events, "reentry")).toHaveLength(2);
    expect(r.state.memory.ships.raider.status).toBe("destroyed");
    expect(r.state.memory.ships.trader.status).toBe("destroyed");
    expect(r.state.memory.ended).toEqual({ round: 1, reason: "destroyed" });
  });
});
