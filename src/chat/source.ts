// Small pure helpers over JSON values.

export type Json = Record<string, unknown>;

function isPlain(v: unknown): v is Json {
  return !!v && typeof v === "object" && !Array.isArray(v);
}

/**
 * Deep equality of JSON values. Not foundry.utils.objectsEqual: on v13 it calls two empty arrays unequal, and v14
 * replaces it with foundry.utils.equals (foundryvtt/foundryvtt#13353); a stored view and a fresh one hold empty lists.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (isPlain(v))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical(v[k])]),
    );
  return v;
}
