// The stand-in's game.i18n for a client in another language: that language's strings over English's, English for a
// key the language lacks (core's fallback, test/harness/README.md "i18n"), and no language the manifest does not list.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { languageFiles, Localization, localizationFor } from "./i18n";

const root = path.resolve(import.meta.dirname, "../..");
const partialDir = path.join(root, "build/stand-in-i18n");

afterAll(() => fs.rmSync(partialDir, { recursive: true, force: true }));

describe("the stand-in's languages", () => {
  const languages = [
    { lang: "de", path: "lang/de.json" },
    { lang: "en", path: "lang/en.json" },
  ];

  it("reads English alone for English, and English first, then the language, for another", () => {
    expect(languageFiles(languages)).toEqual(["lang/en.json"]);
    expect(languageFiles(languages, "de")).toEqual(["lang/en.json", "lang/de.json"]);
  });

  it("shows a language's string where it has one and English's where it has none", () => {
    fs.mkdirSync(partialDir, { recursive: true });
    fs.writeFileSync(path.join(partialDir, "xx.json"), JSON.stringify({ CEPHEUS: { Sheet: { Yes: "Ja" } } }));
    const i18n = new Localization(["lang/en.json", "build/stand-in-i18n/xx.json"]);
    expect(i18n.localize("CEPHEUS.Sheet.Yes")).toBe("Ja");
    expect(i18n.localize("CEPHEUS.Sheet.No")).toBe("No");
  });

  it("boots a client in German from system.json, and refuses a language system.json does not list", () => {
    const de = localizationFor("de");
    expect(de.lang).toBe("de");
    expect(de.localize("CEPHEUS.Ship.FIELDS.hull.label")).toBe("Rumpf");
    expect(localizationFor().localize("CEPHEUS.Ship.FIELDS.hull.label")).toBe("Hull");
    expect(() => localizationFor("xx")).toThrow(/no language "xx"/);
  });
});
