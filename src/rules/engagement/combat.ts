// Attacks, reactions and missiles (SRD Chapter 10 "Attack", "Reactions", "Missiles"; rulings R8, R10, R16–R20,
// R60–R85). An attack becomes a PendingAttack: rolled at once (R20 "after") or when its damage is resolved
// (R20 "before"); the target reacts to it; its damage lands when the attacker's initiative slot ends.
import { checkModifiers, difficultyDM, resolveCheck, TARGET, type CheckInput, type Modifier } from "../checks";
import { pickIndex, rollDice, type DiceSource } from "../dice";
import { copyAmmo, copyShip } from "../layouts";
import { missileFuelEndsRound, rollMissileImpact, missileToHitForType, missileTurnsToImpact } from "../missiles";
import { attackDifficulty, weaponAttackDM } from "../ranges";
import { personalScaleAttackDM, personalScaleFormula, rollPersonalScaleDamage, scalingWeaponOf } from "../scaling";
import { ACTION_FIGURES, ACTIONS } from "../tables/actions";
import { FIRE_SAND_DIFFICULTY, POINT_DEFENSE_DIFFICULTY, POINT_DEFENSE_REPEAT_DM } from "../tables/attack";
import { MISSILE_FIGURES, MISSILE_TYPE_TABLE } from "../tables/missiles";
import { fireControlWeapons } from "../software";
import { SOFTWARE_EFFECTS } from "../tables/software";
import { BAY_WEAPONS, SANDCASTER, SCREENS, TURRET_WEAPONS, type ScreenKind } from "../tables/weapons";
import type { MissileType, MountSnapshot, RangeBand, ShipSnapshot, WeaponKind, WeaponSnapshot } from "../types";
import type {
  AttackCommand,
  DodgeCommand,
  FireSandCommand,
  PointDefenseCommand,
  TriggerScreensCommand,
} from "./commands";
import {
  applyDamage,
  buildCheck,
  check,
  checkEnd,
  checkSpec,
  effectsOf,
  optionsOf,
  shotsFor,
  spend,
  standing,
  type Ctx,
} from "./context";
import type { BoarderInjury, ReactionType } from "./events";
import type { PendingAttack, PendingShot, Salvo } from "./memory";
import { bestSeat, isLonePilot, nextId, rangeBetween, seatSkill } from "./state";

// ----- weapons ----------------------------------------------------------------------------------------------------

const LASERS: readonly WeaponKind[] = ["pulseLaser", "beamLaser"];

export function isLaser(kind: WeaponKind): boolean {
  return LASERS.includes(kind);
}

/** Missile racks and sandcasters are loaded weapons (Reload Weapons System). */
export function isLoaded(kind: WeaponKind): boolean {
  return kind === "missile" || kind === "sandcaster";
}

/** D6 of ship-scale damage of a beam weapon in a mount of this type (Turret / Bay Weapons tables; R9). */
export function weaponDamageDice(kind: WeaponKind, mountType: MountSnapshot["type"]): number {
  if (kind === "missile" || kind === "sandcaster") return 0;
  const turrets = TURRET_WEAPONS as Record<string, { damageDice: number | null } | undefined>;
  const bays = BAY_WEAPONS as Record<string, { damageDice: number | null } | undefined>;
  const row = mountType === "bay" ? (bays[kind] ?? turrets[kind]) : (turrets[kind] ?? bays[kind]);
  return row?.damageDice ?? 0;
}

/** Missiles one weapon launches: a turret rack one, a bay missile bank a flight of twelve. */
export function missilesPerLaunch(mountType: MountSnapshot["type"]): number {
  return mountType === "bay" ? MISSILE_FIGURES.bankFlight : 1;
}

export function missileTypeOf(w: WeaponSnapshot): MissileType {
  return w.missileType ?? "standard";
}

export function isSpent(ctx: Ctx, shipId: string, weaponId: string): boolean {
  if (optionsOf(ctx.m).reloading !== "manual") return false;
  const spent = ctx.m.ships[shipId].spentWeapons;
  return spent !== undefined && spent.includes(weaponId);
}

function markSpent(ctx: Ctx, shipId: string, weaponId: string): void {
  if (optionsOf(ctx.m).reloading !== "manual") return;
  const st = ctx.m.ships[shipId];
  (st.spentWeapons ??= []).push(weaponId);
}

/** A copy of the ship with its magazine changed (snapshots are never mutated). */
export function withAmmo(
  ship: ShipSnapshot,
  missiles: Partial<Record<MissileType, number>>,
  sand: number,
): ShipSnapshot {
  const ammo = copyAmmo(ship.ammo, ship.ammo.missiles, ship.ammo.sand - sand);
  for (const k in missiles) ammo.missiles[k as MissileType] -= missiles[k as MissileType] ?? 0;
  const copy = copyShip(ship);
  copy.ammo = ammo;
  return copy;
}

/** The mount an attack command fires: the command's, else the seat's. */
export function attackMount(ship: ShipSnapshot, seat: number, mountId?: string): MountSnapshot | undefined {
  const i = attackMountIndex(ship, seat, mountId);
  return i < 0 ? undefined : ship.mounts[i];
}

