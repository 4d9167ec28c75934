// What if: the fight with one change, on copies (the engagement as it stands is never touched), and only changes that
// make sense for this engagement; anything else read back from the window is refused.
import { describe, expect, it } from "vitest";
import { applyWhatIf, parseWhatIf, whatIfChoices, type WhatIf } from "../../src/odds/what-if";
import { oddsOf } from "../../src/rules/engagement/odds";
import { simulate } from "../../src/rules/engagement/simulate";
import { seededSource } from "../../src/rules/dice";
import { RulesInputError } from "../../src/rules/input";
import { createEngagement } from "../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../rules/engagement/fixtures";

const fight = () =>
  createEngagement({
    ships: [patrolFrigate(), raider(), frontierTrader()],
    sides: { frigate: "navy", trader: "navy", raider: "pirates" },
    range: "short",
  });
const names = [
  { id: "frigate", name: "Vigilant" },
  { id: "raider", name: "Corsair" },
  { id: "trader", name: "Kestrel" },
];

describe("whatIfChoices and parseWhatIf", () => {
  it("each range band but the current one, each ship's changes (missiles only for a ship that has them), the other timing and missile mode", () => {
    const state = fight();
    const choices = whatIfChoices(state, names, (b) => b);
    const kinds = choices.map((c) => JSON.parse(c.value) as WhatIf);
    expect(kinds.filter((k) => k.kind === "range").map((k) => (k as { band: string }).band)).not.toContain("short");
    expect(kinds.filter((k) => k.kind === "range")).toHaveLength(6);
    expect(kinds.filter((k) => k.kind === "holdMissiles")).toEqual([{ kind: "holdMissiles", shipId: "frigate" }]);
    expect(kinds.filter((k) => k.kind === "noFlee")).toHaveLength(3);
    expect(kinds.slice(-2)).toEqual([{ kind: "timingBefore" }, { kind: "missilesAsCraft" }]);
    expect(choices.find((c) => c.value.includes("crewUp") && c.value.includes("raider"))).toMatchObject({
      key: "CEPHEUS.Odds.Change.crewUp",
      data: { ship: "Corsair" },
    });
    for (const c of choices) expect(parseWhatIf(c.value, state)).toEqual(JSON.parse(c.value));
  });

  it("the other missile mode (R110): by the table when missiles fly as craft; none when nobody carries missiles", () => {
    const craft = fight();
    craft.memory.options = { missilesAsCraft: true };
    const last = whatIfChoices(craft, names, (b) => b).at(-1)!;
    expect(last).toMatchObject({ key: "CEPHEUS.Odds.Change.missilesByTable", data: {} });
    expect(parseWhatIf(last.value, craft)).toEqual({ kind: "missilesByTable" });
    const beams = createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "A", trader: "B" } });
    expect(whatIfChoices(beams, names, (b) => b).some((c) => c.value.includes("missiles"))).toBe(false);
  });

  it("refuses anything else: an unknown ship or band, a prototype key, junk", () => {
    const state = fight();
    for (const bad of [
      '{"kind":"range","band":"far"}',
      '{"kind":"noFlee","shipId":"ghost"}',
      '{"kind":"crewUp","shipId":"constructor"}',
      '{"kind":"explode"}',
      "not json",
      "null",
      7,
      undefined,
      "x".repeat(600),
    ])
      expect(parseWhatIf(bad, state)).toBeUndefined();
  });
});

