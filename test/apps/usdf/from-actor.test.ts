// The way back (src/data/usdf/from-actor.ts): a ship actor's current data → the UsdfShip its paragraph is written
// from. Pure: the actors are the committed ships compendium sources and actor data built by the shared mapping.
import { describe, expect, it } from "vitest";
import { shipActorData } from "../../../src/data/usdf/actor";
import { flaggedShip, usdfShipOfActor, type ShipActorInput } from "../../../src/data/usdf/from-actor";
import { exportShipDescription, parseShipDescription, type UsdfShip } from "../../../src/rules/usdf";
import { packFiles } from "../../packs/pack-files";
import { srdShipSections } from "../../rules/usdf/srd-sections";

const SHIPS = [...packFiles("ships").values()];
interface Doc {
  name: string;
  system: Record<string, any>;
  items: { type: string; sort: number; system: Record<string, any> }[];
  flags: Record<string, unknown>;
}
const byName = (name: string) => structuredClone(SHIPS.find((d) => d.name === name)!) as Doc;
const flagOf = (doc: ShipActorInput) => (doc.flags!["cepheus-space-combat"] as { usdf: UsdfShip }).usdf;
const reread = (ship: UsdfShip) => {
  const r = parseShipDescription(exportShipDescription(ship));
  if (!r.ok) throw new Error(r.error.message);
  return r.ship;
};

function srdShip(name: string): UsdfShip {
  const section = srdShipSections().find((s) => s.heading.endsWith(name));
  const r = parseShipDescription(section!.text);
  if (!r.ok) throw new Error(r.error.message);
  return r.ship;
}

describe("an unchanged actor gives back the ship in its flag", () => {
  it.each(SHIPS.map((d) => [d.name as string, d] as const))("%s", (_name, doc) => {
    const ship = usdfShipOfActor(doc as ShipActorInput);
    expect(ship).toEqual(flagOf(doc as ShipActorInput));
    // and the paragraph reads back as the same ship
    expect(reread(ship)).toEqual(ship);
  });
});

describe("the actor's current data wins over the flag", () => {
  it("figures, software, sensors, ammunition, screens, armor options and weapons edited on the actor are written", () => {
    const doc = byName("Patrol Frigate");
    const sys = doc.system as Record<string, any>;
    doc.name = "Patrol Frigate  Vigilant\n";
    sys.tons = 400;
    sys.hull = { value: 3, max: 8 };
    sys.structure = { value: 8, max: 8 };
    sys.armor = { value: 2, max: 10 };
    sys.thrust = 5;
    sys.jump = 3;
    sys.sensors.grade = "veryAdvanced";
    sys.computer = { model: "Model 4/bis", rating: 4 };
    sys.software = { ...sys.software, fireControl: 2, evade: 1, intellect: true, repairDrones: true };
    sys.ammo = { missiles: { standard: 0, smart: 30, nuclear: 6 }, sand: 40 };
    sys.screens = { mesonScreen: 0, nuclearDamper: 1 };
    sys.armorOptions = { reflec: true, stealth: false, selfSealing: false };
    sys.fuel = { value: 10, max: 90 };
    sys.cargo = { value: 0, max: 30 };
    // the beam-laser turret loses a laser and gains a sandcaster
    const lasers = doc.items.filter((i) => i.system.kind === "beamLaser");
    lasers[2].system = { ...lasers[2].system, kind: "sandcaster" };
    const ship = reread(usdfShipOfActor(doc));
    expect(ship).toMatchObject({
      name: "Patrol Frigate Vigilant",
      techLevel: 11,
      tons: 400,
      hull: 8,
      structure: 8,
      armor: 10,
      thrust: 5,
      jump: 3,
      sensors: { grade: "veryAdvanced", dm: 2 },
      computer: { model: 4, bis: true, fib: false },
      ammo: { missiles: { standard: 0, smart: 30, nuclear: 6 }, sand: 40 },
      screens: { mesonScreen: 0, nuclearDamper: 1 },
      armorOptions: ["reflec"],
      fuel: { tons: 90 },
      cargo: 30,
    });
    expect(ship.software).toEqual(
      expect.arrayContaining([
        { name: "Fire Control", rating: 2, techLevel: null },
        { name: "Evade", rating: 1, techLevel: null },
        { name: "Intellect", rating: null, techLevel: null },
      ]),
    );
    expect(ship.features.some((f) => /repair drones/.test(f.name))).toBe(true);
    expect(ship.mounts.map((m) => m.weapons)).toEqual([
      ["missile", "missile", "missile"],
      ["missile", "missile", "missile"],
      ["beamLaser", "beamLaser", "sandcaster"],
    ]);
    // what the actor does not hold comes from the flag
    expect(ship.drives).toEqual(flagOf(byName("Patrol Frigate")).drives);
    expect(ship.crew).toEqual(flagOf(byName("Patrol Frigate")).crew);
  });

  it("software set to 0 and a removed weapon leave the text", () => {
    const doc = byName("Corvette");
    const before = flagOf(doc);
    expect(before.weapons.length).toBeGreaterThan(1);
    const ship = reread(usdfShipOfActor({ ...doc, items: doc.items.slice(1) }));
    expect(ship.weapons.length).toBe(before.weapons.length - 1);
  });

  it("a fuel or cargo figure that still rounds to the actor's tons keeps the text's exact figure", () => {
    const cutter = byName("Cutter");
    expect(flagOf(cutter).fuel!.tons).toBe(1.3);
    expect(usdfShipOfActor(cutter).fuel!.tons).toBe(1.3);
    (cutter.system as Record<string, any>).fuel = { value: 2, max: 2 };
    expect(usdfShipOfActor(cutter).fuel!.tons).toBe(2);
  });
});

