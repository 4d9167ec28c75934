// The gates a crew reads before it asks (attackBlocked, reactionOpen) say what validation says: they are validation's
// own checks, so a crew never asks for what the engine refuses, nor skips what it allows.
import { describe, expect, test } from "vitest";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { attackBlocked } from "../../../src/rules/engagement/actions/attack";
import { canPerform } from "../../../src/rules/engagement/validation";
import { reactionOpen } from "../../../src/rules/engagement/reaction-gates";
import { makeCtx, slotOf } from "../../../src/rules/engagement/context";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok, refusal, rigged } from "./helpers";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { runSync } from "../../../src/rules/dice";

function fight(range: EngagementState["memory"]["ranges"][string] = "short", reloading?: "magazine"): EngagementState {
  const s = duel(raider(), frontierTrader(), { range, options: reloading ? { reloading } : {} });
  return ok(s, { type: "rollInitiative" }, [7, 9, 8]).state;
}

function blocked(s: EngagementState, seat: number): string | undefined {
  const ctx = makeCtx(s);
  const slot = slotOf(ctx, "raider")!;
  return attackBlocked(ctx, slot, slot.ship.seats[seat].mountId!, s.memory.ranges["raider|trader"] ?? "short");
}

describe("the crew's gates are validation's", () => {
  const atk = { type: "attack" as const, shipId: "raider", seat: 4, targetId: "trader" };

  test("a ready mount: nothing blocks, and the attack is allowed", () => {
    const s = fight();
    expect(blocked(s, 4)).toBeUndefined();
    expect(canPerform(s, atk).ok).toBe(true);
  });

  test("blind sensors beyond Adjacent: blocked for the reason validation refuses", () => {
    const s = fight();
    s.ships.raider = { ...s.ships.raider, systems: { ...s.ships.raider.systems, sensors: 2 } };
    expect(blocked(s, 4)).toBe("sensorsDisabled");
    expect(refusal(s, atk)).toBe("sensorsDisabled");
  });

  test("every weapon of the mount spent: blocked under manual reloading (the default) only, as validation refuses", () => {
    const manual = fight();
    manual.memory.ships.raider.spentWeapons = ["b1-1", "b1-2", "b1-3"];
    expect(blocked(manual, 4)).toBe("weaponSpent");
    expect(refusal(manual, atk)).toBe("weaponSpent");
    // with the weapons named too, and out of range: the spent mount is the reason
    expect(refusal(manual, { ...atk, weaponIds: ["b1-1"] })).toBe("weaponSpent");
    // one weapon still loaded: not blocked, and allowed
    manual.memory.ships.raider.spentWeapons = ["b1-1", "b1-2"];
    expect(blocked(manual, 4)).toBeUndefined();
    expect(canPerform(manual, atk).ok).toBe(true);
    // the magazine rule: nothing is ever spent
    const magazine = fight("short", "magazine");
    magazine.memory.ships.raider.spentWeapons = ["b1-1", "b1-2", "b1-3"];
    expect(blocked(magazine, 4)).toBeUndefined();
    expect(canPerform(magazine, atk).ok).toBe(true);
  });

  test("reactionOpen: a reaction left and a live shot, as validation and availableReactions ask", () => {
    const s = runSync(
      applyCommand(fight(), atk),
      rigged((r) => (r.sides ? r.sides : r.dice * 6)),
    ).state;
    const a = s.memory.pendingAttacks![0];
    const st = s.memory.ships.trader;
    expect(reactionOpen(st, a)).toBe(true);
    expect(canPerform(s, { type: "dodge", shipId: "trader", attackId: a.id }).ok).toBe(true);
    st.reactionsSpent = st.reactionsBudget ?? 0;
    expect(reactionOpen(st, a)).toBe(false);
    expect(refusal(s, { type: "dodge", shipId: "trader", attackId: a.id })).toBe("noReactions");
    st.reactionsSpent = 0;
    for (const shot of a.shots) shot.destroyed = true;
    expect(reactionOpen(st, a)).toBe(false);
  });
});
