import { describe, expect, it } from "vitest";
import { currentThrust, isSmallCraft, mountAttackDM, shipEffects, trackState } from "../../src/rules/ship-state";
import { SHIP_SYSTEMS, type DamageTrack } from "../../src/rules/types";
import { makeShip } from "./fixtures";

describe("currentThrust (M-Drive hits, ruling R22)", () => {
  it.each([
    // design, track, rounding up, rounding down
    [6, 0, 6, 6],
    [6, 1, 5, 5],
    [6, 2, 3, 2],
    [6, 3, 0, 0],
    [2, 1, 1, 1],
    [2, 2, 1, 0],
    [1, 1, 0, 0],
    [1, 2, 0, 0],
    [4, 2, 2, 1],
    [0, 0, 0, 0],
    [0, 1, 0, 0],
  ] as const)("thrust %d, track %d → %d (up) / %d (down)", (design, track, up, down) => {
    expect(currentThrust(design, track as DamageTrack)).toBe(up);
    expect(currentThrust(design, track as DamageTrack, { mDriveHalfRounding: "up" })).toBe(up);
    expect(currentThrust(design, track as DamageTrack, { mDriveHalfRounding: "down" })).toBe(down);
  });
});

describe("shipEffects", () => {
  it("an undamaged ship", () => {
    const fx = shipEffects(makeShip());
    expect(fx).toMatchObject({
      smallCraft: false,
      destroyed: false,
      disabled: false,
      hullBreached: false,
      hitColumn: "external",
      thrust: 2,
      sensors: { dm: -2, usable: true, attacksBeyondAdjacent: true },
      bridge: { pilotActions: true, sensorActions: true },
      jump: { engineeringDM: 0, canJump: true },
      fuel: { leaking: false, tankDestroyed: false },
      hold: { destroyed: false },
      attackDM: 0,
      evadeDM: 0,
      screensUsable: true,
    });
    expect(fx.systems).toEqual({
      sensors: "intact",
      mDrive: "intact",
      jDrive: "intact",
      powerPlant: "intact",
      bridge: "intact",
      fuel: "intact",
      hold: "intact",
    });
    // every system, in the order SHIP_SYSTEMS lists them (displays go through the record in its own order)
    expect(Object.keys(fx.systems)).toEqual([...SHIP_SYSTEMS]);
    expect(fx.mounts).toEqual([
      { id: "t1", type: "turret", state: "intact", attackDM: 0, canFire: true },
      { id: "t2", type: "turret", state: "intact", attackDM: 0, canFire: true },
    ]);
  });
  it("sensors: damaged DM−2; disabled stops sensor use and attacks beyond Adjacent; destroyed likewise", () => {
    const s = makeShip();
    s.systems.sensors = 1;
    expect(shipEffects(s).sensors).toEqual({ dm: -4, usable: true, attacksBeyondAdjacent: true });
    s.systems.sensors = 2;
    expect(shipEffects(s).sensors).toEqual({ dm: -2, usable: false, attacksBeyondAdjacent: false });
    expect(shipEffects(s).systems.sensors).toBe("disabled");
    s.systems.sensors = 3;
    expect(shipEffects(s).sensors.usable).toBe(false);
    expect(shipEffects(s).systems.sensors).toBe("destroyed");
  });
  it("bridge disabled: no pilot or sensor actions, no jump, attacks DM−2", () => {
    const s = makeShip();
    s.systems.bridge = 2;
    const fx = shipEffects(s);
    expect(fx.bridge).toEqual({ pilotActions: false, sensorActions: false });
    expect(fx.jump.canJump).toBe(false);
    expect(fx.attackDM).toBe(-2);
    expect(fx.sensors.usable).toBe(false);
    expect(fx.mounts[0].attackDM).toBe(-2);
    s.systems.bridge = 1;
    expect(shipEffects(s).attackDM).toBe(0);
  });
  it("J-Drive: damaged DM−2 to jump, disabled or destroyed no jump; a ship without a jump drive cannot jump", () => {
    const s = makeShip();
    s.systems.jDrive = 1;
    expect(shipEffects(s).jump).toEqual({ engineeringDM: -2, canJump: true });
    s.systems.jDrive = 2;
    expect(shipEffects(s).jump).toEqual({ engineeringDM: 0, canJump: false });
    expect(shipEffects(makeShip({ jump: 0 })).jump.canJump).toBe(false);
  });
  it("power plant destroyed: the ship is disabled (R27)", () => {
    const s = makeShip({ software: { ...makeShip().software, evade: 2 } });
    expect(shipEffects(s).evadeDM).toBe(-2);
    s.systems.powerPlant = 2;
    expect(shipEffects(s).disabled).toBe(false);
    s.systems.powerPlant = 3;
    const fx = shipEffects(s);
    expect(fx).toMatchObject({ disabled: true, destroyed: false, thrust: 0, evadeDM: 0, screensUsable: false });
    expect(fx.mounts.every((m) => !m.canFire)).toBe(true);
    expect(fx.sensors.usable).toBe(false);
    expect(fx.bridge.pilotActions).toBe(false);
  });
  it("mounts: damaged DM−2, disabled and destroyed cannot fire", () => {
    const s = makeShip();
    s.mounts[0].damage = 1;
    s.mounts[1].damage = 2;
    expect(shipEffects(s).mounts.map((m) => [m.state, m.attackDM, m.canFire])).toEqual([
      ["damaged", -2, true],
      ["disabled", 0, false],
    ]);
    expect(mountAttackDM(s, "t1")).toBe(-2);
    expect(mountAttackDM(s, "t2")).toBeNull();
    expect(mountAttackDM(s, "nope")).toBeNull();
    s.mounts[1].damage = 3;
    expect(shipEffects(s).mounts[1].state).toBe("destroyed");
  });
  it("M-Drive hits lower Thrust", () => {
    const s = makeShip({ thrust: 6 });
    s.systems.mDrive = 2;
    expect(shipEffects(s).thrust).toBe(3);
    expect(shipEffects(s, { mDriveHalfRounding: "down" }).thrust).toBe(2);
    expect(shipEffects(s).systems.mDrive).toBe("damaged");
    s.systems.mDrive = 3;
    expect(shipEffects(s).systems.mDrive).toBe("disabled");
  });
  it("Hull 0 → Internal column; Structure 0 → destroyed and disabled; small craft", () => {
    expect(shipEffects(makeShip({ hull: { value: 0, max: 4 } })).hitColumn).toBe("internal");
    const dead = shipEffects(makeShip({ structure: { value: 0, max: 4 } }));
    expect(dead).toMatchObject({ destroyed: true, disabled: true, thrust: 0 });
    const sc = shipEffects(makeShip({ tons: 30 }));
    expect(sc).toMatchObject({ smallCraft: true, hitColumn: "smallCraft" });
    expect(isSmallCraft(30)).toBe(true);
  });
  it("fuel and hold states", () => {
    const s = makeShip();
    s.systems.fuel = 2;
    s.systems.hold = 3;
    expect(shipEffects(s).fuel).toEqual({ leaking: true, tankDestroyed: false });
    expect(shipEffects(s).hold).toEqual({ destroyed: true });
    s.systems.fuel = 3;
    expect(shipEffects(s).fuel).toEqual({ leaking: false, tankDestroyed: true });
  });
  it("trackState names each step", () => {
    expect(trackState("powerPlant", 0)).toBe("intact");
    expect(trackState("powerPlant", 2)).toBe("damaged");
    expect(trackState("bay", 2)).toBe("disabled");
  });
});
