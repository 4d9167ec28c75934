// Boarders crossing, across and gone (rulings R73, R98): sand and point defense reach a party only while it crosses
// between the ships, and a boarding ends when the attackers' ship leaves the fight or the defenders' ship is gone.
import { describe, expect, test } from "vitest";
import { addInjury } from "../../../src/rules/engagement/boarders";
import { syncStatuses } from "../../../src/rules/engagement/restore";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { runSync, seededSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import type { ShipSnapshot } from "../../../src/rules/types";
import { frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, one, refusal } from "./helpers";
import { rt } from "./actions-setup";

const sand = { type: "fireSand", shipId: "trader", seat: 5, boardingId: "b1" } as const;
const laser = { type: "pointDefense", shipId: "trader", seat: 3, boardingId: "b1" } as const;
const boardTrader = { type: "boardingAction", shipId: "raider", seat: 10, targetId: "trader" } as const;

describe("sand and point defense reach boarders only while they cross", () => {
  test("boarders across (the boarding fought aboard) are beyond the defenders' turrets", () => {
    // "While crossing, the attackers may be attacked with point defense weapons or by firing sand."
    let r = ok(rt("adjacent"), boardTrader);
    expect(one(r.events, "boardingStarted").crossing).toBe(true);
    expect(canPerform(r.state, sand)).toEqual({ ok: true });
    // the raider's next turn: its marines fight aboard (raider 2 + 1 against the unmanned trader's 12 − 3)
    r = ok(r.state, { type: "endTurn", shipId: "raider" });
    r = ok(r.state, { type: "endTurn", shipId: "trader" });
    expect(r.state.memory.round).toBe(2);
    r = ok(r.state, boardTrader, [2, 12, 3]);
    expect(one(r.events, "boardingRound").outcome).toBe("defenderHolds");
    expect(r.state.memory.boardings![0]).toMatchObject({ status: "fighting", rounds: 1 });
    expect(refusal(r.state, sand)).toBe("notCrossing");
    expect(refusal(r.state, laser)).toBe("notCrossing");
  });

  test("boarders of a docked ship never cross: nothing to shoot at", () => {
    // "If the ships are docked, then the attackers may cross over safely via airlocks"
    const r = ok(rt("adjacent", { docked: [["raider", "trader"]] }), boardTrader, [2, 12, 3]);
    expect(one(r.events, "boardingStarted").crossing).toBe(false);
    expect(r.state.memory.boardings![0].status).toBe("fighting");
    expect(refusal(r.state, sand)).toBe("notCrossing");
    expect(refusal(r.state, laser)).toBe("notCrossing");
  });

  test("a boarder struck by sand has no rads (its Scaling Damage row carries none): null, not 0 (R98)", () => {
    const r = ok(ok(rt("adjacent"), boardTrader).state, sand, [9, 30]);
    expect(one(r.events, "boardersHit").injuries).toEqual([{ seat: 10, crewId: "mar", damage: 30, rads: null }]);
  });

  test("a boarder struck twice: the damage adds up, and rads stay none unless a hit had some", () => {
    const none = addInjury([{ seat: 1, damage: 10, rads: null }], { seat: 1, damage: 5, rads: null });
    expect(none).toEqual([{ seat: 1, damage: 15, rads: null }]);
    const some = addInjury([{ seat: 1, damage: 10, rads: null }], { seat: 1, damage: 5, rads: 20 });
    expect(some).toEqual([{ seat: 1, damage: 15, rads: 20 }]);
    expect(addInjury(some, { seat: 1, damage: 1, rads: null })).toEqual([{ seat: 1, damage: 16, rads: 20 }]);
  });
});

/** Raider and frigate (side A) against two traders (side B), all Adjacent; the raider's turn, its marines crossing. */
function boardingUnderWay(): EngagementState {
  const s = createEngagement({
    ships: [raider(), patrolFrigate(), frontierTrader(), frontierTrader("trader2")],
    sides: { raider: "A", frigate: "A", trader: "B", trader2: "B" },
    range: "adjacent",
  });
  let r = runSync(applyCommand(s, { type: "rollInitiative" }), seededSource(1));
  while (currentShipId(r.state) !== "raider") r = ok(r.state, { type: "endTurn", shipId: currentShipId(r.state)! });
  r = ok(r.state, boardTrader);
  expect(r.state.memory.boardings).toEqual([
    { id: "b1", attackerId: "raider", defenderId: "trader", rounds: 0, status: "fighting" },
  ]);
  return r.state;
}
const wrecked = (ship: ShipSnapshot): ShipSnapshot => ({ ...ship, structure: { ...ship.structure, value: 0 } });

describe("a boarding ends when a ship it needs is gone", () => {
  test("the attackers' ship jumps away: the boarding is abandoned, and the fight goes on without it", () => {
    const s = boardingUnderWay();
    s.memory.ships.raider.jumpPlotted = true;
    // the drive engineer's Easy Engineering check: 12 succeeds
    const r = ok(s, { type: "jump", shipId: "raider", seat: 3 }, [12]);
    expect(one(r.events, "shipEscaped").shipId).toBe("raider");
    expect(one(r.events, "boardingAbandoned")).toEqual({
      type: "boardingAbandoned",
      boardingId: "b1",
      attackerId: "raider",
      defenderId: "trader",
      shipId: "raider",
    });
    expect(r.state.memory.boardings![0].status).toBe("abandoned");
    expect(r.state.memory.ended).toBeUndefined();
    expect(refusal(r.state, sand)).toBe("notCrossing");
  });

  test("the defenders' ship destroyed: nothing left to board; a ship merely disabled may still be boarded", () => {
    const gone = boardingUnderWay();
    gone.ships.trader = wrecked(gone.ships.trader);
    syncStatuses(gone, ["trader"]);
    expect(gone.memory.boardings![0].status).toBe("abandoned");

    const adrift = boardingUnderWay();
    adrift.ships.trader = { ...adrift.ships.trader, systems: { ...adrift.ships.trader.systems, powerPlant: 3 } };
    expect(syncStatuses(adrift, ["trader"])).toEqual([{ shipId: "trader", from: "active", to: "disabled" }]);
    expect(adrift.memory.boardings![0].status).toBe("fighting");
  });

  test("an abandoned boarding stays over when the ship that ended it comes back (an undone card)", () => {
    const s = boardingUnderWay();
    s.ships.trader = wrecked(s.ships.trader);
    syncStatuses(s, ["trader"]);
    // the card is undone: the trader is back, its boarding stays over (as pursuits and salvos dropped stay dropped)
    s.ships.trader = frontierTrader();
    syncStatuses(s, ["trader"]);
    expect(s.memory.ships.trader.status).toBe("active");
    expect(s.memory.boardings![0].status).toBe("abandoned");
  });
});
