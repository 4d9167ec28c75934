// availableActions: what each seat may do now and why not, in agreement with canPerform, and a gunner's own mount.
import { describe, expect, test } from "vitest";
import { availableActions, canPerform } from "../../../src/rules/engagement/validation";
import type { EngagementState } from "../../../src/rules/engagement/state";
import { duel, frontierTrader, patrolFrigate, raider } from "./fixtures";
import { ok, refusal } from "./helpers";
import { ft, rt } from "./actions-setup";

describe("availableActions", () => {
  test("per seat: what may be done now, and why not", () => {
    const s = rt();
    const pilot = availableActions(s, "raider", 1);
    const get = (a: string) => pilot.find((x) => x.action === a)!;
    expect(get("evasiveManeuvers")).toEqual({ action: "evasiveManeuvers", cost: "significant", ok: true });
    expect(get("adjustSpeed")).toEqual({ action: "adjustSpeed", cost: "minor", ok: true });
    expect(get("attack")).toMatchObject({ ok: false, reason: "wrongPosition" });
    expect(get("breakPursuit")).toMatchObject({ ok: false, reason: "notInPursuit" });
    expect(get("undock")).toMatchObject({ ok: false, reason: "notDocked" });
    const nav = availableActions(s, "raider", 2);
    expect(nav.find((x) => x.action === "rangeCheck")!.ok).toBe(true);
    const eng = availableActions(s, "raider", 3);
    expect(eng.find((x) => x.action === "jump")).toMatchObject({ ok: false, reason: "noJumpPlot" });
    expect(availableActions(s, "trader", 0).every((x) => x.reason === "notYourTurn")).toBe(true);
    expect(availableActions(duel(raider(), frontierTrader()), "raider", 0)[0].reason).toBe("initiativeNotRolled");
    expect(availableActions(s, "ghost", 0)[0].reason).toBe("unknownShip");
    const fs = ft();
    expect(availableActions(fs, "frigate", 8).find((x) => x.action === "repairDamagedSystem")).toMatchObject({
      reason: "nothingToRepair",
    });
    expect(availableActions(fs, "frigate", 4).find((x) => x.action === "reload")).toMatchObject({ reason: "notSpent" });
    const blind = ft();
    blind.ships.frigate = { ...blind.ships.frigate, systems: { ...blind.ships.frigate.systems, sensors: 2 } };
    expect(availableActions(blind, "frigate", 7).find((x) => x.action === "sensorTargeting")).toMatchObject({
      reason: "sensorsDisabled",
    });
    const broken = ft();
    broken.memory.ships.frigate.jumpPlotted = true;
    broken.ships.frigate = { ...broken.ships.frigate, systems: { ...broken.ships.frigate.systems, jDrive: 2 } };
    expect(availableActions(broken, "frigate", 3).find((x) => x.action === "jump")).toMatchObject({
      reason: "cannotJump",
    });
    const over = ok(rt(), { type: "endEngagement" }).state;
    expect(availableActions(over, "raider", 1)[0].reason).toBe("engagementOver");
    const gone = rt();
    gone.memory.ships.raider.status = "destroyed";
    expect(availableActions(gone, "raider", 1)[0].reason).toBe("shipDestroyed");
  });
});

describe("availableActions agrees with canPerform", () => {
  test("Miscellaneous as a minor action: a seat with only minor actions left may still take it", () => {
    // the pilot after a significant action: the minor Miscellaneous command is accepted, so it is listed, at a minor cost
    let s = rt();
    s = ok(s, { type: "evasiveManeuvers", shipId: "raider", seat: 1 }, [4]).state;
    const misc = () => availableActions(s, "raider", 1).find((x) => x.action === "miscellaneous");
    expect(misc()).toEqual({ action: "miscellaneous", cost: "minor", ok: true });
    expect(refusal(s, { type: "miscellaneous", shipId: "raider", seat: 1, cost: "significant" })).toBe(
      "noSignificantAction",
    );
    s = ok(s, { type: "miscellaneous", shipId: "raider", seat: 1, cost: "minor" }).state;
    // a significant action and a minor one: nothing is left
    expect(misc()).toMatchObject({ ok: false, reason: "noSignificantAction" });
    expect(refusal(s, { type: "miscellaneous", shipId: "raider", seat: 1, cost: "minor" })).toBe("noMinorAction");
  });
});

describe("availableActions: the attack of a seat's own mount", () => {
  const attackOf = (s: EngagementState, shipId: string, seat: number) =>
    availableActions(s, shipId, seat).find((x) => x.action === "attack");

  test("a gunner whose turret is disabled cannot attack at all", () => {
    const s = rt();
    s.ships.raider = {
      ...s.ships.raider,
      mounts: s.ships.raider.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 2 } : m)),
    };
    expect(attackOf(s, "raider", 4)).toMatchObject({ ok: false, reason: "mountDisabled" });
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader" })).toBe("mountDisabled");
    expect(attackOf(s, "raider", 5)).toMatchObject({ ok: true });
  });

  test("a gunner who takes over a turret that already fired this turn cannot attack with it", () => {
    let s = rt();
    s = ok(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", weaponIds: ["b1-1"] }, [3]).state;
    s = ok(s, { type: "changePositions", shipId: "raider", seat: 4, position: "navigator" }).state;
    s = ok(s, { type: "changePositions", shipId: "raider", seat: 5, position: "turretGunner", mountId: "b1" }).state;
    expect(attackOf(s, "raider", 5)).toMatchObject({ ok: false, reason: "mountAlreadyFired" });
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 5, targetId: "trader" })).toBe("mountAlreadyFired");
  });

  test("an automated gunner needs a Fire Control slot left", () => {
    const f = patrolFrigate();
    const seats = f.seats.map((x, i) =>
      i === 6 ? { position: "turretGunner" as const, automated: true, mountId: "b1" } : x,
    );
    let s = ft("short", {}, { ...f, seats, software: { ...f.software, fireControl: 1 } });
    expect(attackOf(s, "frigate", 6)).toMatchObject({ ok: true });
    // the manned gunner's computer-targeting aid takes the program's only slot
    s = ok(s, { type: "attack", shipId: "frigate", seat: 4, targetId: "trader", computerTargeting: true }, [9]).state;
    expect(attackOf(s, "frigate", 6)).toMatchObject({ ok: false, reason: "noFireControl" });
    expect(refusal(s, { type: "attack", shipId: "frigate", seat: 6, targetId: "trader", weaponIds: ["b1-1"] })).toBe(
      "noFireControl",
    );
  });

  test("a gunner who mans no turret of his own may name any that can fire", () => {
    const r = raider();
    const seats = r.seats.map((x, i) => (i === 4 ? { position: "turretGunner" as const, crewId: x.crewId } : x));
    const s = rt("short", {}, { ...r, seats, mounts: r.mounts.map((m) => (m.id === "b1" ? { ...m, damage: 3 } : m)) });
    expect(attackOf(s, "raider", 4)).toMatchObject({ ok: true });
    expect(refusal(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", mountId: "b1" })).toBe(
      "mountDisabled",
    );
    expect(canPerform(s, { type: "attack", shipId: "raider", seat: 4, targetId: "trader", mountId: "b2" })).toEqual({
      ok: true,
    });
  });
});
