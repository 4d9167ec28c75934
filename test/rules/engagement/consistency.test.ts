// The engine never says yes then no (fast-check): in every state random play reaches, for every ship and every seat,
// each action `availableActions` lists as possible is accepted by `canPerform` and by `applyCommand` when its command
// makes valid choices (target, mount, weapons, values), and each action it lists as not possible is refused by
// canPerform with the reason it gives. availableActions checks what does not depend on the command's own choices
// (docs/api.md); a command may still be refused for a choice it makes (a target out of range, a weapon spent), and
// only for that. Random play chooses among the commands the engine accepts; the fast-check seed is fixed.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { runSync, seededSource } from "../../../src/rules/dice";
import type { ActionCommand, Command } from "../../../src/rules/engagement/commands";
import { availableActions, canPerform, currentShipId } from "../../../src/rules/engagement/validation";
import { applyCommand } from "../../../src/rules/engagement/engine";
import { SEAT_ACTIONS } from "../../../src/rules/engagement/catalogue";
import type { RefusalReason } from "../../../src/rules/engagement/refusals";
import { createEngagement, isLonePilot, type EngagementState } from "../../../src/rules/engagement/state";
import { effectsOf } from "../../../src/rules/engagement/context";
import { COLLISION_AVOIDANCE } from "../../../src/rules/tables/planetary";
import { POSITIONS, RANGE_BANDS, SHIP_SYSTEMS, type DamageTrack, type ShipSnapshot } from "../../../src/rules/types";
import { duel, fighter, frontierTrader, patrolFrigate } from "./fixtures";
import { ok, refusal } from "./helpers";
import { fuzz, SHIPS } from "./play";

const KINDS = [...SHIPS, (id: string) => fighter(id)];

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

const world = fc.record({
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

function buildWorld(x: WorldInput): EngagementState {
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
    options: { reloading: x.reloading, interceptLoneShips: x.interceptLoneShips, hullZero: x.hullZero, ...x.rulings },
  });
  if (x.linkDown && state.memory.ships[x.linkDown]) state.memory.ships[x.linkDown].commsEstablished = false;
  if (x.nearWorld && x.inOrbit) state.memory.ships.one.planetary = "orbit";
  return state;
}

