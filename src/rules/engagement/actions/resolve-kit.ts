// What the station actions' resolutions share: a seat's check on its own turn, the other ship's crew member in an
// opposed check, turn modifiers, ranges and pursuits, repairs. No damage here (the Executor brings that).
import { repairSystem, type RepairTarget } from "../../repair";
import { rangeIndex } from "../../ranges";
import { type Modifier } from "../../checks";
import { type SeatCommand } from "../commands";
import { checkSpec, type CheckSpec, type CheckSpecMore } from "../crew-checks";
import { combatIn, type Ctx, setShip, shipIn, effectsIn } from "../context";
import { roleSeat, type Role } from "../crew-figures";
import { type TurnModifier, pairKey, repairOptionsOf } from "../memory";
import { nextId } from "../state";
import { RANGE_BANDS, type RangeBand } from "../../types";

export function addModifier(ctx: Ctx, mod: Omit<TurnModifier, "id">): TurnModifier {
  // every member present (undefined when absent), in one order: the engine reads these in its hottest loops
  const full: TurnModifier = {
    id: nextId(ctx.m, "m"),
    shipId: mod.shipId,
    key: mod.key,
    value: mod.value,
    targetId: mod.targetId,
    expiresRound: mod.expiresRound,
    uses: mod.uses,
    lapsesAtTurnOf: mod.lapsesAtTurnOf,
  };
  ctx.m.modifiers.push(full);
  ctx.ev?.push({ type: "modifierAdded", modifier: { ...full } });
  return full;
}

/** The crew member who answers for the other ship in an opposed check: the role's seat, else unmanned (DM−3). */
export function opponent(ctx: Ctx, shipId: string, r: Role, action: string, more?: CheckSpecMore): CheckSpec {
  const seat = roleSeat(shipIn(ctx, shipId), r);
  return checkSpec(shipId, seat >= 0 ? seat : undefined, action, r.skill, more);
}

/** The check of a seat's own action on its ship's turn: its Coordinate Crew points, hasty (R60). */
export function seatSpec(
  cmd: SeatCommand,
  action: string,
  skill: CheckSpec["skill"],
  more: CheckSpecMore = NO_MORE,
): CheckSpec {
  // the spec itself, in checkSpec's layout (the members in its order), rather than a `more` for checkSpec to copy
  return {
    shipId: cmd.shipId,
    seat: cmd.seat,
    action,
    skill,
    characteristic: more.characteristic,
    difficulty: more.difficulty,
    modifiers: more.modifiers,
    against: more.against,
    pool: "pool" in more ? more.pool : cmd.pool,
    ownTurn: true,
    skillLevel: more.skillLevel,
  };
}

export const NO_MORE: CheckSpecMore = Object.freeze({});

/** An Average check: the commonest (made once, not for each check) */
export const AVERAGE: CheckSpecMore = Object.freeze({ difficulty: "average" });

export function setRange(ctx: Ctx, a: string, b: string, to: RangeBand, reason: string): void {
  const k = pairKey(a, b);
  const from = ctx.m.ranges[k];
  if (from === to) return;
  ctx.m.ranges[k] = to;
  ctx.ev?.push({ type: "rangeChanged", a, b, from, to, reason });
  if (rangeIndex(to) >= rangeIndex("medium")) breakPursuits(ctx, a, b, "range");
  if (to !== "adjacent") {
    const docked = ctx.m.docked ?? [];
    const i = docked.indexOf(k);
    if (i >= 0) {
      docked.splice(i, 1);
      ctx.ev?.push({ type: "undocked", a, b });
    }
  }
}

export function breakPursuits(
  ctx: Ctx,
  a: string,
  b: string,
  reason: "range" | "outpaced" | "breakPursuit",
  onlyPursuer?: string,
): void {
  const m = ctx.m;
  for (let i = m.pursuits.length - 1; i >= 0; i--) {
    const p = m.pursuits[i];
    const match = (p.pursuerId === a && p.targetId === b) || (p.pursuerId === b && p.targetId === a);
    if (!match || (onlyPursuer !== undefined && p.pursuerId !== onlyPursuer)) continue;
    m.pursuits.splice(i, 1);
    ctx.ev?.push({ type: "pursuitBroken", pursuerId: p.pursuerId, targetId: p.targetId, reason });
  }
}

/**
 * The key of the bookkeeping entry (in the engagement's modifiers, a DM to nothing) that holds a pair's range from
 * before its first Range Check change of the round: `value` is the band's index, `expiresRound` the round.
 */
export const RANGE_BEFORE_CHECK = "rangeBeforeCheck";

export function rememberRange(ctx: Ctx, a: string, b: string, from: RangeBand): void {
  const m = ctx.m;
  const same = (x: TurnModifier) =>
    x.key === RANGE_BEFORE_CHECK && ((x.shipId === a && x.targetId === b) || (x.shipId === b && x.targetId === a));
  if (m.modifiers.some(same)) return;
  m.modifiers.push({
    id: nextId(m, "m"),
    shipId: a,
    key: RANGE_BEFORE_CHECK,
    value: rangeIndex(from),
    targetId: b,
    expiresRound: m.round,
    uses: undefined,
    lapsesAtTurnOf: undefined,
  });
}

/** Ruling R90 (rangeCheckReverts): at the round's end the ranges Range Checks changed go back to what they were. */
export function revertRangeChecks(ctx: Ctx): void {
  const mods = ctx.m.modifiers;
  for (let i = 0; i < mods.length;) {
    const x = mods[i];
    if (x.key !== RANGE_BEFORE_CHECK) {
      i++;
      continue;
    }
    mods.splice(i, 1);
    const a = combatIn(ctx, x.shipId);
    const b = x.targetId === undefined ? undefined : combatIn(ctx, x.targetId);
    if (a && b && a.status !== "escaped" && b.status !== "escaped")
      setRange(ctx, x.shipId, x.targetId!, RANGE_BANDS[x.value], "roundEnded");
  }
}

export function sensorDM(ctx: Ctx, shipId: string): Modifier[] {
  const dm = effectsIn(ctx, shipId).sensors.dm;
  return dm ? [{ source: "sensors", value: dm }] : [];
}

export function repairLabel(t: RepairTarget): string {
  return typeof t === "object" ? t.mountId : t;
}

export function applyRepair(ctx: Ctx, shipId: string, target: RepairTarget, effect: number, auto: boolean): void {
  const r = repairSystem(shipIn(ctx, shipId), target, effect, repairOptionsOf(ctx.m));
  setShip(ctx, shipId, r.ship);
  ctx.ev?.push({ type: "repaired", shipId, target: repairLabel(target), hits: r.repaired, auto });
}
