// The table options an engagement carries (world settings in Foundry): rulings R22, R26, R39 and R40 reach the engine.
import { describe, expect, test } from "vitest";
import { runSync } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import type { EngagementOptions } from "../../../src/rules/engagement/memory";
import type { EngagementState } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, refusal, rigged } from "./helpers";

/** The first ship acts (its initiative rigged high). */
function fight(a: ShipSnapshot, b: ShipSnapshot, options: EngagementOptions = {}): EngagementState {
  // the first ship rolls 12s (its initiative and its captain's Tactics), the other the lowest totals
  const dice = rigged((r, i) => (i < 2 ? r.dice * 6 : r.dice));
  const s = runSync(applyCommand(duel(a, b, { options }), { type: "rollInitiative" }), dice).state;
  expect(currentShipId(s)).toBe(a.id);
  return s;
}

describe("engagement options", () => {
  test("R22 mDriveHalfRounding: Thrust 4 after two M-Drive hits is 2 rounding up, 1 rounding down", () => {
    const a = raider();
    const hurt: ShipSnapshot = { ...a, systems: { ...a.systems, mDrive: 2 } };
    const up = fight(hurt, frontierTrader());
    expect(refusal(up, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 2 })).toBeUndefined();
    expect(refusal(up, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 3 })).toBe("thrustExceeded");
    const down = fight(hurt, frontierTrader(), { mDriveHalfRounding: "down" });
    expect(refusal(down, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 2 })).toBe("thrustExceeded");
    expect(refusal(down, { type: "adjustSpeed", shipId: "raider", seat: 1, speed: 1 })).toBeUndefined();
  });

  test("R39 repairDestroyedSystems and R40 repairHullStructure decide what damage control may mend", () => {
    const f = patrolFrigate();
    const hurt: ShipSnapshot = {
      ...f,
      hull: { ...f.hull, value: f.hull.max - 1 },
      systems: { ...f.systems, sensors: 3 },
    };
    const seat = hurt.seats.findIndex((s) => s.position === "damageControl");
    const base = fight(hurt, frontierTrader());
    expect(canPerform(base, { type: "repairDamagedSystem", shipId: "frigate", seat, target: "hull" }).ok).toBe(true);
    expect(refusal(base, { type: "repairDamagedSystem", shipId: "frigate", seat, target: "sensors" })).toBe(
      "nothingToRepair",
    );
    const strict = fight(hurt, frontierTrader(), { repairHullStructure: false, repairDestroyedSystems: true });
    expect(refusal(strict, { type: "repairDamagedSystem", shipId: "frigate", seat, target: "hull" })).toBe(
      "nothingToRepair",
    );
    const r = ok(strict, { type: "repairDamagedSystem", shipId: "frigate", seat, target: "sensors" }, [12]);
    expect(r.state.ships.frigate.systems.sensors).toBeLessThan(3);
  });

  test("R26 crewDamageEach: a radiation hit on all crew rolls once, or once per person", () => {
    // a particle beam turret against a ship without armor: every die at its highest (2D6 12 on the Radiation column: all crew)
    const gunship: ShipSnapshot = {
      ...raider(),
      mounts: [{ id: "pb", type: "turret", damage: 0, weapons: [{ id: "pb-1", kind: "particleBeam" }] }],
    };
    gunship.seats = gunship.seats
      .map((s) => (s.position === "turretGunner" ? { ...s, mountId: "pb" } : s))
      .filter(
        (s, i, all) => s.position !== "turretGunner" || all.findIndex((x) => x.position === "turretGunner") === i,
      );
    const bare: ShipSnapshot = { ...frontierTrader(), armor: { value: 0, max: 0 } };
    const gunner = gunship.seats.findIndex((s) => s.position === "turretGunner");
    const rolls = (options: EngagementOptions) => {
      let s = fight(gunship, bare, options);
      const dice = rigged((r) => (r.sides ? 1 : r.dice * 6));
      s = runSync(applyCommand(s, { type: "attack", shipId: "raider", seat: gunner, targetId: "trader" }), dice).state;
      const { events } = runSync(applyCommand(s, { type: "endTurn", shipId: "raider" }), dice);
      const hits = events
        .flatMap((e) => (e.type === "damageResolved" ? e.events : []))
        .filter((e) => e.type === "crewHit" && (e as { cause?: string }).cause === "radiation");
      expect(hits).toHaveLength(1);
      return hits[0] as unknown as { target: string; amountRolls: number[]; injuries: unknown[] };
    };
    const once = rolls({});
    expect(once.target).toBe("all");
    expect(once.amountRolls).toHaveLength(1);
    const each = rolls({ crewDamageEach: true });
    expect(each.amountRolls).toHaveLength(bare.crew.length);
    expect(each.injuries).toHaveLength(bare.crew.length);
  });
});
