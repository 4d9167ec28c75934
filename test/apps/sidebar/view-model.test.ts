// The tracker's view model, driven by the real rules engine with scripted dice.
import { describe, expect, test } from "vitest";
import {
  prepareTrackerView,
  abbreviate,
  conditionOf,
  type TrackerShipInfo,
} from "../../../src/apps/sidebar/view-model";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { pairKey } from "../../../src/rules/engagement/memory";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../../rules/engagement/fixtures";
import { rigged } from "../../rules/engagement/helpers";

function run(state: EngagementState, command: Command, dice: number[] = []): EngagementState {
  const src = scriptedSource(dice);
  const r = runSync(applyCommand(state, command), src);
  const refused = r.events.find((e) => e.type === "refused");
  expect(refused, JSON.stringify(refused)).toBeUndefined();
  expect(src.remaining()).toBe(0);
  return r.state;
}

const infos = (state: EngagementState, owned: string[] = [], hidden: string[] = []): TrackerShipInfo[] =>
  Object.keys(state.ships).map((id) => ({
    id,
    name: state.ships[id].name + " " + id,
    img: null,
    owned: owned.includes(id),
    hidden: hidden.includes(id),
  }));

const gm = { isGM: true };
const player = { isGM: false };

describe("before initiative", () => {
  test("no engagement: an empty tracker", () => {
    const v = prepareTrackerView({ state: null, ships: [], viewer: gm });
    expect(v.hasEngagement).toBe(false);
    expect(v.rows).toEqual([]);
    expect(v.controls.rollInitiative).toBe(false);
  });

  test("setup phase: GM may roll initiative and set up; players may not", () => {
    const s = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "pirates", trader: "party" },
      range: "short",
    });
    const v = prepareTrackerView({ state: s, ships: infos(s), viewer: gm });
    expect(v.phase.key).toBe("setup");
    expect(v.controls).toMatchObject({
      rollInitiative: true,
      setup: true,
      resolveMissiles: false,
      endRound: false,
      stepBack: false,
    });
    expect(v.rows.map((r) => [r.id, r.initiative, r.reactions])).toEqual([
      ["raider", null, null],
      ["trader", null, null],
    ]);
    const p = prepareTrackerView({ state: s, ships: infos(s, ["trader"]), viewer: player });
    expect(p.controls).toMatchObject({ rollInitiative: false, setup: false });
  });
});

describe("initiative order for scripted rolls", () => {
  test("aware ships take an automatic 12 when only some are aware; ties by Thrust; simultaneous keeps order", () => {
    // three ships: the raider (Thrust 4) is aware, the two traders (Thrust 2) are not
    const s = createEngagement({
      ships: [frontierTrader("t1"), raider(), frontierTrader("t2")],
      sides: { t1: "party", t2: "party", raider: "pirates" },
      aware: ["raider"],
      range: "medium",
    });
    // t1: 2D6 = 9; raider: aware (12 + pilot DEX 8 → +0) + Thrust DM (4 beats 2) + Tactics 2D6 = 8 → 8+1+0−8 = +1; t2: 2D6 = 9
    const after = run(s, { type: "rollInitiative" }, [9, 8, 9]);
    const v = prepareTrackerView({ state: after, ships: infos(after), viewer: gm });
    expect(v.rows.map((r) => [r.id, r.initiative])).toEqual([
      ["raider", 14],
      ["t1", 9],
      ["t2", 9],
    ]);
    expect(v.current).toEqual({ id: "raider", name: "Raider raider" });
    expect(v.rows[0].current).toBe(true);
    expect(v.rows[0].css).toContain("active");
    // reactions budget from the table: 14 → 4, 9 → 3
    expect(v.rows.map((r) => r.reactions)).toEqual([
      { left: 4, total: 4 },
      { left: 3, total: 3 },
      { left: 3, total: 3 },
    ]);
    expect(v.phase.key).toBe("turn");
  });

  test("a delaying ship drops out of turn, may act now, and acts first next round", () => {
    const s = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "pirates", trader: "party" },
      range: "short",
    });
    let st = run(s, { type: "rollInitiative" }, [7, 9, 8]); // raider 7+1+2 = 10, trader 8
    let v = prepareTrackerView({ state: st, ships: infos(st, ["raider"]), viewer: player });
    expect(v.rows.find((r) => r.id === "raider")!.controls).toEqual({
      endTurn: true,
      delay: true,
      actNow: false,
      declareHasty: true,
    });
    st = run(st, { type: "delay", shipId: "raider" });
    v = prepareTrackerView({ state: st, ships: infos(st, ["raider"]), viewer: player });
    const raiderRow = v.rows.find((r) => r.id === "raider")!;
    expect(raiderRow.delayed).toBe(true);
    expect(raiderRow.css).toContain("delayed");
    expect(raiderRow.controls).toEqual({ endTurn: false, delay: false, actNow: true, declareHasty: false });
    expect(v.current?.id).toBe("trader");
    // the trader's owner is someone else: no controls for this player on that row
    expect(v.rows.find((r) => r.id === "trader")!.controls.endTurn).toBe(false);
    // the trader ends its turn; the raider never acted: the GM may close the round
    st = run(st, { type: "endTurn", shipId: "trader" });
    const g = prepareTrackerView({ state: st, ships: infos(st), viewer: gm });
    expect(g.phase.key).toBe("awaitingDelayed");
    expect(g.controls.endRound).toBe(true);
    st = run(st, { type: "endRound" });
    const next = prepareTrackerView({ state: st, ships: infos(st), viewer: gm });
    expect(next.round).toBe(2);
    expect(next.rows.map((r) => [r.id, r.initiative])).toEqual([
      ["raider", 9],
      ["trader", 8],
    ]);
  });
});

