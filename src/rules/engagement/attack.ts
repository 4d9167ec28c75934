// The attack command (SRD Chapter 10 "Attack"; rulings R8, R10, R20). An attack becomes a PendingAttack: rolled at
// once (R20 "after") or when its damage is resolved (R20 "before"); the target reacts to it; its damage lands when the
// attacker's initiative slot ends. Missiles fired become salvos (salvos.ts).
import { pursuitDM } from "./actions/pursuit";
import type { AttackPlan } from "./actions/station-action";
import { difficultyDM, resolveCheck, TARGET, UNSKILLED_DM, type CheckInput, type Modifier } from "../checks";
import { DamageRun } from "../damage";
import { type DamageAttack } from "../damage-types";
import { rollDice, type DiceSource } from "../dice";
import { missileFuelEndsRound, missileToHitForType, missileTurnsToImpact } from "../missiles";
import { attackDifficulty, weaponAttackDM } from "../ranges";
import { SOFTWARE_EFFECTS } from "../tables/software";
import { SANDCASTER } from "../tables/weapons";
import type { Difficulty, MissileType, MountSnapshot, WeaponKind, WeaponSnapshot } from "../types";
import type { AttackCommand } from "./commands";
import { applyDamage, checkEnd, type DamageMeta } from "./damage-landing";
import {
  combatIn,
  type Ctx,
  optionsOf,
  setShip,
  shipIn,
  shotsFor,
  effectsIn,
  slotOf,
  noShip,
  slotEffects,
} from "./context";
import { buildCheck, checkSpec, type CheckSpec, standing } from "./crew-checks";
import { spend } from "./economy";
import type { PendingAttack, PendingShot, Salvo } from "./memory";
import { nextId, rangeBetween } from "./state";
import { reactionOptions } from "./reaction-offers";
import { reactionsLeft } from "./reaction-gates";
import { newShot } from "./shots";
import {
  attackMountIndex,
  attackWeapons,
  markSpent,
  missileTypeOf,
  missilesPerLaunch,
  mountById,
  weaponDamageDice,
  withAmmo,
} from "./weapons";

/**
 * Add the DMs of the attacker's side (damaged mount, disabled bridge, targeting, line up, computer, pursuit), shared by
 * every weapon of the attack, to `out`; only those that are not 0 (as checkModifiers lists them). Returns their sum.
 */
function addAttackerDMs(
  ctx: Ctx,
  shipId: string,
  targetId: string,
  plan: AttackPlan,
  computerTargeting: boolean,
  out: Modifier[],
): number {
  const fx = plan.fx;
  let total = 0;
  if (plan.mount.damage === 1) total += add(out, "mountDamaged", fx.mounts[plan.index].attackDM - fx.attackDM);
  total += add(out, "bridgeDisabled", fx.attackDM);
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
  total += add(out, "sensorTargeting", st);
  total += add(out, "lineUpTheShot", lu);
  if (computerTargeting) total += add(out, "computerTargeting", SOFTWARE_EFFECTS.computerTargetingDM);
  const pursuits = ctx.m.pursuits;
  for (let i = 0; i < pursuits.length; i++) {
    const p = pursuits[i];
    if (p.pursuerId === shipId && p.targetId === targetId) {
      total += add(out, "pursuit", pursuitDM(p.turns));
      break;
    }
  }
  return total;
}

/** Add a DM to a list of modifiers unless it is 0; returns it. */
function add(out: Modifier[], source: string, value: number): number {
  if (value !== 0) out.push({ source, value });
  return value;
}

/**
 * Add the DMs the target imposes on fire against it to `out`: Evade software, Evasive Maneuvers (both also on missile
 * to-hit rolls: R67); only those that are not 0. Returns their sum.
 */
export function addDefenderDMs(ctx: Ctx, targetId: string, out: Modifier[]): number {
  const evade = effectsIn(ctx, targetId).evadeDM;
  return add(out, "evade", evade) + add(out, "evasiveManeuvers", standing(ctx.m, targetId, "evasive"));
}

