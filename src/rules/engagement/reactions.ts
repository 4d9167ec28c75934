// Reactions to an attack: dodge, sand, point defense and screens (SRD Chapter 10 "Reactions"; rulings R60–R85,
// R94).
import { type Modifier } from "../checks";
import { pickIndex, rollDice } from "../dice";
import { personalScaleAttackDM, personalScaleFormula, scalingWeaponOf } from "../scaling";
import { ACTION_FIGURES, ACTIONS } from "../tables/actions";
import { FIRE_SAND_DIFFICULTY, POINT_DEFENSE_DIFFICULTY, POINT_DEFENSE_REPEAT_DM } from "../tables/attack";
import { SANDCASTER, SCREENS } from "../tables/weapons";
import type { Difficulty, MissileType, MountSnapshot, SkillKey } from "../types";
import type { DodgeCommand, FireSandCommand, PointDefenseCommand, TriggerScreensCommand } from "./commands";
import { check, type CheckSpec } from "./crew-checks";
import { combatIn, type Ctx, setShip, shipIn, shotsFor, effectsIn } from "./context";
import { PILOT, roleSeat } from "./crew-figures";
import type { BoarderInjury, ReactionType } from "./events";
import type { PendingAttack } from "./memory";
import { seatSkill } from "./state";
import { addInjury, boarderInjury, boardersHit, boardingParty } from "./boarders";
import { canStillHit, modifyShots } from "./shots";
import { attackMount, markSpent, withAmmo } from "./weapons";
import { reactionsLeft, screenFor, reactionWeapon, reactionOptions, findAttack, mountReaction } from "./reaction-gates";

function reactionFires(ctx: Ctx, shipId: string, mountId: string): void {
  if (ctx.m.options?.reactionFireUsesTurret !== true) return;
  const st = combatIn(ctx, shipId);
  if (!st.firedMounts?.includes(mountId)) (st.firedMounts ??= []).push(mountId);
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

/** Spend one of the ship's reactions (against an attack or a boarding, by id); the event only when events are kept. */
function spendReaction(
  ctx: Ctx,
  shipId: string,
  reaction: ReactionType,
  seat: number | undefined,
  success: boolean,
  attackId: string | undefined,
  boardingId?: string,
): void {
  const st = combatIn(ctx, shipId);
  st.reactionsSpent++;
  if (!ctx.ev) return;
  const remaining = reactionsLeft(ctx, shipId);
  ctx.ev.push(
    attackId !== undefined
      ? { type: "reactionSpent", shipId, reaction, seat, attackId, success, remaining }
      : { type: "reactionSpent", shipId, reaction, seat, boardingId, success, remaining },
  );
}

/**
 * A reaction's check: the reacting seat's, in the skill's own characteristic, not on the ship's own turn, against the
 * attacker (intercepted communications' DM), spending the command's pool points. Built whole, in checkSpec's layout.
 */
function reactionSpec(
  shipId: string,
  seat: number,
  action: ReactionType,
  skill: SkillKey,
  difficulty: Difficulty,
  modifiers: readonly Modifier[] | undefined,
  against: string | undefined,
  pool: number | undefined,
): CheckSpec {
  return {
    shipId,
    seat,
    action,
    skill,
    characteristic: undefined,
    difficulty,
    modifiers,
    against,
    pool,
    ownTurn: undefined,
    skillLevel: undefined,
  };
}
const DODGE_DIFFICULTY = ACTIONS.dodge.difficulty as Difficulty;

export function dodge(ctx: Ctx, cmd: DodgeCommand): void {
  const a = findAttack(ctx, cmd.attackId)!;
  const ship = shipIn(ctx, cmd.shipId);
  const seat = cmd.seat ?? roleSeat(ship, PILOT);
  const r = check(
    ctx,
    reactionSpec(cmd.shipId, seat, "dodge", "piloting", DODGE_DIFFICULTY, undefined, a.attackerId, cmd.pool),
  );
  a.reactions.push("dodge");
  spendReaction(ctx, cmd.shipId, "dodge", seat, r.success, a.id);
  if (r.success) {
    modifyShots(a, "dodge", ACTION_FIGURES.dodgeDM);
    ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "dodge" });
  }
}

/** A reaction's gunnery DMs: the turret's own damage and a disabled bridge (a shared empty list when neither). */
function gunneryDMs(ctx: Ctx, shipId: string, mount: MountSnapshot): readonly Modifier[] {
  const fx = effectsIn(ctx, shipId);
  let mountDM = 0;
  for (let i = 0; i < fx.mounts.length; i++)
    if (fx.mounts[i].id === mount.id) {
      mountDM = fx.mounts[i].attackDM;
      break;
    }
  const own = mountDM - fx.attackDM;
  if (!own && !fx.attackDM) return NO_MODIFIERS;
  const out: Modifier[] = [];
  if (own) out.push({ source: "mountDamaged", value: own });
  if (fx.attackDM) out.push({ source: "bridgeDisabled", value: fx.attackDM });
  return out;
}
const NO_MODIFIERS: readonly Modifier[] = Object.freeze([]);

