// Which attacks a step back takes back (checkpoints without a time): those still pending then, and those made after.
import { describe, expect, it } from "vitest";
import { attackTakenBack } from "../../src/play/withdraw";
import { createEngagement } from "../../src/rules/engagement/state";
import type { PendingAttack } from "../../src/rules/engagement/memory";

describe("attackTakenBack", () => {
  it("an attack made after the checkpoint, or pending at it, is taken back; an earlier resolved one is not", () => {
    const m = createEngagement({ ships: [], range: "short" }).memory;
    m.nextId = 7;
    m.pendingAttacks = [{ id: "a3" } as PendingAttack];
    expect(attackTakenBack("a7", m)).toBe(true);
    expect(attackTakenBack("a12", m)).toBe(true);
    expect(attackTakenBack("a3", m)).toBe(true);
    expect(attackTakenBack("a6", m)).toBe(false);
    expect(attackTakenBack("s9", m)).toBe(false);
  });
});
