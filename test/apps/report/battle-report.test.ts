// The battle report through the Foundry stand-in: a scripted battle (the Corsair's particle beam at Beowulf, Beowulf's
// pilot dodging on the reaction card, the damage landing, the GM ending the fight on a surrender) is reported in a
// journal entry of the "Battle reports" folder when the engine declares the fight over; its story is the cards' own
// lines, line for line; a card taken back afterwards marks it out of date, and written again it leaves that card out.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../../src/play/perform";
import { composeReport, writeBattleReport } from "../../../src/apps/report/battle-report";
import { reportFlag, reportOf } from "../../../src/apps/report";
import { STORY_EVENTS } from "../../../src/rules/engagement/battle-report";
import type { CardData } from "../../../src/data/chat/card";
import { as, diceLeft, notifications, scriptTotals } from "../../harness";
import "../../harness/sidebar";
import { bootSystem, settled } from "../../fixtures/world";
import { corsairFirstAtLong } from "../sidebar/tracker-steps";
import { cards, sys } from "../../chat/posted";

beforeAll(bootSystem);
afterEach(() => expect(diceLeft()).toBe(0));

const pageOf = (entry: JournalEntry.Implementation) => (entry.pages.contents[0]!.text as { content: string }).content;

/** Initiative (the Corsair first), its beam at Beowulf (hit, 12), Beowulf's dodge on the card (fails), the turn's end. */
async function fought() {
  const w = await corsairFirstAtLong();
  const { combat, cid, bid } = w;
  scriptTotals([11, 2], [12, 3]);
  expect((await perform({ type: "attack", shipId: cid, seat: 0, targetId: bid }, { combat })).ok).toBe(true);
  const offered = cards("reaction").at(-1)!;
  scriptTotals([3, 2]);
  const dodge = { type: "dodge", shipId: bid, attackId: sys(offered).reaction.attackId! } as const;
  expect((await perform(dodge, { combat, card: offered.id! })).ok).toBe(true);
  // (a later millisecond: the checkpoint of the turn's end comes after the attack's cards)
  await new Promise((r) => setTimeout(r, 5));
  scriptTotals([8, 2], [7, 2]);
  await combat.nextTurn();
  await settled(combat);
  return w;
}

