// Planetary maneuvers that fail: SRD Chapter 10 "Orbital Insertion" — "In an orbital insertion fails, the ship fails
// to enter the proper orbit, and the orbit will steadily begin to decay drawing the ship towards the planet's
// atmosphere in an uncontrolled reentry (see Atmospheric Reentry below)" — read by ruling R100.
import { describe, expect, test } from "vitest";
import type { NearWorld } from "../../../src/rules/engagement/memory";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { duel, frontierTrader, raider } from "./fixtures";
import { apply, ok, one, ofType, refusal } from "./helpers";
import { availableActions } from "../../../src/rules/engagement/validation";

/**
 * Raider (acts first, pilot at seat 1: Piloting-1, DEX 8) vs Frontier Trader, round 1, near a world (R108: by
 * default Size 5, Atmosphere 6, which give no Atmospheric Entry DMs).
 */
function start(world: NearWorld = { size: 5, atmosphere: 6 }): EngagementState {
  return ok(duel(raider(), frontierTrader(), { range: "short", world }), { type: "rollInitiative" }, [7, 9, 8]).state;
}

/** End both ships' turns: the round ends (dice: whatever the round's end asks for). */
function endRound(s: EngagementState, dice: number[] = []) {
  const a = ok(s, { type: "endTurn", shipId: "raider" }).state;
  return ok(a, { type: "endTurn", shipId: "trader" }, dice);
}

describe("a failed orbital insertion decays into an uncontrolled re-entry (R100)", () => {
  test("the orbit decays for one full round; at its end the pilot makes the Atmospheric Entry check, world DMs and all", () => {
    // Routine (+2): 4 + Piloting 1 + 2 = 7 fails
    let r = ok(
      start({ size: 10, atmosphere: 8 }),
      { type: "orbitalInsertion", shipId: "raider", seat: 1, worldSize: 10, worldAtmosphere: 8 },
      [4],
    );
    const st = r.state.memory.ships.raider;
    expect(st).toMatchObject({
      planetary: "decayingOrbit",
      reentryRound: 2,
      orbitWorldSize: 10,
      orbitWorldAtmosphere: 8,
    });
    // round 1 ends: nothing yet ("steadily begin to decay")
    r = endRound(r.state);
    expect(ofType(r.events, "reentry")).toEqual([]);
    expect(r.state.memory.ships.raider.planetary).toBe("decayingOrbit");
    // round 2 ends: "Average (+0) Piloting skill check, with any applicable DMs from the Atmospheric Entry table":
    // Size 10 (9+) DM−2, Atmosphere 8 DM−2: 11 + 1 − 4 = 8 succeeds
    r = endRound(r.state, [11]);
    const roll = one(r.events, "checkRolled");
    expect(roll.action).toBe("reentry");
    expect(roll.check.modifiers).toContainEqual({ source: "world", value: -4 });
    expect(one(r.events, "reentry")).toEqual({ type: "reentry", shipId: "raider", success: true, reentryRound: 2 });
    expect(ofType(r.events, "damageResolved")).toEqual([]);
    expect(r.state.memory.ships.raider).toMatchObject({ planetary: "atmosphere", reentryRound: undefined });
    // the re-entry comes before the round is over
    const types = r.events.map((e) => e.type);
    expect(types.indexOf("reentry")).toBeLessThan(types.indexOf("roundEnded"));
  });

  test("a failed re-entry still brings the ship down, striking it as a collision at its speed (at least 1)", () => {
    let s = ok(start(), { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 3 }).state;
    s = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]).state;
    s = endRound(s).state;
    // a world of no DMs: 5 + 1 = 6 fails; collision at speed 3: 3D6 = 10 damage, 2 through armor 8: one hit
    const r = endRound(s, [5, 10, 7]);
    expect(one(r.events, "reentry")).toMatchObject({ success: false });
    expect(one(r.events, "collision")).toEqual({
      type: "collision",
      shipId: "raider",
      speed: 3,
      damage: 10,
      otherId: undefined,
    });
    expect(one(r.events, "damageResolved")).toMatchObject({ targetId: "raider", damage: 10 });
    expect(r.state.memory.ships.raider.planetary).toBe("atmosphere");
    // at speed 0 the fall is still a collision at speed 1
    let z = ok(start(), { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]).state;
    z = endRound(z).state;
    expect(one(endRound(z, [2, 6]).events, "collision")).toMatchObject({ speed: 1, damage: 6 });
  });

  test("a successful insertion or entry before then ends the decay; failing again does not restart it", () => {
    let s = ok(start(), { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]).state;
    s = endRound(s).state;
    // round 2: fails again — the re-entry is still due at the end of round 2
    let r = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]);
    expect(r.state.memory.ships.raider.reentryRound).toBe(2);
    // an Atmospheric Entry of the pilot's choosing instead: no uncontrolled re-entry follows
    r = ok(s, { type: "atmosphericEntry", shipId: "raider", seat: 1 }, [8]);
    expect(r.state.memory.ships.raider).toMatchObject({ planetary: "atmosphere", reentryRound: undefined });
    expect(ofType(endRound(r.state).events, "reentry")).toEqual([]);
    // a second insertion that succeeds puts the ship in orbit
    r = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [8]);
    expect(r.state.memory.ships.raider).toMatchObject({ planetary: "orbit", reentryRound: undefined });
    expect(ofType(endRound(r.state).events, "reentry")).toEqual([]);
  });

  test("a ship that cannot take Pilot actions fails the re-entry without a roll", () => {
    let s = ok(start(), { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]).state;
    s = endRound(s).state;
    // the bridge is disabled: "the ship cannot take any Pilot or Sensor actions"
    s = {
      ...s,
      ships: { ...s.ships, raider: { ...s.ships.raider, systems: { ...s.ships.raider.systems, bridge: 2 } } },
    };
    const r = endRound(s, [4]);
    expect(ofType(r.events, "checkRolled")).toEqual([]);
    expect(one(r.events, "reentry")).toMatchObject({ success: false });
    expect(one(r.events, "collision")).toMatchObject({ speed: 1, damage: 4 });
  });

  test("the world's digits, when a command names them, are the world's near the fight", () => {
    expect(refusal(start(), { type: "orbitalInsertion", shipId: "raider", seat: 1, worldSize: 5 })).toBe(
      "invalidValue",
    );
    expect(
      refusal(start(), { type: "orbitalInsertion", shipId: "raider", seat: 1, worldSize: 5, worldAtmosphere: 16 }),
    ).toBe("invalidValue");
    expect(
      apply(
        start({ size: 0, atmosphere: 0 }),
        { type: "orbitalInsertion", shipId: "raider", seat: 1, worldSize: 0, worldAtmosphere: 0 },
        [8],
      ).events.some((e) => e.type === "refused"),
    ).toBe(false);
  });
});

