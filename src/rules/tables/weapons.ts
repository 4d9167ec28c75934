// SRD Chapter 8 tables "Turret Displacement and Cost", "Turret Weapons", "Bay Weapons", "Screens", and the
// sandcaster ammunition note. Ruling R9 supplies the missing Beam Laser row.
import type { RangeBand } from "../types";

export type TurretType = "single" | "double" | "triple" | "popUp" | "fixed";

export interface TurretTypeRow {
  tl: number | null;
  /** weapons the mount holds (pop-up and fixed: a quality of a single/double/triple turret) */
  weapons: number | null;
  tons: number;
  /** MCr; for pop-up an addition, for fixed a factor of the turret's cost */
  costMCr: number;
  costIs: "price" | "addition" | "factor";
}

/** Turret Displacement and Cost (SRD Chapter 8). */
export const TURRET_TYPES: Readonly<Record<TurretType, TurretTypeRow>> = Object.freeze({
  single: { tl: 7, weapons: 1, tons: 1, costMCr: 0.2, costIs: "price" },
  double: { tl: 8, weapons: 2, tons: 1, costMCr: 0.5, costIs: "price" },
  triple: { tl: 9, weapons: 3, tons: 1, costMCr: 1, costIs: "price" },
  popUp: { tl: 10, weapons: null, tons: 2, costMCr: 1, costIs: "addition" },
  fixed: { tl: null, weapons: null, tons: 0, costMCr: 0.5, costIs: "factor" },
});

export type TurretWeapon = "missileRack" | "pulseLaser" | "beamLaser" | "sandcaster" | "particleBeam";
export type BayWeapon = "missileBank" | "particleBeam" | "mesonGun" | "fusionGun";

export interface ShipWeaponRow {
  tl: number;
  /** the band at which its attack is Average; null = special (missiles, sand) */
  optimumRange: RangeBand | null;
  /** D6 of ship-scale damage; null = depends on the missile / special */
  damageDice: number | null;
  /** a bonus radiation crew hit on a hit (Chapter 10 Special Weapon Rules) */
  radiationHit: boolean;
  costMCr: number;
  /** tons of its own (turret weapons sit in the turret's ton; a bay takes 50) */
  tons: number;
}

/** Turret Weapons (SRD Chapter 8); beamLaser is ruling R9. */
export const TURRET_WEAPONS: Readonly<Record<TurretWeapon, ShipWeaponRow>> = Object.freeze({
  missileRack: { tl: 6, optimumRange: null, damageDice: null, radiationHit: false, costMCr: 0.75, tons: 0 },
  pulseLaser: { tl: 7, optimumRange: "short", damageDice: 2, radiationHit: false, costMCr: 0.5, tons: 0 },
  sandcaster: { tl: 7, optimumRange: null, damageDice: null, radiationHit: false, costMCr: 0.25, tons: 0 },
  particleBeam: { tl: 8, optimumRange: "long", damageDice: 3, radiationHit: true, costMCr: 4, tons: 0 },
  beamLaser: { tl: 9, optimumRange: "medium", damageDice: 1, radiationHit: false, costMCr: 1, tons: 0 },
});

/** Bay Weapons (SRD Chapter 8). Fusion guns carry a radiation hit per Chapter 10's Special Weapon Rules (ruling R34). */
export const BAY_WEAPONS: Readonly<Record<BayWeapon, ShipWeaponRow>> = Object.freeze({
  missileBank: { tl: 6, optimumRange: null, damageDice: null, radiationHit: false, costMCr: 12, tons: 50 },
  particleBeam: { tl: 8, optimumRange: "long", damageDice: 6, radiationHit: true, costMCr: 20, tons: 50 },
  mesonGun: { tl: 11, optimumRange: "long", damageDice: 5, radiationHit: true, costMCr: 50, tons: 50 },
  fusionGun: { tl: 12, optimumRange: "medium", damageDice: 5, radiationHit: true, costMCr: 8, tons: 50 },
});

/** Armaments (SRD Chapter 8): hardpoints and fire control. */
export const ARMAMENT_FIGURES = Object.freeze({
  tonsPerHardpoint: 100,
  /** small craft have one hardpoint despite their size */
  smallCraftHardpoints: 1,
  fireControlTonsPerMount: 1,
  bayTons: 50,
});

/** Sandcasters (SRD Chapter 8 note; Chapter 10 Fire Sand and Special Weapon Rules). */
export const SANDCASTER = Object.freeze({
  /** D6 removed from each incoming beam's damage by a successful Fire Sand reaction */
  beamReductionDice: 1,
  /** ship-scale damage of a sandcaster used as an attack */
  attackDamage: 1,
  /** D6 to each member of a boarding party hit by sand */
  boarderDamageDice: 8,
  barrelsPerTon: 20,
  barrelTl: 5,
  barrelCostCr: 10_000,
});

export type ScreenKind = "nuclearDamper" | "mesonScreen";

export interface ScreenRow {
  tl: number;
  tons: number;
  costMCr: number;
  /** D6 of damage removed (the operator's Screens skill is added: Trigger Screens) */
  reductionDice: number;
  /** what it protects against */
  against: readonly ("fusionGun" | "nuclearMissile" | "mesonGun")[];
  /** removes nuclear missiles' radiation hit */
  blocksNuclearRadiation: boolean;
  /** DM per active screen on the radiation hit of the weapons it protects against */
  radiationDMPerScreen: number;
}

/** Screens (SRD Chapter 8; Chapter 10 Trigger Screens). */
export const SCREENS: Readonly<Record<ScreenKind, ScreenRow>> = Object.freeze({
  mesonScreen: {
    tl: 12,
    tons: 50,
    costMCr: 60,
    reductionDice: 2,
    against: ["mesonGun"],
    blocksNuclearRadiation: false,
    radiationDMPerScreen: -2,
  },
  nuclearDamper: {
    tl: 12,
    tons: 50,
    costMCr: 50,
    reductionDice: 2,
    against: ["fusionGun", "nuclearMissile"],
    blocksNuclearRadiation: true,
    radiationDMPerScreen: 0,
  },
});

/** Trigger Screens needs the commander or a gunner with Screens at this level or better. */
export const SCREENS_MIN_SKILL = 0;
