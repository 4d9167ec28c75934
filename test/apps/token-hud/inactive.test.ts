// Token Action HUD Core installed but not active: the system loads nothing and answers nothing, and says nothing.
import "../../harness/collection";
import "../../harness/settings";
import "../../harness/chat";
import { describe, expect, it, vi } from "vitest";
import { installTokenActionHud, startTokenActionHud } from "../../harness/token-action-hud";
import { bootSystem, notifications } from "../../harness";
import { loadTokenHud } from "../../../src/apps/token-hud";

// counts the adapter chunk's loads (a dynamic import of it runs this factory)
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/apps/token-hud/token-action-hud", async (original) => {
  loads.count++;
  return await original();
});

installTokenActionHud(false);

describe("without Token Action HUD Core active", () => {
  it("the announcement goes unanswered, no chunk is loaded and no message is shown", async () => {
    await bootSystem();
    expect(await startTokenActionHud()).toBeNull();
    expect(loads.count).toBe(0);
    expect(loadTokenHud.failure).toBeNull();
    expect(notifications.messages).toEqual([]);
  });
});