/** The index of that mount in `ship.mounts` (its effects sit at the same index), or -1. */
export function attackMountIndex(ship: ShipSnapshot, seat: number, mountId?: string): number {
  // a small craft's lone pilot mans its only turret (R86)
  const id = mountId ?? (ship.seats[seat]?.mountId || (isLonePilot(ship, seat) ? ship.mounts[0]?.id : undefined));
  const mounts = ship.mounts;
  for (let i = 0; i < mounts.length; i++) if (mounts[i].id === id) return i;
  return -1;
}

/**
 * The weapons an attack fires: the listed ones, else every one that can fire at this range and is ready (then maybe
 * the mount's own list: read only).
 */
export function attackWeapons(
  ctx: Ctx,
  shipId: string,
  mount: MountSnapshot,
  range: ReturnType<typeof rangeBetween>,
  ids?: readonly string[],
): readonly WeaponSnapshot[] {
  if (ids) return ids.map((id) => mount.weapons.find((w) => w.id === id)).filter((w): w is WeaponSnapshot => !!w);
  const ship = ctx.s.ships[shipId];
  // ready (in range, not spent), and loaded weapons only while the magazine lasts; beams first, sand when no beam
  let left: Record<MissileType, number> | undefined;
  let sand = ship.ammo.sand;
  const beams: WeaponSnapshot[] = [];
  let fireable: WeaponSnapshot[] | undefined;
  const weapons = mount.weapons;
  const spent = optionsOf(ctx.m).reloading === "manual" ? ctx.m.ships[shipId].spentWeapons : undefined;
  // the usual case, every weapon a ready beam in range: the mount's own list (callers only read it)
  if (allReadyBeams(weapons, range, spent)) return weapons;
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    if (attackDifficulty(w.kind, range) === null || (spent !== undefined && spent.includes(w.id))) continue;
    if (w.kind === "missile") {
      const t = missileTypeOf(w);
      left ??= { ...ship.ammo.missiles };
      if (left[t] < missilesPerLaunch(mount.type)) continue;
      left[t] -= missilesPerLaunch(mount.type);
    } else if (w.kind === "sandcaster") {
      if (!(sand-- > 0)) continue;
      (fireable ??= beams.slice()).push(w);
      continue;
    }
    beams.push(w);
    if (fireable) fireable.push(w);
  }
  return beams.length || !fireable ? beams : fireable;
}

function allReadyBeams(
  weapons: readonly WeaponSnapshot[],
  range: RangeBand,
  spent: readonly string[] | undefined,
): boolean {
  for (let i = 0; i < weapons.length; i++) {
    const w = weapons[i];
    if (w.kind === "missile" || w.kind === "sandcaster" || attackDifficulty(w.kind, range) === null) return false;
    if (spent !== undefined && spent.includes(w.id)) return false;
  }
  return true;
}

// ----- attack modifiers ---------------------------------------------------------------------------------------------

/** DMs of the attacker's side (targeting, line up, pursuit, damage), shared by every weapon of the attack. */
function attackerDMs(
  ctx: Ctx,
  shipId: string,
  targetId: string,
  mount: MountSnapshot,
  computerTargeting: boolean,
): Modifier[] {
  const out: Modifier[] = [];
  const ship = ctx.s.ships[shipId];
  const fx = effectsOf(ship, ctx.m.options);
  if (mount.damage === 1)
    out.push({ source: "mountDamaged", value: fx.mounts.find((x) => x.id === mount.id)!.attackDM - fx.attackDM });
  if (fx.attackDM) out.push({ source: "bridgeDisabled", value: fx.attackDM });
  // both standing DMs in one pass over the turn's modifiers (as standing() sums them)
  let st = 0;
  let lu = 0;
  const mods = ctx.m.modifiers;
  for (let i = 0; i < mods.length; i++) {
    const x = mods[i];
    if (x.shipId !== shipId || (x.targetId !== undefined && x.targetId !== targetId)) continue;
    if (x.key === "sensorTargeting") st += x.value;
    else if (x.key === "lineUpTheShot") lu += x.value;
  }
  if (st) out.push({ source: "sensorTargeting", value: st });
  if (lu) out.push({ source: "lineUpTheShot", value: lu });
  if (computerTargeting) out.push({ source: "computerTargeting", value: SOFTWARE_EFFECTS.computerTargetingDM });
  const p = ctx.m.pursuits.find((x) => x.pursuerId === shipId && x.targetId === targetId);
  if (p) {
    const dm = pursuitDM(p.turns);
    if (dm) out.push({ source: "pursuit", value: dm });
  }
  return out;
}

/** Pursuit: DM+1 per turn after the first, at most +4. */
export function pursuitDM(turns: number): number {
  return Math.min(ACTION_FIGURES.pursuitMaxDM, Math.max(0, turns - 1) * ACTION_FIGURES.pursuitDMPerTurn);
}

/** DMs the target imposes on fire against it: Evade software, Evasive Maneuvers (both also on missile to-hit rolls: R67). */
function defenderDMs(ctx: Ctx, targetId: string): readonly Modifier[] {
  const evade = effectsOf(ctx.s.ships[targetId], ctx.m.options).evadeDM;
  const ev = standing(ctx.m, targetId, "evasive");
  if (!evade && !ev) return NO_MODIFIERS;
  const out: Modifier[] = [];
  if (evade) out.push({ source: "evade", value: evade });
  if (ev) out.push({ source: "evasiveManeuvers", value: ev });
  return out;
}
const NO_MODIFIERS: readonly Modifier[] = Object.freeze([]);

function sum(mods: readonly Modifier[]): number {
  let v = 0;
  for (const x of mods) v += x.value;
  return v;
}

