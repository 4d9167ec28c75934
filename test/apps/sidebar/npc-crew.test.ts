// The tracker's NPC crew controls, the setup's NPC crews region and the preview's lines, built by their pure views
// and rendered with the real handlebars and lang file.
import { describe, expect, test } from "vitest";
import { prepareTrackerView, type TrackerShipInfo } from "../../../src/apps/sidebar/view-model";
import { npcSetupView, readNpcSetup } from "../../../src/apps/sidebar/npc-setup";
import { reasonText } from "../../../src/chat/view/npc-reason";
import { AS_PLANNED, NOTHING, commandLabel, planPreview, readPlanChanges } from "../../../src/apps/sidebar/npc-preview";
import { canPerform } from "../../../src/rules/engagement/validation";
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
    // Play turn is the row's one main button, and comes first; End turn is an ordinary one beside it
    expect(count(html, /class="primary"/)).toBe(1);
    expect(html).toMatch(/class="primary" data-action="playNpcTurn"/);
    expect(html.indexOf('data-action="playNpcTurn"')).toBeLessThan(html.indexOf('data-action="endShipTurn"'));
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
    // a group per NPC ship, each choice with its visible label (the named ship's select included)
    expect(count(html, /<fieldset class="npc-crew">/)).toBe(2);
    for (const f of ["stance", "flee", "target", "named", "missiles"])
      expect(count(html, new RegExp(`<label for="cepheus-npc-[ac]-${f}">`))).toBe(2);
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
  const nameOf = (id: string) => ({ raider: "Raider", trader: "Frontier Trader" })[id] ?? id;

  test("who acts, and why in the user's language", () => {
    const s = fight();
    const plan = planTurn(s, "raider");
    const { lines } = planPreview(t, s, "raider", plan, nameOf);
    expect(lines.map((l) => l.seat)).toEqual(plan.map((a) => (a.command as { seat: number }).seat));
    const close = plan.find((a) => a.reason === "closeRange")!;
    expect(reasonText(t, close, nameOf)).toBe(
      `closes to ${game.i18n!.localize("CEPHEUS.RangeBand.medium")}: its ${game.i18n!.localize(
        "CEPHEUS.WeaponKind.beamLaser",
      )} hit at ${game.i18n!.localize("CEPHEUS.Difficulty.average")} there`,
    );
    expect(lines.some((l) => l.why.startsWith("fires at Frontier Trader"))).toBe(true);
    const html = render("sidebar/npc-preview.hbs", { lines });
    expect(count(html, /<li>/)).toBe(lines.length);
    expect(count(html, /<select name="seat-\d+">/)).toBe(lines.length);
    // each choice labelled for the seat it changes
    expect(html).toContain(`What the ${game.i18n!.localize("CEPHEUS.Position.captain")} does`);
    // the turret gunners read apart: each names its turret, numbered as the sheet and the cards number them
    const gunner = game.i18n!.localize("CEPHEUS.Position.turretGunner");
    const gunners = lines.filter((l) => s.ships.raider.seats[l.seat].position === "turretGunner");
    expect(gunners.length).toBeGreaterThan(1);
    for (const l of gunners) {
      const n = s.ships.raider.mounts.findIndex((m) => m.id === s.ships.raider.seats[l.seat].mountId) + 1;
      expect(l.who).toBe(`${gunner} · Turret ${n}`);
    }
  });

  test("each seat's choices: the plan's action first and chosen, then only what validation allows now, then nothing", () => {
    const s = fight();
    const plan = planTurn(s, "raider");
    const preview = planPreview(t, s, "raider", plan, nameOf);
    for (const line of preview.lines) {
      expect(line.options[0]).toMatchObject({ value: AS_PLANNED, selected: true });
      expect(line.options.at(-1)).toMatchObject({ value: NOTHING, selected: false });
      expect(line.options.filter((o) => o.selected)).toHaveLength(1);
      const others = preview.alternatives[line.seat];
      expect(line.options).toHaveLength(others.length + 2);
      for (const c of others) {
        expect(canPerform(s, c)).toEqual({ ok: true });
        expect(c).toMatchObject({ shipId: "raider", seat: line.seat });
      }
    }
    // the navigator, planned to close in, may instead open the range from the trader; the pilot may evade instead
    const nav = preview.lines.find((l) => s.ships.raider.seats[l.seat].position === "navigator")!;
    expect(preview.alternatives[nav.seat]).toContainEqual({
      type: "rangeCheck",
      shipId: "raider",
      seat: nav.seat,
      targetId: "trader",
      choice: "farther",
      opponentChoice: "same",
    });
    expect(nav.options.map((o) => o.label)).toContain(
      `${game.i18n!.localize("CEPHEUS.Action.rangeCheck.label")}: farther from Frontier Trader`,
    );
    const pilot = preview.lines.find((l) => s.ships.raider.seats[l.seat].position === "pilot")!;
    expect(preview.alternatives[pilot.seat].map((c) => c.type)).toContain("evasiveManeuvers");
    // a seat's alternatives never repeat the planned command
    for (const a of plan) {
      const seat = (a.command as { seat: number }).seat;
      expect(preview.alternatives[seat].some((c) => JSON.stringify(c) === JSON.stringify(a.command))).toBe(false);
    }
  });

  test("the form read back: kept, changed, left idle; a value that is no choice is no change", () => {
    const s = fight();
    const preview = planPreview(t, s, "raider", planTurn(s, "raider"), nameOf);
    const [a, b, c, d] = preview.lines;
    const changes = readPlanChanges(
      { [a.field]: AS_PLANNED, [b.field]: "0", [c.field]: NOTHING, [d.field]: "999", "seat-77": "0" },
      preview,
    );
    expect([...changes.keys()]).toEqual([b.seat, c.seat]);
    expect(changes.get(b.seat)).toBe(preview.alternatives[b.seat][0]);
    expect(changes.get(c.seat)).toBeNull();
    expect(readPlanChanges({}, preview).size).toBe(0);
  });

  test("an alternative in words: the action, its target, the Range Check's way", () => {
    expect(commandLabel(t, { type: "evasiveManeuvers", shipId: "raider", seat: 1 } as never, nameOf)).toBe(
      game.i18n!.localize("CEPHEUS.Action.evasiveManeuvers.label"),
    );
    expect(commandLabel(t, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" } as never, nameOf)).toBe(
      `${game.i18n!.localize("CEPHEUS.Action.attack.label")} at Frontier Trader`,
    );
    expect(
      commandLabel(
        t,
        { type: "rangeCheck", shipId: "raider", seat: 2, targetId: "trader", choice: "closer" } as never,
        nameOf,
      ),
    ).toBe(`${game.i18n!.localize("CEPHEUS.Action.rangeCheck.label")}: closer to Frontier Trader`);
  });
});
