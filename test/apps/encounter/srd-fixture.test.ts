// The SRD ships the pure encounter tests and the bench read from the pack sources (test/fixtures/srd-ships.ts) are the
// snapshots the data layer makes of the same compendium documents, so a search fought on them is the window's; and
// the builder's reading of a ship's tech level (src/apps/encounter/sources.ts) finds each one's description's.
import "../../harness/packs";
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../../harness";
import { shipSnapshot } from "../../../src/data/snapshots";
import { poolShips, techLevelOf } from "../../../src/apps/encounter/sources";
import { srdShips } from "../../fixtures/srd-ships";

beforeAll(async () => {
  await bootSystem();
  // the rules join game.system.api at ready: let that load end before this short file does
  await (game.system as unknown as { api: { load(): Promise<unknown> } }).api.load();
});

describe("the SRD ships, read two ways", () => {
  it("every pack ship: the fixture's snapshot is the data layer's, and the builder reads its tech level", async () => {
    const pack = game.packs!.get("cepheus-space-combat.ships") as unknown as {
      getDocuments(): Promise<Actor.Implementation[]>;
    };
    const docs = await pack.getDocuments();
    const fixtures = srdShips();
    expect(docs).toHaveLength(24);
    expect(fixtures).toHaveLength(24);
    for (const doc of docs) {
      const fixture = fixtures.find((s) => s.id === doc.id)!;
      expect(fixture.snapshot, doc.name).toEqual(shipSnapshot(doc));
      expect(techLevelOf(doc), doc.name).toBe(fixture.techLevel);
    }
  });

  it("the builder's SRD pool is those 24 ships, found again by their compendium UUIDs", async () => {
    const pool = await poolShips("srd", []);
    expect(pool.map((s) => s.name).sort()).toEqual(
      srdShips()
        .map((s) => s.name)
        .sort(),
    );
    expect(pool.every((s) => s.key.startsWith("Compendium.cepheus-space-combat.ships.Actor."))).toBe(true);
    expect(await poolShips("nowhere", [])).toEqual([]);
  });
});
