// One ship's turn as its crew takes it, seat by seat, by its policy: the odds window's fights and the referee's NPC
// ships are played by this one crew. It gives only what validation allows (run, orders.ts), and it weighs what
// validation would allow before it chooses: the captain, the sensors operator and the pilot act for the gunners only in
// a turn a gunner fires in, and nothing is reloaded in the turn the ship jumps out.
import { repairableLocations, type RepairOptions, type RepairTarget } from "../../repair";
import { attackDifficulty } from "../../ranges";
import { IdentityCache } from "../../identity-cache";
import type { RangeBand, ShipSnapshot } from "../../types";
import { shipIn, slotEffects, slotOf, type Ctx, type ShipSlot } from "../context";
import type { Salvo } from "../memory";
import { isLonePilot, rangeBetween } from "../state";
import { isSpent, mountById } from "../weapons";
import type { Crew, CrewOrder } from "./crew";
import { allowed, give, order, run } from "./orders";
import type { FleeRule } from "./policy";
import { bandIndex, type Reach } from "./reach";
import { react } from "./react";
import { crewSeatOrder } from "./seat-order";
import { harmOf, targetOf } from "./target";

/**
 * Whether a ship leaves now by its flee rule: its Hull is gone, or its Structure below half, and its crew can jump it
 * out (canJumpOut). A flee rule the ship cannot carry out is not pursued: it fights on.
 */
export function wantsOut(ctx: Ctx, slot: ShipSlot, rule: FleeRule): boolean {
  const ship = slot.ship;
  if (rule === "never" || ship.jump <= 0) return false;
  if (rule === "hullGone" ? ship.hull.value > 0 : ship.structure.value * 2 >= ship.structure.max) return false;
  return canJumpOut(ctx, slot);
}

/**
 * Whether the crew can jump its ship out: its drive and bridge can jump now (what the Jump action asks of the ship), a
 * plot is made or a navigator can make one, and a drive engineer can make the jump. A drive or bridge that only a
 * repair would bring back does not count until it is repaired.
 */
function canJumpOut(ctx: Ctx, slot: ShipSlot): boolean {
  if (!slotEffects(ctx, slot).jump.canJump) return false;
  let plot = slot.st.jumpPlotted === true;
  let engineer = false;
  const seats = slot.ship.seats;
  for (let i = 0; i < seats.length; i++) {
    const p = seats[i].position;
    if (p === "navigator") plot = true;
    else if (p === "driveEngineer") engineer = true;
  }
  return plot && engineer;
}

/**
 * The crew's turn for ship `id`, its seats in the crew's order (crewSeatOrder), or only seat `only` when given, under
 * `f.policy`; `reach` is where its weapons want to be (reachOf, of the snapshot the fight started from). Playing, each
 * command is applied as it is given (a later seat sees what an earlier one did); planning, each is checked against
 * the turn as it stands and written down.
 */
