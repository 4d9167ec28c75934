// Fields computed from what was read: one weapon per weapon slot, crew per combat position, small craft.
import type { Position } from "../types";
import type { UsdfShip, UsdfWeapon } from "./types";
import { positionOfRole } from "./vocabulary";

export function derive(ship: UsdfShip): void {
  ship.smallCraft = ship.tons < 100;
  ship.weapons = weaponsOf(ship);
  ship.positions = positionsOf(ship);
}

export function weaponsOf(ship: Pick<UsdfShip, "mounts">): UsdfWeapon[] {
  const out: UsdfWeapon[] = [];
  for (const m of ship.mounts) {
    const mount = m.type === "bay" ? "bay" : m.fixed ? "fixed" : m.popup ? "popup" : "turret";
    for (const kind of m.weapons) out.push({ kind, mount, mountId: m.id });
  }
  return out;
}

/**
 * Crew per combat position. Gunners named neither turret nor bay gunners are shared out: first one per
 * bay not already manned by a named bay gunner, the rest turret gunners.
 */
export function positionsOf(ship: Pick<UsdfShip, "mounts" | "crew">): Partial<Record<Position, number>> {
  const out: Partial<Record<Position, number>> = {};
  let gunners = 0;
  for (const r of ship.crew.roles) {
    const p = positionOfRole(r.role);
    if (p === "gunner") gunners += r.count;
    else if (p) out[p] = (out[p] ?? 0) + r.count;
  }
  if (gunners > 0) {
    const bays = ship.mounts.filter((m) => m.type === "bay").length;
    const bay = Math.min(gunners, Math.max(0, bays - (out.bayGunner ?? 0)));
    if (bay > 0) out.bayGunner = (out.bayGunner ?? 0) + bay;
    if (gunners - bay > 0) out.turretGunner = (out.turretGunner ?? 0) + gunners - bay;
  }
  return out;
}
