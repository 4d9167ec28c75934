// What the readers of travellers share: a new crew member with the usual characteristics (7 each) until the export
// gives its own, and skill levels added so that a higher level from another name of the same skill is kept.
import type { SkillKey } from "../types";
import type { CrewMember } from "./types";

/** Most skills kept as custom skills (a character with hundreds lists the first). */
export const MAX_CUSTOM_SKILLS = 100;

export function newCrewMember(name: string): CrewMember {
  return {
    name,
    characteristics: { str: 7, dex: 7, end: 7, int: 7, edu: 7, soc: 7 },
    damage: { str: 0, dex: 0, end: 0 },
    skills: {},
    customSkills: [],
  };
}

/** The crew member's levels in `keys` from one skill of the export: a level already higher is kept. */
export function addSkill(crew: CrewMember, keys: readonly SkillKey[], level: number): void {
  for (const key of keys) crew.skills[key] = Math.max(crew.skills[key] ?? 0, level);
}
