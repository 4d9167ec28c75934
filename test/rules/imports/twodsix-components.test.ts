// Each kind of twodsix component and ship field the one real ship does not carry, added to a copy of it in the test
// (twodsix's component data model: src/module/data/items/componentData.js, the subtypes of config.js), and what it
// becomes: every branch of the readers that twodsix's own compendium never reaches.
import { describe, expect, it } from "vitest";
import { readImports } from "../../../src/rules/imports";
import { json } from "./fixtures";
import { component, noted, read, SHIP, without } from "./twodsix-copy";

describe("twodsix components the compendium ship lacks", () => {
  it("fittings: emergency low berths, cryoberths, barracks; something else under fittings is left", () => {
    const e = read((a) =>
      a.items.push(
        component("Emergency Low Berth", "accommodations", { quantity: 4 }),
        component("Cryoberth", "accomodations", { quantity: 2 }),
        component("Barracks", "accommodations", { quantity: 12 }),
        component("Galley", "accommodations"),
      ),
    );
    expect([e.ship.emergencyLowBerths, e.ship.lowBerths, e.ship.barracks, e.ship.staterooms]).toEqual([4, 22, 12, 10]);
    expect(noted(e).read).toContain("items[Barracks] → accommodation: 12 Barracks");
    expect(noted(e).left).toContain("items[Galley]: Galley");
  });

  it("cargo: a hold's tons, times its quantity; cargo past the hull refused", () => {
    const e = read((a) => a.items.push(component("Cargo Hold", "cargo", { weight: 40, quantity: 2 })));
    expect(e.ship.cargo).toBe(80);
    expect(noted(e).read).toContain("items[Cargo Hold].system.weight → cargo: 80");
    const a = json(SHIP);
    a.items.push(component("Cargo Hold", "cargo", { weight: 200, quantity: 2 }));
    expect(readImports([JSON.stringify(a)])).toMatchObject({
      ok: false,
      error: { code: "badFigure", field: "items[Cargo Hold].system.weight", value: 200 },
    });
  });

  it("screens, software with its rating, and ammunition: missiles of each kind and sand", () => {
    const e = read((a) =>
      a.items.push(
        component("Nuclear Damper", "shield", { quantity: 2 }),
        component("Meson Screen", "shield"),
        component("Black Globe", "shield"),
        component("Evade/2", "software"),
        component("Jump Control", "software", { rating: "3" }),
        component("Smart Missiles", "ammo", { ammunition: { value: 12, max: 12 } }),
        component("Nuclear Missile", "ammo", { quantity: 3, ammunition: "x" }),
        component("Missile", "ammo", { ammunition: { value: 6 } }),
        component("Sand Canisters", "ammo", { ammunition: { value: 20 } }),
        component("Chaff", "ammo"),
      ),
    );
    expect(e.ship.screens).toEqual({ mesonScreen: 1, nuclearDamper: 2 });
    expect(e.ship.software).toEqual([
      { name: "Evade", rating: 2, techLevel: null },
      { name: "Jump Control", rating: 3, techLevel: null },
    ]);
    expect(e.ship.ammo).toEqual({ missiles: { standard: 6, smart: 12, nuclear: 3 }, sand: 24 + 20 });
    expect(noted(e).left).toEqual(expect.arrayContaining(["items[Black Globe]: Black Globe", "items[Chaff]: Chaff"]));
    const a = json(SHIP);
    a.items.push(component("Missile", "ammo", { ammunition: { value: -1 } }));
    expect(readImports([JSON.stringify(a)])).toMatchObject({
      ok: false,
      error: { code: "badFigure", field: "items[Missile].system.ammunition.value" },
    });
  });

  it("fuel scoops, a missile magazine and a feature without a name; fuel processors without a daily figure", () => {
    const e = read((a) => {
      without(a, "Fuel Processors");
      a.items.push(
        component("Fuel Scoops", "otherExternal"),
        component("Missile Magazine", "otherInternal", { quantity: 24 }),
        component("Smart Missile Reload", "other", { quantity: 6 }),
        component("Fuel Processor", "otherInternal", { weight: 0.5, quantity: 3, rating: "" }),
        component("", "otherInternal"),
      );
    });
    expect(e.ship.fuelScoops).toBe(true);
    expect(e.ship.ammo.missiles).toEqual({ standard: 24, smart: 6, nuclear: 0 });
    expect(e.ship.fuelProcessors).toEqual({ tons: 1.5, perDay: null });
    expect(noted(e).left).toContain("items[]: ");
  });

  it("drives: Thrust and Jump from the drive components when the ship's stats give none, their hits and status", () => {
    const e = read((a) => {
      a.system.shipStats.drives.mDrive.rating = 0;
      delete a.system.shipStats.drives.jDrive;
      const m = a.items.find((i: any) => i.name === "m-drive").system;
      Object.assign(m, { rating: "3-G", hits: 1 });
      const j = a.items.find((i: any) => i.name === "j-drive").system;
      Object.assign(j, { driveType: "jdrive", rating: "12", status: "destroyed" });
    });
    expect([e.ship.thrust, e.ship.jump]).toEqual([3, 0]);
    expect(e.state.systems).toMatchObject({ mDrive: 1, jDrive: 3 });
    expect(noted(e).guessed).toContain("items[m-drive].system.rating → thrust: 3 (fromComponent)");
    expect(noted(e).read).toEqual(
      expect.arrayContaining(["items[m-drive].system.hits → damage: 1", "items[j-drive].system.hits → damage: 3"]),
    );
  });

  it("computers: bis and fib, a model in the name, none past 9; a component switched off is said", () => {
    const e = read((a) => {
      without(a, "New electronics");
      a.items.push(component("Computer/4 fib", "computer"), component("Model/2bis", "computer", { status: "off" }));
    });
    expect(e.ship.computer).toEqual({ model: 2, bis: true, fib: false });
    expect(noted(e).left).toContain("items[Model/2bis].system.status: off");
    const big = read((a) => {
      without(a, "New electronics");
      a.items.push(component("Model/12", "computer"), component("Spare parts", "electronics"));
    });
    expect(big.ship.computer).toBeNull();
    expect(noted(big).left).toEqual(
      expect.arrayContaining(["items[Model/12]: Model/12", "items[Spare parts]: Spare parts"]),
    );
    const fib = read((a) => {
      without(a, "New electronics");
      a.items.push(component("Computer 5fib", "computer"));
    });
    expect(fib.ship.computer).toEqual({ model: 5, bis: false, fib: true });
  });

  it("sensors by name, with the DM its rating gives; a damaged sensor's track", () => {
    const e = read((a) => {
      without(a, "New electronics");
      a.items.push(component("Military Sensors", "sensor", { rating: "DM+0", hits: 2 }));
    });
    expect(e.ship.sensors).toEqual({ grade: "military", dm: 0 });
    expect(e.state.systems.sensors).toBe(2);
    const dm = read((a) => {
      without(a, "New electronics");
      a.items.push(component("Sensor Suite", "sensor", { rating: "DM −2" }));
    });
    expect(dm.ship.sensors).toEqual({ grade: "basic", dm: -2 });
  });

  it("a weapon not known by its name is left; by its ship weapon type it is read", () => {
    const e = read((a) =>
      a.items.push(
        component("Railgun", "armament"),
        component("Main gun", "armament", { shipWeaponType: "particleBeam", isPopup: true }),
      ),
    );
    expect(noted(e).left).toContain("items[Railgun]: Railgun");
    expect(e.ship.weapons.filter((w) => w.kind === "particleBeam")).toHaveLength(1);
  });

  it("a bay weapon takes a bay of its own, its hits the bay's track", () => {
    const e = read((a) => {
      without(a, "Hardpoint #3");
      a.items.push(component("Missile Bay", "armament", { quantity: 1, hits: 2 }));
    });
    expect(e.ship.mounts.at(-1)).toMatchObject({ type: "bay", weapons: ["missile"] });
    expect(e.state.mounts[e.ship.mounts.at(-1)!.id]).toBe(2);
    expect(noted(e).guessed).toContain("items[Missile Bay] → mounts: 1 × Missile Bay → 1 (mountsFromWeapons)");
  });

  it("more turret weapons than the hardpoints hold: the rest is left; a pop-up mount and a hit mount", () => {
    const e = read((a) => {
      a.items.find((i: any) => i.name === "Pulse Laser").system.quantity = 7;
      Object.assign(a.items.find((i: any) => i.name === "Hardpoint #2").system, { isPopup: true, hits: 1 });
    });
    expect(e.ship.mounts.map((m) => [m.weapons.length, m.popup])).toEqual([
      [3, false],
      [3, true],
      [3, false],
    ]);
    expect(e.state.mounts).toEqual({ m2: 1 });
    expect(noted(e).left).toContain("items[Triple Sandcaster].system.quantity: 1 × Triple Sandcaster");
  });

  it("without mount components, each weapon fills turrets of three of its own, its hits on each", () => {
    const e = read((a) => {
      without(a, "Hardpoint #1", "Hardpoint #2", "Hardpoint #3");
      a.items.find((i: any) => i.name === "Pulse Laser").system.hits = 1;
      a.items.find((i: any) => i.name === "Triple Sandcaster").system.quantity = 4;
    });
    expect(e.ship.mounts.map((m) => `${m.size}: ${m.weapons.join(", ")}`)).toEqual([
      "3: pulseLaser, pulseLaser, pulseLaser",
      "3: sandcaster, sandcaster, sandcaster",
      "1: sandcaster",
    ]);
    expect(e.state.mounts).toEqual({ m1: 1 });
    expect(e.ship.hardpoints).toBe(3);
  });

  it("a hull component that disagrees with the tonnage is left; one that gives the tonnage alone is guessed", () => {
    const e = read((a) => (a.items.find((i: any) => i.name === "Base Hull").system.weight = 250));
    expect(noted(e).left).toContain("items[Base Hull].system.weight: 250");
    const alone = read((a) => delete a.system.shipStats.mass);
    expect(alone.ship.tons).toBe(300);
    expect(noted(alone).guessed).toContain("items[Base Hull].system.weight → tons: 300 (fromComponent)");
  });
});

