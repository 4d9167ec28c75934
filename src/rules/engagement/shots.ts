// The shots of a pending attack: a new shot, whether it can still hit, and a DM laid on every shot.
import { TARGET } from "../checks";
import type { WeaponKind } from "../types";
import type { PendingAttack, PendingShot } from "./memory";

/** A shot not yet stopped: not destroyed, and a hit or not yet rolled. */
export function canStillHit(s: PendingShot): boolean {
  return !s.destroyed && (s.dice === undefined || s.hit === true);
}

/** A shot with every member present (undefined until known): shots gain members as they are rolled and reacted to. */
export function newShot(weaponId: string, weapon: WeaponKind, dm: number, difficulty: string | undefined): PendingShot {
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

/** Add a DM to every shot of an attack, re-reading hits of shots already rolled. */
export function modifyShots(a: PendingAttack, source: string, value: number): void {
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
