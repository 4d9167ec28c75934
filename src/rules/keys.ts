// The index of each closed set of string keys the engine reads tables by (weapon kinds, range bands, difficulties,
// skills, characteristics), in the order of its list in types.ts. The simulation reads those tables with ever-changing
// keys, and a record read by a changing string key is V8's slowest property lookup; a switch compares the interned
// strings by pointer, and the tables are laid out flat by these indexes. -1 for a key not in the set.
import type { Characteristic, Difficulty, RangeBand, SkillKey, WeaponKind } from "./types";

/** The index of a weapon kind in WEAPON_KINDS. */
export function weaponIndex(kind: WeaponKind): number {
  switch (kind) {
    case "pulseLaser":
      return 0;
    case "beamLaser":
      return 1;
    case "particleBeam":
      return 2;
    case "fusionGun":
      return 3;
    case "mesonGun":
      return 4;
    case "sandcaster":
      return 5;
    case "missile":
      return 6;
    default:
      return -1;
  }
}

/** The index of a range band in RANGE_BANDS. */
export function bandIndex(band: RangeBand): number {
  switch (band) {
    case "adjacent":
      return 0;
    case "close":
      return 1;
    case "short":
      return 2;
    case "medium":
      return 3;
    case "long":
      return 4;
    case "veryLong":
      return 5;
    case "distant":
      return 6;
    default:
      return -1;
  }
}

/** The index of a difficulty in DIFFICULTIES. */
export function difficultyIndex(d: Difficulty): number {
  switch (d) {
    case "simple":
      return 0;
    case "easy":
      return 1;
    case "routine":
      return 2;
    case "average":
      return 3;
    case "difficult":
      return 4;
    case "veryDifficult":
      return 5;
    case "formidable":
      return 6;
    default:
      return -1;
  }
}

/** The index of a skill in SKILLS. */
export function skillIndex(skill: SkillKey): number {
  switch (skill) {
    case "piloting":
      return 0;
    case "navigation":
      return 1;
    case "comms":
      return 2;
    case "turretWeapons":
      return 3;
    case "bayWeapons":
      return 4;
    case "screens":
      return 5;
    case "mechanics":
      return 6;
    case "engineering":
      return 7;
    case "leadership":
      return 8;
    case "tactics":
      return 9;
    default:
      return -1;
  }
}

/** The index of a characteristic in CHARACTERISTICS. */
export function characteristicIndex(c: Characteristic): number {
  switch (c) {
    case "str":
      return 0;
    case "dex":
      return 1;
    case "end":
      return 2;
    case "int":
      return 3;
    case "edu":
      return 4;
    case "soc":
      return 5;
    default:
      return -1;
  }
}
