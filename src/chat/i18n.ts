// Localisation helpers for the cards. Every visible string is a lang key; codes that the rules engine may grow
// (modifier sources, actions, event types) fall back to the code itself rather than failing at the table.

import { formatCount } from "../base/plural";

function i18n() {
  return game.i18n!;
}

export function t(key: string, data?: Record<string, unknown>): string {
  return data ? i18n().format(key, strings(data)) : i18n().localize(key);
}

/** The form of counted line `key` for the count `n` in Foundry's language (src/base/plural.ts). */
export function plural(key: string, n: number, data: Record<string, unknown>): string {
  return formatCount(i18n(), key, n, strings(data));
}

/** A line's data as game.i18n.format takes it: every value a string. */
function strings(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) out[k] = String(v);
  return out;
}

export function has(key: string): boolean {
  return i18n().has(key);
}

/** `prefix.code`, or the code itself when no key exists yet (new engine codes). */
export function label(prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  return has(key) ? t(key) : code;
}

export const NS = {
  chat: "CEPHEUS.Chat",
  reason: "CEPHEUS.Reason",
  event: "CEPHEUS.Event",
  effect: "CEPHEUS.Effect",
} as const;

/** The localised refusal text for a reason code (engine refusals and the bridge's own). */
export function reasonText(reason: string): string {
  return label(NS.reason, reason);
}
