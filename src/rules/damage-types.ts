// The damage chain's inputs and outputs: an attack, the ruling options, and the events a resolution reports.
import { type CrewHit } from "./crew-damage";
import { type HitColumn, type HitCounts, type HitEffect } from "./tables/damage";
import type { DamageTrack, HitLocation, MissileType, MountType, ShipSnapshot, ShipSystem, WeaponKind } from "./types";

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
  /**
   * ruling R96 (setting "crewHitsUnnamed"): each unnamed crew seat (no crew member, not run by the computer) is one
   * more person a crew hit can strike, named by unnamedCrewId(seat). Default false: only the named crew.
   */
  crewHitsUnnamed?: boolean;
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
  | {
      type: "mountDamaged";
      mountId: string;
      mountType: MountType;
      from: DamageTrack;
      to: DamageTrack;
      effect: HitEffect;
    }
  | { type: "fuelLeak"; tonsPerHour: number }
  | { type: "fuelLost"; percent: number; tons: number; from: number; to: number }
  | { type: "cargoLost"; percent: number; tons: number; from: number; to: number }
  | ({ type: "crewHit"; cause: CrewHitCause } & CrewHit)
  | { type: "radiationHit"; weapon: DamageAttack["weapon"]; dm: number; blocked: boolean }
  /** "hullZero": added by the engagement engine when the world's R101 setting disables a ship whose Hull is gone */
  | { type: "shipDisabled"; cause: "powerPlant" | "hullZero" }
  | { type: "shipDestroyed" };

export type DamageEventType = DamageEvent["type"];

export interface DamageResult {
  ship: ShipSnapshot;
  events: DamageEvent[];
}
