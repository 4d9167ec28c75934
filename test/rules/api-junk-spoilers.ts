// The junk the API is fed (wrong types, prototype keys, huge numbers, NaN), copies of valid values with one member
// spoiled inside, and arg(): an argument that is mostly valid, sometimes junk, sometimes spoiled.
import fc from "fast-check";

// ----- junk -------------------------------------------------------------------------------------------------------

export const PROTO = [
  "constructor",
  "toString",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "toLocaleString",
  "propertyIsEnumerable",
];
const JUNK_VALUES: unknown[] = [
  Number.NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  2 ** 53,
  -(2 ** 53),
  1e9,
  -1,
  0,
  -0,
  0.5,
  -2.5,
  7,
  13,
  "",
  "x",
  "12",
  "1e308",
  "NaN",
  ...PROTO,
  null,
  undefined,
  true,
  false,
  [],
  [1, 2],
  ["constructor"],
  {},
  { a: 1 },
  { toString: 5 },
  {
    valueOf: () => {
      throw new Error("valueOf called");
    },
  },
  () => 0,
  { type: "endTurn" },
  { value: 1, max: "2" },
  { dice: 1e308, purpose: "damage" },
];
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...JUNK_VALUES) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3, withNullPrototype: true }) },
);

/** A deep copy of the plain objects and lists of `v` (anything else, functions included, is shared). */
function copyOf(v: unknown, depth = 0): unknown {
  if (depth > 12 || typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => copyOf(x, depth + 1));
  const out: Record<string, unknown> = Object.getPrototypeOf(v) === null ? Object.create(null) : {};
  for (const k of Object.keys(v)) out[k] = copyOf((v as Record<string, unknown>)[k], depth + 1);
  return out;
}

/** A copy of `value` with one member, somewhere inside it, replaced by junk. */
export function spoiled<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.nat(), junk).map(([v, pick, j]) => {
    const copy = copyOf(v);
    const paths: (string | number)[][] = [];
    const walk = (x: unknown, path: (string | number)[]) => {
      if (path.length) paths.push(path);
      if (path.length > 6 || typeof x !== "object" || x === null) return;
      for (const k of Object.keys(x))
        walk((x as Record<string, unknown>)[k], [...path, Array.isArray(x) ? Number(k) : k]);
    };
    walk(copy, []);
    if (!paths.length) return j;
    const path = paths[pick % paths.length];
    let at = copy as Record<string | number, unknown>;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    at[path[path.length - 1]] = j;
    return copy;
  });
}

/** Mostly the valid values, sometimes junk, sometimes the valid value spoiled inside. */
export function arg(valid: fc.Arbitrary<unknown>, deep = false): fc.Arbitrary<unknown> {
  const options = [
    { weight: 5, arbitrary: valid },
    { weight: 2, arbitrary: junk },
  ];
  if (deep) options.push({ weight: 3, arbitrary: spoiled(valid) });
  return fc.oneof(...options);
}