describe("applyWhatIf", () => {
  it("changes copies only: the engagement and options given are as they were", () => {
    const state = fight();
    const before = JSON.stringify(state);
    const opts = { maxRounds: 30 };
    for (const c of whatIfChoices(state, names, (b) => b)) applyWhatIf(state, opts, JSON.parse(c.value) as WhatIf);
    expect(JSON.stringify(state)).toBe(before);
    expect(opts).toEqual({ maxRounds: 30 });
  });

  it("range: every pair at the band; timing: the table option; missiles: none to launch", () => {
    const state = fight();
    const far = applyWhatIf(state, {}, { kind: "range", band: "long" }).state;
    expect(new Set(Object.values(far.memory.ranges))).toEqual(new Set(["long"]));
    expect(applyWhatIf(state, {}, { kind: "timingBefore" }).state.memory.options?.reactionTiming).toBe("before");
    const held = applyWhatIf(state, {}, { kind: "holdMissiles", shipId: "frigate" }).state;
    expect(Object.values(held.ships.frigate.ammo.missiles).every((n) => n === 0)).toBe(true);
    expect(held.ships.raider).toEqual(state.ships.raider);
  });

  it("missile mode: the table option, and the fights the window runs fly their salvos by it (R110)", () => {
    const state = createEngagement({
      ships: [patrolFrigate(), frontierTrader()],
      sides: { frigate: "A", trader: "B" },
      range: "veryLong",
    });
    const craft = applyWhatIf(state, {}, { kind: "missilesAsCraft" }).state;
    expect(craft.memory.options?.missilesAsCraft).toBe(true);
    expect(applyWhatIf(craft, {}, { kind: "missilesByTable" }).state.memory.options?.missilesAsCraft).toBe(false);
    const flights = (s: typeof state) =>
      simulate(s, seededSource(4), { keepEvents: true, maxRounds: 4 }).events.filter((e) => e.type === "salvoMoved");
    expect(flights(state)).toEqual([]);
    expect(flights(craft).length).toBeGreaterThan(0);
    // and the estimate runs in either mode
    expect(oddsOf(craft, 20, 1).battles).toBe(20);
  });

  it("crew: every skill of the ship's crew one level up or down, kept within 0..6", () => {
    const state = fight();
    const up = applyWhatIf(state, {}, { kind: "crewUp", shipId: "frigate" }).state;
    expect(up.ships.frigate.crew.find((c) => c.id === "g3")!.skills.turretWeapons).toBe(3);
    const down = applyWhatIf(state, {}, { kind: "crewDown", shipId: "frigate" }).state;
    expect(down.ships.frigate.crew.find((c) => c.id === "g1")!.skills.turretWeapons).toBe(0);
    expect(
      applyWhatIf(down, {}, { kind: "crewDown", shipId: "frigate" }).state.ships.frigate.crew.find(
        (c) => c.id === "g1",
      )!.skills.turretWeapons,
    ).toBe(0);
  });

  it("tactics: a ship that never flees or never reacts, as simulation options the engine checks", () => {
    const state = fight();
    const { opts } = applyWhatIf(state, { maxRounds: 30 }, { kind: "noFlee", shipId: "trader" });
    expect(opts).toEqual({ maxRounds: 30, tactics: { trader: { flee: "never" } } });
    const both = applyWhatIf(state, opts, { kind: "noReactions", shipId: "trader" }).opts;
    expect(both.tactics).toEqual({ trader: { flee: "never", react: false } });
    expect(() => simulate(state, seededSource(1), { tactics: { trader: { react: "no" as never } } })).toThrow(
      RulesInputError,
    );
  });

  it("a ship that never reacts fares worse: the same seeds, more often destroyed", () => {
    const state = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "A", trader: "B" },
      range: "short",
    });
    // (the effect is a few battles in a hundred: 3,000 keep it well clear of what the seeds alone do, about a third of
    // it; 150 battles showed it or its opposite depending on the crew's other choices)
    const base = oddsOf(state, 3000, 1);
    const change = applyWhatIf(state, {}, { kind: "noReactions", shipId: "trader" });
    const changed = oddsOf(change.state, 3000, 1, change.opts);
    // (the Trader hardly ever wins either way: it ends destroyed more often, with less Structure left)
    expect(changed.ships.trader.destroyed).toBeGreaterThan(base.ships.trader.destroyed);
    const left = (h: number[]) => h.reduce((a, n, v) => a + n * v, 0);
    expect(left(changed.ships.trader.structure)).toBeLessThan(left(base.ships.trader.structure));
  });
});
