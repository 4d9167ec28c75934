// The reader's bounds: the length limit holds after Unicode normalisation; a description stops being read as soon as
// what it has built exceeds its hull; counts are checked before anything is built; ships whose fittings cannot fit,
// or whose counts are not whole, are refused; what does not add up is flagged; "and"/"or" split lists in any case.
// Times are not asserted here: `npm run bench` times the adversarial inputs (usdfWorstMs).
import { describe, expect, it } from "vitest";
import { MAX_TEXT_LENGTH, parseShipDescription, type UsdfParseResult, type UsdfShip } from "../../../src/rules/usdf";
import { listItems } from "../../../src/rules/usdf/text";
import { craftHangarTons, hangarTons } from "../../../src/rules/usdf/tonnage";
import { ADVERSARIAL, fill } from "./adversarial";
import { srdShipSections } from "./srd-sections";
import { expectWellFormed } from "./valid-ship";

const HEAD = "TL9 Hauler\nUsing a 200-ton hull (4 Hull, 4 Structure), the Hauler is a test.";
const read = (body: string, head = HEAD) => parseShipDescription(`${head} ${body}`);

function ok(r: UsdfParseResult): {
  ship: UsdfShip;
  unread: string[];
  flags: { code: string; data: Record<string, number> }[];
} {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}
function refused(r: UsdfParseResult): {
  code: string;
  field?: string;
  value?: number | string;
  limit?: number;
  message: string;
} {
  if (r.ok) throw new Error("a ship was made");
  return r.error;
}

