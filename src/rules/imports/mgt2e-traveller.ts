// A traveller actor of Mongoose's Traveller system (Mongoose-Publishing/traveller-foundryvtt: mgt2e/template.json,
// Actor "traveller" with the templates "characteristics", "skills" and "damage"; a skill's level as
// mgt2e/module/helpers/dice-rolls.mjs reads it: a skill not `trained` is untrained, a trained one has its `value`, and
// a speciality of a trained skill its own `value`) → a crew member. The field map is docs/import.md.
import { CHARACTERISTICS, type SkillKey } from "../types";
import { Notes } from "./common";
import { at, isObject, itemsOf, numberOf, textOf, type JsonObject } from "./json";
import { actorIdOf } from "./origin";
import { addSkill, MAX_CUSTOM_SKILLS, newCrewMember } from "./crew-member";
import type { CrewMember, ImportedCrew, ImportError } from "./types";

/** Mongoose skills (and specialities) → ours: the skill's id, the specialities that count (none: the skill itself). */
const MGT2E_SKILLS: readonly [string, readonly string[], SkillKey][] = [
  ["pilot", ["spacecraft", "smallCraft", "capitalShips"], "piloting"],
  ["astrogation", [], "navigation"],
  ["electronics", ["sensors", "comms"], "comms"],
  ["gunner", ["turret"], "turretWeapons"],
  ["gunner", ["capital"], "bayWeapons"],
  ["gunner", ["screen"], "screens"],
  ["engineer", ["mDrive", "jDrive", "power"], "engineering"],
  ["mechanic", [], "mechanics"],
  ["leadership", [], "leadership"],
  ["tactics", ["naval", "military"], "tactics"],
];

/** Most skills looked at (Mongoose's list has about fifty, each with up to a handful of specialities). */
const MAX_SKILLS = 500;

type Read = { ok: true; entry: ImportedCrew } | { ok: false; error: ImportError };

/** A level from 0 to 15, or a refusal, or null for none. */
function levelOf(v: unknown, field: string): number | ImportError | null {
  const n = numberOf(v as never);
  if (n === null) return null;
  if (!Number.isInteger(n) || n < 0 || n > 15) return { code: "badFigure", field, value: n };
  return n;
}

export function readMgt2eTraveller(actor: JsonObject): Read {
  const notes = new Notes();
  const name = textOf(actor.name) || "Traveller";
  notes.read1("name", "name", name);
  const crew = newCrewMember(name);
  for (const c of CHARACTERISTICS) {
    const key = c.toUpperCase();
    const from = `system.characteristics.${key}.value`;
    const v = numberOf(at(actor, "system", "characteristics", key, "value"));
    if (v === null) {
      notes.guess(from, "characteristics", `${key} 7`, "default");
      continue;
    }
    if (!Number.isInteger(v) || v < 0 || v > 30)
      return { ok: false, error: { code: "badFigure", field: from, value: v } };
    crew.characteristics[c] = v;
    notes.read1(from, "characteristics", `${key} ${v}`);
    if (c === "str" || c === "dex" || c === "end") {
      const d = numberOf(at(actor, "system", "damage", key, "value"));
      if (d !== null && Number.isInteger(d) && d > 0 && d <= v) {
        crew.damage[c] = d;
        notes.read1(`system.damage.${key}.value`, "damage", `${key} −${d}`);
      }
    }
  }
  const e = readSkills(at(actor, "system", "skills"), crew, notes);
  if (e) return { ok: false, error: e };
  for (const item of itemsOf(actor))
    notes.leave(`items[${textOf(item.name, 60)}]`, `${textOf(item.type, 40)}: ${textOf(item.name, 60)}`);
  return {
    ok: true,
    entry: { kind: "crew", format: "mgt2eTraveller", crew, notes: notes.plain(), actorId: actorIdOf(actor) },
  };
}

function readSkills(skills: unknown, crew: CrewMember, notes: Notes): ImportError | null {
  if (!isObject(skills)) return null;
  let untrained = 0;
  for (const id of Object.keys(skills).slice(0, MAX_SKILLS)) {
    const skill = skills[id];
    if (!isObject(skill) || skill.trained !== true) {
      untrained++;
      continue;
    }
    const from = `system.skills.${id}`;
    const label = textOf(skill.label, 60) || id;
    const level = levelOf(skill.value, `${from}.value`);
    if (level !== null && typeof level !== "number") return level;
    const specs = isObject(skill.specialities) ? skill.specialities : {};
    const specLevels: [string, number][] = [];
    for (const sid of Object.keys(specs).slice(0, MAX_SKILLS)) {
      const l = levelOf(at(specs, sid, "value"), `${from}.specialities.${sid}.value`);
      if (l !== null && typeof l !== "number") return l;
      if (l !== null && l > 0) specLevels.push([sid, l]);
    }
    const mapped = MGT2E_SKILLS.filter(([sid]) => sid === id);
    const used = new Set<string>();
    for (const [, wanted, key] of mapped) {
      const hits = wanted.length ? specLevels.filter(([s]) => wanted.includes(s)) : [];
      const l = wanted.length ? Math.max(level ?? 0, ...hits.map(([, n]) => n)) : (level ?? 0);
      if (wanted.length && !hits.length && !(level ?? 0)) continue;
      addSkill(crew, [key], l);
      for (const [s] of hits) used.add(s);
      notes.read1(wanted.length && hits.length ? `${from}.specialities` : from, "skills", `${label} ${l} → ${key}`);
    }
    const rest = specLevels.filter(([s]) => !used.has(s));
    if (!mapped.length && !rest.length) custom(crew, notes, from, label, level ?? 0);
    for (const [s, l] of rest) custom(crew, notes, `${from}.specialities.${s}`, `${label} (${s})`, l);
  }
  if (untrained) notes.leave("system.skills", `${untrained} untrained`);
  return null;
}

function custom(crew: CrewMember, notes: Notes, from: string, name: string, level: number): void {
  if (crew.customSkills.length >= MAX_CUSTOM_SKILLS) notes.leave(from, name);
  else {
    crew.customSkills.push({ name, level });
    notes.read1(from, "skills", `${name} ${level}`);
  }
}
