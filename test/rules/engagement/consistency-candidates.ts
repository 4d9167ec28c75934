// The commands a seat could give for an action, each with the refusals it may meet for a choice of its own (a
// target, a mount, weapons, values): what the consistency check tries for every action availableActions lists.
import type { ActionCommand } from "../../../src/rules/engagement/commands";
import type { RefusalReason } from "../../../src/rules/engagement/refusals";
import { isLonePilot, type EngagementState } from "../../../src/rules/engagement/state";
import { effectsOf } from "../../../src/rules/engagement/context";
import { COLLISION_AVOIDANCE } from "../../../src/rules/tables/planetary";
import { POSITIONS, SHIP_SYSTEMS, type ShipSnapshot } from "../../../src/rules/types";

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
  launch: set("unknownCraft", "craftDisabled"),
  recover: set(...TARGET, "notOwnCraft", "needsAdjacent"),
};

export function* candidatesFor(s: EngagementState, shipId: string, seat: number, action: string): Generator<Candidate> {
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
    case "launchCraft":
      // each craft the ship carries (aboard or out), and one it does not
      for (const craft of [...(ship?.craft ?? []).map((x) => x.key), "none"])
        yield c({ ...base, type: "launchCraft", craft }, CHOICE.launch);
      return;
    case "recoverCraft":
      for (const targetId of [...others, "ghost"]) yield c({ ...base, type: "recoverCraft", targetId }, CHOICE.recover);
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
