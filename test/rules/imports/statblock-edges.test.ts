// Statblocks at their edges: each label's forms, what is read, left or refused, line by line.
import { describe, expect, it } from "vitest";
import { looksLikeStatblock, readStatblock, type ImportNotes } from "../../../src/rules/imports";
import type { UsdfShip } from "../../../src/rules/usdf";
import { countAndName } from "../../../src/rules/imports/statblock";

type Read = UsdfShip & { notes: ImportNotes };
/** The ship read, with the notes of its reading. */
function read(text: string): Read {
  const r = readStatblock(text);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { ...r.entry.ship, notes: r.entry.notes };
}
const block = (...lines: string[]) => ["TL12 Test", "Tonnage: 400", ...lines].join("\n");
const lines = (e: Read, kind: "read" | "guessed" | "left") => e.notes[kind].map((n) => `${n.from}: ${n.value}`);

describe("statblock labels", () => {
  it("needs three labels at the start of lines to be a statblock", () => {
    expect(looksLikeStatblock("Tonnage: 1\nArmor: 0\nJump: 1")).toBe(true);
    expect(looksLikeStatblock("  Tonnage: 1\n\tArmour: 0\nManoeuvre: 1")).toBe(true);
    expect(looksLikeStatblock("Tonnage: 1\nArmor: 0")).toBe(false);
    expect(looksLikeStatblock("Tonnage: 1 Armor: 0 Jump: 1")).toBe(false);
  });

  it("the title: TL and name, a markdown heading, no TL (12, guessed), no title at all", () => {
    expect([read(block()).techLevel, read(block()).name]).toEqual([12, "Test"]);
    const md = read("## TL-9 Far Trader\nTonnage: 200");
    expect([md.techLevel, md.name]).toEqual([9, "Far Trader"]);
    const plain = read("Pinnace\nsmall and quick\nTonnage: 40");
    expect([plain.techLevel, plain.name, plain.description]).toEqual([12, "Pinnace", "small and quick"]);
    expect(lines(plain, "guessed")).toContain("heading: 12");
    expect(read("Tonnage: 40").name).toBe("Ship");
  });

  it("tonnage: the first figure (with thousands), the configuration; none, zero or too large refused", () => {
    const e = read("TL12 Big\nTonnage: 1,200 tons, Distributed");
    expect([e.tons, e.configuration, e.hull, e.structure]).toEqual([1200, "distributed", 24, 24]);
    expect(readStatblock("TL12 X\nTonnage: none\nJump: 1")).toEqual({
      ok: false,
      error: { code: "noTons", field: "Tonnage" },
    });
    expect(readStatblock("TL12 X\nTonnage: 0")).toEqual({ ok: false, error: { code: "noTons", field: "Tonnage" } });
    expect(readStatblock("TL12 X\nJump: 1")).toEqual({ ok: false, error: { code: "noTons", field: "Tonnage" } });
    expect(readStatblock("TL12 X\nTonnage: 2000000")).toEqual({
      ok: false,
      error: { code: "badFigure", field: "Tonnage", value: 2_000_000 },
    });
  });

  it.each([
    ["Armor: 4 (Crystaliron)", 4, "crystaliron"],
    ["Armor: 2 Titanium Steel", 2, "titaniumSteel"],
    ["Armour: 6, Bonded Superdense", 6, "bondedSuperdense"],
    ["Armor: None", 0, null],
    ["Armor: -", 0, null],
    ["Armor: thick", 0, null],
  ])("%s → %j points, %j", (line, points, type) => {
    const e = read(block(line));
    expect([e.armor, e.armorType]).toEqual([points, type]);
  });

  it("drives: Maneuver N-G, Jump N; figures missing are left; the power plant is left", () => {
    const e = read(block("Maneuver: 3-G", "Jump: 2", "P-Plant: Rating 3"));
    expect([e.thrust, e.jump]).toEqual([3, 2]);
    expect(lines(e, "left")).toContain("P-Plant: Rating 3");
    const odd = read(block("Manoeuvre: none", "Jump: -"));
    expect([odd.thrust, odd.jump]).toEqual([0, 0]);
    expect(lines(odd, "left")).toEqual(expect.arrayContaining(["Maneuver: none", "Jump: -"]));
  });

  it("fuel, computer and cost: read when they give their figure, left when not", () => {
    const e = read(block("Fuel: 40 tons", "Computer: Model 2 fib", "Cost: MCr 1,234.5"));
    expect([e.fuel?.tons, e.computer, e.cost]).toEqual([40, { model: 2, bis: false, fib: true }, 1234.5]);
    expect(read(block("Cost: Cr 2,500,000")).cost).toBe(2.5);
    const odd = read(block("Fuel: none", "Computer: none", "Cost: priceless"));
    expect([odd.fuel, odd.computer, odd.cost]).toEqual([null, null, null]);
    expect(lines(odd, "left")).toEqual(expect.arrayContaining(["Fuel: none", "Computer: none", "Cost: priceless"]));
  });

  it("armament: turrets by size, fixed and pop-up; bays; loose weapons one turret each, guessed; unknown left", () => {
    const e = read(
      [
        "TL12 Test",
        "Tonnage: 1000",
        "Armament: 2 triple turrets: 2 missiles, beam laser; 1 double pop-up turret: pulse laser; fixed single turret: sandcaster; 1 particle beam bay, railgun, 2 fusion guns; 1 turret: railgun",
      ].join("\n"),
    );
    expect(
      e.mounts.map(
        (m) => `${m.type} ${m.size}${m.popup ? " popup" : ""}${m.fixed ? " fixed" : ""}: ${m.weapons.join(", ")}`,
      ),
    ).toEqual([
      "turret 3: missile, missile, beamLaser",
      "turret 3: missile, missile, beamLaser",
      "turret 2 popup: pulseLaser",
      "turret 1 fixed: sandcaster",
      "bay 1: particleBeam",
      "turret 1: fusionGun",
      "turret 1: fusionGun",
    ]);
    expect(lines(e, "left")).toEqual(expect.arrayContaining(["Armament: railgun", "Armament: 1 turret: railgun"]));
    expect(lines(e, "guessed")).toContain("Armament: 2 fusion guns");
    expect(read(block("Armament: None")).mounts).toEqual([]);
  });

  it("fittings: each kind in its home, anything else a special feature; a count past a billion refused", () => {
    const e = read(
      block(
        "Fittings: 4 staterooms, 2 low berths, 1 emergency low berth, 20 tons of cargo, 12 smart missiles, 6 nuclear missiles, 3 missiles, 40 sand canisters, 1 meson screen, 2 nuclear dampers, fuel scoops, 3 tons of fuel processors (15 tons per day), an armory, 3 escape pods",
      ),
    );
    expect([e.staterooms, e.lowBerths, e.emergencyLowBerths, e.cargo]).toEqual([4, 2, 1, 20]);
    expect(e.ammo).toEqual({ missiles: { standard: 3, smart: 12, nuclear: 6 }, sand: 40 });
    expect(e.screens).toEqual({ mesonScreen: 1, nuclearDamper: 2 });
    expect([e.fuelScoops, e.fuelProcessors]).toEqual([true, { tons: 3, perDay: 15 }]);
    expect(e.features).toEqual([
      { count: null, name: "armory" },
      { count: 3, name: "escape pods" },
    ]);
    expect(e.notes.read.filter((n) => n.from === "Fittings").map((n) => n.to)).toEqual([
      "accommodation",
      "accommodation",
      "accommodation",
      "cargo",
      "ammo",
      "ammo",
      "ammo",
      "ammo",
      "screens",
      "screens",
      "accommodation",
      "features",
      "accommodation",
      "accommodation",
    ]);
    expect(readStatblock(block("Fittings: 2000000000 staterooms"))).toEqual({
      ok: false,
      error: { code: "badFigure", field: "Fittings", value: "2000000000 staterooms" },
    });
  });

  it("a label given twice keeps its first value; a value may run on over the next lines", () => {
    const e = read(
      ["TL12 Test", "Tonnage: 400", "Jump: 2", "Jump: 3", "Fittings: 2 staterooms,", "3 low berths"].join("\n"),
    );
    expect([e.jump, e.staterooms, e.lowBerths]).toEqual([2, 2, 3]);
  });

  it("counts and names: digits, words, '2x' and '2 x'", () => {
    expect(countAndName("2x beam laser")).toEqual({ count: 2, name: "beam laser" });
    expect(countAndName("3 x turrets")).toEqual({ count: 3, name: "turrets" });
    expect(countAndName("two turrets")).toEqual({ count: 2, name: "turrets" });
    expect(countAndName("an armory")).toEqual({ count: 1, name: "armory" });
    expect(countAndName("six pods")).toEqual({ count: 6, name: "pods" });
    expect(countAndName("laser")).toEqual({ count: 1, name: "laser" });
  });
});
