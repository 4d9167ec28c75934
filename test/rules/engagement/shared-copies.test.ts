// The simulation copies each input snapshot once into its working layout and shares that copy with every fight
// that starts from the same snapshot (src/rules/engagement/working-copy.ts). That is safe only if no fight ever writes
// into a snapshot, given or shared: frozen, any write would throw (ES modules run in strict mode).
import { describe, expect, test } from "vitest";
import { seededSource } from "../../../src/rules/dice";
import { optionsOf, makeCtx } from "../../../src/rules/engagement/context";
import { oddsOf } from "../../../src/rules/engagement/odds";
import { simulate } from "../../../src/rules/engagement/simulate";
import { createEngagement } from "../../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "./fixtures";

function deepFreeze<T>(o: T): T {
  if (o !== null && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe("fights share snapshots without writing into them", () => {
  // the Raider carries no sand: its first change in a fight is a hit on its shared copy itself; the Patrol Frigate
  // brings smart missiles (salvos, electronic warfare, point defense), and fleeing ships plot and make jumps
  const matchups = [
    [
      "Raider and Trader",
      () =>
        createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "a", trader: "b" }, range: "short" }),
      true,
    ],
    [
      "Patrol Frigate and Trader",
      () =>
        createEngagement({
          ships: [patrolFrigate(), frontierTrader()],
          sides: { frigate: "a", trader: "b" },
          range: "medium",
        }),
      false,
    ],
  ] as const;
  test.each(matchups)(
    "%s: a frozen start is fought without a write, twice alike, and stays as it was",
    (_, make, flee) => {
      const start = make();
      const before = JSON.stringify(start);
      deepFreeze(start);
      // a fight stopped before its first round hands back the shared working copies themselves: freeze them too
      const shared = simulate(start, seededSource(1), { maxRounds: 0 }).state.ships;
      for (const id in shared) deepFreeze(shared[id]);
      const one = simulate(start, seededSource(5), { keepEvents: true, flee });
      const two = simulate(start, seededSource(5), { keepEvents: true, flee });
      expect(JSON.stringify(two.events)).toBe(JSON.stringify(one.events));
      expect(JSON.stringify(two.state)).toBe(JSON.stringify(one.state));
      expect(JSON.stringify(start)).toBe(before);
      expect(one.events.some((e) => e.type === "damageResolved")).toBe(true);
    },
  );

  test("an odds run from a frozen start gives the same counts as from an unfrozen copy", () => {
    const make = () =>
      createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "a", trader: "b" }, range: "short" });
    const frozen = deepFreeze(make());
    expect(oddsOf(frozen, 40, 3)).toEqual(oddsOf(make(), 40, 3));
  });
});

describe("optionsOf", () => {
  test("follows each engagement's own options when engagements alternate", () => {
    const manual = createEngagement({
      ships: [raider()],
      sides: { raider: "a" },
      range: "short",
      options: { reloading: "manual" },
    });
    const magazine = createEngagement({
      ships: [raider()],
      sides: { raider: "a" },
      range: "short",
      options: { reloading: "magazine", reactionTiming: "before" },
    });
    for (let i = 0; i < 3; i++) {
      expect(optionsOf(makeCtx(manual))).toEqual({
        reactionTiming: "after",
        pulseLaserPenalty: true,
        reloading: "manual",
      });
      expect(optionsOf(makeCtx(magazine))).toEqual({
        reactionTiming: "before",
        pulseLaserPenalty: true,
        reloading: "magazine",
      });
    }
    const none = createEngagement({ ships: [raider()], sides: { raider: "a" }, range: "short" });
    expect(optionsOf(makeCtx(none))).toEqual({ reactionTiming: "after", pulseLaserPenalty: true, reloading: "manual" });
  });
});
