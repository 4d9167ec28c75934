// The compendium sources: regenerated from the SRD they are identical, every _key matches its _id, ids are
// stable and unique, the manifest lists every pack, and the packs compile to LevelDB.
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { buildPacks, fileName, PACK_NAMES } from "../../scripts/packs/entry";
import { stableId } from "../../scripts/packs/ids";
import { guideText, manifestPacks, packFiles, ROOT, SRD_VESSELS } from "./pack-files";

const ID = /^[A-Za-z0-9]{16}$/;
const COLLECTION: Record<string, string> = { Item: "items", Actor: "actors", JournalEntry: "journal" };

describe("compendium sources", () => {
  it("regenerating from the SRD and the guide gives exactly the committed files (npm run packs)", () => {
    const packs = buildPacks(fs.readFileSync(SRD_VESSELS, "utf8"), guideText());
    for (const name of PACK_NAMES) {
      const committed = packFiles(name);
      const generated = new Map(packs[name].map((d) => [fileName(d), JSON.parse(JSON.stringify(d))]));
      expect([...committed.keys()].sort(), name).toEqual([...generated.keys()].sort());
      for (const [file, doc] of generated) expect(committed.get(file), `${name}/${file}`).toEqual(doc);
    }
  });

  it("the manifest lists the four packs with their document types", () => {
    expect(manifestPacks().map((p) => [p.name, p.type, p.path])).toEqual([
      ["weapons", "Item", "packs/weapons"],
      ["ships", "Actor", "packs/ships"],
      ["crew", "Actor", "packs/crew"],
      ["rules", "JournalEntry", "packs/rules"],
    ]);
  });

  it.each(manifestPacks().map((p) => [p.name, p] as const))("%s: every _key matches its _id, ids are stable and unique", (_n, pack) => {
    const docs = [...packFiles(pack.name).values()];
    expect(docs.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const doc of docs) {
      expect(doc._id).toMatch(ID);
      expect(doc._key).toBe(`!${COLLECTION[pack.type]}!${doc._id}`);
      expect(ids.has(doc._id)).toBe(false);
      ids.add(doc._id);
      for (const item of doc.items ?? []) {
        expect(item._id).toMatch(ID);
        expect(item._key).toBe(`!actors.items!${doc._id}.${item._id}`);
        expect(ids.has(item._id)).toBe(false);
        ids.add(item._id);
      }
      for (const page of doc.pages ?? []) {
        expect(page._id).toMatch(ID);
        expect(page._key).toBe(`!journal.pages!${doc._id}.${page._id}`);
        ids.add(page._id);
      }
    }
  });

  it("ids come from names, so links survive rebuilds", () => {
    expect(stableId("ships", "Patrol Frigate")).toBe(stableId("ships", "Patrol Frigate"));
    expect(stableId("ships", "Patrol Frigate")).not.toBe(stableId("ships", "Patrol Frigat"));
    const frigate = [...packFiles("ships").values()].find((d) => d.name === "Patrol Frigate");
    expect(frigate?._id).toBe(stableId("ships", "Patrol Frigate"));
  });

  it("contents: 13 weapons, 24 ships (18 starships, 6 small craft), crew at skills 0 to 3, the guide and 8 quick-reference pages", () => {
    const weapons = [...packFiles("weapons").values()];
    expect(weapons.map((w) => w.name).sort()).toEqual([
      "Beam Laser", "Fusion Gun Bay", "Meson Gun Bay", "Missile Bank (Nuclear)", "Missile Bank (Smart)", "Missile Bank (Standard)",
      "Missile Rack (Nuclear)", "Missile Rack (Smart)", "Missile Rack (Standard)", "Particle Beam", "Particle Beam Bay", "Pulse Laser", "Sandcaster",
    ]);
    const beam = weapons.find((w) => w.name === "Beam Laser");
    expect(beam?.system).toMatchObject({ kind: "beamLaser", tl: 9, damage: "1d6" }); // ruling R9
    const ships = [...packFiles("ships").values()];
    expect(ships).toHaveLength(24);
    expect(ships.filter((s) => s.system.tons < 100)).toHaveLength(6);
    const crew = [...packFiles("crew").values()];
    const best = crew.map((c) => Math.max(...Object.values(c.system.skills as Record<string, number | null>).map((v) => v ?? -1)));
    expect(new Set(best)).toEqual(new Set([0, 1, 2, 3]));
    const journals = [...packFiles("rules").values()];
    expect(journals.map((j) => j.name).sort()).toEqual(["Running a space battle", "Space Combat Quick Reference"]);
    const journal = journals.find((j) => j.name === "Space Combat Quick Reference")!;
    expect(journal.pages.map((p: { name: string }) => p.name)).toEqual([
      "Turn Checklist", "Range Bands", "Actions by Station", "Reactions", "Missiles", "Damage and Hit Locations", "Screens and Ship Software", "Repairs",
    ]);
  });

  it("compiles every pack to LevelDB, and reads back the same documents", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cepheus-packs-"));
    try {
      for (const pack of manifestPacks()) {
        const src = path.join(ROOT, "packs/_source", pack.name);
        const db = path.join(tmp, pack.name);
        await compilePack(src, db, { recursive: true, log: false });
        const back = path.join(tmp, `${pack.name}-json`);
        await extractPack(db, back, { log: false });
        const read = fs.readdirSync(back).filter((f) => f.endsWith(".json"));
        expect(read.length, pack.name).toBe(packFiles(pack.name).size);
      }
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
