// Who a command's events hurt: the damaged ships, the ships whose boarders were struck, and each person's injuries
// summed over crew hits and strikes at boarders (unnamed boarders left out: nobody's sheet takes their damage).
import { describe, expect, it } from "vitest";
import type { EngagementEvent } from "../../../src/rules/engagement/events";
import {
  boardersStruck,
  crewInjuries,
  damagedShips,
  hurtsCrewOf,
  injuredShipOf,
} from "../../../src/rules/engagement/injuries";

const crewHit = (injuries: { crewId: string; damage?: number; rads?: number }[]) => ({ type: "crewHit", injuries });
const damaged = (targetId: string, ...events: object[]) =>
  ({ type: "damageResolved", targetId, damage: 5, events }) as unknown as EngagementEvent;
const boarders = (
  partyShipId: string,
  injuries: { seat: number; crewId?: string; damage: number; rads: number | null }[],
) =>
  ({
    type: "boardersHit",
    boardingId: "b1",
    shipId: "def",
    by: "fireSand",
    damage: "8D6",
    partyShipId,
    injuries,
  }) as EngagementEvent;

describe("injuries", () => {
  const events: EngagementEvent[] = [
    damaged("beowulf", { type: "hullHit" }, crewHit([{ crewId: "jane", rads: 60 }])),
    damaged("corsair"),
    damaged(
      "beowulf",
      crewHit([
        { crewId: "jane", damage: 4 },
        { crewId: "sam", damage: 3 },
      ]),
    ),
    boarders("beowulf", [
      { seat: 0, crewId: "sam", damage: 2, rads: null },
      { seat: 1, damage: 30, rads: null },
    ]),
    boarders("lancer", [{ seat: 0, crewId: "rex", damage: 12, rads: null }]),
  ];

  it("names the damaged ships and the boarders' ships once each, in order", () => {
    expect(damagedShips(events)).toEqual(["beowulf", "corsair"]);
    expect(boardersStruck(events)).toEqual(["beowulf", "lancer"]);
    expect(injuredShipOf(events)).toBe("beowulf");
    expect(injuredShipOf(events.slice(4))).toBe("lancer");
    expect(injuredShipOf([])).toBeUndefined();
  });

  it("sums each person's injuries over the ship's damage and the strikes at its boarders", () => {
    expect(crewInjuries(events, "beowulf")).toEqual([
      { crewId: "jane", damage: 4, rads: 60 },
      { crewId: "sam", damage: 5, rads: 0 },
    ]);
    expect(crewInjuries(events, "lancer")).toEqual([{ crewId: "rex", damage: 12, rads: 0 }]);
    expect(crewInjuries(events, "corsair")).toEqual([]);
  });

  it("tells which events hurt a ship's crew", () => {
    expect(events.map((e) => hurtsCrewOf(e, "beowulf"))).toEqual([true, false, true, true, false]);
  });
});
