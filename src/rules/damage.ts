// The space combat damage chain (SRD Chapter 10 "Damage", "Special Weapon Rules"; rulings R1–R6, R19, R29–R32):
// armor → hits (Space Combat Damage) → one location roll per hit group → each hit applied in turn.
import { resolveCrewHit, type CrewDamageColumn, type CrewHit } from "./crew-damage";
import { pick, roll, type Rolling } from "./dice";
import { isSmallCraft } from "./hull";
import { REFLEC_ARMOR_BONUS } from "./tables/ship";
import { SCREENS } from "./tables/weapons";
import {
  ARMOR_HIT_LOSS,
  DAMAGE_OVERFLOW,
  HIT_EFFECT_FIGURES,
  HIT_EFFECTS,
  HIT_LOCATION_TABLE,
  SPACE_COMBAT_DAMAGE,
  type HitColumn,
  type HitCounts,
  type HitEffect,
} from "./tables/damage";
import type { DamageTrack, HitLocation, MissileType, MountType, ShipSnapshot, ShipSystem, WeaponKind } from "./types";

export type { HitColumn, HitCounts, HitEffect };

/** Hits inflicted by damage left after armor (Space Combat Damage table; rulings R1, R2). */
export function damageToHits(damage: number): HitCounts {
  if (Number.isNaN(damage)) throw new RangeError("damage is NaN");
  const d = Math.floor(damage);
  if (d <= 0) return { single: 0, double: 0, triple: 0 };
  const row = SPACE_COMBAT_DAMAGE.find((r) => d >= r.min && d <= r.max);
  if (row) return { ...row.hits };
  const top = SPACE_COMBAT_DAMAGE[SPACE_COMBAT_DAMAGE.length - 1].hits;
  const x = d - DAMAGE_OVERFLOW.above;
  return {
    single: top.single + Math.floor(x / DAMAGE_OVERFLOW.singlePer),
    double: top.double + Math.floor(x / DAMAGE_OVERFLOW.doublePer),
    triple: top.triple,
  };
}

/** The location a 2D6 roll hits on a column of the Space Combat Hit Location table. */
export function hitLocation(roll: number, column: HitColumn): HitLocation {
  const col = HIT_LOCATION_TABLE[column];
  if (!col) throw new RangeError(`unknown hit location column ${String(column)}`);
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) throw new RangeError(`hit location roll ${roll} outside 2–12`);
  return col[roll - 2];
}

/** What struck the ship. `damage` is the weapon's damage roll after sand and screens, before armor. */
export interface DamageAttack {
  damage: number;
  /** "collision": ramming and collisions; "boarding": internal damage from an abstract boarding round */
  weapon: WeaponKind | "collision" | "boarding";
  /** missiles: the type (nuclear missiles carry a radiation hit) */
  missileType?: MissileType;
  /** screens triggered against this attack, by count of screens active */
  activeScreens?: { nuclearDamper?: number; mesonScreen?: number };
  /** read the Internal column and ignore armor (abstract boarding damage: ruling R31) */
  internal?: boolean;
  /** fixed hits instead of reading the damage table (abstract boarding's "one Single Hit") */
  hits?: HitCounts;
  label?: string;
}

export interface DamageOptions {
  /** ruling R26 (setting "crewDamageEach"): all-crew results roll each person's damage. Default false. */
  crewDamageEach?: boolean;
}

export type RedirectReason =
  /** R3: a Hull hit on a ship whose Hull is already 0 */
  | "hullBreached"
  /** R5: an Armor hit on a ship with no armor left */
  | "noArmor"
  /** R6: a Turret or Bay hit on a ship without turrets or bays */
  | "noMount"
  /** the location's track is already at its last step */
  | "subsequentHit";

export type CrewHitCause = "crew" | "bridge" | "powerPlant" | "radiation";

