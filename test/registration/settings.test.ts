// The system's section of core's settings window, as core lists it: menus first (the welcome window, then the
// self-test; GM only), then the settings shown there in registration order (the engagement's world settings by group,
// the weapon-fire effects, whether players see the battle reports, the action dialog's client setting); the hidden
// welcomeShown is not listed.
import "../harness/settings";
import { beforeAll, describe, expect, it } from "vitest";
import { as, bootSystem } from "../harness";
import type { ClientSettingsStandIn } from "../harness/settings";
import { WORLD_SETTINGS } from "../../src/play/settings";
import { SYSTEM_ID } from "../../src/base/system-id";

beforeAll(bootSystem);

const entries = () => (game.settings as unknown as ClientSettingsStandIn).windowEntries(SYSTEM_ID);

describe("the settings window", () => {
  it("a GM sees the welcome and self-test menus first, then every shown setting in its group's order", () => {
    const listed = entries();
    expect(listed.slice(0, 2)).toEqual([
      { kind: "menu", key: "welcome" },
      { kind: "menu", key: "selfTest" },
    ]);
    expect(listed.slice(2).map((e) => e.key)).toEqual([
      ...WORLD_SETTINGS.map((s) => s.key),
      "weaponEffects",
      "battleReportsShared",
      "skipActionDialog",
    ]);
    expect(listed.map((e) => e.key)).not.toContain("welcomeShown");
  });

  it("a player sees no restricted menu", async () => {
    const listed = await as("alice", async () => entries());
    expect(listed.filter((e) => e.kind === "menu")).toEqual([]);
  });
});
