// The damage chain's own guards: a hit group's random turret and random bay are two picks (ruling R30), and the quiet
// chain (no event list, as the engine's simulations run it) rolls the same dice to the same ship as the reported one,
// through every redirect, without a crash.
import { describe, expect, it } from "vitest";
import { rollDamageInto, type DamageTally } from "../../src/rules/damage";
import type { DamageAttack, DamageOptions } from "../../src/rules/damage-types";
import { scriptedSource } from "../../src/rules/dice";
import type { MountSnapshot, ShipSnapshot } from "../../src/rules/types";
import { makeShip } from "./fixtures";
import { of, run } from "./damage-scripted";

const mount = (id: string, type: MountSnapshot["type"], damage: number): MountSnapshot => ({
  id,
  type,
  damage: damage as MountSnapshot["damage"],
  weapons: [],
});

// 27 beam laser damage against armor 2: 25 net, one Triple Hit
const TRIPLE: DamageAttack = { damage: 27, weapon: "beamLaser" };

/** The test ship with Hull and Structure enough to take every hit of a group. */
const withPools = (over: Partial<ShipSnapshot>) =>
  makeShip({ hull: { value: 20, max: 20 }, structure: { value: 20, max: 20 }, ...over });

describe("a hit group that strikes a turret and then a bay (R30)", () => {
  // both turrets wrecked, the Hull down to 1: the group's turret hits go on to the Hull, breach it, and the hits after
  // the breach go to the Internal column's row 5, the Bay
  const ship = () =>
    makeShip({
      hull: { value: 1, max: 4 },
      mounts: [mount("t1", "turret", 3), mount("t2", "turret", 3), mount("b1", "bay", 0), mount("b2", "bay", 0)],
    });

  it("picks the bay on its own (its own die), and every later hit of the group goes to that bay", () => {
    // location 5 (Turret); turret pick 2 (t2, wrecked); bay pick 1 (b1)
    const r = run(ship(), TRIPLE, [5, 2, 1]);
    expect(r.log.map((q) => [q.purpose, q.sides, q.label])).toEqual([
      ["location", undefined, undefined],
      ["random", 2, "random turret"],
      ["random", 2, "random bay"],
    ]);
    expect(of(r.events, "mountDamaged").map((e) => [e.mountId, e.from, e.to])).toEqual([
      ["b1", 0, 1],
      ["b1", 1, 2],
    ]);
    // every turret hit of the group stayed on the turret picked first (a wrecked one: each one a Hull hit)
    expect(
      of(r.events, "hitRedirected")
        .filter((e) => e.from === "turret")
        .map((e) => e.mountId),
    ).toEqual(["t2", "t2", "t2"]);
    expect(r.ship.mounts.map((m) => m.damage)).toEqual([3, 3, 2, 0]);
  });

  it("the next group picks its turret and its bay anew", () => {
    // 45 damage against armor 2: two Triple Hits; group 1 as above, group 2 on the Internal column's row 5 (Bay): b2
    const r = run(ship(), { damage: 45, weapon: "beamLaser" }, [5, 2, 1, 5, 2]);
    expect(of(r.events, "mountDamaged").map((e) => [e.mountId, e.to])).toEqual([
      ["b1", 1],
      ["b1", 2],
      ["b2", 1],
      ["b2", 2],
      ["b2", 3],
    ]);
  });
});

describe("a redirect's event names a mount only when it left one", () => {
  it("a redirect from a wrecked mount names it; one from Armor, the Hull, a system or a missing mount has no mountId", () => {
    const wrecked = run(withPools({ mounts: [mount("t1", "turret", 3)] }), { damage: 5, weapon: "beamLaser" }, [5]);
    expect(of(wrecked.events, "hitRedirected")).toStrictEqual([
      { type: "hitRedirected", from: "turret", to: "hull", reason: "subsequentHit", mountId: "t1" },
    ]);
    const others = [
      run(withPools({ armor: { value: 0, max: 2 } }), { damage: 3, weapon: "beamLaser" }, [7]),
      run(makeShip({ tons: 50, hull: { value: 0, max: 1 } }), { damage: 5, weapon: "beamLaser" }, [2]),
      run(withPools({ mounts: [] }), { damage: 5, weapon: "beamLaser" }, [5]),
      run(withPools({ systems: { ...makeShip().systems, sensors: 3 } }), { damage: 5, weapon: "beamLaser" }, [3]),
    ];
    const redirects = others.flatMap((r) => of(r.events, "hitRedirected"));
    expect(redirects.map((e) => e.reason)).toEqual(["noArmor", "hullBreached", "noMount", "subsequentHit"]);
    for (const e of redirects) expect(Object.hasOwn(e, "mountId"), JSON.stringify(e)).toBe(false);
  });
});

