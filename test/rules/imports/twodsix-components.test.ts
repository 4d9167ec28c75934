// Each kind of twodsix component and ship field the one real ship does not carry, added to a copy of it in the test
// (twodsix's component data model: src/module/data/items/componentData.js, the subtypes of config.js), and what it
// becomes: every branch of the readers that twodsix's own compendium never reaches.
import { describe, expect, it } from "vitest";
import { readImports, type ImportedShip } from "../../../src/rules/imports";
import { json } from "./fixtures";

const SHIP = "twodsix/bddb68e/cepheus-deluxe-actors/ship_Light_Military_Transport_IYu6a2fdQtrzJmMr.json";

/** A twodsix component as its data model writes one, with these fields. */
const component = (name: string, subtype: string, system: Record<string, unknown> = {}) => ({
  name,
  type: "component",
  system: {
    subtype,
    quantity: 1,
    weight: 0,
    rating: "",
    hits: 0,
    status: "operational",
    driveType: "other",
    ...system,
  },
});

/** The transport with some of its own components taken away and others added, read. */
function read(change: (a: any) => void): ImportedShip {
  const a = json(SHIP);
  change(a);
  const r = readImports([JSON.stringify(a)]);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.entries[0] as ImportedShip;
}
const without = (a: any, ...names: string[]) => (a.items = a.items.filter((i: any) => !names.includes(i.name)));
const noted = (e: ImportedShip) => ({
  read: e.notes.read.map((n) => `${n.from} → ${n.to}: ${n.value}`),
  guessed: e.notes.guessed.map((n) => `${n.from} → ${n.to}: ${n.value} (${n.reason})`),
  left: e.notes.left.map((n) => `${n.from}: ${n.value}`),
});

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

