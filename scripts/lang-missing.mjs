// The translations of lang/ against English: which English keys a language lacks, which keys it has that English
// does not, and which strings lost or gained a {placeholder} or an HTML tag. test/foundry/languages.test.ts holds
// every language of system.json to these; run on its own, it lists what to translate:
//   node scripts/lang-missing.mjs [lang ...]    every language of system.json but English, or those named
// Each missing key is printed with its English text (key<TAB>English), so it can be filled in directly.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

/** The manifest's languages ({ lang, name, path }). */
export const languages = () => JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8")).languages;

/** A lang file as a map of dot-path keys to strings. */
export function flatStrings(file) {
  const out = new Map();
  const walk = (obj, prefix) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") walk(v, key);
      else out.set(key, v);
    }
  };
  walk(JSON.parse(fs.readFileSync(path.join(root, file), "utf8")), "");
  return out;
}

/** The {placeholder} names of a string, sorted, each once. */
export const placeholders = (s) => [...new Set([...String(s).matchAll(/\{([^{}\s]+)\}/g)].map((m) => m[1]))].sort();

/** The HTML tags of a string (opening and closing, without attributes), sorted. */
export const tags = (s) =>
  [...String(s).matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)]
    .map((m) => (m[0].startsWith("</") ? `/${m[1].toLowerCase()}` : m[1].toLowerCase()))
    .sort();

/** How the file of `lang` differs from English: keys missing and extra, strings whose placeholders or tags differ. */
export function compare(lang) {
  const entry = languages().find((l) => l.lang === lang);
  if (!entry) throw new Error(`no language "${lang}" in system.json`);
  const en = flatStrings("lang/en.json");
  const other = flatStrings(entry.path);
  const missing = [...en.keys()].filter((k) => !other.has(k));
  const extra = [...other.keys()].filter((k) => !en.has(k));
  const notStrings = [...other].filter(([, v]) => typeof v !== "string").map(([k]) => k);
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const badPlaceholders = [];
  const badTags = [];
  for (const [key, text] of other) {
    if (!en.has(key) || typeof text !== "string") continue;
    const english = en.get(key);
    if (!same(placeholders(english), placeholders(text)))
      badPlaceholders.push(
        `${key}: {${placeholders(english).join("} {")}} in English, {${placeholders(text).join("} {")}} here`,
      );
    if (!same(tags(english), tags(text)))
      badTags.push(`${key}: ${tags(english).join(" ")} in English, ${tags(text).join(" ")} here`);
  }
  return { lang, missing, extra, notStrings, badPlaceholders, badTags, english: en };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const asked = process.argv.slice(2);
  const langs = asked.length
    ? asked
    : languages()
        .map((l) => l.lang)
        .filter((l) => l !== "en");
  let gaps = 0;
  for (const lang of langs) {
    const r = compare(lang);
    const problems =
      r.missing.length + r.extra.length + r.notStrings.length + r.badPlaceholders.length + r.badTags.length;
    gaps += problems;
    console.log(
      `# ${lang}: ${r.missing.length} missing, ${r.extra.length} extra, ${r.badPlaceholders.length} placeholder and ${r.badTags.length} tag differences`,
    );
    for (const k of r.missing) console.log(`${k}\t${r.english.get(k)}`);
    for (const k of r.extra) console.log(`extra: ${k}`);
    for (const k of r.notStrings) console.log(`not a string: ${k}`);
    for (const p of r.badPlaceholders) console.log(`placeholders: ${p}`);
    for (const t of r.badTags) console.log(`tags: ${t}`);
  }
  process.exit(gaps ? 1 : 0);
}
