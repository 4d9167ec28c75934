// Documents ⇄ rules snapshots. Pure functions of prepared system data (+ embedded items, + combatants):
// sheets, the combat tracker and chat cards read the rules' view through these, and write rules results back
// through the update builders (nested update objects, only what changed).
import {
  CHARACTERISTICS,
  SHIP_SYSTEMS,
  SKILLS,
  type CrewSnapshot,
  type DamageTrack,
  type EmbarkedCraft,
  type Seat,
  type ShipSnapshot,
  type ShipSystem,
  type SkillKey,
} from "../rules/types";
import { CrewData } from "./actor/crew";
import { ShipData } from "./actor/ship";
import { SENSOR_DM } from "./constants";
import { WeaponData } from "./item/weapon";
import { seatTrusted } from "./seat-trust";

/** The parts of an Actor document the builders read (a real Actor satisfies it). */
export interface ActorLike {
  id: string | null;
  uuid?: string;
  name: string;
  system: unknown;
  items?: Iterable<{ id: string | null; system: unknown }>;
}

export interface ShipSnapshotOptions {
  /** the id the rules should use (in an engagement: the Combatant id); default the actor id */
  id?: string;
  /** resolve a crew UUID to its actor; default `fromUuidSync` (world and compendium-index actors) for a seat that counts
   * (./seat-trust.ts: made by someone who may seat that crew actor) */
  resolveCrew?: (uuid: string) => ActorLike | null;
  /** false: leave out the small craft it carries */
  craft?: boolean;
}

const clampTrack = (n: number): DamageTrack => Math.min(3, Math.max(0, n)) as DamageTrack;

function defaultResolve(uuid: string): ActorLike | null {
  try {
    const doc = fromUuidSync(uuid) as unknown;
    return doc && typeof doc === "object" && "system" in doc ? (doc as ActorLike) : null;
  } catch {
    return null;
  }
}

/** Crew actor → CrewSnapshot. The id is the actor's UUID (so results can find it again); characteristics are current (after damage). */
export function crewSnapshot(actor: ActorLike): CrewSnapshot {
  const sys = actor.system;
  if (!(sys instanceof CrewData)) throw new Error(`crewSnapshot: ${actor.name} is not a crew actor`);
  const skills: Partial<Record<SkillKey, number>> = {};
  for (const key of SKILLS) {
    const level = sys.skills[key];
    if (level !== null && level !== undefined) skills[key] = level;
  }
  const current = sys.current ?? sys.characteristics;
  return {
    id: actor.uuid ?? `Actor.${actor.id}`,
    name: actor.name,
    skills,
    characteristics: Object.fromEntries(CHARACTERISTICS.map((c) => [c, current[c]])),
  };
}

/** Ship actor (+ its weapon items, + the crew in its seats) → ShipSnapshot. */
export function shipSnapshot(actor: ActorLike, options: ShipSnapshotOptions = {}): ShipSnapshot {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) throw new Error(`shipSnapshot: ${actor.name} is not a ship`);
  // by default only a seat made by someone who may seat that crew actor resolves (./seat-trust.ts)
  const resolve =
    options.resolveCrew ??
    ((uuid: string) => {
      const member = defaultResolve(uuid);
      return member && seatTrusted(actor as never, member as never) ? member : null;
    });

  const weapons = [...(actor.items ?? [])].filter(
    (i): i is { id: string; name: string; system: WeaponData } => i.system instanceof WeaponData && !!i.id,
  );
  const mounts = sys.mounts.map((m) => ({
    id: m.id,
    type: m.type,
    name: m.name || undefined,
    damage: clampTrack(m.damage),
    weapons: weapons
      .filter((w) => w.system.mountId === m.id)
      .map((w) =>
        w.system.kind === "missile"
          ? { id: w.id, name: w.name, kind: w.system.kind, missileType: w.system.missileType }
          : { id: w.id, name: w.name, kind: w.system.kind },
      ),
  }));

  const crew = new Map<string, CrewSnapshot>();
  const seats: Seat[] = sys.seats.map((s) => {
    const seat: Seat = { position: s.position };
    if (s.crew) {
      const member = resolve(s.crew);
      if (member && member.system instanceof CrewData) {
        const snap = crewSnapshot({ ...member, uuid: member.uuid ?? s.crew });
        crew.set(snap.id, snap);
        seat.crewId = snap.id;
      }
    }
    if (!seat.crewId && s.npcSkill !== null && s.npcSkill !== undefined) seat.npcSkill = s.npcSkill;
    if (s.automated) seat.automated = true;
    if (s.mountId) seat.mountId = s.mountId;
    return seat;
  });

  const snapshot: ShipSnapshot = {
    id: options.id ?? actor.id ?? "",
    name: actor.name,
    tons: sys.tons,
    hull: { value: sys.hull.value, max: sys.hull.max },
    structure: { value: sys.structure.value, max: sys.structure.max },
    armor: { value: sys.armor.value, max: sys.armor.max },
    thrust: sys.thrust,
    jump: sys.jump,
    sensors: { grade: sys.sensors.grade, dm: SENSOR_DM[sys.sensors.grade] },
    software: { ...sys.software },
    screens: { ...sys.screens },
    ammo: { missiles: { ...sys.ammo.missiles }, sand: sys.ammo.sand },
    fuel: { value: sys.fuel.value, max: sys.fuel.max },
    cargo: { value: sys.cargo.value, max: sys.cargo.max },
    armorOptions: { ...sys.armorOptions },
    systems: Object.fromEntries(SHIP_SYSTEMS.map((k) => [k, clampTrack(sys.systems[k])])) as Record<
      ShipSystem,
      DamageTrack
    >,
    mounts,
    seats,
    crew: [...crew.values()],
  };
  if (options.craft !== false) {
    const craft = embarkedCraft(actor, sys, options);
    if (craft.length) snapshot.craft = craft;
  }
  return snapshot;
}

