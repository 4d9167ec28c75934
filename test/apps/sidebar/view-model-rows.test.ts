// The tracker's view model, driven by the real rules engine with scripted dice: what each viewer sees of each ship,
// the range matrix, twenty ships, Step back, the legend and the bar, and the flags for what happens next.
import { describe, expect, test } from "vitest";
import { prepareTrackerView, abbreviate, conditionOf } from "../../../src/apps/sidebar/view-model";
import { runSync } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { pairKey } from "../../../src/rules/engagement/memory";
import { createEngagement } from "../../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../../rules/engagement/fixtures";
import { rigged } from "../../rules/engagement/helpers";
import { gm, infos, player, run } from "./view-model-input";

describe("what players see", () => {
  const setup = () => {
    let s = createEngagement({
      ships: [raider(), frontierTrader("t1"), frontierTrader("t2")],
      sides: { raider: "pirates", t1: "party", t2: "party" },
      range: "medium",
    });
    s = run(s, { type: "rollInitiative" }, [7, 9, 8, 6]);
    // damage the raider a little so the numbers would be telling
    s = { ...s, ships: { ...s.ships, raider: { ...s.ships.raider, hull: { value: 3, max: 6 } } } };
    return s;
  };

  test("their side in full, the enemy coarsely; hidden ships not at all", () => {
    const s = setup();
    const v = prepareTrackerView({ state: s, ships: infos(s, ["t1"], ["t2"]), viewer: player });
    // t2 is hidden but on the viewer's side: hidden wins for players
    expect(v.rows.map((r) => r.id)).toEqual(["raider", "t1"]);
    const enemy = v.rows.find((r) => r.id === "raider")!;
    expect(enemy).toMatchObject({
      known: false,
      damage: null,
      thrust: null,
      reactions: null,
      actions: null,
      hasty: false,
      condition: "CEPHEUS.Tracker.Condition.damaged",
    });
    expect(enemy.integrity).toBe(75); // 9/12 = 75% → its quarter
    const own = v.rows.find((r) => r.id === "t1")!;
    expect(own).toMatchObject({
      known: true,
      friendly: true,
      damage: { hull: { value: 6, max: 6 }, structure: { value: 6, max: 6 } },
      thrust: { current: 2, design: 2, damaged: false },
    });
    // ranges: only pairs with one of their ships, never to a hidden ship, and not editable
    expect(enemy.ranges.map((x) => x.otherId)).toEqual(["t1"]);
    expect(own.ranges.map((x) => [x.otherId, x.band, x.editable])).toEqual([["raider", "medium", false]]);
    expect(v.matrix).toBeNull();
  });

  test("the GM sees every number, the matrix and which pairs are overridden", () => {
    const s = setup();
    const v = prepareTrackerView({
      state: s,
      ships: infos(s, [], ["t2"]),
      viewer: gm,
      overrides: [pairKey("t1", "raider")],
    });
    expect(v.rows.map((r) => r.id)).toEqual(["raider", "t1", "t2"]);
    expect(v.rows[0].damage).toEqual({ hull: { value: 3, max: 6 }, structure: { value: 6, max: 6 } });
    expect(v.rows[0].integrity).toBe(75);
    expect(v.matrix!.heads.map((h) => h.id)).toEqual(["raider", "t1", "t2"]);
    const cell = v.matrix!.rows[0].cells[1];
    expect(cell).toMatchObject({ self: false, otherId: "t1", band: "medium", override: true, editable: true });
    expect(v.matrix!.rows[1].cells[1]).toEqual({ self: true });
    expect(v.rows[0].ranges.find((x) => x.otherId === "t2")!.override).toBe(false);
  });

  test("a player with no ship sees no numbers and no ranges", () => {
    const s = setup();
    const v = prepareTrackerView({ state: s, ships: infos(s), viewer: player });
    expect(v.rows.every((r) => !r.known && r.ranges.length === 0 && r.damage === null)).toBe(true);
  });
});

describe("helpers", () => {
  test("coarse conditions", () => {
    const t = frontierTrader();
    expect(conditionOf(t, "active")).toBe("intact");
    expect(conditionOf({ ...t, hull: { value: 0, max: 6 } }, "active")).toBe("breached");
    expect(conditionOf({ ...t, hull: { value: 0, max: 6 }, structure: { value: 2, max: 6 } }, "active")).toBe(
      "crippled",
    );
    expect(conditionOf({ ...t, structure: { value: 0, max: 6 } }, "active")).toBe("destroyed");
    expect(conditionOf(t, "disabled")).toBe("disabled");
    expect(conditionOf(t, "escaped")).toBe("escaped");
  });

  test("abbreviations for the matrix heads", () => {
    expect(abbreviate("Far Trader Kestrel")).toBe("FTK");
    expect(abbreviate("Raider")).toBe("Rai");
    expect(abbreviate("  ")).toBe("?");
  });
});