describe("a world near the fight (R108)", () => {
  // "Within close range of a planet, certain planetary maneuvers become possible." Atmospheric Entry: "The pilot may
  // attempt to transition the ship out of orbit and into the atmosphere of a planet."
  const deepSpace = () =>
    ok(duel(raider(), frontierTrader(), { range: "short" }), { type: "rollInitiative" }, [7, 9, 8]).state;

  test("with no world near the fight there are no planetary maneuvers", () => {
    const s = deepSpace();
    expect(refusal(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 })).toBe("noWorldNear");
    expect(refusal(s, { type: "atmosphericEntry", shipId: "raider", seat: 1 })).toBe("noWorldNear");
    const listed = availableActions(s, "raider", 1).filter((a) => a.action === "orbitalInsertion");
    expect(listed).toEqual([{ action: "orbitalInsertion", cost: "significant", ok: false, reason: "noWorldNear" }]);
  });

  test("entry needs orbit first; an orbit already held is not entered again", () => {
    const s = start();
    expect(refusal(s, { type: "atmosphericEntry", shipId: "raider", seat: 1 })).toBe("notInOrbit");
    const inOrbit = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [8]).state;
    expect(inOrbit.memory.ships.raider.planetary).toBe("orbit");
    expect(refusal(inOrbit, { type: "orbitalInsertion", shipId: "raider", seat: 1 })).toBe("noSignificantAction");
    let next = ok(inOrbit, { type: "endTurn", shipId: "raider" }).state;
    next = ok(next, { type: "endTurn", shipId: "trader" }).state;
    expect(refusal(next, { type: "orbitalInsertion", shipId: "raider", seat: 1 })).toBe("alreadyInOrbit");
    expect(availableActions(next, "raider", 1).find((a) => a.action === "atmosphericEntry")?.ok).toBe(true);
    const down = ok(next, { type: "atmosphericEntry", shipId: "raider", seat: 1 }, [8]).state;
    expect(down.memory.ships.raider.planetary).toBe("atmosphere");
    // from the atmosphere, back to orbit
    let later = ok(down, { type: "endTurn", shipId: "raider" }).state;
    later = ok(later, { type: "endTurn", shipId: "trader" }).state;
    expect(refusal(later, { type: "atmosphericEntry", shipId: "raider", seat: 1 })).toBe("notInOrbit");
    expect(
      ok(later, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [8]).state.memory.ships.raider.planetary,
    ).toBe("orbit");
    // a decaying orbit is an orbit the pilot may leave for the atmosphere (R100)
    const decaying = ok(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]).state;
    expect(decaying.memory.ships.raider.planetary).toBe("decayingOrbit");
  });

  test("the world's DMs are those of the world near the fight", () => {
    // Size 10 (9+) DM−2, Atmosphere 8 DM−2
    let s = ok(start({ size: 10, atmosphere: 8 }), { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [8]).state;
    s = ok(s, { type: "endTurn", shipId: "raider" }).state;
    s = ok(s, { type: "endTurn", shipId: "trader" }).state;
    const r = ok(s, { type: "atmosphericEntry", shipId: "raider", seat: 1 }, [11]);
    expect(one(r.events, "checkRolled").check.modifiers).toContainEqual({ source: "world", value: -4 });
  });
});
