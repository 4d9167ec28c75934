// SRD Chapter 10, table "Space Combat Attack Difficulties by Weapon Type", plus ruling R7 (missiles)
// and ruling R8 (the pulse laser's extra DM−2 from the Turret Weapons table).
import type { Difficulty, RangeBand, WeaponKind } from "../types";

/** null = the weapon cannot attack at that band (the table's "—"). */
export type AttackDifficultyRow = Readonly<Record<RangeBand, Difficulty | null>>;

/** Space Combat Attack Difficulties by Weapon Type (SRD Chapter 10); the missile row is ruling R7. */
export const ATTACK_DIFFICULTIES: Readonly<Record<WeaponKind, AttackDifficultyRow>> = Object.freeze({
  pulseLaser: {
    adjacent: "difficult",
    close: "difficult",
    short: "average",
    medium: "difficult",
    long: "difficult",
    veryLong: "veryDifficult",
    distant: null,
  },
  beamLaser: {
    adjacent: "difficult",
    close: "difficult",
    short: "difficult",
    medium: "average",
    long: "difficult",
    veryLong: "difficult",
    distant: "difficult",
  },
  particleBeam: {
    adjacent: "veryDifficult",
    close: "difficult",
    short: "difficult",
    medium: "difficult",
    long: "average",
    veryLong: "difficult",
    distant: "difficult",
  },
  fusionGun: {
    adjacent: "difficult",
    close: "difficult",
    short: "difficult",
    medium: "average",
    long: "difficult",
    veryLong: "difficult",
    distant: "difficult",
  },
  mesonGun: {
    adjacent: "veryDifficult",
    close: "veryDifficult",
    short: "difficult",
    medium: "difficult",
    long: "average",
    veryLong: "difficult",
    distant: "difficult",
  },
  // Ruling R41: the table's Short entry stands, though the Sandcasters note speaks of Close.
  sandcaster: {
    adjacent: "routine",
    close: "average",
    short: "difficult",
    medium: null,
    long: null,
    veryLong: null,
    distant: null,
  },
  // Ruling R7: launch check Average at Short..Distant; no launch at Adjacent or Close (Missile Launch Range table).
  missile: {
    adjacent: null,
    close: null,
    short: "average",
    medium: "average",
    long: "average",
    veryLong: "average",
    distant: "average",
  },
});

/** Turret Weapons table note: pulse lasers take DM−2 on every attack roll (ruling R8; setting "pulseLaserPenalty"). */
export const PULSE_LASER_DM = -2;

/** Scaling Damage section: ship weapons aiming at one personal-scale target take DM−4. */
export const PERSONAL_SCALE_TARGET_DM = -4;

/** Ruling R10: point defense and fire sand are Average (+0) Turret Weapons checks. */
export const POINT_DEFENSE_DIFFICULTY: Difficulty = "average";
export const FIRE_SAND_DIFFICULTY: Difficulty = "average";
/** Point Defense: each further check against missiles this reaction takes a cumulative DM−1. */
export const POINT_DEFENSE_REPEAT_DM = -1;
