// The manifest against the built system folder and the registered data models.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem, registeredSheets } from "../harness";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8"));
const dist = path.join(root, "dist");

beforeAll(async () => {
  await bootSystem();
  if (!fs.existsSync(path.join(dist, "system.json"))) {
    const r = spawnSync("node", ["scripts/build.mjs"], { cwd: root, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`build failed: ${r.stderr}`);
  }
}, 180_000);

describe("system.json", () => {
  it("is the cepheus-space-combat system for Foundry v13 and v14 (minimum 13.346, verified 14.369, no maximum)", () => {
    expect(manifest.id).toBe("cepheus-space-combat");
    expect(manifest.title).toBe("Cepheus Engine Space Combat");
    // verified: the v14 build docs/foundry-compat.md was checked against (its Sources say why this one)
    expect(manifest.compatibility).toEqual({ minimum: "13.346", verified: "14.369" });
    expect(manifest.compatibility).not.toHaveProperty("maximum");
    expect(manifest.socket).toBe(true);
    expect(fs.existsSync(path.join(root, "template.json"))).toBe(false);
  });

  it("every file it references exists in dist/", () => {
    const files: string[] = [
      "system.json",
      ...manifest.esmodules,
      ...manifest.styles.map((s: { src: string }) => s.src),
      ...manifest.languages.map((l: { path: string }) => l.path),
      ...(manifest.packs ?? []).map((p: { path: string }) => p.path),
    ];
    if (manifest.license) files.push(manifest.license);
    const missing = files.filter((f) => !fs.existsSync(path.join(dist, f)));
    expect(missing).toEqual([]);
    for (const s of manifest.styles) expect(s.layer).toBe("system");
  });

  it("every documentTypes subtype has a registered data model, and every registered model a subtype", () => {
    for (const doc of ["Actor", "Item", "Combat", "Combatant", "ChatMessage"]) {
      const declared = Object.keys(manifest.documentTypes?.[doc] ?? {}).sort();
      // "base" needs no manifest entry (Foundry always has it)
      const registered = Object.keys(CONFIG[doc as "Actor"].dataModels ?? {})
        .filter((t) => t !== "base")
        .sort();
      expect(registered, doc).toEqual(declared);
    }
    expect(Object.keys(CONFIG.Combat.dataModels)).toContain("base");
    expect(Object.keys(CONFIG.Combatant.dataModels)).toContain("base");
  });

  it("htmlFields name HTMLFields of the models", () => {
    for (const [doc, types] of Object.entries(
      manifest.documentTypes as Record<string, Record<string, { htmlFields?: string[] }>>,
    )) {
      for (const [type, decl] of Object.entries(types)) {
        const model = (
          CONFIG as unknown as Record<
            string,
            { dataModels: Record<string, { schema: { getField(p: string): unknown } }> }
          >
        )[doc].dataModels[type];
        for (const f of decl.htmlFields ?? [])
          expect(model.schema.getField(f), `${doc}.${type}.${f}`).toBeInstanceOf(foundry.data.fields.HTMLField);
      }
    }
  });

  it("the token bars point at {value, max} pools of the ship", () => {
    const ship = CONFIG.Actor.dataModels.ship!.schema;
    for (const attr of [manifest.primaryTokenAttribute, manifest.secondaryTokenAttribute]) {
      const field = ship.fields[attr as "hull"];
      expect(Object.keys(field.fields).sort()).toEqual(["max", "value"]);
    }
  });

  it("every Actor and Item subtype has a sheet registered", () => {
    for (const doc of ["Actor", "Item"]) {
      for (const type of Object.keys(manifest.documentTypes[doc]))
        expect(registeredSheets[doc]?.[type], `${doc}.${type}`).toBeTruthy();
    }
  });

  it("exposes the API on game.system.api and CONFIG.CEPHEUS: the rules once their chunk has loaded after ready", async () => {
    const api = (
      game.system as unknown as {
        api: { rules: Record<string, unknown>; data: Record<string, unknown>; load(): Promise<unknown> };
      }
    ).api;
    // data, dice, usdf and selfTest from init; the rules (src/rules/index.ts, the `rules` chunk) join at ready
    expect(typeof api.data.shipSnapshot).toBe("function");
    expect(await api.load()).toBe(api);
    expect(Object.isFrozen(api)).toBe(true);
    expect(await api.load()).toBe(api);
    expect(typeof api.rules.taskCheck).toBe("function");
    expect((api as unknown as Record<string, unknown>).taskCheck).toBe(api.rules.taskCheck);
    expect(CONFIG.CEPHEUS.api).toBe(api);
    expect(typeof api.data.shipSnapshot).toBe("function");
    expect(CONFIG.CEPHEUS.positions.pilot.label).toBe("CEPHEUS.Position.pilot");
    expect(Object.isFrozen(CONFIG.CEPHEUS)).toBe(true);
  });
});