export type DamageEvent =
  | { type: "hitsDetermined"; damage: number; armor: number; armorIgnored: boolean; net: number; hits: HitCounts }
  | { type: "hitLocated"; group: number; hits: number; column: HitColumn; roll: number; location: HitLocation }
  | { type: "hitRedirected"; from: HitLocation; to: HitLocation; reason: RedirectReason; mountId?: string }
  | { type: "hullDamaged"; from: number; to: number }
  | { type: "hullBreached" }
  | { type: "structureDamaged"; from: number; to: number }
  | { type: "armorDamaged"; from: number; to: number }
  | { type: "systemDamaged"; system: ShipSystem; from: DamageTrack; to: DamageTrack; effect: HitEffect }
  | { type: "mountDamaged"; mountId: string; mountType: MountType; from: DamageTrack; to: DamageTrack; effect: HitEffect }
  | { type: "fuelLeak"; tonsPerHour: number }
  | { type: "fuelLost"; percent: number; tons: number; from: number; to: number }
  | { type: "cargoLost"; percent: number; tons: number; from: number; to: number }
  | ({ type: "crewHit"; cause: CrewHitCause } & CrewHit)
  | { type: "radiationHit"; weapon: DamageAttack["weapon"]; dm: number; blocked: boolean }
  | { type: "shipDisabled"; cause: "powerPlant" }
  | { type: "shipDestroyed" };

export type DamageEventType = DamageEvent["type"];

export interface DamageResult {
  ship: ShipSnapshot;
  events: DamageEvent[];
}

const LASERS: readonly string[] = ["pulseLaser", "beamLaser"];

/** Armor that counts against this attack: meson guns and internal damage ignore it; Reflec adds 3 against lasers. */
export function effectiveArmor(ship: ShipSnapshot, attack: Pick<DamageAttack, "weapon" | "internal">): number {
  if (attack.weapon === "mesonGun" || attack.internal) return 0;
  const reflec = ship.armorOptions?.reflec && LASERS.includes(attack.weapon) ? REFLEC_ARMOR_BONUS : 0;
  return Math.max(0, ship.armor.value) + reflec;
}

/** Whether the attack carries a bonus radiation crew hit (Special Weapon Rules; Missile Types; Bay Weapons). */
export function hasRadiationHit(attack: Pick<DamageAttack, "weapon" | "missileType">): boolean {
  if (attack.weapon === "missile") return attack.missileType === "nuclear";
  return attack.weapon === "particleBeam" || attack.weapon === "fusionGun" || attack.weapon === "mesonGun";
}

/** The column a hit reads now (R3): small craft always Small Craft; meson / internal damage Internal; Hull 0 Internal. */
export function hitColumnFor(ship: ShipSnapshot, attack: Pick<DamageAttack, "weapon" | "internal">): HitColumn {
  if (isSmallCraft(ship.tons)) return "smallCraft";
  if (attack.weapon === "mesonGun" || attack.internal) return "internal";
  return ship.hull.value <= 0 ? "internal" : "external";
}

interface HitContext {
  row: number;
  /** the mount a hit group struck: one random pick per group and mount type (ruling R30) */
  mounts: Partial<Record<MountType, number>>;
  label?: string;
  options: DamageOptions;
}

function isDestroyed(ship: ShipSnapshot): boolean {
  return ship.structure.value <= 0;
}

function* crewHit(ship: ShipSnapshot, column: CrewDamageColumn, cause: CrewHitCause, ctx: { label?: string; options: DamageOptions }, dm = 0): Rolling<DamageEvent> {
  const hit = yield* resolveCrewHit(
    column,
    ship.crew.map((c) => c.id),
    { dm, rollEach: ctx.options.crewDamageEach, label: ctx.label },
  );
  return { type: "crewHit", cause, ...hit };
}

