// The index switches of src/rules/keys.ts must follow the lists of types.ts key by key: the flat tables built from
// those lists are read with them.
import { describe, expect, it } from "vitest";
import { bandIndex, characteristicIndex, difficultyIndex, skillIndex, weaponIndex } from "../../src/rules/keys";
import { CHARACTERISTICS, DIFFICULTIES, RANGE_BANDS, SKILLS, WEAPON_KINDS } from "../../src/rules/types";

const cases: [string, readonly string[], (key: never) => number][] = [
  ["weapon kinds", WEAPON_KINDS, weaponIndex],
  ["range bands", RANGE_BANDS, bandIndex],
  ["difficulties", DIFFICULTIES, difficultyIndex],
  ["skills", SKILLS, skillIndex],
  ["characteristics", CHARACTERISTICS, characteristicIndex],
];

describe("keys: the index of each key is its place in its list", () => {
  for (const [name, list, index] of cases) {
    it(name, () => {
      expect(list.map((k) => index(k as never))).toEqual(list.map((_, i) => i));
      for (const bad of ["", "Short", "toString", "constructor", "__proto__"]) expect(index(bad as never)).toBe(-1);
    });
  }
});