/** The chain with no event list (a simulation's), and the tally it keeps. */
function quiet(ship: ShipSnapshot, attack: DamageAttack, dice: number[], options: DamageOptions = {}) {
  const src = scriptedSource(dice);
  const tally: DamageTally = { net: 0, changed: false, status: false };
  const result = rollDamageInto(src, ship, attack, options, undefined, tally);
  return { ship: result, tally, remaining: src.remaining(), log: src.log };
}

/** Each redirect and side effect of the chain: the ship, the attack, the dice the reported chain uses. */
const CASES: [string, ShipSnapshot, DamageAttack, number[]][] = [
  // a large ship's Hull breached mid-group: the group's later hits go to the Internal column's row (2: Structure)
  ["the Hull breached mid-group (Internal column)", makeShip({ hull: { value: 1, max: 4 } }), TRIPLE, [2]],
  // a small craft's breached Hull: Structure
  ["a small craft's breached Hull (Structure)", makeShip({ tons: 50, hull: { value: 0, max: 1 } }), TRIPLE, [2]],
  // row 7 of the External column: Armor, none left, the Hull
  ["no Armor left (the Hull)", withPools({ armor: { value: 0, max: 2 } }), { damage: 25, weapon: "beamLaser" }, [7]],
  ["Armor hit", withPools({}), TRIPLE, [7]],
  ["a wrecked turret (the Hull)", withPools({ mounts: [mount("t1", "turret", 3)] }), TRIPLE, [5]],
  ["no turret (the Hull)", withPools({ mounts: [] }), TRIPLE, [5]],
  [
    "a wrecked bay (Structure)",
    withPools({ hull: { value: 0, max: 4 }, mounts: [mount("b1", "bay", 3)] }),
    TRIPLE,
    [5],
  ],
  ["no bay (Structure)", withPools({ hull: { value: 0, max: 4 }, mounts: [] }), TRIPLE, [5]],
  // row 3 of the External column: Sensors, already wrecked
  ["a wrecked system (its subsequent hit)", withPools({ systems: { ...makeShip().systems, sensors: 3 } }), TRIPLE, [3]],
  // row 7 of the Internal column: the crew (a Crew Damage roll of 7: one crew member, 2D6 damage)
  ["a crew hit", withPools({ hull: { value: 0, max: 4 } }), { damage: 5, weapon: "beamLaser" }, [7, 7, 1, 6]],
  // row 3 of the Internal column: the power plant, damaged, radiation (a crew hit), disabled
  ["the power plant to disabled", withPools({ hull: { value: 0, max: 4 } }), TRIPLE, [3, 7, 1, 6]],
  [
    "the bridge's crew hit",
    withPools({ hull: { value: 0, max: 4 } }),
    { damage: 5, weapon: "beamLaser" },
    [12, 7, 1, 6],
  ],
  // row 9 of the External column: fuel, a leak, a share lost, all lost
  ["fuel: leak, loss, all lost", withPools({}), TRIPLE, [9, 3, 4]],
  // row 9 of the Internal column: the hold, a share lost twice, all lost
  ["the hold: losses, all lost", withPools({ hull: { value: 0, max: 4 } }), TRIPLE, [9, 4, 2]],
  [
    "the ship destroyed mid-group",
    makeShip({ hull: { value: 0, max: 4 }, structure: { value: 1, max: 4 } }),
    TRIPLE,
    [2],
  ],
];

describe("the quiet chain (no event list) is the reported one, redirects and side effects included", () => {
  it.each(CASES)("%s: the same dice, the same ship, no crash", (_name, ship, attack, dice) => {
    const loud = run(ship, attack, dice);
    const q = quiet(ship, attack, dice);
    expect(q.remaining).toBe(0);
    expect(q.log).toEqual(loud.log);
    expect(q.ship).toEqual(loud.ship);
    expect(q.tally.changed).toBe(q.ship !== ship);
    expect(q.tally.status).toBe(loud.events.some((e) => e.type === "shipDestroyed" || e.type === "shipDisabled"));
  });
});
