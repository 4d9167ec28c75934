// Cards' wording: every reason, event, effect, modifier and action the engine names has lang text; names are
// escaped; every card links to its quick-reference page.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { CARD_KINDS } from "../../src/data/chat/card";
import { BRIDGE_REASONS, perform } from "../../src/play/perform";
import { REFUSAL_REASONS } from "../../src/rules/engagement/refusals";
import { HIT_EFFECTS } from "../../src/rules/tables/damage";
import { HIT_LOCATIONS, POSITIONS, RANGE_BANDS, WEAPON_KINDS } from "../../src/rules/types";
import { scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { card } from "./posted";
import { CARD_REASONS } from "../../src/play/apply";
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
