// Property tests (fast-check, fixed seed): importing mutated SRD texts and garbage never throws and never leaves an
// invalid actor (either one valid ship is created, or nothing is and the user is told why); exporting any actor
// shape never throws.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import "../../harness/usdf-runtime";
import { bootSystem, errors, failures, validateDocumentSource } from "../../harness";
import { importShipFromText } from "../../../src/apps/usdf/import";
import { usdfShipOfActor } from "../../../src/data/usdf/from-actor";
import { exportShipDescription } from "../../../src/rules/usdf";
import { srdShipSections } from "../../rules/usdf/srd-sections";

beforeAll(async () => {
  await bootSystem();
});

const TEXTS = srdShipSections().map((s) => s.text);
const actors = () =>
  (
    globalThis as unknown as {
      game: { actors: Map<string, { toObject(): Record<string, unknown>; delete?: () => unknown }> };
    }
  ).game.actors;

/** An SRD text with its k-th figure replaced. */
const mutated = fc
  .record({
    i: fc.nat(TEXTS.length - 1),
    k: fc.nat(40),
    n: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 2_000_000 })),
  })
  .map(({ i, k, n }) => {
    let seen = 0;
    return TEXTS[i].replace(/\d[\d,.]*/g, (m) => (seen++ === k ? String(n) : m));
  });

const garbage = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc
    .array(
      fc.constantFrom(
        "TL9",
        "Using a",
        "100-ton hull",
        "(2 Hull, 2 Structure)",
        "the",
        "Box",
        "turret",
        "missiles",
        ".",
        "\n",
        "armed with",
      ),
      { maxLength: 30 },
    )
    .map((w) => w.join(" ")),
);

describe("importing never throws and never makes an invalid ship", () => {
  it("mutated SRD texts and garbage", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, garbage), async (text) => {
        actors().clear();
        const before = errors().length;
        const r = await importShipFromText(text);
        if (r.ok) {
          expect(actors().size).toBe(1);
          const check = validateDocumentSource("Actor", r.actor.toObject() as Record<string, unknown>);
          expect(check.errors).toEqual([]);
          for (const item of r.actor.items)
            expect((r.actor.system as unknown as { mounts: { id: string }[] }).mounts.map((m) => m.id)).toContain(
              (item.system as { mountId: string }).mountId,
            );
        } else {
          expect(actors().size).toBe(0);
          expect(r.message).not.toBe("");
          expect(errors().length).toBeGreaterThan(before);
        }
      }),
      { numRuns: 120, seed: 7 },
    );
    expect(failures.every((f) => f.documentName === "Actor")).toBe(true);
  });
});

describe("exporting never throws", () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 8 }),
      fc.boolean(),
      fc.constant(null),
      tie("array"),
      tie("object"),
    ),
    array: fc.array(tie("value"), { maxLength: 4 }),
    object: fc.dictionary(
      fc.constantFrom(
        "tons",
        "hull",
        "max",
        "value",
        "mounts",
        "id",
        "type",
        "size",
        "kind",
        "mountId",
        "seats",
        "position",
        "usdf",
        "cepheus-space-combat",
        "ammo",
        "missiles",
      ),
      tie("value"),
      { maxKeys: 6 },
    ),
  })).object;

  it("any actor shape gives a paragraph", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        json,
        fc.array(fc.record({ type: fc.constantFrom("weapon", "other"), sort: fc.integer(), system: json }), {
          maxLength: 5,
        }),
        json,
        (name, system, items, flags) => {
          const text = exportShipDescription(usdfShipOfActor({ name, system, items, flags }));
          expect(text.startsWith("TL")).toBe(true);
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });
});
