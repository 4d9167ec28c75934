// Commands the engine must refuse with a reason (a `refused` event from applyCommand, a verdict from canPerform):
// unknown types (prototype keys of the engine's tables included), ids that name no ship, values outside their
// documented ranges. Never a TypeError, never an accepted nonsense.
import { describe, expect, test } from "vitest";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { actionDef } from "../../../src/rules/engagement/catalogue";
import type { Command } from "../../../src/rules/engagement/commands";
import { applyCommand, applyCommandInPlace } from "../../../src/rules/engagement/engine";
import { availableActions, availableReactions, canPerform } from "../../../src/rules/engagement/validation";
import { syncStatuses } from "../../../src/rules/engagement/restore";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { MAX_EXTENDED_TURNS, MAX_SPEED } from "../../../src/rules/input";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok } from "./helpers";

const PROTOTYPE_KEYS = [
  "constructor",
  "toString",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "toLocaleString",
];

/** Raider (acts first) vs Frontier Trader, at Short, round 1. */
function started(): EngagementState {
  return ok(duel(raider(), frontierTrader(), { range: "short" }), { type: "rollInitiative" }, [7, 9, 8]).state;
}

/** canPerform's verdict, checked to be what applyCommand says too (one refused event, the state untouched). */
function verdict(state: EngagementState, command: unknown): { ok: boolean; reason?: string; detail?: string } {
  const before = JSON.stringify(state);
  const v = canPerform(state, command as Command);
  if (!v.ok) {
    const r = runSync(applyCommand(state, command as Command), scriptedSource([]));
    expect(r.events).toEqual([
      v.detail === undefined
        ? { type: "refused", reason: v.reason, command }
        : { type: "refused", reason: v.reason, command, detail: v.detail },
    ]);
    expect(r.state).toBe(state);
    expect(JSON.stringify(state)).toBe(before);
    // the in-place path (simulations, macros owning their state) refuses it alike and leaves the state as it was
    const own = structuredClone(state);
    expect(applyCommandInPlace(own, command as Command, scriptedSource([]))).toEqual(v);
    expect(JSON.stringify(own)).toBe(before);
  }
  return v;
}

describe("unknown command types", () => {
  test.each(PROTOTYPE_KEYS)("%s is refused like any unknown command, before and after initiative", (type) => {
    for (const s of [duel(raider(), frontierTrader()), started()]) {
      expect(verdict(s, { type })).toEqual({
        ok: false,
        reason: "invalidValue",
        detail: `unknown command ${JSON.stringify(type)}`,
      });
      expect(verdict(s, { type, shipId: "raider", seat: 1 })).toMatchObject({ ok: false, reason: "invalidValue" });
    }
    expect(actionDef(type)).toBeNull();
  });

  test("a command that is no object, or whose type is no string, is refused", () => {
    const s = started();
    for (const c of [null, undefined, 7, "endTurn", () => 0])
      expect(verdict(s, c)).toEqual({ ok: false, reason: "invalidValue", detail: "command" });
    expect(verdict(s, [])).toEqual({ ok: false, reason: "invalidValue", detail: "unknown command undefined" });
    for (const type of [undefined, 7, null, {}, ["endTurn"], { toString: 5 }])
      expect(verdict(s, { type, shipId: "raider" })).toMatchObject({ ok: false, reason: "invalidValue" });
    expect(verdict(s, { type: "teleport", shipId: "raider", seat: 1 })).toEqual({
      ok: false,
      reason: "invalidValue",
      detail: 'unknown command "teleport"',
    });
  });
});

describe("ids that name no ship", () => {
  test.each(PROTOTYPE_KEYS)("shipId or targetId %s: unknownShip / unknownTarget", (id) => {
    const s = started();
    expect(verdict(s, { type: "endTurn", shipId: id })).toEqual({ ok: false, reason: "unknownShip" });
    expect(verdict(s, { type: "actNow", shipId: id })).toEqual({ ok: false, reason: "unknownShip" });
    expect(verdict(s, { type: "dodge", shipId: id, attackId: "a1" })).toEqual({ ok: false, reason: "unknownShip" });
    expect(verdict(s, { type: "attack", shipId: "raider", seat: 4, targetId: id })).toEqual({
      ok: false,
      reason: "unknownTarget",
    });
    expect(verdict(s, { type: "sensorTargeting", shipId: "raider", seat: 2, targetId: id })).toMatchObject({
      ok: false,
    });
    expect(verdict(s, { type: "rangeCheck", shipId: "raider", seat: 2, targetId: id, choice: "closer" })).toEqual({
      ok: false,
      reason: "unknownTarget",
    });
    expect(verdict(s, { type: "undock", shipId: "raider", seat: 1, targetId: id })).toEqual({
      ok: false,
      reason: "unknownTarget",
    });
    expect(verdict(s, { type: "dock", shipId: "raider", seat: 1, targetId: id })).toEqual({
      ok: false,
      reason: "unknownTarget",
    });
    expect(availableActions(s, id, 0).every((a) => !a.ok && a.reason === "unknownShip")).toBe(true);
    expect(availableReactions(s, id)).toEqual([]);
    expect(syncStatuses(s, [id])).toEqual([]);
  });

  test("a dodge or screens naming a boarding instead of an attack: unknownAttack (only sand and point defense answer boardings)", () => {
    const s = started();
    s.memory.boardings = [{ id: "b1", attackerId: "raider", defenderId: "trader", rounds: 0, status: "fighting" }];
    // the boarding is real (its party crossing), and sand may answer it (the command is refused for its seat, not for what it answers)
    expect(verdict(s, { type: "fireSand", shipId: "trader", seat: 0, boardingId: "b1" })).toEqual({
      ok: false,
      reason: "wrongPosition",
    });
    expect(verdict(s, { type: "dodge", shipId: "trader", boardingId: "b1" })).toEqual({
      ok: false,
      reason: "unknownAttack",
    });
    expect(verdict(s, { type: "triggerScreens", shipId: "trader", seat: 0, boardingId: "b1" })).toEqual({
      ok: false,
      reason: "unknownAttack",
    });
  });

  test("a seat that is no index of the ship's seats", () => {
    const s = started();
    for (const seat of ["constructor", "length", 1.5, -1, 99, null, "1"]) {
      expect(verdict(s, { type: "maintainCourse", shipId: "raider", seat })).toEqual({
        ok: false,
        reason: "unknownSeat",
      });
      expect(verdict(s, { type: "abandonExtended", shipId: "raider", seat })).toEqual({
        ok: false,
        reason: "noExtendedAction",
      });
    }
  });
});

