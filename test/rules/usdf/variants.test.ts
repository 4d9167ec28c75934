// Phrasings beyond the SRD corpus: what a referee's own USDF paragraph may say.
import { describe, expect, it } from "vitest";
import { exportShipDescription, parseShipDescription } from "../../../src/rules/usdf";
import type { UsdfParseResult, UsdfShip } from "../../../src/rules/usdf";
import { listItems, numberValue, plural, singular } from "../../../src/rules/usdf/text";

const HEAD = "TL12 Gazelle\nUsing a 400-ton hull (8 Hull, 8 Structure), the Gazelle is a close escort.";
function ok(r: UsdfParseResult): { ship: UsdfShip; unread: string[] } {
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
const read = (body: string) => ok(parseShipDescription(`${HEAD} ${body}`));

describe("USDF variants", () => {
  it("mixed and pop-up turrets, banks, fixed mountings", () => {
    const { ship, unread } = read(
      "Installed on the hardpoints are one triple turret armed with two beam lasers and a sandcaster, two pop-up double turrets armed with pulse lasers and a single fixed mounting armed with a missile rack.",
    );
    expect(unread).toEqual([]);
    expect(ship.mounts.map((m) => [m.size, m.popup, m.fixed, m.weapons])).toEqual([
      [3, false, false, ["beamLaser", "beamLaser", "sandcaster"]],
      [2, true, false, ["pulseLaser", "pulseLaser"]],
      [2, true, false, ["pulseLaser", "pulseLaser"]],
      [1, false, true, ["missile"]],
    ]);
    expect(ship.weapons.map((w) => w.mount)).toEqual([
      "turret",
      "turret",
      "turret",
      "popup",
      "popup",
      "popup",
      "popup",
      "fixed",
    ]);
    const banks = read("Installed on the hardpoints are two meson gun bays and one missile bank.").ship;
    expect(banks.mounts.map((m) => [m.type, m.weapons])).toEqual([
      ["bay", ["mesonGun"]],
      ["bay", ["mesonGun"]],
      ["bay", ["missile"]],
    ]);
  });

  it("turrets without a size take the size of their weapons; empty turrets stay empty", () => {
    const { ship } = read(
      "Installed on the hardpoints are one turret armed with two beam lasers and one triple turret.",
    );
    expect(ship.mounts.map((m) => [m.size, m.weapons.length])).toEqual([
      [2, 2],
      [3, 0],
    ]);
  });

  it("reports weapons it cannot read instead of guessing", () => {
    const { ship, unread } = read(
      "Installed on the hardpoints are one triple turret armed with plasma cannons, one sandcaster bay, one triple turret armed with four beam lasers and one single turret armed with three missiles.",
    );
    expect(ship.mounts).toEqual([]);
    expect(unread).toEqual([
      "one triple turret armed with plasma cannons",
      "one sandcaster bay",
      "one triple turret armed with four beam lasers",
      "one single turret armed with three missiles",
    ]);
  });

  it("software named in its own sentence, or among special features", () => {
    const { ship, unread } = read(
      "The computer runs Fire Control/2, Evade/1, Auto-Repair/1 and Intellect software. Special features include Expert Pilot/1 program and fuel scoops.",
    );
    expect(unread).toEqual([]);
    expect(ship.software.map((s) => [s.name, s.rating])).toEqual([
      ["Fire Control", 2],
      ["Evade", 1],
      ["Auto-Repair", 1],
      ["Intellect", null],
      ["Expert Pilot", 1],
    ]);
    expect(read("The computer runs a fancy thing.").unread).toEqual(["a fancy thing"]);
  });

  it("costs in Cr, armor without a type, armor options, other armor names", () => {
    const { ship, unread } = read(
      "The ship costs Cr750,000 and takes 10 weeks to build. The hull is distributed, armored (4 points), and possesses a Reflec coating and a self-sealing hull.",
    );
    expect(unread).toEqual([]);
    expect([ship.cost, ship.buildWeeks]).toEqual([0.75, 10]);
    expect([ship.configuration, ship.armorType, ship.armor, ship.armorOptions]).toEqual([
      "distributed",
      null,
      4,
      ["reflec", "selfSealing"],
    ]);
    const other = read(
      "The hull is standard, and is armored with Molecular Bonded (12 points), and possesses a nanite skin.",
    );
    expect([other.ship.armorType, other.ship.armor]).toEqual(["Molecular Bonded", 12]);
    expect(other.unread).toEqual(["and possesses a nanite skin"]);
  });

  it("screens, hangars and ammunition in other words", () => {
    const { ship, unread } = read(
      "The ship has two meson screens and a nuclear damper. There are three small craft hangars, each holding a pinnace. 24 nuclear missiles, 12 missiles and 40 sandcaster barrels are carried as ammunition.",
    );
    expect(unread).toEqual([]);
    expect(ship.screens).toEqual({ mesonScreen: 2, nuclearDamper: 1 });
    expect(ship.hangars).toEqual({ count: 3, craft: [{ count: 3, name: "pinnace" }], includedInCost: false });
    expect(ship.ammo).toEqual({ missiles: { standard: 12, smart: 0, nuclear: 24 }, sand: 40 });
    const odd = read(
      "The ship has two plasma screens. There are two small craft hangars, full of junk. 9 torpedoes are carried as ammunition.",
    );
    expect(odd.unread).toEqual(["two plasma screens", "full of junk", "9 torpedoes"]);
  });

  it("accommodation: barracks, cabins, berths; unknown rooms reported", () => {
    const { ship, unread } = read(
      "There are 20 staterooms, barracks for 30 marines, 4 low passage berths, a ballroom and 2 emergency low berths.",
    );
    expect([ship.staterooms, ship.barracks, ship.lowBerths, ship.emergencyLowBerths]).toEqual([20, 30, 4, 2]);
    expect(unread).toEqual(["a ballroom"]);
    expect(read("There is additional cabin space for two passengers.").unread).toEqual([
      "There is additional cabin space for two passengers.",
    ]);
  });

  it("figures too large to be true are reported, not used", () => {
    const huge = "99999999999999";
    const { ship, unread } = read(
      `There are ${huge} staterooms. There is a ${huge}-man cockpit. Cargo capacity is ${huge} tons. The ship requires a crew of three: ${huge} pilots. ${huge} smart missiles are carried as ammunition. The ship has ${huge} meson screens.`,
    );
    expect(ship.staterooms).toBe(0);
    expect(ship.cabin).toBeNull();
    expect(ship.cargo).toBe(0);
    expect(ship.crew.roles).toEqual([]);
    expect(unread.length).toBeGreaterThanOrEqual(5);
  });

  it("a heading on the same line as the paragraph, markdown around it", () => {
    const r = ok(
      parseShipDescription(
        "### TL 12 Gazelle Using a 400-ton hull (8 Hull, 8 Structure), the Gazelle is a close escort. It mounts maneuver drive K, giving a performance of 3-G acceleration.",
      ),
    );
    expect([r.ship.name, r.ship.techLevel, r.ship.thrust, r.ship.drives.maneuver]).toEqual(["Gazelle", 12, 3, "K"]);
  });

  it("a name taken from the hull sentence when the heading names another ship", () => {
    const r = ok(
      parseShipDescription(
        "TL10 Something Else\nUsing a 100-ton hull (2 Hull, 2 Structure), the Type S Scout serves the scout service.",
      ),
    );
    expect(r.ship.name).toBe("Something Else");
    expect(r.ship.description).toBe("serves the scout service");
  });

  it("passengers it cannot read are reported whole", () => {
    const { ship, unread } = read("The ship can carry lots of passengers.");
    expect(ship.passengers.count).toBe(0);
    expect(unread).toEqual(["The ship can carry lots of passengers"]);
    expect(read("The ship can carry two passengers and four zombies.").unread).toEqual(["four zombies"]);
  });

  it("crew roles without a number count one; positions for bay gunners and sensors operators", () => {
    const { ship } = read(
      "Installed on the hardpoints are two missile bays and one triple turret armed with beam lasers. The ship requires a crew of six: Captain, 2 bay gunners, gunner, sensors operator and a chief security officer.",
    );
    expect(ship.crew.roles.map((r) => [r.count, r.role, r.position])).toEqual([
      [1, "captain", "captain"],
      [2, "bay gunners", "bayGunner"],
      [1, "gunner", "turretGunner"],
      [1, "sensors operator", "sensorsOperator"],
      [1, "chief security officer", "chiefSecurityOfficer"],
    ]);
    expect(ship.positions).toEqual({
      captain: 1,
      bayGunner: 2,
      sensorsOperator: 1,
      chiefSecurityOfficer: 1,
      turretGunner: 1,
    });
  });

  it("round-trips the variants too", () => {
    const { ship } = read(
      "It mounts jump drive B, giving a performance of Jump-1 and 0-G acceleration. Installed on the hardpoints are one triple turret armed with a beam laser, a sandcaster and a beam laser. The ship requires a crew of 2. The ship costs Cr1.",
    );
    expect(ok(parseShipDescription(exportShipDescription(ship))).ship).toEqual(ship);
    expect(ship.mounts[0].weapons).toEqual(["beamLaser", "sandcaster", "beamLaser"]);
  });
});

describe("text helpers", () => {
  it("numbers in digits and words", () => {
    expect(["1,096", "50.5", "twenty-three", "an", "none", "Fifty", "ninety nine"].map(numberValue)).toEqual([
      1096, 50.5, 23, 1, 0, 50, 99,
    ]);
    expect(["lots", "1e3", undefined, "99999999999"].map(numberValue)).toEqual([null, null, null, null]);
  });
  it("lists split at top level only", () => {
    expect(listItems("a, b (c, d) and e, or f")).toEqual(["a", "b (c, d)", "e", "f"]);
    expect(listItems("1,000 missiles and 3,600 sand")).toEqual(["1,000 missiles", "3,600 sand"]);
  });
  it("singular undoes plural", () => {
    for (const w of ["fighter", "launch", "box", "boss", "ship's boat", "horse"]) expect(singular(plural(w))).toBe(w);
  });
});
