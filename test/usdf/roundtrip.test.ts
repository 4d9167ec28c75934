// Export → import is the identity: for the 24 SRD ships, for generated ships of every shape the reader can produce
// (./ship-arbitrary.ts), and for the ships it reads from damaged texts. Ships whose fittings outgrow the hull are refused.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exportShipDescription, parseShipDescription } from "../../src/rules/usdf";
import type { UsdfShip } from "../../src/rules/usdf";
import { sentences } from "../../src/rules/usdf/text";
import { shipArb } from "./ship-arbitrary";
import { srdShipSections } from "./srd-sections";
import { expectValidShip } from "./valid-ship";

const read = (text: string): UsdfShip => {
  const r = parseShipDescription(text);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}\n${text}`);
  return r.ship;
};

describe("SRD ships: export then import gives the same ship", () => {
  it.each(srdShipSections().map((s) => [s.heading, s.text]))("%s", (_heading, text) => {
    const ship = read(text);
    const written = exportShipDescription(ship);
    const again = parseShipDescription(written);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.ship).toEqual(ship);
    expect(again.unread).toEqual([]);
    expect(again.missing).toEqual([]);
    // and the text is stable from then on
    expect(exportShipDescription(again.ship)).toBe(written);
  });
});

/** Export then import: the same ship, nothing unread, nothing flagged that was not. */
function expectRoundTrip(ship: UsdfShip): void {
  const text = exportShipDescription(ship);
  const r = parseShipDescription(text);
  if (!r.ok) throw new Error(`${r.error.message}\n${text}`);
  expect(r.ship).toEqual(ship);
  expect(r.unread).toEqual([]);
}

describe("generated ships", () => {
  it("export then import gives the same ship, for any ship the reader can produce", () => {
    fc.assert(
      fc.property(shipArb, (ship) => {
        expectRoundTrip(ship);
        expectValidShip(ship);
      }),
      { numRuns: 1000 },
    );
  });

  it("a generated ship whose staterooms, cargo or screens outgrow its hull is refused, naming them", () => {
    fc.assert(
      fc.property(shipArb, fc.constantFrom("staterooms", "cargo", "screens") , (ship, what) => {
        const over = structuredClone(ship);
        if (what === "staterooms") over.staterooms = Math.floor(ship.tons / 4) + 1;
        else if (what === "cargo") over.cargo = ship.tons - (ship.fuel?.tons ?? 0) + 1;
        else over.screens.mesonScreen = Math.floor(ship.tons / 50) + 1;
        const r = parseShipDescription(exportShipDescription(over));
        expect(r.ok).toBe(false);
        if (!r.ok) expect(["exceedsHull", "exceedsTons"]).toContain(r.error.code);
      }),
      { numRuns: 300 },
    );
  });
});

const TEXTS = srdShipSections().map((s) => s.text);
const JUNK = ["and", "AND", "or", ",", "(", ")", "one", "a", "2.5", "1,000", "fighters", "each", "holding", "with", "armed", "turret", "bay", "passengers", "low", "software", "Fire Control/2", "the", "is", "Using", ".", "twenty-one", "no", "x"];

/** SRD and generated descriptions with words inserted, cut short, a figure replaced, or a sentence dropped. */
const damaged = fc
  .tuple(fc.oneof(shipArb.map(exportShipDescription), fc.constantFrom(...TEXTS)), fc.nat(), fc.nat(2000), fc.array(fc.constantFrom(...JUNK), { maxLength: 3 }), fc.nat(3))
  .map(([text, at, figure, junk, how]) => {
    if (how === 0) {
      const i = at % (text.length + 1);
      return `${text.slice(0, i)} ${junk.join(" ")} ${text.slice(i)}`;
    }
    if (how === 1) return text.slice(0, at % (text.length + 1));
    if (how === 2) {
      const figures = [...text.matchAll(/\d[\d,.]*/g)];
      const m = figures[at % figures.length];
      return text.slice(0, m.index) + String(figure) + text.slice((m.index ?? 0) + m[0].length);
    }
    const [heading, ...rest] = text.split("\n");
    const body = sentences(rest.join("\n"));
    body.splice(1 + (at % Math.max(1, body.length - 1)), 1);
    return `${heading}\n${body.join(" ")}`;
  });

describe("ships read from damaged texts", () => {
  it("export then import gives the same ship the damaged text gave", () => {
    fc.assert(
      fc.property(damaged, (text) => {
        const r = parseShipDescription(text);
        if (r.ok) expectRoundTrip(r.ship);
      }),
      { numRuns: 800 },
    );
  });
});
