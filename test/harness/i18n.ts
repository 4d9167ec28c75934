// Stand-in for game.i18n reading the REAL lang files. A key missing from the file throws (strict, the
// default) or is recorded in `missing` (lenient) — Foundry would silently show the key; failing is stricter.
// Foundry reads the manifest's files of the client's language, and English as the fallback of a key the language
// lacks: `languageFiles(languages, lang)` lists the English files first, then the language's, merged in that order.
import fs from "node:fs";
import path from "node:path";
import { getProperty, type AnyObject } from "./utils";

const root = path.resolve(import.meta.dirname, "../..");

export class Localization {
  lang = "en";
  translations: AnyObject;
  missing = new Set<string>();
  strict = true;

  constructor(files: string[] = ["lang/en.json"]) {
    this.translations = {};
    for (const f of files) {
      const data = JSON.parse(fs.readFileSync(path.join(root, f), "utf8"));
      mergeDeep(this.translations, data);
    }
  }

  has(key: string): boolean {
    return typeof getProperty(this.translations, key) === "string";
  }

  localize(key: string): string {
    const v = getProperty(this.translations, key);
    if (typeof v === "string") return v;
    this.missing.add(key);
    if (this.strict) throw new Error(`i18n stand-in: missing key "${key}" in lang/en.json`);
    return key;
  }

  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{([^}]+)}/g, (m, k: string) => (k in data ? String(data[k]) : m));
  }
}

function mergeDeep(target: AnyObject, src: AnyObject): void {
  for (const [k, v] of Object.entries(src)) {
    if (v && typeof v === "object" && !Array.isArray(v)) mergeDeep((target[k] ??= {}), v as AnyObject);
    else target[k] = v;
  }
}

/** The files a client set to `lang` reads: the manifest's English files (the fallback), then those of `lang`. */
export function languageFiles(languages: { lang: string; path: string }[], lang = "en"): string[] {
  const of = (l: string) => languages.filter((x) => x.lang === l).map((x) => x.path);
  return lang === "en" ? of("en") : [...of("en"), ...of(lang)];
}

/** game.i18n of a client set to `lang`, from the manifest's languages (the browser page's `?lang=`). */
export function localizationFor(lang = "en"): Localization {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8"));
  const files = languageFiles(manifest.languages, lang);
  if (lang !== "en" && files.length === languageFiles(manifest.languages).length)
    throw new Error(`i18n stand-in: no language "${lang}" in system.json`);
  const i18n = new Localization(files);
  i18n.lang = lang;
  return i18n;
}

/** All keys (dot paths to strings) of a translations object. */
export function allKeys(obj: AnyObject, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === "object" ? allKeys(v as AnyObject, key) : [key];
  });
}
