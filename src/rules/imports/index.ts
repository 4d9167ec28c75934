// Reading ships and travellers exported from other systems: Foundry's "Export Data" JSON of twodsix ships and
// travellers and of Mongoose's Traveller spacecraft (one actor, or a list of them), and the Cepheus Deluxe statblock
// as text. Everything else is left to the USDF reader (src/rules/usdf). Pure: no Foundry, no DOM, never throws.
import { isObject, readJson, textOf, at, type Json, type JsonObject } from "./json";
import { readMgt2eSpacecraft } from "./mgt2e-spacecraft";
import { readMgt2eTraveller } from "./mgt2e-traveller";
import { isLegacyExport, systemIdOf } from "./origin";
import { looksLikeStatblock, readStatblock } from "./statblock";
import { readTwodsixShip } from "./twodsix-ship";
import { readTwodsixTraveller } from "./twodsix-traveller";
import type { ImportEntry, ImportError, ImportRead, RefusedEntry } from "./types";

export * from "./types";
export { planSeating, type SeatingPlan, type SeatingShip, type SeatingCrew } from "./seating";
export { sourceWords, isRawPath, SOURCE_KEYS, SOURCE_PARTS, type SourceWords } from "./sources";
export { readStatblock, writeStatblock, looksLikeStatblock, STATBLOCK_LABELS } from "./statblock";
export { MAX_JSON_LENGTH, MAX_DEPTH, MAX_VALUES, FORBIDDEN_KEYS, readJson } from "./json";

/** Most actors read from one paste or one drop of files. */
export const MAX_ACTORS = 100;

/** What a pasted text is: another system's JSON, a Cepheus Deluxe statblock, or (anything else) USDF. */
export function textFormat(text: string): "json" | "statblock" | "usdf" {
  const head = text.trimStart();
  if (head.startsWith("{") || head.startsWith("[")) return "json";
  return looksLikeStatblock(text) ? "statblock" : "usdf";
}

type One = { ok: true; entry: ImportEntry } | { ok: false; error: ImportError };

/** Actor types of twodsix and of Mongoose's Traveller system that are neither a ship nor crew. */
const OTHER_ACTORS: ReadonlySet<string> = new Set([
  "vehicle",
  "space-object",
  "animal",
  "world",
  "npc",
  "creature",
  "package",
  "swarm",
]);

/** The types this window reads, and the member of `system` an export of each always has. */
const READERS: Readonly<Record<string, readonly [string, (actor: JsonObject) => One][]>> = {
  ship: [["shipStats", readTwodsixShip]],
  traveller: [
    ["characteristics.strength", readTwodsixTraveller],
    ["characteristics.STR", readMgt2eTraveller],
  ],
  robot: [["characteristics.strength", readTwodsixTraveller]],
  spacecraft: [["spacecraft", readMgt2eSpacecraft]],
};

/** One actor of an export, by its type and the members its system's data model gives it. */
export function readActor(actor: Json): One {
  if (!isObject(actor)) return { ok: false, error: { code: "unknownFormat" } };
  const type = typeof actor.type === "string" ? actor.type.slice(0, 40) : "";
  if (isLegacyExport(actor)) return { ok: false, error: { code: "legacyExport", value: type } };
  const readers = Object.hasOwn(READERS, type) ? READERS[type]! : [];
  for (const [path, read] of readers) if (isObject(at(actor, "system", ...path.split(".")))) return read(actor);
  if (readers.length) return { ok: false, error: { code: "notAnExport", value: type } };
  if (OTHER_ACTORS.has(type)) {
    const system = systemIdOf(actor);
    return { ok: false, error: { code: "otherActor", value: type, ...(system ? { field: system } : {}) } };
  }
  return { ok: false, error: { code: "unknownFormat", value: type } };
}

/**
 * Read the texts of a paste or of several dropped files: each a JSON actor, a JSON list of actors, or a statblock.
 * A text that cannot be read at all refuses the whole import; an actor that cannot be read is listed in `refused`
 * and the others are still read.
 */
export function readImports(texts: readonly unknown[]): ImportRead {
  const entries: ImportEntry[] = [];
  const refused: RefusedEntry[] = [];
  let index = 0;
  for (const text of texts) {
    if (typeof text !== "string") return { ok: false, error: { code: "notText" } };
    if (!text.trim()) return { ok: false, error: { code: "empty" } };
    if (textFormat(text) !== "json") {
      const r = readStatblock(text);
      if (!r.ok) return { ok: false, error: r.error };
      entries.push(r.entry);
      index++;
      continue;
    }
    const json = readJson(text);
    if (!json.ok) return json;
    const actors = Array.isArray(json.value) ? json.value : [json.value];
    if (index + actors.length > MAX_ACTORS)
      return { ok: false, error: { code: "tooManyActors", value: index + actors.length, limit: MAX_ACTORS } };
    for (const actor of actors) {
      const r = readActor(actor);
      if (r.ok) entries.push(r.entry);
      else if (actors.length === 1 && texts.length === 1) return { ok: false, error: r.error };
      else refused.push({ index, name: textOf(at(actor, "name"), 80), error: r.error });
      index++;
    }
  }
  return { ok: true, entries, refused };
}
