// game.i18n as the views' Translator (numbers formatted as strings; `has` for optional keys).
import type { Translator } from "./ship-view";

export function translator(): Translator & { has(key: string): boolean } {
  const i18n = game.i18n!;
  return {
    localize: (key) => i18n.localize(key),
    format: (key, data) => i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))),
    has: (key) => i18n.has(key),
  };
}
