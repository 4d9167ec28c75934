// Range bands derived from token distance: scene scale, geometry, overrides, moved tokens only.
import { describe, expect, test } from "vitest";
import { pairKey } from "../../../src/rules/engagement/memory";
import {
  derivedRangeChanges,
  kmPerSceneUnit,
  tokenBand,
  tokenDistance,
  type GridInfo,
  type TokenPlace,
} from "../../../src/apps/sidebar/token-ranges";

const grid: GridInfo = { size: 100, distance: 1, units: "" };
const at = (col: number, row: number, size = 1): TokenPlace => ({
  x: col * 100,
  y: row * 100,
  width: size,
  height: size,
});

describe("scene scale", () => {
  test("the scene flag wins; grid units km / Mm are understood; anything else has no scale", () => {
    expect(kmPerSceneUnit(1000, "km")).toBe(1000);
    expect(kmPerSceneUnit("250", undefined)).toBe(250);
    expect(kmPerSceneUnit(undefined, "km")).toBe(1);
    expect(kmPerSceneUnit(null, " KM ")).toBe(1);
    expect(kmPerSceneUnit(undefined, "Mm")).toBe(1000);
    expect(kmPerSceneUnit(undefined, "mm")).toBeNull();
    expect(kmPerSceneUnit(undefined, "ft")).toBeNull();
    expect(kmPerSceneUnit(0, "ft")).toBeNull();
    expect(kmPerSceneUnit(-5, "km")).toBe(1);
    expect(kmPerSceneUnit("abc", "ft")).toBeNull();
  });
});

describe("token geometry", () => {
  test("centre to centre, in scene units, straight line", () => {
    expect(tokenDistance(at(0, 0), at(3, 4), grid)).toBeCloseTo(5);
    expect(tokenDistance(at(0, 0), at(3, 4), { size: 100, distance: 2 })).toBeCloseTo(10);
    // a 2×2 token's centre is one space further in
    expect(tokenDistance(at(0, 0, 2), at(4, 0.5), grid)).toBeCloseTo(3.5);
    expect(() => tokenDistance(at(0, 0), at(1, 1), { size: 0, distance: 1 })).toThrow(RangeError);
  });

  test("the band follows the SRD table through the rules (edges to the nearer band, R23)", () => {
    // 1 unit = 1,000 km
    expect(tokenBand(at(0, 0), at(0, 0), grid, 1000)).toBe("adjacent");
    expect(tokenBand(at(0, 0), at(1, 0), grid, 1000)).toBe("short"); // 1,000 km
    expect(tokenBand(at(0, 0), at(10, 0), grid, 1000)).toBe("medium"); // 10,000 km: edge → Medium
    expect(tokenBand(at(0, 0), at(11, 0), grid, 1000)).toBe("long");
    expect(tokenBand(at(0, 0), at(30, 40), grid, 1000)).toBe("veryLong"); // 50,000 km
    expect(tokenBand(at(0, 0), at(51, 0), grid, 1000)).toBe("distant");
    expect(tokenBand(at(0, 0), at(5, 0), grid, null)).toBeNull();
  });
});

describe("derived range changes", () => {
  const places = { a: at(0, 0), b: at(1, 0), c: at(40, 0), d: null };

  test("every placed pair whose band differs; ships without a token are skipped", () => {
    const changes = derivedRangeChanges(places, grid, 1000, {
      [pairKey("a", "b")]: "short",
      [pairKey("a", "c")]: "medium",
    });
    expect(changes).toEqual([
      { a: "a", b: "c", from: "medium", to: "veryLong" },
      { a: "b", b: "c", from: undefined, to: "veryLong" },
    ]);
  });

  test("GM overrides are respected by token movement", () => {
    const changes = derivedRangeChanges(places, grid, 1000, {}, new Set([pairKey("c", "a")]));
    expect(changes.map((c) => `${c.a}-${c.b}`)).toEqual(["a-b", "b-c"]);
  });

  test("only the pairs of the ships that moved", () => {
    const changes = derivedRangeChanges({ a: at(0, 0), b: at(1, 0), c: at(40, 0) }, grid, 1000, {}, [], ["b"]);
    expect(changes.map((c) => `${c.a}-${c.b}`)).toEqual(["a-b", "b-c"]);
  });

  test("no kilometre scale: no changes at all", () => {
    expect(derivedRangeChanges(places, grid, null, {})).toEqual([]);
  });
});
