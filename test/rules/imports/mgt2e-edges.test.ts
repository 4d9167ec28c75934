// Mongoose spacecraft at their edges: a copy of the data-model scout (SOURCES.md) with one thing changed at a time,
// and what it becomes: figures past the hull refused, configurations, hits and criticals, each kind of hardware.
import { describe, expect, it } from "vitest";
import { readImports, type ImportedShip } from "../../../src/rules/imports";
import { json } from "./fixtures";

const SCOUT = "mgt2e-data-model/mgt2e-spacecraft-scout.json";

function read(change: (a: any) => void): ImportedShip {
  const a = json(SCOUT);
  change(a);
  const r = readImports([JSON.stringify(a)]);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.entries[0] as ImportedShip;
}
const refusal = (change: (a: any) => void) => {
  const a = json(SCOUT);
  change(a);
  const r = readImports([JSON.stringify(a)]);
  return r.ok ? null : r.error;
};
const item = (a: any, id: string) => a.items.find((i: any) => i._id === id);
const hardware = (id: string, name: string, system: string, more: Record<string, unknown> = {}, quantity = 1) => ({
  _id: id,
  name,
  type: "hardware",
  system: { quantity, status: "ACTIVE", hardware: { system, ...more } },
});
const lines = (e: ImportedShip, kind: "read" | "guessed" | "left") => e.notes[kind].map((n) => `${n.from}: ${n.value}`);

describe("Mongoose spacecraft figures", () => {
  it("fuel or cargo past the tonnage, or tonnage past the largest hull, is refused", () => {
    expect(refusal((a) => (a.system.spacecraft.fuel.max = 101))).toEqual({
      code: "badFigure",
      field: "system.spacecraft.fuel.max",
      value: 101,
    });
    expect(refusal((a) => (a.system.spacecraft.cargo = 101))).toEqual({
      code: "badFigure",
      field: "system.spacecraft.cargo",
      value: 101,
    });
    expect(refusal((a) => (a.system.spacecraft.dtons = 2_000_000))).toMatchObject({ code: "badFigure" });
    expect(refusal((a) => (a.system.spacecraft.dtons = -5))).toEqual({
      code: "noTons",
      field: "system.spacecraft.dtons",
    });
    expect(refusal((a) => (a.system.spacecraft.tl = 40))).toEqual({
      code: "badFigure",
      field: "system.spacecraft.tl",
      value: 40,
    });
    expect(refusal((a) => (a.system.spacecraft.jdrive = 10))).toEqual({
      code: "badFigure",
      field: "system.spacecraft.jdrive",
      value: 10,
    });
  });

  it("fuel, cargo and cost at their edges; no tech level is 12, guessed", () => {
    const e = read((a) => {
      a.system.spacecraft.fuel = { max: 60 };
      a.system.spacecraft.cargo = 7.9;
      a.system.spacecraft.cost = 0;
      delete a.system.spacecraft.tl;
    });
    expect([e.ship.fuel?.tons, e.state.fuel, e.ship.cargo, e.ship.cost, e.ship.techLevel]).toEqual([
      60,
      60,
      7,
      null,
      12,
    ]);
    expect(lines(e, "guessed")).toContain("system.spacecraft.tl: 12");
    const none = read((a) => {
      a.system.spacecraft.fuel = { max: 0, value: 0 };
      a.system.spacecraft.cargo = 0;
    });
    expect([none.ship.fuel, none.state.fuel, none.ship.cargo]).toEqual([null, null, 0]);
  });

  it.each([
    ["standard", "standard"],
    ["dispersed", "distributed"],
    ["sphere", null],
  ])("configuration %j → %j", (config, want) => {
    const e = read((a) => (a.system.spacecraft.configuration = config));
    expect(e.ship.configuration).toBe(want);
    if (!want) expect(lines(e, "left")).toContain("system.spacecraft.configuration: sphere");
  });

  it("power, reaction drive, hull options and shielding are left when set, not when empty", () => {
    const e = read((a) =>
      Object.assign(a.system.spacecraft, { rdrive: 3, hullOptions: "reinforced", radShielding: 0 }),
    );
    expect(lines(e, "left")).toEqual(
      expect.arrayContaining(["system.spacecraft.rdrive: 3", "system.spacecraft.hullOptions: reinforced"]),
    );
    expect(e.notes.left.map((n) => n.from)).not.toContain("system.spacecraft.radShielding");
  });

  it("hits: the share left kept, within 0 and the whole; none given is undamaged", () => {
    const hit = (hits: unknown) => read((a) => (a.system.hits = hits));
    expect(hit({ value: 10, max: 40 }).state.hull).toBe(1);
    expect(hit({ value: 90, max: 40 }).state.hull).toBe(2);
    expect(hit({ value: -5, max: 40 }).state.hull).toBe(0);
    expect(hit({ max: 40 }).state.hull).toBe(2);
    expect(hit({}).state.hull).toBe(2);
    expect(lines(hit({ value: 10, max: 40 }), "guessed")).toContain("system.hits: 10 / 40 → 1 / 2");
    expect(lines(hit({}), "guessed")).toContain("system.hits: ? / ? → 2 / 2");
  });

  it("criticals: two severities a step, 6 or more the whole track; unknown, zero or odd ones left", () => {
    const e = read(
      (a) =>
        (a.flags.mgt2e = {
          crit_sensors: 1,
          crit_powerPlant: 4,
          crit_jDrive: 9,
          crit_armour: 2,
          crit_fuel: 0,
          crit_bridge: "x",
          other: 3,
        }),
    );
    expect(e.state.systems).toMatchObject({ sensors: 1, powerPlant: 2, jDrive: 3 });
    expect(e.state.systems.fuel ?? 0).toBe(0);
    expect(lines(e, "guessed")).toEqual(
      expect.arrayContaining([
        "flags.mgt2e.crit_sensors: 1 → 1",
        "flags.mgt2e.crit_powerPlant: 4 → 2",
        "flags.mgt2e.crit_jDrive: 9 → 3",
      ]),
    );
    expect(lines(e, "left")).toEqual(
      expect.arrayContaining(["flags.mgt2e.crit_armour: 2", "flags.mgt2e.crit_fuel: 0", "flags.mgt2e.crit_bridge: x"]),
    );
    expect(e.notes.left.map((n) => n.from)).not.toContain("flags.mgt2e.other");
  });
});

