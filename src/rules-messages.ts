// The rules API's refusals (RulesInputError, src/rules/input.ts) in the user's language: the rules build English
// messages and know nothing of Foundry, so at init the system gives them a formatter that reads
// `CEPHEUS.RulesInput.<code>` from lang/en.json (and the other languages), with the same placeholders. Until
// translations have loaded, and for a code no language file has, the English message stays.
import { messageData, setRulesInputFormatter, type RulesInputCode, type RulesInputDetails } from "./rules/input";

type I18n = {
  has(key: string): boolean;
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
};

function i18n(): I18n | undefined {
  return (globalThis as { game?: { i18n?: I18n } }).game?.i18n;
}

/** The message of a refusal in the user's language, or undefined when no translation is at hand. */
export function localiseRulesInput(code: RulesInputCode, details: RulesInputDetails): string | undefined {
  const t = i18n();
  const key = `CEPHEUS.RulesInput.${code}`;
  if (!t || !t.has(key)) return undefined;
  const data = messageData(details);
  const expectedKey = `CEPHEUS.RulesInput.Expected.${details.expected}`;
  if (details.expected && t.has(expectedKey)) data.expected = t.localize(expectedKey);
  return t.format(key, data);
}

/** Called at init: every RulesInputError thrown from then on carries the translated message. */
export function registerRulesMessages(): void {
  setRulesInputFormatter(localiseRulesInput);
}
