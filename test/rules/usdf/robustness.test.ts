// Robustness: whatever text comes in, the importer answers (never throws), never offers an invalid ship,
// and every refusal says what is wrong.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MAX_TEXT_LENGTH, parseShipDescription } from "../../../src/rules/usdf";
import { sentences } from "../../../src/rules/usdf/text";
import { srdShipSections } from "./srd-sections";
import { expectWellFormed } from "./valid-ship";

const TEXTS = srdShipSections().map((s) => s.text);
const srdText = fc.constantFrom(...TEXTS);
const parse = (text: unknown) => parseShipDescription(text as string);

/** Heading line and the USDF paragraph's sentences. */
function split(text: string): { heading: string; body: string[] } {
  const [heading, ...rest] = text.split("\n");
  const para = rest
    .join("\n")
    .trim()
    .split(/\n\s*\n/)[0];
  return { heading, body: sentences(para) };
}

const WORDS = [
  "Using",
  "a",
  "an",
  "200-ton",
  "hull",
  "(4",
  "Hull,",
  "4",
  "Structure),",
  "the",
  "TL9",
  "Trader",
  "is",
  "It",
  "mounts",
  "jump",
  "drive",
  "A,",
  "maneuver",
  "power",
  "plant",
  "giving",
  "performance",
  "of",
  "Jump-2",
  "and",
  "3-G",
  "acceleration.",
  "Fuel",
  "tankage",
  "tons",
  "supports",
  "weeks",
  "computer",
  "Model",
  "2/fib.",
  "sensors",
  "(DM-2).",
  "There",
  "are",
  "staterooms",
  "low",
  "berths",
  "emergency",
  "hardpoints",
  "fire",
  "control.",
  "Installed",
  "on",
  "hardpoints",
  "triple",
  "turrets",
  "armed",
  "with",
  "missiles",
  "beam",
  "lasers",
  "bay",
  "bays",
  "ammunition",
  "carried",
  "as",
  "smart",
  "canisters",
  "screens:",
  "meson",
  "screen",
  "nuclear",
  "damper",
  "small",
  "craft",
  "hangars,",
  "holding",
  "fighters",
  "Cargo",
  "capacity",
  "standard,",
  "armored",
  "Crystaliron",
  "(8",
  "points).",
  "Special",
  "features",
  "include",
  "fuel",
  "scoops.",
  "requires",
  "crew",
  "of",
  "three:",
  "pilot,",
  "gunners",
  "can",
  "carry",
  "passengers",
  "costs",
  "MCr12.5",
  "takes",
  "weeks",
  "to",
  "build.",
  "twenty",
  "none",
  "1,000",
  "99999999999999999999",
  "-3",
  "0",
  "½",
  "٣",
  "²",
  "\n",
  "\n\n",
  "(",
  ")",
  ".",
  ",",
];

describe("any input", () => {
  it("never throws on arbitrary strings, unicode included, and answers well-formed", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 500 }),
          fc.string({ unit: "binary", maxLength: 500 }),
          fc.string({ unit: "grapheme", maxLength: 200 }),
        ),
        (s) => {
          expectWellFormed(parse(s));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on values that are not text", () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const r = parse(v);
        expectWellFormed(r);
        if (typeof v !== "string") expect(r).toMatchObject({ ok: false, error: { code: "notText" } });
      }),
      { numRuns: 100 },
    );
    for (const v of [null, undefined, 42, {}, [], Symbol("x"), () => "Using a 100-ton hull"])
      expect(parse(v)).toMatchObject({ ok: false, error: { code: "notText" } });
  });

  it("word soup from the USDF vocabulary: never throws, never an invalid ship", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 300 }), (words) => {
        expectWellFormed(parse(words.join(" ")));
        expectWellFormed(parse(`TL9 Soup\n${words.join(" ")}`));
      }),
      { numRuns: 300 },
    );
  });
});

