// The ship sheet's station actions through the Foundry stand-in and the bridge: a seated gunner's Attack posting its
// card, a player's click travelling to the GM, refusals with their reasons, rolls outside combat, and the dialog.
import "../../harness/install-rendering";
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import "../../harness/macros";
import { beforeAll, describe, expect, it } from "vitest";
import { CardData } from "../../../src/data/chat/card";
import { perform } from "../../../src/play/perform";
import { runStationAction } from "../../../src/apps/sheets/station-action";
import { REQUEST_QUERY } from "../../../src/net/requests";
import { as, bootSystem, scriptTotals } from "../../harness";
import { sheetWorld } from "../../fixtures/world";
import { ALICE, cards, engaged, L, warnings } from "./sheet-steps";

beforeAll(bootSystem);

describe("station actions through the bridge", () => {
  it("a seated gunner's Attack posts a card with the range's difficulty and every DM in force", async () => {
    const w = await engaged();
    const before = cards().length;
    // three beam lasers: each 2D6 then 1D6 damage on a hit
    scriptTotals([9, 2], [4, 1], [9, 2], [4, 1], [9, 2], [4, 1]);
    const result = await as("alice", () => runStationAction(w.frigate, 3, "attack", { skipDialog: true }));
    expect(result?.ok).toBe(true);
    const posted = cards().slice(before);
    const attack = posted
      .flatMap((m) => (m.system as CardData).events as { type: string }[])
      .find((e) => e.type === "attackRolled") as
      | {
          modifiers: { source: string; value: number }[];
          shots: { difficulty: string; dm: number }[];
          range: string;
          targetId: string;
        }
      | undefined;
    expect(attack).toBeDefined();
    expect(attack!.range).toBe("medium");
    expect(attack!.targetId).toBe(w.cid);
    // Turret Weapons 2, DEX 9 → +1, turret 1 damaged −2 (PO Skau's END damage does not touch DEX)
    expect(attack!.modifiers).toEqual([
      { source: "skill", value: 2 },
      { source: "characteristic", value: 1 },
      { source: "mountDamaged", value: -2 },
    ]);
    // beam lasers at Medium: Average (+0) → each shot at DM +1
    expect(attack!.shots.map((s) => [s.difficulty, s.dm])).toEqual([
      ["average", 1],
      ["average", 1],
      ["average", 1],
    ]);
    const html = posted.map((m) => String((m as unknown as { content: string }).content)).join("");
    expect(html).toContain("PO Renata Skau");
  });

  it("a player's click on a ship they do not own travels to the GM by the request channel", async () => {
    const w = await engaged();
    const calls: unknown[] = [];
    const handler = CONFIG.queries[REQUEST_QUERY];
    CONFIG.queries[REQUEST_QUERY] = (async (data: Parameters<typeof handler>[0], options: { timeout?: number }) => {
      calls.push(data);
      return (handler as (...args: unknown[]) => Promise<unknown>)(data, options);
    }) as never;
    try {
      scriptTotals([7, 2], [9, 2]);
      expect(w.frigate.testUserPermission(game.users!.get(ALICE)!, "OWNER")).toBe(false);
      // Alice's navigator at Sensors: Sensor Targeting on the corsair
      const r = await as("alice", () => runStationAction(w.frigate, 2, "sensorTargeting", { skipDialog: true }));
      expect(r?.ok).toBe(true);
      // the query names the request and carries its data, which Alice's own User document binds by its digest
      expect(calls).toHaveLength(1);
      expect(Object.keys(calls[0] as object).sort()).toEqual(["json", "rid", "secret", "userId"]);
      expect(calls[0]).toMatchObject({ userId: ALICE });
      expect(r!.events.length).toBeGreaterThan(0);
    } finally {
      CONFIG.queries[REQUEST_QUERY] = handler;
    }
  });

  it("refuses a user who is not seated there, with a message, and changes nothing", async () => {
    const w = await engaged();
    const before = cards().length;
    const memory = JSON.stringify(w.combat!.system);
    const r = await as("bob", () => runStationAction(w.frigate, 3, "attack", { skipDialog: true }));
    expect(r).toBeNull();
    expect(warnings().at(-1)).toBe(
      game.i18n!.format("CEPHEUS.Sheet.Notify.Disabled", {
        action: L("CEPHEUS.Action.attack.label"),
        reason: L("CEPHEUS.Sheet.Reason.notYourSeat"),
      }),
    );
    expect(cards()).toHaveLength(before);
    expect(JSON.stringify(w.combat!.system)).toBe(memory);
    // and the bridge refuses the same command if a client sends it anyway
    const direct = await as("bob", () =>
      perform({ type: "attack", shipId: w.fid, seat: 3, targetId: w.cid }, { combat: w.combat }),
    );
    expect(direct.refusal?.reason).toBe("notPermitted");
  });

  it("says why an action cannot be taken now (the rules' reason)", async () => {
    const w = await engaged();
    const r = await runStationAction(w.corsair, 1, "attack", { skipDialog: true });
    expect(r).toBeNull();
    expect(warnings().at(-1)).toContain(L("CEPHEUS.Reason.notYourTurn"));
  });

  it("rolls outside combat on the ship alone, and says so", async () => {
    const w = await sheetWorld({ combat: false });
    scriptTotals([8, 2]);
    const r = await runStationAction(w.frigate, 1, "evasiveManeuvers", { skipDialog: true });
    expect(r?.ok).toBe(true);
    expect(r?.outsideCombat).toBe(true);
  });

  it("opens the dialog unless skipped, and performs what the dialog returns", async () => {
    const w = await engaged();
    let opened: { action: string; seat: number; inCombat: boolean } | null = null;
    scriptTotals([9, 2], [4, 1]);
    const r = await runStationAction(w.frigate, 3, "attack", {
      dialog: async (d) => {
        opened = { action: d.action, seat: d.seat, inCombat: d.inCombat };
        // fire one laser only
        return {
          type: "attack",
          shipId: d.shipId,
          seat: d.seat,
          targetId: w.cid,
          weaponIds: [[...w.frigate.items][0].id!],
        };
      },
    });
    expect(opened).toEqual({ action: "attack", seat: 3, inCombat: true });
    expect(r?.ok).toBe(true);
    const rolled = r!.events.find((e) => e.type === "attackRolled") as { shots: unknown[] } | undefined;
    expect(rolled?.shots).toHaveLength(1);
    // cancelled: nothing happens
    const before = cards().length;
    expect(await runStationAction(w.frigate, 1, "evasiveManeuvers", { dialog: async () => null })).toBeNull();
    expect(cards()).toHaveLength(before);
  });
});