describe("twenty ships", () => {
  test("every row, every range, in order", () => {
    const ships = Array.from({ length: 20 }, (_, i) => (i % 2 ? raider(`r${i}`) : frontierTrader(`t${i}`)));
    const sides = Object.fromEntries(ships.map((sh, i) => [sh.id, i % 2 ? "pirates" : "party"]));
    let s = createEngagement({ ships, sides, range: "long" });
    const dice = rigged((req, i) => (req.sides ? 1 : Math.min(req.dice * 6, req.dice + (i % 11))));
    s = runSync(applyCommand(s, { type: "rollInitiative" }), dice).state;
    const v = prepareTrackerView({ state: s, ships: infos(s), viewer: gm });
    expect(v.rows).toHaveLength(20);
    expect(v.rows.every((r) => r.ranges.length === 19)).toBe(true);
    const inits = v.rows.map((r) => r.initiative!);
    expect([...inits].sort((a, b) => b - a)).toEqual(inits);
    expect(v.matrix!.rows).toHaveLength(20);
    expect(v.matrix!.rows.every((r) => r.cells.length === 20)).toBe(true);
  });
});

describe("what Step back returns to, the legend and the bar", () => {
  const s = createEngagement({
    ships: [raider(), frontierTrader()],
    sides: { raider: "pirates", trader: "party" },
    range: "short",
  });

  test("the GM is told the round and the ship whose turn it was; before initiative, that it is the setup", () => {
    const at = (stepBackTo: { round: number; shipId?: string }, viewer = gm) =>
      prepareTrackerView({ state: s, ships: infos(s), viewer, canStepBack: true, stepBackTo }).stepBackTo;
    expect(at({ round: 2, shipId: "trader" })).toEqual({
      round: 2,
      ship: "Frontier Trader trader",
      beforeStart: false,
    });
    expect(at({ round: 0 })).toEqual({ round: 0, ship: "", beforeStart: true });
    expect(at({ round: 2, shipId: "trader" }, player)).toBeNull();
    expect(
      prepareTrackerView({ state: s, ships: infos(s), viewer: gm, canStepBack: false, stepBackTo: { round: 2 } })
        .stepBackTo,
    ).toBeNull();
  });

  test("the legend lists the bands the badges show, and only those", () => {
    const v = prepareTrackerView({ state: s, ships: infos(s), viewer: gm });
    expect(v.bandsShown.map((b) => [b.band, b.abbr])).toEqual([["short", "CEPHEUS.Tracker.BandAbbr.short"]]);
    expect(prepareTrackerView({ state: null, ships: [], viewer: gm }).bandsShown).toEqual([]);
  });

  test("the bar's colour follows the share of hull and structure left", () => {
    const hurt = {
      ...s,
      ships: {
        ...s.ships,
        raider: {
          ...s.ships.raider,
          hull: { value: 0, max: s.ships.raider.hull.max },
          structure: { value: 1, max: s.ships.raider.structure.max },
        },
      },
    };
    const rows = prepareTrackerView({ state: hurt, ships: infos(hurt), viewer: gm }).rows;
    expect(rows.find((r) => r.id === "raider")!.integrityLevel).toBe("low");
    expect(rows.find((r) => r.id === "trader")!.integrityLevel).toBe("high");
  });
});