// ----- the attack command -------------------------------------------------------------------------------------------

/** What validating an attack found: the mount it fires, the range, the weapons (engine.ts hands it over). */
export interface AttackPlan {
  mount: MountSnapshot;
  range: RangeBand;
  weapons: readonly WeaponSnapshot[];
}

export function attack(ctx: Ctx, cmd: AttackCommand, plan?: AttackPlan): void {
  const { shipId, seat, targetId } = cmd;
  const m = ctx.m;
  const ship = ctx.s.ships[shipId];
  const mount = plan ? plan.mount : attackMount(ship, seat, cmd.mountId)!;
  const range = plan ? plan.range : rangeBetween(m, shipId, targetId);
  const weapons = plan ? plan.weapons : attackWeapons(ctx, shipId, mount, range, cmd.weaponIds);
  const st = m.ships[shipId];
  spend(ctx, shipId, seat, "attack", "significant");
  (st.firedMounts ??= []).push(mount.id);
  const automated = !!ship.seats[seat].automated;
  if (automated) st.fireControlUsed = (st.fireControlUsed ?? 0) + weapons.length;
  if (cmd.computerTargeting) st.fireControlUsed = (st.fireControlUsed ?? 0) + 1;

  const skill = mount.type === "bay" ? "bayWeapons" : "turretWeapons";
  const own = attackerDMs(ctx, shipId, targetId, mount, !!cmd.computerTargeting);
  const base = buildCheck(
    ctx,
    checkSpec(shipId, seat, "attack", skill, {
      characteristic: automated ? null : undefined,
      modifiers: own,
      against: targetId,
      pool: cmd.pool,
      ownTurn: true,
    }),
  );

  let missiles = 0;
  for (let i = 0; i < weapons.length; i++) if (weapons[i].kind === "missile") missiles++;
  if (missiles === 0) return fireBeams(ctx, cmd, mount, weapons, base, range);
  const beams: WeaponSnapshot[] = [];
  const racks: WeaponSnapshot[] = [];
  for (const w of weapons) (w.kind === "missile" ? racks : beams).push(w);
  if (beams.length) fireBeams(ctx, cmd, mount, beams, base, range);
  launchMissiles(ctx, cmd, mount, racks, base, range);
}

function fireBeams(
  ctx: Ctx,
  cmd: AttackCommand,
  mount: MountSnapshot,
  beams: readonly WeaponSnapshot[],
  base: CheckInput,
  range: ReturnType<typeof rangeBetween>,
): void {
  const { shipId, seat, targetId } = cmd;
  const m = ctx.m;
  const opts = optionsOf(m);
  const against = defenderDMs(ctx, targetId);
  // the attack's own DMs (skill, characteristic, circumstances, the target's): kept on the attack, summed once
  const modifiers = checkModifiers({
    skill: base.skill,
    characteristicDM: base.characteristicDM,
    modifiers: against.length ? (base.modifiers ?? []).concat(against) : base.modifiers,
  });
  const shared = sum(modifiers);
  const rollNow = opts.reactionTiming === "after";
  const shots: PendingShot[] = [];
  let sand = 0;
  for (const w of beams) {
    // each weapon adds its difficulty at this range, and a pulse laser its own DM (R8)
    const difficulty = attackDifficulty(w.kind, range)!;
    const dm = shared + difficultyDM(difficulty) + weaponAttackDM(w.kind, opts);
    const shot = newShot(w.id, w.kind, dm, difficulty);
    if (rollNow) rollBeam(ctx.dice, shot, mount.type);
    if (w.kind === "sandcaster") {
      sand++;
      markSpent(ctx, shipId, w.id);
    }
    shots.push(shot);
  }
  if (sand) ctx.s.ships[shipId] = withAmmo(ctx.s.ships[shipId], {}, sand);
  const pending: PendingAttack = {
    id: nextId(m, "a"),
    attackerId: shipId,
    targetId,
    kind: "beam",
    mountId: mount.id,
    seat,
    round: m.round,
    modifiers,
    shots,
    reactions: [],
  };
  (m.pendingAttacks ??= []).push(pending);
  ctx.ev?.push({
    type: "attackRolled",
    attackId: pending.id,
    attackerId: shipId,
    targetId,
    mountId: mount.id,
    seat,
    range,
    modifiers: pending.modifiers,
    shots: shotsFor(shots),
    rolled: rollNow,
  });
  offerReactions(ctx, pending);
}

/** A shot not yet stopped: not destroyed, and a hit or not yet rolled. */
export function canStillHit(s: PendingShot): boolean {
  return !s.destroyed && (s.dice === undefined || s.hit === true);
}

/** A shot with every member present (undefined until known): shots gain members as they are rolled and reacted to. */
function newShot(weaponId: string, weapon: WeaponKind, dm: number, difficulty: string | undefined): PendingShot {
  return {
    weaponId,
    weapon,
    dice: undefined,
    dm,
    hit: undefined,
    damage: undefined,
    reduction: undefined,
    destroyed: undefined,
    difficulty,
  };
}

/** Roll one beam: 2D6 + DMs ≥ 8; a hit rolls its damage at once. */
function rollBeam(dice: DiceSource, shot: PendingShot, mountType: MountSnapshot["type"]): void {
  shot.dice = rollDice(dice, 2, "check", `attack: ${shot.weaponId}`);
  shot.hit = shot.dice + (shot.dm ?? 0) >= TARGET;
  if (shot.hit) {
    const count = weaponDamageDice(shot.weapon, mountType);
    shot.damage =
      shot.weapon === "sandcaster"
        ? SANDCASTER.attackDamage
        : rollDice(dice, count, "damage", `damage: ${shot.weaponId}`);
  }
}

