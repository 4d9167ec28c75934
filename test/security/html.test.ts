// The attacker's names: ships, crew, weapons, mounts and modules named with HTML, or with a language key. No name
// reaches HTML unescaped: core renders `data-tooltip` as HTML (and translates a value that is a language key), so
// every tooltip of ours is `data-tooltip-text`; Token Action HUD's tooltips are escaped; the self-test report and the
// battle report escape as HTML (build/security.json).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shipView } from "../../src/apps/sheets/ship-view";
import { prepareTrackerView, type TrackerShipInfo } from "../../src/apps/sidebar/view-model";
import { asHudTooltip } from "../../src/apps/token-hud/token-action-hud";
import { reportHTML } from "../../src/selftest/self-test";
import { createEngagement } from "../../src/rules/engagement/state";
import { applyCommand } from "../../src/rules/engagement/engine";
import { runSync, scriptedSource } from "../../src/rules/dice";
import { pairKey } from "../../src/rules/engagement/memory";
import { installNodeTemplates } from "../harness/templates-node";
import { loadShipTemplates, renderShipParts } from "../fixtures/ship-render";
import { frigateMounts, frigateWeapons, FRIGATE_CREW } from "../fixtures/fixtures";
import { frigateInput } from "../apps/sheets/inputs";
import { engage } from "../apps/sheets/engagement";
import { render } from "../apps/sidebar/render";
import { frontierTrader, patrolFrigate, raider } from "../rules/engagement/fixtures";
import { attempt, report } from "./attacker";
import { battleReport } from "../../src/rules/engagement/battle-report";
import { reportView } from "../../src/apps/report/view";

/** A name that is markup, and one that is a language key (core would translate it in a `data-tooltip`). */
const HOSTILE = `<img src=x onerror="alert(1)">`;
const LANG_KEY = "CEPHEUS.Reason.failed";
const root = path.resolve(import.meta.dirname, "../..");
const t = () => (globalThis as any).game.i18n;

beforeAll(async () => {
  const { bootSystem } = await import("../harness");
  await bootSystem();
  installNodeTemplates();
  await loadShipTemplates();
});

afterAll(() => report("html"));

/** The move's outcome for the table: refused when the HTML holds no live element made from a name. */
async function rendered(name: string, html: () => string) {
  const a = await attempt("names in HTML", name, async () => {
    const out = html();
    // a live element made from a name: the tag itself, unescaped
    return out.includes("<img src=x") ? { ok: true, html: out.slice(0, 200) } : { ok: false, reason: "escaped" };
  });
  expect(a, name).toMatchObject({ outcome: "refused", detail: "escaped" });
}

function templates(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? templates(path.join(dir, e.name)) : e.name.endsWith(".hbs") ? [path.join(dir, e.name)] : [],
    );
}

