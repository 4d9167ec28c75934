// The encounter builder's search space: limits, the eligible pool, a fleet's engagement, and the steps between fleets.
import { describe, expect, it } from "vitest";
import {
  chooser,
  eligiblePool,
  EncounterRefusal,
  fleetFight,
  fleetFits,
  neighbours,
  OPPONENTS_SIDE,
  PLAYERS_SIDE,
  randomCandidate,
  resolveLimits,
  withCrewSkill,
  type Candidate,
  type EncounterShip,
} from "../../../src/rules/encounter/fleet";
import { srdShips, srdShip } from "../../fixtures/srd-ships";

const pool: EncounterShip[] = srdShips().map((s) => ({
  key: s.id,
  name: s.name,
  techLevel: s.techLevel,
  snapshot: s.snapshot,
}));
const byName = (name: string) => pool.findIndex((s) => s.name === name);

function refusal(f: () => unknown): EncounterRefusal {
  try {
    f();
  } catch (err) {
    if (err instanceof EncounterRefusal) return err;
    throw err;
  }
  throw new Error("not refused");
}

describe("limits and the eligible pool", () => {
  it("fills the defaults: one to three ships, crews 0 to 3, every stance", () => {
    expect(resolveLimits()).toMatchObject({
      minShips: 1,
      maxShips: 3,
      minSkill: 0,
      maxSkill: 3,
      stances: ["aggressive", "steady", "cautious"],
      maxTons: null,
    });
  });

  it("refuses limits that make no sense, naming the one", () => {
    expect(refusal(() => resolveLimits({ minShips: 3, maxShips: 2 })).data).toEqual({ what: "ships" });
    expect(refusal(() => resolveLimits({ maxShips: 7 })).data).toEqual({ what: "ships" });
    expect(refusal(() => resolveLimits({ minSkill: 2, maxSkill: 1 })).data).toEqual({ what: "skill" });
    expect(refusal(() => resolveLimits({ minTons: 500, maxTons: 100 })).data).toEqual({ what: "maxTons" });
    expect(refusal(() => resolveLimits({ maxTons: -1 })).data).toEqual({ what: "maxTons" });
    expect(refusal(() => resolveLimits({ stances: [] })).data).toEqual({ what: "stances" });
    expect(refusal(() => resolveLimits({ stances: ["reckless" as never] })).code).toBe("limits");
  });

  it("keeps the armed ships within the limits; a ship whose tech level is not known passes that limit", () => {
    const l = resolveLimits({ maxTons: 400, minTechLevel: 10 });
    const names = eligiblePool(pool, l).map((s) => s.name);
    // armed, at most 400 tons, TL 10 or more: the TL11 Corvette and Patrol Frigate and Survey Vessel
    expect(names.sort()).toEqual(["Corvette", "Patrol Frigate", "Survey Vessel"]);
    const unknown = { ...pool[byName("Raider")], techLevel: null };
    const tlOnly = resolveLimits({ minTechLevel: 10 });
    expect(eligiblePool([pool[byName("Raider")], unknown], tlOnly).map((s) => s.techLevel)).toEqual([null]);
  });

  it("refuses an empty pool, a pool of unarmed ships, and a pool the limits leave empty", () => {
    const l = resolveLimits();
    expect(refusal(() => eligiblePool([], l)).code).toBe("emptyPool");
    const unarmed = pool.filter((s) => ["Courier", "Yacht", "Launch"].includes(s.name));
    expect(refusal(() => eligiblePool(unarmed, l))).toMatchObject({ code: "unarmedPool", data: { ships: 3 } });
    expect(refusal(() => eligiblePool(pool, resolveLimits({ maxTons: 5 }))).code).toBe("noneFit");
  });
});

