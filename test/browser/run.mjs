// Browser tests: the real sheets on the Foundry stand-in in headless Chromium (Debian's), driven by mouse and
// keyboard. Run by scripts/test.mjs, which passes the report path:
//   node test/browser/run.mjs build/browser.json   → { "numPassedTests": n, "numFailedTests": m }
// The checks live beside it, each file named for what it holds, run in this order on one page: ./sheet-checks.mjs,
// ./chat-import-checks.mjs, ./odds-worker-checks.mjs, then the screen and accessibility checks in each language.
/* global window -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";
import { openPage } from "./browser.mjs";
import { sheetChecks } from "./sheet-checks.mjs";
import { chatImportChecks } from "./chat-import-checks.mjs";
import { oddsWorkerChecks } from "./odds-worker-checks.mjs";
import { encounterChecks } from "./encounter-checks.mjs";
import { screenChecks } from "./screen-checks.mjs";
import { accessibilityChecks } from "./a11y-checks.mjs";
import { languageAccessibilityChecks, languageScreenChecks } from "./screens-lang.mjs";

const report = process.argv[2] ?? "build/browser.json";
const root = path.resolve(import.meta.dirname, "../..");
const results = [];

const { page, errors, close } = await openPage({ width: 1400, height: 1200 });
/** every URL the page fetched after booting: chunks loaded on first use show up here */
const requests = [];
page.on("request", (request) => requests.push(request.url()));
const chunkRequests = (name) => requests.filter((u) => new RegExp(`/chunks/${name}-[\\w-]+\\.js$`).test(u));

/** BROWSER_ONLY=<regular expression>: run only the checks whose name matches (a subset while working on a screen) */
const only = process.env.BROWSER_ONLY ? new RegExp(process.env.BROWSER_ONLY, "i") : null;

async function check(name, fn) {
  if (only && !only.test(name)) return;
  const before = errors.length;
  try {
    await fn();
    if (errors.length > before) throw new Error(`page error: ${errors.slice(before).join("; ")}`);
    results.push({ name, ok: true });
    console.log(`  ✓ ${name}`);
  } catch (err) {
    results.push({ name, ok: false, error: err.message });
    console.log(`  ✗ ${name}\n      ${String(err.message).split("\n").join("\n      ")}`);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

const show = (name, theme = "dark") => page.evaluate(([n, t]) => window.cepheus.show(n, t), [name, theme]);
const state = () => page.evaluate(() => window.cepheus.state());
const sheet = () => page.locator(".ship-sheet");
const button = (seat, action) => sheet().locator(`button[data-seat="${seat}"][data-station-action="${action}"]`);
const until = (fn, what, timeout = 5000) =>
  page.waitForFunction(fn, null, { timeout }).catch(() => {
    throw new Error(`timed out waiting for ${what}`);
  });
const messagesNow = async () => (await state()).messages;

console.log("browser tests (Chromium, Foundry stand-in)");

const helpers = {
  page,
  errors,
  requests,
  chunkRequests,
  check,
  assert,
  show,
  state,
  sheet,
  button,
  until,
  messagesNow,
};
await sheetChecks(helpers);
await chatImportChecks(helpers);
await oddsWorkerChecks(helpers);
await encounterChecks(helpers);

// after the checks above: they assert what the page loaded before anyone asked, and these show every scene
await screenChecks({ page, check, assert, show });
await accessibilityChecks({ page, check, assert });

await close();
// the same screen checks with the page in German, the longest of the system's languages
await languageScreenChecks({ lang: "de", check, assert });
// every scene's accessibility checks with the page in each other language of system.json (French, Spanish, Brazilian
// Portuguese): a translated label can break what English and German pass
const languages = JSON.parse(fs.readFileSync(path.join(root, "system.json"), "utf8")).languages.map((l) => l.lang);
for (const lang of languages.filter((l) => l !== "en" && l !== "de"))
  await languageAccessibilityChecks({ lang, check, assert });
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
fs.mkdirSync(path.dirname(path.resolve(root, report)), { recursive: true });
fs.writeFileSync(
  path.resolve(root, report),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, tests: results }, null, 2) + "\n",
);
console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
