// The crew asks validation before it gives a command, and the gates it reads before it asks (reactionOpen) say what
// validation says: a crew never asks for what the engine refuses, nor skips what it allows.
import { describe, expect, test } from "vitest";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { canPerform } from "../../../src/rules/engagement/validation";
import { reactionOpen } from "../../../src/rules/engagement/reaction-gates";
import { planTurn } from "../../../src/rules/engagement/npc-crew/plan";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok, refusal, rigged } from "./helpers";
import { ft, traderTurn } from "./actions-setup";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { runSync } from "../../../src/rules/dice";

function fight(range: EngagementState["memory"]["ranges"][string] = "short", reloading?: "magazine"): EngagementState {
  const s = duel(raider(), frontierTrader(), { range, options: reloading ? { reloading } : {} });
  return ok(s, { type: "rollInitiative" }, [7, 9, 8]).state;
}

/** What the gunner at `seat` of `ship` (the raider's) plans this turn: the reasons of its actions. */
function gunner(s: EngagementState, seat: number, ship = "raider"): string[] {
  return planTurn(s, ship, undefined, { seat }).map((a) => a.reason);
}

describe("the crew's gates are validation's", () => {
  const atk = { type: "attack" as const, shipId: "raider", seat: 4, targetId: "trader" };

  test("a ready mount: the attack is allowed, and the gunner fires", () => {
    const s = fight();
    expect(canPerform(s, atk).ok).toBe(true);
    expect(gunner(s, 4)).toEqual(["fire"]);
  });

  test("a mount that cannot fire: the gunner asks for no attack, for the reason validation refuses it", () => {
    // blind sensors beyond Adjacent
    const blind = fight();
    blind.ships.raider = { ...blind.ships.raider, systems: { ...blind.ships.raider.systems, sensors: 2 } };
    expect(refusal(blind, atk)).toBe("sensorsDisabled");
    expect(gunner(blind, 4)).toEqual([]);
    // the mount disabled by a hit
    const wrecked = fight();
    wrecked.ships.raider = {
      ...wrecked.ships.raider,
      mounts: wrecked.ships.raider.mounts.map((m, i) => (i === 0 ? { ...m, damage: 2 } : m)),
    };
    expect(refusal(wrecked, atk)).toBe("mountDisabled");
    expect(gunner(wrecked, 4)).toEqual([]);
    expect(gunner(wrecked, 5)).toEqual(["fire"]);
    // the mount fired this round already
    const fired = fight();
    fired.memory.ships.raider.firedMounts = ["b1"];
    expect(refusal(fired, atk)).toBe("mountAlreadyFired");
    expect(gunner(fired, 4)).toEqual([]);
    // no weapon of the mount reaches: the trader's pulse lasers at Distant
    const far = traderTurn(fight("distant"));
    expect(refusal(far, { type: "attack", shipId: "trader", seat: 3, targetId: "raider" })).toBe("cannotFireAtRange");
    expect(gunner(far, 3, "trader")).toEqual([]);
  });

  test("every weapon of the mount spent: no attack under manual reloading (the default) only, as validation refuses", () => {
    const manual = fight();
    manual.memory.ships.raider.spentWeapons = ["b1-1", "b1-2", "b1-3"];
    expect(refusal(manual, atk)).toBe("weaponSpent");
    // with the weapons named too, and out of range: the spent mount is the reason
    expect(refusal(manual, { ...atk, weaponIds: ["b1-1"] })).toBe("weaponSpent");
    // (a beam laser is never loaded: nothing to reload either)
    expect(gunner(manual, 4)).toEqual([]);
    // a missile rack is: the frigate's gunner reloads its spent turret instead
    const racks = ft("medium");
    racks.memory.ships.frigate.spentWeapons = ["m1-1", "m1-2", "m1-3"];
    expect(refusal(racks, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" })).toBe("weaponSpent");
    expect(gunner(racks, 4, "frigate")).toEqual(["reload"]);
    // one weapon still loaded: allowed, and fired
    manual.memory.ships.raider.spentWeapons = ["b1-1", "b1-2"];
    expect(canPerform(manual, atk).ok).toBe(true);
    expect(gunner(manual, 4)).toEqual(["fire"]);
    // the magazine rule: nothing is ever spent
    const magazine = fight("short", "magazine");
    magazine.memory.ships.raider.spentWeapons = ["b1-1", "b1-2", "b1-3"];
    expect(canPerform(magazine, atk).ok).toBe(true);
    expect(gunner(magazine, 4)).toEqual(["fire"]);
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
