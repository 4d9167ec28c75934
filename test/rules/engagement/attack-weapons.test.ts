// The weapons an attack fires when its command names none (attackWeapons), checked against the rule written out plainly.
import { describe, expect, test } from "vitest";
import { attackWeapons, missilesPerLaunch, missileTypeOf } from "../../../src/rules/engagement/weapons";
import { makeCtx, slotOf } from "../../../src/rules/engagement/context";
import { attackDifficulty } from "../../../src/rules/ranges";
import type { MissileType, MountSnapshot, RangeBand, ShipSnapshot, WeaponSnapshot } from "../../../src/rules/types";
import { duel, frontierTrader, raider } from "./fixtures";

/**
 * The rule: a weapon fires when it reaches the range and is not spent; a missile rack while the magazine holds a
 * launch of its type, a sandcaster while sand is left; sandcasters only when nothing else fires.
 */
function expected(ship: ShipSnapshot, mount: MountSnapshot, range: RangeBand, spent: string[]): WeaponSnapshot[] {
  const missiles: Record<string, number> = { ...ship.ammo.missiles };
  let sand = ship.ammo.sand;
  const others: WeaponSnapshot[] = [];
  const casters: WeaponSnapshot[] = [];
  for (const w of mount.weapons) {
    if (attackDifficulty(w.kind, range) === null || spent.includes(w.id)) continue;
    if (w.kind === "sandcaster") {
      if (sand-- > 0) casters.push(w);
    } else if (w.kind === "missile") {
      const t = missileTypeOf(w);
      if (missiles[t] < missilesPerLaunch(mount.type)) continue;
      missiles[t] -= missilesPerLaunch(mount.type);
      others.push(w);
    } else others.push(w);
  }
  return others.length ? others : casters;
}

const MOUNTS: Record<string, WeaponSnapshot[]> = {
  beams: [
    { id: "w1", kind: "beamLaser" },
    { id: "w2", kind: "beamLaser" },
  ],
  mixedBeams: [
    { id: "w1", kind: "pulseLaser" },
    { id: "w2", kind: "particleBeam" },
  ],
  racks: [
    { id: "w1", kind: "missile", missileType: "smart" },
    { id: "w2", kind: "missile", missileType: "smart" },
    { id: "w3", kind: "missile", missileType: "smart" },
  ],
  mixedRacks: [
    { id: "w1", kind: "missile" },
    { id: "w2", kind: "missile", missileType: "nuclear" },
  ],
  sand: [
    { id: "w1", kind: "sandcaster" },
    { id: "w2", kind: "sandcaster" },
  ],
  sandAndBeam: [
    { id: "w1", kind: "sandcaster" },
    { id: "w2", kind: "beamLaser" },
  ],
  rackAndBeam: [
    { id: "w1", kind: "missile" },
    { id: "w2", kind: "pulseLaser" },
  ],
  empty: [],
};

const RANGES: RangeBand[] = ["adjacent", "short", "long", "distant"];

describe("attackWeapons", () => {
  for (const [name, weapons] of Object.entries(MOUNTS))
    test(`${name}: as the rule says, for every range, magazine and spent weapon`, () => {
      let cases = 0;
      for (const type of ["turret", "bay"] as const)
        for (const ammo of [0, 1, 2, 3, 12, 24, 36])
          for (const spent of [[], ["w1"], ["w2"]])
            for (const range of RANGES) {
              const mount: MountSnapshot = { id: "x", type, damage: 0, weapons };
              const missiles = { standard: ammo, smart: ammo, nuclear: Math.floor(ammo / 2) } as Record<
                MissileType,
                number
              >;
              const ship: ShipSnapshot = { ...raider(), mounts: [mount], ammo: { missiles, sand: ammo } };
              const s = duel(ship, frontierTrader(), { range });
              s.memory.ships.raider.spentWeapons = spent;
              const ctx = makeCtx(s);
              const got = attackWeapons(ctx, slotOf(ctx, "raider")!, mount, range);
              expect(got, `${type} ammo ${ammo} spent ${spent.join()} at ${range}`).toEqual(
                expected(ship, mount, range, spent),
              );
              cases++;
            }
      expect(cases).toBe(2 * 7 * 3 * RANGES.length);
    });

  test("magazine reloading: nothing counts as spent", () => {
    const mount: MountSnapshot = { id: "x", type: "turret", damage: 0, weapons: MOUNTS.beams };
    const s = duel({ ...raider(), mounts: [mount] }, frontierTrader(), { options: { reloading: "magazine" } });
    s.memory.ships.raider.spentWeapons = ["w1"];
    const ctx = makeCtx(s);
    expect(attackWeapons(ctx, slotOf(ctx, "raider")!, mount, "short")).toEqual(MOUNTS.beams);
  });
});