describe("the battle report", () => {
  it("is written when the engine declares the fight over, into the folder of battle reports, for the GMs only", async () => {
    const { combat } = await fought();
    expect(reportOf(combat.uuid!)).toBeUndefined();
    const end = { type: "endEngagement", reason: "surrendered", winnerSide: "pirates" } as const;
    expect((await perform(end, { combat })).ok).toBe(true);
    await settled(combat);
    const entry = reportOf(combat.uuid!)!;
    expect(entry).toBeDefined();
    expect(entry.name).toBe(game.i18n!.format("CEPHEUS.BattleReport.EntryName", { ships: "Corsair vs Beowulf" }));
    const folder = entry.folder as unknown as Folder.Implementation;
    expect(folder.name).toBe(game.i18n!.localize("CEPHEUS.BattleReport.Folder"));
    expect((entry.ownership as Record<string, number>).default).toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE);
    const html = pageOf(entry);
    expect(html).toContain(
      game.i18n!.format("CEPHEUS.BattleReport.Result.won.one", {
        winners: "Corsair",
        rounds: "1",
        why: game.i18n!.localize("CEPHEUS.BattleReport.Why.surrendered"),
      }),
    );
    // every card counted is linked, the damage card among them
    const damage = cards("damage").at(-1)!;
    expect(html).toContain(`@UUID[ChatMessage.${damage.id}]`);
    expect(reportFlag(entry)!.counted).toContain(damage.id);
    // a second end (the combat deleted) keeps the report as it is: one entry
    await combat.delete();
    await settled(combat);
    expect(game.journal!.filter((j) => !!reportFlag(j))).toHaveLength(1);
  });

  it("tells each card's events in the card's own words, line for line, the attack and its damage in a sentence", async () => {
    const { combat } = await fought();
    const composed = (await composeReport(combat, "demand"))!;
    const items = composed.view.rounds.flatMap((r) => r.items);
    for (const msg of cards("action")) {
      const s = sys(msg);
      const told = items.filter((i) => i.link.startsWith(`@UUID[ChatMessage.${msg.id}]`)).flatMap((i) => i.lines);
      // the card's event lines of the events the story tells (its attack is a table, its damage a card of its own)
      const own = s.view.sections
        .map((x) => x.line)
        .filter((l) => l?.css?.startsWith("event-") && STORY_EVENTS.has(l.css.slice(6) as never))
        .map((l) => l!.text);
      const attacks = s.events.filter((e) => e.type === "attackRolled").length;
      expect(told.filter((l) => own.includes(l))).toEqual(own);
      expect(told).toHaveLength(own.length + attacks);
    }
    // the reaction card the attack landed on is the damage card: the dodge written on it, then the damage, told
    // under it
    const damage = cards("damage").at(-1)!;
    expect(cards("reaction")).toEqual([]);
    const [dodgeItem, damageItem] = items.filter((i) => i.link.startsWith(`@UUID[ChatMessage.${damage.id}]`));
    expect(dodgeItem.lines.join(" ")).toContain(game.i18n!.localize("CEPHEUS.Chat.Action.dodge"));
    expect(damageItem.lines).toHaveLength(1);
    expect(damageItem.lines[0]).toContain("Beowulf");
    expect(damageItem.lines[0]).toContain("12");
  });

  it("survives a step back: the report is marked out of date, and written again it leaves the withdrawn card and its damage out", async () => {
    const { combat } = await fought();
    const damage = cards("damage").at(-1)!;
    const items = (await composeReport(combat, "demand"))!.view.rounds.flatMap((r) => r.items);
    const damageLine = items.filter((i) => i.link.startsWith(`@UUID[ChatMessage.${damage.id}]`))[1].lines[0];
    const end = cards("action").find((m) => sys(m).events.some((e) => e.type === "damageResolved"))!;
    const entry = (await writeBattleReport(combat, "demand"))!;
    expect(pageOf(entry)).toContain(foundry.utils.escapeHTML(damageLine));
    expect(notifications.messages.map((m) => m.message)).toContain(
      game.i18n!.format("CEPHEUS.BattleReport.Written", { name: entry.name! }),
    );
    // the turn's end taken back: its card is withdrawn, the damage card is Beowulf's reaction card again
    await combat.previousTurn();
    await settled(combat);
    expect((sys(end).view as { withdrawn?: boolean }).withdrawn).toBe(true);
    expect(sys(damage).kind).toBe("reaction");
    await settled(combat);
    const stale = game.i18n!.localize("CEPHEUS.BattleReport.Stale");
    await expect.poll(() => reportFlag(entry)!.stale).toBe(true);
    expect(pageOf(entry)).toContain(foundry.utils.escapeHTML(stale));
    // written again: the withdrawn card is left out, the damage is told no more; the report is up to date
    await writeBattleReport(combat, "demand");
    expect(pageOf(entry)).not.toContain(foundry.utils.escapeHTML(damageLine));
    expect(pageOf(entry)).not.toContain(foundry.utils.escapeHTML(stale));
    expect(reportFlag(entry)).toMatchObject({ stale: false, left: expect.arrayContaining([end.id]) });
    expect(game.journal!.contents).toHaveLength(1);
  });

  it("leaves out a damage card undone by hand: marked out of date, written again without its damage", async () => {
    const { requestCardAction } = await import("../../../src/play/apply");
    const { combat } = await fought();
    const damage = cards("damage").at(-1)!;
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    const entry = (await writeBattleReport(combat, "demand"))!;
    const taken = () =>
      pageOf(entry)
        .match(/Damage taken[^<]*<\/th><td>(\d+)/g)!
        .map((m) => m.replace(/.*>/, ""));
    expect(taken()).toEqual(["0", "12"]);
    expect((await requestCardAction({ messageId: damage.id!, action: "undo" })).ok).toBe(true);
    await expect.poll(() => reportFlag(entry)!.stale).toBe(true);
    await writeBattleReport(combat, "demand");
    expect(taken()).toEqual(["0", "0"]);
    expect(pageOf(entry)).not.toContain(`@UUID[ChatMessage.${damage.id}]`);
    // applied again, the damage counts again: the report is out of date once more
    expect((await requestCardAction({ messageId: damage.id!, action: "apply" })).ok).toBe(true);
    await expect.poll(() => reportFlag(entry)!.stale).toBe(true);
  });

  it("is the GM's alone: a player's click writes nothing; players see it when the world setting says so", async () => {
    const { combat } = await fought();
    const { TRACKER_ACTIONS, trackerView } = await import("../../../src/apps/sidebar/tracker");
    // the button is the GM's, once the fight has begun
    expect(trackerView(combat, game.users!.getName("Gamemaster")! as never).report).toBe(true);
    expect(trackerView(combat, game.users!.getName("Alice")! as never).report).toBe(false);
    await as("alice", () => TRACKER_ACTIONS.battleReport.call({ viewed: combat }, {} as PointerEvent, {} as never));
    await as("alice", () => writeBattleReport(combat, "demand"));
    expect(game.journal!.contents).toHaveLength(0);
    expect(notifications.messages.filter((m) => m.type === "warn").map((m) => m.message)).toContain(
      game.i18n!.localize("CEPHEUS.Tracker.Notify.OnlyGM"),
    );
    await TRACKER_ACTIONS.battleReport.call({ viewed: combat }, {} as PointerEvent, {} as never);
    const entry = reportOf(combat.uuid!)!;
    expect(entry.testUserPermission(game.users!.getName("Alice")!, "OBSERVER")).toBe(false);
    await game.settings!.set("cepheus-space-combat", "battleReportsShared", true);
    await expect
      .poll(() => (entry.ownership as Record<string, number>).default)
      .toBe(CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER);
    expect(entry.testUserPermission(game.users!.getName("Alice")!, "OBSERVER")).toBe(true);
    // a card whose withdrawal Alice could not make: her own copy of a card is not the GM's, and counts for nothing
    const copy = { ...cards("action")[0].toObject(), _id: undefined, author: game.users!.getName("Alice")!.id };
    const forged = (await as("alice", () => ChatMessage.create(copy as never))) as ChatMessage.Implementation;
    expect((forged.system as CardData).combatUuid).toBe(combat.uuid);
    const composed = (await composeReport(combat, "demand"))!;
    expect(composed.flag.counted).not.toContain(forged.id);
    expect(composed.flag.counted).toEqual(reportFlag(entry)!.counted);
  });

  it("is written when a fight that had begun is ended by deleting its combat, and not for one that never began", async () => {
    const { combat } = await fought();
    await combat.delete();
    await settled(combat);
    const entry = reportOf(combat.uuid!)!;
    expect(pageOf(entry)).toContain(game.i18n!.format("CEPHEUS.BattleReport.Status.deleted", { round: "1" }));
    expect(pageOf(entry)).toContain(game.i18n!.format("CEPHEUS.BattleReport.Result.undecided.one", { rounds: "1" }));
    const fresh = (await Combat.create({ type: "base" } as never)) as Combat.Implementation;
    await fresh.delete();
    expect(reportOf(fresh.uuid!)).toBeUndefined();
  });
});
