// Random engagements for the consistency check (fast-check): fixture ships, some of them damaged, at a random
// range, with the table options that change what may be done; and the commands random play adds to the shared ones.
import fc from "fast-check";
import type { Command } from "../../../src/rules/engagement/commands";
import { currentShipId } from "../../../src/rules/engagement/validation";
import { createEngagement, type EngagementState } from "../../../src/rules/engagement/state";
import { RANGE_BANDS, type DamageTrack, type ShipSnapshot } from "../../../src/rules/types";
import { fighter, patrolFrigate } from "./fixtures";
import { SHIPS } from "./play";

/** The Patrol Frigate carries its two fighters (rulings R112, R113): one flown by its own pilot, one by the carrier's crew. */
const carrier = (id: string): ShipSnapshot => ({
  ...patrolFrigate(id),
  craft: [
    { key: "f1", ship: fighter("f1") },
    { key: "f2", ship: fighter("f2", []) },
  ],
});

const KINDS = [...SHIPS.map((k) => (k === patrolFrigate ? carrier : k)), (id: string) => fighter(id)];

// ----- a random engagement: fixture ships, some of them damaged, at a random range ---------------------------------

const track = fc.constantFrom<DamageTrack>(0, 0, 0, 1, 2, 3);
const wear = fc.record({
  // (a destroyed power plant takes a ship out of the fight: play meets it only through a hit, which says so)
  systems: fc.record({
    sensors: track,
    mDrive: track,
    jDrive: track,
    powerPlant: fc.constantFrom<DamageTrack>(0, 0, 0, 0, 0, 1, 2),
    bridge: track,
    fuel: track,
    hold: track,
  }),
  mounts: fc.array(track, { minLength: 8, maxLength: 8 }),
  noHull: fc.boolean(),
  noSand: fc.boolean(),
  // the last gunner's seat run by the ship's Fire Control program
  automated: fc.constantFrom(0, 0, 1, 2),
  speed: fc.integer({ min: 0, max: 6 }),
});

export const world = fc.record({
  a: fc.integer({ min: 0, max: KINDS.length - 1 }),
  b: fc.integer({ min: 0, max: KINDS.length - 1 }),
  /** a third ship, on side A or B, or none */
  c: fc.integer({ min: -1, max: KINDS.length - 1 }),
  cSide: fc.constantFrom("A", "B"),
  wearA: fc.option(wear, { freq: 2 }),
  wearB: fc.option(wear, { freq: 2 }),
  // Short and Close, where pursuits and rams happen, more often
  range: fc.constantFrom(...RANGE_BANDS, "short", "close"),
  /** both ships at speed 0 (else at their wear's speeds) */
  sameSpeed: fc.boolean(),
  docked: fc.boolean(),
  reloading: fc.constantFrom("manual" as const, "magazine" as const),
  /** the table options that change what may be done when (rulings R90, R93, R94) */
  rulings: fc.record({
    rangeCheckReverts: fc.boolean(),
    reactionsFollowInitiative: fc.boolean(),
    reactionFireUsesTurret: fc.boolean(),
  }),
  /** ruling R101: a ship at Hull 0 (worn ships start there, play brings others) is disabled at once, or fights on */
  hullZero: fc.constantFrom("internal" as const, "disabled" as const),
  /** the third ship's side fights as a fleet (fleet initiative, R104), its flagship the third ship or the other */
  fleet: fc.constantFrom("none", "none", "third", "other"),
  /** ship two's communications are encrypted (R106) */
  encrypted: fc.boolean(),
  /** lone ships count as communicating (R105) */
  interceptLoneShips: fc.boolean(),
  /** the world the fight is near (R108): none (deep space), or one of no DMs, a hard one, one of auto success */
  nearWorld: fc.constantFrom(
    undefined,
    undefined,
    { size: 5, atmosphere: 6 },
    { size: 10, atmosphere: 8 },
    { size: 3, atmosphere: 1 },
  ),
  /** near a world, ship one is in orbit (as a stored engagement may hold) */
  inOrbit: fc.boolean(),
  /** a ship whose links are down when the fight starts (as a stored engagement may hold; R102) */
  linkDown: fc.constantFrom("", "", "one", "three"),
  /**
   * a boarding of ship two by ship one under way (as a stored engagement may hold; R73): its party crossing, across
   * (fought aboard), or abandoned; of a docked pair it is across from the start
   */
  boarding: fc.constantFrom("", "", "crossing", "across", "abandoned"),
  seed: fc.integer(),
  picks: fc.array(fc.nat(), { minLength: 10, maxLength: 120, size: "max" }),
});

type Wear = typeof wear extends fc.Arbitrary<infer T> ? T : never;
type WorldInput = typeof world extends fc.Arbitrary<infer T> ? T : never;

function worn(ship: ShipSnapshot, w: Wear | null): ShipSnapshot {
  if (!w) return ship;
  const seats = ship.seats.slice();
  let software = ship.software;
  const last = seats.map((s) => s.position).lastIndexOf("turretGunner");
  if (w.automated > 0 && last >= 0) {
    seats[last] = { position: "turretGunner", automated: true, mountId: seats[last].mountId };
    software = { ...software, fireControl: w.automated };
  }
  return {
    ...ship,
    systems: { ...w.systems },
    mounts: ship.mounts.map((m, i) => ({ ...m, damage: w.mounts[i % w.mounts.length] })),
    hull: w.noHull ? { value: 0, max: ship.hull.max } : ship.hull,
    ammo: w.noSand ? { ...ship.ammo, sand: 0 } : ship.ammo,
    seats,
    software,
  };
}

