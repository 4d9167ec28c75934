// twodsix components figure by figure: each rating, DM, drive, software name, processor and magazine form, on a copy
// of twodsix's compendium ship (./twodsix-copy.ts), and what each becomes.
import { describe, expect, it } from "vitest";
import { readImports } from "../../../src/rules/imports";
import { json } from "./fixtures";
import { component, noted, read, SHIP, without } from "./twodsix-copy";

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
