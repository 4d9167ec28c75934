// Ships and crew members read from other systems' exports (src/rules/imports) → Actor data. A ship goes through the
// one USDF mapping (src/data/usdf/actor.ts: weapons on their mounts, seats, notes, the USDF flag), then takes the
// state it was exported in: current Hull, Structure and fuel, and its damage tracks. A crew member becomes a crew
// actor (src/data/actor/crew.ts). Pure: no Foundry, no randomness; the lines of the notes and the ids are the caller's.
import type { ImportedCrew, ImportedShip } from "../../rules/imports";
import { SKILLS } from "../../rules/types";
import { SCHEMA_VERSION } from "../migration";
import { shipActorData, type NpcSkill, type ShipActorData } from "../usdf/actor";
import { IMG } from "../usdf/weapons";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The notes' words, in the user's language (the caller's translator). */
export interface ImportNotesText {
  /** the closing line: where the actor came from */
  footer: string;
  /** what was guessed, under its title */
  guessed: { title: string; items: readonly string[] };
  /** what was left, under its title */
  left: { title: string; items: readonly string[] };
}

/** The Actor data of a ship read from another system, in the state it was exported in. */
export function importedShipActorData(
  entry: ImportedShip,
  text: ImportNotesText,
  npcSkill: NpcSkill,
  weaponId?: (index: number) => string,
): ShipActorData {
  const { ship, state } = entry;
  const data = shipActorData(ship, {
    role: ship.description ? ship.description.charAt(0).toUpperCase() + ship.description.slice(1) : "",
    footer: text.footer,
    flags: text.guessed,
    unread: text.left,
    npcSkill,
    ...(weaponId ? { weaponId } : {}),
  });
  const system = data.system as Record<string, any>;
  system.hull = { value: state.hull, max: ship.hull };
  system.structure = { value: state.structure, max: ship.structure };
  if (state.fuel !== null) system.fuel = { value: state.fuel, max: system.fuel.max };
  system.systems = { ...system.systems, ...state.systems };
  system.mounts = (system.mounts as { id: string; damage: number }[]).map((m) => ({
    ...m,
    damage: state.mounts[m.id] ?? m.damage,
  }));
  return data;
}

export interface CrewActorData {
  name: string;
  type: "crew";
  img: string;
  system: Record<string, unknown>;
  items: never[];
  prototypeToken: { name: string; actorLink: true; disposition: number };
}

/** The Actor data of a crew member read from another system. */
export function importedCrewActorData(entry: ImportedCrew, text: ImportNotesText): CrewActorData {
  const c = entry.crew;
  const section = (s: { title: string; items: readonly string[] }) =>
    s.items.length ? `<p>${esc(s.title)}</p><ul>${s.items.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>` : "";
  return {
    name: c.name,
    type: "crew",
    img: IMG.crew,
    system: {
      schemaVersion: SCHEMA_VERSION,
      characteristics: { ...c.characteristics },
      skills: Object.fromEntries(SKILLS.map((s) => [s, c.skills[s] ?? null])),
      customSkills: c.customSkills.map((s) => ({ ...s })),
      damage: { ...c.damage },
      rads: 0,
      notes: `${section(text.guessed)}${section(text.left)}<p><em>${esc(text.footer)}</em></p>`,
    },
    items: [],
    prototypeToken: { name: c.name, actorLink: true, disposition: 1 },
  };
}
