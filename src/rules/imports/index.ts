// Reading ships and travellers exported from other systems: Foundry's "Export Data" JSON of twodsix ships and
// travellers and of Mongoose's Traveller spacecraft (one actor, or a list of them), and the Cepheus Deluxe statblock
// as text. Everything else is left to the USDF reader (src/rules/usdf). Pure: no Foundry, no DOM, never throws.
import { isObject, readJson, textOf, at, type Json } from "./json";
import { readMgt2eSpacecraft } from "./mgt2e-spacecraft";
import { looksLikeStatblock, readStatblock } from "./statblock";
import { readTwodsixShip } from "./twodsix-ship";
import { readTwodsixTraveller } from "./twodsix-traveller";
import type { ImportEntry, ImportError, ImportRead, RefusedEntry } from "./types";

export * from "./types";
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

/** One actor of an export, by its type and the members its system's data model gives it. */
export function readActor(actor: Json): One {
  if (!isObject(actor)) return { ok: false, error: { code: "unknownFormat" } };
  const type = actor.type;
  if (type === "ship" && isObject(at(actor, "system", "shipStats"))) return readTwodsixShip(actor);
  if (type === "traveller" && isObject(at(actor, "system", "characteristics"))) return readTwodsixTraveller(actor);
  if (type === "spacecraft" && isObject(at(actor, "system", "spacecraft"))) return readMgt2eSpacecraft(actor);
  return { ok: false, error: { code: "unknownFormat", value: typeof type === "string" ? type.slice(0, 40) : "" } };
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
