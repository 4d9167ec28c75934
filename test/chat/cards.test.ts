// Cards: escaping, lang coverage, button visibility, R20, auto-apply, roll mode, rams, repairs.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { CARD_KINDS } from "../../src/data/chat/card";
import { onRenderChatMessageHTML } from "../../src/apps/chat/card-buttons";
import { ShipData } from "../../src/data/actor/ship";
import { BRIDGE_REASONS, perform } from "../../src/play/perform";
import { engagementOptions } from "../../src/play/settings";
import { REFUSAL_REASONS } from "../../src/rules/engagement/refusals";
import { HIT_EFFECTS } from "../../src/rules/tables/damage";
import { HIT_LOCATIONS, POSITIONS, RANGE_BANDS, WEAPON_KINDS } from "../../src/rules/types";
import { as, isV14, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { ALICE, bootSystem, crew, standardWorld } from "../fixtures/world";
import { card, cards, sys } from "./posted";
import { CrewData } from "../../src/data/actor/crew";

import { CARD_REASONS, requestCardAction } from "../../src/play/apply";
import { CHANNEL_REFUSALS } from "../../src/net/requests";

beforeAll(bootSystem);

const has = (key: string) => game.i18n!.has(key);

describe("lang keys", () => {
  it("every refusal reason, bridge reason and card reason has CEPHEUS.Reason text", () => {
    const missing = [...REFUSAL_REASONS, ...BRIDGE_REASONS, ...CARD_REASONS, ...CHANNEL_REFUSALS].filter(
      (r) => !has(`CEPHEUS.Reason.${r}`),
    );
    expect(missing).toEqual([]);
  });

  it("every event type of the engine, hit effect, weapon, range, location and position has wording", () => {
    const events = fs.readFileSync("src/rules/engagement/events.ts", "utf8");
    const types = [...events.matchAll(/type: "([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(types.length).toBeGreaterThan(40);
    // (a line with a form per count has at least its `other` form)
    expect(types.filter((t) => !has(`CEPHEUS.Event.${t}`) && !has(`CEPHEUS.Event.${t}.other`))).toEqual([]);
    const effects = Object.values(HIT_EFFECTS).flatMap((row) => row.steps);
    expect(effects.filter((e) => !has(`CEPHEUS.Effect.${e}`))).toEqual([]);
    expect(WEAPON_KINDS.filter((k) => !has(`CEPHEUS.Chat.Weapon.${k}`))).toEqual([]);
    expect(RANGE_BANDS.filter((k) => !has(`CEPHEUS.Chat.Range.${k}`))).toEqual([]);
    expect(HIT_LOCATIONS.filter((k) => !has(`CEPHEUS.Chat.Location.${k}`))).toEqual([]);
    expect(POSITIONS.filter((k) => !has(`CEPHEUS.Chat.Position.${k}`))).toEqual([]);
  });

  it("every modifier source and action the engine names has a label", () => {
    const src = fs
      .readdirSync("src/rules", { recursive: true })
      .filter((f) => String(f).endsWith(".ts"))
      .map((f) => fs.readFileSync(`src/rules/${f}`, "utf8"))
      .join("\n");
    const sources = new Set([...src.matchAll(/source: "([a-zA-Z]+)"/g)].map((m) => m[1]));
    expect(sources.size).toBeGreaterThan(20);
    expect([...sources].filter((s) => !has(`CEPHEUS.Chat.Modifier.${s}`))).toEqual([]);
    const commands = fs.readFileSync("src/rules/engagement/commands.ts", "utf8");
    const types = new Set([...commands.matchAll(/type: "([a-zA-Z]+)"/g)].map((m) => m[1]));
    expect([...types].filter((t) => !has(`CEPHEUS.Chat.Action.${t}`))).toEqual([]);
    expect(CARD_KINDS.length).toBe(4);
  });
});

describe("safety", () => {
  it("ship and crew names are escaped in cards", async () => {
    const w = await engaged("long");
    await w.corsair.update({ name: `<img src=x onerror="alert(1)">Pirate` } as never);
    scriptTotals([8, 2], [15, 3]);
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const html = card(r.messageIds[0]).content;
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;Pirate");
  });

  it("every card links to its quick-reference page in the rules compendium", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    const r = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const html = card(r.messageIds[0]).content;
    expect(html).toMatch(
      /<a class="content-link"[^>]*data-uuid="Compendium\.cepheus-space-combat\.rules\.JournalEntry\.tuUSjaS2wcZdRvcc\.JournalEntryPage\.8JHEe669qB5i0oUc"/,
    );
    expect(html).toContain("Quick reference: Turn checklist");
  });
});

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
  it("damage card: Apply for the GM and the ship's owner, not for others; reactions likewise", async () => {
    const w = await engaged("long");
    scriptTotals([8, 2], [15, 3]);
    await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const reaction = cards("reaction")[0];
    scriptTotals([8, 2], [4, 2]);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    const damage = cards("damage")[0];
    const visible = async (who: "gm" | "alice" | "bob", msg: ChatMessage.Implementation) =>
      as(who, () => {
        const html = fakeHtml(msg.content);
        onRenderChatMessageHTML(msg, html as unknown as HTMLElement);
        return html.buttons.filter((b) => !b.removed).map((b) => b.dataset.cardAction);
      });
    expect(await visible("gm", damage)).toEqual(["apply"]);
    expect(await visible("alice", damage)).toEqual(["apply"]);
    expect(await visible("bob", damage)).toEqual([]);
    // the attack has resolved: the reaction card is closed for everyone
    expect(await visible("gm", card(reaction.id!))).toEqual([]);
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

describe("other cards", () => {
  it("a ram: opposed Piloting, then both ships take collision damage, each on its own damage card with the table row", async () => {
    const w = await engaged("close");
    await w.corsair.update({
      system: { seats: [...(w.corsair.system as ShipData).toObject().seats, { position: "pilot", npcSkill: 2 }] },
    } as never);
    expect((await perform({ type: "adjustSpeed", shipId: w.cid, seat: 1, speed: 2 }, { combat: w.combat })).ok).toBe(
      true,
    );
    // opposed: Corsair 2D6 10 + 2, Beowulf 2D6 3 + 2; collisions at speed difference 2: 2D6 each
    scriptTotals([10, 2], [3, 2], [6, 2], [6, 2], [3, 2], [6, 2]);
    const r = await perform({ type: "ram", shipId: w.cid, seat: 1, targetId: w.bid }, { combat: w.combat });
    expect(r.refusal).toBeUndefined();
    const main = card(r.messageIds[0]).content;
    expect(main).toContain("Opposed: Ram");
    expect(main).toContain("Corsair wins");
    expect(main).toContain("Collision: speed 2 → 2D6 damage");
    const damage = cards("damage");
    expect(damage.map((m) => m.content.match(/Damage — (\w+)/)?.[1])).toEqual(["Beowulf", "Corsair"]);
    expect(damage[0].content).toContain("Damage 6 − armor 4 &#x3D; 2: 1 Single Hit");
    expect(damage[1].content).toContain("Damage 3 − armor 0 &#x3D; 3: 1 Single Hit");
  });

  it("a repair is written at once and shows the Damage Repair Results row", async () => {
    const w = await engaged("long", { beowulf: { systems: { mDrive: 1 } } });
    await w.beowulf.update({
      system: {
        seats: [...(w.beowulf.system as ShipData).toObject().seats, { position: "damageControl", npcSkill: 1 }],
      },
    } as never);
    // it is the Corsair's turn: end it, then Beowulf's damage control repairs the M-Drive (2D6 9 + 1 = 10: Effect 2)
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    scriptTotals([9, 2]);
    const r = await perform(
      { type: "repairDamagedSystem", shipId: w.bid, seat: 3, target: "mDrive" },
      { combat: w.combat },
    );
    expect(r.refusal).toBeUndefined();
    expect((w.beowulf.system as ShipData).systems.mDrive).toBe(0);
    const html = card(r.messageIds[0]).content;
    expect(html).toContain("Damage Repair Results: Effect +2 (1–5) → 2 hits repaired");
  });
});

describe("boarding", () => {
  it("boarders crossing: the defenders' owners may fire sand or point defense at them; the card follows", async () => {
    const w = await engaged("adjacent");
    await w.corsair.update({
      system: {
        seats: [...(w.corsair.system as ShipData).toObject().seats, { position: "chiefSecurityOfficer", npcSkill: 2 }],
      },
    } as never);
    const r = await perform({ type: "boardingAction", shipId: w.cid, seat: 1, targetId: w.bid }, { combat: w.combat });
    expect(r.refusal).toBeUndefined();
    expect(card(r.messageIds[0]).content).toContain("Corsair boards Beowulf");
    const reaction = cards("reaction").at(-1)!;
    expect(reaction.content).toContain("Boarders from Corsair are crossing");
    expect(reaction.content).toContain("Fire Sand: Turret 2");
    expect(reaction.content).toContain("Point Defense: Turret 1");
    const boardingId = (sys(reaction).reaction as { boardingId: string }).boardingId;
    // Alice's NPC gunner at the sandcaster: 2D6 8 + 1 = 9, success: the boarders are hit
    scriptTotals([8, 2]);
    const sand = await as("alice", () =>
      perform({ type: "fireSand", shipId: w.bid, seat: 2, boardingId }, { combat: w.combat }),
    );
    expect(sand.refusal).toBeUndefined();
    expect(card(sand.messageIds[0]).content).toContain("defence strikes the boarders");
    // Beowulf had one reaction: the card now offers none
    expect(card(reaction.id!).content).toContain("Reactions left this round: 0");
    expect(card(reaction.id!).content).not.toContain('data-reaction="fireSand"');
  });

  it("sand at the boarders rolls 8D6 for each one, and the crew card lays it on the named ones (Apply, Undo)", async () => {
    const w = await engaged("adjacent");
    const marine = await crew("Rex Marine", null, { characteristics: { str: 8, dex: 7, end: 9 } });
    await w.corsair.update({
      system: {
        seats: [
          ...(w.corsair.system as ShipData).toObject().seats,
          { position: "marine", crew: marine.uuid },
          { position: "chiefSecurityOfficer", npcSkill: 2 },
        ],
      },
    } as never);
    await perform({ type: "boardingAction", shipId: w.cid, seat: 1, targetId: w.bid }, { combat: w.combat });
    const boardingId = (sys(cards("reaction").at(-1)!).reaction as { boardingId: string }).boardingId;
    // "If the sand attack is successful, each target in the boarding party takes 8D6 damage": 8 + 1 = 9 hits;
    // the marine takes 12, the unnamed Chief Security Officer 30
    scriptTotals([8, 2], [12, 8], [30, 8]);
    const sand = await as("alice", () =>
      perform({ type: "fireSand", shipId: w.bid, seat: 2, boardingId }, { combat: w.combat }),
    );
    expect(sand.refusal).toBeUndefined();
    const main = card(sand.messageIds[0]).content;
    expect(main).toContain("8D6 per boarder struck");
    expect(main).toContain("Rex Marine");
    expect(main).toContain("12 damage");
    expect(main).toContain("30 damage");
    const crewCard = cards("crew").at(-1)!;
    expect(sand.messageIds).toContain(crewCard.id);
    expect(sys(crewCard).shipUuid).toBe(w.corsair.uuid);
    expect(crewCard.content).toContain("Rex Marine: 12 damage (END 9, STR 3, DEX 0)");
    expect((await requestCardAction({ messageId: crewCard.id!, action: "apply" })).ok).toBe(true);
    expect((marine.system as CrewData).damage).toMatchObject({ end: 9, str: 3, dex: 0 });
    expect((await requestCardAction({ messageId: crewCard.id!, action: "undo" })).ok).toBe(true);
    expect((marine.system as CrewData).damage).toMatchObject({ end: 0, str: 0, dex: 0 });
  });
});

describe("the attack card itemises every DM", () => {
  it("a pulse laser at Long: the shared DMs, then the shot's difficulty and the pulse laser's DM−2", async () => {
    const w = await engaged("long");
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    scriptTotals([10, 2]); // 10 + Turret Weapons 1 − 2 (Difficult) − 2 (pulse laser) = 7: a miss
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    expect(r.refusal).toBeUndefined();
    const html = card(r.messageIds[0]).content;
    expect(html).toContain("<dt>Skill</dt><dd>+1</dd>");
    expect(html).toContain("Difficult −2");
    expect(html).toContain("Pulse laser −2");
    expect(html).toMatch(/<td>10<\/td><td>−3<\/td><td>7<\/td><td>Miss/);
  });
});

describe("an NPC ship's reactions", () => {
  it("none are offered when the NPC can take none (no pilot, no sandcaster)", async () => {
    const w = await engaged("long");
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    await w.corsair.update({ system: { ammo: { sand: 2 } } } as never);
    scriptTotals([12, 2], [3, 2]); // Sam's pulse laser: 12 + 1 − 4 = 9: a hit, damage 2D6 3
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    expect(r.refusal).toBeUndefined();
    // the Corsair's pilot-less bridge cannot dodge and it has no sandcaster: no reaction, no card
    expect(cards("reaction").filter((m) => (sys(m).reaction as { shipId?: string }).shipId === w.cid)).toHaveLength(0);
  });

  it("whispers the NPC's reaction card to the GMs", async () => {
    const w = await engaged("long");
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    // give the Corsair a pilot so it can dodge
    await w.corsair.update({
      system: { seats: [...(w.corsair.system as ShipData).toObject().seats, { position: "pilot", npcSkill: 1 }] },
    } as never);
    scriptTotals([12, 2], [3, 2]); // Sam's pulse laser: 12 + 1 − 4 = 9: a hit, damage 2D6 3
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    expect(r.refusal).toBeUndefined();
    const reaction = cards("reaction").find((m) => (sys(m).reaction as { shipId?: string }).shipId === w.cid);
    expect(reaction).toBeDefined();
    const whisper = (reaction as unknown as { whisper: string[] }).whisper;
    expect(whisper).toEqual([game.users!.find((u) => u.isGM)!.id]);
  });
});

describe("rulings as world settings", () => {
  it("changing a rules setting re-renders the open ship sheets and the tracker, and nothing else", async () => {
    const renders: string[] = [];
    const fake = (name: string, type?: string) => ({
      document: type ? { type } : undefined,
      render: () => renders.push(name),
    });
    const apps = foundry.applications as unknown as { instances?: Map<string, unknown> };
    const uiAny = ui as unknown as { combat?: unknown };
    const [instances, combat] = [apps.instances, uiAny.combat];
    apps.instances = new Map([
      ["a", fake("ship sheet", "ship")],
      ["b", fake("crew sheet", "crew")],
      ["c", fake("journal")],
    ]);
    uiAny.combat = { render: () => renders.push("tracker") };
    try {
      await game.settings!.set("cepheus-space-combat", "repairHullStructure" as never, false as never);
      expect(renders).toEqual(["ship sheet", "tracker"]);
      renders.length = 0;
      await game.settings!.set("cepheus-space-combat", "autoApplyDamage" as never, true as never);
      expect(renders).toEqual([]);
    } finally {
      apps.instances = instances;
      uiAny.combat = combat;
      await game.settings!.set("cepheus-space-combat", "repairHullStructure" as never, true as never);
      await game.settings!.set("cepheus-space-combat", "autoApplyDamage" as never, false as never);
    }
  });

  it("R22, R26, R39 and R40 are world settings the engine's options follow", async () => {
    expect(engagementOptions()).toMatchObject({
      mDriveHalfRounding: "up",
      crewDamageEach: false,
      repairDestroyedSystems: false,
      repairHullStructure: true,
    });
    const set = (key: string, value: unknown) =>
      game.settings!.set("cepheus-space-combat", key as never, value as never);
    try {
      await set("mDriveHalfRounding", "down");
      await set("crewDamageEach", true);
      await set("repairDestroyedSystems", true);
      await set("repairHullStructure", false);
      expect(engagementOptions()).toMatchObject({
        mDriveHalfRounding: "down",
        crewDamageEach: true,
        repairDestroyedSystems: true,
        repairHullStructure: false,
      });
    } finally {
      await set("mDriveHalfRounding", "up");
      await set("crewDamageEach", false);
      await set("repairDestroyedSystems", false);
      await set("repairHullStructure", true);
    }
  });

  it("R105 is a world setting: lone ships count as communicating when it is on", async () => {
    expect(engagementOptions().interceptLoneShips).toBe(false);
    try {
      await game.settings!.set("cepheus-space-combat", "interceptLoneShips" as never, true as never);
      expect(engagementOptions().interceptLoneShips).toBe(true);
    } finally {
      await game.settings!.set("cepheus-space-combat", "interceptLoneShips" as never, false as never);
    }
  });

  it("R8 off: a pulse laser takes no DM−2", async () => {
    const w = await engaged("long");
    await game.settings!.set("cepheus-space-combat", "pulseLaserPenalty", false);
    await perform({ type: "endTurn", shipId: w.cid }, { combat: w.combat });
    scriptTotals([10, 2]); // 10 + 1 − 2 (Difficult) = 9: a hit now
    scriptTotals([3, 2]);
    const r = await as("alice", () =>
      perform({ type: "attack", shipId: w.bid, seat: 1, targetId: w.cid }, { combat: w.combat }),
    );
    const html = card(r.messageIds[0]).content;
    expect(html).not.toContain("Pulse laser −2");
    expect(html).toMatch(/<td>10<\/td><td>−1<\/td><td>9<\/td><td>Hit/);
  });
});