describe("the length limit holds after normalisation", () => {
  it("a text that normalisation grows past the limit is refused with its normalised length", () => {
    const text = "\uFB03".repeat(40_000); // "ffi": 120,000 characters once normalised
    const e = refused(parseShipDescription(text));
    expect(e).toMatchObject({ code: "tooLongNormalised", value: 120_000, limit: MAX_TEXT_LENGTH });
    expect(e.message).toMatch(/120000 characters/);
    expect(refused(parseShipDescription("\uFDFA".repeat(MAX_TEXT_LENGTH / 18 + 1)))).toMatchObject({
      code: "tooLongNormalised",
    });
  });

  it("a text at the limit once normalised is read; one character more is refused", () => {
    const base = `${HEAD} `;
    const grown = (n: number) => base + "\u338F".repeat(n); // "㎏" becomes "kg"
    const fits = Math.floor((MAX_TEXT_LENGTH - base.length) / 2);
    expect(grown(fits).normalize("NFKC").length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(parseShipDescription(grown(fits)).ok).toBe(true);
    expect(refused(parseShipDescription(grown(fits + 1)))).toMatchObject({
      code: "tooLongNormalised",
      value: base.length + 2 * (fits + 1),
    });
  });

  it("a text longer than the limit as pasted is refused before it is normalised", () => {
    expect(refused(parseShipDescription(" ".repeat(MAX_TEXT_LENGTH + 1)))).toMatchObject({
      code: "tooLong",
      value: MAX_TEXT_LENGTH + 1,
    });
  });

  it("normalisation still reads compatibility characters: full-width digits, ligatures", () => {
    const s = ok(read("Cargo capacity is \uFF12\uFF10 tons. Special features include an \uFB03ciency lab.")).ship;
    expect(s.cargo).toBe(20);
    expect(s.features).toEqual([{ count: 1, name: "fficiency lab" }]);
  });
});

describe("running totals: reading stops when the ship outgrows its hull", () => {
  it("a count of bays larger than the hull holds is refused, however large, before any is built", () => {
    const huge =
      "TL9 Hulk\nUsing a 1,000,000-ton hull (1 Hull, 1 Structure), the Hulk is large. Installed on the hardpoints are 1,000,000,000 missile bays.";
    expect(refused(parseShipDescription(huge))).toMatchObject({
      code: "exceedsTons",
      field: "mounts",
      value: 1_000_000_000,
      limit: 10_000,
    });
  });

  it("repeated bays are refused at the first that does not fit, and the refusal names the hardpoints", () => {
    const e = refused(
      read("Installed on the hardpoints are one missile bay, one missile bay, one missile bay, one missile bay."),
    );
    expect(e).toMatchObject({ code: "exceedsTons", field: "mounts", value: 3, limit: 2 });
  });

  it("the first sentence that overflows the hull ends the reading: later sentences are not read", () => {
    // the jump figure after it would be refused too, and would come first if the whole text were read
    const e = refused(
      read("There are 40 staterooms and 100 low berths. It mounts jump drive Z, giving a performance of Jump-12."),
    );
    expect(e).toMatchObject({ code: "exceedsHull", field: "accommodation", value: 210, limit: 200 });
    // the hull sentence is read first wherever it stands, so the running totals always have a hull to compare with
    const before = parseShipDescription(
      "TL9 Hauler\nThere are 40 staterooms and 100 low berths. Using a 200-ton hull (4 Hull, 4 Structure), the Hauler is a test.",
    );
    expect(refused(before)).toMatchObject({ code: "exceedsHull", field: "accommodation" });
  });

  it("the adversarial inputs are answered as expected, and well formed", () => {
    for (const input of ADVERSARIAL) {
      expect(input.text.length, input.name).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      const r = parseShipDescription(input.text);
      expect(r.ok ? true : r.error.code, input.name).toBe(input.expect);
      // a refusal says what is wrong; a ship is checked whole where it is small (walking 30,000 weapons with an
      // assertion each would take seconds)
      if (!r.ok || r.ship.weapons.length + r.ship.crew.roles.length + r.ship.features.length < 500) expectWellFormed(r);
      else expect(r.unread.every((u) => typeof u === "string")).toBe(true);
    }
    expect(ADVERSARIAL.filter((a) => a.text.length > MAX_TEXT_LENGTH * 0.9).length).toBeGreaterThan(20);
  });

  it("the largest ship the reader accepts is built whole", () => {
    const s = ok(parseShipDescription(ADVERSARIAL.find((a) => a.name === "the largest ship's turrets")!.text)).ship;
    expect(s.mounts).toHaveLength(10_000);
    expect(s.weapons).toHaveLength(30_000);
    expect(s.mounts[9999].id).toBe("m10000");
  });
});

describe("implausible ships are refused", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    [
      "staterooms and berths beyond the hull",
      "There are 48 staterooms and 20 low berths.",
      { code: "exceedsHull", field: "accommodation", value: 192 + 10 },
    ],
    [
      "barracks beyond the hull",
      "There are barracks for 101 troops.",
      { code: "exceedsHull", field: "accommodation", value: 202 },
    ],
    [
      "cargo plus fuel beyond the hull",
      "Fuel tankage of 120 tons supports the power plant. Cargo capacity is 90 tons.",
      { code: "exceedsHull", field: "cargoAndFuel", value: 210 },
    ],
    [
      "cargo alone beyond the hull",
      "Cargo capacity is 250 tons.",
      { code: "exceedsTons", field: "cargo", value: 250, limit: 200 },
    ],
    [
      "hangars beyond the hull",
      "There are four small craft hangars, each holding a cutter.",
      { code: "exceedsHull", field: "hangars", value: 260 },
    ],
    [
      "hangars of unnamed craft beyond the hull",
      "There are 16 small craft hangars.",
      { code: "exceedsHull", field: "hangars", value: 208 },
    ],
    [
      "screens beyond the hull",
      "This ship has five screens: three meson screens and two nuclear dampers.",
      { code: "exceedsHull", field: "screens", value: 250 },
    ],
    [
      "bays and fire control beyond the hull",
      "The ship has two hardpoints and two tons allocated to fire control. Installed on the hardpoints are two particle beam bays. Cargo capacity is 150 tons.",
      { code: "exceedsHull", field: "fittings" },
    ],
    [
      "everything together beyond the hull",
      "There are 25 staterooms. Cargo capacity is 60 tons. Fuel tankage of 50 tons supports the power plant.",
      { code: "exceedsHull", field: "fittings", value: 210 },
    ],
  ];
  it.each(cases)("%s", (_name, body, error) => {
    const r = read(body);
    expect(refused(r)).toMatchObject(error);
    expectWellFormed(r);
  });

  it("a ship that just fits is read", () => {
    const s = ok(
      read("There are 25 staterooms. Cargo capacity is 50 tons. Fuel tankage of 50 tons supports the power plant."),
    ).ship;
    expect([s.staterooms, s.cargo, s.fuel?.tons]).toEqual([25, 50, 50]);
  });

  it("fractional counts are refused, naming what was counted", () => {
    const fractional: [string, string][] = [
      ["There are 1.5 staterooms.", "staterooms"],
      ["There are two staterooms and 2.5 low berths.", "lowBerths"],
      ["Installed on the hardpoints are 1.5 triple turrets armed with missiles.", "mounts"],
      ["Installed on the hardpoints are 1.5 missile bays.", "mounts"],
      ["Installed on the hardpoints are one triple turret armed with 1.5 beam lasers.", "weapons"],
      ["This ship has 1.5 screens: 1.5 meson screens.", "screens"],
      ["There are 2.5 small craft hangars, each holding a fighter.", "hangars"],
      ["The ship requires a crew of 2.5: one pilot and 1.5 engineers.", "crew"],
      ["The ship can carry 3.5 additional passengers.", "passengers"],
      ["Special features include 2.5 escape pods.", "features"],
    ];
    for (const [body, field] of fractional) {
      const e = refused(read(body));
      expect(e.code, body).toBe("outOfRange");
      expect(e.field?.split(" ")[0], body).toBe(field);
    }
  });

  it("the SRD's 24 ships all fit their hulls and none is flagged", () => {
    for (const { heading, text } of srdShipSections()) {
      const r = ok(parseShipDescription(text));
      expect(r.flags, heading).toEqual([]);
    }
  });

  it("hangar tons: the SRD table's craft, the smallest small craft for others, a hangar with no craft named", () => {
    expect([
      craftHangarTons("cutter"),
      craftHangarTons("Ship's Boat"),
      craftHangarTons("life boat/launch"),
      craftHangarTons("fighters"),
      craftHangarTons("gig"),
    ]).toEqual([65, 39, 26, 13, 13]);
    expect(
      hangarTons({
        count: 22,
        craft: [
          { count: 20, name: "fighter" },
          { count: 2, name: "cutter" },
        ],
        includedInCost: true,
      }),
    ).toBe(20 * 13 + 2 * 65);
    expect(hangarTons({ count: 3, craft: [{ count: 1, name: "pinnace" }], includedInCost: false })).toBe(52 + 2 * 13);
    expect(hangarTons(null)).toBe(0);
  });
});