describe("no name reaches HTML unescaped", () => {
  it("no template gives core a data-tooltip (HTML, and a language key translated): every tooltip is text", () => {
    const offenders = templates(path.join(root, "templates")).filter((f) =>
      /\bdata-tooltip=/.test(fs.readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("the tracker's range badges and matrix, with hostile ship names", async () => {
    const frigate = { ...patrolFrigate(), name: HOSTILE };
    const pirate = { ...raider(), name: LANG_KEY };
    const s = runSync(
      applyCommand(
        createEngagement({
          ships: [frigate, pirate, frontierTrader()],
          sides: { frigate: "navy", trader: "navy", raider: "pirates" },
          range: "veryLong",
          aware: ["frigate", "trader"],
        }),
        { type: "rollInitiative" },
      ),
      scriptedSource([9, 6, 7]),
    ).state;
    const ships: TrackerShipInfo[] = Object.keys(s.ships).map((id) => ({
      id,
      name: s.ships[id].name,
      img: "icons/x.webp",
      owned: false,
    }));
    for (const isGM of [true, false]) {
      // the player owns the frigate (the ship named with markup): they see its ranges
      const view = prepareTrackerView({
        state: s,
        ships: ships.map((x) => ({ ...x, owned: !isGM && x.id === "frigate" })),
        viewer: { isGM },
        overrides: [pairKey("frigate", "raider")],
      });
      const html = render("sidebar/tracker.hbs", { view });
      await rendered(`tracker (${isGM ? "GM" : "player"}) with a ship named with markup`, () => html);
      // the name that is a language key shows as itself in every tooltip, never translated
      expect(html).toMatch(new RegExp(`data-tooltip-text="[^"]*${LANG_KEY.replace(/\./g, "\\.")}`));
      expect(html).not.toContain(t().localize(LANG_KEY));
      expect(html).not.toMatch(/data-tooltip="/);
    }
  });

  it("the ship sheet's weapon and mount delete buttons, seats and ship names", async () => {
    const weapons = frigateWeapons().map((w, i) => ({ ...w, name: i % 2 ? HOSTILE : LANG_KEY }));
    const mounts = frigateMounts().map((m) => ({ ...m, name: HOSTILE }));
    const crew = Object.fromEntries(FRIGATE_CREW.map((c) => [c.uuid, { name: HOSTILE, img: c.img }]));
    const state = engage();
    const input = frigateInput(state, {
      weapons,
      mounts,
      crew,
      shipNames: { frigate: HOSTILE, corsair: LANG_KEY },
    });
    const parts = renderShipParts(shipView(input, t()));
    for (const [part, html] of Object.entries(parts)) {
      await rendered(`ship sheet part ${part} with hostile weapon, mount, crew and ship names`, () => html);
      expect(html).not.toMatch(/data-tooltip="/);
    }
    const all = Object.values(parts).join("");
    // the delete buttons name their weapon in their label, as written (no tooltip: the button's words say it)
    expect(all).toContain(`aria-label="${t().format("CEPHEUS.Sheet.Weapons.Delete", { name: LANG_KEY })}"`);
    expect(all).not.toContain(t().localize(LANG_KEY));
  });

  it("Token Action HUD's tooltips and the self-test report", async () => {
    const action = asHudTooltip({ id: "x", tooltip: `${HOSTILE}: Difficult\n${LANG_KEY}` });
    await rendered("Token Action HUD tooltip with weapons named with markup", () => action.tooltip);
    expect(action.tooltip).toMatch(/^<span class="cepheus-hud-tooltip">.*<\/span>$/);
    const single = asHudTooltip({ tooltip: LANG_KEY });
    expect(single.tooltip).not.toBe(LANG_KEY);
    const html = reportHTML({
      ok: true,
      steps: [],
      foundry: "13.350",
      system: "1.0.0",
      modules: [`${HOSTILE} 1.0`],
    } as never);
    await rendered("self-test report listing a module named with markup", () => html);
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("%3Cimg");
  });

  it("the battle report's journal page, with ships, a side, a mount and a card line named with markup", async () => {
    const pool = { value: 6, max: 6 };
    const model = battleReport({
      ships: [
        { id: "a", side: HOSTILE, hull: pool, structure: pool },
        { id: "b", side: "B", hull: pool, structure: pool },
      ],
      records: [
        {
          id: "card1",
          takenBack: false,
          events: [
            {
              type: "attackRolled",
              attackId: "a1",
              attackerId: "a",
              targetId: "b",
              range: "short",
              modifiers: [],
              shots: [{ weaponId: "w", weapon: "beamLaser", hit: true }],
              rolled: true,
            },
            {
              type: "damageResolved",
              attackId: "a1",
              attackerId: "a",
              targetId: "b",
              damage: 9,
              events: [{ type: "mountDamaged", mountId: "m1", mountType: "turret", from: 1, to: 2 }] as never,
            },
            { type: "shipDestroyed", shipId: "b" },
            { type: "engagementEnded", round: 1, reason: "destroyed", winnerSide: HOSTILE },
          ],
        },
      ],
    });
    const view = reportView(
      model,
      {
        ship: () => HOSTILE,
        side: () => HOSTILE,
        mount: () => HOSTILE,
        line: () => `${HOSTILE} ${LANG_KEY}`,
        carrier: () => undefined,
      },
      new Map(),
      "ended",
      1,
    );
    const html = render("report/battle-report.hbs", view);
    await rendered("battle report naming ships, sides, mounts and lines with markup", () => html);
    expect(html).toContain("&lt;img src");
    // the name that is a language key is written as itself
    expect(html).toContain(LANG_KEY);
    expect(html).not.toContain(t().localize(LANG_KEY));
  });
});
