// Repairing damage in battle (SRD Chapter 10 "Repair Damaged System", table "Damage Repair Results",
// Automated Positions; rulings R39 (what can be mended) and R40 (hits repaired on Hull / Structure)).
import type { CheckInput } from "./checks";
import { refuseInput } from "./input";
import { copyMount, copyPool, copyShip, copySystems } from "./layouts";
import { HIT_EFFECTS } from "./tables/damage";
import { DAMAGE_REPAIR_RESULTS, REPAIR_CHECK } from "./tables/repair";
import { SOFTWARE_EFFECTS } from "./tables/software";
import { SHIP_SYSTEMS, type DamageTrack, type ShipSnapshot, type ShipSystem } from "./types";

/** Hits a repair check mends from its Effect; 0 on a failed check. */
export function hitsRepaired(effect: number): number {
  if (typeof effect !== "number" || Number.isNaN(effect)) refuseInput("notANumber", { name: "effect", value: effect });
  const e = Math.floor(effect);
  return DAMAGE_REPAIR_RESULTS.find((r) => e >= r.minEffect && e <= r.maxEffect)?.hits ?? 0;
}

/** What a repair targets: a system track, a mount's track, or the Hull / Structure points (R40). */
export type RepairTarget = ShipSystem | "hull" | "structure" | { mountId: string };

export interface RepairOptions {
  /** ruling R39 (setting "repairDestroyedSystems"): allow battlefield repair of destroyed locations. Default false. */
  repairDestroyed?: boolean;
  /** ruling R40 (setting "repairHullStructure"): damage control may restore Hull and Structure points. Default true. */
  repairHullStructure?: boolean;
}

export type RepairBlock = "shipDestroyed" | "notDamaged" | "destroyed" | "notRepairable" | "unknownMount" | "failed";

export type RepairEvent =
  | { type: "systemRepaired"; system: ShipSystem; from: DamageTrack; to: DamageTrack }
  | { type: "mountRepaired"; mountId: string; from: DamageTrack; to: DamageTrack }
  | { type: "hullRepaired"; from: number; to: number }
  | { type: "structureRepaired"; from: number; to: number }
  | { type: "repairBlocked"; reason: RepairBlock };

export interface RepairResult {
  ship: ShipSnapshot;
  /** hits the check's Effect allowed */
  hits: number;
  /** hits actually mended (never more than the damage there) */
  repaired: number;
  events: RepairEvent[];
}

function trackRepair(
  from: DamageTrack,
  hits: number,
  destroyedAtThree: boolean,
  options: RepairOptions,
): { to: DamageTrack; block?: RepairBlock } {
  if (from === 0) return { to: 0, block: "notDamaged" };
  if (from === 3 && destroyedAtThree && !options.repairDestroyed) return { to: 3, block: "destroyed" };
  return { to: Math.max(0, from - hits) as DamageTrack };
}

/**
 * Apply a repair check's Effect to one location. Pure: returns a new snapshot. Each hit repaired steps a
 * track back by one (R39: a destroyed location cannot be mended in battle unless the setting allows it; the
 * M-Drive's third step is "disabled" and can) or restores one Hull / Structure point up to its maximum (R40).
 * A destroyed ship cannot be repaired. Lost fuel and cargo are not restored. The new snapshot shares every part
 * the repair did not change with the input (copy on write).
 */