describe("damaged SRD descriptions", () => {
  it("truncated anywhere: never throws, never an invalid ship", () => {
    fc.assert(
      fc.property(srdText, fc.nat(), (text, cut) => {
        const r = parse(text.slice(0, cut % (text.length + 1)));
        expectWellFormed(r);
      }),
      { numRuns: 400 },
    );
  });

  it("truncated inside the hull sentence: refused with a message naming the hull", () => {
    for (const text of TEXTS) {
      const at = text.indexOf(" Structure");
      const r = parse(text.slice(0, at));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(["noHullPoints", "noHull"]).toContain(r.error.code);
        expect(r.error.message).toMatch(/hull/i);
      }
    }
  });

  it("sentences shuffled: the same ship", () => {
    fc.assert(
      fc.property(srdText, fc.infiniteStream(fc.nat()), (text, rand) => {
        const { heading, body } = split(text);
        const shuffled = [...body];
        const it = rand[Symbol.iterator]();
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = (it.next().value as number) % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
        }
        const a = parse(`${heading}\n${body.join(" ")}`);
        const b = parse(`${heading}\n${shuffled.join(" ")}`);
        expect(b.ok && a.ok).toBe(true);
        if (a.ok && b.ok) {
          expect(b.ship).toEqual(a.ship);
          expect([...b.unread].sort()).toEqual([...a.unread].sort());
        }
      }),
      { numRuns: 100 },
    );
  });

  it("sentences dropped: still a valid ship, and what is gone is reported missing", () => {
    fc.assert(
      fc.property(srdText, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (text, keep) => {
        const { heading, body } = split(text);
        const kept = body.filter((_s, i) => i === 0 || keep[i]);
        const r = parse(`${heading}\n${kept.join(" ")}`);
        expectWellFormed(r);
        expect(r.ok).toBe(true);
        if (r.ok && !kept.some((s) => /cargo capacity/i.test(s))) expect(r.missing).toContain("cargo");
      }),
      { numRuns: 150 },
    );
  });

  it("garbage inserted anywhere: never throws, never an invalid ship", () => {
    fc.assert(
      fc.property(srdText, fc.nat(), fc.string({ unit: "binary", maxLength: 60 }), (text, at, junk) => {
        const i = at % (text.length + 1);
        expectWellFormed(parse(text.slice(0, i) + junk + text.slice(i)));
      }),
      { numRuns: 300 },
    );
  });

  it("characters replaced by unicode (emoji, combining marks, fullwidth digits, RTL): never throws", () => {
    const exotic = fc.constantFrom(
      "🚀",
      "\u0301",
      "２",
      "\u202e",
      "\u00a0",
      "\u2028",
      "ß",
      "\ud800",
      "\uE000",
      "ﬁ",
      "Ⅻ",
      "\u0000",
      "—",
      "’",
    );
    fc.assert(
      fc.property(srdText, fc.array(fc.tuple(fc.nat(), exotic), { maxLength: 20 }), (text, edits) => {
        const chars = [...text];
        for (const [at, c] of edits) chars[at % chars.length] = c;
        expectWellFormed(parse(chars.join("")));
      }),
      { numRuns: 300 },
    );
  });

  it("numbers replaced by any figure: a valid ship or a refusal naming the figure", () => {
    const figure = fc.oneof(
      fc.integer({ min: 0, max: 20 }).map(String),
      fc.integer({ min: 0, max: 1_000_000_000 }).map(String),
      fc.constantFrom("0", "1e9", "99999999999999999999999", "4.5", "0.0", "1,000,000", "-7"),
    );
    fc.assert(
      fc.property(srdText, fc.nat(), figure, (text, k, fig) => {
        const numbers = [...text.matchAll(/\d+(?:\.\d+)?/g)];
        const m = numbers[k % numbers.length];
        const mutated = text.slice(0, m.index) + fig + text.slice((m.index ?? 0) + m[0].length);
        expectWellFormed(parse(mutated));
      }),
      { numRuns: 500 },
    );
  });
});

