// Whom the crew fights this turn, by its policy's target rule.
import { effectiveArmor } from "../../damage-lookups";
import { MISSILE_TYPE_TABLE } from "../../tables/missiles";
import { SANDCASTER } from "../../tables/weapons";
import type { MissileType, MountSnapshot, ShipSnapshot, WeaponSnapshot } from "../../types";
import { type Ctx, type ShipSlot, slotOf } from "../context";
import { rangeBetween } from "../state";
import { missileTypeOf, weaponDamageDice } from "../weapons";
import type { ResolvedPolicy } from "./policy";
import { bandIndex } from "./reach";

/**
 * The ship `id` fights: by the rule, among the enemies still active that its weapons can hurt (harmOf), or among all
 * the active ones when it can hurt none (else the first enemy still in the fight); a ship the referee names is fought
 * whether it can be hurt or not. Ties go to the earlier ship in the engagement's order. Whether a ship can be hurt is
 * asked only when there are two active enemies to choose between.
 */
export function targetOf(ctx: Ctx, id: string, policy: ResolvedPolicy): string | undefined {
  const me = slotOf(ctx, id)!;
  const side = me.st.side;
  let first: string | undefined;
  let pick: ShipSlot | undefined;
  let score = 0;
  // whether the ship can hurt `pick` (undefined: not asked yet)
  let hurts: boolean | undefined;
  const rule = policy.target;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i];
    const { id: other, st, ship } = slot;
    if (other === id || st.side === side || st.status === "destroyed" || st.status === "escaped") continue;
    if (st.status !== "active") {
      first ??= other;
      continue;
    }
    if (rule === "named" && other === policy.targetId) return other;
    // a lower score is the better target ("first" and "named": the order decides)
    const s =
      rule === "nearest"
        ? bandIndex(rangeBetween(ctx.m, id, other))
        : rule === "weakest"
          ? ship.hull.value + ship.structure.value
          : rule === "mostDangerous"
            ? -harmTo(ship, me.ship)
            : 0;
    if (pick === undefined) {
      pick = slot;
      score = s;
      continue;
    }
    hurts ??= canHarm(me.ship, pick.ship);
    const h = canHarm(me.ship, ship);
    if (h !== hurts ? h : s < score) {
      pick = slot;
      score = s;
      hurts = h;
    }
  }
  return pick?.id ?? first;
}

/** How much an attacker's weapons could do to a ship in one round at best: each weapon's best roll past its armor. */
function harmTo(attacker: ShipSnapshot, target: ShipSnapshot): number {
  let sum = 0;
  for (const mount of attacker.mounts) for (const w of mount.weapons) sum += harmOf(w, mount, target);
  return sum;
}

/** Whether any of an attacker's weapons could get past a ship's armor (harmTo above 0, asked without adding it up). */
export function canHarm(attacker: ShipSnapshot, target: ShipSnapshot): boolean {
  for (const mount of attacker.mounts) for (const w of mount.weapons) if (harmOf(w, mount, target) > 0) return true;
  return false;
}

/** A weapon's best roll past a ship's armor (0 when it cannot get through). */
export function harmOf(w: WeaponSnapshot, mount: MountSnapshot, target: ShipSnapshot): number {
  if (w.kind === "missile") return missileHarm(missileTypeOf(w), target);
  const best = w.kind === "sandcaster" ? SANDCASTER.attackDamage : 6 * weaponDamageDice(w.kind, mount.type);
  return Math.max(0, best - effectiveArmor(target, { weapon: w.kind }));
}

/** A missile's best roll past a ship's armor (0 when it cannot get through): of one launched, or one in flight. */
export function missileHarm(type: MissileType, target: ShipSnapshot): number {
  return Math.max(0, 6 * MISSILE_TYPE_TABLE[type].damageDice - effectiveArmor(target, { weapon: "missile" }));
}
