// The card of an NPC ship's turn: the crew's commands after the turn's first, its NPC targets' reactions and the
// turn's end are written on the first one's card, so a gunner's turn played by its crew reads in one card, two with
// the damage it did; each written command fires the hooks its own card would have, with its rolls on the turn's card;
// a step back to before the turn's end takes the end off the card, one to before the turn takes the card back whole;
// a player naming a card for a command of their own, or a GM naming another ship's card, is refused and nothing
// changes.
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
  it("a gunner's turn played by its crew (the pilot lines up the shot, the gunner fires, a miss) reads in one card", async () => {
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
    // the turn's card alone: the gunner's attack and the turn's end are written on it
    expect(posted.map((m) => sys(m).command.type)).toEqual(["lineUpTheShot"]);
    const turnCard = posted[0];
    expect(r.actions[1].writtenOn).toBe(turnCard.id);
    expect(r.actions[1].messageIds).toEqual([]);
    expect(sys(turnCard).view.title).toBe(game.i18n!.format("CEPHEUS.Chat.TurnTitle", { ship: "Red Kestrel" }));
    expect(sys(turnCard).answers.map((a) => a.command.type)).toEqual(["attack", "endTurn"]);
    // both actions' rolls on the one card, each under the crew's reason, in the order they were taken
    expect(turnCard.rolls).toHaveLength(2);
    const html = turnCard.content;
    const reasons = [...html.matchAll(/class="card-line npc-reason"/g)].map((m) => m.index);
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toBeLessThan(html.indexOf("card-check"));
    expect(reasons[1]).toBeGreaterThan(html.indexOf("card-check"));
    expect(reasons[1]).toBeLessThan(html.indexOf("card-attack"));
    // the hooks of each command, as its own card would have fired them
    expect(heard.map((h) => [h.type, h.messageId === turnCard.id])).toEqual([
      ["lineUpTheShot", true],
      ["attack", true],
      ["endTurn", true],
    ]);
  });

  it("a step back takes the turn's end, then its launch off the turn's card; one to before the turn, the card", async () => {
    const w = await kestrelToAct();
    const before = cards().length;
    scriptTotals([9, 2], [5, 2], [8, 2]); // line up, the pulse laser (a miss), the missile launch
    expect((await playNpcTurn(w.combat!, w.cid, { notify: false })).ok).toBe(true);
    const turnCard = cards()[before];
    expect(sys(turnCard).answers.map((a) => a.command.type)).toEqual(["attack", "attack", "endTurn"]);
    const sectionsBeforeEnd = sys(turnCard).answers[2].written!.sections;
    const rollsBeforeEnd = sys(turnCard).answers[2].written!.rolls;
    expect(rollsBeforeEnd).toBeLessThan(turnCard.rolls.length); // the end has rolls of its own
    // back to before the Kestrel's turn ended: the end is off its card, every command before it still stands
    expect(await stepBack(w.combat!)).toBe(true);
    expect(sys(card(turnCard.id!)).view.withdrawn).toBeFalsy();
    expect(sys(card(turnCard.id!)).answers.map((a) => a.command.type)).toEqual(["attack", "attack"]);
    expect(sys(card(turnCard.id!)).view.sections).toHaveLength(sectionsBeforeEnd);
    expect(card(turnCard.id!).rolls).toHaveLength(rollsBeforeEnd);
    expect(currentShipId(loadEngagement(w.combat!))).toBe(w.cid);
    // back to before the missile launch (a step of its own): the launch is off the card, its salvo gone
    expect(loadEngagement(w.combat!).memory.salvos).toHaveLength(1);
    expect(await stepBack(w.combat!)).toBe(true);
    expect(sys(card(turnCard.id!)).view.withdrawn).toBeFalsy();
    expect(sys(card(turnCard.id!)).answers.map((a) => a.command.type)).toEqual(["attack"]);
    expect(loadEngagement(w.combat!).memory.salvos).toHaveLength(0);
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

describe("an NPC target's reactions in an NPC turn", () => {
  it("are declared by its crew on the attacker's turn card: no reaction card, no card of their own", async () => {
    const { combatOf, turretShip } = await import("../fixtures/world");
    const { diceControl } = await import("../harness");
    const raider = await turretShip("Raider", null, { weapon: "beamLaser" });
    const sandy = await turretShip("Sandy", null, { weapon: "sandcaster" });
    const { combat, ids } = await combatOf([
      { actor: raider, side: "raiders" },
      { actor: sandy, side: "traders" },
    ]);
    await perform({ type: "setRange", a: ids[0], b: ids[1], range: "short" }, { combat });
    diceControl.queue.push(6, 6, 1, 1); // initiative: the raider first
    expect((await perform({ type: "rollInitiative" }, { combat })).ok).toBe(true);
    const set = (v: boolean) => game.settings!.set("cepheus-space-combat", "npcReactions" as never, v as never);
    await set(true);
    try {
      const before = cards().length;
      // the beam laser hits (11); the Sandy's gunner fires sand (its check 9); the turn ends, the damage rolled
      scriptTotals([11, 2], [9, 2]);
      const r = await playNpcTurn(combat, ids[0], { notify: false });
      expect(r.ok).toBe(true);
      const sand = r.actions.find((a) => a.command.type === "fireSand");
      expect(sand?.ok).toBe(true);
      const posted = cards().slice(before);
      const turnCard = posted[0];
      expect(sand?.writtenOn).toBe(turnCard.id);
      // the attack and the sand on the raider's card, titled with the raider's turn; no reaction card was posted
      expect(sys(turnCard).answers.map((a) => a.command.type)).toEqual(["fireSand", "endTurn"]);
      expect(sys(turnCard).view.title).toBe(game.i18n!.format("CEPHEUS.Chat.TurnTitle", { ship: "Raider" }));
      expect(posted.filter((m) => sys(m).kind === "reaction")).toEqual([]);
      expect(posted.filter((m) => sys(m).command?.type === "fireSand")).toEqual([]);
      expect(loadEngagement(combat).memory.ships[ids[1]].reactionsSpent).toBe(1);
      // the turn's card and the damage card
      expect(posted.map((m) => sys(m).kind)).toEqual(["action", "damage"]);
    } finally {
      await set(false);
    }
  });
});