export function crewTurn(f: Crew, id: string, repair: RepairOptions, reach: Reach, only?: number): void {
  const m = f.ctx.m;
  const slot = slotOf(f.ctx, id)!;
  const { ship, st } = slot; // st is changed in place by the commands (only snapshots are replaced)
  const policy = f.policy;
  const targetId = targetOf(f.ctx, id, policy);
  if (targetId === undefined) return;
  // (only the navigator's Range Check changes it in this turn, and the navigator acts first)
  let range = rangeBetween(m, id, targetId);
  const out = wantsOut(f.ctx, slot, policy.flee);
  const want = wantedBand(policy.stance, reach, range);
  // whether a gunner fires this turn at that range (undefined: not asked yet): the captain's pool, the sensors' lock
  // and the pilot's lined-up shot serve only the gunners' attacks
  let fires: boolean | undefined;
  // a replaced snapshot keeps its seats unless Change Positions is ordered, which this crew never does
  const seats = ship.seats;
  const acting = only === undefined ? crewSeatOrder(seats) : only < seats.length ? [only] : [];
  for (let k = 0; k < acting.length; k++) {
    if (m.ended || st.status !== "active") return;
    const seat = acting[k];
    const now = seats[seat];
    // (most seats are gunners': their case comes first)
    switch (now.position) {
      case "turretGunner":
      case "bayGunner":
        if (now.mountId === undefined || !gunnerAttacks(f, slot, seat, now.mountId, targetId, range)) {
          const spent = st.spentWeapons?.[0];
          // (a reload serves the ship's later turns: none when its engineer jumps it out in this one)
          if (spent && !(out && jumpsNow(f, slot))) {
            const c = order(f, "reload", id, seat);
            c.weaponId = spent;
            run(f, c, "reload");
          }
        }
        break;
      case "captain":
        if ((fires ??= gunnerFires(f, slot, targetId, range))) give(f, "coordinateCrew", "coordinate", id, seat);
        break;
      case "pilot":
        // a small craft's lone pilot mans its turret too (R86): it fires when it can, else evades (unless aggressive)
        if (isLonePilot(ship, seat)) {
          const mountId = ship.mounts[0]?.id;
          if (mountId === undefined || !gunnerAttacks(f, slot, seat, mountId, targetId, range))
            if (policy.stance !== "aggressive") give(f, "evasiveManeuvers", "evade", id, seat);
          break;
        }
        // (a cautious crew evades first; an aggressive one never evades)
        if (policy.stance === "cautious") {
          if (!give(f, "evasiveManeuvers", "evade", id, seat) && (fires ??= gunnerFires(f, slot, targetId, range)))
            give(f, "lineUpTheShot", "lineUp", id, seat);
        } else if (
          !((fires ??= gunnerFires(f, slot, targetId, range)) && give(f, "lineUpTheShot", "lineUp", id, seat)) &&
          policy.stance !== "aggressive"
        )
          give(f, "evasiveManeuvers", "evade", id, seat);
        break;
      case "navigator":
        if (out && !st.jumpPlotted) give(f, "calculateJumpPlot", "plotEscape", id, seat);
        else if (want !== null && range !== want) {
          const closer = bandIndex(range) > bandIndex(want);
          const c = order(f, "rangeCheck", id, seat);
          c.targetId = targetId;
          c.choice = closer ? "closer" : "farther";
          c.opponentChoice = "same";
          if (run(f, c, closer ? "closeRange" : "openRange")) {
            range = rangeBetween(m, id, targetId);
            fires = undefined;
          }
        }
        break;
      case "driveEngineer":
        // (validation lets it only with a plot ready and a drive able to jump)
        if (out) give(f, "jump", "jumpAway", id, seat);
        break;
      case "sensorsOperator":
        if (smartMissilesAt(m.salvos, id)) {
          const c = order(f, "electronicWarfare", id, seat);
          c.mode = "smartMissiles";
          run(f, c, "jamSmartMissiles");
        } else if ((fires ??= gunnerFires(f, slot, targetId, range))) {
          const c = order(f, "sensorTargeting", id, seat);
          c.targetId = targetId;
          run(f, c, "lockOn");
        }
        break;
      case "damageControl": {
        const fix = firstRepair(shipIn(f.ctx, id), repair);
        if (fix !== undefined) {
          const c = order(f, "repairDamagedSystem", id, seat);
          c.target = fix;
          run(f, c, "repair");
        }
        break;
      }
    }
  }
}

/**
 * The band the navigator steers for (null: none): steady holds the band its weapons do best at, aggressive closes to
 * it but never opens the range, cautious opens to the farthest band its weapons reach.
 */
function wantedBand(stance: Crew["policy"]["stance"], { best, far }: Reach, range: RangeBand): RangeBand | null {
  if (stance === "steady") return best;
  if (stance === "aggressive") return best !== null && bandIndex(range) > bandIndex(best) ? best : null;
  return far;
}

/** Whether smart missiles are on their way to ship `id`. */
function smartMissilesAt(salvos: readonly Salvo[], id: string): boolean {
  for (let i = 0; i < salvos.length; i++)
    if (salvos[i].targetId === id && salvos[i].missileType === "smart") return true;
  return false;
}

