// Undo of the damage that destroyed a ship brings the ship back into its engagement (and the engagement back on).
import { beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import { engagementMemory } from "../../src/data/engagement-snapshot";
import type { ShipData } from "../../src/data/actor/ship";
import { loadEngagement } from "../../src/play/load";
import { perform } from "../../src/play/perform";
import { currentShipId } from "../../src/rules/engagement/validation";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { cards } from "./posted";
import { scriptTotals } from "../harness";

beforeAll(bootSystem);

describe("Undo and the engagement", () => {
  it("a killing blow undone: the ship is active again, the engagement goes on, and the GM is told", async () => {
    // Beowulf with no Hull and no armor left and one Structure point: a beam laser hit on the Internal column ends it
    const w = await engaged("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
    });
    scriptTotals([8, 2], [3, 1]); // attack 2D6 8 (+2 skill: hit), damage 1D6 3: one single hit
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]); // location: Internal 8, Structure
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const destroyed = engagementMemory(w.combat);
    expect(destroyed.ships[w.bid].status).toBe("destroyed");
    expect(destroyed.ended).toMatchObject({ reason: "destroyed", winnerSide: "pirates" });

    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).structure.value).toBe(0);

    const told: string[] = [];
    const info = ui.notifications!.info.bind(ui.notifications);
    ui.notifications!.info = ((msg: string) => (told.push(msg), info(msg))) as typeof info;
    try {
      expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    } finally {
      ui.notifications!.info = info;
    }
    expect((w.beowulf.system as ShipData).structure.value).toBe(1);
    const back = engagementMemory(w.combat);
    expect(back.ships[w.bid].status).toBe("active");
    expect(back.ended).toBeFalsy();
    expect(told).toEqual([game.i18n!.format("CEPHEUS.Chat.BackInTheFight", { name: "Beowulf" })]);
    // the Corsair's turn is over: Beowulf acts next, and can
    expect(currentShipId(loadEngagement(w.combat))).toBe(w.bid);
    expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
  });

  it("applied again after the Undo: the ship is destroyed again and the engagement over again", async () => {
    const w = await engaged("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
    });
    scriptTotals([8, 2], [3, 1]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    expect(engagementMemory(w.combat).ships[w.bid].status).toBe("active");
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    const again = engagementMemory(w.combat);
    expect(again.ships[w.bid].status).toBe("destroyed");
    expect(again.ended).toMatchObject({ reason: "destroyed", winnerSide: "pirates" });
  });

  it("undoing another card leaves alone a ship whose killing card is not applied yet", async () => {
    const w = await engaged("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 1, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
    });
    // first blow: a Hull hit (External 8), applied
    scriptTotals([8, 2], [3, 1]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const first = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: first.id!, action: "apply" })).ok).toBe(true);
    // Beowulf's turn passes; round 2: the second blow destroys it (Internal 8, Structure), its card left unapplied
    expect((await perform({ type: "endTurn", shipId: w.bid }, { combat: w.combat })).ok).toBe(true);
    scriptTotals([8, 2], [3, 1]);
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    expect(engagementMemory(w.combat).ships[w.bid].status).toBe("destroyed");
    expect((await requestCardAction({ messageId: first.id!, action: "undo" })).ok).toBe(true);
    const after = engagementMemory(w.combat);
    expect(after.ships[w.bid].status).toBe("destroyed");
    expect(after.ended).toMatchObject({ reason: "destroyed" });
  });

  it("undoing damage that destroyed nothing leaves the engagement alone", async () => {
    const w = await engaged("medium", { corsairWeapon: "beamLaser" });
    scriptTotals([8, 2], [6, 1]); // 6 damage against armor 4: one hit
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([8, 2]); // External 8: Hull
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    const before = engagementMemory(w.combat);
    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).hull.value).toBe(7);
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).hull.value).toBe(8);
    expect(engagementMemory(w.combat)).toEqual(before);
  });
  it("a power plant destroyed undone: the disabled ship is active again, and applied again, disabled again", async () => {
    // Beowulf with no Hull and no armor left and a power plant on its second hit: Internal 3 (Power Plant) disables it
    const w = await engaged("medium", {
      corsairWeapon: "beamLaser",
      beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, systems: { powerPlant: 2 } },
    });
    scriptTotals([8, 2], [3, 1]); // a hit, 1D6 3: one single hit
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    scriptTotals([3, 2]); // Internal 3: Power Plant, its third hit
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    expect(engagementMemory(w.combat).ships[w.bid].status).toBe("disabled");
    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).systems.powerPlant).toBe(3);
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    expect((w.beowulf.system as ShipData).systems.powerPlant).toBe(2);
    const back = engagementMemory(w.combat);
    expect(back.ships[w.bid].status).toBe("active");
    expect(back.ended).toBeFalsy();
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect(engagementMemory(w.combat).ships[w.bid].status).toBe("disabled");
  });

  it.each([false, true])(
    "applied again in the middle of the ship's own turn, after it fired: its shot lands as its turn closes, then the fight ends (damage applied automatically: %s)",
    async (auto) => {
      const w = await engaged("medium", {
        corsairWeapon: "beamLaser",
        beowulf: { hull: { value: 0, max: 8 }, armor: { value: 0, max: 4 }, structure: { value: 1, max: 8 } },
      });
      scriptTotals([8, 2], [3, 1]);
      expect(
        (await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok,
      ).toBe(true);
      scriptTotals([8, 2]);
      expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
      const killing = cards("damage").at(-1)!;
      expect((await requestCardAction({ messageId: killing.id!, action: "apply" })).ok).toBe(true);
      expect((await requestCardAction({ messageId: killing.id!, action: "undo" })).ok).toBe(true);
      expect(currentShipId(loadEngagement(w.combat))).toBe(w.bid);
      // Beowulf's gunner fires its pulse laser at the Corsair: 2D6 12 hits, 2D6 10 damage (its damage waits)
      scriptTotals([12, 2], [10, 2]);
      expect(
        (await perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat })).ok,
      ).toBe(true);
      expect(engagementMemory(w.combat).pendingAttacks).toHaveLength(1);
      const damageCards = cards("damage").length;
      const hull = (w.corsair.system as ShipData).hull.value;
      await game.settings!.set("cepheus-space-combat", "autoApplyDamage", auto);
      try {
        // the GM applies the old card again: Beowulf is destroyed in its own turn; its hit lands (External 8: Hull)
        scriptTotals([8, 2]);
        expect((await requestCardAction({ messageId: killing.id!, action: "apply" })).ok).toBe(true);
        const after = engagementMemory(w.combat);
        expect(after.ships[w.bid].status).toBe("destroyed");
        expect(after.pendingAttacks ?? []).toEqual([]);
        expect(after.ended).toMatchObject({ reason: "destroyed", winnerSide: "pirates" });
        const landed = cards("damage").slice(damageCards);
        expect(landed).toHaveLength(1);
        expect(landed[0].system).toMatchObject({ shipUuid: w.corsair.uuid, applicable: true });
        // applied by hand, or at once when damage is applied automatically
        await expect.poll(() => (landed[0].system as { applied: boolean }).applied).toBe(auto);
        expect((w.corsair.system as ShipData).hull.value < hull).toBe(auto);
      } finally {
        await game.settings!.set("cepheus-space-combat", "autoApplyDamage", false);
      }
    },
  );
});