describe("what the SRD says will happen next", () => {
  test("a ship fighting on at Hull 0 (R101) and a ship in a decaying orbit (R100) are flagged", () => {
    const trader = frontierTrader();
    trader.hull = { value: 0, max: trader.hull.max };
    let s = createEngagement({
      ships: [raider(), trader],
      sides: { raider: "pirates", trader: "party" },
      range: "short",
      world: { size: 5, atmosphere: 6 },
    });
    s = run(s, { type: "rollInitiative" }, [7, 9, 8]);
    // the raider's pilot fails the Routine insertion: 2 + 1 + 2 = 5
    s = run(s, { type: "orbitalInsertion", shipId: "raider", seat: 1 }, [2]);
    const v = prepareTrackerView({ state: s, ships: infos(s), viewer: gm });
    const flags = (id: string) => v.rows.find((r) => r.id === id)!.flags.map((f) => [f.css, f.label, f.count]);
    expect(flags("trader")).toContainEqual(["hull-gone", "CEPHEUS.Tracker.HullGone", 0]);
    expect(flags("raider")).toContainEqual(["orbit-decaying", "CEPHEUS.Tracker.OrbitDecaying", 2]);
    expect(flags("raider").map((f) => f[0])).not.toContain("hull-gone");
    // disabled at once by the R101 setting: the condition says so, and no "fighting on" flag
    s.memory.options = { ...s.memory.options, hullZero: "disabled" };
    s.memory.ships.trader.status = "disabled";
    const after = prepareTrackerView({ state: s, ships: infos(s), viewer: gm }).rows.find((r) => r.id === "trader")!;
    expect(after.flags.map((f) => f.css)).not.toContain("hull-gone");
  });
});

describe("fleets and communications (rulings R102–R104)", () => {
  test("the flagship is marked for its own side and the GM; a ship of a fleet whose links are down is marked cut off", () => {
    const s = createEngagement({
      ships: [patrolFrigate("f1"), patrolFrigate("f2"), raider()],
      sides: { f1: "navy", f2: "navy", raider: "pirates" },
      flagships: ["f1"],
      range: "short",
    });
    // f1 2D6 8, the flagship captain's Tactics 7, f2 2D6 5, the raider 2D6 4 and its captain's Tactics 7
    const after = run(s, { type: "rollInitiative" }, [8, 7, 5, 4, 7]);
    after.memory.ships.f2.commsEstablished = false;
    const flags = (v: ReturnType<typeof prepareTrackerView>, id: string) =>
      v.rows.find((r) => r.id === id)!.flags.map((f) => f.css);
    const v = prepareTrackerView({ state: after, ships: infos(after), viewer: gm });
    expect(flags(v, "f1")).toContain("flagship");
    expect(flags(v, "f2")).toContain("comms-down");
    expect(v.rows.find((r) => r.id === "f2")!.flags.find((f) => f.css === "comms-down")!.label).toBe(
      "CEPHEUS.Tracker.CutOff",
    );
    // the pirates' player does not learn which navy ship leads
    const p = prepareTrackerView({ state: after, ships: infos(after, ["raider"]), viewer: player });
    expect(flags(p, "f1")).not.toContain("flagship");
  });
});

describe("damage waiting for Apply", () => {
  test("a ship with damage cards not yet applied is flagged with their count, for those who know the ship", () => {
    const s = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "pirates", trader: "party" },
      range: "short",
    });
    const ships = infos(s, ["trader"]).map((i) =>
      i.id === "raider" ? { ...i, damageWaiting: 2 } : i.id === "trader" ? { ...i, damageWaiting: 1 } : i,
    );
    const flags = (viewer: { isGM: boolean }, id: string) =>
      prepareTrackerView({ state: s, ships, viewer })
        .rows.find((r) => r.id === id)!
        .flags.filter((f) => f.css === "damage-waiting")
        .map((f) => [f.label, f.count]);
    expect(flags(gm, "raider")).toEqual([["CEPHEUS.Tracker.DamageWaiting", 2]]);
    expect(flags(gm, "trader")).toEqual([["CEPHEUS.Tracker.DamageWaitingOne", 1]]);
    // the trader's owner sees their own ship's; the enemy's numbers (and so its waiting cards) are not theirs to see
    expect(flags(player, "trader")).toEqual([["CEPHEUS.Tracker.DamageWaitingOne", 1]]);
    expect(flags(player, "raider")).toEqual([]);
    const none = prepareTrackerView({ state: s, ships: infos(s), viewer: gm });
    expect(none.rows.flatMap((r) => r.flags.map((f) => f.css))).not.toContain("damage-waiting");
  });

  test("the flag leads to the oldest waiting card, for those who know the ship", () => {
    const s = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "pirates", trader: "party" },
      range: "short",
    });
    const ships = infos(s, ["trader"]).map((i) => ({ ...i, damageWaiting: 1, damageCard: `card-${i.id}` }));
    const card = (viewer: { isGM: boolean }, id: string) =>
      prepareTrackerView({ state: s, ships, viewer })
        .rows.find((r) => r.id === id)!
        .flags.find((f) => f.css === "damage-waiting")?.card;
    expect(card(gm, "raider")).toBe("card-raider");
    expect(card(player, "trader")).toBe("card-trader");
    expect(card(player, "raider")).toBeUndefined();
  });
});
