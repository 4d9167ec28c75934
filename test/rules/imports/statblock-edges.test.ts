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

describe("statblock forms, word by word", () => {
  const fit = (item: string) => read(block(`Fittings: ${item}`));
  it.each([
    ["1 stateroom", "staterooms", 1],
    ["3 staterooms", "staterooms", 3],
    ["1 low berth", "lowBerths", 1],
    ["2 cryoberths", "lowBerths", 2],
    ["1 cryoberth", "lowBerths", 1],
    ["2 emergency low berths", "emergencyLowBerths", 2],
    ["1 ton of cargo", "cargo", 1],
    ["12 tons of cargo space", "cargo", 12],
  ] as const)("%j fills %s", (item, key, n) => {
    const e = fit(item);
    expect(e[key]).toBe(n);
    expect(e.features).toEqual([]);
  });

  it.each([
    "2 staterooms for the crew",
    "spare staterooms",
    "1 low berth bay",
    "old low berths",
    "3 tons of cargo and fuel",
    "missiles racks",
    "1 missile launcher",
  ])("%j is a special feature, not a fitting read by its first words", (item) => {
    const e = fit(item);
    expect([e.staterooms, e.lowBerths, e.cargo, e.ammo.missiles.standard]).toEqual([0, 0, 0, 0]);
    expect(e.features).toHaveLength(1);
  });

  it.each([
    ["1 missile", { standard: 1, smart: 0, nuclear: 0 }],
    ["6 standard missiles", { standard: 6, smart: 0, nuclear: 0 }],
    ["1 smart missile", { standard: 0, smart: 1, nuclear: 0 }],
    ["1 sand canister", { sand: 1 }],
    ["4 sandcaster canisters", { sand: 4 }],
    ["5 canisters of sand", { sand: 5 }],
  ])("%j is ammunition", (item, want) => {
    const e = fit(item);
    if ("sand" in want) expect(e.ammo.sand).toBe(want.sand);
    else expect(e.ammo.missiles).toEqual(want);
  });

  it.each([
    ["1 ton of fuel processor", { tons: 1, perDay: null }],
    ["0.5 tons of fuel processors", { tons: 0.5, perDay: null }],
    ["2.25 tons of fuel processors (45 tons a day)", { tons: 2.25, perDay: 45 }],
    ["10 tons of fuel processors (200 tons per day)", { tons: 10, perDay: 200 }],
    ["1 ton of fuel processors(20 ton a day)", { tons: 1, perDay: 20 }],
  ])("%j are fuel processors", (item, want) => {
    expect(fit(item).fuelProcessors).toEqual(want);
  });

  it.each(["fuel processors", "6 tons of fuel processors and scoops", "big fuel processors (5 tons a day)"])(
    "%j is not read as fuel processors",
    (item) => expect(fit(item).fuelProcessors).toBeNull(),
  );

  it("a count of a billion is read, one more is not", () => {
    expect(fit("1000000000 escape pods").features).toEqual([{ count: 1e9, name: "escape pods" }]);
    expect(readStatblock(block("Fittings: 1000000001 escape pods"))).toEqual({
      ok: false,
      error: { code: "badFigure", field: "Fittings", value: "1000000001 escape pods" },
    });
  });

  it.each([
    ["Computer: Model/3", { model: 3, bis: false, fib: false }],
    ["Computer: model 4bis", { model: 4, bis: false, fib: false }],
    ["Computer: Model 5 bis", { model: 5, bis: true, fib: false }],
    ["Computer: Model 1 / fib", { model: 1, bis: false, fib: true }],
  ])("%s", (line, computer) => {
    expect(read(block(line)).computer).toEqual(computer);
  });

  it.each([
    ["Cost: MCr 12.5", 12.5],
    ["Cost: MCr12", 12],
    ["Cost: 35 MCr", null],
    ["Cost: Cr 1,500,000", 1.5],
    ["Cost: KCr 5", 0.005],
    ["Cost: ACr 5", null],
  ])("%s → %j", (line, cost) => {
    expect(read(block(line)).cost).toBe(cost);
  });

  it.each([
    ["Armor: 4 (Crystaliron)", "crystaliron"],
    ["Armor: (Titanium Steel) 2", "titaniumSteel"],
    ["Armor: 12 Superdense", "bondedSuperdense"],
    ["Armor: 4 (Ablat)", null],
  ])("%s → armor type %j", (line, type) => {
    expect(read(block(line)).armorType).toBe(type);
  });

  it("figures: thousands, decimals; the first figure of a label", () => {
    expect(read("TL12 X\nTonnage: 1,000,000 tons").tons).toBe(1_000_000);
    expect(read("TL12 X\nTonnage: 12,5 tons").tons).toBe(12);
    expect(read("TL12 X\nTonnage: 150.5 tons").tons).toBe(150.5);
    expect(read(block("Fuel: 40.25 tons (2 jumps)")).fuel?.tons).toBe(40.25);
    expect(read(block("Fuel: 0 tons")).fuel).toBeNull();
  });

  it("the title: spaces and a dash after TL, a name kept whole, a long name and description cut", () => {
    expect(read("TL 9 Far  Trader\nTonnage: 200").name).toBe("Far  Trader");
    expect(read("#TL-10 Scout\nTonnage: 100").techLevel).toBe(10);
    expect(read("TL12\nTonnage: 100").name).toBe("TL12");
    expect(read(`TL12 ${"N".repeat(300)}\nTonnage: 100`).name).toHaveLength(200);
    expect(read(`TL12 X\n${"d".repeat(3000)}\nTonnage: 100`).description).toHaveLength(2000);
    expect(read("  TL12 Spaced  \r\nTonnage: 100\r\nJump: 2").name).toBe("Spaced");
    expect(read("TL12 X\rTonnage: 100\rJump: 2").jump).toBe(2);
  });

  it("a label's value without its end stop; armament of none; a turret without weapons named left", () => {
    const e = read(block("Fittings: 2 staterooms.", "Armament: -"));
    expect(e.staterooms).toBe(2);
    expect(e.mounts).toEqual([]);
    const bare = read(block("Armament: 1 triple turret: railgun, gauss rifle"));
    expect(bare.mounts).toEqual([]);
    expect(lines(bare, "left")).toEqual(
      expect.arrayContaining([
        "Armament: railgun",
        "Armament: gauss rifle",
        "Armament: 1 triple turret: railgun, gauss rifle",
      ]),
    );
    const loose = read(block("Armament: : pulse laser"));
    expect(loose.mounts.map((m) => m.weapons)).toEqual([["pulseLaser"]]);
  });

  it("turret sizes: named, or as many as the weapons listed (at most three)", () => {
    const e = read(
      [
        "TL12 X",
        "Tonnage: 1000",
        "Armament: 1 turret: 2 pulse lasers; 1 turret: 5 missiles; 1 pop-up turret: beam laser; 1 popup turret: beam laser",
      ].join("\n"),
    );
    expect(e.mounts.map((m) => `${m.size}${m.popup ? " popup" : ""}: ${m.weapons.join(", ")}`)).toEqual([
      "2: pulseLaser, pulseLaser",
      "3: missile, missile, missile",
      "1 popup: beamLaser",
      "1 popup: beamLaser",
    ]);
    expect(readStatblock(["TL12 X", "Tonnage: 100", "Armament: 2 turrets: pulse laser"].join("\n"))).toMatchObject({
      ok: false,
      error: { code: "exceedsTons" },
    });
    expect(readStatblock(["TL12 X", "Tonnage: 100", "Armament: 2 pulse lasers"].join("\n"))).toMatchObject({
      ok: false,
      error: { code: "exceedsTons" },
    });
  });

  it("a statblock of exactly the longest length is read; one more character is not", () => {
    const head = "TL12 X\nTonnage: 100\n";
    const text = head + "x".repeat(100_000 - head.length);
    expect(readStatblock(text).ok).toBe(true);
    expect(readStatblock(`${text}x`)).toMatchObject({ ok: false, error: { code: "tooLong" } });
  });
});
