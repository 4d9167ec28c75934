// Ruling R96 at the table: with crewHitsUnnamed on, a crew hit can strike an unnamed crew member; the damage card names
// them by their station under the ship's damage, and its Apply writes nothing for them.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { cards, sys } from "./posted";
import { scriptTotals } from "../harness";
import { requestCardAction } from "../../src/play/apply";
import type { ShipData } from "../../src/data/actor/ship";

beforeAll(bootSystem);

describe("crew hits on unnamed crew (R96)", () => {
  /** The Corsair's particle beam hits Beowulf; its radiation hit strikes one random crew member, the `pick`th. */
  async function radiationOn(pick: number, sides: number) {
    const w = await engaged("long");
    scriptTotals([11, 2], [12, 3]); // particle beam: hit, 3D6 12
    expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
      true,
    );
    // two single hits (External 8 and 7); radiation 12 − armor 4 = 8: one random crew member, then 2D6 × 10 rads
    scriptTotals([8, 2], [7, 2], [12, 2], [pick, 1, sides], [6, 2]);
    expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
    return { w, card: cards("damage").at(-1)! };
  }

  it("on: Beowulf's unnamed gunner (the third of three) is struck; the card names the station and writes nothing for them", async () => {
    await game.settings!.set("cepheus-space-combat", "crewHitsUnnamed" as never, true as never);
    try {
      const { w, card } = await radiationOn(3, 3);
      const name = game.i18n!.format("CEPHEUS.Chat.UnnamedCrew", {
        position: game.i18n!.localize("CEPHEUS.Chat.Position.turretGunner"),
      });
      expect(card.content).toContain(`${name}: ${game.i18n!.format("CEPHEUS.Chat.CrewRads", { n: "60" })}`);
      // the Apply writes the ship's damage alone: no person's sheet takes the unnamed gunner's rads
      const crew0 = [w.pilot.toObject(), w.gunner.toObject()];
      expect((await requestCardAction({ messageId: card.id!, action: "apply" })).ok).toBe(true);
      expect((w.beowulf.system as ShipData).hull.value).toBeLessThan(8);
      expect([w.pilot.toObject(), w.gunner.toObject()]).toEqual(crew0);
      expect(sys(card).undo.map((u) => u.uuid)).toEqual([w.beowulf.uuid]);
    } finally {
      await game.settings!.set("cepheus-space-combat", "crewHitsUnnamed" as never, false as never);
    }
  });

  it("off (the default): the pick is among the two named crew members", async () => {
    const { card } = await radiationOn(2, 2);
    expect(card.content).toContain(`Sam Gunner: ${game.i18n!.format("CEPHEUS.Chat.CrewRads", { n: "60" })}`);
    expect(card.content).toContain('data-card-action="apply"');
  });
});
