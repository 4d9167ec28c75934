// Small pure helpers over nested update objects: what a document holds now at the paths an update would write.

export type Json = Record<string, unknown>;

function isPlain(v: unknown): v is Json {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

/**
 * The values `source` holds at every leaf path of `update`, in the same nested shape (arrays and other
 * non-plain values are leaves). Applying the result undoes applying `update`.
 */
export function pickSource(source: Json, update: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(update)) {
    const cur = source?.[k];
    if (isPlain(v)) out[k] = pickSource(isPlain(cur) ? cur : {}, v);
    else out[k] = cur === undefined ? null : structuredClone(cur);
  }
  return out;
}

/** Deep equality of JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (isPlain(v)) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])]));
  return v;
}

/** A document's source as plain JSON (the stored data, not the prepared instance). */
export function sourceOf(doc: { toObject(source?: boolean): unknown }): Json {
  return doc.toObject(true) as Json;
}
