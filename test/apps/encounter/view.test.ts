// What "Build an encounter" shows, as pure views: the form read back and its limits, and the best fleets (their ships
// grouped, the players' chance with its interval, the picture's geometry, how each side's ships end the battles).
import { describe, expect, it } from "vitest";
import { formView, limitsOf, readEncounterForm, resultsView } from "../../../src/apps/encounter/view";
import { oddsOf } from "../../../src/rules/engagement/odds";
import { fleetFight } from "../../../src/rules/encounter/fleet";
import type { EncounterPick } from "../../../src/rules/encounter/search";
import { srdShips, srdShip } from "../../fixtures/srd-ships";

describe("the form read back", () => {
  it("takes the checked ships and stances, numbers as typed, blanks as none", () => {
    const form = readEncounterForm({
      "player.c-abc": true,
      "player.a-def": false,
      "player.a-ghi": "on",
      target: "55",
      pool: "folder-xyz",
      minShips: 2,
      maxShips: null,
      maxTons: "",
      minTechLevel: "twelve",
      "stance.cautious": true,
      "stance.aggressive": false,
    });
    expect(form).toMatchObject({
      players: ["c-abc", "a-ghi"],
      target: 55,
      pool: "folder-xyz",
      minShips: 2,
      maxShips: null,
      maxTons: null,
      stances: ["cautious"],
    });
    expect(form.minTechLevel).toBeNaN();
    // blank counts and skills take the rules' defaults; a word where a number goes reaches the rules, which refuse it
    expect(limitsOf(form)).toMatchObject({ minShips: 2, maxShips: undefined, maxTons: null, stances: ["cautious"] });
    expect(limitsOf(form).minTechLevel).toBeNaN();
  });

  it("shows the values as the GM left them, the choices marked", () => {
    const form = readEncounterForm({ "player.a-1": true, target: 70, pool: "world", "stance.steady": true });
    const view = formView(
      form,
      [
        { value: "a-1", label: "Beowulf" },
        { value: "a-2", label: "Lancer" },
      ],
      [
        { value: "srd", label: "SRD" },
        { value: "world", label: "World" },
      ],
      false,
    );
    expect(view.players.map((p) => p.selected)).toEqual([true, false]);
    expect(view.pools.map((p) => p.selected)).toEqual([false, true]);
    expect(view.stances.map((s) => [s.value, s.selected])).toEqual([
      ["aggressive", false],
      ["steady", true],
      ["cautious", false],
    ]);
    expect(view.values.target).toBe("70");
    expect(view.values.maxTons).toBe("");
  });
});

describe("the best fleets", () => {
  const players = [srdShip("Frontier Trader", "p1")];
  const pool = srdShips()
    .filter((s) => ["Fighter", "Survey Vessel"].includes(s.name))
    .map((s) => ({ key: s.id, name: s.name, techLevel: s.techLevel, snapshot: s.snapshot }));
  const fighter = pool.findIndex((s) => s.name === "Fighter");
  const candidate = {
    members: [
      { ship: fighter, skill: 1 },
      { ship: fighter, skill: 1 },
      { ship: 1 - fighter, skill: 3 },
    ],
    stance: "steady" as const,
  };
  const { state, options } = fleetFight({ players, range: "short", maxRounds: 30 }, pool, candidate);
  const result = oddsOf(state, 200, 5, options);
  const pick: EncounterPick = {
    fleet: 0,
    candidate,
    members: candidate.members.map((m) => ({ key: pool[m.ship].key, name: pool[m.ship].name, skill: m.skill })),
    result,
    chance: (result.sides.players ?? 0) / 200,
    interval: [0.4, 0.6],
    distance: 0.1,
    confirmed: true,
  };

  it("each fleet's ships grouped by ship and crew, its stance, chance, interval and rounds", () => {
    const view = resultsView(
      { state: "done", picks: [pick], target: 0.5, battles: 4000, planned: 4400, ms: 3200, far: false },
      true,
    );
    const p = view.picks[0];
    expect(p.ships).toEqual([
      { count: 2, many: true, name: "Fighter", skill: 1 },
      { count: 1, many: false, name: "Survey Vessel", skill: 3 },
    ]);
    expect(p.stance).toBe("CEPHEUS.NpcCrew.Stance.steady");
    expect(p).toMatchObject({ low: "40.0%", high: "60.0%", battles: "200", confirmed: true });
    expect(view.status).toEqual({
      key: "CEPHEUS.Encounter.Done",
      data: { battles: "4,000", planned: "4,400", seconds: "3.2" },
    });
    expect(view.target).toBe("50%");
    expect(view.canCreate).toBe(true);
  });

  it("the picture: wins, draws and losses filling the bar, the whisker on the interval, the target's mark", () => {
    const p = resultsView(
      { state: "done", picks: [pick], target: 0.6, battles: 1, planned: 1, ms: 1, far: false },
      true,
    ).picks[0];
    expect(p.ends.map((e) => e.key)).toEqual([
      "CEPHEUS.Encounter.PlayersWin",
      "CEPHEUS.Encounter.Draw",
      "CEPHEUS.Encounter.OpponentsWin",
    ]);
    expect(p.ends.reduce((n, e) => n + e.width, 0)).toBeCloseTo(100, 5);
    expect(p.ends[0].width).toBeCloseTo(((result.sides.players ?? 0) / 200) * 100, 5);
    expect(p.ends[1].x).toBeCloseTo(p.ends[0].width, 5);
    expect(p.whisker).toEqual({ x1: 40, x2: 60 });
    expect(p.targetX).toBe(60);
  });

  it("how each side's ships end the battles: every ship of the side counted, every battle once per ship", () => {
    const p = resultsView(
      { state: "done", picks: [pick], target: 0.5, battles: 1, planned: 1, ms: 1, far: false },
      true,
    ).picks[0];
    const [mine, theirs] = p.fates;
    expect(mine.key).toBe("CEPHEUS.Encounter.PlayersShips");
    expect(mine.cells.reduce((n, c) => n + c.count, 0)).toBe(200);
    expect(theirs.cells.reduce((n, c) => n + c.count, 0)).toBe(600);
    const destroyed = ["opponent-1", "opponent-2", "opponent-3"].reduce((n, id) => n + result.ships[id].destroyed, 0);
    expect(theirs.cells.find((c) => c.fate === "destroyed")!.count).toBe(destroyed);
  });

  it("while searching: progress and provisional picks, no Create; stopped: said so; far: only once done", () => {
    const running = resultsView(
      { state: "searching", picks: [pick], target: 0.5, battles: 500, planned: 4000, ms: 900, far: true },
      true,
    );
    expect(running).toMatchObject({ searching: true, pct: 13, canCreate: false, far: null });
    expect(running.status?.key).toBe("CEPHEUS.Encounter.Searching");
    const stopped = resultsView(
      { state: "stopped", picks: [pick], target: 0.5, battles: 500, planned: 4000, ms: 900, far: false },
      true,
    );
    expect(stopped).toMatchObject({ canCreate: false, status: { key: "CEPHEUS.Encounter.Stopped" } });
    const far = resultsView(
      { state: "done", picks: [pick], target: 0.9, battles: 1, planned: 1, ms: 1, far: true },
      true,
    );
    expect(far.far).toEqual({ target: "90%", chance: p100(pick.chance) });
    // not the GM: no Create
    expect(
      resultsView({ state: "done", picks: [pick], target: 0.5, battles: 1, planned: 1, ms: 1, far: false }, false)
        .canCreate,
    ).toBe(false);
  });
});

const p100 = (x: number) => new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 }).format(x);
