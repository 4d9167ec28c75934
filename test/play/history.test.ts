// Checkpoints for stepping back a turn: bounded, restorable, and never trusting a malformed flag.
import { describe, expect, test } from "vitest";
import {
  HISTORY_LIMIT,
  popCheckpoint,
  pushCheckpoint,
  readHistory,
  restorePoint,
  type Checkpoint,
} from "../../src/play/history";
import { createEngagement } from "../../src/rules/engagement/state";
import { patrolFrigate, raider } from "../rules/engagement/fixtures";
import { restoredShip } from "../../src/play/step-back-restore";

function checkpoint(round: number): Checkpoint {
  const s = createEngagement({ ships: [raider(), patrolFrigate()], range: "short" });
  return {
    round,
    turn: 0,
    memory: { ...s.memory, round },
    ships: { raider: restorePoint(s.ships.raider), frigate: restorePoint(s.ships.frigate) },
  };
}

describe("history", () => {
  test("push keeps the newest HISTORY_LIMIT checkpoints and never mutates", () => {
    let h: Checkpoint[] = [];
    for (let r = 1; r <= HISTORY_LIMIT + 3; r++) {
      const before = h;
      h = pushCheckpoint(h, checkpoint(r));
      expect(before).not.toBe(h);
    }
    expect(h).toHaveLength(HISTORY_LIMIT);
    expect(h[0].round).toBe(4);
    expect(h[h.length - 1].round).toBe(HISTORY_LIMIT + 3);
    expect(pushCheckpoint(h, checkpoint(99), 2).map((c) => c.round)).toEqual([HISTORY_LIMIT + 3, 99]);
  });

  test("pop returns the newest and the rest; nothing to pop on an empty history", () => {
    const h = [checkpoint(1), checkpoint(2)];
    const p = popCheckpoint(h)!;
    expect(p.checkpoint.round).toBe(2);
    expect(p.rest.map((c) => c.round)).toEqual([1]);
    expect(h).toHaveLength(2);
    expect(popCheckpoint([])).toBeNull();
  });

  test("a restore point brings back pools, tracks, ammunition and mount damage, within the pools' limits", () => {
    const ship = patrolFrigate();
    const point = restorePoint(ship);
    const hurt = {
      ...ship,
      hull: { value: 1, max: 6 },
      structure: { value: 4, max: 6 },
      systems: { ...ship.systems, mDrive: 2 as const, sensors: 1 as const },
      ammo: { missiles: { ...ship.ammo.missiles, smart: 102 }, sand: 0 },
      mounts: ship.mounts.map((m, i) => (i === 0 ? { ...m, damage: 3 as const } : m)),
    };
    const back = restoredShip(hurt, point);
    expect(restorePoint(back)).toEqual(point);
    expect(back.seats).toBe(hurt.seats);
    // a value above the current max (the ship's design changed since) is clamped
    expect(restoredShip({ ...hurt, hull: { value: 1, max: 3 } }, point).hull).toEqual({ value: 3, max: 3 });
  });

  test("read drops malformed entries and accepts stored ones (JSON round trip)", () => {
    const good = checkpoint(3);
    const stored = JSON.parse(
      JSON.stringify([
        good,
        { round: 1 },
        null,
        { ...good, ships: { x: { hull: "a" } } },
        { ...good, memory: { round: 1 } },
      ]),
    );
    const h = readHistory(stored);
    expect(h).toHaveLength(1);
    expect(h[0]).toEqual(good);
    expect(readHistory(undefined)).toEqual([]);
    expect(readHistory({})).toEqual([]);
  });
});
