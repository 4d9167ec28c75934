// The range read-out a dragged ship token shows: bands from the point the token would stop at, the GM's pinned
// bands, and every weapon's difficulty and DM at the band, checked against the SRD tables row by row.
import { describe, expect, test } from "vitest";
import { kmBetween, rangeReadout, weaponsAtBand } from "../../../src/apps/canvas/range-readout";
import {
  derivedRangeChanges,
  placeCentre,
  type GridInfo,
  type TokenPlace,
} from "../../../src/apps/sidebar/token-ranges";
import { DIFFICULTY_DM } from "../../../src/rules/checks";
import { pairKey } from "../../../src/rules/engagement/memory";
import { ATTACK_DIFFICULTIES } from "../../../src/rules/tables/attack";
import { RANGE_BANDS, WEAPON_KINDS, type RangeBand } from "../../../src/rules/types";

const grid: GridInfo = { size: 100, distance: 1, units: "" };
const at = (col: number, row: number): TokenPlace => ({ x: col * 100, y: row * 100, width: 1, height: 1 });
const centreAt = (col: number, row: number) => placeCentre(at(col, row), grid);

const armed = {
  mounts: [
    {
      id: "t1",
      weapons: [
        { id: "w1", kind: "pulseLaser" as const },
        { id: "w2", kind: "sandcaster" as const },
      ],
    },
    { id: "t2", weapons: [{ id: "w3", kind: "missile" as const }] },
  ],
};

describe("weapons at a band", () => {
  test("every weapon kind at every band: the SRD attack difficulty and its DM (pulse lasers DM−2, R8)", () => {
    for (const kind of WEAPON_KINDS)
      for (const band of RANGE_BANDS) {
        const [w] = weaponsAtBand({ mounts: [{ id: "m", weapons: [{ id: "x", kind }] }] }, band);
        const d = ATTACK_DIFFICULTIES[kind][band];
        expect(w.difficulty, `${kind} at ${band}`).toBe(d);
        expect(w.dm, `${kind} at ${band}`).toBe(
          d === null ? null : DIFFICULTY_DM[d] + (kind === "pulseLaser" ? -2 : 0),
        );
      }
  });

  test("the pulse laser penalty follows its table option; mounts and weapons keep their order", () => {
    const short = weaponsAtBand(armed, "short", { pulseLaserPenalty: false });
    expect(short.map((w) => [w.id, w.mountId, w.difficulty, w.dm])).toEqual([
      ["w1", "t1", "average", 0],
      ["w2", "t1", "difficult", -2],
      ["w3", "t2", "average", 0],
    ]);
    expect(weaponsAtBand(armed, "short")[0].dm).toBe(-2);
    expect(weaponsAtBand(armed, "adjacent").map((w) => w.dm)).toEqual([-4, 2, null]);
  });
});

describe("range read-out", () => {
  const base = {
    shipId: "me",
    ship: armed,
    grid,
    kmPerUnit: 1000,
    ranges: {} as Record<string, RangeBand>,
    overrides: [] as string[],
  };

  test("the band to every other placed ship from where the token would stop, nearest first", () => {
    const out = rangeReadout({
      ...base,
      at: centreAt(0, 0),
      others: { far: at(30, 40), near: at(1, 0), none: null, me: at(5, 5) },
    });
    expect(out.map((r) => [r.shipId, r.tokenBand, r.band, r.pinned])).toEqual([
      ["near", "short", "short", false],
      ["far", "veryLong", "veryLong", false],
    ]);
    expect(out[0].km).toBeCloseTo(1000);
    expect(out[1].km).toBeCloseTo(50_000);
    expect(out[0].weapons.map((w) => w.difficulty)).toEqual(["average", "difficult", "average"]);
    // at Very Long the pulse laser is Very Difficult and the sandcaster cannot fire
    expect(out[1].weapons.map((w) => w.dm)).toEqual([-6, null, 0]);
  });

  test("a pair the GM pinned shows the GM's band (release leaves it), with the token's band beside it", () => {
    const ranges = { [pairKey("me", "near")]: "close" as RangeBand };
    const out = rangeReadout({
      ...base,
      ranges,
      overrides: [pairKey("near", "me")],
      at: centreAt(0, 0),
      others: { near: at(1, 0) },
    });
    expect(out[0]).toMatchObject({ tokenBand: "short", band: "close", pinned: true });
    expect(out[0].weapons[1].difficulty).toBe("average"); // the sandcaster at Close
  });

  test("no kilometre scale: nothing to read; a grid without a size is refused", () => {
    expect(rangeReadout({ ...base, kmPerUnit: null, at: centreAt(0, 0), others: { near: at(1, 0) } })).toEqual([]);
    expect(() => kmBetween({ x: 0, y: 0 }, { x: 1, y: 1 }, { size: 0, distance: 1 }, 1)).toThrow(RangeError);
  });

  test("what the read-out promises is what releasing the token writes (derivedRangeChanges), pinned pairs included", () => {
    const others = { a: at(3, 0), b: at(0, 12), c: at(40, 30) };
    const ranges = { [pairKey("me", "b")]: "long" as RangeBand };
    const overrides = [pairKey("me", "b")];
    for (const [col, row] of [
      [0, 0],
      [2, 0],
      [0, 26],
      [60, 0],
    ] as const) {
      const shown = rangeReadout({ ...base, ranges, overrides, at: centreAt(col, row), others });
      const released = derivedRangeChanges({ ...others, me: at(col, row) }, grid, 1000, ranges, overrides, ["me"]);
      for (const r of shown) {
        const change = released.find((c) => (c.a === "me" ? c.b : c.a) === r.shipId);
        expect(change?.to ?? ranges[pairKey("me", r.shipId)], `${r.shipId} from ${col},${row}`).toBe(r.band);
      }
    }
  });
});
