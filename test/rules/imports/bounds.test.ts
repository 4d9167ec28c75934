// Hostile exports: the same properties as the USDF reader's (a length limit, limits before work, no exception,
// a reason for every refusal), plus what JSON adds: nesting depth counted before parsing, a bound on the values,
// keys that could reach a prototype refused, and figures that are not what a field needs (Infinity from 1e400,
// fractions, negative or huge counts, strings) refused or left, never used. The same at random: properties.test.ts.
import { describe, expect, it } from "vitest";
import {
  MAX_DEPTH,
  MAX_JSON_LENGTH,
  MAX_VALUES,
  readImports,
  readStatblock,
  type ImportRead,
} from "../../../src/rules/imports";
import { MAX_ACTORS } from "../../../src/rules/imports";
import { fixture, fixtureNames, importableNames, json, shipNames } from "./fixtures";

const refusal = (r: ImportRead) => (r.ok ? null : r.error.code);
const read = (text: string) => readImports([text]);
/** twodsix's Light Military Transport and Ship Officer, as its compendium holds them (SOURCES.md). */
const SHIP = "twodsix/bddb68e/cepheus-deluxe-actors/ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json";
const TRAVELLER = "twodsix/bddb68e/cepheus-deluxe-actors/traveller_Ship_Officer_5nJgR54dCs0ElTss.json";
const noHullComponent = (a: Record<string, any>) => (a.items = a.items.filter((i: any) => i.name !== "Base Hull"));
const withChange = (name: string, change: (a: Record<string, any>) => void) => {
  const a = json(name);
  change(a);
  return read(JSON.stringify(a));
};

describe("limits before work", () => {
  it("a text over the length limit is refused before it is parsed", () => {
    const text = `[${" ".repeat(MAX_JSON_LENGTH)}]`;
    expect(read(text)).toEqual({ ok: false, error: { code: "tooLong", value: text.length, limit: MAX_JSON_LENGTH } });
  });

  it("nesting past the limit is refused from the text, however deep (no parser recursion)", () => {
    expect(refusal(read(`${"[".repeat(100_000)}${"]".repeat(100_000)}`))).toBe("tooDeep");
    expect(refusal(read(`${'{"a":'.repeat(MAX_DEPTH + 1)}1${"}".repeat(MAX_DEPTH + 1)}`))).toBe("tooDeep");
    // brackets inside strings do not count
    const a = json(SHIP);
    a.system.notes = "[".repeat(1000);
    expect(read(JSON.stringify(a)).ok).toBe(true);
  });

  it("more values than any export holds are refused", () => {
    expect(read(JSON.stringify(Array(MAX_VALUES + 1).fill(0)))).toEqual({
      ok: false,
      error: { code: "tooManyValues", limit: MAX_VALUES },
    });
  });

  it("more actors than one import takes are refused before any is read", () => {
    // the smallest actor a reader takes: the count alone is what is refused
    const ship = { name: "X", type: "traveller", system: { characteristics: { strength: {} } } };
    expect(read(JSON.stringify(Array(MAX_ACTORS).fill(ship))).ok).toBe(true);
    expect(refusal(read(JSON.stringify(Array(MAX_ACTORS + 1).fill(ship))))).toBe("tooManyActors");
    const split = readImports(Array(MAX_ACTORS + 1).fill(JSON.stringify(ship)));
    expect(refusal(split)).toBe("tooManyActors");
  });

  it("a billion missile racks on 200 tons are refused before a mount is made", () => {
    const r = withChange(SHIP, (a) => {
      a.items.find((i: any) => i.name === "Pulse Laser").system.quantity = 1e9;
    });
    expect(r).toMatchObject({ ok: false, error: { code: "badFigure", field: "items[Pulse Laser].system.quantity" } });
    expect(refusal(readStatblock(`TL12 X\nTonnage: 200\nArmament: 1000000000 triple turrets: beam laser`) as any)).toBe(
      "exceedsTons",
    );
    const hardware = withChange("mgt2e-data-model/mgt2e-spacecraft-far-trader.json", (a) => {
      a.items.find((i: any) => i.name === "Triple Turret").system.quantity = 50;
    });
    expect(refusal(hardware)).toBe("badFigure");
  });

  it("long runs the statblock reader could stumble on are answered (lines, blank lines, one value over many lines)", () => {
    const fittings = `TL9 X\nTonnage: 400\nJump: 1\nArmor: 0\nFittings: 1 staterooms\n${",\n".repeat(49_000)}`;
    expect(read(fittings).ok).toBe(true);
    const tiny = read(`${"\n".repeat(99_000)}Tonnage: 1`);
    expect(tiny.ok && tiny.entries[0]!.kind === "ship" && tiny.entries[0]!.ship.tons).toBe(1);
    const spaced = read(`${" ".repeat(99_000)}\nTonnage: 1\nJump: 1\nCrew: 1`);
    expect(spaced.ok && spaced.entries[0]!.kind === "ship" && spaced.entries[0]!.ship.crew.total).toBe(1);
  });

  it("a statblock over the USDF reader's length limit is refused", () => {
    expect(refusal(read(`TL9 X\nTonnage: 100\nArmor: 1\nJump: 1\n${"x".repeat(100_000)}`))).toBe("tooLong");
  });
});

