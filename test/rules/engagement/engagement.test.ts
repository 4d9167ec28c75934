// Whole engagements between SRD ships: scripted crews and rigged dice from first initiative to the end, and the
// seeded auto-play used for "odds of this fight".
import { describe, expect, test } from "vitest";
import { runSync, seededSource, type DiceRequest } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { currentShipId } from "../../../src/rules/engagement/validation";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import type { ShipSnapshot } from "../../../src/rules/types";
import { simulate, simulateEngagement } from "../../../src/rules/engagement/simulate";
import { engagementOdds } from "../../../src/rules/engagement/odds";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { duel, frontierTrader, patrolFrigate, raider, sixShipFight } from "./fixtures";
import { ofType, rigged } from "./helpers";

/** The table's dice for the scripted fight: readable rules of thumb instead of a long list. */
function tableDice() {
  let raiderShots = 0;
  return rigged((r: DiceRequest) => {
    const label = r.label ?? "";
    switch (r.purpose) {
      case "initiative":
        return label === "Raider" ? 9 : 6;
      case "check":
        if (label.startsWith("attack: b")) return raiderShots++ % 3 === 0 ? 10 : 4; // a third of the Raider's beams hit
        if (label.startsWith("attack: p")) return 11; // the trader's pulse lasers hit
        if (label === "dodge") return 5; // 5 + 1 = 6: the trader's pilot fails
        if (label === "fireSand") return 9; // success
        if (label === "evasiveManeuvers") return 6; // 6 + 1 = 7: fails
        return 8;
      case "damage":
        return r.dice * 3; // beams: 3 per die (1D6 → 3, 2D6 → 6)
      case "sand":
        return 2;
      case "location":
        return 8; // Hull, and once the Hull is gone, Structure
      default:
        return r.dice * 3;
    }
  });
}

function play(start: EngagementState, script: (s: EngagementState) => Command[], dice: ReturnType<typeof tableDice>) {
  let s = start;
  const log: EngagementEvent[] = [];
  for (let guard = 0; guard < 50 && !s.memory.ended; guard++) {
    for (const c of script(s)) {
      if (s.memory.ended) break;
      const r = runSync(applyCommand(s, c), dice);
      const refused = r.events.find((e) => e.type === "refused");
      expect(refused, JSON.stringify(refused)).toBeUndefined();
      log.push(...r.events);
      s = r.state;
    }
  }
  return { s, log };
}

/** Scripted crews: the Raider lines up and fires all six turrets; the trader fires sand, dodges, evades and shoots back. */
function crews(options: { traderFlees?: boolean } = {}) {
  return (s: EngagementState): Command[] => {
    const id = currentShipId(s);
    if (id === "raider") {
      const out: Command[] = [{ type: "lineUpTheShot", shipId: "raider", seat: 1 }];
      for (let g = 0; g < 6; g++) out.push({ type: "attack", shipId: "raider", seat: 4 + g, targetId: "trader" });
      return [...out, { type: "endTurn", shipId: "raider" }];
    }
    if (id === "trader") {
      const out: Command[] = [{ type: "evasiveManeuvers", shipId: "trader", seat: 0 }];
      if (options.traderFlees)
        out.push({ type: "calculateJumpPlot", shipId: "trader", seat: 1 }, { type: "jump", shipId: "trader", seat: 2 });
      out.push(
        { type: "attack", shipId: "trader", seat: 3, targetId: "raider" },
        { type: "attack", shipId: "trader", seat: 4, targetId: "raider" },
        { type: "endTurn", shipId: "trader" },
      );
      return out;
    }
    return [{ type: "rollInitiative" }];
  };
}

/** Reactions are given as soon as an attack is offered: sand first, then a dodge. */
function withReactions(script: (s: EngagementState) => Command[]) {
  return (s: EngagementState): Command[] => {
    const cmds = script(s);
    const out: Command[] = [];
    for (const c of cmds) {
      out.push(c);
      if (c.type === "attack" && c.shipId === "raider") out.push({ type: "__react__" } as unknown as Command);
    }
    return out;
  };
}

