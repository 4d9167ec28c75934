// The guards of validation (canPerform, availableActions): an attack, on its path of its own, is refused for the same
// first failed check as any command of a ship's turn (initiative, the missile window, the ship, its status, its turn);
// ship ids that are no string name no ship; an extended action is abandoned by its seat's index only; the referee's
// reasons; a disabled bridge stops the sensor operator too; a reaction's pool points; a boarding that is over is no
// longer answered; and a command type without a definition is refused even when its caller skipped the type check.
import { describe, expect, test } from "vitest";
import type { Command } from "../../../src/rules/engagement/commands";
import { makeCtx } from "../../../src/rules/engagement/context";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { availableActions, canPerform, currentShipId, validateIn } from "../../../src/rules/engagement/validation";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok, refusal } from "./helpers";
import { ft, rt, traderTurn } from "./actions-setup";

const attack = { type: "attack" as const, shipId: "raider", seat: 4, targetId: "trader" };
const traderAttack = { type: "attack" as const, shipId: "trader", seat: 3, targetId: "raider" };

/** Every action of the seat refused for `reason`, as canPerform refuses the seat's attack. */
function allRefused(s: EngagementState, shipId: string, seat: number, reason: string): void {
  expect(availableActions(s, shipId, seat).filter((a) => a.ok || a.reason !== reason)).toEqual([]);
}

/** Round 1 with the Raider delaying and the Trader's turn over: the round waits for the Raider to act. */
function awaitingTheRaider(): EngagementState {
  const s = ok(rt(), { type: "delay", shipId: "raider" }).state;
  const r = ok(s, { type: "endTurn", shipId: "trader" }).state;
  expect(currentShipId(r)).toBeUndefined();
  return r;
}

describe("an attack is refused for the first check of the turn it fails, as any command is", () => {
  test("before initiative: initiativeNotRolled", () => {
    const s = duel(raider(), frontierTrader());
    expect(refusal(s, attack)).toBe("initiativeNotRolled");
    expect(refusal(s, { type: "endTurn", shipId: "raider" })).toBe("initiativeNotRolled");
  });

  test("in the missile window: missilesIncoming, and no seat is offered an action", () => {
    const s = rt();
    s.memory.missilePhase = true;
    expect(refusal(s, attack)).toBe("missilesIncoming");
    expect(refusal(s, { type: "endTurn", shipId: "raider" })).toBe("missilesIncoming");
    allRefused(s, "raider", 4, "missilesIncoming");
  });

  test("a ship that is not active: refused for its status, even in its turn", () => {
    for (const [status, reason] of [
      ["disabled", "shipDisabled"],
      ["destroyed", "shipDestroyed"],
    ] as const) {
      const s = rt();
      s.memory.ships.raider.status = status;
      expect(refusal(s, attack)).toBe(reason);
      expect(refusal(s, { type: "endTurn", shipId: "raider" })).toBe(reason);
    }
  });

  test("another ship's turn: notYourTurn", () => {
    expect(refusal(rt(), traderAttack)).toBe("notYourTurn");
    expect(refusal(rt(), { type: "endTurn", shipId: "trader" })).toBe("notYourTurn");
  });

  test("while the round waits for a delaying ship: awaitingDelayed, for it too until it acts now", () => {
    const s = awaitingTheRaider();
    expect(refusal(s, traderAttack)).toBe("awaitingDelayed");
    expect(refusal(s, attack)).toBe("awaitingDelayed");
    allRefused(s, "trader", 3, "awaitingDelayed");
    const now = ok(s, { type: "actNow", shipId: "raider" }).state;
    expect(canPerform(now, attack)).toEqual({ ok: true });
  });
});

describe("a ship id that is no string names no ship", () => {
  const ids: [string, unknown][] = [
    ["a number", 7],
    ["null", null],
    ["an object", {}],
    ["a list of the id", ["raider"]],
    ["an object that prints as the id", { toString: () => "raider" }],
  ];

  test.each(ids)("%s: unknownShip for an attack, a turn's command, Act Now and a reaction", (_name, id) => {
    const s = rt();
    const shipId = id as string;
    expect(refusal(s, { ...attack, shipId })).toBe("unknownShip");
    expect(refusal(s, { type: "endTurn", shipId })).toBe("unknownShip");
    expect(refusal(s, { type: "maintainCourse", shipId, seat: 1 })).toBe("unknownShip");
    expect(refusal(s, { type: "actNow", shipId })).toBe("unknownShip");
    expect(refusal(s, { type: "dodge", shipId, attackId: "a1" })).toBe("unknownShip");
  });

  test("a ship id the engagement does not hold: unknownShip for an attack", () => {
    expect(refusal(rt(), { ...attack, shipId: "ghost" })).toBe("unknownShip");
  });
});