describe("what does not add up is flagged", () => {
  it("sections whose Hull and Structure are not the ship's", () => {
    const head =
      "TL9 Hauler\nUsing a 200-ton hull (4 Hull, 4 Structure, divided into two sections of 3 Hull, 2 Structure each), the Hauler is a test.";
    const r = ok(parseShipDescription(head));
    expect(r.flags).toEqual([
      {
        code: "sectionsDoNotAddUp",
        data: { count: 2, hull: 3, structure: 2, shipHull: 4, shipStructure: 4 },
        message: expect.stringMatching(/do not add up/),
      },
    ]);
    const fine = ok(parseShipDescription(head.replace("3 Hull, 2 Structure each", "2 Hull, 2 Structure each")));
    expect(fine.flags).toEqual([]);
  });
});

describe("lists split at 'and' and 'or' in any case", () => {
  it("AND, Or, and runs of separators", () => {
    expect(listItems("a AND b Or c, AND d and, e")).toEqual(["a", "b", "c", "d", "e"]);
    expect(listItems("and a, b and")).toEqual(["a", "b"]);
    expect(listItems("android, orca and oregano")).toEqual(["android", "orca", "oregano"]);
  });

  it("a stray parenthesis groups nothing", () => {
    expect(listItems("fuel sc ( oops, 3 tons of fuel processors (processes 60 tons) and fuel scoops")).toEqual([
      "fuel sc ( oops",
      "3 tons of fuel processors (processes 60 tons)",
      "fuel scoops",
    ]);
  });

  it("in every list the reader reads", () => {
    const s = ok(
      read(
        "There are 12 staterooms AND four low berths. The ship requires a crew of three: one pilot, one navigator AND one engineer. " +
          "Special features include an armory OR a vault And fuel scoops. 24 smart missiles AND 40 sandcaster barrels are carried as ammunition.",
      ),
    );
    expect([s.ship.staterooms, s.ship.lowBerths]).toEqual([12, 4]);
    expect(s.ship.crew.roles.map((r) => r.role)).toEqual(["pilot", "navigator", "engineer"]);
    expect([s.ship.features.map((f) => f.name), s.ship.fuelScoops]).toEqual([["armory", "vault"], true]);
    expect(s.ship.ammo).toEqual({ missiles: { standard: 0, smart: 24, nuclear: 0 }, sand: 40 });
    expect(s.unread).toEqual([]);
  });
});