/**
 * The small craft a ship carries (rulings R112, R113): each ship actor its `craft` names that is a small craft (under
 * 100 tons), not the ship itself, and linked by someone who may (as a seat: ./seat-trust.ts), keyed by its UUID and
 * snapshotted as it stands (its own craft not followed).
 */
function embarkedCraft(actor: ActorLike, sys: ShipData, options: ShipSnapshotOptions): EmbarkedCraft[] {
  const out: EmbarkedCraft[] = [];
  for (const uuid of new Set(sys.craft as string[])) {
    const craft = defaultResolve(uuid);
    if (!(craft?.system instanceof ShipData) || !craft.system.smallCraft || craft.uuid === actor.uuid) continue;
    if (!seatTrusted(actor as never, craft as never)) continue;
    out.push({ key: uuid, ship: shipSnapshot(craft, { id: uuid, resolveCrew: options.resolveCrew, craft: false }) });
  }
  return out;
}

type Nested = Record<string, unknown>;

function setIfChanged(out: Nested, key: string, before: unknown, after: unknown): void {
  if (before !== after) out[key] = after;
}

/**
 * A ship's rules result → the nested Actor update that stores it (only what changed; `{}` when nothing did).
 * Writes current pools, damage tracks, ammunition and mount damage; never the design values.
 */
export function shipUpdate(actor: ActorLike, after: ShipSnapshot): Nested {
  const sys = actor.system;
  if (!(sys instanceof ShipData)) throw new Error(`shipUpdate: ${actor.name} is not a ship`);
  const system: Nested = {};
  for (const key of ["hull", "structure", "armor", "fuel", "cargo"] as const) {
    // the model stores whole points and tons: fuel and cargo left after a percentage loss round to the nearest ton
    const value = Math.max(0, Math.round(after[key].value));
    if (sys[key].value !== value) system[key] = { value };
  }
  const systems: Nested = {};
  for (const k of SHIP_SYSTEMS) setIfChanged(systems, k, sys.systems[k], after.systems[k]);
  if (Object.keys(systems).length) system.systems = systems;

  const missiles: Nested = {};
  for (const [t, n] of Object.entries(after.ammo.missiles))
    setIfChanged(missiles, t, sys.ammo.missiles[t as keyof typeof sys.ammo.missiles], n);
  const ammo: Nested = {};
  if (Object.keys(missiles).length) ammo.missiles = missiles;
  setIfChanged(ammo, "sand", sys.ammo.sand, after.ammo.sand);
  if (Object.keys(ammo).length) system.ammo = ammo;

  // Arrays are replaced whole by an update: send every mount, with the new damage where it changed.
  const damageById = new Map(after.mounts.map((m) => [m.id, m.damage]));
  if (sys.mounts.some((m) => damageById.has(m.id) && damageById.get(m.id) !== m.damage)) {
    system.mounts = sys.mounts.map((m) => ({ ...m, damage: damageById.get(m.id) ?? m.damage }));
  }
  return Object.keys(system).length ? { system } : {};
}
