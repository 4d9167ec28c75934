// Ruling R86: a small craft's only crew member (the Fighter's pilot) also mans its turret.
import { describe, expect, test } from "vitest";
import { availableActions } from "../../../src/rules/engagement/validation";
import { isLonePilot, seatPositions } from "../../../src/rules/engagement/state";
import { duel, fighter, frontierTrader } from "./fixtures";
import { ok, one, refusal } from "./helpers";

describe("the lone pilot of a small craft (R86)", () => {
  test("acts as pilot and turret gunner; a craft with a second seat does not", () => {
    expect(isLonePilot(fighter(), 0)).toBe(true);
    expect(seatPositions(fighter(), 0)).toEqual(["pilot", "turretGunner"]);
    const crewed = fighter("fighter", [
      { position: "pilot", npcSkill: 2 },
      { position: "turretGunner", npcSkill: 1, mountId: "m1" },
    ]);
    expect(isLonePilot(crewed, 0)).toBe(false);
    expect(seatPositions(crewed, 0)).toEqual(["pilot"]);
    expect(isLonePilot(frontierTrader(), 0)).toBe(false);
  });

  test("attacks with the craft's only turret, from the one action budget", () => {
    // the fighter (Thrust 6) acts first: initiative 2D6 for each ship (neither has a captain)
    const s = ok(duel(fighter(), frontierTrader(), { range: "short" }), { type: "rollInitiative" }, [9, 5]).state;
    expect(availableActions(s, "fighter", 0).find((a) => a.action === "attack")?.ok).toBe(true);
    // pulse laser, Average at Short, DM−2 (R8): 2D6 = 10 → 10 + 2 − 2 = 10, a hit; damage 2D6 = 7
    const r = ok(s, { type: "attack", shipId: "fighter", seat: 0, targetId: "trader" }, [10, 7]);
    const attack = one(r.events, "attackRolled");
    expect(attack.modifiers).toContainEqual({ source: "skill", value: 2 });
    // the significant action is spent: no second significant action (evasive maneuvers) this turn
    expect(refusal(r.state, { type: "evasiveManeuvers", shipId: "fighter", seat: 0 })).toBe("noSignificantAction");
  });

  test("a pilot seat with a gunner aboard still cannot attack", () => {
    const crewed = fighter("fighter", [
      { position: "pilot", npcSkill: 2 },
      { position: "turretGunner", npcSkill: 1, mountId: "m1" },
    ]);
    const s = ok(duel(crewed, frontierTrader(), { range: "short" }), { type: "rollInitiative" }, [9, 5]).state;
    expect(refusal(s, { type: "attack", shipId: "fighter", seat: 0, targetId: "trader" })).toBe("wrongPosition");
  });
});
