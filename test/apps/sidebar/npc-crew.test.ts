// The tracker's NPC crew controls, the setup's NPC crews region and the preview's lines, built by their pure views
// and rendered with the real handlebars and lang file.
import { describe, expect, test } from "vitest";
import { prepareTrackerView, type TrackerShipInfo } from "../../../src/apps/sidebar/view-model";
import { npcSetupView, readNpcSetup } from "../../../src/apps/sidebar/npc-setup";
import { planLines, reasonText } from "../../../src/chat/view/npc-reason";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { planTurn } from "../../../src/rules/engagement/npc-crew/plan";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { frontierTrader, raider } from "../../rules/engagement/fixtures";
import { count, render } from "./render";

/** Raider (acting first) against a Frontier Trader at Long range. */
function fight(): EngagementState {
  const s = createEngagement({
    ships: [raider(), frontierTrader()],
    sides: { raider: "a", trader: "b" },
    range: "long",
  });
  return runSync(applyCommand(s, { type: "rollInitiative" }), scriptedSource([12, 2, 2])).state;
}

const infos = (s: EngagementState, owned: string[]): TrackerShipInfo[] =>
  Object.keys(s.ships).map((id) => ({ id, name: s.ships[id].name, img: null, owned: owned.includes(id) }));

const t = {
  localize: (k: string) => game.i18n!.localize(k),
  format: (k: string, d: Record<string, string>) => game.i18n!.format(k, d),
};

describe("the tracker's NPC crew controls", () => {
  test("the GM gets Play turn and Preview on an NPC ship's row in its turn, and Play all NPC turns", () => {
    const s = fight();
    const view = prepareTrackerView({ state: s, ships: infos(s, []), viewer: { isGM: true } });
    expect(view.rows.find((r) => r.id === "raider")!.npc).toEqual({ play: true });
    expect(view.rows.find((r) => r.id === "trader")!.npc).toBeNull();
    const html = render("sidebar/tracker.hbs", { view });
    expect(count(html, /data-action="playNpcTurn"/)).toBe(1);
    expect(count(html, /data-action="previewNpcTurn"/)).toBe(1);
    expect(render("sidebar/footer.hbs", { view })).toContain('data-action="playAllNpcTurns"');
  });

  test("a player's ship in its turn has none; a player sees none at all", () => {
    const s = fight();
    const gm = prepareTrackerView({ state: s, ships: infos(s, ["raider"]), viewer: { isGM: true } });
    expect(gm.rows.every((r) => r.npc === null)).toBe(true);
    expect(gm.playAllNpc).toBe(false);
    const player = prepareTrackerView({ state: s, ships: infos(s, ["trader"]), viewer: { isGM: false } });
    expect(player.rows.every((r) => r.npc === null)).toBe(true);
    const html = render("sidebar/tracker.hbs", { view: player }) + render("sidebar/footer.hbs", { view: player });
    expect(html).not.toContain("playNpcTurn");
    expect(html).not.toContain("playAllNpcTurns");
  });
});

describe("the setup's NPC crews", () => {
  test("each NPC ship's stored policy shown, and read back from the form", () => {
    const names: Record<string, string> = { a: "Raider", b: "Trader", c: "Frigate" };
    const ships = npcSetupView(["a", "c"], ["a", "b", "c"], (id) => names[id], {
      a: { stance: "cautious", target: "named", targetId: "b", missiles: false },
    });
    const html = render("sidebar/npc-setup.hbs", { npcShips: ships });
    expect(count(html, /<tr>/)).toBe(3);
    expect(html).toMatch(/value="cautious" selected>Cautious/);
    expect(html).toMatch(/value="b" selected>Trader/);
    expect(html).not.toMatch(/name="npc.a.missiles" checked/);
    expect(html).toMatch(/name="npc.c.missiles" checked/);
    const read = readNpcSetup(
      {
        "npc.a.stance": "aggressive",
        "npc.a.flee": "never",
        "npc.a.target": "named",
        "npc.a.targetId": "c",
        "npc.a.missiles": false,
        "npc.c.stance": "reckless",
        "npc.c.target": "named",
        "npc.c.targetId": "nobody",
      },
      ["a", "c"],
      ["a", "b", "c"],
    );
    expect(read).toEqual({
      a: { stance: "aggressive", flee: "never", target: "named", targetId: "c", missiles: false },
      c: { target: "named" },
    });
  });
});

describe("the preview's lines", () => {
  test("who acts, and why in the user's language", () => {
    const s = fight();
    const plan = planTurn(s, "raider");
    const lines = planLines(t, plan, s.ships.raider, (id) => s.ships[id].name);
    expect(lines.length).toBe(plan.length);
    const close = plan.find((a) => a.reason === "closeRange")!;
    expect(reasonText(t, close, (id) => s.ships[id].name)).toBe(
      `closes to ${game.i18n!.localize("CEPHEUS.RangeBand.medium")}: its ${game.i18n!.localize(
        "CEPHEUS.WeaponKind.beamLaser",
      )} hit at ${game.i18n!.localize("CEPHEUS.Difficulty.average")} there`,
    );
    expect(lines.some((l) => l.why.startsWith("fires at Frontier Trader"))).toBe(true);
    const html = render("sidebar/npc-preview.hbs", { lines });
    expect(count(html, /<li>/)).toBe(lines.length);
  });
});
