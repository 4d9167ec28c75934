// Golden digests of missiles flying as craft (ruling R110, `missilesAsCraft`): the same seeds must keep giving the same
// fights when every salvo carries its band to its target and closes three bands a round. The fights are those of the
// odds window's crew (simulateEngagement, simulate) with ships that launch missiles, at the bands the table reads two
// ways (Long: one round; Very Long and Distant: two). Beside each digest its readable summary (golden-summaries.json,
// golden-kit.ts); `GOLDEN_SUMMARIES=record npx vitest run test/rules/golden-craft.test.ts` rewrites this file's
// summaries there, only together with a deliberate re-record of the digests below.
import { describe, expect, test } from "vitest";
import { simulate, simulateEngagement, type SimulationOptions } from "../../src/rules/engagement/simulate";
import { engagementOdds } from "../../src/rules/engagement/odds";
import { createEngagement } from "../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../src/rules/types";
import { frontierTrader, patrolFrigate, raider } from "./engagement/fixtures";
import { battleSummary, digest, recording, summaries } from "./golden-kit";

const expectSummary = summaries();

const CRAFT = { missilesAsCraft: true } as const;

const PAIRS: [string, () => ShipSnapshot, () => ShipSnapshot, SimulationOptions][] = [
  ["frigate vs trader, long", () => patrolFrigate(), () => frontierTrader(), { range: "long", options: CRAFT }],
  [
    "frigate vs trader, very long, the trader cautious, reactions before, magazine",
    () => patrolFrigate(),
    () => frontierTrader(),
    {
      range: "veryLong",
      tactics: { trader: { stance: "cautious" } },
      options: { ...CRAFT, reactionTiming: "before", reloading: "magazine" },
    },
  ],
  // neither can pierce the other's armor: fought to the round limit all the same, to keep smart missiles flying
  [
    "frigate vs frigate, distant, no fleeing",
    () => patrolFrigate("f1"),
    () => patrolFrigate("f2"),
    { range: "distant", flee: false, maxRounds: 10, endStalemates: false, options: CRAFT },
  ],
];

describe("golden digests, missiles as craft (same seeds, same results)", () => {
  test.each(PAIRS.map((p, i) => [p[0], i] as const))("simulateEngagement (missiles as craft): %s", (name, i) => {
    const [, a, b, opts] = PAIRS[i];
    const parts: unknown[] = [];
    const told: unknown[] = [];
    let flights = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const full = simulateEngagement(a(), b(), seed, { ...opts, keepEvents: true });
      const quick = simulateEngagement(a(), b(), seed, opts);
      expect(quick.state).toEqual(full.state);
      flights += full.events.filter((e) => e.type === "salvoMoved").length;
      parts.push(full.winner, full.reason, full.rounds, full.state, full.events);
      told.push(battleSummary(full, full.events));
    }
    // (the salvos did fly as craft)
    expect(flights).toBeGreaterThan(0);
    const odds = engagementOdds(a(), b(), 16, 100, opts);
    parts.push({ battles: odds.battles, wins: odds.wins, draws: odds.draws, averageRounds: odds.averageRounds });
    told.push({ odds: { wins: odds.wins, draws: odds.draws, averageRounds: odds.averageRounds } });
    expectSummary(`simulateEngagement (missiles as craft): ${name}`, told);
    expect(digest(parts)).toBe(GOLDEN_CRAFT.engagements[i]);
  });

  test("simulate with a recording source, three ships at Very Long: the dice asked for", () => {
    const parts: unknown[] = [];
    const told: unknown[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const dice = recording(seed);
      const start = createEngagement({
        ships: [patrolFrigate(), raider(), frontierTrader()],
        sides: { frigate: "A", raider: "B", trader: "B" },
        range: "veryLong",
        options: CRAFT,
      });
      const r = simulate(start, dice, { keepEvents: true });
      parts.push(r.winner, r.reason, r.rounds, r.state, r.events, dice.log);
      told.push({ ...(battleSummary(r, r.events) as object), dice: dice.log.length });
    }
    expectSummary("simulate (missiles as craft)", told);
    expect(digest(parts)).toBe(GOLDEN_CRAFT.simulate);
  });
});

const GOLDEN_CRAFT = {
  engagements: ["be503d8f054a9f45", "65c03310d08542c0", "5e76a0da0f3d63a3"],
  simulate: "2e7f37df4be0f39c",
};
