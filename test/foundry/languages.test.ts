// Every language of system.json against English: the same keys (a failure lists the keys missing or extra, per
// language; `node scripts/lang-missing.mjs` prints them with their English text to translate), the same
// {placeholders} and HTML tags in each string, a real translation rather than a copy of English, and buttons whose
// accessible name holds their visible words (WCAG 2.5.3, label in name; axe-core's label-content-name-mismatch).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compare, flatStrings, languages, placeholders, tags } from "../../scripts/lang-missing.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const manifest = languages();
const translated = manifest.filter((l) => l.lang !== "en");

describe("system.json languages", () => {
  it("lists exactly the files of lang/, English and the four translations, each once", () => {
    const files = fs
      .readdirSync(path.join(root, "lang"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => `lang/${f}`)
      .sort();
    expect(manifest.map((l) => l.path).sort()).toEqual(files);
    expect(manifest.map((l) => l.lang).sort()).toEqual(["de", "en", "es", "fr", "pt-BR"]);
    for (const l of manifest) {
      expect(l.path).toBe(`lang/${l.lang}.json`);
      expect(l.name.length, l.lang).toBeGreaterThan(0);
    }
  });
});

describe("the comparison itself", () => {
  it("finds placeholders and tags as the checks below count them", () => {
    expect(placeholders("{n} of {max}, {n} left")).toEqual(["max", "n"]);
    expect(placeholders("no {placeholder with spaces} here")).toEqual([]);
    expect(tags('<strong>Hull</strong> <a href="x">y</a><br>')).toEqual(["/a", "/strong", "a", "br", "strong"]);
  });
});

describe.each(translated)("$path", ({ lang, path: file }) => {
  const result = compare(lang);

  it("is valid JSON under the CEPHEUS namespace, every value a string", () => {
    const data = JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
    expect(Object.keys(data)).toEqual(["CEPHEUS"]);
    expect(result.notStrings).toEqual([]);
  });

  it("has every key of English (the keys missing are listed)", () => {
    expect(result.missing, `${lang} lacks ${result.missing.length} keys:\n${result.missing.join("\n")}`).toEqual([]);
  });

  it("has no key English lacks (the keys extra are listed)", () => {
    expect(result.extra, `${lang} has ${result.extra.length} keys English lacks:\n${result.extra.join("\n")}`).toEqual(
      [],
    );
  });

  it("keeps each string's {placeholders} and HTML tags", () => {
    expect(result.badPlaceholders).toEqual([]);
    expect(result.badTags).toEqual([]);
  });

  it("is a translation: most strings differ from English, and none is left empty", () => {
    const strings = flatStrings(file);
    const english = result.english;
    const empty = [...strings]
      .filter(([k, v]) => String(v).trim() === "" && String(english.get(k) ?? "").trim() !== "")
      .map(([k]) => k);
    expect(empty).toEqual([]);
    // words such as "Radar", "Computer" or a bare "{n}" may stay as in English; a file mostly English is not done
    const wordy = [...english].filter(([, v]) => /\p{L}{4,}.*\s.*\p{L}{4,}/u.test(String(v)));
    const same = wordy.filter(([k, v]) => strings.get(k) === v).map(([k]) => k);
    expect(same.length / wordy.length, `strings of several words left in English:\n${same.join("\n")}`).toBeLessThan(
      0.05,
    );
  });

  it("names the round in its own words: a card's or the tracker's \"Round 1\" is not left in English", () => {
    const strings = flatStrings(file);
    const keys = [
      "CEPHEUS.Chat.Round",
      "CEPHEUS.Tracker.Round",
      "CEPHEUS.Odds.Round",
      "CEPHEUS.Tracker.Control.EndRound",
    ];
    expect(keys.filter((k) => strings.get(k) === result.english.get(k))).toEqual([]);
  });
});

/**
 * Buttons whose accessible name (aria-label) is a longer string than their visible words: [visible key, name key]. A
 * speech-input user says what they see, so the name must hold the visible words, in every language and whatever the
 * {name} put into it (a mount the user named "Dorsal").
 */
const LABEL_IN_NAME = [
  ["CEPHEUS.Sheet.Weapons.RemoveMount.turret", "CEPHEUS.Sheet.Weapons.DeleteMount.turret"],
  ["CEPHEUS.Sheet.Weapons.RemoveMount.bay", "CEPHEUS.Sheet.Weapons.DeleteMount.bay"],
  ["CEPHEUS.Sheet.Weapons.DeleteShort", "CEPHEUS.Sheet.Weapons.Delete"],
  ["CEPHEUS.Odds.Stop", "CEPHEUS.Odds.StopHint"],
  ["CEPHEUS.Encounter.Stop", "CEPHEUS.Encounter.StopHint"],
  ["CEPHEUS.Encounter.Create", "CEPHEUS.Encounter.CreateLabel"],
] as const;

/** Words only, as axe-core compares them: lower case, no punctuation (the ellipsis of "Delete…"), single spaces. */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

describe.each(manifest)("$path: buttons named by more than their visible words", ({ path: file }) => {
  it("each name holds the button's visible words, whatever the {name} in it", () => {
    const strings = flatStrings(file);
    const wrong = LABEL_IN_NAME.filter(([visible, name]) => {
      const named = String(strings.get(name) ?? "").replaceAll("{name}", "Dorsal");
      return !words(named).includes(words(String(strings.get(visible) ?? "")));
    });
    expect(wrong).toEqual([]);
  });
});
