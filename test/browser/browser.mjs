// Shared by scripts/screenshots.mjs and test/browser/run.mjs: build the page, make sure the system's CSS is built,
// start Chromium (CHROME_PATH or the usual install paths, chromium.mjs; never a downloaded browser) with a fresh
// profile, and serve the page from memory.
/* global window -- used inside page.evaluate (the page) */
import { chromium } from "playwright-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { bundleBrowser } from "./bundle.mjs";
import { findChromium } from "./chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "dist");
export const ORIGIN = "http://cepheus.test";
/** Where the page serves the built system (dist/), as Foundry serves it: the odds worker is fetched from there. */
export const SYSTEM_PATH = "systems/cepheus-space-combat/";
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** dist/cepheus-space-combat.css, rebuilt when a stylesheet is newer than it (the real built CSS, not a copy). */
export function systemCss() {
  const css = path.join(root, "dist", "cepheus-space-combat.css");
  const newest = Math.max(
    ...fs.readdirSync(path.join(root, "styles")).map((f) => fs.statSync(path.join(root, "styles", f)).mtimeMs),
  );
  if (!fs.existsSync(css) || fs.statSync(css).mtimeMs < newest) {
    const r = spawnSync("node", [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) throw new Error("npm run build failed");
  }
  return fs.readFileSync(css, "utf8");
}

/**
 * What the page loads from node_modules under vendor/<name>/ (no network at test time): Font Awesome Free for the
 * icons core draws with its classes, Signika (Foundry's interface font) and Cormorant Garamond (an open serif in the
 * place of Modesto Condensed, Foundry's heading font, which has no open licence). Each package keeps its licence file.
 */
export const VENDOR = Object.freeze({
  fontawesome: "@fortawesome/fontawesome-free",
  signika: "@fontsource/signika",
  "cormorant-garamond": "@fontsource/cormorant-garamond",
});

const CONTENT_TYPES = Object.freeze({
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".html": "text/html",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
});

/** The file a page path names: the built system, a vendored package or the bundled page; null outside them. */
function fileFor(rel, out) {
  const vendor = /^vendor\/([\w-]+)\/(.+)$/.exec(rel);
  const [base, inner] = vendor
    ? VENDOR[vendor[1]]
      ? [path.join(root, "node_modules", VENDOR[vendor[1]]), vendor[2]]
      : [null, ""]
    : rel.startsWith(SYSTEM_PATH)
      ? [dist, rel.slice(SYSTEM_PATH.length)]
      : [out, rel || "index.html"];
  if (!base) return null;
  const file = path.join(base, inner);
  if (!file.startsWith(base + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return null;
  return file;
}

/** A placeholder for Foundry's core icons (icons/svg/*.svg are not in this repository). */
function iconSvg(name) {
  const person = /mystery-man/.test(name);
  const shape = person
    ? '<circle cx="32" cy="24" r="12" fill="#8c8a80"/><path d="M10 60c2-14 12-22 22-22s20 8 22 22z" fill="#8c8a80"/>'
    : '<path d="M32 6 L54 50 L32 40 L10 50 Z" fill="#8c8a80"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#3b3946"/>${shape}</svg>`;
}

/** Bundle the page, launch Chromium, open the page (in `lang`, a language of system.json); resolves with { context, page, close }. */
export async function openPage({ width = 1400, height = 1000, lang = "en" } = {}) {
  const executablePath = findChromium();
  const out = await bundleBrowser();
  const css = systemCss();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "cepheus-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: FLAGS,
    viewport: { width, height },
    deviceScaleFactor: 1,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on("pageerror", (err) => errors.push(String(err?.stack ?? err)));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, "");
    if (rel === "system.css") return route.fulfill({ status: 200, contentType: "text/css", body: css });
    if (rel.startsWith("icons/") || rel.includes("/icons/"))
      return route.fulfill({ status: 200, contentType: "image/svg+xml", body: iconSvg(rel) });
    const file = fileFor(rel, out);
    if (!file) return route.fulfill({ status: 404, body: "not found" });
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
    return route.fulfill({ status: 200, contentType: type, body: fs.readFileSync(file) });
  });
  await page.goto(`${ORIGIN}/index.html?lang=${encodeURIComponent(lang)}`);
  await page.waitForFunction(() => window.cepheusReady === true, null, { timeout: 60_000 });
  const bootError = await page.evaluate(() => window.cepheus?.error ?? null);
  if (bootError) throw new Error(`the page failed to boot: ${bootError}`);
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, errors, close };
}
