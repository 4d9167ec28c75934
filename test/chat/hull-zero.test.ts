// A ship at Hull 0 on the cards and in the engagement: "A ship that runs out of Hull Damage will rapidly be
// incapacitated" (SRD Chapter 10 "Damage"), as the world's R101 setting reads it.
import { beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import type { ShipData } from "../../src/data/actor/ship";
import { engagementMemory } from "../../src/data/engagement-snapshot";
import { engagementOptions } from "../../src/play/settings";
import { perform } from "../../src/play/perform";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { cards } from "./posted";
import { scriptTotals } from "../harness";

beforeAll(bootSystem);

/** Beowulf with one Hull point and no armor takes a beam laser hit on the Hull: 1 → 0. */
async function lastHullHit() {
  const w = await engaged("medium", {
    corsairWeapon: "beamLaser",
    beowulf: { hull: { value: 1, max: 8 }, armor: { value: 0, max: 4 } },
  });
  scriptTotals([8, 2], [3, 1]); // attack 2D6 8 (+2 skill: hit), damage 1D6 3: one Single Hit
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([8, 2]); // location: External 8, Hull
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  return { ...w, damage: cards("damage").at(-1)! };
}

const setHullZero = (v: "internal" | "disabled") =>
  game.settings!.set("cepheus-space-combat", "hullZero" as never, v as never);

describe("Hull 0 (R101)", () => {
  it("by default the card says every later hit strikes inside, and the ship fights on", async () => {
    expect(engagementOptions().hullZero).toBe("internal");
    const w = await lastHullHit();
    expect(w.damage.content).toContain(
      "from now on every hit strikes inside (Internal column), and the ship will soon be out of action",
    );
    expect(engagementMemory(w.combat).ships[w.bid].status).toBe("active");
  });

  it('with the setting "disabled": disabled at once, the fight ends; Undo brings the ship back', async () => {
    await setHullZero("disabled");
    try {
      expect(engagementOptions().hullZero).toBe("disabled");
      const w = await lastHullHit();
      expect(w.damage.content).toContain("the ship is out of action, disabled at once");
      const out = engagementMemory(w.combat);
      expect(out.ships[w.bid].status).toBe("disabled");
      expect(out.ended).toMatchObject({ winnerSide: "pirates" });
      expect((await requestCardAction({ messageId: w.damage.id!, action: "apply" })).ok).toBe(true);
      expect((w.beowulf.system as ShipData).hull.value).toBe(0);
      expect((await requestCardAction({ messageId: w.damage.id!, action: "undo" })).ok).toBe(true);
      expect((w.beowulf.system as ShipData).hull.value).toBe(1);
      const back = engagementMemory(w.combat);
      expect(back.ships[w.bid].status).toBe("active");
      expect(back.ended).toBeFalsy();
    } finally {
      await setHullZero("internal");
    }
  });
});
