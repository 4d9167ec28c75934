// roleSeat keeps bestSeat's answers by the ship's seats, crew and software: a snapshot that changes one of them is
// answered afresh, one that changes anything else shares the answer.
import { describe, expect, test } from "vitest";
import { CAPTAIN, NAVIGATOR, PILOT, roleSeat } from "../../../src/rules/engagement/context";
import { bestSeat } from "../../../src/rules/engagement/state";
import type { ShipSnapshot } from "../../../src/rules/types";
import { frontierTrader, raider } from "./fixtures";

const ROLES = [PILOT, NAVIGATOR, CAPTAIN];

function agrees(ship: ShipSnapshot): void {
  for (const r of ROLES) expect(roleSeat(ship, r)).toBe(bestSeat(ship, r.positions, r.skill));
}

describe("roleSeat", () => {
  test("finds each role's best seat, -1 when nobody fills it", () => {
    const trader = frontierTrader();
    expect(roleSeat(trader, PILOT)).toBe(0);
    expect(roleSeat(trader, NAVIGATOR)).toBe(1);
    expect(roleSeat(trader, CAPTAIN)).toBe(-1);
    expect(roleSeat(raider(), CAPTAIN)).toBe(0);
  });

  test("a damaged ship (other hull, same seats and crew) keeps its answers", () => {
    const ship = frontierTrader();
    agrees(ship);
    agrees({ ...ship, hull: { value: 1, max: ship.hull.max } });
  });

  test("new seats or a new crew are searched again", () => {
    const ship = frontierTrader();
    agrees(ship);
    // the navigator's seat now holds a better pilot than the pilot's
    const seats = ship.seats.map((s, i) => (i === 1 ? { ...s, position: "pilot" as const } : s));
    const crew = ship.crew.map((c) => (c.id === "nav" ? { ...c, skills: { ...c.skills, piloting: 3 } } : c));
    const moved = { ...ship, seats };
    agrees(moved);
    expect(roleSeat(moved, NAVIGATOR)).toBe(-1);
    const trained = { ...moved, crew };
    agrees(trained);
    expect(roleSeat(trained, PILOT)).toBe(1);
  });

  test("an automated pilot's skill follows the ship's software", () => {
    const ship = frontierTrader();
    const seats = [
      { position: "pilot" as const, automated: true },
      ...ship.seats.map((s) => (s.position === "pilot" ? { ...s, npcSkill: 1, crewId: undefined } : s)),
    ];
    const weak = { ...ship, seats, software: { ...ship.software, intellect: true, expertPilot: 1 } };
    agrees(weak);
    expect(roleSeat(weak, PILOT)).toBe(1);
    const strong = { ...weak, software: { ...weak.software, expertPilot: 3 } };
    agrees(strong);
    expect(roleSeat(strong, PILOT)).toBe(0);
  });
});
