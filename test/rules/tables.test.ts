// Every SRD table row, restated here from the SRD text (not imported from the table under test).
import { describe, expect, it } from "vitest";
import {
  attackDifficulty,
  crewDamage,
  damageToHits,
  hitLocation,
  hitsRepaired,
  hullPoints,
  missileToHitTarget,
  missileTurnsToImpact,
  reactionsForInitiative,
  structurePoints,
  isSmallCraft,
  weaponAttackDM,
  rangeBandForDistance,
  sensorDetails,
  shiftRange,
  rangeIndex,
  missileToHitForType,
  missileFuelEndsRound,
  difficultyDM,
  degreeOfSuccess,
  characteristicDM,
} from "../../src/rules/library";
import { CREW_DAMAGE } from "../../src/rules/tables/damage";
import type { RangeBand, WeaponKind } from "../../src/rules/types";

const BANDS: RangeBand[] = ["adjacent", "close", "short", "medium", "long", "veryLong", "distant"];

describe("re-exports from checks.ts", () => {
  it("difficultyDM, degreeOfSuccess, characteristicDM", () => {
    expect(difficultyDM("formidable")).toBe(-6);
    expect(degreeOfSuccess(6)).toBe("exceptionalSuccess");
    expect(characteristicDM(12)).toBe(2);
  });
});

describe("Space Combat Attack Difficulties by Weapon Type", () => {
  // SRD rows, Adjacent → Distant; "—" = null. Missile row: ruling R7.
  const T: Record<WeaponKind, (string | null)[]> = {
    pulseLaser: ["difficult", "difficult", "average", "difficult", "difficult", "veryDifficult", null],
    beamLaser: ["difficult", "difficult", "difficult", "average", "difficult", "difficult", "difficult"],
    particleBeam: ["veryDifficult", "difficult", "difficult", "difficult", "average", "difficult", "difficult"],
    fusionGun: ["difficult", "difficult", "difficult", "average", "difficult", "difficult", "difficult"],
    mesonGun: ["veryDifficult", "veryDifficult", "difficult", "difficult", "average", "difficult", "difficult"],
    sandcaster: ["routine", "average", "difficult", null, null, null, null],
    missile: [null, null, "average", "average", "average", "average", "average"],
  };
  const rows = (Object.keys(T) as WeaponKind[]).flatMap((w) => BANDS.map((b, i) => [w, b, T[w][i]] as const));
  it.each(rows)("%s at %s → %s", (weapon, band, expected) => {
    expect(attackDifficulty(weapon, band)).toBe(expected);
  });
  it("rejects unknown weapons and bands", () => {
    expect(() => attackDifficulty("laser" as WeaponKind, "short")).toThrow(RangeError);
    expect(() => attackDifficulty("beamLaser", "far" as RangeBand)).toThrow(RangeError);
  });
  it("pulse laser DM−2 (R8), switchable", () => {
    expect(weaponAttackDM("pulseLaser")).toBe(-2);
    expect(weaponAttackDM("pulseLaser", { pulseLaserPenalty: true })).toBe(-2);
    expect(weaponAttackDM("pulseLaser", { pulseLaserPenalty: false })).toBe(0);
    expect(weaponAttackDM("beamLaser")).toBe(0);
  });
});

