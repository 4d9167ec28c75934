// A damage card waiting for Apply is counted for its ship with the oldest card's id (the tracker's flag leads there);
// once applied, its Undo says what it takes back and is drawn as the row's secondary button.
import { beforeAll, describe, expect, it } from "vitest";
import { requestCardAction } from "../../src/play/apply";
import { perform } from "../../src/play/perform";
import { damageWaiting } from "../../src/chat/waiting";
import { trackerInput } from "../../src/apps/sidebar/tracker";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { cards } from "./posted";
import { scriptTotals } from "../harness";

beforeAll(bootSystem);

/** The Corsair's beam laser hits Beowulf once; its turn ends, so the damage card is posted. */
async function oneHit() {
  const w = await engaged("medium", { corsairWeapon: "beamLaser" });
  scriptTotals([8, 2], [6, 1]); // attack 2D6 8 (+2 skill: hit), damage 6
  expect((await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat })).ok).toBe(
    true,
  );
  scriptTotals([6, 2]); // location roll
  expect((await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat })).ok).toBe(true);
  const damage = cards("damage").at(-1)!;
  return { w, damage };
}

/** The buttons of a card's rendered content: [label, class] pairs. */
function buttons(content: string): [string, string][] {
  return [...content.matchAll(/<button[^>]*class="card-button ([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => [
    m[2]!.trim(),
    m[1]!.trim(),
  ]);
}

describe("damage waiting, and Undo's words", () => {
  it("the waiting card is counted with its id, and the tracker's row carries it until Apply", async () => {
    const { w, damage } = await oneHit();
    expect(damageWaiting(w.combat.uuid!).get(w.beowulf.uuid)).toEqual([damage.id]);
    const row = () => trackerInput(w.combat, game.user ?? null).ships.find((s) => s.id === w.bid)!;
    expect(row()).toMatchObject({ damageWaiting: 1, damageCard: damage.id });
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    expect(damageWaiting(w.combat.uuid!).has(w.beowulf.uuid)).toBe(false);
    expect(row().damageWaiting).toBe(0);
    expect(row().damageCard).toBeUndefined();
  });

  it("Undo names what it takes back and is the quieter button; Apply again once undone", async () => {
    const { damage } = await oneHit();
    expect(buttons(damage.content!)).toEqual([[game.i18n!.localize("CEPHEUS.Chat.Apply"), "apply"]]);
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    const undo = game.i18n!.format("CEPHEUS.Chat.UndoDamage", { ship: "Beowulf" });
    expect(undo).not.toBe(game.i18n!.localize("CEPHEUS.Chat.Undo"));
    expect(buttons(damage.content!)).toEqual([[undo, "undo secondary"]]);
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    expect(buttons(damage.content!)).toEqual([[game.i18n!.localize("CEPHEUS.Chat.Apply"), "apply"]]);
  });
});