function launchMissiles(
  ctx: Ctx,
  cmd: AttackCommand,
  mount: MountSnapshot,
  racks: WeaponSnapshot[],
  base: CheckInput,
  range: ReturnType<typeof rangeBetween>,
): void {
  const { shipId, seat, targetId } = cmd;
  const m = ctx.m;
  const per = missilesPerLaunch(mount.type);
  const byType = new Map<MissileType, number>();
  for (const w of racks) {
    byType.set(missileTypeOf(w), (byType.get(missileTypeOf(w)) ?? 0) + per);
    markSpent(ctx, shipId, w.id);
  }
  const input: CheckInput = { ...base, difficulty: attackDifficulty("missile", range)! };
  const r = resolveCheck(input, rollDice(ctx.dice, 2, "check", "missile launch"));
  ctx.ev?.push({ type: "checkRolled", shipId, seat, action: "attack", check: r });
  const used: Partial<Record<MissileType, number>> = {};
  for (const [missileType, count] of byType) {
    used[missileType] = count;
    const turns = missileTurnsToImpact(range)!;
    const salvo: Salvo = {
      id: nextId(m, "s"),
      attackerId: shipId,
      targetId,
      mountId: mount.id,
      missileType,
      count,
      launchedRound: m.round,
      impactRound: m.round + turns,
      toHit: missileToHitForType(missileType, r.effect),
      fuelEndsRound: missileFuelEndsRound(m.round),
      launchEffect: r.effect,
    };
    m.salvos.push(salvo);
    ctx.ev?.push({
      type: "missileLaunched",
      salvoId: salvo.id,
      attackerId: shipId,
      targetId,
      mountId: mount.id,
      missileType,
      count,
      toHit: salvo.toHit,
      launchEffect: r.effect,
      impactRound: salvo.impactRound,
    });
  }
  ctx.s.ships[shipId] = withAmmo(ctx.s.ships[shipId], used, 0);
}

// ----- missiles arriving --------------------------------------------------------------------------------------------

/** Salvos due this round become pending missile attacks the target may react to (R20: rolled first by default). */
export function missilesArrive(ctx: Ctx): boolean {
  const m = ctx.m;
  const rollNow = optionsOf(m).reactionTiming === "after";
  let any = false;
  for (const salvo of m.salvos) {
    if (salvo.impactRound !== m.round || salvo.count <= 0) continue;
    const target = m.ships[salvo.targetId];
    if (!target || target.status === "destroyed" || target.status === "escaped") continue;
    any = true;
    // the attack's own list: reactions add to it (modifyShots)
    const mods = defenderDMs(ctx, salvo.targetId).slice();
    const dm = sum(mods);
    const shots: PendingShot[] = [];
    for (let i = 0; i < salvo.count; i++) {
      const shot = newShot(`missile-${i + 1}`, "missile", dm, undefined);
      if (rollNow) rollMissile(ctx.dice, shot, salvo.missileType, salvo.toHit);
      shots.push(shot);
    }
    const pending: PendingAttack = {
      id: nextId(m, "a"),
      attackerId: salvo.attackerId,
      targetId: salvo.targetId,
      kind: "missile",
      mountId: salvo.mountId,
      salvoId: salvo.id,
      missileType: salvo.missileType,
      toHit: salvo.toHit,
      round: m.round,
      modifiers: mods,
      shots,
      reactions: [],
    };
    (m.pendingAttacks ??= []).push(pending);
    ctx.ev?.push({
      type: "missileArrived",
      salvoId: salvo.id,
      attackId: pending.id,
      targetId: salvo.targetId,
      count: salvo.count,
      toHit: salvo.toHit,
    });
    ctx.ev?.push({
      type: "attackRolled",
      attackId: pending.id,
      attackerId: salvo.attackerId,
      targetId: salvo.targetId,
      mountId: salvo.mountId,
      range: rangeBetween(m, salvo.attackerId, salvo.targetId),
      modifiers: mods,
      shots: shotsFor(shots),
      rolled: rollNow,
    });
    offerReactions(ctx, pending);
  }
  return any;
}

function rollMissile(dice: DiceSource, shot: PendingShot, type: MissileType, toHit: number): void {
  const r = rollMissileImpact(dice, type, toHit, shot.dm ?? 0, shot.weaponId);
  shot.dice = r.roll;
  shot.hit = r.hit;
  if (r.hit) shot.damage = r.damage;
}

