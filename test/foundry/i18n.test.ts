// Every localisation key the code and templates use exists in lang/en.json, and every label our maps and
// data-model fields need is there too.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../harness";
import { allKeys } from "../harness/i18n";

const root = path.resolve(import.meta.dirname, "../..");
const lang = JSON.parse(fs.readFileSync(path.join(root, "lang/en.json"), "utf8"));
const known = new Set(allKeys(lang));
/** a key naming a group of keys (a prefix built on at run time) counts as present */
const prefixes = new Set(
  [...known].flatMap((k) =>
    k
      .split(".")
      .slice(1)
      .map((_, i, parts) => ["CEPHEUS", ...parts.slice(0, i)].join(".")),
  ),
);
const exists = (k: string) => known.has(k) || prefixes.has(k);

function files(dir: string, ext: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, ext) : e.name.endsWith(ext) ? [full] : [];
  });
}

/** `"CEPHEUS.x.y"` / `'…'` / `` `…` `` literals (same quote both sides: template pieces like `CEPHEUS.Track.${n}` are skipped). */
const LITERAL = /(["'`])(CEPHEUS(?:\.[A-Za-z0-9_-]+)+)\1/g;

function usedKeys(): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of [...files(path.join(root, "src"), ".ts"), ...files(path.join(root, "templates"), ".hbs")]) {
    const text = fs.readFileSync(f, "utf8");
    for (const m of text.matchAll(LITERAL)) if (!out.has(m[2])) out.set(m[2], path.relative(root, f));
  }
  return out;
}

beforeAll(bootSystem);

describe("localisation keys", () => {
  it("every CEPHEUS.* key used in src/**/*.ts and templates/**/*.hbs is in lang/en.json", () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(([k]) => !exists(k)).map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });

  it("every label of CONFIG.CEPHEUS is in lang/en.json", () => {
    const labels: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object")
        for (const [k, x] of Object.entries(v)) {
          if (k === "label" && typeof x === "string") labels.push(x);
          else walk(x);
        }
    };
    walk(CONFIG.CEPHEUS);
    expect(labels.length).toBeGreaterThan(50);
    expect(labels.filter((k) => !known.has(k))).toEqual([]);
  });

  it("every field of our data models has a label under its LOCALIZATION_PREFIXES", () => {
    const missing: string[] = [];
    const walk = (prefix: string, field: { fields?: Record<string, unknown>; element?: unknown }, p: string) => {
      if (!p.endsWith(".element") && !known.has(`${prefix}.FIELDS.${p}.label`))
        missing.push(`${prefix}.FIELDS.${p}.label`);
      if (field.fields) for (const [n, f] of Object.entries(field.fields)) walk(prefix, f as typeof field, `${p}.${n}`);
      if (field.element && (field.element as typeof field).fields)
        walk(prefix, field.element as typeof field, `${p}.element`);
    };
    for (const { dataModels } of [CONFIG.Actor, CONFIG.Item, CONFIG.Combat, CONFIG.Combatant]) {
      for (const model of Object.values(dataModels ?? {}) as {
        LOCALIZATION_PREFIXES: string[];
        schema: { fields: Record<string, unknown> };
        name: string;
      }[]) {
        const prefix = model.LOCALIZATION_PREFIXES?.[0];
        if (!prefix) continue;
        for (const [n, f] of Object.entries(model.schema.fields))
          walk(prefix, f as { fields?: Record<string, unknown> }, n);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the stand-in's game.i18n reads the real file and refuses unknown keys", () => {
    expect(game.i18n!.localize("CEPHEUS.SystemTitle")).toBe("Cepheus Engine Space Combat");
    expect(() => game.i18n!.localize("CEPHEUS.NoSuchKey")).toThrow(/missing key/);
    expect(game.i18n!.format("CEPHEUS.Validation.AtLeast", { value: "-1", min: "0" })).toBe(
      "-1 is too low: the least allowed is 0",
    );
  });
});
