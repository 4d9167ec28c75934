// The damage chain, branch by branch, with every die scripted: armor and the number of hits, the Hull, Structure
// and the column switch, Armor hits, and Turret and Bay hits.
import { describe, expect, it } from "vitest";
import { effectiveArmor, hitColumnFor } from "../../src/rules/damage-lookups";
import { hitLands } from "../../src/rules/hit-lands";
import type { DamageAttack } from "../../src/rules/damage-types";
import { makeShip } from "./fixtures";
import { of, run, types } from "./damage-scripted";

describe("armor and the number of hits", () => {
  it("damage not above armor does nothing and rolls nothing", () => {
    const r = run(makeShip(), { damage: 2, weapon: "beamLaser" }, []);
    expect(r.events).toEqual([
      {
        type: "hitsDetermined",
        damage: 2,
        armor: 2,
        armorIgnored: false,
        net: 0,
        hits: { single: 0, double: 0, triple: 0 },
      },
    ]);
  });
  it("a single hit on the Hull", () => {
    const r = run(makeShip(), { damage: 5, weapon: "beamLaser" }, [2]);
    expect(r.ship.hull.value).toBe(3);
    expect(r.events[1]).toEqual({
      type: "hitLocated",
      group: 1,
      hits: 1,
      column: "external",
      roll: 2,
      location: "hull",
    });
    expect(r.events[2]).toEqual({ type: "hullDamaged", from: 4, to: 3 });
    expect(r.log.map((q) => q.purpose)).toEqual(["location"]);
  });
  it("Reflec adds 3 armor against lasers only", () => {
    const ship = makeShip({ armorOptions: { reflec: true } });
    expect(effectiveArmor(ship, { weapon: "pulseLaser" })).toBe(5);
    expect(effectiveArmor(ship, { weapon: "beamLaser" })).toBe(5);
    expect(effectiveArmor(ship, { weapon: "particleBeam" })).toBe(2);
    expect(run(ship, { damage: 5, weapon: "beamLaser" }, []).events).toHaveLength(1);
  });
  it("hitLands says whether a hit does anything, as the chain does: it rolls dice exactly for those", () => {
    const plain = makeShip();
    const reflec = makeShip({ armorOptions: { reflec: true } });
    const rows: [ReturnType<typeof makeShip>, DamageAttack, boolean][] = [
      [plain, { damage: 2, weapon: "beamLaser" }, false],
      [plain, { damage: 3, weapon: "beamLaser" }, true],
      [reflec, { damage: 5, weapon: "pulseLaser" }, false],
      [reflec, { damage: 6, weapon: "pulseLaser" }, true],
      // a radiation crew hit whatever the damage; a meson gun ignores armor
      [plain, { damage: 0, weapon: "particleBeam" }, true],
      [plain, { damage: 1, weapon: "mesonGun" }, true],
      [plain, { damage: 2, weapon: "missile", missileType: "standard" }, false],
      [plain, { damage: 0, weapon: "missile", missileType: "nuclear" }, true],
    ];
    for (const [ship, attack, lands] of rows) {
      expect(hitLands(ship, attack.weapon, attack.missileType, attack.damage), JSON.stringify(attack)).toBe(lands);
      if (lands) expect(() => run(ship, attack, [])).toThrow(/exhausted/);
      else expect(run(ship, attack, []).events).toHaveLength(1);
    }
  });
  it("hit groups go largest first, one location roll per group (R4, R30)", () => {
    // 37+2 armor = 39 net 37 → triple, double, single
    const ship = makeShip({ hull: { value: 20, max: 20 }, structure: { value: 20, max: 20 } });
    const r = run(ship, { damage: 39, weapon: "beamLaser" }, [2, 6, 8]);
    expect(of(r.events, "hitLocated").map((e) => e.hits)).toEqual([3, 2, 1]);
    expect(r.ship.hull.value).toBe(14);
  });
  it("fixed hits override the damage table (boarding)", () => {
    const r = run(
      makeShip(),
      { damage: 0, weapon: "boarding", internal: true, hits: { single: 1, double: 0, triple: 0 } },
      [6],
    );
    expect(of(r.events, "hitLocated")[0]).toMatchObject({ column: "internal", location: "structure" });
    expect(of(r.events, "hitsDetermined")[0]).toMatchObject({ armor: 0, armorIgnored: true });
    expect(r.ship.structure.value).toBe(3);
  });
});

