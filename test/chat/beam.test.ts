import { beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import { ShipData } from "../../src/data/actor/ship";
import { CrewData } from "../../src/data/actor/crew";
import { perform } from "../../src/play/perform";
import { as, diceControl, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { card, cards, sys } from "./posted";

beforeAll(bootSystem);

describe("a particle-beam hit on an armored ship", () => {
  it("rolls the attack with itemised DMs, leaves damage pending, then lands it with a radiation crew hit", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]); // attack 2D6 8 (+2 skill = 10: hit), damage 3D6 15
    const attack = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expect(attack.refusal).toBeUndefined();
    expect(attack.ok).toBe(true);
    const main = card(attack.messageIds[0]);
    expect(main.rolls.length).toBe(2);
    expect(main.content).toContain("Corsair");
    // the shot names the weapon as the ship's sheet does (its item's name, test/fixtures/world.ts), not by its kind
    expect(main.content).toContain("particleBeam 1</th>");
    expect(main.content).toContain("Skill");
    expect(main.content).toContain("Long");
    expect(main.content).toContain("Damage pending");
    // the target's reactions are offered on their own card
    const reaction = cards("reaction");
    expect(reaction.length).toBe(1);
    expect(reaction[0].content).toContain("Dodge");
    expect(reaction[0].content).toContain("Fire Sand");
    // the ship is untouched until the attacker's turn ends
    expect((w.beowulf.system as ShipData).hull.value).toBe(8);

    // end of turn: 15 − armor 4 = 11 → one Double Hit; location 8 (External: Hull) → Hull 8 → 6;
    // radiation hit 2D6 11 − 4 = 7 → one random crew member (1d2 → 1: the pilot) suffers 2D6 6 × 10 rads
    scriptTotals([8, 2], [11, 2], [1, 1, 2], [6, 2]);
    const end = await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    expect(end.ok).toBe(true);
    expect(diceControl.queue.length).toBe(0);
    const damage = cards("damage");
    expect(damage.length).toBe(1);
    const d = damage[0];
    expect(d.content).toContain("Damage 15 − armor 4 &#x3D; 11: 1 Double Hit");
    expect(d.content).toContain("Space Combat Damage: 9–12");
    expect(d.content).toContain("Space Combat Hit Location, External column, 8: Hull");
    expect(d.content).toContain("Hull 8 → 6"); // the summary at the top
    expect(d.content).toContain("Hull 8 → 7");
    expect(d.content).toContain("Hull 7 → 6");
    expect(d.content).toContain("Bonus radiation hit");
    expect((w.beowulf.system as ShipData).hull.value).toBe(8); // not applied yet
    // the crew's injuries on the same card, under the ship's damage
    expect(cards("crew")).toHaveLength(0);
    expect(d.content).toContain("Jane Pilot");
    expect(d.content).toContain("60 rads");

    // Alice owns Beowulf: she applies the card through the GM (the ship's damage and the crew's injuries)
    await as("alice", async () => {
      expect((await requestCardAction({ messageId: d.id!, action: "apply" })).ok).toBe(true);
    });
    expect((w.beowulf.system as ShipData).hull.value).toBe(6);
    expect((w.pilot.system as CrewData).rads).toBe(60);
    expect((w.gunner.system as CrewData).rads).toBe(0);
    expect(sys(card(d.id!)).applied).toBe(true);
    expect(card(d.id!).content).toContain("Applied by Alice");
  });
});
