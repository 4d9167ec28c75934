// Links to the quick-reference journal of the `rules` compendium (packs/_source/rules), opened by Foundry's own
// content-link handling (`a.content-link[data-uuid]`); the templates give the links `href="#"` so that Tab reaches
// them and Enter clicks them like any link. The page ids are stable: the pack generator derives them from
// the page names (scripts/packs/rules.ts), and test/packs checks that every id here exists.
import { SYSTEM_ID } from "../base/system-id";

export const RULES_JOURNAL = `Compendium.${SYSTEM_ID}.rules.JournalEntry.tuUSjaS2wcZdRvcc`;

export const RULES_PAGES = Object.freeze({
  checklist: "8JHEe669qB5i0oUc",
  ranges: "S6bgglUu9P5VAR4C",
  stations: "L8JNF7Tr9AP6bGcQ",
  reactions: "Zv7bNHtbvXShG7q4",
  missiles: "et1jmkbDuteGCkb5",
  damage: "ONT7gHYw5K6kSeWr",
  software: "ikhG3yfbnBRpGLb3",
  repairs: "nejNOONSWX5V6887",
});
export type RulesTopic = keyof typeof RULES_PAGES;

export interface RulesLink {
  uuid: string;
  /** lang key of the link text */
  label: string;
}

export function rulesLink(topic: RulesTopic): RulesLink {
  return { uuid: `${RULES_JOURNAL}.JournalEntryPage.${RULES_PAGES[topic]}`, label: `CEPHEUS.Rules.${topic}` };
}
