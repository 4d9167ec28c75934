// The dice bridge: a rules procedure answered by Foundry Rolls, which ride on the chat message.
import { beforeAll, describe, expect, it } from "vitest";
import { rollProcedure } from "../../src/dice";
import { taskCheck } from "../../src/rules/checks";
import { pick, roll, type DiceSource } from "../../src/rules/dice";
import { bootSystem, scriptFaces } from "../harness";

beforeAll(bootSystem);

describe("rollProcedure", () => {
  it("answers each dice request with an evaluated Roll and collects them in order", async () => {
    scriptFaces(5, 4);
    const { result, rolls, requests } = await rollProcedure(taskCheck({ skill: 1, difficulty: "average" }, "attack"));
    expect(result).toMatchObject({ dice: 9, total: 10, effect: 2, success: true });
    expect(rolls).toHaveLength(1);
    expect(rolls[0].formula).toBe("2d6");
    expect(rolls[0].total).toBe(9);
    expect(rolls[0].options).toMatchObject({ purpose: "check", label: "attack" });
    expect(requests).toEqual([{ dice: 2, purpose: "check", label: "attack" }]);
  });

  it("handles several requests and random picks (1dN)", async () => {
    scriptFaces(6, 6, 3);
    const proc = (dice: DiceSource) => {
      const damage = roll(2, "damage")(dice);
      const which = pick(4, "turret")(dice);
      return { damage, which };
    };
    const { result, rolls } = await rollProcedure(proc);
    expect(result).toEqual({ damage: 12, which: 2 });
    expect(rolls.map((r) => r.formula)).toEqual(["2d6", "1d4"]);
  });

  it("the rolls ride on a chat message and come back as Rolls", async () => {
    scriptFaces(1, 2);
    const { rolls } = await rollProcedure(roll(2, "damage", "beam laser"));
    const msg = await ChatMessage.create({ content: "<p>hit</p>", rolls } as ChatMessage.CreateData);
    expect(msg!.rolls).toHaveLength(1);
    expect(msg!.rolls[0].total).toBe(3);
    expect((msg as unknown as { rollsFor(p: string): Roll[] }).rollsFor("damage")).toHaveLength(1);
  });
});
