// game.i18n as the views' Translator (numbers formatted as strings; `has` for optional keys).
import type { Translator } from "./ship-view";

export function translator(): Translator {
  const i18n = game.i18n!;
  return {
    lang: i18n.lang,
    localize: (key) => i18n.localize(key),
    format: (key, data) => i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
    has: (key) => i18n.has(key),
  };
}
