// Whom the crew fights this turn, by its policy's target rule.
import { effectiveArmor } from "../../damage-lookups";
import { MISSILE_TYPE_TABLE } from "../../tables/missiles";
import { SANDCASTER } from "../../tables/weapons";
import type { MountSnapshot, ShipSnapshot, WeaponSnapshot } from "../../types";
import { combatIn, type Ctx } from "../context";
import { rangeBetween } from "../state";
import { missileTypeOf, weaponDamageDice } from "../weapons";
import type { ResolvedPolicy } from "./policy";
import { bandIndex } from "./reach";

/**
 * The ship `id` fights: by the rule, among the enemies still active (else the first enemy still in the fight). The
 * first rule is asked every turn of an odds run: found without building the list of enemies.
 */
export function targetOf(ctx: Ctx, id: string, policy: ResolvedPolicy): string | undefined {
  const side = combatIn(ctx, id).side;
  let first: string | undefined;
  let pick: string | undefined;
  let score = 0;
  const rule = policy.target;
  const slots = ctx.slots;
  for (let i = 0; i < slots.length; i++) {
    const { id: other, st, ship } = slots[i];
    if (other === id || st.side === side || st.status === "destroyed" || st.status === "escaped") continue;
    if (st.status !== "active") {
      first ??= other;
      continue;
    }
    if (rule === "first") return other;
    if (rule === "named") {
      if (other === policy.targetId) return other;
      pick ??= other;
      continue;
    }
    // a lower score is the better target
    const s =
      rule === "nearest"
        ? bandIndex(rangeBetween(ctx.m, id, other))
        : rule === "weakest"
          ? ship.hull.value + ship.structure.value
          : -harmTo(ship, slots.find((x) => x.id === id)!.ship);
    if (pick === undefined || s < score) {
      pick = other;
      score = s;
    }
  }
  return pick ?? first;
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
function harmOf(w: WeaponSnapshot, mount: MountSnapshot, target: ShipSnapshot): number {
  const best =
    w.kind === "missile"
      ? 6 * MISSILE_TYPE_TABLE[missileTypeOf(w)].damageDice
      : w.kind === "sandcaster"
        ? SANDCASTER.attackDamage
        : 6 * weaponDamageDice(w.kind, mount.type);
  return Math.max(0, best - effectiveArmor(target, { weapon: w.kind }));
}
