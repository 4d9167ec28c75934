// The screenshot fixtures of the tracker are consistent (the rules accept the state) and render with the real
// templates through the template stand-in.
import { describe, expect, it } from "vitest";
import { canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { installNodeTemplates } from "../../harness/templates-node";
import { renderTemplateSync } from "../../harness/templates";
import { renderTrackerFixture, trackerBattle, trackerFixtureViews } from "../../fixtures/tracker-fixtures";

installNodeTemplates();

describe("tracker screenshot fixtures", () => {
  it("a round-3 state the rules engine accepts: the Vigilant acting, two salvos, a pursuit", () => {
    const s = trackerBattle();
    expect(currentShipId(s)).toBe("vigilant");
    expect(canPerform(s, { type: "endTurn", shipId: "vigilant" }).ok).toBe(true);
    expect(canPerform(s, { type: "declareHasty", shipId: "vigilant" })).toMatchObject({
      ok: false,
      reason: "alreadyHasty",
    });
  });

  it("GM and player views differ as the visibility rules say", () => {
    const { gm, player } = trackerFixtureViews();
    expect(gm.rows.map((r) => r.name)).toEqual(["ISS Vigilant", "Red Kestrel", "Black Gull", "Marigold"]);
    expect(gm.rows.find((r) => r.id === "kestrel")!.damage).toEqual({
      hull: { value: 5, max: 8 },
      structure: { value: 8, max: 8 },
    });
    expect(player.rows.find((r) => r.id === "kestrel")!.damage).toBeNull();
    expect(player.rows.find((r) => r.id === "gull")!.condition).toBe("CEPHEUS.Tracker.Condition.crippled");
    expect(player.rows.find((r) => r.id === "gull")!.pursuits[0]).toMatchObject({
      otherName: "Marigold",
      turns: 2,
      dm: 1,
    });
    expect(gm.salvos.map((s) => [s.id, s.turnsToImpact])).toEqual([
      ["s1", 1],
      ["s2", 1],
    ]);
    expect(player.rows.find((r) => r.id === "vigilant")!.controls).toEqual({
      endTurn: false,
      delay: false,
      actNow: false,
      declareHasty: false,
    });
    expect(gm.rows.find((r) => r.id === "vigilant")!.controls.endTurn).toBe(true);
  });

  it("renders the tracker and its footer for both", () => {
    const gmHtml = renderTrackerFixture("gm", renderTemplateSync);
    const playerHtml = renderTrackerFixture("player", renderTemplateSync);
    expect(gmHtml).toContain("Acting: ISS Vigilant");
    expect(gmHtml).toContain('data-action="stepBack"');
    expect(gmHtml).toContain("range-matrix");
    expect(playerHtml).not.toContain("range-matrix");
    expect(playerHtml).toContain("Pursuing Marigold: turn 2, DM +1");
    expect(playerHtml).toContain("Smart missiles (3): ISS Vigilant at Red Kestrel");
    expect(playerHtml).toContain("impact next turn");
    expect(gmHtml).toContain("1 missile incoming");
  });
});
