// The GM's command path is a chunk loaded on first use (src/play/load-command-path.ts). When it cannot be
// loaded (a dropped connection, a half-updated install) the GM is told in their language, the command is refused as
// `failed`, and nothing is rolled, stored or posted.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { perform } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import { errors, notifications } from "../harness";
import { bootSystem, standardWorld } from "../fixtures/world";
import { cards } from "../chat/posted";

vi.mock("../../src/play/command-path", () => {
  throw new Error("offline");
});

beforeAll(bootSystem);

describe("the GM's command path cannot be loaded", () => {
  it("a command is refused as failed with a localised message, and changes nothing", async () => {
    const w = await standardWorld();
    const memory = JSON.stringify(loadEngagement(w.combat).memory);
    const before = cards().length;
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await perform({ type: "rollInitiative" }, { combat: w.combat });
    log.mockRestore();
    expect(result.ok).toBe(false);
    expect(result.refusal?.reason).toBe("failed");
    expect(JSON.stringify(loadEngagement(w.combat).memory)).toBe(memory);
    expect(cards()).toHaveLength(before);
    // the GM is told why in their language, and the refusal is the bridge's own localised one
    const told = errors().at(-1) ?? "";
    const [prefix] = game.i18n!.format("CEPHEUS.CommandPath.LoadFailed", { message: "\u0000" }).split("\u0000");
    expect(told.startsWith(prefix)).toBe(true);
    expect(told).not.toContain("CEPHEUS.");
    expect(notifications.messages.at(-1)?.message).toBe(game.i18n!.localize("CEPHEUS.Reason.failed"));
  });
});