export function repairSystem(
  ship: ShipSnapshot,
  location: RepairTarget,
  effect: number,
  options: RepairOptions = {},
): RepairResult {
  // copy on write: a shallow copy of the snapshot, and a copy of the one part a repair changes
  const s: ShipSnapshot = copyShip(ship);
  const hits = hitsRepaired(effect);
  const blocked = (reason: RepairBlock): RepairResult => ({
    ship: s,
    hits,
    repaired: 0,
    events: [{ type: "repairBlocked", reason }],
  });
  if (s.structure.value <= 0) return blocked("shipDestroyed");
  if (hits === 0) return blocked("failed");

  if (location === "hull" || location === "structure") {
    if (options.repairHullStructure === false) return blocked("notRepairable");
    if (s[location].value >= s[location].max) return blocked("notDamaged");
    const pool = (s[location] = copyPool(s[location]));
    const from = pool.value;
    pool.value = Math.min(pool.max, from + hits);
    const type = location === "hull" ? "hullRepaired" : "structureRepaired";
    return { ship: s, hits, repaired: pool.value - from, events: [{ type, from, to: pool.value }] };
  }

  if (typeof location === "object" && location !== null) {
    const index = s.mounts.findIndex((m) => m.id === location.mountId);
    if (index < 0) return blocked("unknownMount");
    const from = s.mounts[index].damage;
    const r = trackRepair(from, hits, true, options);
    if (r.block) return blocked(r.block);
    s.mounts = s.mounts.slice();
    const mount = (s.mounts[index] = copyMount(s.mounts[index]));
    mount.damage = r.to;
    return {
      ship: s,
      hits,
      repaired: from - r.to,
      events: [{ type: "mountRepaired", mountId: mount.id, from, to: r.to }],
    };
  }

  // a system by name from the list (not `in s.systems`: "toString" is in every object)
  if (!(SHIP_SYSTEMS as readonly unknown[]).includes(location)) return blocked("notRepairable");
  const from = s.systems[location];
  const r = trackRepair(from, hits, HIT_EFFECTS[location].states[2] === "destroyed", options);
  if (r.block) return blocked(r.block);
  s.systems = copySystems(s.systems);
  s.systems[location] = r.to;
  return {
    ship: s,
    hits,
    repaired: from - r.to,
    events: [{ type: "systemRepaired", system: location, from, to: r.to }],
  };
}

/** Every location a repair could mend now (for the damage control dialog). */
export function repairableLocations(ship: ShipSnapshot, options: RepairOptions = {}): RepairTarget[] {
  if (ship.structure.value <= 0) return [];
  const out: RepairTarget[] = [];
  if (options.repairHullStructure !== false) {
    if (ship.hull.value < ship.hull.max) out.push("hull");
    if (ship.structure.value < ship.structure.max) out.push("structure");
  }
  for (const system of Object.keys(ship.systems) as ShipSystem[]) {
    const t = ship.systems[system];
    if (t > 0 && !(t === 3 && HIT_EFFECTS[system].states[2] === "destroyed" && !options.repairDestroyed))
      out.push(system);
  }
  for (const m of ship.mounts)
    if (m.damage > 0 && (m.damage < 3 || options.repairDestroyed)) out.push({ mountId: m.id });
  return out;
}

/** Repair checks the ship's own Auto-Repair makes per turn: needs repair drones, the program, and power. */
export function autoRepairAttempts(ship: ShipSnapshot): number {
  if (!ship.software.repairDrones || ship.structure.value <= 0 || ship.systems.powerPlant >= 3) return 0;
  return Math.max(0, Math.min(2, Math.floor(ship.software.autoRepair)));
}

/** The check a damage-control crew member makes: Education-based Mechanics, Average. */
export function repairCheck(skill: number | null | undefined, eduDM: number, autoRepairAid = false): CheckInput {
  return {
    skill,
    characteristicDM: eduDM,
    difficulty: REPAIR_CHECK.difficulty,
    modifiers: autoRepairAid ? [{ source: "autoRepair", value: REPAIR_CHECK.autoRepairDM }] : [],
  };
}

/** The check the Auto-Repair program makes on its own (ruling R35: Mechanics 0, no characteristic, DM+1). */
export function autoRepairCheck(): CheckInput {
  return {
    skill: SOFTWARE_EFFECTS.autoRepairSkill,
    difficulty: REPAIR_CHECK.difficulty,
    modifiers: [{ source: "autoRepair", value: REPAIR_CHECK.autoRepairDM }],
  };
}