/**
 * The first thing damage control would repair, undefined when nothing can be. Asked every turn, it only changes when
 * the ship's snapshot is replaced, so it is kept by snapshot and the fight's repair options (null: nothing to repair).
 */
function firstRepair(ship: ShipSnapshot, options: RepairOptions): RepairTarget | undefined {
  const known = repairCache.get(ship, options);
  if (known !== undefined) return known ?? undefined;
  return repairCache.set(ship, options, repairableLocations(ship, options)[0] ?? null) ?? undefined;
}
const repairCache = new IdentityCache<ShipSnapshot, RepairOptions, RepairTarget | null>();

/**
 * Whether some gunner of the ship would fire now at the target: the attack it would ask for (gunnerOrder) is one
 * validation allows. Asked before the gunners act, by the seats whose actions serve only their attacks; nothing they
 * do changes the answer (the pool a coordinated gunner draws on is validation's to allow, and it is there).
 */
function gunnerFires(f: Crew, slot: ShipSlot, targetId: string, range: RangeBand): boolean {
  const seats = slot.ship.seats;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i];
    if ((s.position !== "turretGunner" && s.position !== "bayGunner") || s.mountId === undefined) continue;
    const c = gunnerOrder(f, slot, i, s.mountId, targetId, range);
    if (c !== undefined && allowed(f, c)) return true;
  }
  return false;
}

/** Whether a drive engineer of the ship would jump it out now (validation allows the Jump: a plot made, a drive able). */
function jumpsNow(f: Crew, slot: ShipSlot): boolean {
  const seats = slot.ship.seats;
  for (let i = 0; i < seats.length; i++)
    if (seats[i].position === "driveEngineer" && allowed(f, order(f, "jump", slot.id, i))) return true;
  return false;
}

/**
 * The attack a gunner (of a seat with a mount) would ask for at the target, a pool point with it when the pool has
 * one; undefined when the crew keeps back every weapon that could fire. A crew that keeps its missiles, or its sand
 * for Fire Sand where sand cannot hurt the target (harmOf), names the rest of the mount's weapons that can fire.
 */
function gunnerOrder(
  f: Crew,
  slot: ShipSlot,
  seat: number,
  mountId: string,
  targetId: string,
  range: RangeBand,
): CrewOrder | undefined {
  const { id, st } = slot;
  const c = order(f, "attack", id, seat);
  c.targetId = targetId;
  c.pool = Math.min(1, st.coordinationPool ?? 0);
  const mount = mountById(slot.ship, mountId);
  const keepMissiles = !f.policy.missiles;
  if (mount !== undefined && keepsSome(mount.weapons, keepMissiles)) {
    const target = shipIn(f.ctx, targetId);
    const ids: string[] = [];
    for (const w of mount.weapons)
      if (
        !(w.kind === "missile" ? keepMissiles : w.kind === "sandcaster" && harmOf(w, mount, target) === 0) &&
        attackDifficulty(w.kind, range) !== null &&
        !isSpent(f.ctx, id, w.id)
      )
        ids.push(w.id);
    if (!ids.length) return undefined;
    c.weaponIds = ids;
  }
  return c;
}

/** A gunner fires at the target: whether the attack was made (then the target reacts). */
function gunnerAttacks(
  f: Crew,
  slot: ShipSlot,
  seat: number,
  mountId: string,
  targetId: string,
  range: RangeBand,
): boolean {
  const c = gunnerOrder(f, slot, seat, mountId, targetId, range);
  if (c === undefined) return false;
  const m = f.ctx.m;
  const before = m.pendingAttacks?.length ?? 0;
  if (!run(f, c, "fire")) return false;
  const pending = m.pendingAttacks;
  if (pending !== undefined && pending.length > before) react(f, pending[pending.length - 1]);
  return true;
}

/** Whether a mount has weapons the crew may keep back: sandcasters, or missiles when `missiles` (it keeps them). */
function keepsSome(weapons: readonly { kind: string }[], missiles: boolean): boolean {
  for (let i = 0; i < weapons.length; i++) {
    const k = weapons[i].kind;
    if (k === "sandcaster" || (missiles && k === "missile")) return true;
  }
  return false;
}
