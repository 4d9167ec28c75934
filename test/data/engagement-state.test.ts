// The engagement state the data layer builds from documents (src/play/load.ts over src/data/snapshots.ts) is
// what the rules API accepts whole (src/rules/shapes.ts checkState): game.system.api takes it as it comes.
import { beforeAll, describe, expect, it } from "vitest";
import { perform } from "../../src/play/perform";
import { loadEngagement } from "../../src/play/load";
import { checkShip, checkState } from "../../src/rules/shapes";
import { engaged } from "../chat/helpers";
import { bootSystem } from "../fixtures/world";
import { scriptTotals } from "../harness";

beforeAll(bootSystem);

describe("states built from documents pass the API's checks", () => {
  it("before initiative, after it, and with an attack pending and a dodge taken", async () => {
    const w = await engaged("long");
    const first = loadEngagement(w.combat);
    expect(() => checkState("state", first)).not.toThrow();
    for (const [id, ship] of Object.entries(first.ships)) expect(() => checkShip(`ships.${id}`, ship)).not.toThrow();
    scriptTotals([8, 2], [15, 3]);
    const attack = await perform({ type: "attack", shipId: w.cid, seat: 0, targetId: w.bid }, { combat: w.combat });
    const offered = attack.events.find((e) => e.type === "reactionOffered");
    if (!offered || offered.type !== "reactionOffered") throw new Error("no reaction offered");
    const pending = loadEngagement(w.combat);
    expect(pending.memory.pendingAttacks?.length).toBe(1);
    expect(() => checkState("state", pending)).not.toThrow();
    scriptTotals([9, 2]);
    await perform({ type: "dodge", shipId: w.bid, attackId: offered.attackId }, { combat: w.combat });
    const after = loadEngagement(w.combat);
    expect(after.memory.ships[w.bid].reactionsSpent).toBe(1);
    expect(() => checkState("state", after)).not.toThrow();
    // the API runs on it: canPerform through game.system.api
    const api = (
      game.system as unknown as {
        api: { load(): Promise<{ canPerform(s: unknown, c: unknown): { ok: boolean } }> };
      }
    ).api;
    expect((await api.load()).canPerform(after, { type: "endTurn", shipId: w.cid }).ok).toBe(true);
  });
});
