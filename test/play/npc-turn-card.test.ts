// The card of an NPC ship's turn: the crew's commands after the turn's first are written on the first one's card, so
// a gunner's turn played by its crew reads in two cards (the turn's, and its end); each written command fires the
// hooks its own card would have, with its rolls on the turn's card; a step back to before the turn takes the card back
// whole; a player naming a card for a command of their own, or a GM naming another ship's card, is refused and
// nothing changes.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { stepBack } from "../../src/play/checkpoints";
import { loadEngagement } from "../../src/play/load";
import { playNpcTurn } from "../../src/play/npc-play";
import { storeCrewPolicies } from "../../src/play/npc-policies";
import { currentShipId } from "../../src/rules/engagement/validation";
import { as, Hooks, scriptTotals } from "../harness";
import { ALICE, bootSystem, sheetWorld, type SheetWorld } from "../fixtures/world";
import { card, cards, sys } from "../chat/posted";

beforeAll(bootSystem);

/** The Patrol Frigate's turn ended at Medium range: the Red Kestrel (no player's: pilot and two gunners) to act. */
async function kestrelToAct(options: { missiles?: boolean } = {}): Promise<SheetWorld> {
  const w = await sheetWorld({ playerId: ALICE });
  scriptTotals([10, 2], [8, 2], [5, 2]); // initiative: the frigate 10, its captain's Tactics 8, the Kestrel 5
  expect((await perform({ type: "rollInitiative" }, { combat: w.combat })).ok).toBe(true);
  expect((await perform({ type: "setRange", a: w.fid, b: w.cid, range: "medium" }, { combat: w.combat })).ok).toBe(
    true,
  );
  expect((await perform({ type: "endTurn", shipId: w.fid }, { combat: w.combat })).ok).toBe(true);
  expect(currentShipId(loadEngagement(w.combat!))).toBe(w.cid);
  if (options.missiles === false) await storeCrewPolicies(w.combat!, { [w.cid]: { missiles: false } });
  return w;
}

describe("the card of an NPC turn", () => {
  it("a gunner's turn played by its crew (the pilot lines up the shot, the gunner fires) reads in two cards", async () => {
    const w = await kestrelToAct({ missiles: false });
    const before = cards().length;
    const heard: { type: string; messageId: string }[] = [];
    const id = Hooks.on("cepheus-space-combat.action", (p: { type: string; messageId: string }) => void heard.push(p));
    let r;
    try {
      scriptTotals([9, 2], [5, 2]); // the pilot's check 9: success; the pulse laser 5: a miss
      r = await playNpcTurn(w.combat!, w.cid, { notify: false });
    } finally {
      Hooks.off("cepheus-space-combat.action", id);
    }
    expect(r.ok).toBe(true);
    expect(r.actions.map((a) => [a.command.type, a.ok])).toEqual([
      ["lineUpTheShot", true],
      ["attack", true],
    ]);
    const posted = cards().slice(before);
    // the turn's card and the turn's end: the gunner's attack is written on the first
    expect(posted.map((m) => sys(m).command.type)).toEqual(["lineUpTheShot", "endTurn"]);
    const turnCard = posted[0];
    expect(r.actions[1].writtenOn).toBe(turnCard.id);
    expect(r.actions[1].messageIds).toEqual([]);
    expect(sys(turnCard).view.title).toBe(game.i18n!.format("CEPHEUS.Chat.TurnTitle", { ship: "Red Kestrel" }));
    expect(sys(turnCard).answers.map((a) => a.command.type)).toEqual(["attack"]);
    // both actions' rolls on the one card, each under the crew's reason, in the order they were taken
    expect(turnCard.rolls).toHaveLength(2);
    const html = turnCard.content;
    const reasons = [...html.matchAll(/class="card-line npc-reason"/g)].map((m) => m.index);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toBeLessThan(html.indexOf("card-check"));
    expect(reasons[1]).toBeGreaterThan(html.indexOf("card-check"));
    expect(reasons[1]).toBeLessThan(html.indexOf("card-attack"));
    // the hooks of each command, as its own card would have fired them (the end of turn's from its own card)
    expect(heard.map((h) => [h.type, h.messageId === turnCard.id])).toEqual([
      ["lineUpTheShot", true],
      ["attack", true],
      ["endTurn", false],
    ]);
  });

  it("a step back to before the turn takes the turn's card back whole; one to before its end leaves it", async () => {
    const w = await kestrelToAct();
    const before = cards().length;
    scriptTotals([9, 2], [5, 2], [8, 2]); // line up, the pulse laser (a miss), the missile launch
    expect((await playNpcTurn(w.combat!, w.cid, { notify: false })).ok).toBe(true);
    const turnCard = cards()[before];
    expect(sys(turnCard).answers).toHaveLength(2);
    // back to before the Kestrel's turn ended: every command written on its card still stands
    expect(await stepBack(w.combat!)).toBe(true);
    expect(sys(card(turnCard.id!)).view.withdrawn).toBeFalsy();
    // back to before the frigate's turn ended: the Kestrel's whole turn is taken back, its card with it
    expect(await stepBack(w.combat!)).toBe(true);
    expect(sys(card(turnCard.id!)).view.withdrawn).toBe(true);
  });

  it("a player naming a card for a command of their own, or a GM naming another ship's card, changes nothing", async () => {
    const w = await kestrelToAct({ missiles: false });
    scriptTotals([9, 2], [5, 2]);
    expect((await playNpcTurn(w.combat!, w.cid, { notify: false })).ok).toBe(true);
    const kestrelCard = cards().find((m) => sys(m).command.type === "lineUpTheShot")!;
    const content = kestrelCard.content;
    const memory = JSON.stringify(loadEngagement(w.combat!).memory);
    // the frigate's turn again: its gunner is Alice's
    const shot = await as("alice", () =>
      perform(
        { type: "attack", shipId: w.fid, seat: 3, targetId: w.cid },
        {
          combat: w.combat,
          notify: false,
          card: kestrelCard.id!,
        },
      ),
    );
    expect(shot.refusal?.reason).toBe("badCommand");
    const gm = await perform(
      { type: "attack", shipId: w.fid, seat: 3, targetId: w.cid },
      {
        combat: w.combat,
        notify: false,
        card: kestrelCard.id!,
      },
    );
    expect(gm.refusal?.reason).toBe("badCommand");
    expect(card(kestrelCard.id!).content).toBe(content);
    expect(JSON.stringify(loadEngagement(w.combat!).memory)).toBe(memory);
  });
});
