// The cards of communications and fleets (rulings R102–R107): the fleet's Tactics on the initiative card, a ship cut off
// from its fleet, an interception and its encryption, each in words from lang/en.json.
import { beforeAll, describe, expect, it } from "vitest";
import { actionSections, type SectionView, type ViewContext } from "../../src/chat/view";
import { runSync, scriptedSource } from "../../src/rules/dice";
import type { Command } from "../../src/rules/engagement/commands";
import { applyCommand } from "../../src/rules/engagement/engine";
import { createEngagement, type EngagementState } from "../../src/rules/engagement/state";
import { frontierTrader, patrolFrigate } from "../rules/engagement/fixtures";
import { bootSystem } from "../fixtures/world";

beforeAll(bootSystem);

function step(
  state: EngagementState,
  command: Command,
  dice: number[] = [],
): { state: EngagementState; sections: SectionView[] } {
  const r = runSync(applyCommand(state, command), scriptedSource(dice));
  expect(r.events.find((e) => e.type === "refused")).toBeUndefined();
  const ctx: ViewContext = { before: state, after: r.state, outsideCombat: false };
  return { state: r.state, sections: actionSections(ctx, r.events) };
}

const texts = (sections: SectionView[]) => JSON.stringify(sections);

describe("communications and fleets on the cards", () => {
  it("the fleet's Tactics on each ship's initiative, and the ship cut off at the next round's start", () => {
    const start = createEngagement({
      ships: [patrolFrigate("f1"), patrolFrigate("f2"), patrolFrigate("e1")],
      sides: { f1: "A", f2: "A", e1: "B" },
      flagships: ["f1"],
      range: "short",
    });
    const init = step(start, { type: "rollInitiative" }, [8, 7, 5, 4, 5]);
    expect(texts(init.sections)).toContain("Fleet Tactics (Patrol Frigate)");
    expect(texts(init.sections)).toContain("Fleet initiative (Tactics)");
    let s = step(init.state, { type: "endTurn", shipId: "f1" }).state;
    s = step(s, { type: "endTurn", shipId: "f2" }).state;
    s = step(s, { type: "electronicWarfare", shipId: "e1", seat: 7, mode: "jam", targetId: "f2" }, [10, 3]).state;
    const round2 = step(s, { type: "endTurn", shipId: "e1" });
    expect(texts(round2.sections)).toContain(
      "Patrol Frigate is cut off from its fleet: Initiative 7 → 5 (no fleet Tactics).",
    );
  });

  it("an interception says what came of it, encryption included", () => {
    const start = createEngagement({
      ships: [patrolFrigate("f1"), frontierTrader("e1"), frontierTrader("e2")],
      sides: { f1: "A", e1: "B", e2: "B" },
      encrypted: ["e1"],
      range: "short",
    });
    const s = step(start, { type: "rollInitiative" }, [8, 7, 5, 4]).state;
    const held = step(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e1" }, [8, 2, 12]);
    expect(texts(held.sections)).toContain("Break encryption");
    expect(texts(held.sections)).toContain(
      "Patrol Frigate listens to Frontier Trader's communications: the encryption holds.",
    );
    const used = step(s, { type: "interceptCommunications", shipId: "f1", seat: 7, targetId: "e2" }, [8, 2]);
    expect(texts(used.sections)).toContain("the captain reads the enemy's intentions");
  });
});
