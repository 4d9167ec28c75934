// The battle report's facts, from a whole battle played with seeded dice through the engine (the Patrol Frigate's
// smart missiles and beam laser against the Frontier Trader's pulse lasers): the report's story is the battle's events line for
// line, its tallies are what the events say, each ship's track ends where the engine left the ship, and a command taken
// back counts for nothing.
import { describe, expect, it } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand } from "../../../src/rules/engagement/engine";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import {
  battleReport,
  STORY_EVENTS,
  type ReportInput,
  type ReportRecord,
} from "../../../src/rules/engagement/battle-report";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { ofType } from "./helpers";

interface Played {
  start: EngagementState;
  end: EngagementState;
  records: ReportRecord[];
}

/** The commands of the acting ship's turn: every gunner fires at the enemy, and the enemy dodges when it can. */
function turn(s: EngagementState, id: string): Command[] {
  const enemy = Object.keys(s.memory.ships).find((x) => x !== id)!;
  const out: Command[] = [];
  s.ships[id].seats.forEach((seat, i) => {
    if (seat.position === "turretGunner") out.push({ type: "attack", shipId: id, seat: i, targetId: enemy });
  });
  return out;
}

/** The frigate against the trader at Short range, played with seeded dice until the engine ends it. */
function play(seed: number): Played {
  const start = duel(patrolFrigate(), frontierTrader(), { range: "short" });
  const dice = seededSource(seed);
  const records: ReportRecord[] = [];
  let s = start;
  const run = (c: Command) => {
    if (!canPerform(s, c).ok) return;
    const r = runSync(applyCommand(s, c), dice);
    records.push({ id: `card${records.length + 1}`, events: r.events, takenBack: false });
    s = r.state;
  };
  run({ type: "rollInitiative" });
  for (let n = 0; n < 400 && !s.memory.ended; n++) {
    if (s.memory.missilePhase) {
      for (const a of s.memory.pendingAttacks ?? []) run({ type: "dodge", shipId: a.targetId, attackId: a.id });
      run({ type: "resolveMissiles" });
      continue;
    }
    const id = currentShipId(s);
    if (id === undefined) {
      run({ type: "endRound" });
      continue;
    }
    for (const c of turn(s, id)) run(c);
    for (const a of s.memory.pendingAttacks ?? []) run({ type: "dodge", shipId: a.targetId, attackId: a.id });
    run({ type: "endTurn", shipId: id });
  }
  return { start, end: s, records };
}

const inputOf = (p: Played, records = p.records): ReportInput => ({
  ships: Object.values(p.start.ships).map((ship) => ({
    id: ship.id,
    side: p.start.memory.ships[ship.id].side,
    hull: ship.hull,
    structure: ship.structure,
  })),
  records,
});

const all = (p: Played): EngagementEvent[] => p.records.flatMap((r) => r.events);

