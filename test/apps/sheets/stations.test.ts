import { describe, expect, it } from "vitest";
import {
  layoutStations,
  moveSeat,
  removeSeat,
  seatCrew,
  seatNpc,
  seatSoftware,
  setNpcSkill,
  STATION_ORDER,
  type SeatingContext,
  type SeatSource,
} from "../../../src/apps/sheets/stations";
import { POSITIONS } from "../../../src/rules/types";
import { frigateMounts, frigateSeats } from "../../fixtures/fixtures";

const ctx = (over: Partial<SeatingContext> = {}): SeatingContext => ({
  mounts: frigateMounts(),
  jump: 2,
  automatable: ["turretGunner", "bayGunner"],
  ...over,
});

describe("station layout", () => {
  it("shows every position of the Crew Positions table (plus the navigator) once", () => {
    expect([...STATION_ORDER].sort()).toEqual([...POSITIONS].sort());
    const stations = layoutStations([], frigateMounts(), { jump: 2 });
    expect(stations.map((s) => s.position)).toEqual([...STATION_ORDER]);
  });

  it("gives gunners one chair per mount of their type and engineers one per drive", () => {
    const stations = layoutStations(frigateSeats(), frigateMounts(), { jump: 2 });
    const turret = stations.find((s) => s.position === "turretGunner")!;
    expect(turret.slots.map((s) => s.mountId)).toEqual(["turret1", "turret2", "turret3"]);
    expect(turret.slots.every((s) => s.single && s.seats.length === 1 && !s.open)).toBe(true);
    expect(stations.find((s) => s.position === "bayGunner")!.slots).toEqual([]);
    const eng = stations.find((s) => s.position === "driveEngineer")!;
    expect(eng.slots.map((s) => [s.mountId, s.open])).toEqual([
      ["mDrive", false],
      ["jDrive", true],
    ]);
  });

  it("hides the J-Drive chair of a ship without a jump drive, unless someone sits there", () => {
    const none = layoutStations([], frigateMounts(), { jump: 0 }).find((s) => s.position === "driveEngineer")!;
    expect(none.slots.map((s) => s.mountId)).toEqual(["mDrive"]);
    const seats: SeatSource[] = [
      { position: "driveEngineer", crew: null, npcSkill: 1, automated: false, mountId: "jDrive" },
    ];
    const kept = layoutStations(seats, frigateMounts(), { jump: 0 }).find((s) => s.position === "driveEngineer")!;
    expect(kept.slots.find((s) => s.mountId === "jDrive")!.seats).toEqual([0]);
  });

  it("keeps gunners of a vanished mount visible in an extra slot", () => {
    const seats: SeatSource[] = [
      { position: "turretGunner", crew: null, npcSkill: 2, automated: false, mountId: "gone" },
    ];
    const turret = layoutStations(seats, frigateMounts(), { jump: 2 }).find((s) => s.position === "turretGunner")!;
    expect(turret.slots).toHaveLength(4);
    expect(turret.slots[3]).toMatchObject({ mountId: "", seats: [0], open: false });
  });

  it("lets any number sit at open-ended stations and one at the pilot's", () => {
    const stations = layoutStations(frigateSeats(), frigateMounts(), { jump: 2 });
    expect(stations.find((s) => s.position === "marine")!.slots[0]).toMatchObject({
      single: false,
      open: true,
      seats: [7],
    });
    expect(stations.find((s) => s.position === "pilot")!.slots[0]).toMatchObject({
      single: true,
      open: false,
      seats: [1],
    });
  });
});

