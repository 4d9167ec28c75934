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
  it("a hangar holding 'no' craft names none (a damaged SRD text the property below found), and the ship round-trips", () => {
    const r = parseShipDescription(
      "## TL11 Patrol Frigate\n\nUsing a 300-ton hull (6 Hull, 6 Structure), the Patrol Frigate performs routine star system patrols within an interstellar polity. It mounts jump drive C, maneuver drive F, and power plant F, giving a performance of Jump-2 and 4-G acceleration. Fuel tankage of 84 tons supports four weeks of power plant operation and one Jump-2 jump. Adjacent to the bridge is a computer Model 3/fib. The ship is equipped with Advanced sensors (DM+1). There are ten staterooms and five emergency low berths. The ship has three hardpoints and three tons allocated to fire control. Installed on the hardpoints are two triple turrets armed with missiles and one triple turret armed with beam lasers. 120 smart missiles are carried as ammunition for the missile turrets. There are two small craft hangers, each holding no  a fighter (also included in the ship’s cost). Cargo capacity is 23 tons. The hull is standard, armored with Crystaliron (8 points), and possesses a stealth coating that absorbs radar and lidar beams, and also disguises heat emissions. Special features include an armory, five tons of fuel processors (processes 100 tons of unrefined fuel into refined fuel per day) and fuel scoops. The ship requires a crew of 20: one commanding officer, one pilot, one navigator, two engineers, three gunners, two fighter pilots and ten marines. The ship cannot carry any additional passengers. The ship costs MCr180.675 (including discounts and fees) and takes 52 weeks to build."    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.ship.hangars?.count).toBe(2);
    expect(r.ship.hangars?.craft).toEqual([]);
    expectRoundTrip(r.ship);
  });

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
