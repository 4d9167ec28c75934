// Ids of attacks, salvos, modifiers and boardings: one counter for all, each id its prefix and the counter's value.
import { describe, expect, test } from "vitest";
import { createEngagement, idGivenOutAfter, nextId } from "../../../src/rules/engagement/state";
import { frontierTrader, raider } from "./fixtures";

describe("nextId", () => {
  test("counts up across prefixes, the same ids in every engagement, past the ids kept too", () => {
    const a = createEngagement({ ships: [raider(), frontierTrader()] }).memory;
    const b = createEngagement({ ships: [raider(), frontierTrader()] }).memory;
    expect([nextId(a, "a"), nextId(a, "m"), nextId(a, "s"), nextId(a, "b")]).toEqual(["a1", "m2", "s3", "b4"]);
    expect([nextId(b, "m"), nextId(b, "a")]).toEqual(["m1", "a2"]);
    expect(a.nextId).toBe(5);
    a.nextId = 9999;
    expect(nextId(a, "a")).toBe("a9999");
    expect(idGivenOutAfter("a9999", a)).toBe(false);
    expect(idGivenOutAfter("a10000", a)).toBe(true);
  });
});