/** Close the missile window: roll what is unrolled, land each hitting missile's damage, update the salvos (R16, R17). */
export function resolveMissiles(ctx: Ctx): void {
  const m = ctx.m;
  const pending = (m.pendingAttacks ?? []).filter((a) => a.kind === "missile");
  m.pendingAttacks = (m.pendingAttacks ?? []).filter((a) => a.kind !== "missile");
  for (const a of pending) {
    const salvo = m.salvos.find((s) => s.id === a.salvoId);
    for (const shot of a.shots)
      if (!shot.destroyed && shot.dice === undefined) rollMissile(ctx.dice, shot, a.missileType!, a.toHit!);
    for (const shot of a.shots) {
      if (!shot.hit || shot.destroyed) continue;
      const damage = Math.max(0, (shot.damage ?? 0) - (shot.reduction ?? 0));
      ctx.ev?.push({ type: "missileHit", salvoId: a.salvoId!, targetId: a.targetId, damage });
      applyDamage(
        ctx,
        a.targetId,
        { damage, weapon: "missile", missileType: a.missileType, activeScreens: a.activeScreens, label: a.salvoId },
        { attackId: a.id, attackerId: a.attackerId },
      );
    }
    if (!salvo) continue;
    const missed = a.shots.filter((s) => !s.hit && !s.destroyed).length;
    const reattacks = MISSILE_TYPE_TABLE[salvo.missileType].reattacks;
    const gone = m.ships[a.targetId].status === "destroyed" || m.ships[a.targetId].status === "escaped";
    if (missed > 0 && reattacks && m.round + 1 <= salvo.fuelEndsRound && !gone) {
      salvo.count = missed;
      salvo.impactRound = m.round + 1;
      ctx.ev?.push({
        type: "missileMissed",
        salvoId: salvo.id,
        targetId: a.targetId,
        count: missed,
        attacksAgainRound: salvo.impactRound,
      });
    } else {
      if (missed > 0) ctx.ev?.push({ type: "missileMissed", salvoId: salvo.id, targetId: a.targetId, count: missed });
      const i = m.salvos.indexOf(salvo);
      if (i >= 0) m.salvos.splice(i, 1);
      ctx.ev?.push({
        type: "salvoExpired",
        salvoId: salvo.id,
        reason: missed > 0 && reattacks && !gone ? "fuel" : "spent",
      });
    }
  }
  m.missilePhase = false;
  checkEnd(ctx, "destroyed");
}

/** Salvos whose fuel ran out before they could strike again (R16). */
export function expireSalvos(ctx: Ctx): void {
  const m = ctx.m;
  for (let i = m.salvos.length - 1; i >= 0; i--) {
    const s = m.salvos[i];
    if (s.impactRound > s.fuelEndsRound || s.count <= 0) {
      m.salvos.splice(i, 1);
      ctx.ev?.push({ type: "salvoExpired", salvoId: s.id, reason: s.count <= 0 ? "spent" : "fuel" });
    }
  }
}

// ----- beam attacks resolved at the end of the attacker's slot ------------------------------------------------------

/** Land the damage of every pending beam attack made by a ship that has finished its turn. */
export function resolveBeamAttacks(ctx: Ctx): void {
  const m = ctx.m;
  const all = m.pendingAttacks ?? [];
  const due: PendingAttack[] = [];
  const keep: PendingAttack[] = [];
  for (const a of all) (a.kind === "beam" && m.ships[a.attackerId].acted ? due : keep).push(a);
  if (!due.length) return;
  m.pendingAttacks = keep;
  for (const a of due) resolveBeamAttack(ctx, a);
  checkEnd(ctx, "destroyed");
}

function resolveBeamAttack(ctx: Ctx, a: PendingAttack): void {
  const mountType = mountById(ctx.s.ships[a.attackerId], a.mountId)?.type ?? "turret";
  let unrolled = false;
  for (const shot of a.shots)
    if (shot.dice === undefined) {
      unrolled = true;
      rollBeam(ctx.dice, shot, mountType);
    }
  if (unrolled)
    ctx.ev?.push({
      type: "attackRolled",
      attackId: a.id,
      attackerId: a.attackerId,
      targetId: a.targetId,
      mountId: a.mountId,
      seat: a.seat,
      range: rangeBetween(ctx.m, a.attackerId, a.targetId),
      modifiers: a.modifiers,
      shots: shotsFor(a.shots),
      rolled: true,
    });
  for (const shot of a.shots) {
    if (!shot.hit) continue;
    const damage = Math.max(0, (shot.damage ?? 0) - (shot.reduction ?? 0));
    applyDamage(
      ctx,
      a.targetId,
      { damage, weapon: shot.weapon, activeScreens: a.activeScreens, label: shot.weaponId },
      { attackId: a.id, attackerId: a.attackerId },
    );
  }
}

// ----- reactions ------------------------------------------------------------------------------------------------------

export function reactionsLeft(ctx: Ctx, shipId: string): number {
  const st = ctx.m.ships[shipId];
  return Math.max(0, (st.reactionsBudget ?? 0) - st.reactionsSpent);
}

/** The screen that answers an attack (nuclear damper: fusion guns, nuclear missiles; meson screen: meson guns). */
export function screenFor(a: Pick<PendingAttack, "kind" | "missileType" | "shots">): ScreenKind | null {
  if (a.kind === "missile") return a.missileType === "nuclear" ? "nuclearDamper" : null;
  let fusion = false;
  for (const s of a.shots) {
    if (s.weapon === "mesonGun") return "mesonScreen";
    if (s.weapon === "fusionGun") fusion = true;
  }
  return fusion ? "nuclearDamper" : null;
}

/** Sand stops beams, not missiles and not meson guns, whose particles pass through matter (ruling R71). */
export function sandApplies(a: Pick<PendingAttack, "kind" | "shots">): boolean {
  return a.kind === "beam" && a.shots.some((s) => s.weapon !== "mesonGun");
}