describe("Mongoose hardware", () => {
  it("a weapon mount: bays, fixed mounts, several of them; spinal and barbette noted; its status its track", () => {
    const e = read((a) => {
      a.system.spacecraft.dtons = 300;
      item(a, "mgTurret00000001").system.status = "DESTROYED";
      a.items.push(
        hardware("mgBay00000000001", "Missile Bay", "weapon", {
          mount: "bay.small",
          weapons: { mgWpnMissile0001: { quantity: 1 } },
        }),
        hardware("mgFixed000000001", "Fixed Mount", "weapon", { mount: "fixed", weapons: { mgWpnPulse000001: {} } }),
        { _id: "mgWpnMissile0001", name: "Missile Rack", type: "weapon", system: {} },
      );
    });
    expect(e.ship.mounts.map((m) => `${m.type} ${m.fixed ? "fixed" : ""}: ${m.weapons.join(", ")}`)).toEqual([
      "turret : pulseLaser, sandcaster",
      "bay : missile",
      "turret fixed: pulseLaser",
    ]);
    expect(e.state.mounts).toEqual({ m1: 3 });
    const spinal = read((a) => (item(a, "mgTurret00000001").system.hardware.mount = "spinal"));
    expect(lines(spinal, "left")).toContain("items[Double Turret].system.hardware.mount: spinal");
  });

  it("a mount's linked weapons: up to three, an unknown or a bad count left; none at all leaves the mount", () => {
    const e = read((a) => {
      item(a, "mgTurret00000001").system.hardware.weapons = {
        mgWpnPulse000001: { quantity: 2 },
        mgWpnSand0000001: { quantity: 5 },
        mgNoSuchWeapon01: { quantity: 1 },
        mgWpnSand0000002: { quantity: 0 },
      };
      a.items.push({ _id: "mgWpnSand0000002", name: "Sandcaster", type: "weapon", system: {} });
    });
    expect(e.ship.mounts[0]!.weapons).toEqual(["pulseLaser", "pulseLaser", "sandcaster"]);
    expect(lines(e, "left")).toEqual(
      expect.arrayContaining([
        "items[Double Turret].system.hardware.weapons.mgNoSuchWeapon01: mgNoSuchWeapon01",
        "items[Double Turret].system.hardware.weapons.mgWpnSand0000002: Sandcaster",
      ]),
    );
    const empty = read((a) => (item(a, "mgTurret00000001").system.hardware.weapons = {}));
    expect(empty.ship.mounts).toEqual([]);
    expect(lines(empty, "left")).toContain("items[Double Turret]: Double Turret");
  });

  it("more mounts than the hull's hardpoints are refused, by the item's quantity", () => {
    expect(refusal((a) => (item(a, "mgTurret00000001").system.quantity = 2))).toEqual({
      code: "badFigure",
      field: "items[Double Turret].system.quantity",
      value: 2,
    });
    expect(refusal((a) => (item(a, "mgTurret00000001").system.quantity = 0.5))).toMatchObject({ code: "badFigure" });
  });

  it("computers: rated by processing, Model = rating ÷ 5 from 1 to 9, bis and fib; none rated left", () => {
    const model = (name: string) => read((a) => (item(a, "mgComputer000001").name = name)).ship.computer;
    expect(model("Computer/5bis")).toEqual({ model: 1, bis: true, fib: false });
    expect(model("Computer/10 fib")).toEqual({ model: 2, bis: false, fib: true });
    expect(model("Computer/11")).toEqual({ model: 3, bis: false, fib: false });
    expect(model("Computer/99")).toEqual({ model: 9, bis: false, fib: false });
    const none = read((a) => (item(a, "mgComputer000001").name = "Core"));
    expect(none.ship.computer).toBeNull();
    expect(lines(none, "left")).toContain("items[Core]: Core");
  });

  it("berths, screens, a damaged drive; other hardware left with its kind", () => {
    const e = read((a) => {
      a.system.spacecraft.dtons = 2000;
      item(a, "mgMDrive00000001").system.status = "DAMAGED";
      a.items.push(
        hardware("mgLow00000000001", "Low Berths", "stateroom", {}, 6),
        hardware("mgDamper00000001", "Nuclear Damper", "general", {}, 1),
        hardware("mgMeson000000001", "Meson Screen", "general", {}, 2),
        hardware("mgArmour00000001", "Bonded Superdense", "armour"),
        hardware("mgLab00000000001", "Laboratory", "general"),
      );
    });
    expect([e.ship.lowBerths, e.ship.staterooms]).toEqual([6, 4]);
    expect(e.ship.screens).toEqual({ mesonScreen: 2, nuclearDamper: 1 });
    expect(e.ship.armorType).toBe("bondedSuperdense");
    expect(e.state.systems.mDrive).toBe(1);
    expect(lines(e, "read")).toEqual(
      expect.arrayContaining([
        "items[M-Drive (Thrust 2)].system.status: DAMAGED",
        "items[M-Drive (Thrust 2)]: M-Drive (Thrust 2): DAMAGED",
      ]),
    );
    expect(lines(e, "left")).toContain("items[Laboratory]: general: Laboratory");
  });

  it("roles: their positions count, a role without positions counts one", () => {
    const e = read((a) => {
      item(a, "mgRoleGun0000001").system.role.positions = 3;
      item(a, "mgRolePilot00001").system.role.positions = 0;
    });
    expect(e.ship.positions).toMatchObject({ pilot: 1, driveEngineer: 1 });
    expect(e.ship.crew.roles.find((r) => r.role === "gunner")?.count).toBe(3);
  });
});