describe("the battle report of a seeded battle", () => {
  const p = play(11);

  it("is a whole battle: missiles, beams, reactions, damage, and an end", () => {
    for (const type of ["missileLaunched", "attackRolled", "reactionSpent", "damageResolved", "engagementEnded"])
      expect(
        all(p).some((e) => e.type === type),
        type,
      ).toBe(true);
  });

  it("tells the story line for line: every event worth a sentence, in order, each under its card and round", () => {
    const report = battleReport(inputOf(p));
    const told = report.story.flatMap((r) => r.entries);
    const expected = p.records.flatMap((r) =>
      r.events.filter((e) => STORY_EVENTS.has(e.type)).map((event) => ({ record: r.id, event })),
    );
    expect(told).toEqual(expected);
    // rounds in order, each event under the round it happened in
    expect(report.story.map((r) => r.round)).toEqual([...report.story.map((r) => r.round)].sort((a, b) => a - b));
    let round = 0;
    const rounds = new Map<EngagementEvent, number>();
    for (const e of all(p)) {
      if (e.type === "roundStarted") round = e.round;
      rounds.set(e, round);
    }
    for (const r of report.story) for (const x of r.entries) expect(rounds.get(x.event)).toBe(r.round);
    expect(report.counted).toEqual(p.records.map((r) => r.id));
    expect(report.left).toEqual([]);
  });

  it("says who won, why and after how many rounds, as the engine decided", () => {
    const { result } = battleReport(inputOf(p));
    const ended = p.end.memory.ended!;
    expect(result).toMatchObject({ ended: true, rounds: ended.round, reason: ended.reason });
    expect(result.winnerSide).toBe(ended.winnerSide);
    const winners = Object.keys(p.end.memory.ships).filter((id) => p.end.memory.ships[id].side === ended.winnerSide);
    expect(result.winners).toEqual(winners);
  });

  it("tallies each ship from its events, and its track ends where the engine left its Hull and Structure", () => {
    const report = battleReport(inputOf(p));
    const events = all(p);
    const hits = ofType(events, "damageResolved");
    for (const t of report.ships) {
      const enemy = report.ships.find((x) => x.id !== t.id)!.id;
      expect(t.damageTaken).toBe(hits.filter((h) => h.targetId === t.id).reduce((n, h) => n + h.damage, 0));
      expect(t.damageDealt).toBe(hits.filter((h) => h.attackerId === t.id).reduce((n, h) => n + h.damage, 0));
      const located = hits
        .filter((h) => h.targetId === t.id)
        .flatMap((h) => h.events.filter((d) => d.type === "hitLocated"));
      expect(t.hitsTaken).toBe(located.reduce((n, d) => n + Number(d.hits), 0));
      expect(Object.values(t.hitsByLocation).reduce((a, b) => a + b, 0)).toBe(t.hitsTaken);
      expect(t.reactions.dodge ?? 0).toBe(ofType(events, "reactionSpent").filter((e) => e.shipId === t.id).length);
      expect(t.missilesLaunched).toBe(
        ofType(events, "missileLaunched")
          .filter((e) => e.attackerId === t.id)
          .reduce((n, e) => n + e.count, 0),
      );
      expect(t.missilesLanded).toBe(ofType(events, "missileHit").filter((e) => e.targetId === enemy).length);
      expect(t.status).toBe(p.end.memory.ships[t.id].status);
      const last = t.track[t.track.length - 1];
      expect(t.track).toHaveLength(report.result.rounds + 1);
      expect(t.track[0]).toEqual({ round: 0, hull: p.start.ships[t.id].hull.value, structure: 6 });
      expect(last).toMatchObject({ hull: p.end.ships[t.id].hull.value, structure: p.end.ships[t.id].structure.value });
    }
    // the frigate fired missiles; the loser's Structure is gone or its ship put out of the fight
    expect(report.ships.find((s) => s.id === "frigate")!.missilesLaunched).toBeGreaterThan(0);
    expect(report.ships.some((s) => s.status !== "active")).toBe(true);
  });

  it("counts nothing of a command taken back: its story, tallies and end are left out", () => {
    const last = p.records.findLastIndex((r) => r.events.some((e) => e.type === "engagementEnded"));
    const records = p.records.map((r, i) => (i === last ? { ...r, takenBack: true } : r));
    const report = battleReport(inputOf(p, records));
    expect(report.left).toEqual([p.records[last].id]);
    expect(report.counted).not.toContain(p.records[last].id);
    expect(report.story.flatMap((r) => r.entries).some((x) => x.record === p.records[last].id)).toBe(false);
    expect(report.result.ended).toBe(false);
    const lost = ofType(p.records[last].events, "damageResolved").reduce((n, e) => n + e.damage, 0);
    const whole = battleReport(inputOf(p));
    const taken = (r: typeof report) => r.ships.reduce((n, s) => n + s.damageTaken, 0);
    expect(taken(report)).toBe(taken(whole) - lost);
  });
});

