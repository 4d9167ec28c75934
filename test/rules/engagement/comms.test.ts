// Communications and fleets (SRD Chapter 10 "Initiative", "Maintain Communications", "Intercept Enemy
// Communications", "Electronic Warfare"; rulings R102–R107).
import { describe, expect, test } from "vitest";
import { actsInConcert, cutOff, hasCommunications } from "../../../src/rules/engagement/comms";
import { availableActions, canPerform } from "../../../src/rules/engagement/validation";
import { createEngagement, type EngagementSetup, type EngagementState } from "../../../src/rules/engagement/state";
import { forgetShip } from "../../../src/rules/engagement/forget";
import { frontierTrader, patrolFrigate } from "./fixtures";
import { ofType, ok, one, refusal } from "./helpers";

/** Two Patrol Frigates on side A (f1, f2) against a third (e1) on side B, at Short range. */
function fleetFight(setup: Partial<EngagementSetup> = {}): EngagementState {
  return createEngagement({
    ships: [patrolFrigate("f1"), patrolFrigate("f2"), patrolFrigate("e1")],
    sides: { f1: "A", f2: "A", e1: "B" },
    range: "short",
    ...setup,
  });
}

/**
 * Initiative with f1 the flagship of side A. Dice in order: f1's 2D6 8, the flagship captain's Tactics 7 (2D6 7 +
 * Tactics 2 + INT 9 DM+1 = 10 against 8: Effect +2), f2's 2D6 5, e1's 2D6 4 and its own captain's Tactics 5 (Effect 0).
 * Every Thrust is 4: no Thrust DM.
 */
function fleetInitiative(setup: Partial<EngagementSetup> = {}) {
  return ok(fleetFight({ flagships: ["f1"], ...setup }), { type: "rollInitiative" }, [8, 7, 5, 4, 5]);
}

/** Round 1 of fleetInitiative: f1 and f2 end their turns, and e1's sensors operator jams f2 (e1 rolls 10, f2 3). */
function f2Jammed(): EngagementState {
  let s = fleetInitiative().state;
  s = ok(s, { type: "endTurn", shipId: "f1" }).state;
  s = ok(s, { type: "endTurn", shipId: "f2" }).state;
  const r = ok(s, { type: "electronicWarfare", shipId: "e1", seat: 7, mode: "jam", targetId: "f2" }, [10, 3]);
  expect(one(r.events, "commsJammed")).toEqual({ type: "commsJammed", shipId: "f2", byId: "e1" });
  return r.state;
}

