// What damage, repair and ammunition use change on a document, as amounts ("Hull −2", "M-Drive track +1"), never as
// values. Amounts laid onto whatever a document holds when they are written add up whatever the order, so two
// cards applied to one ship both count, and an Undo takes back exactly what its own write changed (the amounts
// recorded when it was written, after bounds), even after later writes.
//
// A `Changes` is a flat map of path → amount. The paths are the only fields these writes may touch:
//   ship  hull, structure, armor, fuel, cargo (the pools' values), systems.<system> (0–3 tracks),
//         mounts.<mount id> (the mount's 0–3 track), missiles.<type>, sand
//   crew  damage.str, damage.dex, damage.end (at most the score), rads
//   combatant  defeated (+1 marks it defeated, −1 clears it)
import type { DamageChainEvent, EngagementEvent } from "../rules/engagement/events";
import { distributeDamage } from "../rules/crew-damage";
import { MISSILE_TYPES, SHIP_SYSTEMS, type ShipSnapshot } from "../rules/types";
import { CrewData } from "./actor/crew";
import { ShipData } from "./actor/ship";
import { PHYSICAL } from "./constants";

export type Changes = Record<string, number>;

const POOLS = ["hull", "structure", "armor", "fuel", "cargo"] as const;
type Pool = (typeof POOLS)[number];

/** Amounts this small are rounding noise (fuel lost as a percentage). */
const EPSILON = 1e-9;

function add(out: Changes, path: string, amount: number): void {
  if (!Number.isFinite(amount) || Math.abs(amount) < EPSILON) return;
  const sum = (Object.hasOwn(out, path) ? out[path] : 0) + amount;
  if (Math.abs(sum) < EPSILON) delete out[path];
  else out[path] = sum;
}

export function isEmpty(changes: Changes): boolean {
  return Object.keys(changes).length === 0;
}

export function negate(changes: Changes): Changes {
  const out: Changes = {};
  for (const [path, amount] of Object.entries(changes)) out[path] = -amount;
  return out;
}

/** `a` less `b`, path by path. */
export function subtract(a: Changes, b: Changes): Changes {
  const out: Changes = { ...a };
  for (const [path, amount] of Object.entries(b)) add(out, path, -amount);
  return out;
}

/** Whether `v` is a Changes map (string keys, finite numbers): the shape stored on cards. */
export function isChanges(v: unknown): v is Changes {
  if (!v || typeof v !== "object" || Array.isArray(v)) return false;
  return Object.values(v).every((x) => typeof x === "number" && Number.isFinite(x));
}

// ----- where the amounts come from ---------------------------------------------------------------------------------

/** What the damage chains of these events did to the ship they hit (each `damageResolved`'s from → to). */
export function damageChanges(events: readonly EngagementEvent[]): Changes {
  const out: Changes = {};
  for (const e of events) {
    if (e.type !== "damageResolved") continue;
    for (const d of e.events) {
      const path = damagePath(d);
      if (path && typeof d.to === "number" && typeof d.from === "number") add(out, path, d.to - d.from);
    }
  }
  return out;
}

/** The path a damage-chain event moves (its from → to), or null. */
function damagePath(d: DamageChainEvent): string | null {
  switch (d.type) {
    case "hullDamaged":
      return "hull";
    case "structureDamaged":
      return "structure";
    case "armorDamaged":
      return "armor";
    case "fuelLost":
      return "fuel";
    case "cargoLost":
      return "cargo";
    case "systemDamaged":
      return typeof d.system === "string" ? `systems.${d.system}` : null;
    case "mountDamaged":
      return typeof d.mountId === "string" ? `mounts.${d.mountId}` : null;
    default:
      return null;
  }
}

/** Whether these events destroyed the ship they hit. */
export function destroys(events: readonly EngagementEvent[]): boolean {
  return events.some((e) => e.type === "damageResolved" && e.events.some((d) => d.type === "shipDestroyed"));
}

/** Everything that differs between two snapshots of one ship, on the paths above. */
export function snapshotChanges(before: ShipSnapshot, after: ShipSnapshot): Changes {
  const out: Changes = {};
  for (const k of POOLS) add(out, k, after[k].value - before[k].value);
  for (const k of SHIP_SYSTEMS) add(out, `systems.${k}`, after.systems[k] - before.systems[k]);
  const was = new Map(before.mounts.map((m) => [m.id, m.damage]));
  for (const m of after.mounts) if (was.has(m.id)) add(out, `mounts.${m.id}`, m.damage - was.get(m.id)!);
  for (const t of MISSILE_TYPES)
    add(out, `missiles.${t}`, (after.ammo.missiles[t] ?? 0) - (before.ammo.missiles[t] ?? 0));
  add(out, "sand", after.ammo.sand - before.ammo.sand);
  return out;
}

/** A person's injury as amounts on their crew actor now: damage split over END, STR, DEX as the SRD does. */
export function injuryChanges(sys: CrewData, injury: { damage: number; rads: number }): Changes {
  const out: Changes = {};
  if (injury.damage > 0) {
    const split = distributeDamage(sys.current, injury.damage);
    for (const c of PHYSICAL) add(out, `damage.${c}`, split[c]);
  }
  if (injury.rads > 0) add(out, "rads", injury.rads);
  return out;
}

