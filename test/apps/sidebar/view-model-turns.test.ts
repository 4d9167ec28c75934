// The tracker's view model, driven by the real rules engine with scripted dice, through a round: before initiative,
// the initiative order, the reactions spent and refreshed, and missile salvos until they arrive.
import { describe, expect, test } from "vitest";
import { prepareTrackerView } from "../../../src/apps/sidebar/view-model";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { createEngagement } from "../../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate, raider } from "../../rules/engagement/fixtures";
import { rigged } from "../../rules/engagement/helpers";
import { gm, infos, player, run } from "./view-model-input";

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