describe("fleet initiative (ruling R104)", () => {
  // "The Captain of each vessel (or each fleet, if more than one ship is involved on each side) may a Tactics check.
  // The Effect is added to the Initiative of the vessel (or fleet)."
  test("the flagship captain's one Tactics check sets the DM of every ship of its fleet", () => {
    const r = fleetInitiative();
    const checks = ofType(r.events, "checkRolled");
    // one Tactics check for side A (by the flagship's captain), one for e1's own captain
    expect(checks.map((c) => [c.shipId, c.action])).toEqual([
      ["f1", "fleetInitiative"],
      ["e1", "initiative"],
    ]);
    expect(checks[0].check.effect).toBe(2);
    const rolled = Object.fromEntries(ofType(r.events, "initiativeRolled").map((e) => [e.shipId, e]));
    expect(rolled.f1.modifiers).toEqual([{ source: "fleetTactics", value: 2, label: "Patrol Frigate" }]);
    expect(rolled.f2.modifiers).toEqual([{ source: "fleetTactics", value: 2, label: "Patrol Frigate" }]);
    expect(rolled.e1.modifiers).toEqual([{ source: "tactics", value: 0 }]);
    // "Each ship in an engagement rolls 2D6": each keeps its own dice
    expect([rolled.f1.initiative, rolled.f2.initiative, rolled.e1.initiative]).toEqual([10, 7, 4]);
    expect(r.state.memory.ships.f2.fleetTactics).toBe(2);
  });

  test("a flagship without a captain gives its fleet no Tactics DM, and its ships roll no Tactics of their own", () => {
    const noCaptain = { ...frontierTrader("t1") };
    const s = createEngagement({
      ships: [noCaptain, patrolFrigate("f2"), patrolFrigate("e1")],
      sides: { t1: "A", f2: "A", e1: "B" },
      flagships: ["t1"],
      range: "short",
    });
    // t1 2D6 6, f2 2D6 5, e1 2D6 4 and its captain's Tactics 5
    const r = ok(s, { type: "rollInitiative" }, [6, 5, 4, 5]);
    const rolled = Object.fromEntries(ofType(r.events, "initiativeRolled").map((e) => [e.shipId, e]));
    expect(rolled.f2.modifiers).toEqual([]);
    expect(r.state.memory.ships.f2.fleetTactics).toBeUndefined();
  });

  test("without a flagship each captain rolls for his own ship, as before", () => {
    const r = ok(fleetFight(), { type: "rollInitiative" }, [8, 7, 5, 7, 4, 5]);
    expect(ofType(r.events, "checkRolled").map((c) => [c.shipId, c.action])).toEqual([
      ["f1", "initiative"],
      ["f2", "initiative"],
      ["e1", "initiative"],
    ]);
    expect(r.state.memory.ships.f2.fleetTactics).toBeUndefined();
  });

  test("a flagship that is not in the engagement names no fleet", () => {
    const r = ok(fleetFight({ flagships: ["nobody"] }), { type: "rollInitiative" }, [8, 7, 5, 7, 4, 5]);
    expect(ofType(r.events, "checkRolled").every((c) => c.action === "initiative")).toBe(true);
    // a flagship whose combatant is deleted takes its side's fleet with it
    expect(forgetShip(fleetInitiative().state.memory, "f1").memory.flagships).toEqual([]);
  });
});

