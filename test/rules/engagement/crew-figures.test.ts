// The crew figures checks read (roleSeat's seats, each seat's skill levels and characteristics) are kept by the ship's
// seats, crew and software: a snapshot that changes one of them is answered afresh, one that changes anything else
// shares the answers, and every answer is the one bestSeat, seatSkill and seatCharacteristic give.
import { describe, expect, test } from "vitest";
import { makeCtx } from "../../../src/rules/engagement/context";
import { buildCheck, checkSpec } from "../../../src/rules/engagement/crew-checks";
import { CAPTAIN, NAVIGATOR, PILOT, roleSeat } from "../../../src/rules/engagement/crew-figures";
import { bestSeat, seatCharacteristicDM, seatSkill } from "../../../src/rules/engagement/state";
import type { ShipSnapshot, SkillKey } from "../../../src/rules/types";
import { duel, frontierTrader, raider } from "./fixtures";

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

describe("a check's seat figures", () => {
  function input(ship: ShipSnapshot, seat: number, skill: SkillKey) {
    const s = duel(ship, raider());
    return buildCheck(makeCtx(s), checkSpec(ship.id, seat, "test", skill, { characteristic: "dex" }));
  }

  test("are the seat's skill level and characteristic DM, as the seat's crew member changes", () => {
    const ship = frontierTrader();
    for (const seat of [0, 3, 4])
      expect(input(ship, seat, "turretWeapons")).toMatchObject({
        skill: seatSkill(ship, seat, "turretWeapons"),
        characteristicDM: seatCharacteristicDM(ship, seat, "dex"),
      });
    const crew = ship.crew.map((c) => (c.id === "g1" ? { ...c, characteristics: { dex: 12 } } : c));
    expect(input({ ...ship, crew }, 3, "turretWeapons").characteristicDM).toBe(2);
  });

  test("a skill outside the engine's list is the crew member's own; a seat the ship lacks is untrained", () => {
    const ship = frontierTrader();
    const crew = ship.crew.map((c) => (c.id === "pil" ? { ...c, skills: { ...c.skills, zeroG: 2 } } : c));
    const trained = { ...ship, crew };
    expect(input(trained, 0, "zeroG" as SkillKey).skill).toBe(2);
    expect(input(trained, -1, "piloting")).toMatchObject({ skill: null, characteristicDM: 0 });
  });
});
