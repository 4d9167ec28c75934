// The GM's command path is a chunk loaded on first use (src/play/load-command-path.ts). A command given while
// it is still loading waits for it and then runs once: here the chunk is held back until the command is on its way.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { perform } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import { errors } from "../harness";
import { bootSystem, standardWorld } from "../fixtures/world";
import { cards } from "../chat/posted";

const chunk = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open: () => open(), loads: 0 };
});

vi.mock("../../src/play/command-path", async (importOriginal) => {
  chunk.loads++;
  await chunk.gate;
  return importOriginal();
});

beforeAll(bootSystem);

describe("a command before the GM's command path has loaded", () => {
  it("waits for the chunk, then runs once: one initiative, one card", async () => {
    const w = await standardWorld();
    const before = cards().length;
    const pending = perform({ type: "rollInitiative" }, { combat: w.combat });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // still loading: nothing rolled, stored or posted yet
    expect(loadEngagement(w.combat).memory.round).toBe(0);
    expect(cards()).toHaveLength(before);
    chunk.open();
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(loadEngagement(w.combat).memory.round).toBe(1);
    expect(cards()).toHaveLength(before + 1);
    // the GM's preload after ready and the command asked for the same load
    expect(chunk.loads).toBe(1);
    expect(errors()).toEqual([]);
  });
});
