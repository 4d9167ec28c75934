// The screen checks (./screen-checks.mjs) and every scene's accessibility checks (./a11y-checks.mjs, dark theme) with
// the page in another language: German by default, the longest of the system's languages, whose labels are the
// likeliest to be clipped or to push a card out of shape.
//   node test/browser/screens-lang.mjs [lang] [report.json]   on its own (one browser, these checks only)
// ./run.mjs calls languageScreenChecks after its English checks, so `npm test` covers German too, and
// languageAccessibilityChecks for each other language (French, Spanish, Brazilian Portuguese): every scene through
// axe-core and the keyboard walk, since a translation can break what English passes (a button's name must hold its
// visible words, WCAG's label in name, in every language).
/* global window -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openPage } from "./browser.mjs";
import { screenChecks } from "./screen-checks.mjs";
import { accessibilityChecks } from "./a11y-checks.mjs";

/** The page opened in `lang`, and `check` with each check named with the language first (a page error fails it). */
async function pageIn(lang, check) {
  const opened = await openPage({ width: 1400, height: 1200, lang });
  const { page, errors } = opened;
  const show = (name, theme = "dark") => page.evaluate(([n, t]) => window.cepheus.show(n, t), [name, theme]);
  const named = (name, fn) =>
    check(`[${lang}] ${name}`, async () => {
      const before = errors.length;
      await fn();
      if (errors.length > before) throw new Error(`page error: ${errors.slice(before).join("; ")}`);
    });
  return { ...opened, show, named };
}

/** Open the page in `lang` and run every screen check and accessibility check there, each named with the language first. */
export async function languageScreenChecks({ lang = "de", check, assert }) {
  const { page, close, show, named } = await pageIn(lang, check);
  try {
    await screenChecks({ page, check: named, assert, show });
    // every scene through axe and the keyboard walk again in this language (longer words, other headings)
    await accessibilityChecks({ page, check: named, assert, themes: ["dark"] });
  } finally {
    await close();
  }
}

/** Open the page in `lang` and run every scene's accessibility checks there (dark theme), named with the language first. */
export async function languageAccessibilityChecks({ lang, check, assert }) {
  const { page, close, named } = await pageIn(lang, check);
  try {
    await accessibilityChecks({ page, check: named, assert, themes: ["dark"] });
  } finally {
    await close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lang = process.argv[2] ?? "de";
  const report = process.argv[3] ?? `build/browser-screens-${lang}.json`;
  const results = [];
  const check = async (name, fn) => {
    try {
      await fn();
      results.push({ name, ok: true });
      console.log(`  ✓ ${name}`);
    } catch (err) {
      results.push({ name, ok: false, error: err.message });
      console.log(`  ✗ ${name}\n      ${String(err.message).split("\n").join("\n      ")}`);
    }
  };
  const assert = (cond, message) => {
    if (!cond) throw new Error(message);
  };
  console.log(`screen checks in "${lang}" (Chromium, Foundry stand-in)`);
  await languageScreenChecks({ lang, check, assert });
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const root = path.resolve(import.meta.dirname, "../..");
  fs.mkdirSync(path.dirname(path.resolve(root, report)), { recursive: true });
  fs.writeFileSync(
    path.resolve(root, report),
    JSON.stringify({ numPassedTests: passed, numFailedTests: failed, tests: results }, null, 2) + "\n",
  );
  console.log(`\nscreens (${lang}): ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