describe("Space Combat Range Bands", () => {
  it.each([
    [0, "adjacent"],
    [0.999, "adjacent"],
    [1, "close"],
    [10, "close"],
    [10.5, "short"],
    [1250, "short"],
    [1251, "medium"],
    [10_000, "medium"],
    [10_001, "long"],
    [25_000, "long"],
    [25_001, "veryLong"],
    [50_000, "veryLong"],
    [50_001, "distant"],
    [Infinity, "distant"],
  ] as const)("%d km → %s", (km, band) => {
    expect(rangeBandForDistance(km)).toBe(band);
  });
  it("rejects negative and NaN distances", () => {
    expect(() => rangeBandForDistance(-1)).toThrow(RangeError);
    expect(() => rangeBandForDistance(NaN)).toThrow(RangeError);
  });
  it("orders and shifts bands", () => {
    expect(rangeIndex("adjacent")).toBe(0);
    expect(rangeIndex("distant")).toBe(6);
    expect(shiftRange("short", 1)).toBe("medium");
    expect(shiftRange("short", -5)).toBe("adjacent");
    expect(shiftRange("long", 9)).toBe("distant");
    expect(() => rangeIndex("far" as RangeBand)).toThrow(RangeError);
  });
  // Sensor details: cumulative from the band outwards (R24); grade restrictions per the SRD column.
  it.each([
    ["distant", "veryAdvanced", []],
    ["veryLong", "basic", ["presence", "silhouette"]],
    ["long", "common", ["configuration", "thermalActivity", "presence", "silhouette"]],
    ["long", "advanced", ["configuration", "thermalActivity", "externalStructure", "presence", "silhouette"]],
    ["medium", "military", ["emSources", "configuration", "thermalActivity", "presence", "silhouette"]],
    [
      "medium",
      "veryAdvanced",
      ["emSources", "externalStructure", "configuration", "thermalActivity", "presence", "silhouette"],
    ],
    [
      "short",
      "common",
      ["visualDetail", "heatSources", "emSources", "configuration", "thermalActivity", "presence", "silhouette"],
    ],
    [
      "short",
      "veryAdvanced",
      [
        "visualDetail",
        "heatSources",
        "internalStructure",
        "neuralPresence",
        "emSources",
        "externalStructure",
        "configuration",
        "thermalActivity",
        "presence",
        "silhouette",
      ],
    ],
    [
      "close",
      "advanced",
      [
        "shipSystems",
        "visualDetail",
        "heatSources",
        "internalStructure",
        "emSources",
        "externalStructure",
        "configuration",
        "thermalActivity",
        "presence",
        "silhouette",
      ],
    ],
    [
      "adjacent",
      "military",
      [
        "shipSystems",
        "visualDetail",
        "heatSources",
        "emSources",
        "configuration",
        "thermalActivity",
        "presence",
        "silhouette",
      ],
    ],
  ] as const)("%s with %s sensors", (band, grade, details) => {
    expect(sensorDetails(band, grade)).toEqual(details);
  });
  it("very advanced sensors add neural activity at Close and Adjacent", () => {
    expect(sensorDetails("close", "veryAdvanced")).toContain("neuralLevel");
    expect(sensorDetails("close", "veryAdvanced")).not.toContain("neuralSources");
    expect(sensorDetails("adjacent", "veryAdvanced")).toEqual(
      expect.arrayContaining(["neuralSources", "neuralLevel", "neuralPresence"]),
    );
    expect(sensorDetails("adjacent", "advanced")).not.toContain("neuralSources");
  });
});

describe("Reactions By Initiative", () => {
  const expected = (i: number) => (i <= 4 ? 1 : i <= 8 ? 2 : i <= 12 ? 3 : 4);
  it.each(Array.from({ length: 24 }, (_, i) => i - 3))("initiative %d", (i) => {
    expect(reactionsForInitiative(i)).toBe(expected(i));
  });
  it("beyond the counts read out ahead (0 to 20), the table still answers", () => {
    for (const i of [21, 40, 1000, -100, Infinity, -Infinity]) expect(reactionsForInitiative(i)).toBe(expected(i));
  });
  it("fractional initiative reads its whole part; NaN throws", () => {
    expect(reactionsForInitiative(4.9)).toBe(1);
    expect(reactionsForInitiative(12.5)).toBe(3);
    expect(() => reactionsForInitiative(NaN)).toThrow(RangeError);
  });
});

