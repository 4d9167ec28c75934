// Reading another system's "Export Data" JSON with bounds, before anything looks inside it: the text's length, its
// nesting depth (counted on the text, so that a deeply nested paste never reaches JSON.parse), the number of values,
// and no key that could reach an object's prototype when copied ("__proto__", "constructor", "prototype"). Then
// small readers that take a member only when it is what the field needs: a finite number within bounds, a short
// string. Pure: no Foundry, no DOM.
import type { ImportError } from "./types";

/** Longest JSON text read (a Foundry ship export with dozens of items is well under 1 MB). */
export const MAX_JSON_LENGTH = 2_000_000;
/** Deepest nesting of arrays and objects (a Foundry export nests about 8 deep). */
export const MAX_DEPTH = 32;
/** Most values (strings, numbers, objects, ...) in one paste. */
export const MAX_VALUES = 200_000;
/** Keys that could reach a prototype when an object is copied or merged. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** Deepest nesting of the text's brackets outside strings (linear, no recursion). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return deepest;
}

/** The first forbidden key or the count of values past the limit, walking without recursion. */
function checkValues(root: Json): ImportError | null {
  const stack: Json[] = [root];
  let count = 0;
  while (stack.length) {
    const v = stack.pop()!;
    if (++count > MAX_VALUES) return { code: "tooManyValues", limit: MAX_VALUES };
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === "object")
      for (const k of Object.keys(v)) {
        if (FORBIDDEN_KEYS.has(k)) return { code: "forbiddenKey", value: k };
        stack.push(v[k]!);
      }
  }
  return null;
}

export type JsonRead = { ok: true; value: Json } | { ok: false; error: ImportError };

/** Parse `text` as JSON within the bounds above. */
export function readJson(text: string): JsonRead {
  if (text.length > MAX_JSON_LENGTH)
    return { ok: false, error: { code: "tooLong", value: text.length, limit: MAX_JSON_LENGTH } };
  const depth = nestingDepth(text);
  if (depth > MAX_DEPTH) return { ok: false, error: { code: "tooDeep", value: depth, limit: MAX_DEPTH } };
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    return { ok: false, error: { code: "badJson" } };
  }
  const bad = checkValues(value);
  return bad ? { ok: false, error: bad } : { ok: true, value };
}

export const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === "object" && !Array.isArray(v);

/** An own member (never one from the prototype: "toString" of a plain object is not a member). */
export function member(o: unknown, key: string): Json | undefined {
  return isObject(o) && Object.hasOwn(o, key) ? o[key] : undefined;
}

/** A member along a path of keys ("system", "shipStats", "hull", "max"). */
export function at(o: unknown, ...path: string[]): Json | undefined {
  let v: Json | undefined = o as Json;
  for (const k of path) {
    v = member(v, k);
    if (v === undefined) return undefined;
  }
  return v;
}

/**
 * A number from a member: a finite JSON number, or a string of decimal digits (Foundry systems store some figures as
 * text: twodsix's component `rating`). Anything else (true, "", "1e999", "0x10", an object) is null.
 */
export function numberOf(v: Json | undefined): number | null {
  // + 0 turns -0 into 0: a figure is never written back as "-0"
  if (typeof v === "number") return Number.isFinite(v) ? v + 0 : null;
  if (typeof v === "string" && /^\s*-?\d{1,12}(?:\.\d{1,6})?\s*$/.test(v)) return Number(v) + 0;
  return null;
}

/** A string member, trimmed and cut to `max` characters; "" when absent or not a string. */
export function textOf(v: Json | undefined, max = 200): string {
  return typeof v === "string" ? v.trim().slice(0, max) : "";
}

/** The items of an actor export, or [] (only objects are kept; a Foundry export lists embedded items as `items`). */
export function itemsOf(actor: JsonObject): JsonObject[] {
  const items = member(actor, "items");
  return Array.isArray(items) ? items.filter(isObject) : [];
}