describe("Hull, Structure and the column switch (R3)", () => {
  it("the hit that empties the Hull breaches it; later hits of the group go to the same row of the Internal column", () => {
    const ship = makeShip({ hull: { value: 1, max: 4 } });
    // 9..12 net → double hit; roll 12 → Hull, then Internal 12 → Bridge (first hit: crew hit, Normal)
    const r = run(ship, { damage: 11, weapon: "beamLaser" }, [12, 4]);
    expect(types(r.events)).toEqual([
      "hitsDetermined",
      "hitLocated",
      "hullDamaged",
      "hullBreached",
      "hitRedirected",
      "systemDamaged",
      "crewHit",
    ]);
    expect(of(r.events, "hitRedirected")[0]).toEqual({
      type: "hitRedirected",
      from: "hull",
      to: "bridge",
      reason: "hullBreached",
    });
    expect(of(r.events, "systemDamaged")[0]).toEqual({
      type: "systemDamaged",
      system: "bridge",
      from: 0,
      to: 1,
      effect: "bridge.1",
    });
    expect(of(r.events, "crewHit")[0]).toMatchObject({
      cause: "bridge",
      column: "normal",
      roll: 4,
      target: "none",
      injuries: [],
    });
    expect(r.ship.hull.value).toBe(0);
  });
  it("each group reads the column that applies when it is rolled", () => {
    const ship = makeShip({ hull: { value: 1, max: 4 } });
    const r = run(ship, { damage: 7, weapon: "beamLaser" }, [8, 8]); // two singles
    expect(of(r.events, "hitLocated").map((e) => [e.column, e.location])).toEqual([
      ["external", "hull"],
      ["internal", "structure"],
    ]);
    expect(r.ship.structure.value).toBe(3);
  });
  it("Structure 0 destroys the ship and the rest of the hits are lost", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 }, structure: { value: 1, max: 4 } });
    const r = run(ship, { damage: 9, weapon: "beamLaser" }, [2]); // 7 net → two singles; only one rolled
    expect(types(r.events)).toEqual(["hitsDetermined", "hitLocated", "structureDamaged", "shipDestroyed"]);
    expect(r.ship.structure.value).toBe(0);
  });
  it("a destroyed ship takes nothing more", () => {
    const ship = makeShip({ structure: { value: 0, max: 4 } });
    const r = run(ship, { damage: 30, weapon: "particleBeam" }, []);
    expect(r.events).toEqual([]);
    // nothing written: the very snapshot given (copy on write)
    expect(r.ship).toBe(ship);
  });
  it("a small craft reads the Small Craft column, and a Hull hit at Hull 0 goes to Structure", () => {
    const ship = makeShip({
      tons: 10,
      hull: { value: 0, max: 0 },
      structure: { value: 1, max: 1 },
      armor: { value: 0, max: 0 },
    });
    const r = run(ship, { damage: 1, weapon: "pulseLaser" }, [6]);
    expect(types(r.events)).toEqual([
      "hitsDetermined",
      "hitLocated",
      "hitRedirected",
      "structureDamaged",
      "shipDestroyed",
    ]);
    expect(of(r.events, "hitLocated")[0].column).toBe("smallCraft");
    expect(of(r.events, "hitRedirected")[0]).toMatchObject({ from: "hull", to: "structure", reason: "hullBreached" });
  });
  it("hitColumnFor: small craft, meson, internal, breached, intact", () => {
    expect(hitColumnFor(makeShip({ tons: 50 }), { weapon: "mesonGun" })).toBe("smallCraft");
    expect(hitColumnFor(makeShip(), { weapon: "mesonGun" })).toBe("internal");
    expect(hitColumnFor(makeShip(), { weapon: "boarding", internal: true })).toBe("internal");
    expect(hitColumnFor(makeShip({ hull: { value: 0, max: 4 } }), { weapon: "beamLaser" })).toBe("internal");
    expect(hitColumnFor(makeShip(), { weapon: "beamLaser" })).toBe("external");
  });
});

