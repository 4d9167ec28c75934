// The damage chain, branch by branch, with every die scripted: the system tracks, the special weapons' bonus
// radiation hit, and a run of rolls on one ship.
import { describe, expect, it } from "vitest";
import { DamageRun, rollDamageInto } from "../../src/rules/damage";
import { hasRadiationHit } from "../../src/rules/damage-lookups";
import type { DamageAttack } from "../../src/rules/damage-types";
import { scriptedSource } from "../../src/rules/dice";
import type { ShipSnapshot } from "../../src/rules/types";
import type { DamageTally } from "../../src/rules/damage";
import { makeShip } from "./fixtures";
import { of, run, types } from "./damage-scripted";

describe("system tracks", () => {
  it.each([
    ["sensors", 3],
    ["mDrive", 4],
  ] as const)("%s: three steps then Hull hits", (system, row) => {
    const ship = makeShip({ hull: { value: 20, max: 20 }, structure: { value: 20, max: 20 } });
    // 2 + 41..44 → two triples, both on this row: 3 steps, then 3 Hull hits
    const r = run(ship, { damage: 45, weapon: "beamLaser" }, [row, row]);
    expect(of(r.events, "systemDamaged").map((e) => e.effect)).toEqual([`${system}.1`, `${system}.2`, `${system}.3`]);
    expect(of(r.events, "hitRedirected").map((e) => [e.from, e.to, e.reason])).toEqual(
      Array(3).fill([system, "hull", "subsequentHit"]),
    );
    expect(r.ship.systems[system]).toBe(3);
    expect(r.ship.hull.value).toBe(17);
  });
  // each system on a row that hits it: External with Hull left, Internal with none
  it.each([
    ["sensors", 4, 3],
    ["mDrive", 4, 4],
    ["fuel", 4, 9],
    ["jDrive", 0, 4],
    ["powerPlant", 0, 3],
    ["hold", 0, 9],
    ["bridge", 0, 12],
  ] as const)("%s: its own track takes the hit, and its last step sends the next one on", (system, hull, row) => {
    const ship = makeShip({
      hull: { value: hull, max: 4 },
      structure: { value: 20, max: 20 },
      systems: { ...makeShip().systems, [system]: 2 },
    });
    // damage 5 against armor 2: one single hit
    const r = run(ship, { damage: 5, weapon: "beamLaser" }, [row]);
    expect(r.ship.systems).toEqual({ ...ship.systems, [system]: 3 });
    const again = run(r.ship, { damage: 5, weapon: "beamLaser" }, [row]);
    expect(of(again.events, "hitRedirected")[0]).toMatchObject({ from: system, reason: "subsequentHit" });
    expect(again.ship.systems).toEqual(r.ship.systems);
  });
  it("J-Drive: three steps then Structure hits", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 }, structure: { value: 20, max: 20 } });
    const r = run(ship, { damage: 45, weapon: "beamLaser" }, [4, 10]);
    expect(of(r.events, "systemDamaged").map((e) => e.effect)).toEqual(["jDrive.1", "jDrive.2", "jDrive.3"]);
    expect(of(r.events, "hitRedirected").map((e) => e.to)).toEqual(["structure", "structure", "structure"]);
    expect(r.ship.structure.value).toBe(17);
  });
  it("Power Plant: damaged, radiation crew hit, destroyed and ship disabled", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 } });
    // triple on internal row 3; second step crew hit Radiation: 2D6=6 → one member, pick 2, 2D6=7 → 70 rads
    const r = run(ship, { damage: 27, weapon: "beamLaser" }, [3, 6, 2, 7]);
    expect(types(r.events)).toEqual([
      "hitsDetermined",
      "hitLocated",
      "systemDamaged",
      "systemDamaged",
      "crewHit",
      "systemDamaged",
      "shipDisabled",
    ]);
    expect(of(r.events, "crewHit")[0]).toEqual({
      type: "crewHit",
      cause: "powerPlant",
      column: "radiation",
      roll: 6,
      dm: 0,
      target: "one",
      amountRolls: [7],
      injuries: [{ crewId: "c2", rads: 70 }],
    });
    expect(of(r.events, "shipDisabled")[0]).toEqual({ type: "shipDisabled", cause: "powerPlant" });
    expect(r.ship.systems.powerPlant).toBe(3);
  });
  it("Bridge: crew hit (Normal) on the first step, then disabled, destroyed", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 } });
    const r = run(ship, { damage: 27, weapon: "beamLaser" }, [12, 12, 20]); // all crew, 4D6 = 20
    const hit = of(r.events, "crewHit")[0];
    expect(hit).toMatchObject({ cause: "bridge", target: "all", amountRolls: [20] });
    expect(hit.injuries).toEqual([
      { crewId: "c1", damage: 20 },
      { crewId: "c2", damage: 20 },
      { crewId: "c3", damage: 20 },
    ]);
    expect(of(r.events, "systemDamaged").map((e) => e.effect)).toEqual(["bridge.1", "bridge.2", "bridge.3"]);
  });
  it("all-crew results roll per person with crewDamageEach (R26)", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 } });
    const r = run(ship, { damage: 3, weapon: "beamLaser" }, [12, 11, 3, 7, 12], { crewDamageEach: true });
    expect(of(r.events, "crewHit")[0].injuries).toEqual([
      { crewId: "c1", damage: 3 },
      { crewId: "c2", damage: 7 },
      { crewId: "c3", damage: 12 },
    ]);
  });
  it("Fuel: leak, 1D6×10% lost, tank destroyed, then Structure", () => {
    const ship = makeShip({ hull: { value: 20, max: 20 }, structure: { value: 20, max: 20 } });
    const r = run(ship, { damage: 45, weapon: "beamLaser" }, [9, 3, 3, 9]);
    expect(of(r.events, "fuelLeak")).toEqual([{ type: "fuelLeak", tonsPerHour: 3 }]);
    expect(of(r.events, "fuelLost")).toEqual([
      { type: "fuelLost", percent: 30, tons: 12, from: 40, to: 28 },
      { type: "fuelLost", percent: 100, tons: 28, from: 28, to: 0 },
    ]);
    expect(of(r.events, "hitRedirected").map((e) => [e.from, e.to])).toEqual(Array(3).fill(["fuel", "structure"]));
    expect(r.ship.fuel.value).toBe(0);
    expect(r.ship.structure.value).toBe(17);
  });
  it("percentage losses are of what is left, to the hundredth of a ton (R32)", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 }, cargo: { value: 1.3, max: 1.3 } });
    const r = run(ship, { damage: 3, weapon: "beamLaser" }, [9, 6]);
    expect(of(r.events, "cargoLost")[0]).toEqual({ type: "cargoLost", percent: 60, tons: 0.78, from: 1.3, to: 0.52 });
  });
  it("Hold: two 1D6×10% losses, then everything", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 } });
    const r = run(ship, { damage: 27, weapon: "beamLaser" }, [9, 5, 1]);
    expect(of(r.events, "cargoLost")).toEqual([
      { type: "cargoLost", percent: 50, tons: 40, from: 80, to: 40 },
      { type: "cargoLost", percent: 10, tons: 4, from: 40, to: 36 },
      { type: "cargoLost", percent: 100, tons: 36, from: 36, to: 0 },
    ]);
    expect(of(r.events, "systemDamaged").map((e) => e.effect)).toEqual(["hold.1", "hold.2", "hold.3"]);
  });
  it("a crew hit with nobody aboard rolls only the table", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 }, crew: [] });
    const r = run(ship, { damage: 3, weapon: "beamLaser" }, [7, 9]);
    expect(of(r.events, "crewHit")[0]).toMatchObject({ target: "one", injuries: [], amountRolls: [] });
  });
});

