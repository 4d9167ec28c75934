// Hostile exports at random: arbitrary JSON, the real fixtures with odd values put in anywhere, statblocks mangled.
// Whatever comes in is answered soundly (an import that passes the USDF checks, or a known refusal) and never
// throws. Property tests, kept apart from the readers' value-by-value tests so that mutation testing
// (scripts/mutation) can leave out their hundreds of runs per change.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMPORT_ERROR_CODES, readImports, type ImportRead } from "../../../src/rules/imports";
import { USDF_ERROR_CODES } from "../../../src/rules/usdf";
import { hardpointsOf } from "../../../src/rules/usdf/tonnage";
import { validate } from "../../../src/rules/usdf/validate";
import { fixture, fixtureNames, json } from "./fixtures";

const KNOWN = new Set<string>([...IMPORT_ERROR_CODES, ...USDF_ERROR_CODES]);
const read = (text: string) => readImports([text]);

/** Every answer is an import or a known refusal; an imported ship passes the USDF checks and its state fits it. */
function expectSound(r: ImportRead): void {
  if (!r.ok) {
    expect(KNOWN.has(r.error.code), r.error.code).toBe(true);
    return;
  }
  for (const x of r.refused) expect(KNOWN.has(x.error.code), x.error.code).toBe(true);
  for (const e of r.entries) {
    if (e.kind === "crew") {
      for (const v of Object.values(e.crew.characteristics))
        expect(Number.isInteger(v) && v >= 0 && v <= 30).toBe(true);
      for (const v of Object.values(e.crew.skills)) expect(Number.isInteger(v) && v! >= 0 && v! <= 15).toBe(true);
      continue;
    }
    expect(validate(e.ship)).toBeNull();
    expect(e.state.hull >= 0 && e.state.hull <= e.ship.hull).toBe(true);
    expect(e.state.structure >= 0 && e.state.structure <= e.ship.structure).toBe(true);
    if (e.state.fuel !== null) expect(e.state.fuel >= 0 && e.state.fuel <= (e.ship.fuel?.tons ?? 0)).toBe(true);
    for (const v of [...Object.values(e.state.systems), ...Object.values(e.state.mounts)])
      expect([0, 1, 2, 3]).toContain(v);
    expect(e.ship.mounts.length).toBeLessThanOrEqual(hardpointsOf(e.ship.tons));
  }
}

describe("whatever comes in", () => {
  it("arbitrary JSON never throws and is answered soundly", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        expectSound(read(JSON.stringify(v)));
        expectSound(read(JSON.stringify({ type: "ship", system: { shipStats: v }, items: [v] })));
        expectSound(read(JSON.stringify({ type: "spacecraft", system: { spacecraft: v }, items: [v] })));
        expectSound(read(JSON.stringify({ type: "traveller", system: { characteristics: v }, items: [v] })));
      }),
      { numRuns: 300 },
    );
  });

  const ODD = fc.oneof(
    fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53, "", "12", "1e400", "NaN", true, null, [], {}),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 20 }),
  );

  /** Every leaf of `v`, with its path. */
  const leaves = (v: unknown, path: (string | number)[] = []): (string | number)[][] =>
    v && typeof v === "object"
      ? Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, Array.isArray(v) ? Number(k) : k]))
      : [path];

  /** One file of each kind: the first of each folder and actor type. */
  const KINDS = [
    ...new Map(
      fixtureNames()
        .filter((n) => n.endsWith(".json"))
        .map((n) => [`${n.split("/").slice(0, -1).join("/")} ${/\/([a-z]+)_[^/]*$/.exec(n)?.[1] ?? n}`, n]),
    ).values(),
  ];

  it.each(KINDS)("%s with odd values put in at random never throws", (name) => {
    const base = json(name);
    const paths = leaves(base);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(paths.length - 1), ODD), { maxLength: 6 }), (changes) => {
        const a = structuredClone(base);
        for (const [i, value] of changes) {
          const p = paths[i]!;
          let o: any = a;
          for (const k of p.slice(0, -1)) o = o[k];
          o[p.at(-1)!] = value;
        }
        expectSound(read(JSON.stringify(a)));
      }),
      { numRuns: 150 },
    );
  });

  it("statblocks with lines dropped, repeated or mangled never throw", () => {
    const texts = fixtureNames()
      .filter((n) => n.endsWith(".txt"))
      .map((n) => fixture(n).split("\n"));
    fc.assert(
      fc.property(
        fc.constantFrom(...texts),
        fc.array(
          fc.tuple(
            fc.nat(20),
            fc.oneof(
              fc.string({ maxLength: 40 }),
              fc.constantFrom(
                "Tonnage: 0",
                "Armament: 9999 bays: meson gun",
                "Crew: 1e9 pilots",
                "Fittings: ,,,",
                "Armor: (",
                "TL99 X",
              ),
            ),
          ),
          { maxLength: 5 },
        ),
        (lines, edits) => {
          const out = [...lines];
          for (const [i, s] of edits) out.splice(i % (out.length + 1), 0, s);
          const r = read(out.join("\n"));
          expectSound(r);
        },
      ),
      { numRuns: 300 },
    );
  });
});
