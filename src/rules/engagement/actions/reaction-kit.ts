// What the reactions share: spending one of the ship's reactions, a reaction's check, a turret's gunnery DMs and point
// defense's checks until a miss (whether a seat may fire a turret's reaction is reaction-gates.ts' turretReactionGate).
import { type Modifier } from "../../checks";
import type { Difficulty, MountSnapshot, SkillKey } from "../../types";
import { POINT_DEFENSE_DIFFICULTY, POINT_DEFENSE_REPEAT_DM } from "../../tables/attack";
import type { PointDefenseCommand, ReactionCommand } from "../commands";
import { check, checkSpec, type CheckSpec } from "../crew-checks";
import { combatIn, type Ctx, effectsIn } from "../context";
import type { ReactionType } from "../events";
import { findAttack, reactionsLeft } from "../reaction-gates";
import type { Boarding, PendingAttack } from "../memory";
import type { ReactionPlan } from "./reaction-action";

/** Spend one of the ship's reactions (against an attack or a boarding, by id); the event only when events are kept. */
export function spendReaction(
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
 * attacker (intercepted communications' DM), spending the command's pool points.
 */
export function reactionSpec(
  shipId: string,
  seat: number,
  action: ReactionType,
  skill: SkillKey,
  difficulty: Difficulty,
  modifiers: readonly Modifier[] | undefined,
  against: string | undefined,
  pool: number | undefined,
): CheckSpec {
  return checkSpec(shipId, seat, action, skill, { difficulty, modifiers, against, pool });
}

/**
 * The attack a validated reaction answers, in the context it runs in (undefined: it answers a boarding). The engine
 * runs a command on a copy of the state it validated, so what it answers is looked up again there.
 */
export function attackOf(ctx: Ctx, c: ReactionCommand): PendingAttack | undefined {
  return "attackId" in c ? findAttack(ctx, c.attackId) : undefined;
}

/** The boarding a validated reaction answers, in the context it runs in (one naming an attack: undefined). */
export function boardingOf(ctx: Ctx, c: ReactionCommand): Boarding | undefined {
  return "boardingId" in c ? (ctx.m.boardings ?? []).find((b) => b.id === c.boardingId) : undefined;
}

/** A turret reaction's gunnery DMs: the turret's own damage and a disabled bridge (a shared empty list when neither). */
export function gunneryDMs(ctx: Ctx, shipId: string, mount: MountSnapshot): readonly Modifier[] {
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

/** Ruling R94: under reactionFireUsesTurret, a turret that reacted has fired this round. */
export function reactionFires(ctx: Ctx, shipId: string, mountId: string): void {
  if (ctx.m.options?.reactionFireUsesTurret !== true) return;
  const st = combatIn(ctx, shipId);
  if (!st.firedMounts?.includes(mountId)) (st.firedMounts ??= []).push(mountId);
}

/** The plan of a reaction that fires from no turret (a dodge, screens). */
export const NO_MOUNT: ReactionPlan = Object.freeze({ ok: true, mount: undefined });

/**
 * Point defense's checks: "A gunner may keep making Turret Weapons checks against missiles until he misses an attack;
 * each attack suffers a cumulative –1 penalty … Point defense can also be used to attack incoming boarders in the
 * same way." Checks from the command's seat while `more()` holds, at most its `maxShots`, the first against
 * `against` with its pool points; `hit()` after each success. Whether any succeeded. (The DM makes a success
 * impossible after a few checks, so the sequence always ends.)
 */
export function untilAMiss(
  ctx: Ctx,
  cmd: PointDefenseCommand,
  base: readonly Modifier[],
  against: string,
  more: () => boolean,
  hit: () => void,
): boolean {
  const max = cmd.maxShots ?? Infinity;
  let any = false;
  for (let n = 0; n < max && more(); n++) {
    const mods = n ? [...base, { source: "repeat", value: n * POINT_DEFENSE_REPEAT_DM }] : base;
    const spec = reactionSpec(
      cmd.shipId,
      cmd.seat,
      "pointDefense",
      "turretWeapons",
      POINT_DEFENSE_DIFFICULTY,
      mods,
      n ? undefined : against,
      n ? undefined : cmd.pool,
    );
    if (!check(ctx, spec).success) break;
    any = true;
    hit();
  }
  return any;
}