describe("without communications (rulings R102, R103)", () => {
  // "If reliable communications are not established, vessels cannot act in concert, and Tactics skill cannot be
  // applied."
  test("a jammed ship of a fleet loses the fleet's Tactics DM at the next round's start", () => {
    const s = f2Jammed();
    // e1 ends its turn: round 2 begins with f2 cut off
    const r = ok(s, { type: "endTurn", shipId: "e1" });
    expect(cutOff(r.state.memory, "f2")).toBe(true);
    expect(ofType(r.events, "initiativeChanged")).toEqual([
      { type: "initiativeChanged", shipId: "f2", from: 7, to: 5, reason: "commsLost" },
    ]);
    expect(r.state.memory.ships.f2.initiative).toBe(5);
    expect(r.state.memory.ships.f2.fleetTacticsLost).toBe(true);
    // the flagship keeps its captain's Effect
    expect(r.state.memory.ships.f1.initiative).toBe(10);
  });

  test("a failed fleet Tactics check's negative Effect stays with a ship that is cut off (R103)", () => {
    // the flagship captain rolls 2: 2 + Tactics 2 + INT DM+1 = 5 against 8, Effect −3, for every ship of side A
    let s = ok(fleetFight({ flagships: ["f1"] }), { type: "rollInitiative" }, [8, 2, 5, 4, 5]).state;
    expect(s.memory.ships.f2.initiative).toBe(2);
    // order: f1 (8 − 3), e1 (4), f2 (5 − 3)
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    s = ok(s, { type: "endTurn", shipId: "e1" }).state;
    // f2's link goes down; at the next round's start it is cut off, and "Tactics skill cannot be applied" does not
    // lift the fleet's failure: its initiative stays
    s.memory.ships.f2.commsEstablished = false;
    const r = ok(s, { type: "endTurn", shipId: "f2" });
    expect(cutOff(r.state.memory, "f2")).toBe(true);
    expect(ofType(r.events, "initiativeChanged")).toEqual([]);
    expect(r.state.memory.ships.f2.initiative).toBe(2);
    // a ship cut off when initiative is rolled takes the negative Effect too
    const late = fleetFight({ flagships: ["f1"] });
    late.memory.ships.f2.commsEstablished = false;
    const rolled = ok(late, { type: "rollInitiative" }, [8, 2, 5, 4, 5]);
    expect(rolled.state.memory.ships.f2).toMatchObject({ initiative: 2, fleetTacticsLost: true });
  });

  // "Deliberate comms jamming requires an opposed Comms skill check with the jammer." Ship Electronics: "The Dice
  // Modifier applies to jamming and counter-jamming attempts."
  test("keeping communications under jamming is an opposed Comms check, each side with its electronics DM (R107)", () => {
    let s = ok(f2Jammed(), { type: "endTurn", shipId: "e1" }).state;
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    const r = ok(s, { type: "maintainCommunications", shipId: "f2", seat: 7 }, [9, 4]);
    const o = one(r.events, "opposedRolled");
    expect(o.action).toBe("maintainCommunications");
    expect(o.opponentId).toBe("e1");
    // Advanced sensors: DM+1 on both sides
    expect(o.check.modifiers).toContainEqual({ source: "sensors", value: 1 });
    expect(o.opponentCheck.modifiers).toContainEqual({ source: "sensors", value: 1 });
    expect(r.state.memory.ships.f2.commsEstablished).toBe(true);
    // round 3: back in concert, the fleet's DM is back
    let next = ok(r.state, { type: "endTurn", shipId: "f2" }).state;
    const round3 = ok(next, { type: "endTurn", shipId: "e1" });
    expect(ofType(round3.events, "initiativeChanged")).toEqual([
      { type: "initiativeChanged", shipId: "f2", from: 5, to: 7, reason: "commsRestored" },
    ]);
    next = round3.state;
    expect(next.memory.ships.f2.fleetTacticsLost).toBe(false);
  });

  test("a failed Maintain Communications leaves the link down; a success brings it up", () => {
    let s = fleetInitiative().state;
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    // Routine: 2D6 3 + Comms 1 + INT 8 (DM+0) + 2 = 6 < 8
    const failed = ok(s, { type: "maintainCommunications", shipId: "f2", seat: 7 }, [3]);
    expect(failed.state.memory.ships.f2.commsEstablished).toBe(false);
    expect(cutOff(failed.state.memory, "f2")).toBe(true);
    // links stay as they are from round to round (no upkeep check each round)
    let later = ok(failed.state, { type: "endTurn", shipId: "f2" }).state;
    later = ok(later, { type: "endTurn", shipId: "e1" }).state;
    expect(later.memory.ships.f2.commsEstablished).toBe(false);
  });

  test("a cut-off flagship takes the fleet's DM from the others, not from itself", () => {
    const m = fleetInitiative().state.memory;
    m.ships.f1.commsEstablished = false;
    expect(actsInConcert(m, "f1")).toBe(true);
    expect(actsInConcert(m, "f2")).toBe(false);
    m.ships.f1.commsEstablished = true;
    m.ships.f1.status = "disabled";
    expect(actsInConcert(m, "f2")).toBe(false);
  });

  test("a ship alone on its side is never cut off", () => {
    const m = fleetInitiative().state.memory;
    m.ships.e1.commsEstablished = false;
    expect(cutOff(m, "e1")).toBe(false);
  });

  test("without fleet initiative a jammed ship keeps its own captain's Tactics Effect", () => {
    let s = ok(fleetFight(), { type: "rollInitiative" }, [8, 7, 5, 7, 4, 5]).state;
    // f1 10, f2 (5 + 2) 7, e1 4
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    s = ok(s, { type: "endTurn", shipId: "f2" }).state;
    s = ok(s, { type: "electronicWarfare", shipId: "e1", seat: 7, mode: "jam", targetId: "f2" }, [10, 3]).state;
    const r = ok(s, { type: "endTurn", shipId: "e1" });
    expect(ofType(r.events, "initiativeChanged")).toEqual([]);
    expect(r.state.memory.ships.f2.initiative).toBe(7);
  });
});

