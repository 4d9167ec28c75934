// The crew at the seats: bestSeat finds the seat at a position with the best level in a skill, whatever the seats,
// crew and software it is given.
import { describe, expect, test } from "vitest";
import { bestSeat, seatSkill } from "../../../src/rules/engagement/state";
import { POSITIONS, type Position, type ShipSnapshot, type SkillKey } from "../../../src/rules/types";
import { frontierTrader, raider } from "./fixtures";

describe("bestSeat", () => {
  test("one position: the seat with the best level, asked again the same, and for each skill apart", () => {
    const ship = raider();
    const pilot = ship.seats.findIndex((s) => s.position === "pilot");
    expect(pilot).toBeGreaterThanOrEqual(0);
    expect(bestSeat(ship, ["pilot"], "piloting")).toBe(pilot);
    expect(bestSeat(ship, ["pilot"], "piloting")).toBe(pilot);
    // the same answer as a search of several positions, which is never kept
    expect(bestSeat(ship, ["pilot", "pilot"], "piloting")).toBe(pilot);
    expect(bestSeat(ship, ["chiefSecurityOfficer"], "tactics")).toBe(-1);
  });

  test("a new crew list is searched again: the better crew member's seat wins", () => {
    const ship = raider();
    const gunners = ship.seats.flatMap((s, i) => (s.position === "turretGunner" ? [i] : []));
    expect(gunners.length).toBeGreaterThan(1);
    const first = bestSeat(ship, ["turretGunner"], "turretWeapons");
    const last = gunners[gunners.length - 1];
    const crewId = ship.seats[last].crewId!;
    const crew = ship.crew.map((c) => (c.id === crewId ? { ...c, skills: { ...c.skills, turretWeapons: 4 } } : c));
    const trained: ShipSnapshot = { ...ship, crew };
    expect(bestSeat(trained, ["turretGunner"], "turretWeapons")).toBe(last);
    expect(seatSkill(trained, last, "turretWeapons")).toBe(4);
    // the first ship's answer is unchanged
    expect(bestSeat(ship, ["turretGunner"], "turretWeapons")).toBe(first);
  });

  test("a computer-held seat: the answer follows the ship's software, with the same seats and crew", () => {
    const base = frontierTrader();
    const seats: ShipSnapshot["seats"] = [
      { position: "pilot", npcSkill: 0 },
      { position: "pilot", automated: true },
    ];
    const noExpert: ShipSnapshot = { ...base, seats, software: { ...base.software, intellect: true, expertPilot: 0 } };
    const expert: ShipSnapshot = { ...base, seats, software: { ...base.software, intellect: true, expertPilot: 3 } };
    // without Expert Pilot the computer cannot fly: the person (level 0) is the best pilot
    expect(bestSeat(noExpert, ["pilot"], "piloting")).toBe(0);
    // Expert Pilot 3 flies at level 2: the computer's seat
    expect(bestSeat(expert, ["pilot"], "piloting")).toBe(1);
    expect(bestSeat(noExpert, ["pilot"], "piloting")).toBe(0);
  });

  test("a position or skill outside the known lists: nobody", () => {
    const ship = raider();
    expect(bestSeat(ship, ["stowaway" as Position], "piloting")).toBe(-1);
    expect(bestSeat(ship, [], "piloting")).toBe(-1);
    // an unknown skill: every pilot unskilled, the first pilot's seat
    const pilot = ship.seats.findIndex((s) => s.position === "pilot");
    expect(bestSeat(ship, ["pilot"], "juggling" as SkillKey)).toBe(pilot);
  });
});

describe("bestSeat for every position", () => {
  test("one seat of each position: each position's answer is its own seat, asked in turn on one ship", () => {
    const base = frontierTrader();
    const seats: ShipSnapshot["seats"] = POSITIONS.map((position, i) => ({ position, npcSkill: i % 3 }));
    const ship: ShipSnapshot = { ...base, seats, crew: [] };
    for (const skill of ["piloting", "tactics"] as SkillKey[])
      POSITIONS.forEach((position, i) => expect(bestSeat(ship, [position], skill)).toBe(i));
    expect(POSITIONS.map((p) => bestSeat(ship, [p], "piloting"))).toEqual(POSITIONS.map((_, i) => i));
  });
});