describe("patterns kept linear give the same readings", () => {
  it("sensors, armor, passengers, headings", () => {
    const s = ok(
      parseShipDescription(
        "## TL11 Patrol Boat **\nUsing a 400-ton hull (8 Hull, 8 Structure), the Patrol Boat patrols. The ship is equipped with Advanced sensors (DM+1). " +
          "The hull is standard, and is armored with Crystaliron (8 points), and possesses a stealth coating. " +
          "The ship can carry two passengers as prisoners in the cells (one with gunners), and twelve low passengers.",
      ),
    );
    expect(s.ship.name).toBe("Patrol Boat");
    expect(s.ship.sensors).toEqual({ grade: "advanced", dm: 1 });
    expect([s.ship.armorType, s.ship.armor, s.ship.armorOptions]).toEqual(["crystaliron", 8, ["stealth"]]);
    expect(s.ship.passengers).toMatchObject({
      count: 2,
      note: "as prisoners in the cells",
      withGunners: { count: 1, high: null },
      low: 12,
    });
    expect(s.unread).toEqual([]);
  });

  it("a passenger note runs to the first 'and' after the last parenthesis", () => {
    const p = (tail: string) => ok(read(`The ship can carry four passengers${tail}`)).ship.passengers;
    expect(p(" as crew and twelve low passengers.")).toMatchObject({ note: "as crew", low: 12 });
    expect(p(" as crew and cooks (one with gunners).")).toMatchObject({
      note: "as crew and cooks",
      withGunners: { count: 1 },
    });
    // a parenthesis that is not the figures with gunners: the sentence is not read
    expect(ok(read("The ship can carry four passengers as crew (lots).")).unread).toEqual([
      "The ship can carry four passengers as crew (lots",
    ]);
  });

  it("a heading name with a sentence end in it gives way to the hull sentence's name", () => {
    const s = ok(
      parseShipDescription("TL9 F. (ar Trader\nUsing a 200-ton hull (4 Hull, 4 Structure), the Far Trader hauls."),
    );
    expect([s.ship.name, s.ship.description]).toEqual(["Far Trader", "hauls"]);
  });

  it("a figure in thousands is one number", () => {
    expect(
      ok(
        read(
          "Cargo capacity is 1,000,000 tons.",
          "TL9 Hulk\nUsing a 1,000,000-ton hull (1 Hull, 1 Structure), the Hulk is large.",
        ),
      ).ship.cargo,
    ).toBe(1_000_000);
    expect(fill("a", "b", "c", 10)).toBe("abbbbbbbbc");
  });
});
