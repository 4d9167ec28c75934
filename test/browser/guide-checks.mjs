// Browser checks of the guide's pictures: each picture of the guide (scripts/guide-text.mjs) is a scene's screenshot
// (images/<scene>-<theme>.png), and every word its caption quotes ("End round", "Sh") is on that screen. A quoted
// label of the interface is looked for in the page's language (the English label's key, read through game.i18n), so
// the check holds in the German pass too (a label with {placeholders} by its fixed words); other quotes (a ship's or
// a weapon's name) are looked for as written.
/* global document, game, window -- used inside page.evaluate (the page) */
import fs from "node:fs";
import path from "node:path";
import { guideText } from "../../scripts/guide-text.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** The guide's pictures: scene, theme, caption and the phrases the caption quotes. */
export function guidePictures() {
  const markdown = guideText();
  return [...markdown.matchAll(/^!\[([^\]]*)\]\(images\/([\w-]+)-(dark|light)\.png\)$/gm)].map((m) => ({
    caption: m[1],
    scene: m[2],
    theme: m[3],
    quoted: [...m[1].matchAll(/"([^"]+)"/g)].map((q) => q[1]),
  }));
}

/**
 * The words of a string a screen shows whole: the string itself, or for a string with {placeholders} its longest
 * fixed piece without the brackets and stops around it ("Not possible now ({count})" → "Not possible now").
 */
export const fixedWords = (s) =>
  s
    .split(/\{[^}]+\}/)
    .map((p) => p.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .reduce((a, b) => (b.length > a.length ? b : a), "");

/** Every key of the English strings whose text (or fixed words, see `fixedWords`) is exactly `text`. */
function keysOf(text) {
  const en = JSON.parse(fs.readFileSync(path.join(root, "lang/en.json"), "utf8"));
  const out = [];
  const walk = (o, prefix) => {
    for (const [k, v] of Object.entries(o)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === "string") {
        if (v === text || fixedWords(v) === text) out.push(key);
      } else walk(v, key);
    }
  };
  walk(en, "");
  return out;
}

export async function guideCaptionChecks({ page, check, assert, show }) {
  const pictures = guidePictures();
  await check("guide: every picture's caption quotes what its screen shows", async () => {
    assert(pictures.length >= 10, `pictures: ${pictures.length}`);
    const scenes = await page.evaluate(() => window.cepheus.scenes.map((s) => s.name));
    for (const pic of pictures) {
      assert(scenes.includes(pic.scene), `no scene ${pic.scene} for "${pic.caption}"`);
      if (!pic.quoted.length) continue;
      const id = await show(pic.scene, pic.theme);
      const shown = await page.evaluate((elId) => {
        const el = document.getElementById(elId);
        const labels = [...el.querySelectorAll("[aria-label], [title]")].map(
          (e) => `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("title") ?? ""}`,
        );
        return `${el.textContent} ${labels.join(" ")}`.replace(/\s+/g, " ");
      }, id);
      for (const phrase of pic.quoted) {
        const keys = keysOf(phrase);
        const wanted = keys.length
          ? (await page.evaluate((ks) => ks.map((k) => game.i18n.localize(k)), keys)).flatMap((w) => [w, fixedWords(w)])
          : [phrase];
        assert(
          wanted.some((w) => shown.includes(w)),
          `${pic.scene}: the caption quotes "${phrase}" (${wanted.join(" / ")}), not on the screen`,
        );
      }
    }
  });
}
