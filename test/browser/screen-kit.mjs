// What the screen checks read from the page: the boxes of elements, and the page's strings for lang keys turned into
// regular expressions (fixed text as it is, each {placeholder} any text or a given pattern), so that a check looks
// for the words of the page's language and never for English written here.
/* global document, game -- used inside page.evaluate (the page) */

/** The box of every element matching `selector` inside the element with this id. */
export const boxes = (page, selector) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].map((el) => {
        const r = el.getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          width: r.width,
          height: r.height,
          text: el.textContent.trim(),
        };
      }),
    selector,
  );

/** The page's string for a lang key, and the fixed pieces of it around its {placeholders}. */
export const t = (page, key) => page.evaluate((k) => game.i18n.localize(k), key);
/** Escape text for a regular expression. */
export const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The source of a regular expression matching the page's string for `key`: its fixed text as it is, each
 * {placeholder} standing for `fill[name]` (a regular expression's source) or, when not given, any text.
 */
export const shape = async (page, key, fill = {}) =>
  (await t(page, key))
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      return name ? (fill[name] ?? ".+?") : literal(part);
    })
    .join("");
/** A regular expression matching the whole of the page's string for `key` (see `shape`). */
export const whole = async (page, key, fill = {}) => new RegExp(`^${await shape(page, key, fill)}$`);
export const pieces = async (page, key) =>
  (await t(page, key))
    .split(/\{[^}]+\}/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The word naming each cost in its label, lower-cased: the first word no other cost label has ("significant",
 * "minor", "reaction"; "hauptaktion", "nebenaktion", "reaktion"; "majeure", "mineure", "réaction").
 */
export const costWords = (labels) =>
  labels.map((label, i) => {
    const words = label.toLowerCase().split(/\s+/);
    const others = labels.filter((_, j) => j !== i).flatMap((l) => l.toLowerCase().split(/\s+/));
    return words.find((w) => !others.includes(w)) ?? label.toLowerCase();
  });
