import { describe, expect, it } from "vitest";
import { resolveCrewHit } from "../../src/rules/crew-damage";
import { runSync, scriptedSource } from "../../src/rules/dice";

function run(dice: number[], ...args: Parameters<typeof resolveCrewHit>) {
  const src = scriptedSource(dice);
  const r = runSync(resolveCrewHit(...args), src);
  expect(src.remaining()).toBe(0);
  return { r, log: src.log };
}

describe("resolveCrewHit", () => {
  it("lucky escape: one roll only", () => {
    const { r, log } = run([4], "normal", ["a", "b"]);
    expect(r).toEqual({ column: "normal", roll: 4, dm: 0, target: "none", amountRolls: [], injuries: [] });
    expect(log.map((q) => q.purpose)).toEqual(["crewDamage"]);
  });
  it("one random member, 2D6 damage (Normal)", () => {
    const { r, log } = run([5, 1, 9], "normal", ["a", "b"]);
    expect(r.injuries).toEqual([{ crewId: "a", damage: 9 }]);
    expect(log.map((q) => [q.purpose, q.dice, q.sides])).toEqual([
      ["crewDamage", 2, undefined],
      ["random", 1, 2],
      ["crewDice", 2, undefined],
    ]);
  });
  it("one random member, 4D6×10 rads (Radiation)", () => {
    const { r, log } = run([10, 2, 14], "radiation", ["a", "b"]);
    expect(r.injuries).toEqual([{ crewId: "b", rads: 140 }]);
    expect(log[2].dice).toBe(4);
  });
  it("a lone crew member needs no pick", () => {
    const { r } = run([8, 6], "normal", ["solo"]);
    expect(r.injuries).toEqual([{ crewId: "solo", damage: 6 }]);
  });
  it("all crew, one shared roll", () => {
    const { r } = run([11, 7], "radiation", ["a", "b", "c"]);
    expect(r.target).toBe("all");
    expect(r.injuries).toEqual([
      { crewId: "a", rads: 70 },
      { crewId: "b", rads: 70 },
      { crewId: "c", rads: 70 },
    ]);
  });
  it("all crew, each rolled (R26 option)", () => {
    const { r } = run([12, 4, 24], "normal", ["a", "b"], { rollEach: true });
    expect(r.amountRolls).toEqual([4, 24]);
    expect(r.injuries).toEqual([
      { crewId: "a", damage: 4 },
      { crewId: "b", damage: 24 },
    ]);
  });
  it("the DM moves the row (a radiation hit through armor)", () => {
    const { r } = run([12], "radiation", ["a"], { dm: -8 });
    expect(r).toMatchObject({ roll: 12, dm: -8, target: "none" });
  });
  it("nobody aboard: no pick and no damage dice", () => {
    const { r } = run([12], "normal", []);
    expect(r).toMatchObject({ target: "all", injuries: [], amountRolls: [] });
  });
});