export function buildWorld(x: WorldInput): EngagementState {
  const a = worn(KINDS[x.a]("one"), x.wearA);
  const b = worn(KINDS[x.b]("two"), x.wearB);
  const ships = [a, b];
  const sides: Record<string, string> = { one: "A", two: "B" };
  if (x.c >= 0) {
    ships.push(KINDS[x.c]("three"));
    sides.three = x.cSide;
  }
  const speeds: Record<string, number> = x.sameSpeed ? {} : { one: x.wearA?.speed ?? 0, two: x.wearB?.speed ?? 0 };
  const state = createEngagement({
    ships,
    sides,
    range: x.range,
    speeds,
    docked: x.docked && x.range === "adjacent" ? [["one", "two"]] : [],
    flagships: x.c >= 0 && x.fleet !== "none" ? [x.fleet === "third" ? "three" : x.cSide === "A" ? "one" : "two"] : [],
    encrypted: x.encrypted ? ["two"] : [],
    world: x.nearWorld,
    options: {
      reloading: x.reloading,
      interceptLoneShips: x.interceptLoneShips,
      hullZero: x.hullZero,
      ...x.rulings,
      // ruling R110: salvos fly as craft in every other world (by the seed, so the worlds drawn stay the same)
      missilesAsCraft: (x.seed & 1) === 1,
    },
  });
  if (x.linkDown && state.memory.ships[x.linkDown]) state.memory.ships[x.linkDown].commsEstablished = false;
  if (x.nearWorld && x.inOrbit) state.memory.ships.one.planetary = "orbit";
  if (x.boarding) {
    const docked = (state.memory.docked ?? []).length > 0;
    const status = x.boarding === "abandoned" ? "abandoned" : "fighting";
    const rounds = x.boarding === "crossing" && !docked ? 0 : 1;
    state.memory.boardings = [{ id: "b1", attackerId: "one", defenderId: "two", rounds, status }];
  }
  return state;
}

/** Commands random play adds to the shared candidates: the actions those leave out. */
export function more(s: EngagementState): Command[] {
  const id = currentShipId(s);
  if (id === undefined) return [];
  const others = Object.keys(s.memory.ships).filter((x) => x !== id);
  // turns and rounds go by, a ship delays now and then, and the referee may end a long fight
  const out: Command[] = s.memory.round >= 4 ? [{ type: "endEngagement" }] : [];
  for (let k = 0; k < 8; k++) out.push({ type: "endTurn", shipId: id });
  for (let k = 0; k < 3; k++) out.push({ type: "delay", shipId: id });
  s.ships[id].seats.forEach((_, seat) => {
    const base = { shipId: id, seat };
    for (const targetId of others)
      out.push(
        { ...base, type: "dock", targetId },
        { ...base, type: "undock", targetId },
        { ...base, type: "electronicWarfare", mode: "jam", targetId },
        { ...base, type: "electronicWarfare", mode: "jam", targetId },
        { ...base, type: "interceptCommunications", targetId },
        { ...base, type: "ram", targetId },
        { ...base, type: "attack", targetId, computerTargeting: true },
        { ...base, type: "adjustSpeed", speed: s.memory.ships[targetId].speed },
      );
    // pilots pursue often enough for pursuits to last into their targets' turns, navigators plot jumps, gunners fire
    const position = s.ships[id].seats[seat].position;
    if (position === "pilot")
      for (const targetId of others) for (let k = 0; k < 8; k++) out.push({ ...base, type: "pursuit", targetId });
    if (position === "navigator") for (let k = 0; k < 4; k++) out.push({ ...base, type: "calculateJumpPlot" });
    // carriers launch their craft and take them back
    if (position === "pilot") {
      for (const c of s.ships[id].craft ?? [])
        for (let k = 0; k < 3; k++) out.push({ ...base, type: "launchCraft", craft: c.key });
      for (const targetId of others) for (let k = 0; k < 3; k++) out.push({ ...base, type: "recoverCraft", targetId });
    }
    if (position === "turretGunner")
      for (const targetId of others) for (let k = 0; k < 2; k++) out.push({ ...base, type: "attack", targetId });
    out.push(
      { ...base, type: "jump" },
      { ...base, type: "extendedAction", label: "fix", skill: "mechanics", turns: 2 },
      { ...base, type: "abandonExtended" },
      { ...base, type: "miscellaneous", cost: "minor" },
      { ...base, type: "personalAction" },
      { ...base, type: "maintainCommunications" },
      { ...base, type: "adjustSpeed", speed: 0 },
      { ...base, type: "changePositions", position: "navigator" },
    );
    for (const m of s.ships[id].mounts)
      out.push({
        ...base,
        type: "changePositions",
        position: m.type === "turret" ? "turretGunner" : "bayGunner",
        mountId: m.id,
      });
    for (const w of s.memory.ships[id].spentWeapons ?? []) out.push({ ...base, type: "reload", weaponId: w });
  });
  return out;
}
