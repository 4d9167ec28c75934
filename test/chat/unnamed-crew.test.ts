// Ruling R96 at the table: with crewHitsUnnamed on, a crew hit can strike an unnamed crew member; the crew card names
// them by their station, and there is nothing to write for them.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/engagement/perform";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { cards, sys } from "./posted";
import { scriptTotals } from "../harness";

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
    return cards("crew").at(-1)!;
  }

  it("on: Beowulf's unnamed gunner (the third of three) is struck; the card names the station and has nothing to apply", async () => {
    await game.settings!.set("cepheus-space-combat", "crewHitsUnnamed" as never, true as never);
    try {
      const card = await radiationOn(3, 3);
      const name = game.i18n!.format("CEPHEUS.Chat.UnnamedCrew", {
        position: game.i18n!.localize("CEPHEUS.Chat.Position.turretGunner"),
      });
      expect(card.content).toContain(`${name}: ${game.i18n!.format("CEPHEUS.Chat.CrewRads", { n: "60" })}`);
      expect(card.content).not.toContain('data-card-action="apply"');
      expect(sys(card).applicable).toBe(false);
    } finally {
      await game.settings!.set("cepheus-space-combat", "crewHitsUnnamed" as never, false as never);
    }
  });

  it("off (the default): the pick is among the two named crew members", async () => {
    const card = await radiationOn(2, 2);
    expect(card.content).toContain(`Sam Gunner: ${game.i18n!.format("CEPHEUS.Chat.CrewRads", { n: "60" })}`);
    expect(card.content).toContain('data-card-action="apply"');
  });
});