describe("command values outside their documented ranges: invalidValue", () => {
  const bad = (command: Record<string, unknown>, detail: string) =>
    expect(verdict(started(), command)).toEqual({ ok: false, reason: "invalidValue", detail });

  test("speed: a whole number from 0 to MAX_SPEED", () => {
    for (const speed of [MAX_SPEED + 1, Infinity, Number.NaN, 1.5, "3"])
      bad({ type: "adjustSpeed", shipId: "raider", seat: 1, speed }, "speed");
  });

  test("hazard: one of the Collision Avoidance situations, never a member of the table's prototype", () => {
    for (const hazard of [...PROTOTYPE_KEYS, "meteors", 3])
      bad({ type: "avoidCollision", shipId: "raider", seat: 1, hazard }, "hazard");
    bad(
      { type: "avoidCollision", shipId: "raider", seat: 1, hazard: "debris", speedDifference: "yes" },
      "speedDifference",
    );
  });

  test("extended actions: a whole number of turns from 1 to MAX_EXTENDED_TURNS, a label, a skill", () => {
    const x = { type: "extendedAction", shipId: "raider", seat: 2, label: "patch", skill: "mechanics" };
    for (const turns of [0, 1.5, MAX_EXTENDED_TURNS + 1, Infinity, 1e308]) bad({ ...x, turns }, "turns");
    bad({ ...x, turns: 2, label: 5 }, "label");
    bad({ ...x, turns: 2, skill: "constructor" }, "skill");
    expect(verdict(started(), { ...x, turns: MAX_EXTENDED_TURNS })).toEqual({ ok: true });
  });

  test("planetary maneuvers name the digits of the world near the fight, or none", () => {
    const s = started();
    s.memory.world = { size: 8, atmosphere: 6 };
    s.memory.ships.raider.planetary = "orbit";
    const x = { type: "atmosphericEntry", shipId: "raider", seat: 1 };
    for (const [worldSize, worldAtmosphere] of [
      [34, 6],
      [-1, 6],
      [8, 16],
      [8, 1.5],
      [Infinity, 6],
      [7, 6],
      [8, undefined],
    ])
      expect(verdict(s, { ...x, worldSize, worldAtmosphere })).toMatchObject({
        reason: "invalidValue",
        detail: "world",
      });
    expect(verdict(s, { ...x, worldSize: 8, worldAtmosphere: 6 })).toEqual({ ok: true });
    expect(verdict(s, x)).toEqual({ ok: true });
  });

  test("labels are text; flags are true or false", () => {
    bad({ type: "personalAction", shipId: "raider", seat: 1, label: {} }, "label");
    bad({ type: "miscellaneous", shipId: "raider", seat: 1, cost: "minor", label: 7 }, "label");
    bad(
      { type: "attack", shipId: "raider", seat: 4, targetId: "trader", computerTargeting: "on" },
      "computerTargeting",
    );
  });

  test("an attack's weaponIds is a list", () => {
    for (const weaponIds of ["b1-1", { length: 1, 0: "b1-1" }, 7, []])
      bad({ type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds }, "weaponIds");
  });

  test("the referee's end: a reason of the list, the side of a ship of the engagement", () => {
    bad({ type: "endEngagement", reason: "boredom" }, "reason");
    bad({ type: "endEngagement", winnerSide: "nobody" }, "winnerSide");
    bad({ type: "endEngagement", winnerSide: "constructor" }, "winnerSide");
    bad({ type: "endEngagement", winnerSide: 7 }, "winnerSide");
    expect(verdict(started(), { type: "endEngagement", reason: "surrendered", winnerSide: "A" })).toEqual({ ok: true });
  });

  test("an intercept's captainSeat is a seat of the ship; considerable noise is a flag", () => {
    const s = ok(
      duel(patrolFrigate(), frontierTrader(), { range: "short" }),
      { type: "rollInitiative" },
      [8, 5, 6],
    ).state;
    const sensors = s.ships.frigate.seats.findIndex((x) => x.position === "sensorsOperator");
    expect(verdict(s, { type: "maintainCommunications", shipId: "frigate", seat: sensors, noise: 1 })).toEqual({
      ok: false,
      reason: "invalidValue",
      detail: "noise",
    });
    for (const captainSeat of [99, "constructor", 1.5])
      expect(
        verdict(s, {
          type: "interceptCommunications",
          shipId: "frigate",
          seat: sensors,
          targetId: "trader",
          captainSeat,
        }),
      ).toEqual({ ok: false, reason: "unknownSeat" });
  });
});