describe("special weapons and the bonus radiation hit (R19, R29)", () => {
  it("which attacks carry one", () => {
    expect(hasRadiationHit({ weapon: "particleBeam" })).toBe(true);
    expect(hasRadiationHit({ weapon: "fusionGun" })).toBe(true);
    expect(hasRadiationHit({ weapon: "mesonGun" })).toBe(true);
    expect(hasRadiationHit({ weapon: "missile", missileType: "nuclear" })).toBe(true);
    expect(hasRadiationHit({ weapon: "missile", missileType: "smart" })).toBe(false);
    expect(hasRadiationHit({ weapon: "beamLaser" })).toBe(false);
    expect(hasRadiationHit({ weapon: "collision" })).toBe(false);
  });
  it("particle beam: radiation hit at −armor, even when armor stops the damage", () => {
    const r = run(makeShip(), { damage: 2, weapon: "particleBeam" }, [9, 2, 8]); // 9 − 2 = 7 → one member (c2), 2D6 = 8
    expect(of(r.events, "radiationHit")[0]).toEqual({
      type: "radiationHit",
      weapon: "particleBeam",
      dm: -2,
      blocked: false,
    });
    expect(of(r.events, "crewHit")[0]).toMatchObject({
      cause: "radiation",
      column: "radiation",
      roll: 9,
      dm: -2,
      target: "one",
      injuries: [{ crewId: "c2", rads: 80 }],
    });
  });
  it("fusion gun: armor before the attack's own armor hits counts", () => {
    const ship = makeShip({ armor: { value: 3, max: 3 } });
    const r = run(ship, { damage: 4, weapon: "fusionGun" }, [7, 12, 3, 4]); // armor hit 3→2; rad 12 − 3 = 9 → one (c3), 4D6 = 4
    expect(r.ship.armor.value).toBe(2);
    expect(of(r.events, "radiationHit")[0].dm).toBe(-3);
    expect(of(r.events, "crewHit")[0]).toMatchObject({ target: "one", injuries: [{ crewId: "c3", rads: 40 }] });
  });
  it("meson gun: ignores armor, reads Internal, radiation DM−2 per active meson screen", () => {
    const ship = makeShip({ armor: { value: 10, max: 10 }, screens: { nuclearDamper: 0, mesonScreen: 1 } });
    const r = run(ship, { damage: 3, weapon: "mesonGun", activeScreens: { mesonScreen: 1 } }, [8, 6]);
    expect(of(r.events, "hitsDetermined")[0]).toMatchObject({ armor: 0, armorIgnored: true, net: 3 });
    expect(of(r.events, "hitLocated")[0]).toMatchObject({ column: "internal", location: "structure" });
    expect(of(r.events, "radiationHit")[0].dm).toBe(-2);
    expect(of(r.events, "crewHit")[0]).toMatchObject({ roll: 6, dm: -2, target: "none" });
  });
  it("meson gun without screens: no DM at all", () => {
    const r = run(makeShip({ armor: { value: 10, max: 10 } }), { damage: 0, weapon: "mesonGun" }, [4]);
    expect(of(r.events, "radiationHit")[0].dm).toBe(0);
  });
  it("nuclear missile: radiation at −armor; an active nuclear damper removes it", () => {
    const r = run(makeShip(), { damage: 2, weapon: "missile", missileType: "nuclear" }, [2]);
    expect(of(r.events, "crewHit")[0]).toMatchObject({ roll: 2, dm: -2, target: "none" });
    const r2 = run(
      makeShip(),
      { damage: 2, weapon: "missile", missileType: "nuclear", activeScreens: { nuclearDamper: 1 } },
      [],
    );
    expect(of(r2.events, "radiationHit")[0]).toEqual({ type: "radiationHit", weapon: "missile", dm: 0, blocked: true });
    expect(of(r2.events, "crewHit")).toEqual([]);
  });
  it("the radiation hit still lands on the crew of a ship this attack destroys", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 }, structure: { value: 1, max: 4 }, armor: { value: 0, max: 0 } });
    const r = run(ship, { damage: 3, weapon: "particleBeam" }, [2, 3]);
    expect(types(r.events)).toEqual([
      "hitsDetermined",
      "hitLocated",
      "structureDamaged",
      "shipDestroyed",
      "radiationHit",
      "crewHit",
    ]);
  });
});

