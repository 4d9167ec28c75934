// The guards of an attack that names its weapons (weaponIds): each weapon fires at most once per attack, and a weapon
// that waits for a Reload (ruling R62, manual reloading) does not fire, even when the mount has another one loaded.
import { describe, expect, test } from "vitest";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { canPerform } from "../../../src/rules/engagement/validation";
import { duel, frontierTrader, patrolFrigate } from "./fixtures";
import { ok, one, refusal } from "./helpers";
import { fight } from "./attack-setup";

/** The Patrol Frigate (acting first, three smart missile racks on m1, seat 4) against the Frontier Trader. */
function frigateFight(reloading: "manual" | "magazine" = "manual"): EngagementState {
  const s = duel(patrolFrigate(), frontierTrader(), { range: "short", options: { reloading } });
  return ok(s, { type: "rollInitiative" }, [8, 5, 6]).state;
}

/** The Frontier Trader's turn at Close (its sandcaster turret s1, seat 5, in range), the Raider having ended its own. */
function traderTurn(reloading: "manual" | "magazine" = "manual"): EngagementState {
  return ok(fight("close", { options: { reloading } }), { type: "endTurn", shipId: "raider" }).state;
}

describe("an attack names each weapon once", () => {
  const atk = { type: "attack" as const, shipId: "raider", seat: 4, targetId: "trader" };

  test("a weapon named twice is refused: it would fire twice in one attack", () => {
    expect(refusal(fight(), { ...atk, weaponIds: ["b1-1", "b1-1"] })).toBe("invalidValue");
    expect(refusal(fight(), { ...atk, weaponIds: ["b1-1", "b1-2", "b1-1"] })).toBe("invalidValue");
  });

  test("two different weapons of the mount fire one shot each", () => {
    const r = ok(fight(), { ...atk, weaponIds: ["b1-1", "b1-2"] }, [2, 2]);
    expect(one(r.events, "attackRolled").shots.map((x) => x.weaponId)).toEqual(["b1-1", "b1-2"]);
  });
});

describe("a spent weapon named in the attack does not fire again (R62, manual reloading)", () => {
  const launch = { type: "attack" as const, shipId: "frigate", seat: 4, targetId: "trader" };
  const sand = { type: "attack" as const, shipId: "trader", seat: 5, targetId: "raider" };

  test("a spent missile rack is refused while the mount's other racks are loaded", () => {
    const s = frigateFight();
    s.memory.ships.frigate.spentWeapons = ["m1-1"];
    expect(refusal(s, { ...launch, weaponIds: ["m1-1"] })).toBe("weaponSpent");
    expect(refusal(s, { ...launch, weaponIds: ["m1-2", "m1-1"] })).toBe("weaponSpent");
    // the loaded racks of the same mount still launch
    expect(canPerform(s, { ...launch, weaponIds: ["m1-2", "m1-3"] }).ok).toBe(true);
  });

  test("a spent sandcaster is refused while the turret's other sandcasters are loaded", () => {
    const s = traderTurn();
    s.memory.ships.trader.spentWeapons = ["s1-1"];
    expect(refusal(s, { ...sand, weaponIds: ["s1-1"] })).toBe("weaponSpent");
    expect(canPerform(s, { ...sand, weaponIds: ["s1-2"] }).ok).toBe(true);
  });

  test("the magazine rule spends nothing: the same weapons fire", () => {
    const s = frigateFight("magazine");
    s.memory.ships.frigate.spentWeapons = ["m1-1"];
    expect(canPerform(s, { ...launch, weaponIds: ["m1-1"] }).ok).toBe(true);
    const t = traderTurn("magazine");
    t.memory.ships.trader.spentWeapons = ["s1-1"];
    expect(canPerform(t, { ...sand, weaponIds: ["s1-1"] }).ok).toBe(true);
  });
});
