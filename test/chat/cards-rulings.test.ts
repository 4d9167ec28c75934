// Rulings as world settings: changing one re-renders what shows it, and the engine's options follow them
// (R8, R22, R26, R39, R40, R105).
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { engagementOptions } from "../../src/play/settings";
import { as, scriptTotals } from "../harness";
import { engaged } from "./helpers";
import { bootSystem } from "../fixtures/world";
import { card } from "./posted";

beforeAll(bootSystem);

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
    expect(html).toMatch(
      /<td>10<\/td><td class="shot-dm">−1<\/td><td>9<\/td><td class="shot-result"><span class="verdict">Hit/,
    );
  });
});