describe("a run of rolls on one ship (DamageRun)", () => {
  // damage 5 against armor 2: one single hit; location roll 6 on the External column: the Hull
  const hullHit: DamageAttack = { damage: 5, weapon: "beamLaser" };
  const tally = (): DamageTally => ({ net: 0, changed: false, status: false });
  const roll = (ship: ShipSnapshot, t: DamageTally, run?: DamageRun, dice = [6]) =>
    rollDamageInto(scriptedSource(dice), ship, hullHit, {}, undefined, t, run);

  it("the first roll copies the snapshot; the next ones given the run's copy write to it in place", () => {
    const ship = makeShip();
    const before = structuredClone(ship);
    const run = new DamageRun();
    const t = tally();
    const first = roll(ship, t, run);
    expect(first).not.toBe(ship);
    expect(t).toEqual({ net: 3, changed: true, status: false });
    expect(run.ship).toBe(first);
    const second = roll(first, t, run);
    expect(second).toBe(first);
    expect(t.changed).toBe(true);
    expect(second.hull.value).toBe(2);
    // the input is never written to, and what no hit touched is still shared with it
    expect(ship).toEqual(before);
    expect(second.structure).toBe(ship.structure);
  });

  it("once sealed, or given another snapshot, a roll copies again", () => {
    const ship = makeShip();
    const run = new DamageRun();
    const t = tally();
    const first = roll(ship, t, run);
    run.seal();
    const sealed = structuredClone(first);
    const second = roll(first, t, run);
    expect(second).not.toBe(first);
    expect(first).toEqual(sealed);
    expect(second.hull.value).toBe(2);
    const other = makeShip();
    const third = roll(other, t, run);
    expect(third).not.toBe(other);
    expect(third).not.toBe(second);
    expect(second.hull.value).toBe(2);
    expect(run.ship).toBe(third);
  });

  it("a roll that changes nothing says so and returns its input", () => {
    const ship = makeShip();
    const run = new DamageRun();
    const t = tally();
    const same = rollDamageInto(scriptedSource([]), ship, { damage: 2, weapon: "beamLaser" }, {}, undefined, t, run);
    expect(same).toBe(ship);
    expect(t).toEqual({ net: 0, changed: false, status: false });
    // the run holds no copy of it: the next roll on it copies it
    expect(run.ship).toBeUndefined();
    const next = roll(ship, t, run);
    expect(next).not.toBe(ship);
    expect(ship.hull.value).toBe(4);
  });
});