describe("Intercept Enemy Communications (rulings R105, R106)", () => {
  // "Of course, the enemy must have communications for them to be intercepted."
  test("a ship alone on its side has no communications to intercept", () => {
    const s = ok(
      createEngagement({
        ships: [patrolFrigate("f1"), frontierTrader("t1")],
        sides: { f1: "A", t1: "B" },
        range: "short",
      }),
      { type: "rollInitiative" },
      [8, 5, 6],
    ).state;
    expect(availableActions(s, "f1", 7).find((a) => a.action === "interceptCommunications")).toMatchObject({
      ok: false,
      reason: "noEnemyComms",
    });
    expect(refusal(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "t1" })).toBe("noEnemyComms");
  });

  test("a table may let lone ships count as communicating (interceptLoneShips)", () => {
    const s = ok(
      createEngagement({
        ships: [patrolFrigate("f1"), frontierTrader("t1")],
        sides: { f1: "A", t1: "B" },
        range: "short",
        options: { interceptLoneShips: true },
      }),
      { type: "rollInitiative" },
      [8, 5, 6],
    ).state;
    expect(canPerform(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "t1" })).toEqual({
      ok: true,
    });
  });

  /** e1 and e2 (Frontier Traders) on side B, f1 acting first. */
  function intercepting(setup: Partial<EngagementSetup> = {}): EngagementState {
    const start = createEngagement({
      ships: [patrolFrigate("f1"), frontierTrader("e1"), frontierTrader("e2")],
      sides: { f1: "A", e1: "B", e2: "B" },
      range: "short",
      ...setup,
    });
    return ok(start, { type: "rollInitiative" }, [8, 7, 5, 4]).state;
  }

  test("a ship of a fleet can be intercepted while its link is up, not once it is jammed", () => {
    let s = intercepting();
    expect(hasCommunications(s.memory, "e1")).toBe(true);
    // Difficult Comms: 2D6 8 + 1 + INT 8 (0) − 2 + sensors +1 = 8; the captain's Easy Tactics: 2D6 2 + 2 + 1 + 4 = 9
    const r = ok(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e1" }, [8, 2]);
    expect(one(r.events, "communicationsIntercepted")).toEqual({
      type: "communicationsIntercepted",
      shipId: "f1",
      targetId: "e1",
      advantage: true,
    });
    // jam e1 (opposed: f1 rolls 10, e1's nobody at sensors answers 2D6 2 unskilled) and its communications are gone
    s = ok(s, { type: "electronicWarfare", shipId: "f1", seat: 7, mode: "jam", targetId: "e1" }, [10, 2]).state;
    expect(hasCommunications(s.memory, "e1")).toBe(false);
    // next round: e1's link is still down (nobody at its sensors has re-established it)
    for (const id of ["f1", "e1", "e2"]) s = ok(s, { type: "endTurn", shipId: id }).state;
    expect(s.memory.round).toBe(2);
    expect(refusal(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e1" })).toBe("noEnemyComms");
    expect(canPerform(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e2" })).toEqual({
      ok: true,
    });
  });

  // "Encryption (if any) must also be broken."
  test("encrypted communications: an opposed Comms check breaks the encryption before the captain can use them", () => {
    const s = intercepting({ encrypted: ["e1"] });
    // intercepted (8), then the encryption: f1 2D6 9 + 1 + 0 against e1's unmanned sensors 2D6 6 − 3: broken; Tactics 2
    let r = ok(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e1" }, [8, 9, 6, 2]);
    expect(one(r.events, "opposedRolled").action).toBe("breakEncryption");
    expect(one(r.events, "communicationsIntercepted")).toMatchObject({ advantage: true, encryption: "broken" });
    // the encryption holds: nothing learned, no Tactics check (no die left over for it)
    r = ok(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e1" }, [8, 2, 12]);
    expect(one(r.events, "communicationsIntercepted")).toMatchObject({ advantage: false, encryption: "held" });
    expect(r.state.memory.modifiers).toEqual([]);
  });
});
