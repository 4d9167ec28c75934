// Lines that count something take the form of their language for that count (Intl.PluralRules' category, else
// `other`), instead of "missile(s)".
import { afterEach, describe, expect, it } from "vitest";
import { plural } from "../../src/chat/i18n";
import { localizationFor } from "../harness/i18n";

const g = game as unknown as { i18n: unknown };
const english = g.i18n;
afterEach(() => {
  g.i18n = english;
});

function speak(lang: string): void {
  g.i18n = localizationFor(lang);
}

const SPENT = "CEPHEUS.Event.reactionSpent";
const data = (remaining: number) => ({ shipId: "Kestrel", reaction: "Dodge", result: "succeeded", remaining });

describe("plural forms", () => {
  it("English: one for 1, other for 0 and 2", () => {
    speak("en");
    expect(plural(SPENT, 1, data(1))).toBe("Kestrel: Dodge succeeded (1 reaction left).");
    expect(plural(SPENT, 0, data(0))).toBe("Kestrel: Dodge succeeded (0 reactions left).");
    expect(plural(SPENT, 2, data(2))).toBe("Kestrel: Dodge succeeded (2 reactions left).");
  });

  it("French says 0 in the singular; a category the file has no form for (many) falls back to other", () => {
    speak("fr");
    expect(plural("CEPHEUS.Event.missileDestroyed", 0, { count: 0 })).toBe("0 missile abattu.");
    expect(plural("CEPHEUS.Event.missileDestroyed", 3, { count: 3 })).toBe("3 missiles abattus.");
    // 1,000,000 is "many" in French: no such form in the file, so "other"
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(plural("CEPHEUS.Event.missileDestroyed", 1_000_000, { count: 1_000_000 })).toBe("1000000 missiles abattus.");
  });

  it('no line of any language writes a count as "(s)"', () => {
    for (const lang of ["en", "de", "fr", "es", "pt-BR"]) {
      const text = JSON.stringify(localizationFor(lang).translations);
      expect(text.match(/\w\((s|en|e|n|es|eis|ões)\)/g), lang).toBeNull();
    }
  });

  it("every counted line has a one and an other form in every language, with the same placeholders", () => {
    const keys = [
      "CEPHEUS.Chat.IncomingMissiles",
      "CEPHEUS.Event.reactionSpent",
      "CEPHEUS.Event.missileLaunched",
      "CEPHEUS.Event.missileArrived",
      "CEPHEUS.Event.missileDestroyed",
      "CEPHEUS.Event.missileMissed",
      "CEPHEUS.Event.poolGranted",
      "CEPHEUS.Event.poolSpent",
      "CEPHEUS.Event.repaired",
      "CEPHEUS.Sheet.Systems.SetTrack",
      "CEPHEUS.Chat.Table.missileLaunch",
      "CEPHEUS.Chat.Table.boarding",
      "CEPHEUS.Chat.Table.repair",
      "CEPHEUS.Chat.Table.reactions",
    ];
    const holes = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((m) => m[1]).sort();
    for (const lang of ["en", "de", "fr", "es", "pt-BR"]) {
      const i18n = localizationFor(lang);
      for (const key of keys) {
        const one = i18n.localize(`${key}.one`);
        const other = i18n.localize(`${key}.other`);
        // (English and the Romance languages inflect every one of these; German says "Treffer" for one and more)
        if (lang !== "de") expect(one, `${lang} ${key}`).not.toBe(other);
        expect(holes(one), `${lang} ${key}`).toEqual(holes(other));
        expect(one + other, `${lang} ${key}`).not.toMatch(/\(s\)|\(en\)|\(e\)|\(n\)|\(es\)|\(eis\)|\(ões\)/);
      }
    }
  });
});