describe("keys that could reach a prototype", () => {
  it.each(["__proto__", "constructor", "prototype"])(
    "%s anywhere in the export refuses it, and nothing is polluted",
    (key) => {
      const a = json(SHIP);
      const text = JSON.stringify(a).replace('"isPopup":false', `"${key}":{"polluted":true},"isPopup":false`);
      expect(read(text)).toEqual({ ok: false, error: { code: "forbiddenKey", value: key } });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty("polluted");
    },
  );

  it("a member named like a prototype member is not read from the prototype", () => {
    // "toString" is no member of the export: the ship has no such field, and nothing throws
    const r = withChange(SHIP, (a) => {
      noHullComponent(a);
      delete a.system.shipStats.mass;
      a.system.shipStats.toString = { max: 400 };
    });
    expect(refusal(r)).toBe("noTons");
  });
});

describe("figures that are not what a field needs", () => {
  const ship = SHIP;
  it.each(["1e400", "0x10", -200, 0])(
    "tons of %s are no tonnage: the hull component's weight is taken, and said to be guessed",
    (odd) => {
      const r = withChange(ship, (a) => (a.system.shipStats.mass.max = odd));
      expect(r.ok && r.entries[0]!.kind === "ship" && r.entries[0]!.ship.tons).toBe(300);
      expect(r.ok && r.entries[0]!.notes.guessed.some((n) => n.to === "tons" && n.reason === "fromComponent")).toBe(
        true,
      );
      // without a hull component there is no tonnage at all
      const bare = withChange(ship, (a) => {
        noHullComponent(a);
        a.system.shipStats.mass.max = odd;
      });
      expect(refusal(bare)).toBe("noTons");
    },
  );

  it.each([
    ["two million tons", (a: any) => (a.system.shipStats.mass.max = 2_000_000), "badFigure"],
    ["TL 1.5", (a: any) => (a.system.techLevel = 1.5), "badFigure"],
    ["TL 99", (a: any) => (a.system.techLevel = 99), "badFigure"],
    ["armor -1", (a: any) => (a.system.shipStats.armor.max = -1), "badFigure"],
    ["Jump 10", (a: any) => (a.system.shipStats.drives.jDrive.rating = 10), "badFigure"],
    ["Thrust 2.5", (a: any) => (a.system.shipStats.drives.mDrive.rating = 2.5), "badFigure"],
    ["fuel above the tonnage", (a: any) => (a.system.shipStats.fuel.max = 301), "badFigure"],
    [
      "1.5 staterooms",
      (a: any) => (a.items.find((i: any) => i.name === "Staterooms").system.quantity = 1.5),
      "badFigure",
    ],
    [
      "fittings past the hull",
      (a: any) => (a.items.find((i: any) => i.name === "Staterooms").system.quantity = 100),
      "exceedsHull",
    ],
  ])("%s → %s", (_what, change, code) => {
    expect(refusal(withChange(ship, change))).toBe(code);
  });

  it("a figure given as a string of digits is read; true, {} and [] are not figures", () => {
    const digits = withChange(ship, (a) => (a.system.shipStats.mass.max = "300"));
    expect(digits.ok && digits.entries[0]!.kind === "ship" && digits.entries[0]!.ship.tons).toBe(300);
    for (const odd of [true, {}, [], null, ""]) {
      const r = withChange(ship, (a) => (a.system.shipStats.armor.max = odd));
      expect(r.ok && r.entries[0]!.kind === "ship" && r.entries[0]!.ship.armor).toBe(0);
    }
  });

  it("a traveller with a characteristic of 31 or a skill of 16 is refused; -0 is 0", () => {
    const t = TRAVELLER;
    expect(refusal(withChange(t, (a) => (a.system.characteristics.strength.value = 31)))).toBe("badFigure");
    expect(refusal(withChange(t, (a) => (a.items[1].system.value = 16)))).toBe("badFigure");
    const strength = /("strength": \{\s*"key": "strength",\s*"value": )7/;
    expect(fixture(t)).toMatch(strength);
    const zero = readImports([fixture(t).replace(strength, "$1-0")]);
    expect(zero.ok && zero.entries[0]!.kind === "crew" && Object.is(zero.entries[0]!.crew.characteristics.str, 0)).toBe(
      true,
    );
  });
});

describe("whatever comes in", () => {
  it("refusals: not text, empty, not JSON, an unknown actor", () => {
    expect(refusal(readImports([42]))).toBe("notText");
    expect(refusal(readImports(["  \n"]))).toBe("empty");
    expect(refusal(read("{ not json"))).toBe("badJson");
    expect(read('{"type":"npc","system":{}}')).toEqual({ ok: false, error: { code: "otherActor", value: "npc" } });
    expect(read('{"type":"starship","system":{}}')).toEqual({
      ok: false,
      error: { code: "unknownFormat", value: "starship" },
    });
    // a type this window reads, without what its system's export holds
    expect(read('{"type":"ship","system":{}}')).toEqual({ ok: false, error: { code: "notAnExport", value: "ship" } });
  });

  it("a list with one broken actor imports the others and names the one refused", () => {
    const list = [json(SHIP), { name: "Broken", type: "spacecraft", system: { spacecraft: {} } }];
    const r = read(JSON.stringify(list));
    expect(r.ok && r.entries.map((e) => e.kind)).toEqual(["ship"]);
    expect(r.ok && r.refused).toEqual([
      { index: 1, name: "Broken", error: { code: "noTons", field: "system.spacecraft.dtons" } },
    ]);
  });
});

describe("the fixtures' lists by name", () => {
  it("importableNames and shipNames are exactly the fixtures the import reads, and those that are ships", () => {
    const reads = fixtureNames().map((n) => [n, readImports([fixture(n)])] as const);
    expect(reads.filter(([, r]) => r.ok).map(([n]) => n)).toEqual(importableNames());
    expect(reads.filter(([, r]) => r.ok && r.entries[0]!.kind === "ship").map(([n]) => n)).toEqual(shipNames());
  });
});
