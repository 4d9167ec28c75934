// Who takes which seat when travellers come with their ship (src/rules/imports/seating.ts): by the actor's id, else
// by name; the first free seat of the position (a gunner any turret or bay gunner's); each traveller once; and why
// not, for everyone the export seats who cannot be.
import { describe, expect, it } from "vitest";
import { planSeating, type SeatingShip } from "../../../src/rules/imports";
import type { Assignment } from "../../../src/rules/imports";

const at = (position: Assignment["position"], who: Partial<Assignment> = {}): Assignment => ({
  actorId: null,
  name: "",
  station: position ?? "Medic",
  position,
  ...who,
});
const ship = (assignments: Assignment[], seats: SeatingShip["seats"]): SeatingShip => ({
  assignments,
  seats,
});
const free = (position: SeatingShip["seats"][number]["position"]) => ({ position, taken: false });

describe("planSeating", () => {
  it("by id first, then by name (whatever its case and spaces), each at the first free seat of the position", () => {
    const plan = planSeating(
      [
        ship(
          [at("pilot", { actorId: "aaaaaaaaaaaaaaaa", name: "Zed" }), at("navigator", { name: "  bo " })],
          [{ position: "pilot", taken: true }, free("pilot"), free("navigator")],
        ),
      ],
      [
        { actorId: null, name: "Zed" },
        { actorId: "aaaaaaaaaaaaaaaa", name: "Ann" },
        { actorId: null, name: "Bo" },
      ],
    );
    expect(plan).toEqual({
      seated: [
        { ship: 0, seat: 1, crew: 1, station: "pilot" },
        { ship: 0, seat: 2, crew: 2, station: "navigator" },
      ],
      unseated: [],
    });
  });

  it("a gunner takes a turret gunner's or a bay gunner's seat, whichever is free first", () => {
    const plan = planSeating(
      [
        ship(
          [at("gunner", { name: "A" }), at("gunner", { name: "B" })],
          [free("pilot"), free("bayGunner"), free("turretGunner")],
        ),
      ],
      [
        { actorId: null, name: "A" },
        { actorId: null, name: "B" },
      ],
    );
    expect(plan.seated.map((x) => x.seat)).toEqual([1, 2]);
  });

  it("says why not: nobody of that id or name came, a station that is none here, no free seat", () => {
    const plan = planSeating(
      [
        ship(
          [
            at("pilot", { actorId: "bbbbbbbbbbbbbbbb" }),
            at(null, { name: "Medic Mo", station: "Medic" }),
            at("pilot", { name: "Pat" }),
            at("captain", { name: "Cap" }),
          ],
          [{ position: "pilot", taken: true }, free("turretGunner")],
        ),
      ],
      [
        { actorId: null, name: "Medic Mo" },
        { actorId: null, name: "Pat" },
        { actorId: null, name: "Cap" },
      ],
    );
    expect(plan.seated).toEqual([]);
    expect(plan.unseated).toEqual([
      { ship: 0, station: "pilot", who: "bbbbbbbbbbbbbbbb", reason: "notImported" },
      { ship: 0, station: "Medic", who: "Medic Mo", reason: "noStation" },
      { ship: 0, station: "pilot", who: "Pat", reason: "noSeat" },
      { ship: 0, station: "captain", who: "Cap", reason: "noSeat" },
    ]);
  });

  it("each traveller takes one seat only, across ships; a seat once taken is not given twice", () => {
    const plan = planSeating(
      [
        ship([at("pilot", { name: "Ann" }), at("pilot", { name: "Bo" })], [free("pilot")]),
        ship([at("pilot", { name: "Ann" })], [free("pilot")]),
      ],
      [
        { actorId: null, name: "Ann" },
        { actorId: null, name: "Bo" },
      ],
    );
    expect(plan.seated).toEqual([{ ship: 0, seat: 0, crew: 0, station: "pilot" }]);
    expect(plan.unseated).toEqual([
      { ship: 0, station: "pilot", who: "Bo", reason: "noSeat" },
      { ship: 1, station: "pilot", who: "Ann", reason: "notImported" },
    ]);
  });

  it("an assignment with neither id nor name matches nobody, and says so by its station", () => {
    const plan = planSeating([ship([at("pilot")], [free("pilot")])], [{ actorId: null, name: "" }]);
    expect(plan).toEqual({ seated: [], unseated: [{ ship: 0, station: "pilot", who: "", reason: "notImported" }] });
  });
});
