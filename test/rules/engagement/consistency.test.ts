// The engine never says yes then no (fast-check): in every state random play reaches, for every ship and every seat,
// each action `availableActions` lists as possible is accepted by `canPerform` and by `applyCommand` when its command
// makes valid choices (target, mount, weapons, values), and each action it lists as not possible is refused by
// canPerform with the reason it gives. availableActions checks what does not depend on the command's own choices
// (docs/api.md); a command may still be refused for a choice it makes (a target out of range, a weapon spent), and
// only for that. Random play chooses among the commands the engine accepts; the fast-check seed is fixed.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import type { ActionCommand, Command } from "../../../src/rules/engagement/commands";
import { availableActions, canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { pairKey, type Boarding } from "../../../src/rules/engagement/memory";
import { queryEngagement } from "../../../src/rules/engagement/query";
import { boardersCrossing } from "../../../src/rules/engagement/reaction-gates";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { SEAT_ACTIONS } from "../../../src/rules/engagement/catalogue";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { ok, refusal } from "./helpers";
import { fuzz } from "./play";
import { candidatesFor } from "./consistency-candidates";
import { buildWorld, more, world } from "./consistency-world";

// ----- the check ------------------------------------------------------------------------------------------------------

interface Disagreement {
  shipId: string;
  seat: number;
  action: string;
  listed: string;
  command: ActionCommand;
  verdict: string;
}

/** What the checks met: commands tried and accepted, actions listed as possible, and the reasons listed for the rest. */
interface Tally {
  states: number;
  commands: number;
  accepted: number;
  listedOk: Set<string>;
  acceptedActions: Set<string>;
  reasons: Set<string>;
  /** states with a ship of a fleet cut off from the fleet's Tactics (rulings R103, R104) */
  cutOff: number;
  /** states with a boarding of each kind (R73): crossing, across, docked (across from the start), abandoned */
  boardings: Record<string, number>;
  /** boarding reactions offered (sand or point defense at crossing boarders) and accepted */
  boardingReactions: number;
}

/** The kind of a boarding, as the tally counts it. */
function boardingKind(s: EngagementState, b: Boarding): string {
  if (b.status !== "fighting") return b.status;
  if ((s.memory.docked ?? []).includes(pairKey(b.attackerId, b.defenderId))) return "docked";
  return boardersCrossing(b) ? "crossing" : "across";
}

/**
 * The boarding reactions the cards offer (a seat's sand or point defense at a boarding, src/chat/reaction-cards.ts:
 * the query's boardingSeats) against canPerform, for every seat of the defending ship: each offered is accepted, each
 * other refused.
 */
function boardingDisagreements(s: EngagementState, tally: Tally): Disagreement[] {
  const out: Disagreement[] = [];
  const query = queryEngagement(s);
  for (const b of s.memory.boardings ?? []) {
    const kind = boardingKind(s, b);
    tally.boardings[kind] = (tally.boardings[kind] ?? 0) + 1;
    const defender = s.ships[b.defenderId];
    for (const r of ["fireSand", "pointDefense"] as const) {
      const seats = query.boardingSeats(b.id, r);
      for (let seat = 0; seat < defender.seats.length; seat++) {
        const command = { type: r, shipId: b.defenderId, seat, boardingId: b.id } as Command;
        const v = canPerform(s, command);
        const offered = seats.includes(seat);
        if (offered && v.ok) tally.boardingReactions++;
        if (offered !== v.ok)
          out.push({
            shipId: b.defenderId,
            seat,
            action: r,
            listed: offered ? "ok" : "not offered",
            command: command as never,
            verdict: v.ok ? "ok" : v.reason,
          });
      }
    }
  }
  return out;
}

/** Reasons about the engagement or the ship (availableActions' first gate). */
const SHIP_REASONS: ReadonlySet<string> = new Set([
  "engagementOver",
  "initiativeNotRolled",
  "missilesIncoming",
  "unknownShip",
  "shipDestroyed",
  "shipDisabled",
  "shipEscaped",
  "notYourTurn",
  "awaitingDelayed",
]);

/** Reasons about the seat (availableActions' second gate): its position, its actions left, the bridge. */
const SEAT_REASONS: ReadonlySet<string> = new Set([
  "unknownSeat",
  "busyExtended",
  "wrongPosition",
  "noSignificantAction",
  "noMinorAction",
  "bridgeDisabled",
]);

/** Every disagreement between availableActions, canPerform and applyCommand in one state. */
function disagreements(s: EngagementState, tally: Tally): Disagreement[] {
  const out: Disagreement[] = [];
  tally.states++;
  if (Object.values(s.memory.ships).some((st) => st.fleetTacticsLost)) tally.cutOff++;
  out.push(...boardingDisagreements(s, tally));
  // every ship and seat, one seat past the last, and a ship that is not there
  for (const shipId of [...Object.keys(s.ships), "ghost"]) {
    const seats = (s.ships[shipId]?.seats.length ?? 0) + 1;
    for (let seat = 0; seat < seats; seat++) {
      const list = availableActions(s, shipId, seat);
      // a ship that cannot act now (not its turn, out of the fight, ...) is refused every command before its seat or
      // the command's choices are looked at: its first seat and the seat past the last, with one command each, will do
      const shipOut = !list[0].ok && SHIP_REASONS.has(list[0].reason!);
      if (shipOut && seat > 0 && seat < seats - 1) continue;
      for (const a of list) {
        const listed = a.ok ? "ok" : a.reason!;
        if (a.ok) tally.listedOk.add(a.action);
        else tally.reasons.add(a.reason!);
        // a seat that cannot take the action is refused before the command's choices are looked at: its first and
        // last commands will do
        const few = !a.ok && SEAT_REASONS.has(a.reason!) && a.action !== "miscellaneous";
        const gen = candidatesFor(s, shipId, seat, a.action);
        const first = shipOut ? gen.next() : undefined;
        const all = first ? (first.done ? [] : [first.value]) : [...gen];
        const tried = few && all.length > 2 ? [all[0], all[all.length - 1]] : all;
        for (const { command, choice } of tried) {
          tally.commands++;
          const v = canPerform(s, command);
          const seen = v.ok ? "ok" : v.reason;
          const agrees = a.ok ? v.ok || choice.has(v.reason) : !v.ok && (v.reason === a.reason || choice.has(v.reason));
          // for an action listed as possible, applyCommand gives the verdict canPerform gave (and never throws); the
          // others it refuses by the very validation canPerform runs
          let applied = seen;
          if (a.ok)
            try {
              const r = runSync(applyCommand(s, command), seededSource(7));
              const refused = r.events.find((e) => e.type === "refused");
              applied = refused && refused.type === "refused" ? refused.reason : "ok";
            } catch (e) {
              applied = `threw ${String(e)}`;
            }
          if (v.ok) {
            tally.accepted++;
            tally.acceptedActions.add(a.action);
          }
          if (!agrees || applied !== seen)
            out.push({
              shipId,
              seat,
              action: a.action,
              listed,
              command,
              verdict: applied === seen ? seen : `${seen} (applyCommand: ${applied})`,
            });
        }
      }
    }
  }
  return out;
}

function describeState(s: EngagementState): string {
  const m = s.memory;
  const ships = Object.keys(s.ships).map((id) => {
    const sh = s.ships[id];
    const st = m.ships[id];
    return `${id}(${sh.name}, side ${st.side}, ${st.status}, speed ${st.speed}, systems ${JSON.stringify(sh.systems)}, mounts ${sh.mounts.map((x) => `${x.id}:${x.damage}`).join(" ")})`;
  });
  return `round ${m.round}, acting ${currentShipId(s) ?? "none"}, ranges ${JSON.stringify(m.ranges)}; ${ships.join("; ")}`;
}

/** Random engagements played; each checks every state its play reaches (a few thousand states in all). */
const RUNS = 40;

describe("availableActions, canPerform and applyCommand agree", () => {
  test("in every state random play reaches, for every ship and seat", () => {
    const tally: Tally = {
      states: 0,
      commands: 0,
      accepted: 0,
      listedOk: new Set(),
      acceptedActions: new Set(),
      reasons: new Set(),
      cutOff: 0,
      boardings: {},
      boardingReactions: 0,
    };
    fc.assert(
      fc.property(world, (x) => {
        const check = (s: EngagementState) => {
          const found = disagreements(s, tally);
          if (found.length)
            throw new Error(
              `${describeState(s)}\n${found
                .slice(0, 8)
                .map((d) => JSON.stringify(d))
                .join("\n")}`,
            );
        };
        const start = buildWorld(x);
        check(start);
        let steps = 0;
        const end = fuzz(
          start,
          x.picks,
          seededSource(x.seed),
          ({ before, after }) => {
            steps++;
            if (after !== before) check(after);
          },
          { more, acceptedOnly: true },
        );
        // play stops early only when the fight is over: while it goes on, some command is always accepted
        if (steps < x.picks.length && !end.memory.ended) throw new Error(`no command accepted: ${describeState(end)}`);
      }),
      { numRuns: RUNS, seed: 2718 },
    );
    // the play reached the states worth checking: every action listed as possible and accepted somewhere, and
    // actions listed as impossible for many reasons
    expect([...SEAT_ACTIONS].filter((a) => !tally.listedOk.has(a) || !tally.acceptedActions.has(a))).toEqual([]);
    const reasons = [
      "initiativeNotRolled",
      "notYourTurn",
      "awaitingDelayed",
      "engagementOver",
      "unknownShip",
      "unknownSeat",
      "wrongPosition",
      "busyExtended",
    ];
    reasons.push(
      "noSignificantAction",
      "noMinorAction",
      "bridgeDisabled",
      "sensorsDisabled",
      "mountDisabled",
      "noJumpPlot",
      "cannotJump",
      "notInPursuit",
      "nothingToRepair",
      "notSpent",
      "notDocked",
      "noEnemyComms",
      "noWorldNear",
      "notInOrbit",
      "alreadyInOrbit",
      "noCraftAboard",
      "noCraftOut",
    );
    expect(reasons.filter((r) => !tally.reasons.has(r))).toEqual([]);
    expect(tally.accepted).toBeGreaterThan(10_000);
    // play met fleets with a ship cut off from its flagship's Tactics
    expect(tally.cutOff).toBeGreaterThan(0);
    // and boardings of every kind, with sand or point defense fired at crossing boarders
    for (const kind of ["crossing", "across", "docked", "abandoned"])
      expect(tally.boardings[kind] ?? 0).toBeGreaterThan(0);
    expect(tally.boardingReactions).toBeGreaterThan(0);
  }, 120_000);
});

describe("a disabled bridge and the jump plot (ruling R89)", () => {
  // "Second Hit: The bridge is disabled. Until the bridge is repaired, the ship cannot take any Pilot or Sensor
  // actions, it cannot jump, and any attacks suffer a –2 DM." (SRD Chapter 10, Bridge) Calculate Jump Plot is a
  // Navigator action: listed, accepted and made; the Jump waits for the bridge.
  test("the navigator may plot; the drive engineer may not jump", () => {
    const f = patrolFrigate();
    const s = ok(
      duel({ ...f, systems: { ...f.systems, bridge: 2 } }, frontierTrader()),
      { type: "rollInitiative" },
      [8, 5, 6],
    ).state;
    expect(currentShipId(s)).toBe("frigate");
    const plot = { type: "calculateJumpPlot", shipId: "frigate", seat: 2 } as const;
    expect(availableActions(s, "frigate", 2).find((a) => a.action === "calculateJumpPlot")).toEqual({
      action: "calculateJumpPlot",
      cost: "significant",
      ok: true,
    });
    expect(canPerform(s, plot)).toEqual({ ok: true });
    // Easy EDU Navigation, DM−1: 2D6 = 5 + Navigation 1 + EDU 8 (DM+0) + 4 − 1 = 9
    const plotted = ok(s, plot, [5]).state;
    expect(plotted.memory.ships.frigate.jumpPlotted).toBe(true);
    expect(availableActions(plotted, "frigate", 3).find((a) => a.action === "jump")).toMatchObject({
      ok: false,
      reason: "cannotJump",
    });
    expect(refusal(plotted, { type: "jump", shipId: "frigate", seat: 3 })).toBe("cannotJump");
    // the pilot and the sensors operator are stopped, as listed
    expect(availableActions(s, "frigate", 1).find((a) => a.action === "evasiveManeuvers")).toMatchObject({
      ok: false,
      reason: "bridgeDisabled",
    });
    expect(refusal(s, { type: "evasiveManeuvers", shipId: "frigate", seat: 1 })).toBe("bridgeDisabled");
    expect(availableActions(s, "frigate", 7).find((a) => a.action === "sensorTargeting")).toMatchObject({
      ok: false,
      reason: "bridgeDisabled",
    });
    expect(refusal(s, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" })).toBe(
      "bridgeDisabled",
    );
  });
});