describe("twodsix ship fields the compendium ship leaves empty", () => {
  it("Hull points within the SRD's for the tonnage are the Hull; more are scaled, the share kept", () => {
    const own = read((a) => (a.system.shipStats.hull = { value: 4, max: 6 }));
    expect([own.ship.hull, own.state.hull, own.ship.structure]).toEqual([6, 4, 6]);
    expect(noted(own).read).toContain("system.shipStats.hull.max → hull: 6");
    const big = read((a) => (a.system.shipStats.hull = { value: 90, max: 120 }));
    expect([big.ship.hull, big.state.hull]).toEqual([6, 5]);
    const fraction = read((a) => (a.system.shipStats.hull = { value: 2, max: 2.5 }));
    expect([fraction.ship.hull, fraction.state.hull]).toEqual([6, 5]);
    const noValue = read((a) => (a.system.shipStats.hull = { max: 4 }));
    expect([noValue.ship.hull, noValue.state.hull]).toEqual([4, 4]);
  });

  it("tech level 0 or none is 12, guessed; armor from its value when no max", () => {
    const e = read((a) => {
      a.system.techLevel = 0;
      a.system.shipStats.armor = { value: 4 };
    });
    expect([e.ship.techLevel, e.ship.armor]).toEqual([12, 4]);
    expect(noted(e).guessed).toContain("system.techLevel → techLevel: 12 (default)");
    expect(read((a) => delete a.system.techLevel).ship.techLevel).toBe(12);
    expect(read((a) => (a.system.techLevel = 33)).ship.techLevel).toBe(33);
  });

  it("the Crew tab: names per role, a role's own label, several names, a role no position gives", () => {
    const e = read((a) => {
      a.system.shipPositionActorIds = {};
      Object.assign(a.system.crew, { pilot: "Ann", gunner: "Bo, Cy and Di", steward: "Ed" });
      a.system.crewLabel.pilot = "Helm";
    });
    expect(e.assignments).toEqual([
      { actorId: null, name: "Ann", station: "Helm", position: "pilot" },
      { actorId: null, name: "Bo", station: "gunner", position: "gunner" },
      { actorId: null, name: "Cy", station: "gunner", position: "gunner" },
      { actorId: null, name: "Di", station: "gunner", position: "gunner" },
      { actorId: null, name: "Ed", station: "steward", position: null },
    ]);
    expect(e.ship.positions).toMatchObject({ pilot: 1, turretGunner: 3 });
    expect(noted(e).read).toContain("system.crew.steward → crew: Ed");
  });

  it("an actor seated at a position the export does not hold is left", () => {
    const e = read((a) => (a.system.shipPositionActorIds = { PNhWfUYKQwcLRTzE: "nosuchposition00" }));
    expect(e.assignments).toEqual([]);
    expect(noted(e).left).toContain("system.shipPositionActorIds.PNhWfUYKQwcLRTzE: nosuchposition00");
  });
});
