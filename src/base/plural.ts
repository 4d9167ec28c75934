// The form of a counted line for its count: `<key>.one`, `<key>.few`, ... as Intl.PluralRules names the category of
// the count in the language ("1 missile arrives", "2 missiles arrive"; French says "0 missile"), else `<key>.other`,
// so a language file needs only the forms its language has (lang/README.md).

/** What formatCount needs of Foundry's game.i18n. */
export interface CountTranslator {
  readonly lang: string;
  has(key: string): boolean;
  format(key: string, data: Record<string, string>): string;
}

export function formatCount(t: CountTranslator, key: string, n: number, data: Record<string, string>): string {
  const form = `${key}.${rulesOf(t.lang).select(n)}`;
  return t.format(t.has(form) ? form : `${key}.other`, data);
}

const rules = new Map<string, Intl.PluralRules>();

function rulesOf(lang: string): Intl.PluralRules {
  let r = rules.get(lang);
  if (r === undefined) {
    try {
      r = new Intl.PluralRules(lang);
    } catch {
      // (a language tag the runtime does not know: English's categories, with the language's own words)
      r = new Intl.PluralRules("en");
    }
    rules.set(lang, r);
  }
  return r;
}