// ----- laying amounts onto a document ------------------------------------------------------------------------------

/** The nested update that lays `changes` onto a document now, and the amounts it really changes (after bounds). */
export interface Laid {
  update: Record<string, unknown>;
  applied: Changes;
}

/** A change on a path these writes may not touch (a bug, or data that is not ours): nothing is written. */
export class ChangePathError extends Error {}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

function move(now: number, amount: number, min: number, max: number): number {
  return clamp(Math.round(now + amount), min, max);
}

/** Lay ship changes onto the ship's data as it is now. */
export function layShipChanges(sys: ShipData, changes: Changes): Laid {
  const system: Record<string, unknown> = {};
  const applied: Changes = {};
  const systems: Record<string, number> = {};
  const ammo: { missiles?: Record<string, number>; sand?: number } = {};
  const mountDamage = new Map<string, number>();
  for (const [path, amount] of Object.entries(changes)) {
    const [head, key, ...rest] = path.split(".");
    if (rest.length) throw new ChangePathError(path);
    if ((POOLS as readonly string[]).includes(head) && key === undefined) {
      const pool = sys[head as Pool];
      const next = move(pool.value, amount, 0, pool.max);
      if (next !== pool.value) {
        system[head] = { value: next };
        add(applied, head, next - pool.value);
      }
    } else if (head === "systems" && (SHIP_SYSTEMS as readonly string[]).includes(key)) {
      const now = sys.systems[key as (typeof SHIP_SYSTEMS)[number]];
      const next = move(now, amount, 0, 3);
      if (next !== now) {
        systems[key] = next;
        add(applied, path, next - now);
      }
    } else if (head === "mounts" && key && sys.mounts.some((m) => m.id === key)) {
      const now = sys.mounts.find((m) => m.id === key)!.damage;
      const next = move(now, amount, 0, 3);
      if (next !== now) {
        mountDamage.set(key, next);
        add(applied, path, next - now);
      }
    } else if (head === "mounts" && key) {
      // the mount was removed since: nothing to write there
      continue;
    } else if (head === "missiles" && (MISSILE_TYPES as readonly string[]).includes(key)) {
      const now = sys.ammo.missiles[key as (typeof MISSILE_TYPES)[number]];
      const next = move(now, amount, 0, Number.MAX_SAFE_INTEGER);
      if (next !== now) {
        (ammo.missiles ??= {})[key] = next;
        add(applied, path, next - now);
      }
    } else if (head === "sand" && key === undefined) {
      const next = move(sys.ammo.sand, amount, 0, Number.MAX_SAFE_INTEGER);
      if (next !== sys.ammo.sand) {
        ammo.sand = next;
        add(applied, path, next - sys.ammo.sand);
      }
    } else throw new ChangePathError(path);
  }
  if (Object.keys(systems).length) system.systems = systems;
  if (Object.keys(ammo).length) system.ammo = ammo;
  // an update replaces an array whole: every mount, with the new damage where it changed
  if (mountDamage.size) system.mounts = sys.mounts.map((m) => ({ ...m, damage: mountDamage.get(m.id) ?? m.damage }));
  return { update: Object.keys(system).length ? { system } : {}, applied };
}

/** Lay crew changes onto the person's data as it is now. */
export function layCrewChanges(sys: CrewData, changes: Changes): Laid {
  const system: Record<string, unknown> = {};
  const damage: Record<string, number> = {};
  const applied: Changes = {};
  for (const [path, amount] of Object.entries(changes)) {
    const [head, key, ...rest] = path.split(".");
    if (rest.length) throw new ChangePathError(path);
    if (head === "damage" && (PHYSICAL as readonly string[]).includes(key)) {
      const c = key as (typeof PHYSICAL)[number];
      const next = move(sys.damage[c], amount, 0, sys.characteristics[c]);
      if (next !== sys.damage[c]) {
        damage[c] = next;
        add(applied, path, next - sys.damage[c]);
      }
    } else if (head === "rads" && key === undefined) {
      const next = move(sys.rads, amount, 0, Number.MAX_SAFE_INTEGER);
      if (next !== sys.rads) {
        system.rads = next;
        add(applied, path, next - sys.rads);
      }
    } else throw new ChangePathError(path);
  }
  if (Object.keys(damage).length) system.damage = damage;
  return { update: Object.keys(system).length ? { system } : {}, applied };
}

/** Lay a combatant change (defeated ±1) onto it as it is now. */
export function layCombatantChanges(defeated: boolean, changes: Changes): Laid {
  const applied: Changes = {};
  let next = defeated;
  for (const [path, amount] of Object.entries(changes)) {
    if (path !== "defeated") throw new ChangePathError(path);
    if (amount > 0) next = true;
    else if (amount < 0) next = false;
  }
  if (next === defeated) return { update: {}, applied };
  applied.defeated = next ? 1 : -1;
  return { update: { defeated: next }, applied };
}

/** Lay changes onto a ship or crew actor's data, by its kind. */
export function layActorChanges(system: unknown, changes: Changes): Laid {
  if (system instanceof ShipData) return layShipChanges(system, changes);
  if (system instanceof CrewData) return layCrewChanges(system, changes);
  throw new ChangePathError(Object.keys(changes)[0] ?? "");
}