describe("Missile Launch Range", () => {
  it.each([
    ["adjacent", null],
    ["close", null],
    ["short", 1],
    ["medium", 1],
    ["long", 1],
    ["veryLong", 2],
    ["distant", 2],
  ] as const)("%s → %s", (band, turns) => {
    expect(missileTurnsToImpact(band)).toBe(turns);
  });
  it("rejects unknown bands", () => {
    expect(() => missileTurnsToImpact("far" as RangeBand)).toThrow(RangeError);
  });
});

describe("Missile To-Hit by Skill Check Effect", () => {
  it.each([
    [-12, 11],
    [-6, 11],
    [-5, 10],
    [-3, 10],
    [-1, 10],
    [0, 8],
    [1, 7],
    [3, 7],
    [5, 7],
    [6, 6],
    [11, 6],
  ])("Effect %d → %d+", (effect, toHit) => {
    expect(missileToHitTarget(effect)).toBe(toHit);
  });
  it("smart missiles always 8+; fuel lasts four turns (R16)", () => {
    expect(missileToHitForType("smart", -9)).toBe(8);
    expect(missileToHitForType("smart", 9)).toBe(8);
    expect(missileToHitForType("nuclear", 6)).toBe(6);
    expect(missileFuelEndsRound(3)).toBe(7);
    expect(() => missileToHitTarget(NaN)).toThrow(RangeError);
  });
});

describe("Space Combat Damage (R1, R2)", () => {
  // Restated bands: [min, max, single, double, triple]
  const bands: [number, number, number, number, number][] = [
    [1, 4, 1, 0, 0],
    [5, 8, 2, 0, 0],
    [9, 12, 0, 1, 0],
    [13, 16, 3, 0, 0],
    [17, 20, 2, 1, 0],
    [21, 24, 0, 2, 0],
    [25, 28, 0, 0, 1],
    [29, 32, 1, 0, 1],
    [33, 36, 0, 1, 1],
    [37, 40, 1, 1, 1],
    [41, 44, 0, 0, 2],
  ];
  const rows = bands.flatMap(([lo, hi, s, d, t]) =>
    Array.from({ length: hi - lo + 1 }, (_, k) => [lo + k, s, d, t] as const),
  );
  it.each(rows)("damage %d → %d single, %d double, %d triple", (dmg, single, double, triple) => {
    expect(damageToHits(dmg)).toEqual({ single, double, triple });
  });
  it.each([0, -1, -20])("damage %d → no hits", (d) => {
    expect(damageToHits(d)).toEqual({ single: 0, double: 0, triple: 0 });
  });
  it("R1 overlaps: 12 double, 16 three singles, 24 two doubles", () => {
    expect(damageToHits(12)).toEqual({ single: 0, double: 1, triple: 0 });
    expect(damageToHits(16)).toEqual({ single: 3, double: 0, triple: 0 });
    expect(damageToHits(24)).toEqual({ single: 0, double: 2, triple: 0 });
  });
  it.each([
    [45, 0, 0],
    [46, 0, 0],
    [47, 1, 0],
    [49, 1, 0],
    [50, 2, 1],
    [53, 3, 1],
    [56, 4, 2],
    [62, 6, 3],
  ])("R2: damage %d → two triples + %d single + %d double", (dmg, single, double) => {
    expect(damageToHits(dmg)).toEqual({ single, double, triple: 2 });
  });
  it("NaN throws", () => {
    expect(() => damageToHits(NaN)).toThrow(RangeError);
  });
});

describe("Space Combat Hit Location", () => {
  const ext = ["hull", "sensors", "mDrive", "turret", "hull", "armor", "hull", "fuel", "mDrive", "sensors", "hull"];
  const int = [
    "structure",
    "powerPlant",
    "jDrive",
    "bay",
    "structure",
    "crew",
    "structure",
    "hold",
    "jDrive",
    "powerPlant",
    "bridge",
  ];
  const sc = ["hull", "powerPlant", "hold", "fuel", "hull", "armor", "hull", "turret", "mDrive", "crew", "bridge"];
  const rows = ext.map((_, i) => [i + 2, ext[i], int[i], sc[i]] as const);
  it.each(rows)("roll %d → %s / %s / %s", (r, e, i, s) => {
    expect(hitLocation(r, "external")).toBe(e);
    expect(hitLocation(r, "internal")).toBe(i);
    expect(hitLocation(r, "smallCraft")).toBe(s);
  });
  it("rejects rolls outside 2–12 and unknown columns", () => {
    expect(() => hitLocation(1, "external")).toThrow(RangeError);
    expect(() => hitLocation(13, "internal")).toThrow(RangeError);
    expect(() => hitLocation(7.5, "internal")).toThrow(RangeError);
    expect(() => hitLocation(7, "outside" as "external")).toThrow(RangeError);
  });
});