describe("without a usable flag the ship is built from the actor alone", () => {
  it("a garbage or partial flag is not used", () => {
    expect(flaggedShip(undefined)).toBeNull();
    expect(flaggedShip({ "cepheus-space-combat": { usdf: "TL9 Scout" } })).toBeNull();
    expect(
      flaggedShip({ "cepheus-space-combat": { usdf: { ...flagOf(byName("Courier")), mounts: "none" } } }),
    ).toBeNull();
    expect(flaggedShip({ "cepheus-space-combat": { usdf: { name: "Courier", tons: 100 } } })).toBeNull();
    expect(flaggedShip(byName("Courier").flags)).toEqual(flagOf(byName("Courier")));
  });

  it("a hand-built ship exports a paragraph that imports as the same combat ship", () => {
    const data = shipActorData(srdShip("Destroyer"), { role: "", footer: "", npcSkill: () => 2 });
    const items = data.items.map((item, i) => ({ ...item, sort: (i + 1) * 100 }));
    const actor: ShipActorInput = { name: "Hand-built Destroyer", system: data.system, items, flags: {} };
    const ship = usdfShipOfActor(actor);
    const text = exportShipDescription(ship);
    const again = parseShipDescription(text);
    if (!again.ok) throw new Error(again.error.message);
    const rebuilt = shipActorData(again.ship, { role: "", footer: "", npcSkill: () => 2 });
    const combat = (s: Record<string, unknown>) => {
      const { notes: _n, seats: _s, computer: _c, ...rest } = s;
      return rest;
    };
    expect(again.ship.name).toBe("Hand-built Destroyer");
    expect(again.ship.techLevel).toBe(Math.max(...data.items.map((i) => i.system.tl as number)));
    expect(combat(rebuilt.system)).toEqual(combat(data.system));
    expect(rebuilt.items.map((i) => [i.name, i.system.kind, i.system.mount, i.system.mountId])).toEqual(
      data.items.map((i) => [i.name, i.system.kind, i.system.mount, i.system.mountId]),
    );
    // the crew comes from the seats, one per seat, and reads back to the same stations; engineers stay engineers,
    // but without drive codes (the actor holds none) they read back on damage control, not at the drives
    const engineer = (p: string) => p === "driveEngineer" || p === "damageControl";
    const positions = (seats: unknown) =>
      (seats as { position: string }[])
        .map((s) => s.position)
        .filter((p) => !engineer(p))
        .sort();
    expect(positions(rebuilt.system.seats)).toEqual(positions(data.system.seats));
    const engineers = (data.system.seats as { position: string }[]).filter((s) => engineer(s.position)).length;
    expect(engineers).toBeGreaterThan(0);
    expect(again.ship.positions.driveEngineer).toBe(engineers);
  });

  it("weapons on no mount get mounts of their own; empty mounts are left out", () => {
    const actor: ShipActorInput = {
      name: "Scrap",
      system: {
        tons: 200,
        hull: { value: 4, max: 4 },
        structure: { value: 4, max: 4 },
        mounts: [
          { id: "a", type: "turret", size: "double" },
          { id: "b", type: "turret", size: "triple" },
        ],
        seats: [{ position: "pilot" }],
      },
      items: [
        { type: "weapon", sort: 1, system: { kind: "pulseLaser", mount: "turretDouble", mountId: "a", tl: 9 } },
        { type: "weapon", sort: 2, system: { kind: "missile", mount: "popup", mountId: "", tl: 7 } },
        { type: "weapon", sort: 3, system: { kind: "plasmaGun", mount: "turretSingle", mountId: "a", tl: 12 } },
      ],
    };
    const ship = reread(usdfShipOfActor(actor));
    expect(ship.techLevel).toBe(9);
    expect(ship.mounts.map((m) => [m.type, m.size, m.popup, m.weapons])).toEqual([
      ["turret", 2, false, ["pulseLaser"]],
      ["turret", 1, true, ["missile"]],
    ]);
    expect(ship.crew.roles).toEqual([{ count: 1, role: "pilot", position: "pilot" }]);
    expect(ship.sensors).toBeNull();
    expect(ship.computer).toBeNull();
  });
});
