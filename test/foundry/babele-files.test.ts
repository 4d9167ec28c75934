// The Babele translation files of lang/babele/<lang>/ against the compendia they translate: one file per pack named
// <system id>.<pack>.json (the name Babele looks for), in a language of system.json, with an entry for every
// document of the pack's source (packs/_source/<pack>) and none for a document that is not there, each with a name;
// a ship's weapons named by the names its items have; every mapped field a string field of every document.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BABELE_DIR } from "../../src/apps/babele";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8"));
const dir = path.join(root, BABELE_DIR);

interface Entry {
  name?: unknown;
  tokenName?: unknown;
  items?: Record<string, { name?: unknown }>;
  [field: string]: unknown;
}
interface BabeleFile {
  label?: unknown;
  mapping?: Record<string, string>;
  entries: Record<string, Entry>;
}
interface PackDocument {
  name: string;
  items?: { name: string }[];
}

const files = fs.existsSync(dir)
  ? fs.readdirSync(dir).flatMap((lang) => fs.readdirSync(path.join(dir, lang)).map((file) => ({ lang, file })))
  : [];
const documents = (pack: string): PackDocument[] =>
  fs
    .readdirSync(path.join(root, "packs/_source", pack))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(root, "packs/_source", pack, f), "utf8")));
const at = (obj: unknown, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

describe("Babele's files", () => {
  it("translate the ships and the weapons into German, at least", () => {
    expect(files.map((f) => `${f.lang}/${f.file}`)).toEqual(
      expect.arrayContaining([`de/${manifest.id}.ships.json`, `de/${manifest.id}.weapons.json`]),
    );
  });

  describe.each(files)("$lang/$file", ({ lang, file }) => {
    const data: BabeleFile = JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8"));
    const packName = file.replace(/\.json$/, "").slice(`${manifest.id}.`.length);

    it("is named for a pack of the system, in a language of system.json", () => {
      expect(file.startsWith(`${manifest.id}.`)).toBe(true);
      expect(manifest.packs.map((p: { name: string }) => p.name)).toContain(packName);
      expect(manifest.languages.map((l: { lang: string }) => l.lang)).toContain(lang);
      expect(typeof data.label === "string" && data.label.length > 0).toBe(true);
    });

    it("has an entry, with a name, for every document of the pack and for nothing else", () => {
      const names = documents(packName).map((d) => d.name);
      expect(Object.keys(data.entries).sort()).toEqual([...new Set(names)].sort());
      for (const [original, entry] of Object.entries(data.entries)) {
        expect(typeof entry.name === "string" && entry.name.trim().length > 0, original).toBe(true);
        if ("tokenName" in entry) expect(entry.tokenName, original).toBe(entry.name);
      }
    });

    it("names each embedded item by a name the document's items have, and names them all", () => {
      for (const doc of documents(packName)) {
        const items = [...new Set((doc.items ?? []).map((i) => i.name))].sort();
        const translated = data.entries[doc.name]?.items ?? {};
        expect(Object.keys(translated).sort(), doc.name).toEqual(items);
        for (const [original, t] of Object.entries(translated))
          expect(typeof t.name === "string" && t.name.length > 0, `${doc.name}: ${original}`).toBe(true);
      }
    });

    it("maps only fields every document has as text", () => {
      for (const [field, dotted] of Object.entries(data.mapping ?? {})) {
        for (const doc of documents(packName)) expect(typeof at(doc, dotted), `${doc.name} ${dotted}`).toBe("string");
        for (const [original, entry] of Object.entries(data.entries))
          if (field in entry) expect(typeof entry[field], `${original}.${field}`).toBe("string");
      }
    });
  });
});