describe("reactions: refresh and budget", () => {
  test("spent reactions show as left / total and refresh at the next round", () => {
    const s = createEngagement({
      ships: [raider(), frontierTrader()],
      sides: { raider: "pirates", trader: "party" },
      range: "short",
    });
    let st = run(s, { type: "rollInitiative" }, [7, 9, 8]); // raider 10 (3 reactions), trader 8 (2)
    // raider's gunner fires one beam laser at the trader (hit on 11), damage 3; the trader's pilot dodges (7)
    const r1 = runSync(
      applyCommand(st, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }),
      scriptedSource([11, 3]),
    );
    st = r1.state;
    const attackId = st.memory.pendingAttacks![0].id;
    st = run(st, { type: "dodge", shipId: "trader", attackId }, [7]);
    let v = prepareTrackerView({ state: st, ships: infos(st), viewer: gm });
    expect(v.rows.find((r) => r.id === "trader")!.reactions).toEqual({ left: 1, total: 2 });
    expect(v.rows.find((r) => r.id === "raider")!.actions).toMatchObject({
      seatsActed: 1,
      seats: 11,
      minor: 0,
      significant: 1,
    });
    expect(v.rows.find((r) => r.id === "raider")!.actions!.detail).toEqual([
      {
        seat: 4,
        position: "CEPHEUS.Position.turretGunner",
        // the gunner's turret, numbered as the cards and the sheet number it
        mount: { key: "CEPHEUS.Chat.Mount.turret", n: 1 },
        minor: 0,
        significant: 1,
      },
    ]);
    st = run(st, { type: "endTurn", shipId: "raider" }, [7]);
    st = run(st, { type: "endTurn", shipId: "trader" });
    v = prepareTrackerView({ state: st, ships: infos(st), viewer: gm });
    expect(v.round).toBe(2);
    expect(v.rows.find((r) => r.id === "trader")!.reactions).toEqual({ left: 2, total: 2 });
    expect(v.rows.find((r) => r.id === "raider")!.actions).toMatchObject({ seatsActed: 0, significant: 0 });
  });
});

describe("missiles in flight", () => {
  test("a salvo launched at Very Long range arrives two turns later, with point defense offered", () => {
    const s = createEngagement({
      ships: [patrolFrigate(), raider()],
      sides: { frigate: "navy", raider: "pirates" },
      range: "veryLong",
    });
    // frigate 2D6 10 + Tactics (8 + 2 + 1 − 8 = +3) = 13; raider 2D6 5 + Tactics (7 + 1 + 0 − 8 = 0) = 5
    let st = run(s, { type: "rollInitiative" }, [10, 8, 5, 7]);
    // gunner g1 (seat 4) launches turret m1's smart missiles: launch check 9
    st = run(st, { type: "attack", shipId: "frigate", seat: 4, targetId: "raider" }, [9]);
    let v = prepareTrackerView({ state: st, ships: infos(st, ["raider"]), viewer: player });
    expect(v.salvos).toHaveLength(1);
    expect(v.salvos[0]).toMatchObject({
      attacker: "Patrol Frigate frigate",
      target: "Raider raider",
      missileType: "CEPHEUS.MissileType.smart",
      turnsToImpact: 2,
      arriving: false,
      smart: true,
      toHit: 8,
    });
    const count = v.salvos[0].count;
    expect(count).toBeGreaterThan(0);
    expect(v.rows.find((r) => r.id === "raider")!.incoming).toBe(count);

    st = run(st, { type: "endTurn", shipId: "frigate" });
    st = run(st, { type: "endTurn", shipId: "raider" });
    v = prepareTrackerView({ state: st, ships: infos(st), viewer: gm });
    expect(v.round).toBe(2);
    expect(v.salvos[0].turnsToImpact).toBe(1);
    expect(v.pendingMissiles).toEqual([]);

    st = run(st, { type: "endTurn", shipId: "frigate" });
    // round 3 starts: the salvo arrives; each missile rolls to hit now (R20 default) — every one hits (12)
    const r = runSync(
      applyCommand(st, { type: "endTurn", shipId: "raider" }),
      rigged((req) => (req.sides ? 1 : req.dice * 6)),
    );
    st = r.state;
    v = prepareTrackerView({ state: st, ships: infos(st, ["raider"]), viewer: player });
    expect(v.round).toBe(3);
    expect(v.phase.key).toBe("missiles");
    expect(v.salvos[0]).toMatchObject({ turnsToImpact: 0, arriving: true });
    expect(v.pendingMissiles).toHaveLength(1);
    expect(v.pendingMissiles[0]).toMatchObject({ targetId: "raider", missiles: count, toHit: 8 });
    expect(v.pendingMissiles[0].reactions.map((x) => x.type)).toContain("pointDefense");
    expect(v.controls.resolveMissiles).toBe(false); // players never close the window
    const g = prepareTrackerView({ state: st, ships: infos(st), viewer: gm });
    expect(g.controls.resolveMissiles).toBe(true);
    expect(g.rows.every((row) => !row.controls.endTurn)).toBe(true);
  });
});

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
});