/** Seats able to fire sand (a turret with a ready sandcaster and canisters) or point defense (a turret laser). */
export function reactionSeats(ctx: Ctx, shipId: string, kind: "fireSand" | "pointDefense"): number[] {
  const ship = ctx.s.ships[shipId];
  const out: number[] = [];
  for (let i = 0; i < ship.seats.length; i++) {
    const seat = ship.seats[i];
    if (seat.position !== "turretGunner") continue;
    const mount = mountById(ship, seat.mountId);
    if (mount && reactionWeapon(ctx, shipId, mount, kind)) out.push(i);
  }
  return out;
}

/** The weapon of a mount that can take the reaction, or undefined. */
export function reactionWeapon(
  ctx: Ctx,
  shipId: string,
  mount: MountSnapshot,
  kind: "fireSand" | "pointDefense",
): WeaponSnapshot | undefined {
  const ship = ctx.s.ships[shipId];
  if (mount.type !== "turret" || mount.damage >= 2) return undefined;
  if (reactionFireBlocked(ctx, shipId, mount.id)) return undefined;
  const weapons = mount.weapons;
  if (kind === "pointDefense") {
    for (let i = 0; i < weapons.length; i++) if (isLaser(weapons[i].kind)) return weapons[i];
    return undefined;
  }
  if (ship.ammo.sand <= 0) return undefined;
  for (let i = 0; i < weapons.length; i++)
    if (weapons[i].kind === "sandcaster" && !isSpent(ctx, shipId, weapons[i].id)) return weapons[i];
  return undefined;
}

/** The ship's mount of this id (a loop, not `find` with a new closure: the simulation asks this for every attack). */
function mountById(ship: ShipSnapshot, id: string | undefined): MountSnapshot | undefined {
  const mounts = ship.mounts;
  for (let i = 0; i < mounts.length; i++) if (mounts[i].id === id) return mounts[i];
  return undefined;
}

/**
 * Ruling R94: sand and point defense are reactions, not the turret's fire of the round, unless the table's
 * reactionFireUsesTurret says they are: then a turret that fired this round cannot react, and one that reacted cannot fire.
 */
export function reactionFireBlocked(ctx: Ctx, shipId: string, mountId: string): boolean {
  return (
    ctx.m.options?.reactionFireUsesTurret === true && (ctx.m.ships[shipId].firedMounts?.includes(mountId) ?? false)
  );
}

function reactionFires(ctx: Ctx, shipId: string, mountId: string): void {
  if (ctx.m.options?.reactionFireUsesTurret !== true) return;
  const st = ctx.m.ships[shipId];
  if (!st.firedMounts?.includes(mountId)) (st.firedMounts ??= []).push(mountId);
}

/** Seats able to trigger screens: the captain or a gunner with Screens at level 0 or better. */
export function screensSeats(ship: ShipSnapshot): number[] {
  const out: number[] = [];
  for (let i = 0; i < ship.seats.length; i++) {
    const p = ship.seats[i].position;
    if ((p === "captain" || p === "turretGunner" || p === "bayGunner") && seatSkill(ship, i, "screens") !== null)
      out.push(i);
  }
  return out;
}

/** Reactions the target could take against an attack right now. */
export function reactionOptions(ctx: Ctx, a: PendingAttack): ReactionType[] {
  const shipId = a.targetId;
  const st = ctx.m.ships[shipId];
  if (st.status !== "active" || reactionsLeft(ctx, shipId) <= 0) return [];
  const ship = ctx.s.ships[shipId];
  const fx = effectsOf(ship, ctx.m.options);
  const live = a.shots.filter(canStillHit);
  if (!live.length) return [];
  const out: ReactionType[] = [];
  if (!a.reactions.includes("dodge") && fx.bridge.pilotActions && bestSeat(ship, ["pilot"], "piloting") >= 0)
    out.push("dodge");
  if (sandApplies(a) && reactionSeats(ctx, shipId, "fireSand").length) out.push("fireSand");
  if (a.kind === "missile" && reactionSeats(ctx, shipId, "pointDefense").length) out.push("pointDefense");
  const screen = screenFor(a);
  if (screen && !a.reactions.includes("triggerScreens") && ship.screens[screen] > 0 && screensSeats(ship).length)
    out.push("triggerScreens");
  return out;
}

/** Tell the target which reactions it has against a new attack (an event only: nothing to do when nobody listens). */
export function offerReactions(ctx: Ctx, a: PendingAttack): void {
  if (!ctx.ev) return;
  const reactions = reactionOptions(ctx, a);
  if (reactions.length)
    ctx.ev?.push({
      type: "reactionOffered",
      attackId: a.id,
      shipId: a.targetId,
      reactions,
      remaining: reactionsLeft(ctx, a.targetId),
    });
}

function spendReaction(
  ctx: Ctx,
  shipId: string,
  reaction: ReactionType,
  seat: number | undefined,
  success: boolean,
  ref: { attackId?: string; boardingId?: string },
): void {
  const st = ctx.m.ships[shipId];
  st.reactionsSpent++;
  ctx.ev?.push({
    type: "reactionSpent",
    shipId,
    reaction,
    seat,
    ...ref,
    success,
    remaining: reactionsLeft(ctx, shipId),
  });
}

/** Add a DM to every shot of an attack, re-reading hits of shots already rolled. */
function modifyShots(a: PendingAttack, source: string, value: number): void {
  a.modifiers.push({ source, value });
  const target = a.kind === "missile" ? a.toHit! : TARGET;
  for (const s of a.shots) {
    s.dm = (s.dm ?? 0) + value;
    if (s.dice !== undefined) {
      const hit = s.dice + s.dm >= target;
      if (!hit && s.hit) {
        s.hit = false;
        s.damage = undefined;
      } else s.hit = hit;
    }
  }
}

