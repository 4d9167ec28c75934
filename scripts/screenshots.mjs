// npm run screenshots: render every scene of test/browser/scenes (the ship sheet of a crewed, damaged Patrol
// Frigate, the crew sheet, the action dialog, a chat card, and whatever others add) in headless Chromium on the
// Foundry stand-in, and save one PNG per scene and theme under build/screenshots/. A full run (no scene named) then
// composes the cover image of the manifest's media (build/screenshots/cover.png) and copies it and the screenshots
// the guide shows into docs/images/ (scripts/guide-images.mjs).
//   node scripts/screenshots.mjs [scene-name ...]   only these scenes (nothing copied to docs/images/)
//   node scripts/screenshots.mjs --lang de [...]   the page in a language of system.json: build/screenshots/de/,
//                                                  no cover and nothing copied to docs/images/ (the guide is English)
/* global window, document -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";
import { openPage } from "../test/browser/browser.mjs";
import { COVER, GUIDE_IMAGES } from "./guide-images.mjs";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const langAt = args.indexOf("--lang");
const lang = langAt >= 0 ? args[langAt + 1] : "en";
if (!lang) throw new Error("--lang needs a language of system.json, e.g. --lang de");
const only = args.filter((_, i) => langAt < 0 || (i !== langAt && i !== langAt + 1));
const outDir = path.join(root, "build", "screenshots", ...(lang === "en" ? [] : [lang]));
fs.mkdirSync(outDir, { recursive: true });

const { page, errors, close } = await openPage({ width: 1400, height: 2100, lang });
let failed = 0;
try {
  const scenes = await page.evaluate(() => window.cepheus.scenes);
  for (const scene of scenes) {
    if (only.length && !only.includes(scene.name)) continue;
    for (const theme of scene.themes) {
      const file = path.join(outDir, `${scene.name}-${theme}.png`);
      try {
        const id = await page.evaluate(([name, t]) => window.cepheus.show(name, t), [scene.name, theme]);
        await page.evaluate(() => document.fonts.ready);
        await page.locator(`[id="${id}"]`).screenshot({ path: file, animations: "disabled" });
        console.log(`${path.relative(root, file)}  ${scene.title}`);
      } catch (err) {
        failed++;
        console.error(`FAILED ${scene.name} (${theme}): ${err.message}`);
      }
    }
  }
  if (!only.length && !failed && lang === "en") {
    await composeCover(page);
    const images = path.join(root, "docs", "images");
    fs.mkdirSync(images, { recursive: true });
    for (const file of [...GUIDE_IMAGES, COVER.file]) fs.copyFileSync(path.join(outDir, file), path.join(images, file));
    console.log(`docs/images/: ${GUIDE_IMAGES.length} guide screenshots and ${COVER.file}`);
  }
} finally {
  await close();
}
if (errors.length) console.error(`page errors:\n${errors.join("\n")}`);
process.exit(failed || errors.length ? 1 : 0);

/**
 * The cover: the first screenshot of COVER.from (the tracker) at the left, the second (the ship sheet) beside it, the
 * third (a chat card) over the sheet's lower right corner as a window would be, on the page's dark background. The
 * tracker and the sheet keep their own size and are cut off at the bottom; the card is shown whole.
 */
async function composeCover(page) {
  const img = (f) => `data:image/png;base64,${fs.readFileSync(path.join(outDir, f)).toString("base64")}`;
  const [left, middle, over] = COVER.from;
  const frame = "position:absolute;border-radius:6px;box-shadow:0 6px 24px #000c;overflow:hidden";
  const html = `<!doctype html><html><body style="margin:0;width:${COVER.width}px;height:${COVER.height}px;overflow:hidden;position:relative;background:radial-gradient(circle at 70% 30%,#2a3550,#111018 70%)">
<div style="${frame};left:32px;top:32px"><img src="${img(left)}" style="display:block"></div>
<div style="${frame};left:400px;top:32px"><img src="${img(middle)}" style="display:block"></div>
<div id="over" style="${frame};right:40px;bottom:32px"><img src="${img(over)}" style="display:block;max-height:${COVER.height - 64}px"></div>
</body></html>`;
  await page.setViewportSize({ width: COVER.width, height: COVER.height });
  await page.setContent(html);
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode())));
  // the card over the sheet is shown whole (its Apply button included), never cut off by the cover's edge
  const box = await page.evaluate(() => document.getElementById("over").getBoundingClientRect().toJSON());
  if (box.top < 0 || box.left < 0 || box.bottom > COVER.height || box.right > COVER.width)
    throw new Error(`the cover cuts off ${over}: ${JSON.stringify(box)}`);
  const file = path.join(outDir, COVER.file);
  await page.screenshot({ path: file, clip: { x: 0, y: 0, width: COVER.width, height: COVER.height } });
  console.log(`${path.relative(root, file)}  cover image (system.json media)`);
}