/**
 * Add the modifiers of `from` that are not 0 to `out` (themselves, not copies: modifiers are plain data nobody
 * changes); returns their sum.
 */
function addAll(out: Modifier[], from: readonly Modifier[] | undefined): number {
  let total = 0;
  if (from)
    for (let i = 0; i < from.length; i++) {
      const x = from[i];
      if (x.value === 0) continue;
      out.push(x);
      total += x.value;
    }
  return total;
}

/** The plan of an attack not validated by the engine first (validation finds the same). */
function planAttack(ctx: Ctx, cmd: AttackCommand): AttackPlan {
  const slot = slotOf(ctx, cmd.shipId) ?? noShip(cmd.shipId);
  const index = attackMountIndex(slot.ship, cmd.seat, cmd.mountId);
  const mount = slot.ship.mounts[index];
  const range = rangeBetween(ctx.m, cmd.shipId, cmd.targetId);
  const weapons = attackWeapons(ctx, slot, mount, range, cmd.weaponIds);
  return { ok: true, mount, index, range, weapons, fx: slotEffects(ctx, slot) };
}

export function attack(ctx: Ctx, cmd: AttackCommand, plan: AttackPlan = planAttack(ctx, cmd)): void {
  const { shipId, seat, targetId } = cmd;
  const { mount, weapons } = plan;
  // (the slot of this context: a plan may come from validating another copy of the state, see applyCommand)
  const { ship, st } = slotOf(ctx, shipId) ?? noShip(shipId);
  spend(ctx, shipId, seat, "attack", "significant");
  (st.firedMounts ??= []).push(mount.id);
  const automated = !!ship.seats[seat].automated;
  const computerTargeting = !!cmd.computerTargeting;
  if (automated) st.fireControlUsed = (st.fireControlUsed ?? 0) + weapons.length;
  if (computerTargeting) st.fireControlUsed = (st.fireControlUsed ?? 0) + 1;

  // the crew's part of the check (skill, characteristic, hasty, pool, intercept); the circumstances are added below
  const spec = ATTACK_SPEC;
  spec.shipId = shipId;
  spec.seat = seat;
  spec.skill = mount.type === "bay" ? "bayWeapons" : "turretWeapons";
  spec.characteristic = automated ? null : undefined;
  spec.against = targetId;
  spec.pool = cmd.pool;
  const crew = buildCheck(ctx, spec);

  let missiles = 0;
  for (let i = 0; i < weapons.length; i++) if (weapons[i].kind === "missile") missiles++;
  if (missiles === 0) return fireBeams(ctx, cmd, plan, weapons, crew, computerTargeting);
  const beams: WeaponSnapshot[] = [];
  const racks: WeaponSnapshot[] = [];
  for (const w of weapons) (w.kind === "missile" ? racks : beams).push(w);
  if (beams.length) fireBeams(ctx, cmd, plan, beams, crew, computerTargeting);
  launchMissiles(ctx, cmd, plan, racks, crew, computerTargeting);
}

/**
 * The spec of the crew's part of every attack check, its members set anew for each attack: buildCheck only reads a spec
 * (and an attack makes one check at a time), so one object serves them all instead of a new one per attack.
 */
const ATTACK_SPEC: CheckSpec = checkSpec("", 0, "attack", "turretWeapons", { ownTurn: true });

