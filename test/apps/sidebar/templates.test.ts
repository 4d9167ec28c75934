// The tracker's templates rendered with the real handlebars and the real lang file (a missing key throws).
import { describe, expect, test } from "vitest";
import { prepareTrackerView, type TrackerShipInfo } from "../../../src/apps/sidebar/view-model";
import { runSync, scriptedSource } from "../../../src/rules/dice";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { pairKey } from "../../../src/rules/engagement/memory";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { RANGE_BANDS } from "../../../src/rules/types";
import { frontierTrader, patrolFrigate, raider } from "../../rules/engagement/fixtures";
import { count, render } from "./render";
import { CombatTracker } from "../../harness/sidebar";

function battle(): EngagementState {
  let s = createEngagement({
    ships: [patrolFrigate(), raider(), frontierTrader()],
    sides: { frigate: "navy", trader: "navy", raider: "pirates" },
    range: "veryLong",
    aware: ["frigate", "trader"],
  });
  // frigate aware: 12 + pilot DEX 9 (+1) + Tactics (9 → 9+2+1−8 = +4) = 17; raider 2D6 6 + Tactics 7 (+0) = 6;
  // trader aware: 12 + DEX 7 (0) = 12; the frigate fires its smart missiles at the raider (launch 8)
  for (const [command, dice] of [
    [{ type: "rollInitiative" }, [9, 6, 7]],
    [{ type: "attack", shipId: "frigate", seat: 4, targetId: "raider" }, [8]],
  ] as const) {
    const r = runSync(applyCommand(s, command), scriptedSource(dice));
    expect(r.events.find((e) => e.type === "refused")).toBeUndefined();
    s = r.state;
  }
  return s;
}

const infos = (s: EngagementState, owned: string[]): TrackerShipInfo[] =>
  Object.keys(s.ships).map((id) => ({
    id,
    name: s.ships[id].name,
    img: `icons/${id}.webp`,
    owned: owned.includes(id),
  }));

describe("tracker.hbs", () => {
  test("the GM's tracker: every ship, numbers, clickable range badges and matrix, missiles in flight", () => {
    const s = battle();
    const view = prepareTrackerView({
      state: s,
      ships: infos(s, []),
      viewer: { isGM: true },
      overrides: [pairKey("frigate", "raider")],
    });
    const html = render("sidebar/tracker.hbs", { view });
    expect(html).toContain('class="cepheus cepheus-tracker"');
    expect(html).toContain("Round 1");
    expect(html).toContain("Acting: Patrol Frigate");
    expect(count(html, /<li class="ship [^"]*" data-combatant-id="/)).toBe(3);
    expect(html).toMatch(/data-combatant-id="frigate" data-action="activateCombatant" aria-current="true"/);
    // each row is core's combatant row: core's activateCombatant action selects and pans to the ship's token on a
    // click, opens its sheet on a double click; core's hover handler finds `.combatant[data-combatant-id]`
    expect(
      count(html, /<li class="ship combatant[^"]*" data-combatant-id="[^"]+" data-action="activateCombatant"/),
    ).toBe(3);
    // numbers the GM sees
    // Hull and Structure: two labelled bars, each with its numbers
    expect(html).toContain("Hull <strong>6 / 6</strong>");
    expect(count(html, /role="meter"[^>]*aria-label="Hull"/)).toBe(3);
    expect(count(html, /role="meter"[^>]*aria-label="Structure"/)).toBe(3);
    expect(html).toMatch(/<dt>Reactions<\/dt><dd>4 \/ 4<\/dd>/);
    expect(html).toContain("1 of 10 stations");
    // a gunner's line names the turret and says what was used
    expect(html).toContain("Turret Gunner, Turret 1: used 1 significant, 0 minor");
    // range badges: 3 ships × 2 others, all buttons; the matrix adds 3 × 2 cells
    expect(count(html, /data-action="editRange"/)).toBe(12);
    expect(count(html, /<button type="button" class="range-badge band-veryLong override"/)).toBe(2);
    expect(html).toContain('data-a="frigate" data-b="raider"');
    expect(html).toContain('data-a="raider" data-b="frigate"');
    // the salvo in flight
    expect(html).toMatch(/Smart missiles \(\d+\): Patrol Frigate at Raider/);
    expect(html).toContain("impact in 2 turns");
    expect(html).toContain("hits on 8+");
    // the acting ship's controls (GM: end turn, delay, hasty refused after an action was taken)
    expect(html).toContain('data-action="endShipTurn"');
    expect(html).not.toContain('data-action="delay"');
    expect(html).not.toContain('data-action="declareHasty"');
    // every button is a real button
    expect(count(html, /<button /)).toBe(count(html, /<button type="button"/));
  });

  test("a player's tracker: their side in full, the enemy coarse, nothing to click but their own ship", () => {
    const s = battle();
    const view = prepareTrackerView({ state: s, ships: infos(s, ["trader"]), viewer: { isGM: false } });
    const html = render("sidebar/tracker.hbs", { view });
    expect(count(html, /data-action="editRange"/)).toBe(0);
    expect(html).not.toContain("range-matrix");
    // the raider's row shows a condition, never numbers
    const raiderRow = html.slice(
      html.indexOf('data-combatant-id="raider"'),
      html.indexOf("</li>", html.indexOf('data-combatant-id="raider"')),
    );
    expect(raiderRow).toContain("<dt>Condition</dt><dd>Intact</dd>");
    expect(raiderRow).not.toContain("pool-bar");
    expect(raiderRow).not.toContain("<dt>Reactions</dt>");
    // the trader's row (own side) shows its numbers
    const traderRow = html.slice(html.indexOf('data-combatant-id="trader"'));
    expect(traderRow).toContain("Hull <strong>6 / 6</strong>");
    // the frigate is on the player's side: its missiles at the raider are known
    expect(html).toMatch(/Smart missiles \(\d+\): Patrol Frigate at Raider/);
  });

  test("no engagement: a hint, no rows", () => {
    const view = prepareTrackerView({ state: null, ships: [], viewer: { isGM: true } });
    const html = render("sidebar/tracker.hbs", { view });
    expect(html).toContain("No engagement yet.");
    expect(html).not.toContain("ship-list");
  });

  test("a token without an actor is flagged for the GM", () => {
    const s = battle();
    const ships = [...infos(s, []), { id: "ghost", name: "Ghost token", problem: "noActor" as const }];
    const html = render("sidebar/tracker.hbs", {
      view: prepareTrackerView({ state: s, ships, viewer: { isGM: true } }),
    });
    expect(html).toContain("<strong>Ghost token</strong>: the token has no actor");
  });
});

