// The import window's view of another system's export (src/rules/imports): for each actor it makes, what it is
// (the ship's summary, as for USDF, or the crew member's characteristics and skills), then what was read, what was
// guessed and what was left, in words; the actors that could not be read, with why; one line counting them. Pure:
// no Foundry; strings through the injected translator.
import {
  IMPORT_ERROR_CODES,
  type ImportEntry,
  type ImportError,
  type ImportNote,
  type ImportNotes,
  type ImportRead,
  readImports,
  sourceWords,
  textFormat,
  UNCHECKED_FORMATS,
} from "../../rules/imports";

import { CHARACTERISTICS, SKILLS } from "../../rules/types";
import {
  importPreview,
  shipSummary,
  usdfErrorText,
  type CrewSummary,
  type ForeignActorView,
  type ForeignPreview,
  type ImportPreview,
  type Translator,
} from "./preview";

const ours = new Set<string>(IMPORT_ERROR_CODES);

/** A refusal in words: one of ours (CEPHEUS.USDF.Foreign.Error.<code>) or the USDF reader's. */
export function importErrorText(error: ImportError, t: Translator): string {
  if (ours.has(error.code))
    return t.format(`CEPHEUS.USDF.Foreign.Error.${error.code}`, {
      field: error.field ? sourceText(error.field, t) : "",
      value: error.value ?? "",
      limit: error.limit ?? "",
    });
  return usdfErrorText(
    {
      code: error.code as Parameters<typeof usdfErrorText>[0]["code"],
      message: "",
      field: error.field as Parameters<typeof usdfErrorText>[0]["field"],
      value: error.value,
      limit: error.limit,
    },
    t,
  );
}

const target = (n: ImportNote, t: Translator) => (n.to ? t.localize(`CEPHEUS.USDF.Foreign.Target.${n.to}`) : "");

/** Where in the export a note came from, in the user's words ("Hull points", "Pulse Laser: quantity"). */
export function sourceText(from: string, t: Translator): string {
  const w = sourceWords(from);
  if ("key" in w) return t.format(`CEPHEUS.USDF.Foreign.Source.${w.key}`, { detail: w.detail ?? "" });
  if ("item" in w)
    return w.part
      ? t.format("CEPHEUS.USDF.Foreign.ItemPart", {
          item: w.item,
          part: t.localize(`CEPHEUS.USDF.Foreign.Part.${w.part}`),
        })
      : w.item;
  return w.label;
}

/** The notes in words: read, guessed (with why), left. */
export function noteLines(notes: ImportNotes, t: Translator): { read: string[]; guessed: string[]; left: string[] } {
  return {
    read: notes.read.map((n) =>
      t.format("CEPHEUS.USDF.Foreign.ReadLine", { from: sourceText(n.from, t), to: target(n, t), value: n.value }),
    ),
    guessed: notes.guessed.map((n) =>
      t.format("CEPHEUS.USDF.Foreign.GuessLine", {
        from: sourceText(n.from, t),
        to: target(n, t),
        value: n.value,
        why: t.localize(`CEPHEUS.USDF.Foreign.Guess.${n.reason ?? "default"}`),
      }),
    ),
    left: notes.left.map((n) =>
      t.format("CEPHEUS.USDF.Foreign.LeftLine", { from: sourceText(n.from, t), value: n.value }),
    ),
  };
}

function crewSummary(entry: Extract<ImportEntry, { kind: "crew" }>, t: Translator): CrewSummary {
  const c = entry.crew;
  const skills = [
    ...SKILLS.filter((s) => c.skills[s] !== undefined).map((s) => `${t.localize(`CEPHEUS.Skill.${s}`)} ${c.skills[s]}`),
    ...c.customSkills.map((s) => `${s.name} ${s.level}`),
  ];
  return {
    characteristics: CHARACTERISTICS.map(
      (k) => `${t.localize(`CEPHEUS.Characteristic.${k}`)} ${c.characteristics[k]}`,
    ).join(", "),
    skills: skills.join(", ") || t.localize("CEPHEUS.USDF.Foreign.NoSkills"),
  };
}

/** The view of one actor read. */
export function actorView(entry: ImportEntry, npcSkill: number, t: Translator): ForeignActorView {
  const lines = noteLines(entry.notes, t);
  return {
    kind: entry.kind,
    name: entry.kind === "ship" ? entry.ship.name : entry.crew.name,
    format: t.localize(`CEPHEUS.USDF.Foreign.Format.${entry.format}`),
    unchecked: UNCHECKED_FORMATS.has(entry.format)
      ? t.localize(`CEPHEUS.USDF.Foreign.Unchecked.${entry.format}`)
      : null,
    ship: entry.kind === "ship" ? shipSummary(entry.ship, npcSkill, t) : null,
    crew: entry.kind === "crew" ? crewSummary(entry, t) : null,
    ...lines,
  };
}

/** "2 ships and 1 crew member", and how many could not be read. */
export function countLine(ships: number, crew: number, refused: number, t: Translator): string {
  const parts = [
    ships && t.format(ships === 1 ? "CEPHEUS.USDF.Foreign.OneShip" : "CEPHEUS.USDF.Foreign.Ships", { n: ships }),
    crew && t.format(crew === 1 ? "CEPHEUS.USDF.Foreign.OneCrew" : "CEPHEUS.USDF.Foreign.Crew", { n: crew }),
    refused && t.format("CEPHEUS.USDF.Foreign.Refused", { n: refused }),
  ].filter((x): x is string => !!x);
  return parts.join(", ");
}

/** The preview of a read (ok; a refusal is shown as the USDF one is). */
export function foreignPreview(
  read: Extract<ImportRead, { ok: true }>,
  npcSkill: number,
  t: Translator,
): ForeignPreview {
  const actors = read.entries.map((e) => actorView(e, npcSkill, t));
  const ships = read.entries.filter((e) => e.kind === "ship").length;
  return {
    actors,
    refused: read.refused.map((r) =>
      t.format("CEPHEUS.USDF.Foreign.RefusedLine", {
        name: r.name || t.format("CEPHEUS.USDF.Foreign.Nameless", { n: r.index + 1 }),
        why: importErrorText(r.error, t),
      }),
    ),
    count: countLine(ships, read.entries.length - ships, read.refused.length, t),
  };
}

/**
 * The window's preview of what was pasted or dropped: a USDF paragraph as before (./preview.ts), anything else
 * (JSON exports, statblocks, several files) through src/rules/imports.
 */
export function sourcesPreview(texts: readonly string[], npcSkill: number, t: Translator): ImportPreview {
  if (texts.length === 1 && textFormat(texts[0]!) === "usdf") return importPreview(texts[0]!, npcSkill, t);
  if (!texts.length || texts.every((x) => !x.trim())) return importPreview("", npcSkill, t);
  const read = readImports(texts);
  const none = { blank: false, ship: null, unread: [], missing: [], flags: [] };
  if (!read.ok) return { ...none, ok: false, error: importErrorText(read.error, t), foreign: null };
  const foreign = foreignPreview(read, npcSkill, t);
  return {
    ...none,
    ok: read.entries.length > 0,
    error: read.entries.length ? null : foreign.refused.join(" "),
    foreign,
  };
}
