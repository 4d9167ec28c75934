// npm run screenshots: render every scene of test/browser/scenes (the ship sheet of a crewed, damaged Patrol
// Frigate, the crew sheet, the action dialog, a chat card, and whatever others add) in headless Chromium on the
// Foundry stand-in, and save one PNG per scene and theme under build/screenshots/.
//   node scripts/screenshots.mjs [scene-name ...]   only these scenes
/* global window, document -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";
import { openPage } from "../test/browser/browser.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "build", "screenshots");
fs.mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2);

const { page, errors, close } = await openPage({ width: 1400, height: 2100 });
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
} finally {
  await close();
}
if (errors.length) console.error(`page errors:\n${errors.join("\n")}`);
process.exit(failed || errors.length ? 1 : 0);