describe("an extended action is abandoned by its seat's index", () => {
  test("the seat's index abandons it; the same number as a string does not", () => {
    const s = ok(traderTurn(rt()), {
      type: "extendedAction",
      shipId: "trader",
      seat: 2,
      label: "patch the drive",
      skill: "engineering",
      turns: 3,
    }).state;
    expect(refusal(s, { type: "abandonExtended", shipId: "trader", seat: "2" as unknown as number })).toBe(
      "noExtendedAction",
    );
    expect(canPerform(s, { type: "abandonExtended", shipId: "trader", seat: 2 })).toEqual({ ok: true });
  });
});

describe("the referee's end", () => {
  test("the reasons of the list: the referee's own and a surrender", () => {
    expect(canPerform(rt(), { type: "endEngagement", reason: "referee" })).toEqual({ ok: true });
    expect(canPerform(rt(), { type: "endEngagement", reason: "surrendered" })).toEqual({ ok: true });
    expect(canPerform(rt(), { type: "endEngagement" })).toEqual({ ok: true });
  });
});

describe("a disabled bridge", () => {
  test("stops the sensor operator's actions as it stops the pilot's", () => {
    const s = ft();
    s.ships.frigate = { ...s.ships.frigate, systems: { ...s.ships.frigate.systems, bridge: 2 } };
    // seat 7: the Sensors Operator; seat 1: the Pilot
    expect(refusal(s, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" })).toBe(
      "bridgeDisabled",
    );
    expect(refusal(s, { type: "maintainCourse", shipId: "frigate", seat: 1 })).toBe("bridgeDisabled");
    expect(availableActions(s, "frigate", 7).find((a) => a.action === "sensorTargeting")).toMatchObject({
      ok: false,
      reason: "bridgeDisabled",
    });
  });
});

describe("a reaction", () => {
  /** The Raider's beam attack a1 on the Trader, rolled; the Trader holds two Coordinate Crew points. */
  const attacked = (): EngagementState => {
    const r = ok(rt(), { ...attack, weaponIds: ["b1-1", "b1-2"] }, [9, 6, 12, 5]).state;
    r.memory.ships.trader.coordinationPool = 2;
    return r;
  };
  const dodge = { type: "dodge" as const, shipId: "trader", attackId: "a1" };

  test("spends whole points it holds: none, some or all; never a fraction, a negative or more", () => {
    for (const pool of [0, 1, 2]) expect(canPerform(attacked(), { ...dodge, pool })).toEqual({ ok: true });
    for (const pool of [0.5, 1.5, -1, 3]) expect(refusal(attacked(), { ...dodge, pool })).toBe("noPool");
  });

  test("answers a boarding only while its party crosses", () => {
    const s = rt();
    const sand = { type: "fireSand" as const, shipId: "trader", seat: 5, boardingId: "b1" };
    for (const status of ["boarded", "repelled", "controlled", "abandoned"] as const) {
      s.memory.boardings = [{ id: "b1", attackerId: "raider", defenderId: "trader", rounds: 0, status }];
      expect(refusal(s, sand)).toBe("notCrossing");
    }
    s.memory.boardings = [{ id: "b1", attackerId: "raider", defenderId: "trader", rounds: 1, status: "fighting" }];
    expect(refusal(s, sand)).toBe("notCrossing");
    s.memory.boardings = [{ id: "b1", attackerId: "raider", defenderId: "trader", rounds: 0, status: "fighting" }];
    expect(canPerform(s, sand)).toEqual({ ok: true });
    // a boarding of another ship is not this ship's to answer
    s.memory.boardings = [{ id: "b1", attackerId: "trader", defenderId: "raider", rounds: 0, status: "fighting" }];
    expect(refusal(s, sand)).toBe("notTargeted");
  });
});

describe("validateIn, called without the type check of validate", () => {
  test("refuses a command type it has no definition for", () => {
    const s = rt();
    expect(validateIn(makeCtx(s), { type: "teleport", shipId: "raider", seat: 1 } as unknown as Command)).toEqual({
      ok: false,
      reason: "invalidValue",
      detail: "unknown command teleport",
    });
  });
});