export function findAttack(ctx: Ctx, id: string): PendingAttack | undefined {
  return (ctx.m.pendingAttacks ?? []).find((a) => a.id === id);
}

export function dodge(ctx: Ctx, cmd: DodgeCommand): void {
  const a = findAttack(ctx, cmd.attackId)!;
  const ship = ctx.s.ships[cmd.shipId];
  const seat = cmd.seat ?? bestSeat(ship, ["pilot"], "piloting");
  const r = check(
    ctx,
    checkSpec(cmd.shipId, seat, "dodge", "piloting", {
      difficulty: ACTIONS.dodge.difficulty as "average",
      against: a.attackerId,
      pool: cmd.pool,
    }),
  );
  a.reactions.push("dodge");
  spendReaction(ctx, cmd.shipId, "dodge", seat, r.success, { attackId: a.id });
  if (r.success) {
    modifyShots(a, "dodge", ACTION_FIGURES.dodgeDM);
    ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "dodge" });
  }
}

/** A reaction's gunnery DMs: the turret's own damage and a disabled bridge. */
function gunneryDMs(ctx: Ctx, shipId: string, mount: MountSnapshot): Modifier[] {
  const fx = effectsOf(ctx.s.ships[shipId], ctx.m.options);
  const out: Modifier[] = [];
  const own = (fx.mounts.find((x) => x.id === mount.id)?.attackDM ?? 0) - fx.attackDM;
  if (own) out.push({ source: "mountDamaged", value: own });
  if (fx.attackDM) out.push({ source: "bridgeDisabled", value: fx.attackDM });
  return out;
}

export function fireSand(ctx: Ctx, cmd: FireSandCommand): void {
  const ship = ctx.s.ships[cmd.shipId];
  const mount = attackMount(ship, cmd.seat, cmd.mountId)!;
  const w = reactionWeapon(ctx, cmd.shipId, mount, "fireSand")!;
  ctx.s.ships[cmd.shipId] = withAmmo(ship, {}, 1);
  markSpent(ctx, cmd.shipId, w.id);
  reactionFires(ctx, cmd.shipId, mount.id);
  const a = "attackId" in cmd ? findAttack(ctx, cmd.attackId)! : undefined;
  const boarding = "boardingId" in cmd ? (ctx.m.boardings ?? []).find((b) => b.id === cmd.boardingId)! : undefined;
  const against = a ? a.attackerId : boarding!.attackerId;
  const r = check(
    ctx,
    checkSpec(cmd.shipId, cmd.seat, "fireSand", "turretWeapons", {
      difficulty: FIRE_SAND_DIFFICULTY,
      modifiers: gunneryDMs(ctx, cmd.shipId, mount),
      against,
      pool: cmd.pool,
    }),
  );
  spendReaction(
    ctx,
    cmd.shipId,
    "fireSand",
    cmd.seat,
    r.success,
    a ? { attackId: a.id } : { boardingId: boarding!.id },
  );
  if (a) {
    a.reactions.push("fireSand");
    if (!r.success) return;
    for (const s of a.shots) {
      if ((s.dice !== undefined && !s.hit) || s.weapon === "mesonGun") continue;
      s.reduction =
        (s.reduction ?? 0) + rollDice(ctx.dice, SANDCASTER.beamReductionDice, "sand", `sand: ${s.weaponId}`);
    }
    ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "fireSand" });
  } else if (r.success) {
    // Fire Sand: "each target in the boarding party takes 8D6 damage" (the Scaling Damage table's Sandcaster row)
    const party = boardingParty(ctx.s.ships[boarding!.attackerId]);
    const injuries = party.map((p) => boarderInjury(ctx.dice, p, "sandcaster"));
    boardersHit(
      ctx,
      boarding!.id,
      cmd.shipId,
      boarding!.attackerId,
      "fireSand",
      personalScaleFormula("sandcaster").damage,
      injuries,
    );
  }
}

/** One member of a boarding party: a seat of the attacking ship, and the crew member in it when named. */
export interface Boarder {
  seat: number;
  crewId?: string;
}

/**
 * The boarding party (ruling R98): every marine and Chief Security Officer seated on the attacking ship, the
 * positions the Action Summary gives the Boarding Action.
 */
export function boardingParty(attacker: ShipSnapshot): Boarder[] {
  const out: Boarder[] = [];
  attacker.seats.forEach((s, seat) => {
    if (s.position !== "marine" && s.position !== "chiefSecurityOfficer") return;
    out.push(s.crewId === undefined ? { seat } : { seat, crewId: s.crewId });
  });
  return out;
}

function boarderInjury(
  dice: DiceSource,
  boarder: Boarder,
  weapon: Parameters<typeof rollPersonalScaleDamage>[1],
): BoarderInjury {
  const hit = rollPersonalScaleDamage(dice, weapon, `boarder: seat ${boarder.seat}`);
  const out: BoarderInjury = { seat: boarder.seat, damage: hit.damage, rads: hit.rads };
  if (boarder.crewId !== undefined) out.crewId = boarder.crewId;
  return out;
}

/**
 * Sand or point defense striking a boarding party: each boarder struck takes the weapon's personal-scale damage
 * (Scaling Damage table), which the crew card lays on them; the defenders' next boarding roll gains DM+1 (R73).
 */