describe("the battle report's tallies of single events", () => {
  const ships = [
    { id: "a", side: "A", hull: { value: 6, max: 6 }, structure: { value: 6, max: 6 } },
    { id: "b", side: "B", hull: { value: 6, max: 6 }, structure: { value: 6, max: 6 } },
  ];
  const hit = (events: Record<string, unknown>[]): EngagementEvent => ({
    type: "damageResolved",
    attackId: "a1",
    attackerId: "a",
    targetId: "b",
    damage: 9,
    events: events as never,
  });

  it("a system whose track reaches a step that puts it out of action is lost, once, at its worst", () => {
    const r = battleReport({
      ships,
      records: [
        {
          id: "c1",
          takenBack: false,
          events: [
            hit([
              { type: "hitLocated", group: 1, hits: 2, column: "external", roll: 5, location: "mDrive" },
              { type: "systemDamaged", system: "mDrive", from: 0, to: 1 },
              { type: "systemDamaged", system: "mDrive", from: 1, to: 2 },
              { type: "hitLocated", group: 2, hits: 1, column: "external", roll: 6, location: "sensors" },
              { type: "systemDamaged", system: "sensors", from: 0, to: 1 },
            ]),
          ],
        },
        {
          id: "c2",
          takenBack: false,
          events: [
            hit([
              { type: "hitLocated", group: 1, hits: 1, column: "external", roll: 5, location: "sensors" },
              { type: "systemDamaged", system: "sensors", from: 1, to: 2 },
              { type: "hitLocated", group: 2, hits: 1, column: "external", roll: 5, location: "sensors" },
              { type: "systemDamaged", system: "sensors", from: 2, to: 3 },
              { type: "hitLocated", group: 3, hits: 1, column: "external", roll: 4, location: "turret" },
              { type: "mountDamaged", mountId: "t1", mountType: "turret", from: 1, to: 2 },
            ]),
          ],
        },
      ],
    });
    const b = r.ships[1];
    // the M-Drive's second hit only damages it; the Sensors' second disables and third destroys; a turret's second
    // disables that turret
    expect(b.systemsLost).toEqual([
      { location: "sensors", state: "destroyed" },
      { location: "turret", state: "disabled", mountId: "t1" },
    ]);
    expect(b.hitsByLocation).toEqual({ mDrive: 2, sensors: 3, turret: 1 });
    expect(r.ships[0].damageDealt).toBe(18);
    expect(b.damageTaken).toBe(18);
  });

  it("each person hurt counts once, their damage and rads add up; repairs give Hull back on the track", () => {
    const crewHit = (crewId: string, damage: number, rads = 0) => ({
      type: "crewHit",
      cause: "crew",
      column: "normal",
      roll: 7,
      dm: 0,
      target: "one",
      amountRolls: [damage],
      injuries: [rads ? { crewId, rads } : { crewId, damage }],
    });
    const r = battleReport({
      ships,
      records: [
        { id: "c0", takenBack: false, events: [{ type: "roundStarted", round: 1, reactions: {} }] },
        {
          id: "c1",
          takenBack: false,
          events: [
            hit([crewHit("x", 4), { type: "hullDamaged", from: 6, to: 5 }, { type: "hullDamaged", from: 5, to: 4 }]),
          ],
        },
        { id: "c2", takenBack: false, events: [{ type: "roundStarted", round: 2, reactions: {} }] },
        { id: "c3", takenBack: false, events: [hit([crewHit("x", 3), crewHit("y", 0, 20)])] },
        {
          id: "c4",
          takenBack: false,
          events: [{ type: "repaired", shipId: "b", target: "hull", hits: 1, auto: false }],
        },
      ],
    });
    const b = r.ships[1];
    expect([b.crewHurt, b.crewDamage, b.crewRads]).toEqual([2, 7, 20]);
    expect(b.track.map((p) => p.hull)).toEqual([6, 4, 5]);
    expect(r.result).toEqual({ ended: false, rounds: 2, winners: [] });
  });
});
