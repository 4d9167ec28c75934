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

/** Nested paths whose numbers are 0–3 damage tracks (ship systems, mount damage). */
function isTrack(path: string[]): boolean {
  return path.includes("systems") || (path.includes("mounts") && path[path.length - 1] === "damage");
}

function rebaseValue(after: unknown, before: unknown, now: unknown, path: string[]): unknown {
  if (typeof after === "number" && typeof before === "number" && typeof now === "number") {
    const v = Math.max(0, Math.round((now + (after - before)) * 100) / 100);
    return isTrack(path) ? Math.min(3, v) : v;
  }
  if (isPlain(after)) return rebase(after, isPlain(before) ? before : {}, isPlain(now) ? now : {}, path);
  if (Array.isArray(after) && Array.isArray(before) && Array.isArray(now)) {
    // arrays of records with ids (mounts): rebase each record present now; keep the others as they are now
    const byId = (list: unknown[], id: unknown) => list.find((x) => isPlain(x) && x.id === id);
    return now.map((cur) => {
      if (!isPlain(cur)) return cur;
      const a = byId(after, cur.id);
      const b = byId(before, cur.id);
      return isPlain(a) && isPlain(b) ? { ...cur, ...rebase(a, b, cur, path) } : cur;
    });
  }
  return structuredClone(after);
}

/**
 * A card's update laid onto what a document holds now: every number moves by what the card changes
 * (after − before) from its current value (never below 0; tracks at most 3). So a card applied after the ship
 * changed adds its own hits to the ship as it is, instead of overwriting what happened since.
 */
export function rebase(update: Json, before: Json, now: Json, path: string[] = []): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(update)) out[k] = rebaseValue(v, before[k], now[k], [...path, k]);
  return out;
}