function boardersHit(
  ctx: Ctx,
  boardingId: string,
  shipId: string,
  partyShipId: string,
  by: "fireSand" | "pointDefense",
  damage: string,
  injuries: BoarderInjury[],
): void {
  const st = ctx.m.ships[shipId];
  st.boardingDM = (st.boardingDM ?? 0) + 1;
  ctx.ev?.push({ type: "boardersHit", boardingId, shipId, by, damage, partyShipId, injuries });
}

export function pointDefense(ctx: Ctx, cmd: PointDefenseCommand): void {
  const ship = ctx.s.ships[cmd.shipId];
  const mount = attackMount(ship, cmd.seat, cmd.mountId)!;
  const laser = reactionWeapon(ctx, cmd.shipId, mount, "pointDefense")!;
  const a = "attackId" in cmd ? findAttack(ctx, cmd.attackId)! : undefined;
  const boarding = "boardingId" in cmd ? (ctx.m.boardings ?? []).find((b) => b.id === cmd.boardingId)! : undefined;
  const against = a ? a.attackerId : boarding!.attackerId;
  const base = gunneryDMs(ctx, cmd.shipId, mount);
  reactionFires(ctx, cmd.shipId, mount.id);
  // a laser aimed at one boarder: "Ship weapons suffer a DM -4 to hit a specific target on the personal combat scale"
  if (!a) base.push({ source: "personalScale", value: personalScaleAttackDM(true) });
  let destroyed = 0;
  let first = true;
  let anySuccess = false;
  const max = cmd.maxShots ?? Infinity;
  for (let n = 0; n < max; n++) {
    const candidates = a ? a.shots.filter(canStillHit) : [];
    if (a && !candidates.length) break;
    const mods = n ? [...base, { source: "repeat", value: n * POINT_DEFENSE_REPEAT_DM }] : base;
    const r = check(
      ctx,
      checkSpec(cmd.shipId, cmd.seat, "pointDefense", "turretWeapons", {
        difficulty: POINT_DEFENSE_DIFFICULTY,
        modifiers: mods,
        against: first ? against : undefined,
        pool: first ? cmd.pool : undefined,
      }),
    );
    first = false;
    if (!r.success) break;
    anySuccess = true;
    if (!a) {
      // one boarder, picked at random, takes the laser's personal-scale damage (R98)
      const weapon = scalingWeaponOf(laser.kind, mount.type);
      const party = boardingParty(ctx.s.ships[boarding!.attackerId]);
      const injuries = party.length
        ? [boarderInjury(ctx.dice, party[pickIndex(ctx.dice, party.length, "boarder hit")], weapon)]
        : [];
      boardersHit(
        ctx,
        boarding!.id,
        cmd.shipId,
        boarding!.attackerId,
        "pointDefense",
        personalScaleFormula(weapon).damage,
        injuries,
      );
      break;
    }
    candidates[0].destroyed = true;
    destroyed++;
  }
  spendReaction(
    ctx,
    cmd.shipId,
    "pointDefense",
    cmd.seat,
    anySuccess,
    a ? { attackId: a.id } : { boardingId: boarding!.id },
  );
  if (a) {
    a.reactions.push("pointDefense");
    if (destroyed) {
      const salvo = ctx.m.salvos.find((s) => s.id === a.salvoId);
      if (salvo) salvo.count = Math.max(0, salvo.count - destroyed);
      ctx.ev?.push({ type: "missileDestroyed", salvoId: a.salvoId!, count: destroyed, by: "pointDefense" });
      ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "pointDefense" });
    }
  }
}

export function triggerScreens(ctx: Ctx, cmd: TriggerScreensCommand): void {
  const a = findAttack(ctx, cmd.attackId)!;
  const ship = ctx.s.ships[cmd.shipId];
  const screen = screenFor(a)!;
  const skill = seatSkill(ship, cmd.seat, "screens") ?? 0;
  const bonus = cmd.pool ? Math.min(cmd.pool, ctx.m.ships[cmd.shipId].coordinationPool ?? 0) : 0;
  if (bonus) {
    const st = ctx.m.ships[cmd.shipId];
    st.coordinationPool = (st.coordinationPool ?? 0) - bonus;
    ctx.ev?.push({
      type: "poolSpent",
      shipId: cmd.shipId,
      seat: cmd.seat,
      points: bonus,
      remaining: st.coordinationPool,
    });
  }
  a.reactions.push("triggerScreens");
  a.activeScreens = { ...a.activeScreens, [screen]: ship.screens[screen] };
  spendReaction(ctx, cmd.shipId, "triggerScreens", cmd.seat, true, { attackId: a.id });
  for (const s of a.shots) {
    if (s.destroyed || (s.dice !== undefined && !s.hit)) continue;
    s.reduction =
      (s.reduction ?? 0) +
      rollDice(ctx.dice, SCREENS[screen].reductionDice, "screens", `screens: ${s.weaponId}`) +
      skill +
      bonus;
  }
  ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "triggerScreens" });
}

// ----- the computer's share of fire control ------------------------------------------------------------------------

/** Fire Control slots left this turn (a weapon fired by the computer or a DM+1 aid each take one). */
export function fireControlLeft(ctx: Ctx, shipId: string): number {
  return fireControlWeapons(ctx.s.ships[shipId]) - (ctx.m.ships[shipId].fireControlUsed ?? 0);
}