describe("footer.hbs", () => {
  test("GM controls follow the phase; players get none but the guide", () => {
    const fresh = createEngagement({ ships: [raider(), frontierTrader()], sides: { raider: "a", trader: "b" } });
    let html = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: fresh, ships: infos(fresh, []), viewer: { isGM: true } }),
    });
    expect(html).toContain('data-action="rollEngagementInitiative"');
    expect(html).toContain('data-action="engagementSetup"');
    expect(html).not.toContain('data-action="stepBack"');
    html = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: battle(), ships: [], viewer: { isGM: true }, canStepBack: true }),
    });
    expect(html).not.toContain('data-action="rollEngagementInitiative"');
    expect(html).toContain('data-action="stepBack"');
    expect(html).toContain('data-action="openGuide"');
    html = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: battle(), ships: [], viewer: { isGM: false }, canStepBack: true }),
    });
    expect(count(html, /<button/)).toBe(1);
    expect(html).toContain('data-action="openGuide"');
    // with no engagement yet, the guide is still there
    html = render("sidebar/footer.hbs", {
      view: prepareTrackerView({ state: null, ships: [], viewer: { isGM: false } }),
    });
    expect(html).toMatch(/data-action="openGuide"[^>]*data-tooltip-text="Guide: running a space battle/);
  });
});

describe("dialogs", () => {
  test("range dialog: seven bands, the current one checked, follow-the-tokens when the scene has a scale", () => {
    const bands = RANGE_BANDS.map((band) => ({
      band,
      label: `CEPHEUS.RangeBand.${band}`,
      distance: "x",
      checked: band === "short",
    }));
    const html = render("sidebar/range-dialog.hbs", {
      a: "Raider",
      b: "Frigate",
      bands,
      tokenRanges: true,
      auto: false,
      tokenBand: "CEPHEUS.RangeBand.long",
    });
    expect(html).toContain("Range between Raider and Frigate");
    expect(count(html, /type="radio" name="range"/)).toBe(8);
    expect(html).toMatch(/value="short" checked/);
    expect(html).toContain("Follow the tokens");
  });

  test("setup dialog: a side and an awareness box per ship", () => {
    const html = render("sidebar/setup.hbs", {
      bands: RANGE_BANDS.map((band) => ({ band, label: `CEPHEUS.RangeBand.${band}` })),
      ships: [
        { id: "a1", name: "Raider", side: "hostile", aware: true },
        { id: "b2", name: "Trader", side: "friendly", aware: false },
      ],
      sides: ["hostile", "friendly"],
      hasScene: true,
      sceneName: "Regina orbit",
      kmPerUnit: 1000,
    });
    expect(html).toContain('name="side.a1" value="hostile"');
    expect(html).toMatch(/name="aware.a1" checked/);
    expect(html).not.toMatch(/name="aware.b2" checked/);
    expect(html).toContain("Kilometres per grid unit on Regina orbit");
    expect(count(html, /<option value="/)).toBe(7 + 1 + 2);
  });
});

describe("buttons", () => {
  test("every data-action in the tracker's templates is one of the tracker's actions or core's", async () => {
    const fs = await import("node:fs");
    const { TRACKER_ACTIONS } = await import("../../../src/apps/sidebar/tracker");
    const core = (CombatTracker.DEFAULT_OPTIONS as { actions: object }).actions;
    const used = new Set<string>();
    for (const file of ["tracker.hbs", "footer.hbs"]) {
      const text = fs.readFileSync(`templates/sidebar/${file}`, "utf8");
      for (const m of text.matchAll(/data-action="([^"]+)"/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(8);
    expect([...used].filter((a) => !(a in TRACKER_ACTIONS) && !(a in core))).toEqual([]);
    // ours never replace core's row activation
    expect(Object.keys(TRACKER_ACTIONS)).not.toContain("activateCombatant");
  });
});