describe("seating rules", () => {
  it("seats a crew member in an empty chair", () => {
    const r = seatCrew(frigateSeats(), "Actor.newcomer", { position: "navigator" }, ctx());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.seats).toHaveLength(9);
    expect(r.seats[r.index]).toEqual({
      position: "navigator",
      crew: "Actor.newcomer",
      npcSkill: null,
      automated: false,
      mountId: "",
    });
  });

  it("refuses a second pilot, a manned mount and a manned drive, changing nothing", () => {
    const seats = frigateSeats();
    const before = structuredClone(seats);
    expect(seatCrew(seats, "Actor.x", { position: "pilot" }, ctx())).toEqual({ ok: false, reason: "pilotTaken" });
    expect(seatCrew(seats, "Actor.x", { position: "turretGunner", mountId: "turret1" }, ctx())).toEqual({
      ok: false,
      reason: "mountManned",
    });
    expect(seatCrew(seats, "Actor.x", { position: "driveEngineer", mountId: "mDrive" }, ctx())).toEqual({
      ok: false,
      reason: "driveManned",
    });
    expect(seats).toEqual(before);
  });

  it("refuses gunners without a mount of their type, and engineers of a drive the ship lacks", () => {
    expect(seatCrew([], "Actor.x", { position: "bayGunner", mountId: "turret1" }, ctx())).toEqual({
      ok: false,
      reason: "unknownMount",
    });
    expect(seatCrew([], "Actor.x", { position: "turretGunner" }, ctx())).toEqual({ ok: false, reason: "unknownMount" });
    expect(seatCrew([], "Actor.x", { position: "driveEngineer", mountId: "jDrive" }, ctx({ jump: 0 }))).toEqual({
      ok: false,
      reason: "unknownDrive",
    });
    expect(seatCrew([], "Actor.x", { position: "driveEngineer", mountId: "warp" }, ctx())).toEqual({
      ok: false,
      reason: "unknownDrive",
    });
    expect(seatCrew([], "Actor.x", { position: "cook" as never }, ctx())).toEqual({
      ok: false,
      reason: "unknownPosition",
    });
  });

  it("moves a crew member already aboard instead of seating them twice", () => {
    const r = seatCrew(frigateSeats(), "Actor.crewNavig0000001", { position: "navigator" }, ctx());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.seats).toHaveLength(8);
    expect(r.seats.filter((s) => s.crew === "Actor.crewNavig0000001")).toEqual([
      { position: "navigator", crew: "Actor.crewNavig0000001", npcSkill: null, automated: false, mountId: "" },
    ]);
  });

  it("moves between seats, refusing an occupied single place", () => {
    const seats = frigateSeats();
    // the marine NPC to the J-Drive
    const r = moveSeat(seats, 7, { position: "driveEngineer", mountId: "jDrive" }, ctx());
    expect(r.ok && r.seats[7]).toEqual({
      position: "driveEngineer",
      crew: null,
      npcSkill: 1,
      automated: false,
      mountId: "jDrive",
    });
    expect(moveSeat(seats, 7, { position: "pilot" }, ctx())).toEqual({ ok: false, reason: "pilotTaken" });
    expect(moveSeat(seats, 1, { position: "pilot" }, ctx())).toEqual({ ok: false, reason: "alreadyThere" });
    expect(moveSeat(seats, 42, { position: "marine" }, ctx())).toEqual({ ok: false, reason: "unknownSeat" });
    // the computer may not go where its software cannot follow
    expect(moveSeat(seats, 5, { position: "captain" }, ctx())).toEqual({ ok: false, reason: "noSoftware" });
  });

  it("removes a seat", () => {
    const r = removeSeat(frigateSeats(), 3);
    expect(r.ok && r.seats.map((s) => s.crew)).not.toContain("Actor.crewGunner000001");
    expect(r.ok && r.seats).toHaveLength(7);
    expect(removeSeat(frigateSeats(), 8)).toEqual({ ok: false, reason: "unknownSeat" });
  });

  it("seats unnamed NPCs with a skill level and changes it, within 0–15", () => {
    const r = seatNpc([], { position: "captain" }, 2, ctx());
    expect(r.ok && r.seats[0]).toEqual({ position: "captain", crew: null, npcSkill: 2, automated: false, mountId: "" });
    expect(seatNpc([], { position: "captain" }, 1.5, ctx())).toEqual({ ok: false, reason: "invalidSkill" });
    expect(seatNpc([], { position: "captain" }, 16, ctx())).toEqual({ ok: false, reason: "invalidSkill" });
    const seats = frigateSeats();
    const s = setNpcSkill(seats, 4, 3);
    expect(s.ok && s.seats[4].npcSkill).toBe(3);
    expect(setNpcSkill(seats, 4, -1)).toEqual({ ok: false, reason: "invalidSkill" });
    // a crew actor's skills are their own
    expect(setNpcSkill(seats, 3, 2)).toEqual({ ok: false, reason: "unknownSeat" });
  });

  it("lets the computer hold only the positions its software covers", () => {
    expect(seatSoftware([], { position: "turretGunner", mountId: "turret1" }, ctx()).ok).toBe(true);
    expect(seatSoftware([], { position: "pilot" }, ctx())).toEqual({ ok: false, reason: "noSoftware" });
    expect(seatSoftware([], { position: "pilot" }, ctx({ automatable: ["pilot"] })).ok).toBe(true);
  });
});