describe("refusals name what is wrong", () => {
  const patrolFrigate = TEXTS.find((t) => t.includes("Patrol Frigate")) as string;
  const cases: [string, unknown, string, RegExp][] = [
    ["not text", 12, "notText", /text/i],
    ["empty", "  \n\t ", "empty", /empty/i],
    ["too long", "x".repeat(MAX_TEXT_LENGTH + 1), "tooLong", /characters/i],
    ["prose", "The quick brown fox jumps over the lazy dog. It mounts nothing.", "noHull", /hull/i],
    ["two ships", `${TEXTS[0]}\n\n${TEXTS[1]}`, "severalShips", /one ship at a time/i],
    ["no Hull points", "TL9 Barge\nUsing a 200-ton hull, the Barge is a barge.", "noHullPoints", /Hull and Structure/],
    [
      "no tech level",
      "Using a 200-ton hull (4 Hull, 4 Structure), the Barge is a barge.",
      "noTechLevel",
      /tech level/i,
    ],
    ["no name", "TL9 **\nUsing a 200-ton hull (4 Hull, 4 Structure), the barge is lowercase.", "noName", /name/i],
    [
      "TL out of range",
      "TL99 Barge\nUsing a 200-ton hull (4 Hull, 4 Structure), the Barge is a barge.",
      "outOfRange",
      /techLevel/,
    ],
    [
      "Hull over the tonnage",
      "TL9 Barge\nUsing a 100-ton hull (9 Hull, 2 Structure), the Barge is a barge.",
      "hullExceedsTons",
      /Hull 9 .*100-ton/,
    ],
    [
      "Structure over the tonnage",
      "TL9 Barge\nUsing a 100-ton hull (2 Hull, 3 Structure), the Barge is a barge.",
      "hullExceedsTons",
      /Structure 3/,
    ],
    [
      "no Structure",
      "TL9 Barge\nUsing a 100-ton hull (0 Hull, 0 Structure), the Barge is a barge.",
      "outOfRange",
      /structure/,
    ],
    [
      "fractional Hull",
      "TL9 Barge\nUsing a 100-ton hull (1.5 Hull, 2 Structure), the Barge is a barge.",
      "outOfRange",
      /hull/,
    ],
    [
      "huge tonnage",
      "TL9 Barge\nUsing a 999,999,999-ton hull (1 Hull, 2 Structure), the Barge is a barge.",
      "outOfRange",
      /tons/,
    ],
    [
      "zero tonnage",
      "TL9 Barge\nUsing a 0-ton hull (0 Hull, 1 Structure), the Barge is a barge.",
      "outOfRange",
      /tons/,
    ],
    ["Jump 12", patrolFrigate.replace("Jump-2", "Jump-12"), "outOfRange", /jump/],
    [
      "cargo over the hull",
      patrolFrigate.replace("Cargo capacity is 23 tons", "Cargo capacity is 2300 tons"),
      "exceedsTons",
      /cargo/,
    ],
    [
      "fuel over the hull",
      patrolFrigate.replace("Fuel tankage of 84 tons", "Fuel tankage of 840 tons"),
      "exceedsTons",
      /fuel/,
    ],
    [
      "too many hardpoints",
      patrolFrigate.replace("three hardpoints", "thirty hardpoints"),
      "exceedsTons",
      /hardpoints/,
    ],
    [
      "too many turrets",
      patrolFrigate.replace("two triple turrets armed with missiles", "twenty triple turrets armed with missiles"),
      "exceedsTons",
      /turrets and bays/,
    ],
  ];
  it.each(cases)("%s", (_name, input, code, message) => {
    const r = parse(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(message);
    expectWellFormed(r);
  });

  it("a huge text of repeated ships is answered, not hung", () => {
    const big = Array.from({ length: 30 }, (_x, i) => TEXTS[i % TEXTS.length])
      .join("\n\n")
      .slice(0, MAX_TEXT_LENGTH);
    expect(parse(big)).toMatchObject({ ok: false, error: { code: "severalShips" } });
    const soup = "Using a (((( 1, and, and ".repeat(3000).slice(0, MAX_TEXT_LENGTH);
    expectWellFormed(parse(soup));
    const longSentence = `TL9 Long\nUsing a 100-ton hull (2 Hull, 2 Structure), the Long is ${"very ".repeat(15000)}long.`;
    const r = parse(longSentence);
    expect(r.ok).toBe(true);
  });
});
