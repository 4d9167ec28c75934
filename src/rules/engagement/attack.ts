// The attack command (SRD Chapter 10 "Attack"; rulings R8, R10, R20). An attack becomes a PendingAttack: rolled at
// once (R20 "after") or when its damage is resolved (R20 "before"); the target reacts to it; its damage lands when the
// attacker's initiative slot ends. Missiles fired become salvos (salvos.ts).
import { checkModifiers, difficultyDM, resolveCheck, TARGET, type CheckInput, type Modifier } from "../checks";
import { DamageRun } from "../damage";
import { rollDice, type DiceSource } from "../dice";
import { missileFuelEndsRound, missileToHitForType, missileTurnsToImpact } from "../missiles";
import { attackDifficulty, weaponAttackDM } from "../ranges";
import { ACTION_FIGURES } from "../tables/actions";
import { SOFTWARE_EFFECTS } from "../tables/software";
import { SANDCASTER } from "../tables/weapons";
import type { MissileType, MountSnapshot, RangeBand, WeaponSnapshot } from "../types";
import type { AttackCommand } from "./commands";
import {
  applyDamage,
  buildCheck,
  checkEnd,
  checkSpec,
  effectsOf,
  optionsOf,
  shotsFor,
  spend,
  standing,
  type Ctx,
} from "./context";
import type { PendingAttack, PendingShot, Salvo } from "./memory";
import { nextId, rangeBetween } from "./state";
import { offerReactions } from "./reactions";
import { newShot } from "./shots";
import {
  attackMount,
  attackWeapons,
  markSpent,
  missileTypeOf,
  missilesPerLaunch,
  mountById,
  weaponDamageDice,
  withAmmo,
} from "./weapons";

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
export function defenderDMs(ctx: Ctx, targetId: string): readonly Modifier[] {
  const evade = effectsOf(ctx.s.ships[targetId], ctx.m.options).evadeDM;
  const ev = standing(ctx.m, targetId, "evasive");
  if (!evade && !ev) return NO_MODIFIERS;
  const out: Modifier[] = [];
  if (evade) out.push({ source: "evade", value: evade });
  if (ev) out.push({ source: "evasiveManeuvers", value: ev });
  return out;
}
const NO_MODIFIERS: readonly Modifier[] = Object.freeze([]);

export function sum(mods: readonly Modifier[]): number {
  let v = 0;
  for (const x of mods) v += x.value;
  return v;
}

/** What validating an attack found: the mount it fires, the range, the weapons (validation.ts finds it, engine.ts hands it over). */
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

/** Land the damage of every pending beam attack made by a ship that has finished its turn. */
export function resolveBeamAttacks(ctx: Ctx): void {
  const m = ctx.m;
  const all = m.pendingAttacks;
  if (!all) return;
  // (most calls find nothing due: the lists are built only when something is)
  let i = 0;
  while (i < all.length && !isDue(m, all[i])) i++;
  if (i === all.length) return;
  // the due attacks leave the list (the working state's own: closed up in place), the others keep their order
  const due: PendingAttack[] = [];
  let kept = i;
  for (; i < all.length; i++) {
    const a = all[i];
    if (isDue(m, a)) due.push(a);
    else all[kept++] = a;
  }
  while (all.length > kept) all.pop();
  // every hit landed here on a ship works on one copy of its snapshot (nothing else looks at it in between)
  const run = new DamageRun();
  for (let d = 0; d < due.length; d++) resolveBeamAttack(ctx, due[d], run);
  checkEnd(ctx, "destroyed");
}

function isDue(m: Ctx["m"], a: PendingAttack): boolean {
  return a.kind === "beam" && m.ships[a.attackerId].acted === true;
}

function resolveBeamAttack(ctx: Ctx, a: PendingAttack, run: DamageRun): void {
  // (the mount's type matters only to shots still to roll: most were rolled when fired)
  let mountType: MountSnapshot["type"] | undefined;
  let unrolled = false;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++)
    if (shots[i].dice === undefined) {
      unrolled = true;
      mountType ??= mountById(ctx.s.ships[a.attackerId], a.mountId)?.type ?? "turret";
      rollBeam(ctx.dice, shots[i], mountType);
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
  let meta: { attackId: string; attackerId: string } | undefined;
  for (let i = 0; i < shots.length; i++) {
    const shot = shots[i];
    if (!shot.hit) continue;
    const damage = Math.max(0, (shot.damage ?? 0) - (shot.reduction ?? 0));
    meta ??= { attackId: a.id, attackerId: a.attackerId };
    applyDamage(
      ctx,
      a.targetId,
      { damage, weapon: shot.weapon, activeScreens: a.activeScreens, label: shot.weaponId },
      meta,
      run,
    );
  }
}