describe("a fleet's engagement", () => {
  const players = [srdShip("Frontier Trader", "p1"), srdShip("Survey Vessel", "p2")];
  const c: Candidate = {
    members: [
      { ship: byName("Raider"), skill: 0 },
      { ship: byName("Raider"), skill: 3 },
    ],
    stance: "cautious",
  };

  it("puts the players on one side and the fleet on the other, each opponent with its crew's skill and stance", () => {
    const before = structuredClone(pool[byName("Raider")].snapshot);
    const { state, options } = fleetFight({ players, range: "medium", maxRounds: 30 }, pool, c);
    expect(Object.keys(state.ships)).toEqual(["p1", "p2", "opponent-1", "opponent-2"]);
    expect(state.memory.ships.p1.side).toBe(PLAYERS_SIDE);
    expect(state.memory.ships["opponent-2"].side).toBe(OPPONENTS_SIDE);
    expect(Object.values(state.memory.ranges)).toEqual(Array(6).fill("medium"));
    expect(options).toEqual({
      maxRounds: 30,
      tactics: { "opponent-1": { stance: "cautious" }, "opponent-2": { stance: "cautious" } },
    });
    const skills = (id: string) => state.ships[id].seats.map((s) => s.npcSkill);
    expect(new Set(skills("opponent-1"))).toEqual(new Set([0]));
    expect(new Set(skills("opponent-2"))).toEqual(new Set([3]));
    // the pool's ship itself is untouched
    expect(pool[byName("Raider")].snapshot).toEqual(before);
    expect(new Set(before.seats.map((s) => s.npcSkill))).not.toEqual(new Set([0]));
  });

  it("changes only the unnamed crew: named crew, computer-run and empty seats stay", () => {
    const base = srdShip("Raider");
    const ship = {
      ...base,
      seats: [
        { position: "pilot" as const, crewId: "Actor.ace" },
        { position: "captain" as const, automated: true },
        { position: "navigator" as const },
        { position: "turretGunner" as const, npcSkill: 1, mountId: "m1" },
      ],
    };
    expect(withCrewSkill(ship, 4, "x").seats).toEqual([
      { position: "pilot", crewId: "Actor.ace" },
      { position: "captain", automated: true },
      { position: "navigator" },
      { position: "turretGunner", npcSkill: 4, mountId: "m1" },
    ]);
  });
});

describe("steps between fleets", () => {
  const l = resolveLimits({ maxShips: 3, minSkill: 0, maxSkill: 3 });
  const ships = [byName("Fighter"), byName("Survey Vessel"), byName("Raider")];
  // strength by pool index: the Raider strongest, the Fighter weakest
  const strength = pool.map((_, i) => (i === byName("Raider") ? 1 : i === byName("Survey Vessel") ? 0.5 : 0));
  const c: Candidate = {
    members: [
      { ship: byName("Survey Vessel"), skill: 1 },
      { ship: byName("Survey Vessel"), skill: 1 },
    ],
    stance: "steady",
  };
  const total = (x: Candidate) => x.members.reduce((n, m) => n + m.skill, 0);

  it("a stronger step: a better crew, one ship more, a ship swapped for one no weaker, another stance", () => {
    const out = neighbours(c, true, ships, strength, pool, l, chooser(1));
    expect(out).toHaveLength(4);
    expect(total(out[0])).toBe(3);
    expect(out[1].members).toHaveLength(3);
    expect(out[2].members.map((m) => strength[m.ship]).sort()).toEqual([0.5, 1]);
    expect(out[3]).toMatchObject({ members: c.members });
    expect(out[3].stance).not.toBe("steady");
  });

  it("a weaker step: a worse crew, one ship fewer, a ship swapped for one no stronger", () => {
    const out = neighbours(c, false, ships, strength, pool, l, chooser(1));
    expect(total(out[0])).toBe(1);
    expect(out[1].members).toHaveLength(1);
    expect(out[2].members.map((m) => strength[m.ship]).sort()).toEqual([0, 0.5]);
  });

  it("keeps every step within the limits (fleet size, fleet tonnage, crew skill)", () => {
    const tight = resolveLimits({ maxShips: 2, maxFleetTons: 600, maxSkill: 1 });
    for (let seed = 1; seed < 30; seed++) {
      const pick = chooser(seed);
      for (const n of [
        ...neighbours(c, true, ships, strength, pool, tight, pick),
        ...neighbours(c, false, ships, strength, pool, tight, pick),
      ]) {
        expect(fleetFits(n, pool, tight)).toBe(true);
        expect(n.members.every((m) => m.skill <= 1)).toBe(true);
      }
      const r = randomCandidate(ships, pool, tight, pick);
      expect(r && fleetFits(r, pool, tight)).toBe(true);
    }
  });
});