function playWithReactions(
  start: EngagementState,
  script: (s: EngagementState) => Command[],
  dice: ReturnType<typeof tableDice>,
) {
  let s = start;
  const log: EngagementEvent[] = [];
  const run = (c: Command) => {
    const r = runSync(applyCommand(s, c), dice);
    const refused = r.events.find((e) => e.type === "refused");
    expect(refused, JSON.stringify(refused)).toBeUndefined();
    log.push(...r.events);
    s = r.state;
    return r.events;
  };
  for (let guard = 0; guard < 50 && !s.memory.ended; guard++) {
    for (const c of withReactions(script)(s)) {
      if (s.memory.ended) break;
      if ((c as { type: string }).type !== "__react__") {
        run(c);
        continue;
      }
      const offer = ofType(log, "reactionOffered").at(-1);
      const reactions = s.memory.ships.trader.reactionsBudget! - s.memory.ships.trader.reactionsSpent;
      if (!offer || offer.attackId !== s.memory.pendingAttacks?.at(-1)?.id || reactions <= 0) continue;
      if (offer.reactions.includes("fireSand") && reactions === s.memory.ships.trader.reactionsBudget)
        run({ type: "fireSand", shipId: "trader", seat: 5, attackId: offer.attackId });
      else if (offer.reactions.includes("dodge")) run({ type: "dodge", shipId: "trader", attackId: offer.attackId });
    }
  }
  return { s, log };
}

describe("a scripted engagement: Raider against Frontier Trader", () => {
  test("from first initiative to the trader destroyed", () => {
    const start = duel(raider(), frontierTrader(), { range: "short" });
    const { s, log } = playWithReactions(start, crews(), tableDice());
    // initiative: Raider 9 + 1 thrust + Tactics (8 + 1 − 8 = 1) = 11 (3 reactions); trader 6 (2 reactions)
    expect(ofType(log, "initiativeRolled").map((e) => [e.shipId, e.initiative])).toEqual([
      ["raider", 11],
      ["trader", 6],
    ]);
    // Line Up the Shot (8 + 1: +1) cancels the Difficult −2 with the gunners' skill: a third of the 18 beams hit each
    // round for 3 − 2 armor = 1, a Single Hit each; the first attack's hit is sanded away (3 − 2 = 1, stopped by armor)
    expect(ofType(log, "roundStarted").map((e) => e.round)).toEqual([1, 2, 3]);
    // reactions: sand then a dodge each round, never more than the trader's two
    expect(ofType(log, "reactionSpent").map((e) => [e.reaction, e.success])).toEqual([
      ["fireSand", true],
      ["dodge", false],
      ["fireSand", true],
      ["dodge", false],
      ["fireSand", true],
      ["dodge", false],
    ]);
    // the trader shot back in rounds 1 and 2: its pulse lasers hit for 6, all stopped by the Raider's armor 8
    const traderShots = ofType(log, "attackRolled").filter((e) => e.attackerId === "trader");
    expect(traderShots).toHaveLength(4);
    expect(traderShots.flatMap((e) => e.shots.map((x) => x.hit)).every(Boolean)).toBe(true);
    expect(s.ships.raider.hull.value).toBe(6);
    // five hits a round: Hull 6 → 1, then 1 → 0 and Structure 6 → 2, then destroyed early in round 3
    const after = ofType(log, "turnEnded").filter((e) => e.shipId === "raider").length;
    expect(after).toBe(3);
    expect(s.ships.trader.hull.value).toBe(0);
    expect(s.ships.trader.structure.value).toBe(0);
    expect(s.memory.ships.trader.status).toBe("destroyed");
    expect(ofType(log, "shipDestroyed")).toEqual([{ type: "shipDestroyed", shipId: "trader" }]);
    expect(s.memory.ended).toEqual({ round: 3, reason: "destroyed", winnerSide: "A" });
    expect(ofType(log, "engagementEnded")).toHaveLength(1);
    const hulls = ofType(log, "damageResolved").flatMap((d) =>
      d.events.filter((e) => e.type === "hullDamaged" || e.type === "structureDamaged"),
    );
    expect(hulls).toHaveLength(12);
    // damage only ever lands at the end of the Raider's turn, never mid-turn
    const order = log
      .map((e) => e.type)
      .filter((t) => t === "damageResolved" || t === "turnEnded" || t === "attackRolled");
    const firstDamage = order.indexOf("damageResolved");
    expect(order[firstDamage - 1]).toBe("turnEnded");
  });

  test("the trader plots a jump and escapes", () => {
    const start = duel(raider(), frontierTrader(), { range: "short" });
    const { s, log } = play(start, crews({ traderFlees: true }), tableDice());
    expect(ofType(log, "jumpPlotted")).toEqual([{ type: "jumpPlotted", shipId: "trader" }]);
    expect(ofType(log, "shipEscaped")).toEqual([{ type: "shipEscaped", shipId: "trader", how: "jump" }]);
    expect(s.memory.ships.trader.status).toBe("escaped");
    expect(s.memory.ended).toEqual({ round: 1, reason: "escaped", winnerSide: "A" });
    // it took the Raider's first volley before it went
    expect(s.ships.trader.hull.value).toBeLessThan(6);
  });
});