export function fireSand(ctx: Ctx, cmd: FireSandCommand): void {
  const ship = shipIn(ctx, cmd.shipId);
  const mount = attackMount(ship, cmd.seat, cmd.mountId)!;
  const w = mountReaction(ctx, ship, cmd.shipId, mount, "fireSand")!;
  setShip(ctx, cmd.shipId, withAmmo(ship, NO_MISSILES, 1));
  markSpent(ctx, cmd.shipId, w.id);
  reactionFires(ctx, cmd.shipId, mount.id);
  const a = "attackId" in cmd ? findAttack(ctx, cmd.attackId)! : undefined;
  const boarding = "boardingId" in cmd ? (ctx.m.boardings ?? []).find((b) => b.id === cmd.boardingId)! : undefined;
  const against = a ? a.attackerId : boarding!.attackerId;
  const r = check(
    ctx,
    reactionSpec(
      cmd.shipId,
      cmd.seat,
      "fireSand",
      "turretWeapons",
      FIRE_SAND_DIFFICULTY,
      gunneryDMs(ctx, cmd.shipId, mount),
      against,
      cmd.pool,
    ),
  );
  spendReaction(ctx, cmd.shipId, "fireSand", cmd.seat, r.success, a?.id, a ? undefined : boarding!.id);
  if (a) {
    a.reactions.push("fireSand");
    if (!r.success) return;
    for (const s of a.shots) {
      if ((s.dice !== undefined && !s.hit) || s.weapon === "mesonGun") continue;
      // (the label is chat flavour: none is built when no events are kept)
      const label = ctx.ev ? `sand: ${s.weaponId}` : undefined;
      s.reduction = (s.reduction ?? 0) + rollDice(ctx.dice, SANDCASTER.beamReductionDice, "sand", label);
    }
    ctx.ev?.push({ type: "attackModified", attackId: a.id, shots: shotsFor(a.shots), reason: "fireSand" });
  } else if (r.success) {
    // Fire Sand: "each target in the boarding party takes 8D6 damage" (the Scaling Damage table's Sandcaster row)
    const party = boardingParty(shipIn(ctx, boarding!.attackerId));
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

const NO_MISSILES: Partial<Record<MissileType, number>> = Object.freeze({});

export function pointDefense(ctx: Ctx, cmd: PointDefenseCommand): void {
  const ship = shipIn(ctx, cmd.shipId);
  const mount = attackMount(ship, cmd.seat, cmd.mountId)!;
  const laser = reactionWeapon(ctx, cmd.shipId, mount, "pointDefense")!;
  const a = "attackId" in cmd ? findAttack(ctx, cmd.attackId)! : undefined;
  const boarding = "boardingId" in cmd ? (ctx.m.boardings ?? []).find((b) => b.id === cmd.boardingId)! : undefined;
  const against = a ? a.attackerId : boarding!.attackerId;
  const gunnery = gunneryDMs(ctx, cmd.shipId, mount);
  reactionFires(ctx, cmd.shipId, mount.id);
  // a laser aimed at one boarder: "Ship weapons suffer a DM -4 to hit a specific target on the personal combat scale"
  const base = a ? gunnery : [...gunnery, { source: "personalScale", value: personalScaleAttackDM(true) }];
  let destroyed = 0;
  let first = true;
  let anySuccess = false;
  // boarders struck, one entry per boarder (a boarder struck twice takes both hits)
  let struck: BoarderInjury[] | undefined;
  const max = cmd.maxShots ?? Infinity;
  // "A gunner may keep making Turret Weapons checks against missiles until he misses an attack; each attack suffers
  // a cumulative –1 penalty … Point defense can also be used to attack incoming boarders in the same way." (the DM
  // makes a success impossible after a few checks, so the sequence always ends)
  for (let n = 0; n < max; n++) {
    const candidates = a ? a.shots.filter(canStillHit) : [];
    if (a && !candidates.length) break;
    const mods = n ? [...base, { source: "repeat", value: n * POINT_DEFENSE_REPEAT_DM }] : base;
    const r = check(
      ctx,
      reactionSpec(
        cmd.shipId,
        cmd.seat,
        "pointDefense",
        "turretWeapons",
        POINT_DEFENSE_DIFFICULTY,
        mods,
        first ? against : undefined,
        first ? cmd.pool : undefined,
      ),
    );
    first = false;
    if (!r.success) break;
    anySuccess = true;
    if (!a) {
      // each success strikes one boarder, picked at random, with the laser's personal-scale damage (R98)
      const party = boardingParty(shipIn(ctx, boarding!.attackerId));
      if (!party.length) continue;
      const injury = boarderInjury(
        ctx.dice,
        party[pickIndex(ctx.dice, party.length, "boarder hit")],
        scalingWeaponOf(laser.kind, mount.type),
      );
      struck = addInjury(struck ?? [], injury);
      continue;
    }
    candidates[0].destroyed = true;
    destroyed++;
  }
  if (!a && anySuccess)
    boardersHit(
      ctx,
      boarding!.id,
      cmd.shipId,
      boarding!.attackerId,
      "pointDefense",
      personalScaleFormula(scalingWeaponOf(laser.kind, mount.type)).damage,
      struck ?? [],
    );
  spendReaction(ctx, cmd.shipId, "pointDefense", cmd.seat, anySuccess, a?.id, a ? undefined : boarding!.id);
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
  const ship = shipIn(ctx, cmd.shipId);
  const screen = screenFor(a)!;
  const skill = seatSkill(ship, cmd.seat, "screens") ?? 0;
  const bonus = cmd.pool ? Math.min(cmd.pool, combatIn(ctx, cmd.shipId).coordinationPool ?? 0) : 0;
  if (bonus) {
    const st = combatIn(ctx, cmd.shipId);
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
  spendReaction(ctx, cmd.shipId, "triggerScreens", cmd.seat, true, a.id);
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
