// A ship at Hull 0: SRD Chapter 10 "Damage" — "A ship can endure one point of Hull damage per fifty tons, rounding
// down. A ship that runs out of Hull Damage will rapidly be incapacitated." — read by ruling R101 (setting hullZero).
import { describe, expect, test } from "vitest";
import { scriptedSource } from "../../../src/rules/dice";
import { effectsOf, makeCtx } from "../../../src/rules/engagement/context";
import { applyDamage } from "../../../src/rules/engagement/damage-landing";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import type { EngagementOptions } from "../../../src/rules/engagement/memory";
import { syncStatuses } from "../../../src/rules/engagement/restore";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { shipEffects } from "../../../src/rules/ship-state";
import { duel, frontierTrader, raider } from "./fixtures";
import { ok } from "./helpers";

/** Raider vs a Frontier Trader with one point of Hull left (armor 2), round 1, under these table options. */
function lastHull(options: EngagementOptions = {}): EngagementState {
  const trader = frontierTrader();
  trader.hull = { value: 1, max: trader.hull.max };
  const s = ok(duel(raider(), trader, { range: "short" }), { type: "rollInitiative" }, [7, 9, 8]).state;
  s.memory.options = { ...s.memory.options, ...options };
  return s;
}

/** A 5-point pulse laser hit on the trader (3 through armor 2: a Single Hit) whose location roll is 8: Hull. */
function hitHull(s: EngagementState): EngagementEvent[] {
  const events: EngagementEvent[] = [];
  applyDamage(makeCtx(s, events, scriptedSource([8])), "trader", { damage: 5, weapon: "pulseLaser" });
  return events;
}

describe("Hull 0 (R101)", () => {
  test("by default the ship fights on, and every later hit reads the Internal column", () => {
    const s = lastHull();
    const events = hitHull(s);
    const chain = events.find((e) => e.type === "damageResolved")!;
    expect(chain.type === "damageResolved" && chain.events.map((e) => e.type)).toContain("hullBreached");
    expect(s.ships.trader.hull.value).toBe(0);
    expect(s.memory.ships.trader.status).toBe("active");
    expect(effectsOf(s.ships.trader, s.memory.options)).toMatchObject({
      hullBreached: true,
      hitColumn: "internal",
      disabled: false,
    });
    expect(events.some((e) => e.type === "damageResolved" && e.events.some((c) => c.type === "shipDisabled"))).toBe(
      false,
    );
  });

  test('with the setting "disabled" the ship is disabled at once: out of the fight, nothing works', () => {
    const s = lastHull({ hullZero: "disabled" });
    const events = hitHull(s);
    expect(events.filter((e) => e.type === "statusChanged")).toEqual([
      { type: "statusChanged", shipId: "trader", from: "active", to: "disabled" },
    ]);
    expect(events.some((e) => e.type === "shipDisabled" && e.shipId === "trader")).toBe(true);
    // the damage it came with says so too: its card puts the ship out on Apply and back on Undo
    const chain = events.find((e) => e.type === "damageResolved");
    expect(chain?.type === "damageResolved" && chain.events.slice(-1)).toEqual([
      { type: "shipDisabled", cause: "hullZero" },
    ]);
    expect(effectsOf(s.ships.trader, s.memory.options)).toMatchObject({
      disabled: true,
      thrust: 0,
      screensUsable: false,
      bridge: { pilotActions: false },
    });
    // the same figures from the public shipEffects
    expect(shipEffects(s.ships.trader, { hullZero: "disabled" }).disabled).toBe(true);
    expect(shipEffects(s.ships.trader, { hullZero: "internal" }).disabled).toBe(false);
  });

  test("the cache of effects keeps the two readings apart", () => {
    const s = lastHull();
    hitHull(s);
    const ship = s.ships.trader;
    expect(effectsOf(ship, { hullZero: "disabled" }).disabled).toBe(true);
    expect(effectsOf(ship, {}).disabled).toBe(false);
    expect(effectsOf(ship, { hullZero: "disabled", mDriveHalfRounding: "down" }).disabled).toBe(true);
    expect(effectsOf(ship, { mDriveHalfRounding: "down" }).disabled).toBe(false);
  });

  test("an Undo that gives the Hull back brings the disabled ship back into the fight", () => {
    const s = lastHull({ hullZero: "disabled" });
    hitHull(s);
    expect(s.memory.ships.trader.status).toBe("disabled");
    s.ships.trader = { ...s.ships.trader, hull: { value: 1, max: s.ships.trader.hull.max } };
    expect(syncStatuses(s, ["trader"])).toEqual([{ shipId: "trader", from: "disabled", to: "active" }]);
  });
});