describe("auto-play", () => {
  test("simulateEngagement fights to an end and reports it", () => {
    const r = simulateEngagement(raider(), frontierTrader(), 42, { keepEvents: true });
    expect(r.state.memory.ended).toBeDefined();
    expect(["destroyed", "escaped"]).toContain(r.reason);
    expect(r.winner).toBe("raider");
    expect(r.events.at(-1)!.type).toBe("engagementEnded");
    expect(r.rounds).toBeGreaterThan(0);
  });

  test("a crew whose only enemy is disabled fires at it: the first enemy still in the fight", () => {
    // (set mid-fight by hand: a ship that comes disabled to a fight ends a duel at initiative; and with no active enemy
    // to wreck, the fight is one nobody can win, so it is fought here with stalemates not ended)
    const start = runSync(
      applyCommand(duel(raider(), frontierTrader()), { type: "rollInitiative" }),
      seededSource(5),
    ).state;
    start.memory.ships.trader.status = "disabled";
    const r = simulate(start, seededSource(1), { keepEvents: true, maxRounds: 2, endStalemates: false });
    const shots = ofType(r.events, "attackRolled");
    expect(shots.length).toBeGreaterThan(0);
    for (const a of shots) expect(a).toMatchObject({ attackerId: "raider", targetId: "trader" });
  });

  test("armour neither side can pierce: a stalemate, a draw at once", () => {
    // the frigate's missiles and lasers (1D6) and the raider's lasers (1D6) against Crystaliron / Titanium Steel 8
    const r = simulateEngagement(patrolFrigate(), raider(), 3);
    expect(r).toMatchObject({ winner: null, reason: "stalemate", rounds: 0 });
    expect(r.state.memory.round).toBe(0);
    // fought out anyway: nobody is ever hurt, a draw at the round limit
    const long = simulateEngagement(patrolFrigate(), raider(), 3, { maxRounds: 4, endStalemates: false });
    expect(long).toMatchObject({ winner: null, reason: "roundLimit", rounds: 5 });
    expect(long.state.ships.raider.hull).toEqual(raider().hull);
    expect(long.state.ships.frigate.hull).toEqual(patrolFrigate().hull);
    expect(long.events).toEqual([]);
  });

  test("a fight that can end otherwise is no stalemate: a ship that will flee, a boarding under way, missiles in flight", () => {
    const broken = { ...patrolFrigate(), hull: { value: 0, max: patrolFrigate().hull.max } };
    expect(simulateEngagement(broken, raider(), 3).reason).toBe("escaped");
    expect(simulateEngagement(broken, raider(), 3, { flee: false }).reason).toBe("stalemate");
    const boarded = createEngagement({
      ships: [patrolFrigate(), raider()],
      sides: { frigate: "A", raider: "B" },
      range: "adjacent",
    });
    boarded.memory.boardings = [
      { id: "b1", attackerId: "raider", defenderId: "frigate", rounds: 1, status: "boarded" },
    ];
    expect(simulate(boarded, seededSource(2)).reason).not.toBe("stalemate");
    const salvo = createEngagement({
      ships: [patrolFrigate(), raider()],
      sides: { frigate: "A", raider: "B" },
      range: "long",
    });
    salvo.memory.salvos = [
      {
        id: "s1",
        attackerId: "frigate",
        targetId: "raider",
        mountId: "m1",
        missileType: "nuclear",
        count: 3,
        launchedRound: 0,
        impactRound: 1,
        toHit: 8,
        fuelEndsRound: 4,
        launchEffect: 0,
      },
    ];
    expect(simulate(salvo, seededSource(2), { maxRounds: 2 }).reason).not.toBe("stalemate");
  });

  test("no way out of a stalemate: a ship that would flee but cannot jump, missiles its target's armor stops", () => {
    // the frigate's Hull is gone: it would flee, but its J-Drive is destroyed, or no drive engineer is aboard
    const gone = { ...patrolFrigate(), hull: { value: 0, max: patrolFrigate().hull.max } };
    const noDrive: ShipSnapshot = { ...gone, systems: { ...gone.systems, jDrive: 3 } };
    expect(simulateEngagement(noDrive, raider(), 3)).toMatchObject({ reason: "stalemate", rounds: 0 });
    const noEngineer = { ...gone, seats: gone.seats.filter((x) => x.position !== "driveEngineer") };
    expect(simulateEngagement(noEngineer, raider(), 3).reason).toBe("stalemate");
    // smart missiles in flight (1D6) cannot get through the raider's armor 8: no way out either
    const salvo = createEngagement({
      ships: [patrolFrigate(), raider()],
      sides: { frigate: "A", raider: "B" },
      range: "long",
    });
    salvo.memory.salvos = [
      {
        id: "s1",
        attackerId: "frigate",
        targetId: "raider",
        mountId: "m1",
        missileType: "smart",
        count: 3,
        launchedRound: 0,
        impactRound: 1,
        toHit: 8,
        fuelEndsRound: 4,
        launchEffect: 0,
      },
    ];
    expect(simulate(salvo, seededSource(2), { maxRounds: 2 }).reason).toBe("stalemate");
  });

  test("a fight that becomes one nobody can win as ships leave it ends then, as a stalemate", () => {
    // three sides: once the two traders are out of it, the frigate and the raiders cannot get through each other's armor
    const r = simulate(sixShipFight(), seededSource(1));
    expect(r).toMatchObject({ winner: null, reason: "stalemate" });
    expect(r.rounds).toBeLessThan(30);
    for (const id of ["trader", "trader2"]) expect(r.state.memory.ships[id].status).not.toBe("active");
    for (const id of ["frigate", "raider1", "raider2", "raider3"])
      expect(r.state.memory.ships[id].status).toBe("active");
    // fought to the round limit when stalemates are not ended
    expect(simulate(sixShipFight(), seededSource(1), { endStalemates: false }).reason).toBe("roundLimit");
  });

  test("one side able to hurt the other is no stalemate; the round limit counts from the round the fight starts in", () => {
    expect(simulateEngagement(raider(), frontierTrader(), 1).reason).not.toBe("stalemate");
    // (a seed whose fight lasts past round 2)
    const start = simulateEngagement(raider(), frontierTrader(), 1, { maxRounds: 2, flee: false });
    expect(start).toMatchObject({ reason: "roundLimit", rounds: 3 });
    // two more rounds from round 3 (an absolute limit of 2 would stop at once)
    const later = simulate(start.state, seededSource(9), { maxRounds: 2, flee: false });
    expect(later.rounds).toBeGreaterThan(3);
    expect(later.rounds).toBeLessThanOrEqual(6);
  });

  test("engagementOdds: the battles add up; the Raider is the favourite", () => {
    const o = engagementOdds(raider(), frontierTrader(), 40, 1);
    expect(o.battles).toBe(40);
    expect(o.wins.raider + o.wins.trader + o.draws).toBe(40);
    expect(o.wins.raider).toBeGreaterThan(o.wins.trader);
    expect(o.averageRounds).toBeGreaterThan(1);
    expect(engagementOdds(raider(), frontierTrader(), 0).averageRounds).toBe(0);
  });

  test("missile duels: the frigates fight with missiles, point defense and ECM", () => {
    const r = simulateEngagement(patrolFrigate("f1"), frontierTrader(), 7, {
      keepEvents: true,
      range: "medium",
      maxRounds: 12,
    });
    expect(r.reason).not.toBe("stalemate");
    const types = new Set(r.events.map((e) => e.type));
    expect(types.has("missileLaunched")).toBe(true);
    expect(types.has("missileArrived")).toBe(true);
    expect(types.has("reloaded")).toBe(true);
    const ecm = simulateEngagement(patrolFrigate("f1"), patrolFrigate("f2"), 5, {
      keepEvents: true,
      maxRounds: 6,
      endStalemates: false,
    });
    expect(ecm.events.some((e) => e.type === "checkRolled" && e.action === "electronicWarfare")).toBe(true);
  });

  test("simulate plays any set-up engagement, several ships a side", () => {
    const s = createEngagement({
      ships: [raider("r1"), raider("r2"), frontierTrader("t1")],
      sides: { r1: "pirates", r2: "pirates", t1: "traders" },
      range: "short",
    });
    const r = simulate(s, seededSource(9));
    expect(r.winner === "r1" || r.winner === "r2").toBe(true);
    expect(r.state.memory.ended).toMatchObject({ winnerSide: "pirates" });
    expect(s.memory.round).toBe(0);
  });

  test("a gunner does not fire what cannot: sensors out beyond Adjacent, a mount waiting for its reload", () => {
    // sensors destroyed: the raider's gunners never fire at Short range, while the trader's do
    const blind = { ...raider(), systems: { ...raider().systems, sensors: 2 as const } };
    const r = simulateEngagement(blind, frontierTrader(), 5, { keepEvents: true, maxRounds: 2, endStalemates: false });
    const shots = ofType(r.events, "attackRolled");
    expect(shots.filter((a) => a.attackerId === "raider")).toEqual([]);
    expect(shots.some((a) => a.attackerId === "trader")).toBe(true);
    // the sandcaster's gunner finds it spent: a reload, and no shot from it
    const start = duel(raider(), frontierTrader());
    start.memory.ships.trader.spentWeapons = ["s1-1", "s1-2", "s1-3"];
    const spent = simulate(start, seededSource(4), { keepEvents: true, maxRounds: 1 });
    expect(ofType(spent.events, "reloaded")).toContainEqual({ type: "reloaded", shipId: "trader", weaponId: "s1-1" });
    expect(ofType(spent.events, "attackRolled").filter((a) => a.mountId === "s1")).toEqual([]);
    // a gunner at a mount the ship lacks (with a weapon spent elsewhere) is refused by the engine; the others fire
    const lost = duel(raider(), {
      ...frontierTrader(),
      seats: frontierTrader().seats.map((s, i) => (i === 5 ? { ...s, mountId: "gone" } : s)),
    });
    lost.memory.ships.trader.spentWeapons = ["p1-1"];
    const refused = simulate(lost, seededSource(4), { keepEvents: true, maxRounds: 1 });
    const fired = ofType(refused.events, "attackRolled").filter((a) => a.attackerId === "trader");
    expect(fired.map((a) => a.seat)).toEqual([3, 4]);
  });

  test("a crippled ship flees by jump", () => {
    const t = frontierTrader();
    const hurt = { ...t, hull: { value: 0, max: 6 } };
    const r = simulateEngagement(raider(), hurt, 11, { keepEvents: true });
    expect(r.events.some((e) => e.type === "jumpPlotted")).toBe(true);
  });
});
