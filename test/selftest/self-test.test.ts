// The space combat self-test, run against the stand-in as a GM would run it in a world: every step passes, the
// report is whispered to the GMs, and nothing the run made is left behind.
import "../harness/collection";
import "../harness/settings";
import "../harness/chat";
import "../harness/packs";
import { beforeAll, describe, expect, it } from "vitest";
import { as, bootSystem } from "../harness";

beforeAll(bootSystem);

const counts = () => ({
  actors: game.actors!.size,
  scenes: (game.scenes as unknown as Map<string, unknown>).size,
  combats: game.combats!.size,
  messages: game.messages!.size,
});

describe("the self-test", () => {
  it("fights its battle step by step, reports every step passed, and leaves nothing behind but its report", async () => {
    const api = (
      game.system as unknown as {
        api: {
          selfTest(): Promise<{
            ok: boolean;
            steps: { key: string; status: string; detail?: string }[];
            messageId?: string;
          } | null>;
        };
      }
    ).api;
    const before = counts();
    const report = await api.selfTest();
    expect(report).not.toBeNull();
    expect(report!.steps.filter((s) => s.status !== "passed")).toEqual([]);
    expect(report!.ok).toBe(true);
    expect(report!.steps.map((s) => s.key)).toEqual([
      "ships",
      "scene",
      "combat",
      "seat",
      "initiative",
      "range",
      "fire",
      "damage",
      "delay",
      "round",
      "missile",
      "stepBack",
      "reload",
      "cleanup",
    ]);
    // only the report is left: whispered to the GMs
    expect(counts()).toEqual({ ...before, messages: before.messages + 1 });
    const message = game.messages!.get(report!.messageId!) as unknown as { whisper: string[]; content: string };
    expect(message.whisper).toEqual(game.users!.filter((u) => u.isGM).map((u) => u.id));
    expect(message.content).toContain(game.i18n!.localize("CEPHEUS.SelfTest.Passed"));
  }, 120_000);

  it("is the GM's: a player is told so and nothing is made", async () => {
    const before = counts();
    const { runSelfTest } = await import("../../src/selftest/self-test");
    const report = await as("alice", () => runSelfTest());
    expect(report.ok).toBe(false);
    expect(report.steps).toEqual([]);
    expect(counts()).toEqual(before);
  });

  it("is offered as a GM-only button in the system's settings", () => {
    const menus = (game.settings as unknown as { menus: Map<string, { restricted?: boolean; type: unknown }> }).menus;
    const menu = menus.get("cepheus-space-combat.selfTest");
    expect(menu?.restricted).toBe(true);
    expect(typeof menu?.type).toBe("function");
  });
});