/** Commands random play adds to the shared candidates: the actions those leave out. */
function more(s: EngagementState): Command[] {
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

// ----- the commands a seat could give for an action, and the reasons each may be refused for --------------------

const TARGET: readonly RefusalReason[] = ["unknownTarget", "sameSide", "targetGone"];

interface Candidate {
  command: ActionCommand;
  /** refusals this command may meet for a choice it makes (its target, mount, weapons, values) */
  choice: ReadonlySet<RefusalReason>;
}

const set = (...reasons: RefusalReason[]): ReadonlySet<RefusalReason> => new Set(reasons);
const WEAPONS: RefusalReason[] = ["cannotFireAtRange", "sensorsDisabled", "noAmmunition", "weaponSpent"];
const MOUNT: RefusalReason[] = ["notYourMount", "unknownMount", "mountDisabled", "mountAlreadyFired"];

/** The refusals each kind of choice may meet (built once: commands are checked by the million). */
const CHOICE = {
  none: set(),
  target: set(...TARGET),
  /** attacks: target, range and weapons; `Mount` when the mount is the command's choice, `Fire` when it takes Fire Control slots of its choosing */
  attack: set(...TARGET, ...WEAPONS),
  attackMount: set(...TARGET, ...WEAPONS, ...MOUNT),
  attackFire: set(...TARGET, ...WEAPONS, "noFireControl"),
  attackMountFire: set(...TARGET, ...WEAPONS, ...MOUNT, "noFireControl"),
  speed: set("thrustExceeded"),
  position: set("pilotTaken", "unknownMount", "mountManned", "driveManned"),
  significant: set("noSignificantAction"),
  minor: set("noMinorAction"),
  reload: set("notSpent", "noAmmunition"),
  repair: set("nothingToRepair"),
  boarding: set(...TARGET, "needsAdjacent"),
  pursuer: set("notInPursuit"),
  dock: set(...TARGET, "alreadyDocked", "needsAdjacent"),
  undock: set("unknownTarget", "notDocked"),
  pursuit: set(...TARGET, "needsShortRange", "speedMismatch"),
  ram: set(...TARGET, "needsCloseRange", "speedMismatch"),
  smartMissiles: set("noSmartMissiles"),
  intercept: set(...TARGET, "noEnemyComms"),
};

function* candidatesFor(s: EngagementState, shipId: string, seat: number, action: string): Generator<Candidate> {
  const ship: ShipSnapshot | undefined = s.ships[shipId];
  const st = s.memory.ships[shipId];
  const base = { shipId, seat };
  const others = Object.keys(s.memory.ships).filter((x) => x !== shipId);
  const c = (command: ActionCommand, choice: ReadonlySet<RefusalReason>): Candidate => ({ command, choice });
  switch (action) {
    case "attack": {
      const own = ship?.seats[seat]?.mountId ?? (ship && isLonePilot(ship, seat) ? ship.mounts[0]?.id : undefined);
      const other = ship?.mounts.find((m) => m.id !== own)?.id;
      const automated = ship?.seats[seat]?.automated === true;
      for (const targetId of others) {
        // the seat's mount and weapons, the computer's aid, each weapon alone, and another mount named
        const plans: { mountId?: string; weaponIds?: string[]; computerTargeting?: boolean }[] = [
          {},
          { mountId: own },
          { computerTargeting: true },
        ];
        for (const w of ship?.mounts.find((m) => m.id === own)?.weapons ?? []) plans.push({ weaponIds: [w.id] });
        if (other !== undefined)
          plans.push(
            { mountId: other },
            {
              mountId: other,
              weaponIds: ship!.mounts
                .find((m) => m.id === other)!
                .weapons.slice(0, 1)
                .map((w) => w.id),
            },
          );
        for (const plan of plans) {
          const cmd: ActionCommand = { ...base, type: "attack", targetId };
          if (plan.mountId !== undefined) cmd.mountId = plan.mountId;
          if (plan.weaponIds !== undefined) cmd.weaponIds = plan.weaponIds;
          if (plan.computerTargeting) cmd.computerTargeting = true;
          // the mount is the command's choice when it names another than the seat's, or the seat mans none of its own
          const chosen =
            ship?.seats[seat]?.mountId === undefined || (plan.mountId !== undefined && plan.mountId !== own);
          // the computer's aid takes a Fire Control slot; an automated gunner takes one per weapon fired
          const fire = plan.computerTargeting === true || (automated && plan.weaponIds?.length !== 1);
          yield c(
            cmd,
            chosen ? (fire ? CHOICE.attackMountFire : CHOICE.attackMount) : fire ? CHOICE.attackFire : CHOICE.attack,
          );
        }
      }
      return;
    }
    case "adjustSpeed": {
      const speed = st?.speed ?? 0;
      const thrust = ship ? effectsOf(ship, s.memory.options).thrust : 0;
      for (const to of new Set([speed, speed + 1, Math.max(0, speed - 1), speed + thrust + 1]))
        yield c({ ...base, type: "adjustSpeed", speed: to }, CHOICE.speed);
      return;
    }
    case "changePositions":
      for (const position of POSITIONS) {
        if (position === "turretGunner" || position === "bayGunner")
          for (const m of ship?.mounts ?? [])
            yield c({ ...base, type: "changePositions", position, mountId: m.id }, CHOICE.position);
        else if (position === "driveEngineer")
          for (const d of ["mDrive", "jDrive"])
            yield c({ ...base, type: "changePositions", position, mountId: d }, CHOICE.position);
        else yield c({ ...base, type: "changePositions", position }, CHOICE.position);
      }
      return;
    case "miscellaneous":
      yield c({ ...base, type: "miscellaneous", cost: "significant", label: "x" }, CHOICE.significant);
      yield c({ ...base, type: "miscellaneous", cost: "minor", label: "x", skill: "mechanics" }, CHOICE.minor);
      return;
    case "personalAction":
      yield { command: { ...base, type: "personalAction", label: "x" }, choice: CHOICE.none };
      return;
    case "reload": {
      // every spent weapon, and a weapon of each of the first two mounts (spent or not)
      const ids = new Set([
        ...(st?.spentWeapons ?? []),
        ...(ship?.mounts ?? []).slice(0, 2).map((m) => m.weapons[0]?.id),
      ]);
      for (const weaponId of ids)
        if (weaponId !== undefined) yield c({ ...base, type: "reload", weaponId }, CHOICE.reload);
      return;
    }
    case "repairDamagedSystem":
      for (const target of ["hull", "structure", ...SHIP_SYSTEMS] as const)
        yield c({ ...base, type: "repairDamagedSystem", target }, CHOICE.repair);
      for (const m of ship?.mounts ?? [])
        yield c({ ...base, type: "repairDamagedSystem", target: { mountId: m.id } }, CHOICE.repair);
      return;
    case "boardingAction":
      for (const targetId of others) yield c({ ...base, type: "boardingAction", targetId }, CHOICE.boarding);
      return;
    case "avoidCollision":
      for (const hazard of Object.keys(COLLISION_AVOIDANCE) as (keyof typeof COLLISION_AVOIDANCE)[])
        yield {
          command: { ...base, type: "avoidCollision", hazard, speedDifference: hazard === "debris" },
          choice: CHOICE.none,
        };
      return;
    case "breakPursuit":
      yield { command: { ...base, type: "breakPursuit" }, choice: CHOICE.none };
      for (const pursuerId of others) yield c({ ...base, type: "breakPursuit", pursuerId }, CHOICE.pursuer);
      return;
    case "dock":
      for (const targetId of others)
        for (const unwilling of [undefined, true])
          yield c({ ...base, type: "dock", targetId, ...(unwilling ? { unwilling } : {}) }, CHOICE.dock);
      return;
    case "undock":
      for (const targetId of others) yield c({ ...base, type: "undock", targetId }, CHOICE.undock);
      return;
    case "pursuit":
      for (const targetId of others) yield c({ ...base, type: "pursuit", targetId }, CHOICE.pursuit);
      return;
    case "ram":
      for (const targetId of others) yield c({ ...base, type: "ram", targetId }, CHOICE.ram);
      return;
    case "rangeCheck":
      for (const targetId of others)
        for (const choice of ["closer", "farther", "same"] as const)
          yield c({ ...base, type: "rangeCheck", targetId, choice }, CHOICE.target);
      return;
    case "electronicWarfare":
      for (const targetId of others)
        for (const mode of ["jam", "breakLocks"] as const)
          yield c({ ...base, type: "electronicWarfare", mode, targetId }, CHOICE.target);
      yield c({ ...base, type: "electronicWarfare", mode: "smartMissiles" }, CHOICE.smartMissiles);
      for (const salvo of s.memory.salvos)
        yield c(
          { ...base, type: "electronicWarfare", mode: "smartMissiles", salvoId: salvo.id, maxChecks: 1 },
          CHOICE.smartMissiles,
        );
      return;
    case "interceptCommunications":
      for (const targetId of others) yield c({ ...base, type: "interceptCommunications", targetId }, CHOICE.intercept);
      return;
    case "sensorTargeting":
      for (const targetId of others) yield c({ ...base, type: "sensorTargeting", targetId }, CHOICE.target);
      return;
    case "maintainCommunications":
      yield { command: { ...base, type: "maintainCommunications" }, choice: CHOICE.none };
      yield { command: { ...base, type: "maintainCommunications", noise: true }, choice: CHOICE.none };
      return;
    case "extendedAction":
      yield {
        command: { ...base, type: "extendedAction", label: "x", skill: "mechanics", turns: 3 },
        choice: CHOICE.none,
      };
      return;
    case "atmosphericEntry":
    case "orbitalInsertion": {
      // with and without the world's digits (R108); a failed insertion starts a decaying orbit whose re-entry comes
      // at a round's end (R100)
      yield { command: { ...base, type: action }, choice: CHOICE.none };
      const world = s.memory.world;
      if (world)
        yield {
          command: { ...base, type: action, worldSize: world.size, worldAtmosphere: world.atmosphere },
          choice: CHOICE.none,
        };
      return;
    }
    default:
      // the actions whose command makes no choice: evasive maneuvers, jump plot, jump, coordinate crew, ...
      yield { command: { ...base, type: action } as ActionCommand, choice: CHOICE.none };
  }
}

// ----- the check ------------------------------------------------------------------------------------------------------

interface Disagreement {
  shipId: string;
  seat: number;
  action: string;
  listed: string;
  command: ActionCommand;
  verdict: string;
}

/** What the checks met: commands tried and accepted, actions listed as possible, and the reasons listed for the rest. */
interface Tally {
  states: number;
  commands: number;
  accepted: number;
  listedOk: Set<string>;
  acceptedActions: Set<string>;
  reasons: Set<string>;
  /** states with a ship of a fleet cut off from the fleet's Tactics (rulings R103, R104) */
  cutOff: number;
}

/** Reasons about the engagement or the ship (availableActions' first gate). */
const SHIP_REASONS: ReadonlySet<string> = new Set([
  "engagementOver",
  "initiativeNotRolled",
  "missilesIncoming",
  "unknownShip",
  "shipDestroyed",
  "shipDisabled",
  "shipEscaped",
  "notYourTurn",
  "awaitingDelayed",
]);

/** Reasons about the seat (availableActions' second gate): its position, its actions left, the bridge. */
const SEAT_REASONS: ReadonlySet<string> = new Set([
  "unknownSeat",
  "busyExtended",
  "wrongPosition",
  "noSignificantAction",
  "noMinorAction",
  "bridgeDisabled",
]);

/** Every disagreement between availableActions, canPerform and applyCommand in one state. */
function disagreements(s: EngagementState, tally: Tally): Disagreement[] {
  const out: Disagreement[] = [];
  tally.states++;
  if (Object.values(s.memory.ships).some((st) => st.fleetTacticsLost)) tally.cutOff++;
  // every ship and seat, one seat past the last, and a ship that is not there
  for (const shipId of [...Object.keys(s.ships), "ghost"]) {
    const seats = (s.ships[shipId]?.seats.length ?? 0) + 1;
    for (let seat = 0; seat < seats; seat++) {
      const list = availableActions(s, shipId, seat);
      // a ship that cannot act now (not its turn, out of the fight, ...) is refused every command before its seat or
      // the command's choices are looked at: its first seat and the seat past the last, with one command each, will do
      const shipOut = !list[0].ok && SHIP_REASONS.has(list[0].reason!);
      if (shipOut && seat > 0 && seat < seats - 1) continue;
      for (const a of list) {
        const listed = a.ok ? "ok" : a.reason!;
        if (a.ok) tally.listedOk.add(a.action);
        else tally.reasons.add(a.reason!);
        // a seat that cannot take the action is refused before the command's choices are looked at: its first and
        // last commands will do
        const few = !a.ok && SEAT_REASONS.has(a.reason!) && a.action !== "miscellaneous";
        const gen = candidatesFor(s, shipId, seat, a.action);
        const first = shipOut ? gen.next() : undefined;
        const all = first ? (first.done ? [] : [first.value]) : [...gen];
        const tried = few && all.length > 2 ? [all[0], all[all.length - 1]] : all;
        for (const { command, choice } of tried) {
          tally.commands++;
          const v = canPerform(s, command);
          const seen = v.ok ? "ok" : v.reason;
          const agrees = a.ok ? v.ok || choice.has(v.reason) : !v.ok && (v.reason === a.reason || choice.has(v.reason));
          // for an action listed as possible, applyCommand gives the verdict canPerform gave (and never throws); the
          // others it refuses by the very validation canPerform runs
          let applied = seen;
          if (a.ok)
            try {
              const r = runSync(applyCommand(s, command), seededSource(7));
              const refused = r.events.find((e) => e.type === "refused");
              applied = refused && refused.type === "refused" ? refused.reason : "ok";
            } catch (e) {
              applied = `threw ${String(e)}`;
            }
          if (v.ok) {
            tally.accepted++;
            tally.acceptedActions.add(a.action);
          }
          if (!agrees || applied !== seen)
            out.push({
              shipId,
              seat,
              action: a.action,
              listed,
              command,
              verdict: applied === seen ? seen : `${seen} (applyCommand: ${applied})`,
            });
        }
      }
    }
  }
  return out;
}

function describeState(s: EngagementState): string {
  const m = s.memory;
  const ships = Object.keys(s.ships).map((id) => {
    const sh = s.ships[id];
    const st = m.ships[id];
    return `${id}(${sh.name}, side ${st.side}, ${st.status}, speed ${st.speed}, systems ${JSON.stringify(sh.systems)}, mounts ${sh.mounts.map((x) => `${x.id}:${x.damage}`).join(" ")})`;
  });
  return `round ${m.round}, acting ${currentShipId(s) ?? "none"}, ranges ${JSON.stringify(m.ranges)}; ${ships.join("; ")}`;
}

/** Random engagements played; each checks every state its play reaches (a few thousand states in all). */
const RUNS = 40;

describe("availableActions, canPerform and applyCommand agree", () => {
  test("in every state random play reaches, for every ship and seat", () => {
    const tally: Tally = {
      states: 0,
      commands: 0,
      accepted: 0,
      listedOk: new Set(),
      acceptedActions: new Set(),
      reasons: new Set(),
      cutOff: 0,
    };
    fc.assert(
      fc.property(world, (x) => {
        const check = (s: EngagementState) => {
          const found = disagreements(s, tally);
          if (found.length)
            throw new Error(
              `${describeState(s)}\n${found
                .slice(0, 8)
                .map((d) => JSON.stringify(d))
                .join("\n")}`,
            );
        };
        const start = buildWorld(x);
        check(start);
        let steps = 0;
        const end = fuzz(
          start,
          x.picks,
          seededSource(x.seed),
          ({ before, after }) => {
            steps++;
            if (after !== before) check(after);
          },
          { more, acceptedOnly: true },
        );
        // play stops early only when the fight is over: while it goes on, some command is always accepted
        if (steps < x.picks.length && !end.memory.ended) throw new Error(`no command accepted: ${describeState(end)}`);
      }),
      { numRuns: RUNS, seed: 2718 },
    );
    // the play reached the states worth checking: every action listed as possible and accepted somewhere, and
    // actions listed as impossible for many reasons
    expect([...SEAT_ACTIONS].filter((a) => !tally.listedOk.has(a) || !tally.acceptedActions.has(a))).toEqual([]);
    const reasons = [
      "initiativeNotRolled",
      "notYourTurn",
      "awaitingDelayed",
      "engagementOver",
      "unknownShip",
      "unknownSeat",
      "wrongPosition",
      "busyExtended",
    ];
    reasons.push(
      "noSignificantAction",
      "noMinorAction",
      "bridgeDisabled",
      "sensorsDisabled",
      "mountDisabled",
      "noJumpPlot",
      "cannotJump",
      "notInPursuit",
      "nothingToRepair",
      "notSpent",
      "notDocked",
      "noEnemyComms",
      "noWorldNear",
      "notInOrbit",
      "alreadyInOrbit",
    );
    expect(reasons.filter((r) => !tally.reasons.has(r))).toEqual([]);
    expect(tally.accepted).toBeGreaterThan(10_000);
    // play met fleets with a ship cut off from its flagship's Tactics
    expect(tally.cutOff).toBeGreaterThan(0);
  }, 120_000);
});

describe("a disabled bridge and the jump plot (ruling R89)", () => {
  // "Second Hit: The bridge is disabled. Until the bridge is repaired, the ship cannot take any Pilot or Sensor
  // actions, it cannot jump, and any attacks suffer a –2 DM." (SRD Chapter 10, Bridge) Calculate Jump Plot is a
  // Navigator action: listed, accepted and made; the Jump waits for the bridge.
  test("the navigator may plot; the drive engineer may not jump", () => {
    const f = patrolFrigate();
    const s = ok(
      duel({ ...f, systems: { ...f.systems, bridge: 2 } }, frontierTrader()),
      { type: "rollInitiative" },
      [8, 5, 6],
    ).state;
    expect(currentShipId(s)).toBe("frigate");
    const plot = { type: "calculateJumpPlot", shipId: "frigate", seat: 2 } as const;
    expect(availableActions(s, "frigate", 2).find((a) => a.action === "calculateJumpPlot")).toEqual({
      action: "calculateJumpPlot",
      cost: "significant",
      ok: true,
    });
    expect(canPerform(s, plot)).toEqual({ ok: true });
    // Easy EDU Navigation, DM−1: 2D6 = 5 + Navigation 1 + EDU 8 (DM+0) + 4 − 1 = 9
    const plotted = ok(s, plot, [5]).state;
    expect(plotted.memory.ships.frigate.jumpPlotted).toBe(true);
    expect(availableActions(plotted, "frigate", 3).find((a) => a.action === "jump")).toMatchObject({
      ok: false,
      reason: "cannotJump",
    });
    expect(refusal(plotted, { type: "jump", shipId: "frigate", seat: 3 })).toBe("cannotJump");
    // the pilot and the sensors operator are stopped, as listed
    expect(availableActions(s, "frigate", 1).find((a) => a.action === "evasiveManeuvers")).toMatchObject({
      ok: false,
      reason: "bridgeDisabled",
    });
    expect(refusal(s, { type: "evasiveManeuvers", shipId: "frigate", seat: 1 })).toBe("bridgeDisabled");
    expect(availableActions(s, "frigate", 7).find((a) => a.action === "sensorTargeting")).toMatchObject({
      ok: false,
      reason: "bridgeDisabled",
    });
    expect(refusal(s, { type: "sensorTargeting", shipId: "frigate", seat: 7, targetId: "trader" })).toBe(
      "bridgeDisabled",
    );
  });
});