describe("twodsix components, figure by figure", () => {
  const one = (c: ReturnType<typeof component>, change: (a: any) => void = () => {}) =>
    read((a) => {
      without(a, "New electronics");
      change(a);
      a.items.push(c);
    });

  it("an armament's pop-up flag: true only when twodsix says true", () => {
    const popup = (isPopup: unknown) =>
      read((a) => {
        without(a, "Hardpoint #1", "Hardpoint #2", "Hardpoint #3");
        a.items.find((i: any) => i.name === "Pulse Laser").system.isPopup = isPopup;
      }).ship.mounts.map((m) => m.popup);
    expect(popup(true)).toEqual([true, false]);
    expect(popup("true")).toEqual([false, false]);
    expect(popup(false)).toEqual([false, false]);
  });

  it("a mount component of quantity 0 gives no hardpoint; of 2, two", () => {
    const e = read((a) => (a.items.find((i: any) => i.name === "Hardpoint #1").system.quantity = 0));
    expect(e.ship.hardpoints).toBe(2);
    expect(noted(e).read).toContain("items[Hardpoint #1] → hardpoints: 0");
    const two = read((a) => {
      without(a, "Hardpoint #2", "Hardpoint #3");
      a.items.find((i: any) => i.name === "Hardpoint #1").system.quantity = 2;
    });
    expect(two.ship.hardpoints).toBe(2);
  });

  it.each([
    ["Model/9", 9],
    ["Computer 10", null],
    ["3", 3],
    [" 4 bis", 4],
    ["0", null],
    ["x3", null],
  ])("a computer rated %j is Model %j", (rating, model) => {
    const e = one(component("Core", "computer", { rating }));
    expect(e.ship.computer?.model ?? null).toBe(model);
    if (model) expect(noted(e).read).toContain(`items[Core] → computer: ${rating} (Core)`.replace("  ", " "));
    else expect(noted(e).left).toContain(`items[Core]: ${rating.trim()} (Core)`);
  });

  it.each([
    ["DM+0", "military", 0],
    ["DM +2", "veryAdvanced", 2],
    ["DM−1", "common", -1],
    ["DM - 4", "basic", -4],
    ["DM-3", "basic", -3],
  ])("electronics %j: sensors %s, DM %j, guessed", (rating, grade, dm) => {
    const e = one(component("Electronics", "electronics", { rating }));
    expect(e.ship.sensors).toEqual({ grade, dm });
    expect(e.ship.computer).toBeNull();
    expect(noted(e).guessed).toContain(`items[Electronics] → sensors: DM${dm >= 0 ? "+" : ""}${dm} (sensorsByDm)`);
  });

  it("a sensor's own DM wins over the electronics'; a sensor without a DM is 0", () => {
    const e = read((a) => a.items.push(component("Advanced Sensors", "sensor", { rating: "DM+2" })));
    expect(e.ship.sensors).toEqual({ grade: "advanced", dm: 2 });
    expect(noted(e).guessed).toContain("items[Advanced Sensors] → sensors: Advanced Sensors (sensorsByName)");
    expect(one(component("Sensors", "sensor", { rating: "DM+x" })).ship.sensors).toEqual({ grade: "basic", dm: 0 });
  });

  it("cargo: exactly the tonnage is read; a hold of no tons, or a cargo not named as a hold, is left", () => {
    // the hold's own figure may be the whole tonnage (the hull's room is checked after): past it, the figure is refused
    const hold = (weight: number) => {
      const a = json(SHIP);
      a.items.push(component("Hold", "cargo", { weight, quantity: 2 }));
      const r = readImports([JSON.stringify(a)]);
      return r.ok ? null : r.error.code;
    };
    expect([hold(150), hold(151)]).toEqual(["exceedsHull", "badFigure"]);
    expect(read((a) => a.items.push(component("Hold", "cargo", { weight: 50, quantity: 2 }))).ship.cargo).toBe(100);
    const e = read((a) => a.items.push(component("Ore", "cargo", { weight: 20 }), component("Cargo Bay", "cargo")));
    expect(e.ship.cargo).toBe(0);
    expect(noted(e).left).toEqual(
      expect.arrayContaining(["items[Ore]: Ore: 20 t", "items[Cargo Bay]: Cargo Bay: 0 t"]),
    );
  });

  it.each([
    ["Evade/2", "", "Evade", 2],
    ["Evade 3", "", "Evade", 3],
    ["Fire Control", "2.5", "Fire Control", null],
    ["Library", "", "Library", null],
    ["Jump Control/1", "4", "Jump Control", 4],
  ])("software %j (rating %j) is %s/%j", (name, rating, canonical, r) => {
    const e = read((a) => a.items.push(component(name, "software", { rating })));
    expect(e.ship.software).toEqual([{ name: canonical, rating: r, techLevel: null }]);
    expect(noted(e).read).toContain(`items[${name}] → software: ${name}`);
  });

  it("screens are read by name; the read line names them", () => {
    const e = read((a) => a.items.push(component("Nuclear Damper", "shield")));
    expect(noted(e).read).toContain("items[Nuclear Damper] → screens: Nuclear Damper");
  });

  it.each([
    ["Jump Drive", "other", "jump", 2],
    ["Drive A", "jdrive", "jump", 2],
    ["J Drive", "other", "jump", 2],
    ["Main Drive", "other", "thrust", 2],
  ])("a drive named %j (type %s) is the %s drive", (name, driveType, key, rating) => {
    const e = read((a) => {
      without(a, "m-drive", "j-drive");
      a.system.shipStats.drives = {};
      a.items.push(component(name, "drive", { driveType, rating: String(rating) }));
    });
    expect(e.ship[key as "jump" | "thrust"]).toBe(rating);
    expect(e.ship[key === "jump" ? "thrust" : "jump"]).toBe(0);
  });

  it.each([
    ["jdrive", "9", 9],
    ["jdrive", "10", 0],
    ["mdrive", "20", 20],
    ["mdrive", "21", 0],
    ["mdrive", "0", 0],
  ])("a %s rated %j gives %j", (driveType, rating, want) => {
    const e = read((a) => {
      without(a, "m-drive", "j-drive");
      a.system.shipStats.drives = {};
      a.items.push(component("Drive", "drive", { driveType, rating }));
    });
    expect(e.ship[driveType === "jdrive" ? "jump" : "thrust"]).toBe(want);
    if (!want) expect(noted(e).read).toContain("items[Drive] → damage: Drive: 0");
  });

  it("power, bridge and fuel: undamaged read as such, hit read as their track", () => {
    const e = read((a) => (a.items.find((i: any) => i.name === "Bridge").system.hits = 2));
    expect(e.state.systems.bridge).toBe(2);
    expect(noted(e).read).toContain("items[Bridge].system.hits → damage: 2");
    expect(noted(e).read).not.toContain("items[Bridge] → damage: Bridge: 0");
    expect(noted(e).read).toContain("items[Power Plant] → damage: Power Plant: 0");
  });

  it.each([
    ["20 tons/day", 20],
    ["15 per day", 15],
    ["30 tons / day", 30],
    ["30 ton/day", 30],
    ["30 tons", null],
  ])("fuel processors rated %j refine %j tons a day", (rating, perDay) => {
    const e = read((a) => (a.items.find((i: any) => i.name === "Fuel Processors").system.rating = rating));
    expect(e.ship.fuelProcessors).toEqual({ tons: 6, perDay });
    expect(noted(e).read).toContain(
      `items[Fuel Processors] → features: 6 t${perDay === null ? "" : `, ${perDay} t/day`}`,
    );
  });

  it("magazines and reloads: a missile launcher is a feature, a sandcaster reload is sand; their read lines", () => {
    const e = read((a) =>
      a.items.push(
        component("Missile Launcher", "otherInternal", { quantity: 2 }),
        component("Sandcaster Reload", "otherInternal", { quantity: 5 }),
        component("Missile Reload", "otherInternal", { quantity: 4 }),
        component("Fuel Scoop", "otherExternal"),
      ),
    );
    expect(e.ship.features).toContainEqual({ count: 2, name: "Missile Launcher" });
    expect(e.ship.ammo.sand).toBe(24 + 5);
    expect(e.ship.ammo.missiles.standard).toBe(4);
    expect(noted(e).read).toEqual(
      expect.arrayContaining(
        [
          "items[Sandcaster Reload] → ammo: 5 Sandcaster Reload",
          "items[Missile Reload] → ammo: 4 Missile Reload",
          "items[Fuel Scoop] → features: Fuel Scoop",
          "items[Missiles] → ammo: 6 Missiles",
        ].slice(0, 3),
      ),
    );
    const ammo = read((a) => a.items.push(component("Missiles", "ammo", { ammunition: { value: 6 } })));
    expect(noted(ammo).read).toContain("items[Missiles] → ammo: 6 Missiles");
  });

  it("a component of a subtype twodsix does not have is left by its name, or its subtype when nameless", () => {
    const e = read((a) => a.items.push(component("Gizmo", "gizmo"), component("", "widget")));
    expect(noted(e).left).toEqual(expect.arrayContaining(["items[Gizmo]: Gizmo", "items[]: widget"]));
  });

  it("a subtype merely containing 'accomodations' is not read as fittings", () => {
    const e = read((a) => a.items.push(component("Staterooms", "old-accomodations", { quantity: 5 })));
    expect(e.ship.staterooms).toBe(10);
  });
});
