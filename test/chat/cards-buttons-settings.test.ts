// Cards' buttons only for those who may use them, and the settings that change a card: R20 'before the roll',
// auto-apply with Undo, and the roll mode of the GM or the player who acted.
import { beforeAll, describe, expect, it } from "vitest";
import { onRenderChatMessageHTML } from "../../src/apps/chat/card-buttons";
import { ShipData } from "../../src/data/actor/ship";
import { perform } from "../../src/play/perform";
import { as, isV14, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { ALICE, bootSystem, standardWorld } from "../fixtures/world";
import { card, cards, sys } from "./posted";

beforeAll(bootSystem);

/** A minimal element tree over the rendered card, enough for the hook: buttons with dataset, remove, listeners. */
function fakeHtml(content: string) {
  const buttons = [...content.matchAll(/<button[^>]*>/g)].map((m) => {
    const tag = m[0];
    const dataset: Record<string, string> = {};
    for (const a of tag.matchAll(/data-([a-z-]+)="([^"]*)"/g))
      dataset[a[1].replace(/-([a-z])/g, (_x, c: string) => c.toUpperCase())] = a[2];
    const el = {
      dataset,
      removed: false,
      listeners: 0,
      disabled: false,
      remove() {
        el.removed = true;
      },
      addEventListener() {
        el.listeners++;
      },
    };
    return el;
  });
  return {
    buttons,
    querySelectorAll: () => buttons.filter((b) => !b.removed),
    querySelector: () => null,
  };
}

describe("buttons only for those who may use them", () => {
  it("damage card: Apply for the GM and the ship's owner, not for others", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const reaction = cards("reaction")[0];
    scriptTotals([8, 2], [4, 2]);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    // (the attack landed on the Beowulf's reaction card: it is the damage card now)
    const damage = cards("damage")[0];
    expect(damage.id).toBe(reaction.id);
    const visible = async (who: "gm" | "alice" | "bob", msg: ChatMessage.Implementation) =>
      as(who, () => {
        const html = fakeHtml(msg.content);
        onRenderChatMessageHTML(msg, html as unknown as HTMLElement);
        return html.buttons.filter((b) => !b.removed).map((b) => b.dataset.cardAction);
      });
    expect(await visible("gm", damage)).toEqual(["apply"]);
    expect(await visible("alice", damage)).toEqual(["apply"]);
    expect(await visible("bob", damage)).toEqual([]);
  });

  it("open reaction card: the target's owner and the GM see the choices", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const reaction = cards("reaction")[0];
    const seen = (who: "gm" | "alice" | "bob") =>
      as(who, () => {
        const html = fakeHtml(reaction.content);
        onRenderChatMessageHTML(reaction, html as unknown as HTMLElement);
        return html.buttons.filter((b) => !b.removed).map((b) => `${b.dataset.cardAction}:${b.dataset.reaction ?? ""}`);
      });
    expect(await seen("alice")).toEqual(["react:dodge", "react:fireSand", "decline:"]);
    expect(await seen("gm")).toEqual(["react:dodge", "react:fireSand", "decline:"]);
    expect(await seen("bob")).toEqual([]);
  });
});