function* percentLoss(pool: { value: number }, kind: "fuelLost" | "cargoLost", label?: string): Rolling<DamageEvent> {
  const pips = yield* roll(HIT_EFFECT_FIGURES.percentLossDice, "percent", label);
  const percent = pips * HIT_EFFECT_FIGURES.percentPerPip;
  const from = pool.value;
  // ruling R32: a percentage of what is left, to the hundredth of a ton
  const tons = Math.min(from, Math.round(from * percent) / 100);
  pool.value = Math.max(0, Math.round((from - tons) * 100) / 100);
  return { type: kind, percent, tons, from, to: pool.value };
}

function allLost(pool: { value: number }, kind: "fuelLost" | "cargoLost"): DamageEvent {
  const from = pool.value;
  pool.value = 0;
  return { type: kind, percent: 100, tons: from, from, to: 0 };
}

/** The extra things a system's new track step does (crew hits, leaks, losses, disabling). */
function* systemSideEffects(ship: ShipSnapshot, system: ShipSystem, step: DamageTrack, ctx: HitContext, events: DamageEvent[]): Rolling<void> {
  if (system === "bridge" && step === 1) events.push(yield* crewHit(ship, "normal", "bridge", ctx));
  if (system === "powerPlant" && step === 2) events.push(yield* crewHit(ship, "radiation", "powerPlant", ctx));
  if (system === "powerPlant" && step === 3) events.push({ type: "shipDisabled", cause: "powerPlant" });
  if (system === "fuel") {
    if (step === 1) events.push({ type: "fuelLeak", tonsPerHour: yield* roll(HIT_EFFECT_FIGURES.fuelLeakDicePerHour, "damage", ctx.label) });
    if (step === 2) events.push(yield* percentLoss(ship.fuel, "fuelLost", ctx.label));
    if (step === 3) events.push(allLost(ship.fuel, "fuelLost"));
  }
  if (system === "hold") {
    if (step === 1 || step === 2) events.push(yield* percentLoss(ship.cargo, "cargoLost", ctx.label));
    if (step === 3) events.push(allLost(ship.cargo, "cargoLost"));
  }
}

/** Apply one hit to a location of `ship` (mutates the working copy), following redirects. */
function* applyHit(ship: ShipSnapshot, first: HitLocation, ctx: HitContext, events: DamageEvent[]): Rolling<void> {
  let location = first;
  const redirect = (to: HitLocation, reason: RedirectReason, mountId?: string) => {
    events.push(mountId === undefined ? { type: "hitRedirected", from: location, to, reason } : { type: "hitRedirected", from: location, to, reason, mountId });
    location = to;
  };
  for (;;) {
    switch (location) {
      case "hull": {
        if (ship.hull.value > 0) {
          const from = ship.hull.value;
          ship.hull.value = from - 1;
          events.push({ type: "hullDamaged", from, to: ship.hull.value });
          if (ship.hull.value === 0) events.push({ type: "hullBreached" });
          return;
        }
        redirect(isSmallCraft(ship.tons) ? "structure" : hitLocation(ctx.row, "internal"), "hullBreached");
        continue;
      }
      case "structure": {
        const from = ship.structure.value;
        ship.structure.value = Math.max(0, from - 1);
        events.push({ type: "structureDamaged", from, to: ship.structure.value });
        if (ship.structure.value === 0) events.push({ type: "shipDestroyed" });
        return;
      }
      case "armor": {
        if (ship.armor.value > 0) {
          const from = ship.armor.value;
          ship.armor.value = Math.max(0, from - ARMOR_HIT_LOSS);
          events.push({ type: "armorDamaged", from, to: ship.armor.value });
          return;
        }
        redirect("hull", "noArmor");
        continue;
      }
      case "turret":
      case "bay": {
        const type: MountType = location;
        const candidates = ship.mounts.filter((m) => m.type === type);
        if (candidates.length === 0) {
          redirect(HIT_EFFECTS[type].subsequent, "noMount");
          continue;
        }
        if (ctx.mounts[type] === undefined) ctx.mounts[type] = yield* pick(candidates.length, `random ${type}`);
        const mount = candidates[Math.min(ctx.mounts[type], candidates.length - 1)];
        if (mount.damage >= 3) {
          redirect(HIT_EFFECTS[type].subsequent, "subsequentHit", mount.id);
          continue;
        }
        const from = mount.damage;
        const to = (from + 1) as DamageTrack;
        mount.damage = to;
        events.push({ type: "mountDamaged", mountId: mount.id, mountType: type, from, to, effect: HIT_EFFECTS[type].steps[to - 1] });
        return;
      }
      case "crew": {
        events.push(yield* crewHit(ship, "normal", "crew", ctx));
        return;
      }
      default: {
        const system: ShipSystem = location;
        const from = ship.systems[system];
        if (from >= 3) {
          redirect(HIT_EFFECTS[system].subsequent, "subsequentHit");
          continue;
        }
        const to = (from + 1) as DamageTrack;
        ship.systems[system] = to;
        events.push({ type: "systemDamaged", system, from, to, effect: HIT_EFFECTS[system].steps[to - 1] });
        yield* systemSideEffects(ship, system, to, ctx, events);
        return;
      }
    }
  }
}

