// Ruling R86: a small craft's only crew member (the Fighter's pilot) also mans its turret.
import { describe, expect, test } from "vitest";
import { availableActions, canPerform } from "../../../src/rules/engagement/validation";
import { queryEngagement } from "../../../src/rules/engagement/query";
import { isLonePilot, seatPositions } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, fighter, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { check, damage, ofType, ok, one, refusal } from "./helpers";

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

// The lone pilot's turret reactions: what the query offers (the cards' buttons, the NPC crew's first seat) is what
// canPerform accepts, both asking reaction-gates.ts' turretReactionGate.
describe("the lone pilot's reactions (R86) are offered as accepted", () => {
  test("point defense at boarders crossing (R73), and none once they are across", () => {
    // the fighter (Thrust 6) acts first and passes; the raider's marine boards it at Adjacent
    let s = ok(duel(fighter(), raider(), { range: "adjacent" }), { type: "rollInitiative" }, [9, 5, 5]).state;
    s = ok(s, { type: "endTurn", shipId: "fighter" }).state;
    s = ok(s, { type: "boardingAction", shipId: "raider", seat: 10, targetId: "fighter" }).state;
    const laser = { type: "pointDefense", shipId: "fighter", seat: 0, boardingId: "b1" } as const;
    expect(canPerform(s, laser)).toEqual({ ok: true });
    expect(queryEngagement(s).boardingSeats("b1", "pointDefense")).toEqual([0]);
    // no sandcaster aboard: neither offered nor accepted
    expect(queryEngagement(s).boardingSeats("b1", "fireSand")).toEqual([]);
    expect(refusal(s, { ...laser, type: "fireSand" })).toBe("noSuitableWeapon");
    // the pilot fires the turret's pulse laser: Turret Weapons 2, DM−4 at one boarder: 12 + 2 − 4 = 10 hits (2D6x50 =
    // 6 × 50), then 3 + 2 − 4 − 1 misses
    const r = ok(s, laser, [12, 6, 3]);
    const checks = ofType(r.events, "checkRolled");
    expect(checks.map((e) => [e.action, e.seat, e.check.success])).toEqual([
      ["pointDefense", 0, true],
      ["pointDefense", 0, false],
    ]);
    expect(checks[0].check.modifiers).toEqual([
      { source: "skill", value: 2 },
      { source: "personalScale", value: -4 },
    ]);
    expect(one(r.events, "boardersHit").injuries).toEqual([{ seat: 10, crewId: "mar", damage: 300, rads: null }]);
    // boarders across (an opposed roll fought) are out of reach: the query offers no seat, canPerform says why
    const across = structuredClone(s);
    across.memory.boardings![0].rounds = 1;
    expect(queryEngagement(across).boardingSeats("b1", "pointDefense")).toEqual([]);
    expect(refusal(across, laser)).toBe("notCrossing");
    // the referee ends the fight while they cross: nothing is offered, as nothing is accepted
    const ended = ok(s, { type: "endEngagement", reason: "referee" }).state;
    expect(refusal(ended, laser)).toBe("engagementOver");
    expect(queryEngagement(ended).boardingSeats("b1", "pointDefense")).toEqual([]);
    expect(queryEngagement(ended).reactionsLeft("fighter")).toBe(0);
  });

  test("point defense at arriving missiles", () => {
    let s = ok(duel(patrolFrigate(), fighter(), { range: "short" }), { type: "rollInitiative" }, [8, 5, 6]).state;
    s = ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "fighter" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    // round 2's missile window: three missiles roll to hit 8+: 9 (damage 5), 4 (miss), 10 (damage 6)
    const r = ok(s, { type: "endTurn", shipId: "fighter" }, [9, 5, 4, 10, 6]);
    const attackId = one(r.events, "attackRolled").attackId;
    expect(one(r.events, "reactionOffered").reactions).toEqual(["dodge", "pointDefense"]);
    const q = queryEngagement(r.state);
    expect(q.seatsFor(q.attack(attackId)!, "pointDefense")).toEqual([0]);
    // Turret Weapons 2: 6 + 2 = 8 destroys one, 6 + 2 − 1 = 7 misses
    const pd = ok(r.state, { type: "pointDefense", shipId: "fighter", seat: 0, attackId }, [6, 6]);
    expect(one(pd.events, "missileDestroyed")).toMatchObject({ count: 1, by: "pointDefense" });
  });

  test("screens, for a craft that has them and a pilot with Screens", () => {
    const f = patrolFrigate("gunboat");
    const gunboat: ShipSnapshot = {
      ...f,
      mounts: [...f.mounts, { id: "bay1", type: "bay", damage: 0, weapons: [{ id: "fg", kind: "fusionGun" }] }],
      seats: [...f.seats, { position: "bayGunner", crewId: "g3", mountId: "bay1" }],
    };
    const shielded: ShipSnapshot = { ...fighter(), screens: { nuclearDamper: 1, mesonScreen: 0 } };
    let s = ok(duel(gunboat, shielded, { range: "medium" }), { type: "rollInitiative" }, [9, 8, 8]).state;
    if (s.memory.order[s.memory.turn] === "fighter") s = ok(s, { type: "endTurn", shipId: "fighter" }).state;
    // a fusion gun's hit: the nuclear damper answers it
    const r = ok(s, { type: "attack", shipId: "gunboat", seat: 10, targetId: "fighter" }, [check(11), damage(20)]);
    expect(one(r.events, "reactionOffered").reactions).toEqual(["dodge", "triggerScreens"]);
    const q = queryEngagement(r.state);
    expect(q.seatsFor(q.attack("a1")!, "triggerScreens")).toEqual([0]);
    expect(canPerform(r.state, { type: "triggerScreens", shipId: "fighter", seat: 0, attackId: "a1" })).toEqual({
      ok: true,
    });
  });
});

describe("an NPC crew's lone pilot (R86)", () => {
  test("fires the craft's turret in its turn; evades when it cannot fire (unless aggressive)", async () => {
    const { planTurn } = await import("../../../src/rules/engagement/npc-crew/plan");
    const s = ok(duel(fighter(), frontierTrader(), { range: "short" }), { type: "rollInitiative" }, [9, 5]).state;
    expect(planTurn(s, "fighter").map((a) => a.command)).toEqual([
      { type: "attack", shipId: "fighter", seat: 0, targetId: "trader", pool: 0 },
    ]);
    // at Distant the pulse laser cannot reach: the pilot evades, or, aggressive, does nothing with the seat
    const far = ok(duel(fighter(), frontierTrader(), { range: "distant" }), { type: "rollInitiative" }, [9, 5]).state;
    expect(planTurn(far, "fighter").map((a) => a.command.type)).toEqual(["evasiveManeuvers"]);
    expect(planTurn(far, "fighter", { stance: "aggressive" }).map((a) => a.command.type)).toEqual([]);
  });
});
