// Missiles as craft (ruling R110, `missilesAsCraft`): a salvo carries its range band to its target, closes three bands
// at each round's end (Thrust 10) and arrives in the round after it reaches Close; the target's moves carry it. With
// nobody moving it arrives when the Missile Launch Range table says; smart missiles, point defense and electronic
// warfare keep their timing.
import { describe, expect, test } from "vitest";
import { runSync, type DiceSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import type { Command } from "../../../src/rules/engagement/commands";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import type { EngagementOptions } from "../../../src/rules/engagement/memory";
import { queryEngagement } from "../../../src/rules/engagement/query";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { missileCraftStep, missileCraftTurnsLeft } from "../../../src/rules/missiles";
import { MISSILE_LAUNCH_RANGE } from "../../../src/rules/tables/missiles";
import type { RangeBand } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { ok, ofType, one, refusal, rigged } from "./helpers";

const CRAFT: EngagementOptions = { missilesAsCraft: true };
const LAUNCH_BANDS = (Object.keys(MISSILE_LAUNCH_RANGE) as RangeBand[]).filter((b) => MISSILE_LAUNCH_RANGE[b] !== null);
const LAUNCH = { type: "attack", shipId: "frigate", seat: 4, targetId: "trader" } as const;

/** Frigate (acts first) against Frontier Trader at `range`, initiative rolled: round 1, the frigate's turn. */
function start(range: RangeBand, options: EngagementOptions = CRAFT): EngagementState {
  return ok(duel(patrolFrigate(), frontierTrader(), { range, options }), { type: "rollInitiative" }, [8, 5, 6]).state;
}

/** Every missile misses (2D6 of 6 against the smart missiles' 8+), every other roll is middling. */
const missing = (): DiceSource => rigged((req) => (req.purpose === "missileToHit" ? 6 : req.dice * 3));

/**
 * Nobody moves: every ship ends its turn, every missile window closes, until round `last` ends. The events of each
 * command are kept with the round they were told in.
 */
function play(
  s: EngagementState,
  last: number,
  dice = missing(),
): { state: EngagementState; told: [number, EngagementEvent][] } {
  const told: [number, EngagementEvent][] = [];
  for (let i = 0; i < 60 && !s.memory.ended && s.memory.round <= last; i++) {
    const id = currentShipId(s);
    const cmd: Command = s.memory.missilePhase ? { type: "resolveMissiles" } : { type: "endTurn", shipId: id! };
    const round = s.memory.round;
    const r = runSync(applyCommand(s, cmd), dice);
    for (const e of r.events) told.push([e.type === "missileArrived" ? r.state.memory.round : round, e]);
    s = r.state;
  }
  return { state: s, told };
}

/** The rounds the salvo arrived in (a smart salvo that missed strikes again each round). */
const arrivals = (told: [number, EngagementEvent][]) =>
  told.filter(([, e]) => e.type === "missileArrived").map(([round]) => round);
/** The round the salvo first arrived in. */
const arrival = (told: [number, EngagementEvent][]) => arrivals(told)[0];

describe("Thrust 10 across the bands (R110)", () => {
  test("three bands a round, striking from Close: the Missile Launch Range table's turns from every launch band", () => {
    for (const band of LAUNCH_BANDS) expect(missileCraftTurnsLeft(band), band).toBe(MISSILE_LAUNCH_RANGE[band]);
    expect(missileCraftTurnsLeft("close")).toBe(0);
    expect(missileCraftTurnsLeft("adjacent")).toBe(0);
    expect(
      ["distant", "veryLong", "long", "medium", "short", "close"].map((b) => missileCraftStep(b as RangeBand)),
    ).toEqual(["medium", "short", "close", "close", "close", "close"]);
  });

  test.each(LAUNCH_BANDS)("launched at %s with nobody moving, the salvo arrives when the table says", (band) => {
    const turns = MISSILE_LAUNCH_RANGE[band]!;
    const launched = ok(start(band), LAUNCH, [7]);
    expect(launched.state.memory.salvos[0]).toMatchObject({ band, launchedRound: 1, impactRound: 1 + turns });
    const { told } = play(launched.state, 3);
    expect(arrival(told)).toBe(1 + turns);
    // the same salvo by the table arrives in the same round
    const table = ok(start(band, {}), LAUNCH, [7]);
    expect(table.state.memory.salvos[0].band).toBeUndefined();
    expect(arrival(play(table.state, 3).told)).toBe(1 + turns);
    // its flight, told at each round's end: three bands a round to Close
    const moves = told.filter(([, e]) => e.type === "salvoMoved").map(([round, e]) => [round, e]);
    const path: string[] = [band];
    for (let b = band; b !== "close";) path.push((b = missileCraftStep(b)));
    expect(moves.map(([, e]) => (e as { to: string }).to)).toEqual(path.slice(1));
    expect(moves.map(([round]) => round)).toEqual(path.slice(1).map((_, i) => 1 + i));
  });
});

describe("a target that moves", () => {
  test("a target that opens the range from Long by a Range Check it wins against the launcher is struck a round later", () => {
    let s = ok(start("long"), LAUNCH, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    // the trader's navigator (Navigation-2, EDU 9) wins 12 to 2 and opens the range
    const r = ok(s, { type: "rangeCheck", shipId: "trader", seat: 1, targetId: "frigate", choice: "farther" }, [12, 2]);
    expect(one(r.events, "salvoMoved")).toEqual({
      type: "salvoMoved",
      salvoId: "s1",
      targetId: "trader",
      from: "long",
      to: "veryLong",
      impactRound: 3,
      reason: "targetMoved",
    });
    const { told } = play(r.state, 4);
    expect(arrival(told)).toBe(3);
    // by the table the same move changes nothing: the salvo arrives in round 2
    let t = ok(start("long", {}), LAUNCH, [7]).state;
    t = ok(t, { type: "endTurn", shipId: "frigate" }).state;
    t = ok(t, { type: "rangeCheck", shipId: "trader", seat: 1, targetId: "frigate", choice: "farther" }, [12, 2]).state;
    expect(arrival(play(t, 4).told)).toBe(2);
  });

  test("the launcher's own move does not carry missiles already flying; a target closing in brings them no sooner than next round", () => {
    // the frigate wins its own check and opens the range: the salvo's band stays
    let s = ok(start("long"), LAUNCH, [7]).state;
    let r = ok(s, { type: "rangeCheck", shipId: "frigate", seat: 2, targetId: "trader", choice: "farther" }, [12, 2]);
    expect(ofType(r.events, "salvoMoved")).toEqual([]);
    expect(r.state.memory.salvos[0]).toMatchObject({ band: "long", impactRound: 2 });
    // the trader wins the frigate's check and closes (opponentChoice): it moved, the salvo's band closes with it
    s = ok(start("veryLong"), LAUNCH, [7]).state;
    r = ok(
      s,
      {
        type: "rangeCheck",
        shipId: "frigate",
        seat: 2,
        targetId: "trader",
        choice: "farther",
        opponentChoice: "closer",
      },
      [2, 12],
    );
    expect(one(r.events, "salvoMoved")).toMatchObject({ from: "veryLong", to: "long", impactRound: 2 });
    expect(arrival(play(r.state, 3).told)).toBe(2);
  });

  test("a target 7 or more faster than the salvo outpaces it for a round; the launcher's own speed goes with it", () => {
    // the trader flying at 17: the salvo (launched from a frigate at rest) is at 10 after its first round's flight
    const fast = (launcherSpeed: number) => {
      const s = structuredClone(start("long"));
      s.memory.ships.trader.speed = 17;
      s.memory.ships.frigate.speed = launcherSpeed;
      return ok(s, LAUNCH, [7]).state;
    };
    const { told } = play(fast(0), 3);
    const moves = told.filter(([, e]) => e.type === "salvoMoved").map(([round, e]) => [round, e]);
    expect(moves).toEqual([
      [
        1,
        {
          type: "salvoMoved",
          salvoId: "s1",
          targetId: "trader",
          from: "long",
          to: "long",
          impactRound: 3,
          reason: "outpaced",
        },
      ],
      [
        2,
        {
          type: "salvoMoved",
          salvoId: "s1",
          targetId: "trader",
          from: "long",
          to: "close",
          impactRound: 3,
          reason: "thrust",
        },
      ],
    ]);
    // struck a round later than the table's (round 2)
    expect(arrival(told)).toBe(3);
    // its speed after the first round's flight: Thrust 10 on the frigate's 0
    expect(play(fast(0), 1).state.memory.salvos[0].speed).toBe(10);
    // launched by a frigate flying at 10, the salvo is at 20 after its first round: no faster target, no delay
    expect(arrival(play(fast(10), 3).told)).toBe(2);
    // by the table, speed changes nothing
    const table = structuredClone(start("long", {}));
    table.memory.ships.trader.speed = 17;
    expect(arrival(play(ok(table, LAUNCH, [7]).state, 3).told)).toBe(2);
  });

  test("a target that jumps away is never struck; the fight goes on without it", () => {
    const three = createEngagement({
      ships: [patrolFrigate(), frontierTrader(), frontierTrader("trader2")],
      sides: { frigate: "A", trader: "B", trader2: "B" },
      range: "distant",
      options: CRAFT,
    });
    let s = ok(three, { type: "rollInitiative" }, [8, 5, 6, 4]).state;
    expect(currentShipId(s)).toBe("frigate");
    s = ok(s, LAUNCH, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "frigate" }).state;
    const trader = currentShipId(s) === "trader" ? s : ok(s, { type: "endTurn", shipId: currentShipId(s)! }).state;
    trader.memory.ships.trader.jumpPlotted = true;
    const r = ok(trader, { type: "jump", shipId: "trader", seat: 2 }, [12]);
    expect(one(r.events, "salvoExpired")).toMatchObject({ salvoId: "s1", reason: "targetGone" });
    const { state, told } = play(r.state, 4);
    expect(arrivals(told)).toEqual([]);
    expect(told.some(([, e]) => e.type === "missileHit")).toBe(false);
    expect(state.memory.ended).toBeUndefined();
    expect(state.memory.salvos).toEqual([]);
  });

  test("a salvo that cannot reach its target before its fuel is out is gone when the fuel is (R16)", () => {
    const s = start("long");
    // a salvo still at Distant in its last round of fuel: nobody moving, it would arrive in round 3
    s.memory.salvos.push({
      id: "s9",
      attackerId: "frigate",
      targetId: "trader",
      missileType: "standard",
      count: 2,
      launchedRound: -3,
      impactRound: 3,
      toHit: 8,
      fuelEndsRound: 1,
      band: "distant",
    });
    const { told } = play(s, 3);
    expect(
      told.filter(([, e]) => e.type === "salvoMoved").map(([round, e]) => [round, (e as { to: string }).to]),
    ).toEqual([[1, "medium"]]);
    expect(
      told.filter(([, e]) => e.type === "salvoExpired").map(([round, e]) => [round, (e as { reason: string }).reason]),
    ).toEqual([[1, "fuel"]]);
    expect(arrivals(told)).toEqual([]);
  });
});

describe("smart missiles, point defense and electronic warfare keep their timing (R16, R97)", () => {
  test("a smart salvo that misses strikes again every round until its fuel is out, from beside its target", () => {
    const timeline = (options: EngagementOptions) => {
      const { told, state } = play(ok(start("short", options), LAUNCH, [7]).state, 6);
      expect(state.memory.salvos).toEqual([]);
      return told
        .filter(([, e]) => ["missileArrived", "missileMissed", "salvoExpired", "salvoMoved"].includes(e.type))
        .map(([round, e]) => `${round}:${e.type}${e.type === "salvoMoved" ? `:${e.to}` : ""}`);
    };
    const craft = timeline(CRAFT);
    expect(craft).toEqual([
      "1:salvoMoved:close",
      "2:missileArrived",
      "2:missileMissed",
      "3:missileArrived",
      "3:missileMissed",
      "4:missileArrived",
      "4:missileMissed",
      "5:missileArrived",
      "5:missileMissed",
      "5:salvoExpired",
    ]);
    // by the table: the same strikes in the same rounds, with no flight to tell
    expect(timeline({})).toEqual(craft.slice(1));
  });

  test("point defense waits for the arrival; electronic warfare may jam smart missiles while they fly", () => {
    let s = ok(
      duel(patrolFrigate("f1"), patrolFrigate("f2"), { range: "distant", options: CRAFT }),
      { type: "rollInitiative" },
      [9, 5, 4, 5],
    ).state;
    s = ok(s, { type: "attack", shipId: "f1", seat: 4, targetId: "f2" }, [7]).state;
    s = ok(s, { type: "endTurn", shipId: "f1" }).state;
    // in flight at Distant: no attack to shoot at, but the sensors operator jams one smart missile (R97)
    expect(s.memory.pendingAttacks ?? []).toEqual([]);
    let r = ok(s, { type: "electronicWarfare", shipId: "f2", seat: 7, mode: "smartMissiles", maxChecks: 1 }, [12]);
    expect(one(r.events, "missileDestroyed")).toMatchObject({ count: 1, by: "electronicWarfare" });
    r = ok(r.state, { type: "endTurn", shipId: "f2" });
    expect(one(r.events, "salvoMoved")).toMatchObject({ from: "distant", to: "medium", impactRound: 3 });
    // round 2: still flying, nothing arrives
    expect(r.state.memory.missilePhase).toBeFalsy();
    r = ok(r.state, { type: "endTurn", shipId: "f1" });
    // the round's end brings it to Close; round 3 opens with its two missiles: 9 hits (damage 5), 10 hits (6)
    r = ok(r.state, { type: "endTurn", shipId: "f2" }, [9, 5, 10, 6]);
    expect(ofType(r.events, "salvoMoved").map((e) => e.to)).toEqual(["close"]);
    expect(one(r.events, "missileArrived")).toMatchObject({ targetId: "f2", count: 2 });
    expect(one(r.events, "reactionOffered").reactions).toContain("pointDefense");
    expect(r.state.memory.round).toBe(3);
    const attackId = r.state.memory.pendingAttacks![0].id;
    r = ok(r.state, { type: "pointDefense", shipId: "f2", seat: 6, attackId }, [12, 12]);
    expect(one(r.events, "missileDestroyed")).toMatchObject({ count: 2, by: "pointDefense" });
    expect(refusal(r.state, { type: "endTurn", shipId: "f1" })).toBe("missilesIncoming");
  });
});

describe("each salvo's progress (queryEngagement)", () => {
  test("turns flown and turns left in both modes; the band and the bands left flying as craft", () => {
    const progress = (options: EngagementOptions) => {
      let s = ok(start("veryLong", options), LAUNCH, [7]).state;
      const seen: unknown[] = [];
      for (let i = 0; i < 12 && s.memory.salvos.length > 0 && s.memory.round <= 3; i++) {
        const p = queryEngagement(s).salvoFlight(s.memory.salvos[0].id)!;
        const key = `${s.memory.round}${s.memory.missilePhase ? " window" : ""}`;
        if (!seen.some((x) => (x as { key: string }).key === key))
          seen.push({ key, flown: p.turnsFlown, of: p.turnsFlown + p.turnsToImpact, band: p.band, left: p.bandsLeft });
        const id = currentShipId(s);
        s = runSync(
          applyCommand(s, s.memory.missilePhase ? { type: "resolveMissiles" } : { type: "endTurn", shipId: id! }),
          missing(),
        ).state;
      }
      return seen;
    };
    expect(progress({})).toEqual([
      { key: "1", flown: 0, of: 2, band: undefined, left: undefined },
      { key: "2", flown: 1, of: 2, band: undefined, left: undefined },
      { key: "3 window", flown: 2, of: 2, band: undefined, left: undefined },
      { key: "3", flown: 2, of: 3, band: undefined, left: undefined },
    ]);
    expect(progress(CRAFT)).toEqual([
      { key: "1", flown: 0, of: 2, band: "veryLong", left: 4 },
      { key: "2", flown: 1, of: 2, band: "short", left: 1 },
      { key: "3 window", flown: 2, of: 2, band: "close", left: 0 },
      { key: "3", flown: 2, of: 3, band: "close", left: 0 },
    ]);
    // a salvo with no missile left is not in flight
    const s = ok(start("long"), LAUNCH, [7]).state;
    s.memory.salvos[0].count = 0;
    expect(queryEngagement(s).salvoFlight(s.memory.salvos[0].id)).toBeUndefined();
  });
});