describe("settings", () => {
  it("R20 'before the roll': the attack card shows no dice yet, and the roll comes when damage resolves", async () => {
    const w = await standardWorld();
    await game.settings!.set("cepheus-space-combat", "reactionDeclaration", "beforeRoll");
    scriptTotals([12, 2], [2, 2]);
    await perform({ type: "rollInitiative" }, { combat: w.combat });
    await perform({ type: "setRange", a: w.cid, b: w.bid, range: "long" }, { combat: w.combat });
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    expect(r.ok).toBe(true);
    expect(card(r.messageIds[0]).rolls).toHaveLength(0);
    expect(card(r.messageIds[0]).content).toContain("Not rolled yet");
    expect(card(r.messageIds[0]).content).toContain("the target declares reactions first");
    scriptTotals([8, 2], [15, 3], [8, 2], [4, 2]);
    const end = await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    expect(card(end.messageIds[0]).content).toContain("Hit");
    expect(cards("damage")).toHaveLength(1);
  });

  it("autoApplyDamage writes the damage at once; the card offers Undo", async () => {
    const w = await engaged("long");
    await game.settings!.set("cepheus-space-combat", "autoApplyDamage", true);
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    scriptTotals([8, 2], [4, 2]);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    expect((w.beowulf.system as ShipData).hull.value).toBe(6);
    const d = cards("damage")[0];
    expect(sys(d).applied).toBe(true);
    expect(d.content).toContain('data-card-action="undo"');
    // Undo is shown to the GM only
    const undoFor = (who: "gm" | "alice") =>
      as(who, () => {
        const html = fakeHtml(d.content);
        onRenderChatMessageHTML(d, html as unknown as HTMLElement);
        return html.buttons.filter((b) => !b.removed).map((b) => b.dataset.cardAction);
      });
    expect(await undoFor("gm")).toEqual(["undo"]);
    expect(await undoFor("alice")).toEqual([]);
  });

  it("the main card follows the asking user's roll mode", async () => {
    const w = await standardWorld();
    // v13: core.rollMode "gmroll"; v14: core.messageMode "gm" (core.rollMode is deprecated there)
    const settings = game.settings as unknown as { set(ns: string, key: string, value: string): Promise<unknown> };
    await settings.set("core", isV14 ? "messageMode" : "rollMode", isV14 ? "gm" : "gmroll");
    scriptTotals([12, 2], [2, 2]);
    const r = await perform({ type: "rollInitiative" }, { combat: w.combat });
    const whisper = (card(r.messageIds[0]) as unknown as { whisper: string[] }).whisper;
    expect(whisper).toContain(game.user!.id);
  });
});

describe("a player's roll mode", () => {
  // the GM's client posts every card; the card is still the player's roll: private modes reach the player who acted
  async function rolledAs(mode: "publicroll" | "gmroll" | "blindroll" | "selfroll") {
    const w = await standardWorld();
    // v13: core.rollMode; v14: core.messageMode with its own names (core.rollMode is deprecated there)
    const v14 = { publicroll: "public", gmroll: "gm", blindroll: "blind", selfroll: "self" } as const;
    const settings = game.settings as unknown as { set(ns: string, key: string, value: string): Promise<unknown> };
    await settings.set("core", isV14 ? "messageMode" : "rollMode", isV14 ? v14[mode] : mode);
    scriptTotals([8, 2]);
    const r = await as("alice", () =>
      perform({ type: "evasiveManeuvers", shipId: w.beowulf.id!, seat: 0 }, { combat: null }),
    );
    expect(r.ok).toBe(true);
    return card(r.messageIds[0]) as unknown as { whisper: string[]; blind?: boolean; _source: { author: string } };
  }
  const gms = () => game.users!.filter((u) => u.isGM).map((u) => u.id!);

  it("self: the card is whispered to the player alone (the GM posts it)", async () => {
    const msg = await rolledAs("selfroll");
    expect(msg._source.author).toBe(game.user!.id);
    expect(msg.whisper).toEqual([ALICE]);
  });

  it("GM roll: to the GMs and the player who rolled", async () => {
    const msg = await rolledAs("gmroll");
    expect([...msg.whisper].sort()).toEqual([...gms(), ALICE].sort());
  });

  it("blind: to the GMs and the player, blind, as core's blind roll", async () => {
    const msg = await rolledAs("blindroll");
    expect([...msg.whisper].sort()).toEqual([...gms(), ALICE].sort());
    expect(msg.blind).toBe(true);
  });

  it("public: seen by everyone", async () => {
    expect((await rolledAs("publicroll")).whisper).toEqual([]);
  });
});