function fireBeams(
  ctx: Ctx,
  cmd: AttackCommand,
  plan: AttackPlan,
  beams: readonly WeaponSnapshot[],
  crew: CheckInput,
  computerTargeting: boolean,
): void {
  const { shipId, seat, targetId } = cmd;
  const { mount, range } = plan;
  const m = ctx.m;
  const opts = optionsOf(ctx);
  const mods: Modifier[] = [];
  const shared = addAttackDMs(ctx, shipId, targetId, plan, crew, computerTargeting, mods);
  const rollNow = opts.reactionTiming === "after";
  const labelled = ctx.ev !== undefined;
  const dice = ctx.dice;
  const shots: PendingShot[] = [];
  let sand = 0;
  // each weapon adds its difficulty at this range, and a pulse laser its own DM (R8); its damage dice depend on the
  // mount: worked out again only when the kind changes (a mount's weapons are mostly of one kind)
  let kind: WeaponKind | undefined;
  let difficulty: Difficulty = "average";
  let dm = 0;
  let damageDice = 0;
  for (let i = 0; i < beams.length; i++) {
    const w = beams[i];
    if (w.kind !== kind) {
      kind = w.kind;
      difficulty = attackDifficulty(kind, range)!;
      dm = shared + difficultyDM(difficulty) + weaponAttackDM(kind, opts);
      damageDice = weaponDamageDice(kind, mount.type);
    }
    const shot = newShot(w.id, kind, dm, difficulty);
    if (rollNow) rollBeam(dice, shot, dm, damageDice, labelled);
    if (kind === "sandcaster") {
      sand++;
      markSpent(ctx, shipId, w.id);
    }
    shots.push(shot);
  }
  if (sand) setShip(ctx, shipId, withAmmo(shipIn(ctx, shipId), {}, sand));
  const pending: PendingAttack = {
    id: nextId(m, "a"),
    attackerId: shipId,
    targetId,
    kind: "beam",
    mountId: mount.id,
    seat,
    round: m.round,
    modifiers: mods,
    shots,
    reactions: [],
  };
  (m.pendingAttacks ??= []).push(pending);
  if (ctx.ev) {
    ctx.ev.push({
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
}

/**
 * Add the attack's own DMs to `out`, in checkModifiers' order: skill, characteristic, the attacker's circumstances,
 * the crew's, the target's (kept on the attack: its card shows them, reactions add to them); returns their sum. (Apart
 * from fireBeams, whose room for inlining goes to the dice of each shot.)
 */
function addAttackDMs(
  ctx: Ctx,
  shipId: string,
  targetId: string,
  plan: AttackPlan,
  crew: CheckInput,
  computerTargeting: boolean,
  out: Modifier[],
): number {
  const skill = crew.skill;
  // (the skill listed even when 0, as checkModifiers lists it)
  const first: Modifier =
    skill === null || skill === undefined
      ? { source: "unskilled", value: UNSKILLED_DM }
      : { source: "skill", value: skill };
  out.push(first);
  let total = first.value;
  total += add(out, "characteristic", crew.characteristicDM ?? 0);
  total += addAttackerDMs(ctx, shipId, targetId, plan, computerTargeting, out);
  total += addAll(out, crew.modifiers);
  return total + addDefenderDMs(ctx, targetId, out);
}

/**
 * Roll one beam whose DMs come to `dm`: 2D6 + DMs ≥ 8; a hit rolls its damage at once (`damageDice` D6: its weapon's
 * in its mount). The dice are labelled with the weapon only when `labelled` (the label is chat flavour: nobody reads it
 * when no events are kept).
 */
function rollBeam(dice: DiceSource, shot: PendingShot, dm: number, damageDice: number, labelled: boolean): void {
  const rolled = rollDice(dice, 2, "check", labelled ? `attack: ${shot.weaponId}` : undefined);
  const hit = rolled + dm >= TARGET;
  shot.dice = rolled;
  shot.hit = hit;
  if (hit)
    shot.damage =
      shot.weapon === "sandcaster"
        ? SANDCASTER.attackDamage
        : rollDice(dice, damageDice, "damage", labelled ? `damage: ${shot.weaponId}` : undefined);
}

function launchMissiles(
  ctx: Ctx,
  cmd: AttackCommand,
  plan: AttackPlan,
  racks: WeaponSnapshot[],
  crew: CheckInput,
  computerTargeting: boolean,
): void {
  const { shipId, seat, targetId } = cmd;
  const { mount, range } = plan;
  const m = ctx.m;
  const per = missilesPerLaunch(mount.type);
  const byType = new Map<MissileType, number>();
  for (const w of racks) {
    byType.set(missileTypeOf(w), (byType.get(missileTypeOf(w)) ?? 0) + per);
    markSpent(ctx, shipId, w.id);
  }
  // the launch check: the attacker's circumstances, then the crew's
  const circumstances: Modifier[] = [];
  addAttackerDMs(ctx, shipId, targetId, plan, computerTargeting, circumstances);
  addAll(circumstances, crew.modifiers);
  const input: CheckInput = {
    skill: crew.skill,
    characteristicDM: crew.characteristicDM,
    difficulty: attackDifficulty("missile", range)!,
    modifiers: circumstances,
  };
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
    // ruling R110: under missilesAsCraft the salvo flies as a craft from the launch band (its impact round is the
    // table's all the same, nobody having moved yet)
    if (m.options?.missilesAsCraft) salvo.band = range;
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
  setShip(ctx, shipId, withAmmo(shipIn(ctx, shipId), used, 0));
}

/** Land the damage of every pending beam attack made by a ship that has finished its turn. */
export function resolveBeamAttacks(ctx: Ctx): void {
  const all = ctx.m.pendingAttacks;
  if (!all) return;
  // the due attacks leave the list (the working state's own: closed up in place, nothing that lands damage reads it),
  // each landed as it is met; the others keep their order. Every hit landed here on a ship works on one copy of its
  // snapshot (nothing else looks at it in between).
  let run: DamageRun | undefined;
  let kept = 0;
  const departures = ctx.departures;
  for (let i = 0; i < all.length; i++) {
    const a = all[i];
    if (isDue(ctx, a)) resolveBeamAttack(ctx, a, (run ??= new DamageRun()));
    else all[kept++] = a;
  }
  // (most calls find nothing due)
  if (run === undefined) return;
  while (all.length > kept) all.pop();
  // the fight can end here only if a hit put a ship out of it
  if (ctx.departures !== departures) checkEnd(ctx, "destroyed");
}

function isDue(ctx: Ctx, a: PendingAttack): boolean {
  return a.kind === "beam" && combatIn(ctx, a.attackerId).acted === true;
}

function resolveBeamAttack(ctx: Ctx, a: PendingAttack, run: DamageRun): void {
  // (the mount's type matters only to shots still to roll: most were rolled when fired)
  let mountType: MountSnapshot["type"] | undefined;
  let unrolled = false;
  const shots = a.shots;
  for (let i = 0; i < shots.length; i++)
    if (shots[i].dice === undefined) {
      unrolled = true;
      mountType ??= mountById(shipIn(ctx, a.attackerId), a.mountId)?.type ?? "turret";
      rollBeam(ctx.dice, shots[i], shots[i].dm ?? 0, weaponDamageDice(shots[i].weapon, mountType), true);
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
  const meta = LANDING_META;
  meta.attackId = a.id;
  meta.attackerId = a.attackerId;
  const hit = LANDING;
  hit.activeScreens = a.activeScreens;
  for (let i = 0; i < shots.length; i++) {
    const shot = shots[i];
    if (!shot.hit) continue;
    hit.damage = Math.max(0, (shot.damage ?? 0) - (shot.reduction ?? 0));
    hit.weapon = shot.weapon;
    hit.label = shot.weaponId;
    applyDamage(ctx, a.targetId, hit, meta, run);
  }
}

/**
 * The hit a shot lands and what it names of its attack, their members set anew for each: applyDamage only reads them
 * while it runs (and lands one hit at a time), so one of each serves every shot instead of new ones per hit.
 */
const LANDING: DamageAttack = { damage: 0, weapon: "beamLaser", activeScreens: undefined, label: undefined };
const LANDING_META: DamageMeta = { attackId: undefined, attackerId: undefined };

/** Tell the target which reactions it has against a new attack (an event only: nothing to do when nobody listens). */
export function offerReactions(ctx: Ctx, a: PendingAttack): void {
  if (!ctx.ev) return;
  const reactions = reactionOptions(ctx, a);
  if (reactions.length)
    ctx.ev.push({
      type: "reactionOffered",
      attackId: a.id,
      shipId: a.targetId,
      reactions,
      remaining: reactionsLeft(ctx, a.targetId),
    });
}