describe("Crew Damage", () => {
  it.each([
    [0, "none", 0],
    [2, "none", 0],
    [4, "none", 0],
    [5, "one", 2],
    [8, "one", 2],
    [9, "one", 4],
    [10, "one", 4],
    [11, "all", 2],
    [12, "all", 4],
    [14, "all", 4],
  ] as const)("roll %d → %s, %dD6", (r, target, dice) => {
    expect(crewDamage(r, "normal")).toEqual({ target, dice, multiplier: dice ? 1 : 0 });
    expect(crewDamage(r, "radiation")).toEqual({ target, dice, multiplier: dice ? 10 : 0 });
  });
  it("its rows follow one another with no gap, from any roll to any roll", () => {
    expect(CREW_DAMAGE[0].min).toBe(-Infinity);
    expect(CREW_DAMAGE[CREW_DAMAGE.length - 1].max).toBe(Infinity);
    for (let i = 1; i < CREW_DAMAGE.length; i++) expect(CREW_DAMAGE[i].min).toBe(CREW_DAMAGE[i - 1].max + 1);
  });
  it("rejects NaN and unknown columns", () => {
    expect(() => crewDamage(NaN, "normal")).toThrow(RangeError);
    expect(() => crewDamage(7, "heat" as "normal")).toThrow(RangeError);
  });
});

describe("Damage Repair Results", () => {
  it.each([
    [-7, 0],
    [-1, 0],
    [0, 1],
    [1, 2],
    [5, 2],
    [6, 3],
    [10, 3],
  ])("Effect %d → %d hits", (effect, hits) => {
    expect(hitsRepaired(effect)).toBe(hits);
  });
  it("NaN throws", () => {
    expect(() => hitsRepaired(NaN)).toThrow(RangeError);
  });
});

describe("Hull and Structure per 50 tons (Chapter 10; R21 checked against the Chapter 9 ships)", () => {
  it.each([
    [10, 0, 1],
    [20, 0, 1],
    [30, 0, 1],
    [40, 0, 1],
    [50, 1, 1],
    [90, 1, 1],
    [99, 1, 1],
    [100, 2, 2],
    [200, 4, 4],
    [300, 6, 6],
    [400, 8, 8],
    [800, 16, 16],
    [1000, 20, 20],
    [2000, 40, 40],
    [5000, 100, 100],
  ])("%d tons → %d Hull, %d Structure", (tons, hull, structure) => {
    expect(hullPoints(tons)).toBe(hull);
    expect(structurePoints(tons)).toBe(structure);
  });
  it.each([
    [10, 1],
    [90, 2],
    [100, 2],
    [101, 3],
  ])("structureRounding up (Chapter 8 reading): %d tons → %d", (tons, structure) => {
    expect(structurePoints(tons, { structureRounding: "up" })).toBe(structure);
    expect(structurePoints(tons, { structureRounding: "down" })).toBe(Math.max(1, Math.floor(tons / 50)));
  });
  it("small craft are under 100 tons", () => {
    expect(isSmallCraft(99)).toBe(true);
    expect(isSmallCraft(100)).toBe(false);
  });
  it("rejects impossible tonnage", () => {
    expect(() => hullPoints(-1)).toThrow(RangeError);
    expect(() => structurePoints(NaN)).toThrow(RangeError);
  });
});
