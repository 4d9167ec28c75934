// SRD Chapter 10 table "Scaling Damage": ship weapons against personal-scale targets.

export type ScalingWeapon =
  | "beamLaser"
  | "fusionGunBay"
  | "mesonGunBay"
  | "nuclearMissile"
  | "particleBeamBay"
  | "particleBeamTurret"
  | "pulseLaser"
  | "sandcaster"
  | "smartMissile"
  | "standardMissile";

export interface ScalingRow {
  /** personal damage: dice D6 × multiplier */
  dice: number;
  multiplier: number;
  /** radiation: radDice D6 × radMultiplier rads (0 = none) */
  radDice: number;
  radMultiplier: number;
}

/** Scaling Damage (SRD Chapter 10). */
export const SCALING_DAMAGE: Readonly<Record<ScalingWeapon, ScalingRow>> = Object.freeze({
  beamLaser: { dice: 1, multiplier: 50, radDice: 0, radMultiplier: 0 },
  fusionGunBay: { dice: 5, multiplier: 50, radDice: 0, radMultiplier: 0 },
  mesonGunBay: { dice: 5, multiplier: 50, radDice: 4, radMultiplier: 10 },
  nuclearMissile: { dice: 2, multiplier: 50, radDice: 4, radMultiplier: 10 },
  particleBeamBay: { dice: 6, multiplier: 50, radDice: 4, radMultiplier: 10 },
  particleBeamTurret: { dice: 3, multiplier: 50, radDice: 4, radMultiplier: 10 },
  pulseLaser: { dice: 2, multiplier: 50, radDice: 0, radMultiplier: 0 },
  sandcaster: { dice: 8, multiplier: 1, radDice: 0, radMultiplier: 0 },
  smartMissile: { dice: 1, multiplier: 50, radDice: 0, radMultiplier: 0 },
  standardMissile: { dice: 1, multiplier: 50, radDice: 0, radMultiplier: 0 },
});

/**
 * "Ground Force Weaponry against Starship-scale Targets" (SRD Personal Combat chapter): DM+4 to hit anything on
 * the starship scale; damage divided by 50 before the target's armor; every ground weapon beyond the first adds half
 * its damage dice to the total before the division.
 */
export const PERSONAL_VS_SHIP = Object.freeze({
  /** DM to hit a starship-scale target */
  dm: 4,
  /** personal damage points per point of starship damage */
  divisor: 50,
  /** share of its damage dice each weapon beyond the first adds */
  extraWeaponDiceShare: 0.5,
});