describe("Armor hits (R5)", () => {
  it("reduce armor by one", () => {
    const r = run(makeShip(), { damage: 3, weapon: "beamLaser" }, [7]);
    expect(of(r.events, "armorDamaged")[0]).toEqual({ type: "armorDamaged", from: 2, to: 1 });
    expect(r.ship.armor.value).toBe(1);
  });
  it("at armor 0 become Hull hits", () => {
    const r = run(makeShip({ armor: { value: 0, max: 2 } }), { damage: 1, weapon: "beamLaser" }, [7]);
    expect(of(r.events, "hitRedirected")[0]).toEqual({
      type: "hitRedirected",
      from: "armor",
      to: "hull",
      reason: "noArmor",
    });
    expect(r.ship.hull.value).toBe(3);
  });
  it("at armor 0 and Hull 0 follow the row to the Internal column (row 7: Crew)", () => {
    const ship = makeShip({ armor: { value: 0, max: 2 }, hull: { value: 1, max: 4 } });
    const r = run(ship, { damage: 10, weapon: "beamLaser" }, [7, 3]); // double on row 7
    expect(of(r.events, "hitRedirected").map((e) => [e.from, e.to, e.reason])).toEqual([
      ["armor", "hull", "noArmor"],
      ["armor", "hull", "noArmor"],
      ["hull", "crew", "hullBreached"],
    ]);
    expect(of(r.events, "crewHit")[0]).toMatchObject({ cause: "crew", column: "normal", roll: 3 });
  });
});

describe("Turret and Bay hits", () => {
  it("one random turret per group takes all its hits: damaged, disabled, destroyed", () => {
    const r = run(makeShip(), { damage: 27, weapon: "beamLaser" }, [5, 2]); // 25 net → triple; pick turret 2
    expect(r.log.map((q) => [q.purpose, q.sides])).toEqual([
      ["location", undefined],
      ["random", 2],
    ]);
    expect(of(r.events, "mountDamaged").map((e) => [e.mountId, e.from, e.to, e.effect])).toEqual([
      ["t2", 0, 1, "turret.1"],
      ["t2", 1, 2, "turret.2"],
      ["t2", 2, 3, "turret.3"],
    ]);
    expect(r.ship.mounts.map((m) => m.damage)).toEqual([0, 3]);
  });
  it("a hit on a destroyed turret counts as a Hull hit", () => {
    const ship = makeShip();
    ship.mounts[0].damage = 3;
    const r = run(ship, { damage: 3, weapon: "beamLaser" }, [5, 1]);
    expect(of(r.events, "hitRedirected")[0]).toEqual({
      type: "hitRedirected",
      from: "turret",
      to: "hull",
      reason: "subsequentHit",
      mountId: "t1",
    });
    expect(r.ship.hull.value).toBe(3);
  });
  it("a single turret is hit without a random pick", () => {
    const ship = makeShip({ mounts: [{ id: "only", type: "turret", damage: 0, weapons: [] }] });
    const r = run(ship, { damage: 3, weapon: "beamLaser" }, [5]);
    expect(of(r.events, "mountDamaged")[0]).toMatchObject({ mountId: "only", mountType: "turret", to: 1 });
  });
  it("a Turret hit on a ship without turrets is a Hull hit (R6)", () => {
    const r = run(makeShip({ mounts: [] }), { damage: 3, weapon: "beamLaser" }, [5]);
    expect(of(r.events, "hitRedirected")[0]).toEqual({
      type: "hitRedirected",
      from: "turret",
      to: "hull",
      reason: "noMount",
    });
    expect(r.ship.hull.value).toBe(3);
  });
  it("bays: damaged, and a Bay hit without bays is a Structure hit (R6)", () => {
    const withBay = makeShip({
      hull: { value: 0, max: 4 },
      mounts: [
        { id: "t1", type: "turret", damage: 0, weapons: [] },
        { id: "b1", type: "bay", damage: 2, weapons: [{ id: "w", kind: "fusionGun" }] },
      ],
    });
    const r = run(withBay, { damage: 3, weapon: "beamLaser" }, [5]);
    expect(of(r.events, "mountDamaged")[0]).toEqual({
      type: "mountDamaged",
      mountId: "b1",
      mountType: "bay",
      from: 2,
      to: 3,
      effect: "bay.3",
    });
    const r2 = run(makeShip({ hull: { value: 0, max: 4 } }), { damage: 3, weapon: "beamLaser" }, [5]);
    expect(of(r2.events, "hitRedirected")[0]).toMatchObject({ from: "bay", to: "structure", reason: "noMount" });
    expect(r2.ship.structure.value).toBe(3);
  });
  it("a destroyed bay's further hits go to Structure", () => {
    const ship = makeShip({ hull: { value: 0, max: 4 }, mounts: [{ id: "b1", type: "bay", damage: 3, weapons: [] }] });
    const r = run(ship, { damage: 3, weapon: "beamLaser" }, [5]);
    expect(of(r.events, "hitRedirected")[0]).toMatchObject({
      from: "bay",
      to: "structure",
      reason: "subsequentHit",
      mountId: "b1",
    });
  });
});