/**
 * Resolve one attack's damage on a ship. Pure: the input snapshot is never changed; the result holds a new
 * snapshot and the events in the order they happened. Same dice, same result.
 *
 * Order: armor (meson and internal damage ignore it; Reflec vs lasers) → hits from the damage table →
 * hit groups largest first (ruling R30), one 2D6 location roll per group (R4) on the column that applies at
 * that moment (R3) → each hit applied in turn with its redirects → the weapon's bonus radiation crew hit
 * (R19; ruling R29: it lands even if armor stops all damage). Hits left when the ship breaks up are lost.
 * A ship already destroyed takes nothing more.
 */
export function* resolveDamage(ship: ShipSnapshot, attack: DamageAttack, options: DamageOptions = {}): Rolling<DamageResult> {
  const s: ShipSnapshot = structuredClone(ship);
  const events: DamageEvent[] = [];
  if (isDestroyed(s)) return { ship: s, events };

  const armorBefore = Math.max(0, s.armor.value);
  const armorIgnored = attack.weapon === "mesonGun" || !!attack.internal;
  const armor = effectiveArmor(s, attack);
  const net = Math.floor(attack.damage) - armor;
  const hits = attack.hits ? { ...attack.hits } : damageToHits(net);
  events.push({ type: "hitsDetermined", damage: attack.damage, armor, armorIgnored, net, hits });

  const groups: number[] = [
    ...Array<number>(Math.max(0, hits.triple)).fill(3),
    ...Array<number>(Math.max(0, hits.double)).fill(2),
    ...Array<number>(Math.max(0, hits.single)).fill(1),
  ];
  for (let g = 0; g < groups.length && !isDestroyed(s); g++) {
    const column = hitColumnFor(s, attack);
    const r = yield* roll(2, "location", attack.label);
    const location = hitLocation(r, column);
    events.push({ type: "hitLocated", group: g + 1, hits: groups[g], column, roll: r, location });
    const ctx: HitContext = { row: r, mounts: {}, label: attack.label, options };
    for (let i = 0; i < groups[g] && !isDestroyed(s); i++) yield* applyHit(s, location, ctx, events);
  }

  if (hasRadiationHit(attack)) {
    const screens = attack.activeScreens ?? {};
    if (attack.weapon === "missile" && (screens.nuclearDamper ?? 0) > 0) {
      events.push({ type: "radiationHit", weapon: attack.weapon, dm: 0, blocked: true });
    } else {
      const raw =
        attack.weapon === "mesonGun" ? SCREENS.mesonScreen.radiationDMPerScreen * Math.max(0, screens.mesonScreen ?? 0) : -armorBefore;
      const dm = raw === 0 ? 0 : raw; // never −0
      events.push({ type: "radiationHit", weapon: attack.weapon, dm, blocked: false });
      events.push(yield* crewHit(s, "radiation", "radiation", { label: attack.label, options }, dm));
    }
  }
  return { ship: s, events };
}
