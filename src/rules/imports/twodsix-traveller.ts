// A twodsix traveller or robot actor's "Export Data" JSON, or its compendium source (xdy/twodsix-foundryvtt:
// src/module/data/actors/character-base.js, travellerData.js, robotData.js; skills are items of type "skills",
// src/module/data/items/skillData.js) → a crew member. The field map is docs/import.md.
import { CHARACTERISTICS, type Characteristic, type SkillKey } from "../types";
import { Notes } from "./common";
import { addSkill, MAX_CUSTOM_SKILLS, newCrewMember } from "./crew-member";
import { at, itemsOf, numberOf, textOf, type JsonObject } from "./json";
import { actorIdOf } from "./origin";
import type { ImportedCrew, ImportError } from "./types";

/** twodsix characteristic keys → ours. */
export const TWODSIX_CHARACTERISTICS: Readonly<Record<Characteristic, string>> = {
  str: "strength",
  dex: "dexterity",
  end: "endurance",
  int: "intelligence",
  edu: "education",
  soc: "socialStanding",
};

/**
 * Skill names (Cepheus Engine, Cepheus Deluxe and Traveller wordings) → our space-combat skills. Cepheus Deluxe's
 * Gunnery covers every ship's weapon and the screens, and its Repair the work Mechanics does here.
 */
const SKILL_NAMES: readonly [RegExp, SkillKey[]][] = [
  [/^pilot(?:ing)?\b/i, ["piloting"]],
  [/^(?:navigation|astrogation)\b/i, ["navigation"]],
  [/^(?:comms|communications|sensors)\b|^electronics \((?:comms|sensors)\)/i, ["comms"]],
  [/^(?:turret weapons|gunnery \(turrets?\)|gunner \(turrets?\))/i, ["turretWeapons"]],
  [/^(?:bay weapons|gunnery \(bays?\)|gunner \(bays?\))/i, ["bayWeapons"]],
  [/^(?:screens|gunnery \(screens?\)|gunner \(screens?\))/i, ["screens"]],
  [/^(?:gunnery|gunner)$/i, ["turretWeapons", "bayWeapons", "screens"]],
  [/^(?:gunnery|gunner)\b/i, ["turretWeapons"]],
  [/^mechanics?\b|^mechanic\b|^repair$/i, ["mechanics"]],
  [/^engineer(?:ing)?\b/i, ["engineering"]],
  [/^(?:leadership|leader)\b/i, ["leadership"]],
  [/^tactics\b/i, ["tactics"]],
];

/** Names that are our skill exactly (in Cepheus Engine's or Traveller's words); other matches are guesses. */
const EXACT_NAMES: ReadonlySet<string> = new Set([
  "pilot",
  "piloting",
  "navigation",
  "astrogation",
  "comms",
  "communications",
  "turret weapons",
  "bay weapons",
  "screens",
  "mechanic",
  "mechanics",
  "engineer",
  "engineering",
  "leader",
  "leadership",
  "tactics",
]);

/** Our skills for a skill name, and whether the name says it exactly (else they are guessed from a wider skill). */
export function skillOfName(name: string): { keys: SkillKey[]; exact: boolean } | null {
  const hit = SKILL_NAMES.find(([re]) => re.test(name.trim()));
  return hit ? { keys: hit[1], exact: EXACT_NAMES.has(name.trim().toLowerCase()) } : null;
}

export function readTwodsixTraveller(
  actor: JsonObject,
): { ok: true; entry: ImportedCrew } | { ok: false; error: ImportError } {
  const notes = new Notes();
  const name = textOf(actor.name) || "Traveller";
  notes.read1("name", "name", name);
  const crew = newCrewMember(name);
  for (const c of CHARACTERISTICS) {
    const from = `system.characteristics.${TWODSIX_CHARACTERISTICS[c]}`;
    const v = numberOf(at(actor, "system", "characteristics", TWODSIX_CHARACTERISTICS[c], "value"));
    if (v === null) {
      notes.guess(`${from}.value`, "characteristics", `${c.toUpperCase()} 7`, "default");
      continue;
    }
    if (!Number.isInteger(v) || v < 0 || v > 30)
      return { ok: false, error: { code: "badFigure", field: `${from}.value`, value: v } };
    crew.characteristics[c] = v;
    notes.read1(`${from}.value`, "characteristics", `${c.toUpperCase()} ${v}`);
    if (c === "str" || c === "dex" || c === "end") {
      const d = numberOf(at(actor, "system", "characteristics", TWODSIX_CHARACTERISTICS[c], "damage"));
      if (d !== null && Number.isInteger(d) && d > 0 && d <= v) {
        crew.damage[c] = d;
        notes.read1(`${from}.damage`, "damage", `${c.toUpperCase()} −${d}`);
      }
    }
  }
  for (const key of ["psionicStrength", "stamina", "lifeblood", "alternative1", "alternative2", "alternative3"]) {
    const v = numberOf(at(actor, "system", "characteristics", key, "value"));
    if (v !== null && v !== 0 && v !== 7) notes.leave(`system.characteristics.${key}.value`, v);
  }
  for (const item of itemsOf(actor)) {
    const itemName = textOf(item.name, 60);
    const from = `items[${itemName}]`;
    if (item.type !== "skills") {
      if (typeof item.type === "string") notes.leave(from, `${item.type}: ${itemName}`);
      continue;
    }
    const level = numberOf(at(item, "system", "value"));
    if (level === null || !Number.isInteger(level) || level < 0) {
      // twodsix keeps untrained skills at -3: they stay untrained here
      notes.leave(`${from}.system.value`, level ?? "");
      continue;
    }
    if (level > 15) return { ok: false, error: { code: "badFigure", field: `${from}.system.value`, value: level } };
    const skill = skillOfName(itemName);
    if (skill) {
      addSkill(crew, skill.keys, level);
      if (skill.exact) notes.read1(from, "skills", `${itemName} ${level}`);
      else notes.guess(from, "skills", `${itemName} ${level} → ${skill.keys.join(", ")}`, "skillByName");
    } else if (itemName && crew.customSkills.length < MAX_CUSTOM_SKILLS) {
      crew.customSkills.push({ name: itemName, level });
      notes.read1(from, "skills", `${itemName} ${level}`);
    } else notes.leave(from, itemName);
  }
  return {
    ok: true,
    entry: { kind: "crew", format: "twodsixTraveller", crew, notes: notes.plain(), actorId: actorIdOf(actor) },
  };
}
